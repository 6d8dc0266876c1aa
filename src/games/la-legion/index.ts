/**
 * La Legión (`reglas/la-legion`): the game module (contract: `Game`), built on core's decision
 * machine; rules 2-10 of the rulebook, with the readings of `docs/data-provenance.md`. Two seats,
 * `moroccan` (who moves first, 4) and `spanish` (3: three or four players share these two sides,
 * splitting the front by sectors, which the engine leaves to them).
 *
 * This entry exports the game ({@link laLegion}), the types of its options, state, tasks, actions
 * and events, its data tables (the reconstructed map and counters, the standard set-up) and the
 * rule helpers a rules lawyer calls on a state, each naming its section. States keep counters by
 * number (their place in {@link COUNTERS}) and hexes by index (see {@link hexIndex}); actions and
 * events name counters by id and hexes by their printed number.
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

export type { LegionAction, LegionActionType } from './actions.js';
export type { LegionEvent, LegionEventType } from './events.js';
export type { Deployment, LegionOptions, LegionResult, LegionState, LegionTask, Weather } from './state.js';
export { legionPositionSchema, type LegionPosition } from './position-schema.js';
export { actionSchema, legionEventSchema, optionsSchema, stateSchema };

// Data tables (2.1, 2.3, 6) and their schemas.
export * from './data/map.js';
export * from './data/counters.js';
export { STANDARD_SETUP, STANDARD_SETUP_SOURCE } from './data/standard-setup.js';

// Rule helpers: they read a state and cite their section.
export { HEX_COUNT, distance, hexIndex, HEX_IDS } from './board.js';
export { neighbours, SEAPLANE_BASE_HEXES } from './map-ids.js';
export { counterIndex, COUNTER_IDS } from './pieces.js';
export { LEGION_DIE, displacementFactor, movementFactor, weatherOf } from './weather.js';
export { movePlan, reach, type MovePlan, type Reach } from './movement.js';
export { attack, canAttack, canBeAttacked, defence, targetsOf } from './combat.js';
export { pushEnds } from './armour.js';
export { finalVictory, holdsRoad, roadClear, threeToOne } from './victory.js';
export { inPlay, inZocOf } from './edits.js';
