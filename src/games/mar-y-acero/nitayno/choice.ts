/**
 * What a phase's decision hands back to `nitaynoDecide` (decide.ts), and the reads of the
 * engine's legal list and of the board that several phases share. The Nitayno reads the
 * engine's actions as `MyaAction`, narrowed by `type`, so the compiler checks every field read.
 */
import type { MyaAction } from '../actions.js';
import type { MyaState, Piece } from '../state.js';
import { findPiece } from './board.js';
import type { NitaynoPlan, SolitaireState } from './state.js';

export type ActionType = MyaAction['type'];

/** The engine's action of one type, with the fields that type carries. */
export type ActionOf<T extends ActionType> = Extract<MyaAction, { readonly type: T }>;

/** One phase's pick among the legal actions, with its explanation (see `nitaynoDecide`). */
export interface Choice {
  readonly action: MyaAction;
  /** The sentence for the event, built only when events are kept. */
  readonly text: string | (() => string);
  readonly rule: string;
  /** The solitaire state to store before the action is applied (plan, reshuffled event deck). */
  readonly solitaire?: SolitaireState;
  /** A new plan for the solitaire state (kept when `solitaire` is not given). */
  readonly planPatch?: NitaynoPlan;
}

export function isType<T extends ActionType>(a: MyaAction, type: T): a is ActionOf<T> {
  return a.type === type;
}

/** The first action of a type in the engine's order, null when none is listed. */
export function firstOfType<T extends ActionType>(legal: readonly MyaAction[], type: T): ActionOf<T> | null {
  for (const a of legal) if (isType(a, type)) return a;
  return null;
}

export function hasType(legal: readonly MyaAction[], type: ActionType): boolean {
  for (const a of legal) if (a.type === type) return true;
  return false;
}

/** The actions of one type, as a new list (for the rarer decisions; the hot ones scan `legal`). */
export function ofType<T extends ActionType>(legal: readonly MyaAction[], type: T): ActionOf<T>[] {
  const out: ActionOf<T>[] = [];
  for (const a of legal) if (isType(a, type)) out.push(a);
  return out;
}

export function pieceIn(pieces: readonly Piece[], id: string): Piece | null {
  for (const p of pieces) if (p.id === id) return p;
  return null;
}

export function pieceById(state: MyaState, id: string): Piece | null {
  return findPiece(state, id)?.piece ?? null;
}

export function whereIs(state: MyaState, id: string): number | null {
  return findPiece(state, id)?.area ?? null;
}
