/**
 * Mar y Acero: Los viajes de Colón — the two-player game (rules 1-4.6).
 *
 * Seats: `spanish` and `indigenous`. The game is a stack of pending decisions (see state.ts);
 * every decision is a small action (see actions.ts).
 * @packageDocumentation
 */
import { defineGame, type Game, type StepResult } from '../../core/index.js';
import { myaActionSchema, type MyaAction } from './actions.js';
import { describeAction } from './describe.js';
import { myaEventSchema, type MyaEvent } from './events.js';
import { determinizeView, reseedState } from './hidden.js';
import { myaMachine } from './machine.js';
import { myaOptionsSchema, setupWith, startWith, type MyaOptions } from './setup.js';
import { MYA_FORMAT, type MyaState } from './state.js';
import { myaStateSchema } from './state-schema.js';
import { viewFor } from './view.js';
import { myaInvariants } from './invariants.js';
import { positionOf } from './position.js';
import { myaPoints } from './position-points.js';
import { myaPositionSchema, type MyaPosition } from './position-schema.js';

export type { MyaAction } from './actions.js';
export type { MyaEvent, MyaEventType } from './events.js';
export type { MyaOptions } from './setup.js';
export type { MyaPosition, MyaResult } from './position-schema.js';
export { myaPositionSchema } from './position-schema.js';
export type { MyaState, Side } from './state.js';
export * from './rules.js';

/**
 * Mar y Acero: the game object (contract: `Game`), for two players (`spanish`, `indigenous`) or
 * solitaire against the Nitayno (`mode: 'solitaire', level: 0 | 1 | 2`), built on core's decision
 * machine.
 */
export const marYAcero: Game<MyaState, MyaAction, MyaOptions, MyaEvent, MyaPosition> = defineGame({
  id: 'mar-y-acero',
  title: 'Mar y Acero: Los viajes de Colón',
  format: MYA_FORMAT,
  schemas: { options: myaOptionsSchema, state: myaStateSchema, action: myaActionSchema, event: myaEventSchema, position: myaPositionSchema },
  setup: (options, opts) => setupWith(options, opts?.dice),
  // The events are the ones myaEventSchema declares (checkGame and the event tests check them).
  start: (options, opts) => startWith(options, opts?.dice) as StepResult<MyaState, MyaEvent>,
  seats: ['spanish', 'indigenous'],
  players: () => ['spanish', 'indigenous'],
  ...myaMachine.forGame<MyaEvent>(),
  outcome: (s) =>
    s.result === null
      ? null
      : { winners: [s.result.winner], reason: s.result.reason, level: s.result.level, score: { spanish: s.result.vp, indigenous: 20 - s.result.vp } },
  view: viewFor,
  describe: describeAction,
  invariants: myaInvariants,
  position: positionOf,
  decision: (s) => myaPoints.decision(s),
  determinize: determinizeView,
  reseed: reseedState,
});
