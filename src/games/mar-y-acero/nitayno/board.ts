/**
 * Reading the board from the Nitayno's side: thin helpers over the engine's board queries
 * (../board.ts) for what its decisions weigh. Legality stays with the engine: the Nitayno
 * only ever picks among the engine's legal actions.
 *
 * Speed: these run many times per decision, so they read the pieces directly (no closures,
 * no intermediate lists) and the piece data through `kinds.ts`.
 */
import type { DieRoll, StepDice } from '../../../core/index.js';
import { areaAt } from '../board.js';
import { drawAreaMarker } from '../bags.js';
import { controller, piecesOf } from '../control.js';
import { unitsOf } from '../stacking.js';
import { combatFactorValue } from '../factors.js';
import type { MyaState, Piece } from '../state.js';
import { pieceData } from '../kinds.js';
import { reinforcementColourOf, type IndigenousColour } from './rules.js';

export { adjacent, findPiece, isUnit } from '../board.js';
export { controller } from '../control.js';
export { stackLimit } from '../stacking.js';

export function piecesIn(state: MyaState, area: number): readonly Piece[] {
  return areaAt(state, area).pieces;
}

/** Units (not leaders, 4.2) of a side in an area. */
export function unitCount(state: MyaState, area: number, side: 'spanish' | 'indigenous'): number {
  return unitsOf(areaAt(state, area), area, side);
}

/** Spanish presence: a piece, or a citadel (which counts as a unit, 4.4.2). */
export function spanishPresent(state: MyaState, area: number): boolean {
  const a = areaAt(state, area);
  return a.citadel || piecesOf(a, area, 'spanish') > 0;
}

/** 4.2 Control de Área, Spanish side. */
export function spanishControlled(state: MyaState, area: number): boolean {
  return controller(state, area) === 'spanish';
}

export function soldiersIn(state: MyaState, area: number): number {
  let n = 0;
  for (const p of piecesIn(state, area)) if (p.side === 'spanish' && pieceData(p.kind).bag === 'soldier') n++;
  return n;
}

export function colourOf(p: Piece): IndigenousColour | null {
  const bag = pieceData(p.kind).bag;
  return bag === 'taino' || bag === 'carib' || bag === 'rebel' ? bag : null;
}

/** Bits of the Indigenous colours present in an area (see `reinforcementColourOf`). */
export const TAINO_BIT = 1;
export const CARIB_BIT = 2;
export const REBEL_BIT = 4;

/** The bit of a colour (or bag) name; 0 for a Spanish bag or anything else. */
export function colourNameBit(name: unknown): number {
  return name === 'taino' ? TAINO_BIT : name === 'carib' ? CARIB_BIT : name === 'rebel' ? REBEL_BIT : 0;
}

export function colourBit(p: Piece): number {
  switch (pieceData(p.kind).bag) {
    case 'taino':
      return TAINO_BIT;
    case 'carib':
      return CARIB_BIT;
    case 'rebel':
      return REBEL_BIT;
    default:
      return 0;
  }
}

/** 5.3.4 (a-c): the colour of the reinforcements for an area, read from its pieces in one pass. */
export function reinforcementColourIn(state: MyaState, area: number): IndigenousColour {
  let bits = 0;
  for (const p of piecesIn(state, area)) bits |= colourBit(p);
  return reinforcementColourOf(area, bits);
}

/**
 * The combat factor the Nitayno weighs before a fight: the engine's 4.4.1 B factor (board.ts
 * `combatFactorValue`), with its modifiers, or in a Taíno-Carib conflict (4.3.2 I: "Tanto las
 * unidades taínas como las caribes, utilizan el Factor de Combate de Ataque para esa batalla")
 * the attack value with none; a piece that takes no part in combat (Hijos de Caonabó) weighs nothing.
 */
export function weighedFactor(state: MyaState, p: Piece, attacking: boolean, area: number, conflict = false): number {
  return pieceData(p.kind).fights ? combatFactorValue(state, p, area, attacking, conflict) : 0;
}

/** One marker from the black bag (4.2), recorded among the decision's rolls. */
export function drawMarker(dice: StepDice, rolls: DieRoll[] | null, why: string): number {
  const v = drawAreaMarker(dice);
  if (rolls !== null) rolls.push({ die: 'area marker', value: v, for: why });
  return v;
}
