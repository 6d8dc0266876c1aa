/**
 * 4.2 Control de Área: who stands in an area and who controls it. "Un Área se considera controlada
 * por una facción si hay una unidad, líder o Ciudadela presente y ninguna unidad o líder de la
 * facción contraria"; an empty area is Indigenous. Each reading is one pass over the area's pieces
 * (no census is kept between calls: a rule that weighs every area reads each once into its own masks).
 */
import { areaAt } from './board.js';
import type { AreaState, MyaState, Piece, Side } from './state.js';

/** The sides present in an area, as bits (`sidesIn`). */
export const SPANISH_HERE = 1;
export const INDIGENOUS_HERE = 2;

/** The bit of a side in `sidesIn`. */
export const sideBit = (side: Side): number => (side === 'spanish' ? SPANISH_HERE : INDIGENOUS_HERE);

/** Which sides have a unit or leader in the area (`SPANISH_HERE`, `INDIGENOUS_HERE`). */
export function sidesIn(area: AreaState): number {
  const pieces = area.pieces;
  let sides = 0;
  for (let i = 0; i < pieces.length; i++) sides |= (pieces[i] as Piece).side === 'spanish' ? SPANISH_HERE : INDIGENOUS_HERE;
  return sides;
}

/**
 * 4.2 Control: a side controls an area with its unit, leader or (Spanish) citadel and no enemy unit
 * or leader; an empty area is Indigenous. Null while both sides are present (a fight pends).
 */
export function controlOf(sides: number, citadel: boolean): Side | null {
  if (sides === (SPANISH_HERE | INDIGENOUS_HERE)) return null;
  return sides === SPANISH_HERE || (sides === 0 && citadel) ? 'spanish' : 'indigenous';
}

/** 4.2: the side controlling area `a` (null while both sides are there). */
export function controller(s: MyaState, a: number): Side | null {
  const area = areaAt(s, a);
  return controlOf(sidesIn(area), area.citadel);
}

/** Whether the side has a unit or leader in the area. */
export function hasSide(area: AreaState, side: Side): boolean {
  const pieces = area.pieces;
  for (let i = 0; i < pieces.length; i++) if ((pieces[i] as Piece).side === side) return true;
  return false;
}

/** 4.2: the side has a piece in the area and the enemy none: it controls and occupies it, a citadel or not. */
export function occupies(area: AreaState, side: Side): boolean {
  return sidesIn(area) === sideBit(side);
}

/** The areas the side both controls and occupies (4.2), in ascending order. */
export function heldAreas(s: MyaState, side: Side): number[] {
  const out: number[] = [];
  for (let a = 1; a <= 15; a++) if (occupies(areaAt(s, a), side)) out.push(a);
  return out;
}

/** How many pieces (units and leaders) of the side stand in the area. `a`, its number, is not read (combat.ts and the Nitayno pass it). */
export function piecesOf(area: AreaState, _a: number, side: Side): number {
  const pieces = area.pieces;
  let n = 0;
  for (let i = 0; i < pieces.length; i++) if ((pieces[i] as Piece).side === side) n++;
  return n;
}

/** `occupies`, with the area number that callers of `piecesOf` pass. */
export function heldOnlyBy(area: AreaState, _a: number, side: Side): boolean {
  return occupies(area, side);
}
