/**
 * The board and its pieces as the rules read them: adjacency and naval reach (4.2, 4.4.1 A), what
 * a piece is (4.2: units and leaders, bags and peoples), the value of an area (4.4.3), where Colón
 * and the other pieces are, the Destiny card's turn-long conditions (4.3.2 I, 4.4.1 A), and which
 * counters are interchangeable in a legal list. The census of the areas (control, stacking) is
 * census.ts; combat factors factors.ts; bags bags.ts; the board edits edits.ts.
 */
import { bitsFrom, withoutBit, type Bits } from '../../core/index.js';
import { AREAS } from './data/areas.js';
import { DESTINY_BY_ID, type DestinyCard } from './data/cards.js';
import type { Bag, PieceKind } from './data/units.js';
import { pieceData } from './kinds.js';
import type { AreaState, Group, MyaState, Piece, Side } from './state.js';

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

/** The area numbers, 1 to 15, as a list and as a set (core `Bits`: member a for area a). */
const ALL_AREA_NUMBERS: readonly number[] = Array.from({ length: 15 }, (_, i) => i + 1);
const ALL_AREAS: Bits = bitsFrom(ALL_AREA_NUMBERS);
/** Per area (index = area number), the areas adjacent to it (4.2) and the areas reached only by sea (4.4.1 A). */
export const ADJACENT_MASK: readonly Bits[] = Array.from({ length: 16 }, (_, a) => (a === 0 ? 0 : bitsFrom(ALL_AREA_NUMBERS.filter((b) => adjacent(a, b)))));
export const NAVAL_MASK: readonly Bits[] = ADJACENT_MASK.map((adj, a) => (a === 0 ? 0 : withoutBit(ALL_AREAS & ~adj, a)));

export const isUnit = (p: Piece): boolean => pieceData(p.kind).bag !== null;
export const bagOf = (kind: PieceKind): Bag | null => pieceData(kind).bag;
export const isSoldier = (p: Piece): boolean => pieceData(p.kind).bag === 'soldier';
export const isSettler = (p: Piece): boolean => pieceData(p.kind).bag === 'settler';
export const isRebel = (p: Piece): boolean => pieceData(p.kind).bag === 'rebel';

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

/** A piece found on the map, with the area it stands in. */
export interface PieceAt {
  /** The area number, 1-15. */
  readonly area: number;
  /** The piece as it stands (kind, side, whether reduced). */
  readonly piece: Piece;
}

/** Where the piece with this id stands on the map, or null when it is not on the map (in a bag, off the map, eliminated). */
export function findPiece(s: MyaState, id: string): PieceAt | null {
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

export function people(kind: PieceKind): 'taino' | 'carib' | null {
  const bag = pieceData(kind).bag;
  return bag === 'taino' || bag === 'carib' ? bag : null;
}

export function inGroup(p: Piece, g: Group): boolean {
  if (g === 'spanish' || g === 'indigenous') return p.side === g;
  // A people is its bag (4.3.2 I: Taínos, Caribs).
  return pieceData(p.kind).bag === g;
}

export const groupSeat = (g: Group): Side => (g === 'spanish' ? 'spanish' : 'indigenous');

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

export function pieceLabel(p: Piece): string {
  return `${pieceData(p.kind).name}${p.reduced ? ' (reduced)' : ''} ${p.id}`;
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
