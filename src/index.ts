/**
 * reglas: a headless rules engine for historical board wargames.
 *
 * Every game is a {@link Game}: pure functions over plain-JSON state with seeded dice.
 * `games` holds every game that plays.
 * @packageDocumentation
 */
export * from './core/index.js';
import {
  FACINGS,
  FACING_NAMES,
  cheapestNodePaths,
  cheapestPaths,
  checkSight,
  cubeDistance,
  cubeRound,
  facingPaths,
  formatHex,
  frontZone,
  gridLayoutSchema,
  hexGrid,
  hexsideHexes,
  hexsideKey,
  inFrontZone,
  indexedGrid,
  lineOfSight,
  nodePath,
  opposite,
  parseHex,
  pathTo,
  ray,
  rayDistance,
  reachableHexes,
  sightPath,
  traceLine,
  turn,
} from './hex/values.js';
import type * as HexValues from './hex/values.js';
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
/**
 * The functions and constants of `reglas/hex` (its types come from `reglas/hex`). A frozen object
 * rather than a module namespace (`export * as hex`): a bundler keeps every member of a namespace
 * built in a chunk that the game entries share, so each hex game's browser bundle carried all of
 * `reglas/hex`; this object is built here, in the root entry only. Its names are listed twice (the
 * import and the object) for that reason; its type makes `tsc` refuse a name missing or extra.
 */
export const hex: typeof HexValues = /* @__PURE__ */ Object.freeze({
  FACINGS,
  FACING_NAMES,
  cheapestNodePaths,
  cheapestPaths,
  checkSight,
  cubeDistance,
  cubeRound,
  facingPaths,
  formatHex,
  frontZone,
  gridLayoutSchema,
  hexGrid,
  hexsideHexes,
  hexsideKey,
  inFrontZone,
  indexedGrid,
  lineOfSight,
  nodePath,
  opposite,
  parseHex,
  pathTo,
  ray,
  rayDistance,
  reachableHexes,
  sightPath,
  traceLine,
  turn,
});

export const games: Games = {
  taifa,
  marYAcero,
  laLegion,
  alFilo,
};
