/**
 * 9 (the weather) and 2.4 (the die): the special die, the weather roll of each turn, and the
 * movement factors as the weather leaves them.
 *
 * - 2.4: the die has the faces 2, 3, 3, 4, 4, 5.
 * - 9: a 2 is a sandstorm, 3-4 normal weather, 5 very hot. In a sandstorm every arm's movement
 *   and displacement fall by 2 and 4 (Moroccan) or 3 and 6 (Spanish); in very hot weather only
 *   infantry and cavalry lose: Moroccan infantry 1/2 and cavalry 2/4, Spanish infantry 2/4 and
 *   cavalry 3/6. A factor left at zero or less means no move at all. The combat effects of the
 *   weather are in `combat.ts` and `artillery.ts`, the grounded aircraft in `air.ts`.
 * - Reading 27: the Moroccan player rolls on odd turns, the Spanish on even ones.
 * @module
 */
import type { Dice } from '../../core/index.js';
import { MOVEMENT, SIDE_OF, SPANISH, TYPE_OF } from './pieces.js';
import type { Weather } from './state.js';

/** The faces of La Legión's die (2.4). */
export const LEGION_DIE: readonly number[] = [2, 3, 3, 4, 4, 5];
/** The die's name in events. */
export const DIE_NAME = 'legion';

/** A roll of the special die (2.4). */
export function rollDie(dice: Dice): number {
  return dice.roll(LEGION_DIE);
}

/** The weather a roll gives (9). */
export function weatherOf(roll: number): Weather {
  return roll === 2 ? 'sandstorm' : roll === 5 ? 'very-hot' : 'normal';
}

/** The seat that rolls the weather of a turn (reading 27). */
export function weatherRoller(turn: number): 'moroccan' | 'spanish' {
  return turn % 2 === 1 ? 'moroccan' : 'spanish';
}

/** How much the weather takes from a counter's movement factor (9); its displacement loses twice as much. */
export function movementLoss(weather: Weather | null, counter: number): number {
  const spanish = SIDE_OF[counter] === SPANISH;
  if (weather === 'sandstorm') return spanish ? 3 : 2;
  if (weather !== 'very-hot') return 0;
  const type = TYPE_OF[counter];
  if (type === 'infantry') return spanish ? 2 : 1;
  if (type === 'cavalry') return spanish ? 3 : 2;
  return 0;
}

/** A counter's movement factor this turn (2.3, 9); zero or less means it may not move. */
export function movementFactor(weather: Weather | null, counter: number): number {
  return MOVEMENT[counter]! - movementLoss(weather, counter);
}

/** A counter's displacement factor this turn: twice its printed movement, less twice the weather's loss (2.3, 9). */
export function displacementFactor(weather: Weather | null, counter: number): number {
  return 2 * movementFactor(weather, counter);
}
