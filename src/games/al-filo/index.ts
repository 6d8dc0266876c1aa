/**
 * ¡Al filo de la espada! (`reglas/al-filo`): Frédéric Bey's medieval tactical system, rules v4,
 * with the battle of Las Navas de Tolosa (1212), for two seats, `christian` (the attacker) and
 * `muslim` (the defender). Built on core's decision machine, it plays the whole battle:
 * deployment, command, initiative and the leaders' activations, movement hex by hex, fire,
 * combats and charges with their results, the leaders' fates, rest, rally and rout moves, the
 * scenario's special rules and victory (`victory: 'time-limited'`, the default, ends after turn 12
 * on points; `'open'` goes on until a victory). `outcome` gives the winner, the reason, both
 * scores and the level (`'automatic'`, `'points'`, `'draw'`).
 *
 * A rules lawyer writes a position as data (`setup({ seed, position })`, `alFilo.position(state)`),
 * forces the dice (`step(state, action, { dice: scriptedDice([...]) })`) and reads the events: every
 * roll, every modifier with its rule, the table row and the result. The guide "rules questions at
 * the REPL" (docs/rules-questions-al-filo.md) walks through a fire, a charge, a rout and a rally.
 *
 * States keep units, leaders and markers by number and hexes by index; actions, positions and
 * events name them by id and printed hex number ("1718").
 * @packageDocumentation
 */
import { ValidationError, defineGame, type Game, type Outcome } from '../../core/index.js';
import { reachOf, type ReachedPlace } from './reach.js';
import { unitIndex } from './pieces.js';
import { actionSchema, type AlFiloAction } from './actions.js';
import { describeAction } from './describe.js';
import { alFiloEventSchema, type AlFiloEvent } from './events.js';
import { determinize, reseed, view } from './hidden.js';
import { invariants } from './invariants.js';
import { machine } from './machine.js';
import { position } from './position.js';
import { alFiloPoints } from './points.js';
import { alFiloPositionSchema, type AlFiloPosition } from './position-schema.js';
import { setup, start } from './setup.js';
import { AL_FILO_FORMAT, optionsSchema, stateSchema, type AlFiloOptions, type AlFiloState } from './state.js';

/** ¡Al filo de la espada!: Las Navas de Tolosa, 16 July 1212. */
export const alFilo: Game<AlFiloState, AlFiloAction, AlFiloOptions, AlFiloEvent, AlFiloPosition> = defineGame({
  id: 'al-filo',
  title: '¡Al filo de la espada! Las Navas de Tolosa 1212',
  format: AL_FILO_FORMAT,
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema, event: alFiloEventSchema, position: alFiloPositionSchema },
  setup,
  start,
  seats: ['christian', 'muslim'],
  players: () => ['christian', 'muslim'],
  ...machine.forGame<AlFiloEvent>(),
  outcome: (s): Outcome | null => {
    if (s.result === null) return null;
    return {
      winners: s.result.winner === null ? [] : [s.result.winner],
      reason: s.result.reason,
      level: s.result.level,
      score: { christian: s.result.points[0], muslim: s.result.points[1] },
    };
  },
  view,
  describe: (s, a) => describeAction(s, a),
  invariants,
  position,
  decision: (s) => alFiloPoints.decision(s),
  determinize,
  reseed,
});

export type { AlFiloAction, AlFiloActionType } from './actions.js';
export type { AlFiloEvent, AlFiloEventType } from './events.js';
export type { AlFiloOptions, AlFiloResult, AlFiloState, AlFiloTask, Deployment, ResultLevel, VictoryMode } from './state.js';
export type { AlFiloPosition, UnitPosition } from './position-schema.js';
export { actionSchema, alFiloEventSchema, alFiloPositionSchema, optionsSchema, stateSchema };

/**
 * Every hex and facing where unit `unit` (its id) may end a move begun now, with the most MP it can
 * have left there (3, 5, 8, 8.2, 8.3, scenario): a rules lawyer's "where can this knight go?". The
 * moves themselves are played step by step. Throws `ValidationError` for an unknown unit or one off the map.
 */
export function reach(state: AlFiloState, unit: string): ReachedPlace[] {
  const s = alFilo.validate(state);
  const u = unitIndex(unit);
  if (u < 0 || s.at[u]! < 0)
    throw new ValidationError('unit', [{ path: 'unit', message: u < 0 ? `no unit "${unit}" in the battle` : `${unit} is not on the map` }]);
  return reachOf(s, u);
}
export type { ReachedPlace } from './reach.js';

// Data tables and their vocabulary.
export { TERRAIN } from './data/terrain.js';
export { FIRE_TABLE } from './data/fire-table.js';
export { COMBAT_RESULTS, TYPE_MODIFIER_ROWS } from './data/combat-table.js';
export { MAP } from './data/map.js';
export { BANNERS, LEADERS, MARKERS, UNITS } from './data/order-of-battle.js';
export { STANDARD_DEPLOYMENT } from './data/standard-deployment.js';
export type { BannerRecord, LeaderRecord, MapRecord, MarkerRecord, TerrainRow, UnitRecord, UnitType, Side } from './data/types.js';
