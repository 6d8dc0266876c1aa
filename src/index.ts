/**
 * reglas: a headless rules engine for historical board wargames.
 *
 * Every game is a {@link Game}: pure functions over plain-JSON state with seeded dice.
 * `games` holds every game that plays.
 * @packageDocumentation
 */
export * from './core/index.js';
export * as hex from './hex/index.js';
export { checkGame, type CheckGameOptions, type CheckReport } from './testkit/index.js';
// taifa: registered when it plays — replace this line with: import { taifa } from './games/taifa/index.js';
// mar-y-acero: registered when it plays — replace this line with: import { marYAcero } from './games/mar-y-acero/index.js';

/** Every game that is built, by its key. */
export const games = {
  // taifa-entry: replace this line with: taifa,
  // mar-y-acero-entry: replace this line with: marYAcero,
} as const;
