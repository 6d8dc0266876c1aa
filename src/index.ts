/**
 * reglas: a headless rules engine for historical board wargames.
 *
 * Every game is a {@link Game}: pure functions over plain-JSON state with seeded dice.
 * `games` holds every game that plays.
 * @packageDocumentation
 */
export * from './core/index.js';
export * as hex from './hex/values.js';
export { checkGame, ConformanceError, type CheckGameOptions, type CheckReport } from './testkit/index.js';
import { taifa } from './games/taifa/index.js';
import { marYAcero } from './games/mar-y-acero/index.js';
import { laLegion } from './games/la-legion/index.js';
import { alFilo } from './games/al-filo/index.js';

/** Every game that plays, by its key (the contract's keys: `alFilo`, `taifa`, `laLegion`, `marYAcero`). */
export type Games = {
  /** ¡Al filo de la espada! (`reglas/al-filo`): Bey's medieval tactical system, Las Navas de Tolosa 1212 (deployment, command, initiative and movement so far). */
  readonly alFilo: typeof alFilo;
  /** Taifa (`reglas/taifa`): card-driven area control in 11th-century Hispania, 0-6 players and the El Cid solitaire. */
  readonly taifa: typeof taifa;
  /** Mar y Acero (`reglas/mar-y-acero`): the voyages of Columbus, two players or solitaire against the Nitayno. */
  readonly marYAcero: typeof marYAcero;
  /** La Legión (`reglas/la-legion`): the Rif War around Melilla, hexes, zones of control, weather, artillery, aircraft and fleets. */
  readonly laLegion: typeof laLegion;
};

/** Every game that plays, by its key. */
export const games: Games = {
  taifa,
  marYAcero,
  laLegion,
  alFilo,
};
