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
  for (const k in p) {
    // Inside a for-in, V8 reads p[k] through the object's own field list (no keyed look-up).
    const v = (p as Record<string, unknown>)[k];
    if (v !== undefined) setField(out, k, v);
  }
  return out;
}

/**
 * Writes one field of the patch by name: on V8 a write keyed by a changing name (`out[k] = v`)
 * takes the slow megamorphic path, a named write in a switch does not.
 */
function setField(out: StateDraft, k: string, v: unknown): void {
  switch (k) {
    case 'rng': out.rng = v as MyaState['rng']; return;
    case 'mode': out.mode = v as MyaState['mode']; return;
    case 'level': out.level = v as MyaState['level']; return;
    case 'testamentRule': out.testamentRule = v as MyaState['testamentRule']; return;
    case 'turn': out.turn = v as MyaState['turn']; return;
    case 'vp': out.vp = v as MyaState['vp']; return;
    case 'royalSupport': out.royalSupport = v as MyaState['royalSupport']; return;
    case 'grace': out.grace = v as MyaState['grace']; return;
    case 'impulses': out.impulses = v as MyaState['impulses']; return;
    case 'destiny': out.destiny = v as MyaState['destiny']; return;
    case 'turn1Deck': out.turn1Deck = v as MyaState['turn1Deck']; return;
    case 'destinyDeck': out.destinyDeck = v as MyaState['destinyDeck']; return;
    case 'hands': out.hands = v as MyaState['hands']; return;
    case 'played': out.played = v as MyaState['played']; return;
    case 'restriction': out.restriction = v as MyaState['restriction']; return;
    case 'revealed': out.revealed = v as MyaState['revealed']; return;
    case 'map': out.map = v as MyaState['map']; return;
    case 'bags': out.bags = v as MyaState['bags']; return;
    case 'colon': out.colon = v as MyaState['colon']; return;
    case 'offMap': out.offMap = v as MyaState['offMap']; return;
    case 'leadersOut': out.leadersOut = v as MyaState['leadersOut']; return;
    case 'control': out.control = v as MyaState['control']; return;
    case 'testament': out.testament = v as MyaState['testament']; return;
    case 'nextId': out.nextId = v as MyaState['nextId']; return;
    case 'tasks': out.tasks = v as MyaState['tasks']; return;
    case 'solitaire': out.solitaire = v as MyaState['solitaire']; return;
    case 'result': out.result = v as MyaState['result']; return;
    default:
      throw new Error(`patchState: ${k} is not a field of the state`);
  }
}
