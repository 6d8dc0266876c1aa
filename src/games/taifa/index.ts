/**
 * Taifa (`reglas/taifa`): the game module (contract: `Game`), built on core's decision machine;
 * rules 1-11 of the rulebook. This entry exports, deliberately, only what a user needs:
 *
 * - {@link taifa}, the game: every rule is played through it (`setup`, `legalActions`, `step`…).
 * - The types of its options, state, actions, positions and events ({@link TaifaEvent},
 *   {@link TaifaEventType}), to build actions and read states and events with their types. The
 *   parts of a state are read through {@link TaifaState}: a kingdom is
 *   `TaifaState['kingdoms'][number]`, a pending task `TaifaState['tasks'][number]` (an attack:
 *   `Exclude<TaifaState['tasks'][number], { t: 'round' | 'truce' }>`), a permanent card
 *   `TaifaState['permanents'][number]`; a position's parts likewise through {@link TaifaPosition}.
 * - Its data tables: the map ({@link AREAS}, {@link CONNECTIONS}), the cards ({@link CARDS}: every
 *   card with its design and deck), the kingdoms and the El Cid seats, and the numbers of the
 *   rules they serve; each record says where it comes from. A card design's parts are read
 *   through {@link CardDef} (`Extract<CardDef, { type: 'event' }>['effect']`).
 * - The rule helpers a rules lawyer or a bot author calls on a state, each naming its section:
 *   borders and the targets of attacks, incursions and events (5.1.1, 5.3, 5.4), castles (8), and
 *   the bots' army and choices (9.2, 9.5, 9.6). They read the state and never change it; the two
 *   choices roll a die from the context they are given and write their `bot-choice` event there.
 *
 * Nothing that writes a state (those functions serve `step` and keep one object shape for speed),
 * nor the lookup tables and the machine, is exported: a state changes only through `step` and
 * `apply`. The helpers name areas by number (1-58), kingdoms by id and cards by id, as actions,
 * events and positions do (helpers.ts); the state keeps indices.
 * @packageDocumentation
 */
import { defineGame, type Game, type Outcome } from '../../core/index.js';
import { describe } from './describe.js';
import { determinize } from './determinize.js';
import { KINGDOM_IDS } from './data/kingdoms.js';
import { castles } from './geography.js';
import { taifaEventSchema, type TaifaEvent } from './events.js';
import { invariants } from './invariants.js';
import { machine } from './machine.js';
import { position } from './position.js';
import { taifaPoints } from './position-points.js';
import { taifaPositionSchema, type TaifaPosition } from './position-schema.js';
import { actionSchema, optionsSchema, stateSchema } from './schemas.js';
import { setup, start } from './setup.js';
import { TAIFA_FORMAT, TAIFA_OLD_FORMATS, type TaifaAction, type TaifaOptions, type TaifaState } from './types.js';
import { reseed } from './hidden.js';
import { view } from './view.js';

/**
 * Taifa: intrigue and war in 11th-century Hispania, for 0-6 players with rule-driven bots,
 * and the El Cid solitaire scenario.
 */
export const taifa: Game<TaifaState, TaifaAction, TaifaOptions, TaifaEvent, TaifaPosition> = defineGame({
  id: 'taifa',
  title: 'Taifa',
  format: TAIFA_FORMAT,
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema, event: taifaEventSchema, position: taifaPositionSchema },
  setup,
  start,
  seats: KINGDOM_IDS,
  oldFormats: TAIFA_OLD_FORMATS,
  players: (state) => state.kingdoms.map((k) => k.id),
  // The events are the ones taifaEventSchema declares (checkGame and the event tests check them).
  ...machine.forGame<TaifaEvent>(),
  outcome: (state): Outcome | null => {
    if (state.result === null) return null;
    return {
      winners: state.result.winners.map((k) => state.kingdoms[k]!.id),
      reason: state.result.reason,
      score: Object.fromEntries(state.kingdoms.map((k, i) => [k.id, castles(state, i)])),
    };
  },
  view,
  describe,
  invariants,
  position,
  decision: (state) => taifaPoints.decision(state),
  determinize,
  reseed,
});

export type { KingdomId, TaifaAction, TaifaOptions, TaifaResult, TaifaScenario, TaifaState } from './types.js';
export type { TaifaEvent, TaifaEventType } from './events.js';
export { taifaPositionSchema, type TaifaPosition } from './position-schema.js';

// Data tables (2.1, 2.2, 2.5, 10.1) and the numbers of the rules they serve (4.3, 7, 8, 10.3).
export { AREAS, CONNECTIONS, type AreaRecord, type ConnectionRecord } from './data/map.js';
export { CARDS, type CardDef, type CardInstance } from './data/cards.js';
export { BASE_DRAW, CASTLES_PER_KINGDOM, KINGDOMS, STANDARD_ORDER, type KingdomRecord } from './data/kingdoms.js';
export { EL_CID_ALMORAVID_LIMIT, EL_CID_SEATS, type ElCidSeat } from './data/el-cid.js';

// Rule helpers by printed ids (kingdom ids, area numbers, card ids): they read a state and cite their section.
export {
  armyStrength,
  armyTargets,
  attackTargets,
  botEventAreas,
  bordersOf,
  castles,
  chooseArea,
  chooseKingdom,
  eventAreas,
  eventKingdoms,
  incursionTargets,
} from './helpers.js';
