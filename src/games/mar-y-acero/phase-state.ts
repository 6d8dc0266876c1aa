/**
 * Fixed-shape state copies for the turn phases: every copy is built with the field order of
 * setup's state (as tasks.ts `withTasksMap` does), so the hot path's property reads stay
 * monomorphic, and a change of several fields costs one object instead of one per spread.
 */
import type { MyaState } from './state.js';
import { fixedShape } from './tasks.js';

/** A copy of the state with the given fields changed (an absent field keeps its value). */
export function patchState(s: MyaState, p: Partial<MyaState>): MyaState {
  return fixedShape({
    rng: p.rng !== undefined ? p.rng : s.rng,
    mode: p.mode !== undefined ? p.mode : s.mode,
    level: p.level !== undefined ? p.level : s.level,
    testamentRule: p.testamentRule !== undefined ? p.testamentRule : s.testamentRule,
    turn: p.turn !== undefined ? p.turn : s.turn,
    vp: p.vp !== undefined ? p.vp : s.vp,
    royalSupport: p.royalSupport !== undefined ? p.royalSupport : s.royalSupport,
    grace: p.grace !== undefined ? p.grace : s.grace,
    impulses: p.impulses !== undefined ? p.impulses : s.impulses,
    destiny: p.destiny !== undefined ? p.destiny : s.destiny,
    turn1Deck: p.turn1Deck !== undefined ? p.turn1Deck : s.turn1Deck,
    destinyDeck: p.destinyDeck !== undefined ? p.destinyDeck : s.destinyDeck,
    hands: p.hands !== undefined ? p.hands : s.hands,
    played: p.played !== undefined ? p.played : s.played,
    restriction: p.restriction !== undefined ? p.restriction : s.restriction,
    revealed: p.revealed !== undefined ? p.revealed : s.revealed,
    map: p.map !== undefined ? p.map : s.map,
    bags: p.bags !== undefined ? p.bags : s.bags,
    colon: p.colon !== undefined ? p.colon : s.colon,
    offMap: p.offMap !== undefined ? p.offMap : s.offMap,
    leadersOut: p.leadersOut !== undefined ? p.leadersOut : s.leadersOut,
    control: p.control !== undefined ? p.control : s.control,
    testament: p.testament !== undefined ? p.testament : s.testament,
    nextId: p.nextId !== undefined ? p.nextId : s.nextId,
    tasks: p.tasks !== undefined ? p.tasks : s.tasks,
    solitaire: p.solitaire !== undefined ? p.solitaire : s.solitaire,
    result: p.result !== undefined ? p.result : s.result,
  });
}
