/**
 * The board edits, each a new state sharing every part it does not touch (only the touched areas
 * are copied): pieces added, replaced, moved, reduced or taken off (4.2 Retirada/Eliminada: a unit
 * goes back to its bag, a leader out of the game; 4.4.1 B a step of loss), with the palisade gone
 * the moment no Spanish piece is left in its area (4.4.2). */
import { areaAt, indexOfId } from './board.js';
import { bagCount, bagsWith } from './bags.js';
import type { UnitKind } from './data/units.js';
import { pieceData } from './kinds.js';
import type { AreaState, MyaState, Piece } from './state.js';
import { withTasksMap, type StateDraft } from './tasks.js';

/**
 * An area or a piece rebuilt with one fixed field order: every area (and every piece) then shares one
 * object shape whatever spread or JSON made it, which keeps the hot path's property reads monomorphic.
 */
export const areaOf = (x: AreaState): AreaState => ({
  pieces: x.pieces,
  parchment: x.parchment,
  palisade: x.palisade,
  citadel: x.citadel,
  anacaona: x.anacaona,
});
export const pieceOf = (x: Piece): Piece => ({ id: x.id, kind: x.kind, side: x.side, reduced: x.reduced });

/** The piece on its full-strength or reduced side, in the fixed shape (a spread would make a new object shape). */
export const withStrength = (p: Piece, reduced: boolean): Piece => ({ id: p.id, kind: p.kind, side: p.side, reduced });

/** The area with other pieces (and palisade), its other fields kept, in the fixed shape. */
function areaWith(area: AreaState, pieces: readonly Piece[], palisade: boolean): AreaState {
  return { pieces, parchment: area.parchment, palisade, citadel: area.citadel, anacaona: area.anacaona };
}

/** A copy of the map with one area replaced. */
export function mapWith(s: MyaState, a: number, area: AreaState): AreaState[] {
  const map = s.map.slice();
  map[a - 1] = area;
  return map;
}

export function setArea(s: MyaState, a: number, area: AreaState): MyaState {
  return withTasksMap(s, s.tasks, mapWith(s, a, areaOf(area)));
}

export function addPiece(s: MyaState, a: number, piece: Piece): MyaState {
  const area = areaAt(s, a);
  const pieces = area.pieces.slice();
  pieces.push(pieceOf(piece));
  return withTasksMap(s, s.tasks, mapWith(s, a, areaWith(area, pieces, area.palisade)));
}

export function replacePiece(s: MyaState, a: number, piece: Piece): MyaState {
  const area = areaAt(s, a);
  const fixed = pieceOf(piece);
  const pieces = area.pieces.slice();
  for (let i = 0; i < pieces.length; i++) if ((pieces[i] as Piece).id === fixed.id) pieces[i] = fixed;
  return withTasksMap(s, s.tasks, mapWith(s, a, areaWith(area, pieces, area.palisade)));
}

/** The area without its piece at index `i`; 4.4.2: a palisade goes the moment no Spanish unit or leader is left in its area. */
function without(area: AreaState, i: number): AreaState {
  const pieces: Piece[] = [];
  let spanish = false;
  for (let j = 0; j < area.pieces.length; j++) {
    if (j === i) continue;
    const p = area.pieces[j] as Piece;
    pieces.push(p);
    if (p.side === 'spanish') spanish = true;
  }
  return areaWith(area, pieces, area.palisade && spanish);
}

/** The area with its piece at `i` flipped to the reduced side (4.4.1 B), in the fixed shape. */
export function reducedIn(area: AreaState, i: number): AreaState {
  const p = area.pieces[i] as Piece;
  const pieces = area.pieces.slice();
  pieces[i] = withStrength(p, true);
  return areaWith(area, pieces, area.palisade);
}

/** Takes a piece off the map: a unit back to its bag, a leader out of the game (4.2). */
export function removePiece(s: MyaState, a: number, id: string): MyaState {
  const area = areaAt(s, a);
  const i = indexOfId(area.pieces, id);
  if (i < 0) return s;
  return returnedToBag(s, mapWith(s, a, without(area, i)), area.pieces[i] as Piece);
}

/** Lifts a piece off the map without sending it anywhere (a move). */
export function liftPiece(s: MyaState, a: number, id: string): MyaState {
  const area = areaAt(s, a);
  return withTasksMap(s, s.tasks, mapWith(s, a, without(area, indexOfId(area.pieces, id))));
}

/**
 * Moves a piece from one area to another (at the end of its pieces there): one map copy and one
 * state, where lifting then adding would make two of each.
 */
export function movePiece(s: MyaState, from: number, id: string, to: number): MyaState {
  const i = indexOfId(areaAt(s, from).pieces, id);
  if (i < 0) return s;
  return withTasksMap(s, s.tasks, movedMap(s, from, i, to));
}

/** The map after the piece at index `i` of area `from` moves to the end of area `to`'s pieces: one map copy. */
export function movedMap(s: MyaState, from: number, i: number, to: number): AreaState[] {
  const source = areaAt(s, from);
  const target = areaAt(s, to);
  const moved = source.pieces[i] as Piece;
  // The piece object itself moves (pieces on the map already share one shape, see pieceOf); a copy by a
  // loop is one allocation, where a slice is copied again by the push that grows it.
  const pieces: Piece[] = [];
  for (let j = 0; j < target.pieces.length; j++) pieces.push(target.pieces[j] as Piece);
  pieces.push(moved);
  const map = s.map.slice();
  const left = without(source, i);
  const reached = areaWith(target, pieces, target.palisade);
  map[from - 1] = left;
  map[to - 1] = reached;
  return map;
}

export function returnToBag(s: MyaState, piece: Piece): MyaState {
  return returnedToBag(s, s.map, piece);
}

/**
 * The state with the given map and the piece back in its bag (a unit) or out of the game (a leader):
 * one copy, built in the fixed shape and filled in before it is returned (no `patchState` key loop).
 */
function returnedToBag(s: MyaState, map: readonly AreaState[], piece: Piece): MyaState {
  const kind = piece.kind;
  const out = withTasksMap(s, s.tasks, map) as StateDraft;
  if (pieceData(kind).bag !== null) {
    const k = kind as UnitKind;
    out.bags = bagsWith(s.bags, k, bagCount(s.bags, k) + 1);
  } else {
    if (!s.leadersOut.includes(kind)) out.leadersOut = [...s.leadersOut, kind];
    if (kind === 'colon') out.colon = 'eliminated';
  }
  return out;
}

/** One step of loss (4.4.1 B): a full unit is reduced, a reduced one (or a one-sided leader) removed. */
export function takeHit(s: MyaState, a: number, id: string): { state: MyaState; removed: boolean } {
  const area = areaAt(s, a);
  const i = indexOfId(area.pieces, id);
  if (i < 0) return { state: s, removed: false };
  const piece = area.pieces[i] as Piece;
  if (!piece.reduced && !pieceData(piece.kind).reducedOnly) {
    return { state: withTasksMap(s, s.tasks, mapWith(s, a, reducedIn(area, i))), removed: false };
  }
  return { state: returnedToBag(s, mapWith(s, a, without(area, i)), piece), removed: true };
}
