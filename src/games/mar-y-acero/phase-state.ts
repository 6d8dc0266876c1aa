/**
 * Fixed-shape state copies for the turn phases: every copy is built with the field order of
 * setup's state (as tasks.ts `withTasksMap` does), so the hot path's property reads stay
 * monomorphic, and a change of several fields costs one object instead of one per spread.
 */
import type { MyaState } from './state.js';
import { withTasksMap, type StateDraft } from './tasks.js';

/**
 * A copy of the state with the given fields changed (an absent or undefined field keeps its
 * value): the fixed-shape copy, then only the keys the patch has are written. (Reading all 27
 * possible keys of patches of many shapes was megamorphic, about three times slower.)
 */
export function patchState(s: MyaState, p: Partial<MyaState>): MyaState {
  // A state built just now, not yet shared: it may be filled in before it is returned.
  const out = withTasksMap(s, s.tasks, s.map) as StateDraft;
  for (const k in p) if ((p as Record<string, unknown>)[k] !== undefined) setField(out, k, p);
  return out;
}

/**
 * Writes one field of the patch by name: on V8 a write keyed by a changing name (`out[k] = v`)
 * takes the slow megamorphic path, a named write in a switch does not.
 */
function setField(out: StateDraft, k: string, p: Partial<MyaState>): void {
  switch (k) {
    case 'rng': out.rng = p.rng as MyaState['rng']; return;
    case 'mode': out.mode = p.mode as MyaState['mode']; return;
    case 'level': out.level = p.level as MyaState['level']; return;
    case 'testamentRule': out.testamentRule = p.testamentRule as MyaState['testamentRule']; return;
    case 'turn': out.turn = p.turn as MyaState['turn']; return;
    case 'vp': out.vp = p.vp as MyaState['vp']; return;
    case 'royalSupport': out.royalSupport = p.royalSupport as MyaState['royalSupport']; return;
    case 'grace': out.grace = p.grace as MyaState['grace']; return;
    case 'impulses': out.impulses = p.impulses as MyaState['impulses']; return;
    case 'destiny': out.destiny = p.destiny as MyaState['destiny']; return;
    case 'turn1Deck': out.turn1Deck = p.turn1Deck as MyaState['turn1Deck']; return;
    case 'destinyDeck': out.destinyDeck = p.destinyDeck as MyaState['destinyDeck']; return;
    case 'hands': out.hands = p.hands as MyaState['hands']; return;
    case 'played': out.played = p.played as MyaState['played']; return;
    case 'restriction': out.restriction = p.restriction as MyaState['restriction']; return;
    case 'revealed': out.revealed = p.revealed as MyaState['revealed']; return;
    case 'map': out.map = p.map as MyaState['map']; return;
    case 'bags': out.bags = p.bags as MyaState['bags']; return;
    case 'colon': out.colon = p.colon as MyaState['colon']; return;
    case 'offMap': out.offMap = p.offMap as MyaState['offMap']; return;
    case 'leadersOut': out.leadersOut = p.leadersOut as MyaState['leadersOut']; return;
    case 'control': out.control = p.control as MyaState['control']; return;
    case 'testament': out.testament = p.testament as MyaState['testament']; return;
    case 'nextId': out.nextId = p.nextId as MyaState['nextId']; return;
    case 'tasks': out.tasks = p.tasks as MyaState['tasks']; return;
    case 'solitaire': out.solitaire = p.solitaire as MyaState['solitaire']; return;
    case 'result': out.result = p.result as MyaState['result']; return;
    default:
      throw new Error(`patchState: ${k} is not a field of the state`);
  }
}
