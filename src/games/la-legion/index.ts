/**
 * La Legión (`reglas/la-legion`): the game module (contract: `Game`), built on core's decision
 * machine; rules 2-10 of the rulebook, with the readings of `docs/data-provenance.md`. Two seats,
 * `moroccan` (who moves first, 4) and `spanish` (3: three or four players share these two sides,
 * splitting the front by sectors, which the engine leaves to them).
 *
 * This entry exports the game ({@link laLegion}; its schemas are `laLegion.schemas`), the
 * types of its options, state, tasks, actions, events and positions, its data tables (the
 * reconstructed map and counters, the standard set-up) and the few helpers a rules lawyer calls on
 * a state, by printed ids, each naming its section. States keep counters by number (their place in
 * {@link COUNTERS}) and hexes by index; actions, events, positions and the helpers name counters by
 * id and hexes by their printed number.
 * @packageDocumentation
 */
import { defineGame, type Game, type Outcome } from '../../core/index.js';
import { actionSchema, type LegionAction } from './actions.js';
import { describe } from './describe.js';
import { inPlay } from './edits.js';
import { legionEventSchema, type LegionEvent } from './events.js';
import { determinize, reseed, view } from './hidden.js';
import { invariants } from './invariants.js';
import { machine } from './machine.js';
import { MOROCCAN, SPANISH } from './pieces.js';
import { position } from './position.js';
import { legionPoints } from './position-points.js';
import { legionPositionSchema, type LegionPosition } from './position-schema.js';
import { setup, start } from './setup.js';
import { LEGION_FORMAT, optionsSchema, stateSchema, type LegionOptions, type LegionState } from './state.js';

/** La Legión: the Rif War around Melilla, 1921-1925, for two sides. */
export const laLegion: Game<LegionState, LegionAction, LegionOptions, LegionEvent, LegionPosition> = defineGame({
  id: 'la-legion',
  title: 'La Legión',
  format: LEGION_FORMAT,
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema, event: legionEventSchema, position: legionPositionSchema },
  setup,
  start,
  seats: ['moroccan', 'spanish'],
  players: () => ['moroccan', 'spanish'],
  ...machine.forGame<LegionEvent>(),
  /**
   * The winner and why, in the words of 5; `score` is the count of counters each side has in play
   * at the end (5, reading 19), not points: a Spanish win may read "spanish 81, moroccan 81".
   */
  outcome: (state): Outcome | null => {
    if (state.result === null) return null;
    return { winners: [state.result.winner], reason: state.result.reason, score: { spanish: inPlay(state, SPANISH), moroccan: inPlay(state, MOROCCAN) } };
  },
  view,
  describe,
  invariants,
  position,
  decision: (state) => legionPoints.decision(state),
  determinize,
  reseed,
});

// The game's types (its schemas are `laLegion.schemas`).
export type { LegionAction, LegionActionType } from './actions.js';
export type { LegionEvent, LegionEventType } from './events.js';
export type { Deployment, LegionOptions, LegionResult, LegionState, LegionTask, Weather } from './state.js';
export type { LegionPosition } from './position-schema.js';

// Data tables (2.1, 2.3, 4, 6): the reconstructed map and counters, the standard set-up.
export { AIRFIELD, BRIDGES, LANDING_HEXES, LAYOUT, MAP_SCALE, mapHexes, RIVERS, ROADS, TOWNS, VICTORY_ZONE } from './data/map.js';
export type { MapHex, RoadRecord, TownRecord } from './data/map.js';
export { CAPTURED_BATTERY_COUNT, COUNTERS, FORMATIONS, TURN_MARKER } from './data/counters.js';
export type { CounterRecord, FormationRecord } from './data/counters.js';
export { STANDARD_SETUP } from './data/standard-setup.js';

// Rule helpers by printed ids, each naming its section.
export { countersInPlay, defenceOf, factorsOf, hexDistance, reachOf, victoryNow } from './lawyer.js';
export { neighbours, SEAPLANE_BASE_HEXES } from './map-ids.js';
