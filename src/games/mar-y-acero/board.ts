/**
 * Board queries and small state edits shared by every rule: adjacency (4.2), control (4.2),
 * stacking (4.2, 4.3.2 I), combat factors (4.4.1 B), bags (4.2), VP of an area (4.4.3).
 */
import type { Dice, Modifier } from '../../core/index.js';
import { AREAS, AREA_MARKERS } from './data/areas.js';
import { DESTINY_BY_ID, type DestinyCard } from './data/cards.js';
import { BAG_KINDS, type Bag, type PieceKind, type UnitKind } from './data/units.js';
import { CARIB, COLON, EXEMPT, kindFlags, kindIndex, pieceData, REBEL, SETTLER, SOLDIER, TAINO, UNIT } from './kinds.js';
import { STACK_LIMIT } from './data/tables.js';
import type { AreaState, Group, MyaState, Piece, Side } from './state.js';
import { withTasksMap, type StateDraft } from './tasks.js';

export const other = (side: Side): Side => (side === 'spanish' ? 'indigenous' : 'spanish');

/** 4.2: areas with consecutive numbers are adjacent, and 15 is adjacent to 1. */
export function adjacent(a: number, b: number): boolean {
  const d = a > b ? a - b : b - a;
  return d === 1 || d === 14;
}

/** Steps along the ring of adjacent areas. */
export function distance(a: number, b: number): number {
  const d = a > b ? a - b : b - a;
  return d < 15 - d ? d : 15 - d;
}

export const areaAt = (s: MyaState, a: number): AreaState => s.map[a - 1] as AreaState;

/** Area sets as bit masks (bit a for area a, 1..15): the areas adjacent to each area (4.2), and the rest. */
const ALL_AREAS = 0xfffe;
export const ADJACENT_MASK: readonly number[] = Array.from({ length: 16 }, (_, a) => (a === 0 ? 0 : (1 << (a === 1 ? 15 : a - 1)) | (1 << (a === 15 ? 1 : a + 1))));
export const NAVAL_MASK: readonly number[] = ADJACENT_MASK.map((adj, a) => (a === 0 ? 0 : ALL_AREAS & ~adj & ~(1 << a)));

/**
 * The census of an area that the rules read again and again (control 4.2, stacking 4.2, movement
 * 4.4.1 A, conflict 4.3.2 I): per side its pieces and units, the peoples there and whether a
 * conflict exception stands there. One pass over the pieces, kept per area number for the last
 * area object read there: a state is never altered once built, so the same object has the same
 * census, and the next state, which shares every area an action did not change, reads those
 * without a pass. A move, a withdrawal or a removal carries the census over to the areas it
 * rebuilds (`carryCensus`); any other new object is counted afresh.
 */
const CENSUS_STRIDE = 8;
/** The fields of an area's census, at its offset (`censusAt`) in `census`. */
export const SPANISH_PIECES = 0;
export const SPANISH_UNITS = 1;
export const INDIGENOUS_PIECES = 2;
export const INDIGENOUS_UNITS = 3;
/** TAINO | CARIB of the pieces there, EXEMPT where the conflict is lifted, COLON where Colón stands. */
export const PEOPLES = 4;
/** The counts behind PEOPLES (Taíno units, Carib units, Caonabó and Guacanagarí), so that a piece can leave without a recount. */
const TAINO_COUNT = 5;
const CARIB_COUNT = 6;
const EXEMPT_COUNT = 7;
const censusArea: (AreaState | null)[] = new Array<AreaState | null>(16).fill(null);
/** Every area's census, read at the offset `censusAt` returns (loops over the map read its fields there, with no call per field). */
export const census = new Int32Array(16 * CENSUS_STRIDE);

/** The offset of the area's census (area number `a`), counted when the area object is new there. */
export function censusAt(area: AreaState, a: number): number {
  return censusArea[a] === area ? a * CENSUS_STRIDE : recount(area, a);
}

