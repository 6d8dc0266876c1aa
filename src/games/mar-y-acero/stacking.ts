/**
 * 4.2 Límite de Apilamiento and 4.3.2 I Conflicto Indígena: how many units an area holds against the
 * limit of three (leaders do not count), and, on a conflict turn, whether the peoples there bar a
 * Taíno or a Carib from joining them. Each reading is one pass over the area's pieces.
 */
import { areaAt, conflictTurn } from './board.js';
import { STACK_LIMIT } from './data/tables.js';
import type { PieceKind } from './data/units.js';
import { CARIB, EXEMPT, kindFlags, TAINO, UNIT } from './kinds.js';
import type { AreaState, MyaState, Piece, Side } from './state.js';

/** How many units of the side stand in the area (4.2: leaders do not count for stacking). */
export function unitCount(area: AreaState, side: Side): number {
  const pieces = area.pieces;
  let n = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    if (p.side === side && (kindFlags(p.kind) & UNIT) !== 0) n++;
  }
  return n;
}

/** `unitCount`, with the area number that callers of `piecesOf` pass. */
export function unitsOf(area: AreaState, _a: number, side: Side): number {
  return unitCount(area, side);
}

/** 4.2 stacking limit: 3 units (leaders do not count); the Nitayno may have 4 under card 50. */
export function stackLimit(s: MyaState, side: Side): number {
  return side === 'indigenous' && (s.solitaire?.effects.stackLimit4 ?? false) ? STACK_LIMIT + 1 : STACK_LIMIT;
}

/** 4.2: room for one more unit of the side in area `a` under the stacking limit. */
export function unitRoom(s: MyaState, a: number, side: Side): boolean {
  return unitCount(areaAt(s, a), side) < stackLimit(s, side);
}

/**
 * 4.3.2 I: the peoples in the area (`TAINO`, `CARIB` bits), none where Caonabó, Guacanagarí or
 * Anacaona (card 25) lift the conflict there.
 */
export function conflictPeoples(area: AreaState): number {
  const pieces = area.pieces;
  let flags = 0;
  for (let i = 0; i < pieces.length; i++) flags |= kindFlags((pieces[i] as Piece).kind);
  return peoplesOf(area, flags);
}

/** `conflictPeoples` of an area whose pieces' kind bits (`kindFlags`, or-ed) were read already. */
export function peoplesOf(area: AreaState, flags: number): number {
  return area.anacaona !== null || (flags & EXEMPT) !== 0 ? 0 : flags & (TAINO | CARIB);
}

/** `conflictPeoples`, with the area number that callers of `piecesOf` pass. */
export function conflictPeoplesOf(area: AreaState, _a: number): number {
  return conflictPeoples(area);
}

/**
 * 4.3.2 I: whether a piece with these kind bits may not join an area holding these peoples
 * (`TAINO`, `CARIB` bits, none where the conflict is lifted): a Taíno beside Caribs, a Carib beside Taínos.
 */
export function peoplesBar(peoples: number, flags: number): boolean {
  return (flags & TAINO) !== 0 ? (peoples & CARIB) !== 0 : (flags & CARIB) !== 0 && (peoples & TAINO) !== 0;
}

/** `peoplesBar` over area masks: the areas (of `caribAreas`, areas holding Caribs, and `tainoAreas`) a piece of these kind bits may not join. */
export function peoplesBarMask(flags: number, caribAreas: number, tainoAreas: number): number {
  return (flags & TAINO) !== 0 ? caribAreas : (flags & CARIB) !== 0 ? tainoAreas : 0;
}

/**
 * 4.3.2 I: during a conflict turn Taínos and Caribs may not stack together (nor may more units join
 * an area where both remain), unless an exception leader is there.
 */
export function conflictBlocks(s: MyaState, area: AreaState, kind: PieceKind): boolean {
  return conflictTurn(s) && peoplesBar(conflictPeoples(area), kindFlags(kind));
}

/**
 * Whether one more piece of this kind may stand in area `a` under the stacking limit (4.2) and the
 * conflict (4.3.2 I). `room` is `unitRoom` for the piece's side when the caller already read it (null: read here).
 */
export function canAdd(s: MyaState, a: number, piece: Piece, room: boolean | null = null): boolean {
  const flags = kindFlags(piece.kind);
  if ((flags & (TAINO | CARIB)) !== 0 && conflictTurn(s) && peoplesBar(conflictPeoples(areaAt(s, a)), flags)) return false;
  if ((flags & UNIT) === 0) return true;
  return room ?? unitRoom(s, a, piece.side);
}
