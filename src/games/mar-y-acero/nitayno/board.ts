/**
 * Reading the board from the Nitayno's side: thin helpers over the engine's board queries
 * (../board.ts) for what its decisions weigh. Legality stays with the engine: the Nitayno
 * only ever picks among the engine's legal actions.
 */
import type { DieRoll, StepDice } from '../../../core/index.js';
import { areaAt, combatFactor, controller, drawAreaMarker, hasSide, unitCount as engineUnitCount } from '../board.js';
import { PIECES } from '../data/units.js';
import type { MyaState, Piece } from '../state.js';
import type { IndigenousColour } from './rules.js';

export { adjacent, isEmpty, isUnit, findPiece, stackLimit } from '../board.js';

export function piecesIn(state: MyaState, area: number): readonly Piece[] {
  return areaAt(state, area).pieces;
}

/** Units (not leaders, 4.2) of a side in an area. */
export function unitCount(state: MyaState, area: number, side: 'spanish' | 'indigenous'): number {
  return engineUnitCount(areaAt(state, area), side);
}

export function sidePresent(state: MyaState, area: number, side: 'spanish' | 'indigenous'): boolean {
  return hasSide(areaAt(state, area), side);
}

/** Spanish presence: a piece, or a citadel (which counts as a unit, 4.4.2). */
export function spanishPresent(state: MyaState, area: number): boolean {
  const a = areaAt(state, area);
  return hasSide(a, 'spanish') || a.citadel;
}

/** 4.2 Control de Área, Spanish side. */
export function spanishControlled(state: MyaState, area: number): boolean {
  return controller(state, area) === 'spanish';
}

export function soldiersIn(state: MyaState, area: number): number {
  let n = 0;
  for (const p of piecesIn(state, area)) if (p.side === 'spanish' && PIECES[p.kind].bag === 'soldier') n++;
  return n;
}

export function colourOf(p: Piece): IndigenousColour | null {
  const bag = PIECES[p.kind].bag;
  return bag === 'taino' || bag === 'carib' || bag === 'rebel' ? bag : null;
}

export function coloursIn(state: MyaState, area: number): IndigenousColour[] {
  const out: IndigenousColour[] = [];
  for (const p of piecesIn(state, area)) {
    const c = colourOf(p);
    if (c !== null && !out.includes(c)) out.push(c);
  }
  return out;
}

/**
 * The combat factor the Nitayno weighs before a fight: the engine's 4.4.1 B factor with its
 * modifiers; a piece that takes no part in combat (Hijos de Caonabó) weighs nothing.
 */
export function weighedFactor(state: MyaState, p: Piece, attacking: boolean, area: number): number {
  if (!PIECES[p.kind].fights) return 0;
  return combatFactor(state, p, area, attacking, false, false).value;
}

/** One marker from the black bag (4.2), recorded among the decision's rolls. */
export function drawMarker(dice: StepDice, rolls: DieRoll[] | null, why: string): number {
  const v = drawAreaMarker(dice);
  if (rolls !== null) rolls.push({ die: 'area marker', value: v, for: why });
  return v;
}