function recount(area: AreaState, a: number): number {
  const k = a * CENSUS_STRIDE;
  const pieces = area.pieces;
  let sp = 0;
  let spUnits = 0;
  let ind = 0;
  let indUnits = 0;
  let tainos = 0;
  let caribs = 0;
  let exempt = 0;
  let colon = 0;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    const flags = kindFlags(p.kind);
    if (p.side === 'spanish') {
      sp++;
      if ((flags & UNIT) !== 0) spUnits++;
    } else {
      ind++;
      if ((flags & UNIT) !== 0) indUnits++;
    }
    if ((flags & TAINO) !== 0) tainos++;
    if ((flags & CARIB) !== 0) caribs++;
    if ((flags & EXEMPT) !== 0) exempt++;
    colon |= flags & COLON;
  }
  census[k + SPANISH_PIECES] = sp;
  census[k + SPANISH_UNITS] = spUnits;
  census[k + INDIGENOUS_PIECES] = ind;
  census[k + INDIGENOUS_UNITS] = indUnits;
  census[k + TAINO_COUNT] = tainos;
  census[k + CARIB_COUNT] = caribs;
  census[k + EXEMPT_COUNT] = exempt;
  census[k + PEOPLES] = peoplesAt(k, area.anacaona !== null, colon);
  censusArea[a] = area;
  return k;
}

/** The PEOPLES bits from the counts at offset k: Anacaona's marker also lifts the conflict (card 25). */
function peoplesAt(k: number, anacaona: boolean, colon: number): number {
  return ((census[k + TAINO_COUNT] as number) > 0 ? TAINO : 0) | ((census[k + CARIB_COUNT] as number) > 0 ? CARIB : 0)
    | ((census[k + EXEMPT_COUNT] as number) > 0 || anacaona ? EXEMPT : 0) | colon;
}

/**
 * The census of `next`, the area `area` (number a) with one piece `p` more (`sign` 1) or less (-1)
 * and nothing else changed but its palisade, written from the census of `area` when that is the one
 * kept (a move or a removal then costs no recount); otherwise `next` is counted when first read.
 */
function carryCensus(area: AreaState, next: AreaState, a: number, p: Piece, sign: 1 | -1): void {
  const flags = kindFlags(p.kind);
  // Colón's presence is a bit, not a count: an area he enters or leaves is counted afresh.
  if (censusArea[a] !== area || (flags & COLON) !== 0) return;
  const k = a * CENSUS_STRIDE;
  const unit = (flags & UNIT) !== 0 ? sign : 0;
  if (p.side === 'spanish') {
    census[k + SPANISH_PIECES] = (census[k + SPANISH_PIECES] as number) + sign;
    census[k + SPANISH_UNITS] = (census[k + SPANISH_UNITS] as number) + unit;
  } else {
    census[k + INDIGENOUS_PIECES] = (census[k + INDIGENOUS_PIECES] as number) + sign;
    census[k + INDIGENOUS_UNITS] = (census[k + INDIGENOUS_UNITS] as number) + unit;
  }
  if ((flags & TAINO) !== 0) census[k + TAINO_COUNT] = (census[k + TAINO_COUNT] as number) + sign;
  if ((flags & CARIB) !== 0) census[k + CARIB_COUNT] = (census[k + CARIB_COUNT] as number) + sign;
  if ((flags & EXEMPT) !== 0) census[k + EXEMPT_COUNT] = (census[k + EXEMPT_COUNT] as number) + sign;
  census[k + PEOPLES] = peoplesAt(k, next.anacaona !== null, (census[k + PEOPLES] as number) & COLON);
  censusArea[a] = next;
}

/** How many pieces (units and leaders) of the side stand in area `a` (the area object given). */
export function piecesOf(area: AreaState, a: number, side: Side): number {
  return census[censusAt(area, a) + (side === 'spanish' ? SPANISH_PIECES : INDIGENOUS_PIECES)] as number;
}

