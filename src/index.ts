/**
 * reglas: a headless rules engine for historical board wargames.
 *
 * Every game is a {@link Game}: pure functions over plain-JSON state with seeded dice.
 * `games` holds every game that plays.
 * @packageDocumentation
 */
export * from './core/index.js';
export * as hex from './hex/index.js';
export { checkGame, ConformanceError, type CheckGameOptions, type CheckReport } from './testkit/index.js';
import { taifa } from './games/taifa/index.js';
import { marYAcero } from './games/mar-y-acero/index.js';

/** Every game that is built, by its key. */
export const games = {
  taifa,
  marYAcero,
} as const;