/** How many units of the side stand in area `a` (4.2: leaders do not count for stacking). */
export function unitsOf(area: AreaState, a: number, side: Side): number {
  return census[censusAt(area, a) + (side === 'spanish' ? SPANISH_UNITS : INDIGENOUS_UNITS)] as number;
}

/** The peoples in area `a` (`TAINO`, `CARIB` bits), 0 where Caonabó, Guacanagarí or Anacaona lift the conflict (4.3.2 I). */
export function conflictPeoplesOf(area: AreaState, a: number): number {
  const v = census[censusAt(area, a) + PEOPLES] as number;
  return (v & EXEMPT) !== 0 ? 0 : v & (TAINO | CARIB);
}

export const isUnit = (p: Piece): boolean => pieceData(p.kind).bag !== null;
export const bagOf = (kind: PieceKind): Bag | null => pieceData(kind).bag;
export const isSoldier = (p: Piece): boolean => pieceData(p.kind).bag === 'soldier';
export const isSettler = (p: Piece): boolean => pieceData(p.kind).bag === 'settler';
export const isRebel = (p: Piece): boolean => pieceData(p.kind).bag === 'rebel';

export function hasSide(area: AreaState, side: Side): boolean {
  for (const p of area.pieces) if (p.side === side) return true;
  return false;
}

export function unitCount(area: AreaState, side: Side): number {
  let n = 0;
  for (const p of area.pieces) if (p.side === side && pieceData(p.kind).bag !== null) n++;
  return n;
}

/**
 * 4.2 Control: a side controls an area with its unit, leader or (Spanish) citadel and no enemy
 * unit or leader; an empty area is Indigenous. Null while both sides are present (a fight pends).
 */
export function controller(s: MyaState, a: number): Side | null {
  const area = areaAt(s, a);
  const k = censusAt(area, a);
  const sp = (census[k + SPANISH_PIECES] as number) > 0;
  const ind = (census[k + INDIGENOUS_PIECES] as number) > 0;
  if (sp && ind) return null;
  if (sp || (area.citadel && !ind)) return 'spanish';
  return 'indigenous';
}

export function isEmpty(s: MyaState, a: number): boolean {
  const area = areaAt(s, a);
  return area.pieces.length === 0 && !area.citadel;
}

/** 4.4.3: 1 VP, or 2 once the scribes lifted the parchment of a 2-VP area. */
export function areaValue(s: MyaState, a: number): number {
  return (AREAS[a - 1]?.twoVp ?? false) && !areaAt(s, a).parchment ? 2 : 1;
}

export function colonArea(s: MyaState): number | null {
  if (s.colon !== 'map') return null;
  for (let i = 0; i < 15; i++) for (const p of (s.map[i] as AreaState).pieces) if (p.kind === 'colon') return i + 1;
  return null;
}

export function findPiece(s: MyaState, id: string): { area: number; piece: Piece } | null {
  for (let i = 0; i < 15; i++) for (const p of (s.map[i] as AreaState).pieces) if (p.id === id) return { area: i + 1, piece: p };
  return null;
}

/** The Destiny cards by id, as an array: read by every movement and combat rule (an index costs less than a Map look-up). */
const DESTINY_AT: readonly (DestinyCard | null)[] = Array.from({ length: Math.max(...DESTINY_BY_ID.keys()) + 1 }, (_, id) => DESTINY_BY_ID.get(id) ?? null);

export function destinyCard(s: MyaState): DestinyCard | null {
  return s.destiny === null ? null : (DESTINY_AT[s.destiny] ?? null);
}

/** 4.4.1 A: naval difficulty this turn (the Destiny card, or a Nitayno card in solitaire). */
export function navalDifficulty(s: MyaState): boolean {
  return (destinyCard(s)?.naval ?? false) || (s.solitaire?.effects.navalDifficulty ?? false);
}

export function conflictTurn(s: MyaState): boolean {
  return destinyCard(s)?.conflict ?? false;
}

/** 4.2 stacking limit: 3 units (leaders do not count); the Nitayno may have 4 under card 50. */
export function stackLimit(s: MyaState, side: Side): number {
  return side === 'indigenous' && (s.solitaire?.effects.stackLimit4 ?? false) ? STACK_LIMIT + 1 : STACK_LIMIT;
}

/** 4.3.2 I exception: Caonabó, Guacanagarí or Anacaona in the area lift the conflict there. */
export function conflictExempt(area: AreaState): boolean {
  if (area.anacaona !== null) return true;
  for (const p of area.pieces) if ((kindFlags(p.kind) & EXEMPT) !== 0) return true;
  return false;
}

export function people(kind: PieceKind): 'taino' | 'carib' | null {
  const bag = pieceData(kind).bag;
  return bag === 'taino' || bag === 'carib' ? bag : null;
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
 * 4.3.2 I: during a conflict turn Taínos and Caribs may not stack together (nor may more units
 * join an area where both remain), unless an exception leader is there.
 */
export function conflictBlocks(s: MyaState, area: AreaState, kind: PieceKind): boolean {
  if (!conflictTurn(s) || conflictExempt(area)) return false;
  let peoples = 0;
  for (const p of area.pieces) peoples |= kindFlags(p.kind);
  return peoplesBar(peoples, kindFlags(kind));
}

/** 4.2: room for one more unit of the side in the area under the stacking limit. */
export function unitRoom(s: MyaState, a: number, side: Side): boolean {
  return unitsOf(areaAt(s, a), a, side) < stackLimit(s, side);
}

/**
 * Whether one more piece of this kind may stand in the area under the stacking limit and conflict
 * rules. `room` is `unitRoom` for the piece's side when the caller already read it (null: read here).
 */
export function canAdd(s: MyaState, a: number, piece: Piece, room: boolean | null = null): boolean {
  const flags = kindFlags(piece.kind);
  // 4.3.2 I, as conflictBlocks, with the peoples read from the census.
  if ((flags & (TAINO | CARIB)) !== 0 && conflictTurn(s) && peoplesBar(conflictPeoplesOf(areaAt(s, a), a), flags)) return false;
  if ((flags & UNIT) === 0) return true;
  return room ?? unitRoom(s, a, piece.side);
}

export function inGroup(p: Piece, g: Group): boolean {
  if (g === 'spanish' || g === 'indigenous') return p.side === g;
  // A people is its bag (4.3.2 I: Taínos, Caribs).
  return pieceData(p.kind).bag === g;
}

/** The side has a piece in area `a` and the enemy none: it controls and occupies it (4.2), a citadel or not. */
export function heldOnlyBy(area: AreaState, a: number, side: Side): boolean {
  const k = censusAt(area, a);
  const own = census[k + (side === 'spanish' ? SPANISH_PIECES : INDIGENOUS_PIECES)] as number;
  const theirs = census[k + (side === 'spanish' ? INDIGENOUS_PIECES : SPANISH_PIECES)] as number;
  return own > 0 && theirs === 0;
}

/** The areas the side both controls and occupies (4.2), in ascending order. */
export function heldAreas(s: MyaState, side: Side): number[] {
  const out: number[] = [];
  for (let a = 1; a <= 15; a++) if (heldOnlyBy(areaAt(s, a), a, side)) out.push(a);
  return out;
}

export const groupSeat = (g: Group): Side => (g === 'spanish' ? 'spanish' : 'indigenous');

export interface Factor { readonly value: number; readonly base: number; readonly modifiers: Modifier[] }

/** 4.4.1 B: the printed factor, attack or defence (the reduced value when reduced; a Taíno-Carib conflict, 4.3.2 I, reads attack). */
function baseFactor(p: Piece, attacking: boolean, conflict: boolean): number {
  const data = pieceData(p.kind);
  return p.reduced || data.reducedOnly ? data.reduced : attacking || conflict ? data.attack : data.defence;
}

/**
 * 4.4.1 B the factor's modifiers: jungle, palisade, citadel and Anacaona (card 25); none in a
 * Taíno-Carib conflict. Returns their sum, and lists each, labelled, in `out` when given.
 */
function factorModifiers(s: MyaState, p: Piece, a: number, attacking: boolean, conflict: boolean, out: Modifier[] | null): number {
  if (conflict) return 0;
  // The kind's bits, not its bag: comparing a bag that may be null with strings is V8's slow generic compare.
  const flags = kindFlags(p.kind);
  const area = areaAt(s, a);
  let sum = 0;
  if (AREAS[a - 1]?.jungle) {
    if (!attacking && (flags & (TAINO | CARIB | SETTLER)) !== 0) sum += modifier(out, 'jungle, defending', 1, '4.4.1 B');
    if (attacking && (flags & (SOLDIER | REBEL | COLON)) !== 0) sum += modifier(out, 'jungle, attacking', -1, '4.4.1 B');
  }
  if (!attacking && p.side === 'spanish') {
    if (area.palisade) sum += modifier(out, 'palisade', 1, '4.4.1 B');
    if (area.citadel) sum += modifier(out, 'citadel', 2, '4.4.1 B');
  }
  if (p.side === 'indigenous' && area.anacaona !== null && area.anacaona === 'indigenous') sum += modifier(out, 'Anacaona (Indigenous side)', 1, 'card 25');
  return sum;
}

/** One modifier's value, listed (labelled) in `out` when given (a plain function: no closure per factor). */
function modifier(out: Modifier[] | null, label: string, value: number, rule: string): number {
  if (out !== null) out.push({ label, value, rule });
  return value;
}

const capFactor = (v: number): number => (v > 5 ? 5 : v < 1 ? 1 : v);

/** 4.4.1 B combat factor, the number alone (the hot path's form): base plus modifiers, capped between 1 and 5. */
export function combatFactorValue(s: MyaState, p: Piece, a: number, attacking: boolean, conflict: boolean): number {
  return capFactor(baseFactor(p, attacking, conflict) + factorModifiers(s, p, a, attacking, conflict, null));
}

/** The same factor with its base and each modifier, labelled, for the events. */
export function combatFactor(s: MyaState, p: Piece, a: number, attacking: boolean, conflict: boolean, withMods: boolean): Factor {
  const base = baseFactor(p, attacking, conflict);
  const modifiers: Modifier[] = [];
  const value = capFactor(base + factorModifiers(s, p, a, attacking, conflict, withMods ? modifiers : null));
  return { value, base, modifiers };
}

/** Identical counters (same kind, same side shown) are interchangeable: a legal list names the first only. */
export function sameCounter(a: Piece, b: Piece): boolean {
  return a.kind === b.kind && a.reduced === b.reduced;
}

/**
 * Whether a piece earlier in the list is the same counter as `pieces[i]`. A kind fixes the side, the
 * bag and the people, so a filter the caller applied to `pieces[i]` holds for its twin as well.
 */
export function twinBefore(pieces: readonly Piece[], i: number): boolean {
  const p = pieces[i] as Piece;
  for (let j = 0; j < i; j++) if (sameCounter(pieces[j] as Piece, p)) return true;
  return false;
}

/** 4.4.1 B: a 1 always hits, a 6 always misses, otherwise a hit when the die is at most the factor. */
export function isHit(die: number, factor: number): boolean {
  if (die <= 1) return true;
  if (die >= 6) return false;
  return die <= factor;
}

// ---- edits (structural sharing: only the touched area is copied) ----

/**
 * An area or a piece rebuilt with one fixed field order: every area (and every piece) then shares one
 * object shape whatever spread or JSON made it, which keeps the hot path's property reads monomorphic.
 */
export const areaOf = (x: AreaState): AreaState => ({ pieces: x.pieces, parchment: x.parchment, palisade: x.palisade, citadel: x.citadel, anacaona: x.anacaona });
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

/** 4.4.2: a palisade goes the moment no Spanish unit or leader is left in its area. */
function without(area: AreaState, id: string): AreaState {
  const pieces: Piece[] = [];
  let spanish = false;
  for (const p of area.pieces) {
    if (p.id === id) continue;
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

/** Whether the number is in the list (a plain loop: `includes` is a builtin call on V8). */
export function hasNumber(list: readonly number[], n: number): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === n) return true;
  return false;
}

/** The index of the piece in the list, or -1 (a plain loop: no closure on the hot path). */
export function indexOfId(pieces: readonly Piece[], id: string): number {
  for (let i = 0; i < pieces.length; i++) if ((pieces[i] as Piece).id === id) return i;
  return -1;
}

/** Takes a piece off the map: a unit back to its bag, a leader out of the game (4.2). */
export function removePiece(s: MyaState, a: number, id: string): MyaState {
  const area = areaAt(s, a);
  const i = indexOfId(area.pieces, id);
  if (i < 0) return s;
  return returnedToBag(s, mapWith(s, a, without(area, id)), area.pieces[i] as Piece);
}

/** Lifts a piece off the map without sending it anywhere (a move). */
export function liftPiece(s: MyaState, a: number, id: string): MyaState {
  return withTasksMap(s, s.tasks, mapWith(s, a, without(areaAt(s, a), id)));
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
  const pieces = target.pieces.slice();
  // The piece object itself moves (pieces on the map already share one shape, see pieceOf).
  pieces.push(moved);
  const map = s.map.slice();
  const left = without(source, moved.id);
  const reached = areaWith(target, pieces, target.palisade);
  carryCensus(source, left, from, moved, -1);
  carryCensus(target, reached, to, moved, 1);
  map[from - 1] = left;
  map[to - 1] = reached;
  return map;
}

/** A copy of the bag counts in one fixed field order (one object shape for every state's bags). */
export function bagsCopy(b: Readonly<Record<UnitKind, number>>): Record<UnitKind, number> {
  return {
    jinete: b.jinete, arcabucero: b.arcabucero, espatario: b.espatario, peon: b.peon, escribano: b.escribano, cacique: b.cacique,
    naboria: b.naboria, calinago: b.calinago, tama: b.tama, capitan: b.capitan, tropa: b.tropa,
  };
}

/**
 * How many counters of a kind are in the bags. A switch: on V8 a read keyed by a changing kind
 * (`bags[k]`) goes through the slow megamorphic path, and so does every other read at that site.
 */
export function bagCount(b: Readonly<Record<UnitKind, number>>, k: UnitKind): number {
  switch (k) {
    case 'jinete': return b.jinete;
    case 'arcabucero': return b.arcabucero;
    case 'espatario': return b.espatario;
    case 'peon': return b.peon;
    case 'escribano': return b.escribano;
    case 'cacique': return b.cacique;
    case 'naboria': return b.naboria;
    case 'calinago': return b.calinago;
    case 'tama': return b.tama;
    case 'capitan': return b.capitan;
    case 'tropa': return b.tropa;
  }
}

/** The bag counts with one kind changed, in the fixed field order (no keyed write, see `bagCount`). */
export function bagsWith(b: Readonly<Record<UnitKind, number>>, k: UnitKind, n: number): Record<UnitKind, number> {
  return {
    jinete: k === 'jinete' ? n : b.jinete, arcabucero: k === 'arcabucero' ? n : b.arcabucero, espatario: k === 'espatario' ? n : b.espatario,
    peon: k === 'peon' ? n : b.peon, escribano: k === 'escribano' ? n : b.escribano, cacique: k === 'cacique' ? n : b.cacique,
    naboria: k === 'naboria' ? n : b.naboria, calinago: k === 'calinago' ? n : b.calinago, tama: k === 'tama' ? n : b.tama,
    capitan: k === 'capitan' ? n : b.capitan, tropa: k === 'tropa' ? n : b.tropa,
  };
}

/** The kinds in a bag (4.2), read by a switch (see `bagCount`). */
function kindsInBag(bag: Bag): readonly UnitKind[] {
  switch (bag) {
    case 'soldier': return BAG_KINDS.soldier;
    case 'settler': return BAG_KINDS.settler;
    case 'taino': return BAG_KINDS.taino;
    case 'carib': return BAG_KINDS.carib;
    case 'rebel': return BAG_KINDS.rebel;
  }
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
    const reduced = reducedIn(area, i);
    // The same pieces, one on its other side: the same census.
    if (censusArea[a] === area) censusArea[a] = reduced;
    return { state: withTasksMap(s, s.tasks, mapWith(s, a, reduced)), removed: false };
  }
  const left = without(area, id);
  carryCensus(area, left, a, piece, -1);
  return { state: returnedToBag(s, mapWith(s, a, left), piece), removed: true };
}

export function bagSize(s: MyaState, bag: Bag): number {
  let n = 0;
  for (const k of kindsInBag(bag)) n += bagCount(s.bags, k);
  return n;
}

/** 4.2: the kind of a random counter of a bag (one `below` over the counters left); null when the bag is empty. */
export function pickFromBag(bags: Readonly<Record<UnitKind, number>>, bag: Bag, dice: Dice): UnitKind | null {
  const kinds = kindsInBag(bag);
  let total = 0;
  for (const k of kinds) total += bagCount(bags, k);
  if (total === 0) return null;
  let pick = dice.below(total);
  for (const k of kinds) {
    const n = bagCount(bags, k);
    if (pick < n) return k;
    pick -= n;
  }
  return null;
}

/** A counter drawn from a bag: full strength, its id made from the state's counter. */
export const newPiece = (k: UnitKind, id: number): Piece => ({ id: pieceId(k, id), kind: k, side: pieceData(k).side, reduced: false });

/**
 * Piece ids by kind and number, each made once per process as V8's one shared copy of the string
 * (the copy an object key is stored as). Ids are compared again and again (departures, combat
 * lines, the piece an action names): two such copies compare by address, where two strings built
 * apart are compared character by character.
 */
const PIECE_IDS: string[][] = Array.from({ length: 16 }, () => []);

function pieceId(k: UnitKind, n: number): string {
  const row = PIECE_IDS[kindIndex(k)] as string[];
  let id = row[n];
  if (id === undefined) {
    // A key added to a dictionary-mode object (one with no prototype) is stored as the shared copy.
    const keys: Record<string, true> = Object.create(null) as Record<string, true>;
    keys[`${k}-${n}`] = true;
    id = Object.keys(keys)[0] as string;
    row[n] = id;
  }
  return id;
}

/** 4.2: a random counter from a bag, full strength; null when the bag is empty. */
export function drawFromBag(s: MyaState, bag: Bag, dice: Dice): { state: MyaState; piece: Piece } | null {
  const k = pickFromBag(s.bags, bag, dice);
  if (k === null) return null;
  const out = withTasksMap(s, s.tasks, s.map) as StateDraft;
  out.bags = bagsWith(s.bags, k, bagCount(s.bags, k) - 1);
  out.nextId = s.nextId + 1;
  return { state: out, piece: newPiece(k, s.nextId) };
}

/** 4.2 "Sistema de Extracción de Marcadores": an area marker drawn from the black bag and put back. */
export function drawAreaMarker(dice: Dice): number {
  return dice.roll(AREA_MARKERS.markers);
}

export function pieceLabel(p: Piece): string {
  return `${pieceData(p.kind).name}${p.reduced ? ' (reduced)' : ''} ${p.id}`;
}
