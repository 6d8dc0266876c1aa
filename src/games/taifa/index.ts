/** The Taifa game module (contract: `Game`), built on core's decision machine; rules 1-11 of the rulebook. */
import type { Game, Outcome, StepResult } from '../../core/index.js';
import { describe } from './describe.js';
import { castles } from './geography.js';
import { taifaEventSchema, type TaifaEvent } from './events.js';
import { machine } from './machine.js';
import { actionSchema, optionsSchema, stateSchema } from './schemas.js';
import { setup } from './setup.js';
import type { TaifaAction, TaifaOptions, TaifaState } from './types.js';
import { view } from './view.js';

/**
 * Taifa: intrigue and war in 11th-century Hispania, for 0-6 players with rule-driven bots,
 * and the El Cid solitaire scenario.
 */
export const taifa: Game<TaifaState, TaifaAction, TaifaOptions, TaifaEvent> = {
  id: 'taifa',
  title: 'Taifa',
  schemas: { options: optionsSchema, state: stateSchema, action: actionSchema, event: taifaEventSchema },
  setup,
  players: (state) => state.kingdoms.map((k) => k.id),
  activePlayer: machine.activePlayer,
  legalActions: machine.legalActions,
  // The events are the ones taifaEventSchema declares (checkGame and the event tests check them).
  step: (state, action, opts) => machine.step(state, action, opts) as StepResult<TaifaState, TaifaEvent>,
  apply: machine.apply,
  isTerminal: (state) => state.result !== null,
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
};

export type * from './types.js';
export type { TaifaEvent, TaifaEventType } from './events.js';
export { AREAS, CONNECTIONS, areaRecordSchema, connectionRecordSchema, type AreaRecord, type ConnectionRecord } from './data/map.js';
export { CARDS, CHRISTIAN_DECK, MUSLIM_DECK, cardDefSchema, type CardDef, type CardInstance, type EventEffect, type ResponseEffect, type TargetKind } from './data/cards.js';
export { KINGDOMS, STANDARD_ORDER, kingdomRecordSchema, type KingdomRecord } from './data/kingdoms.js';
export { EL_CID_SEATS, elCidSeatSchema, type ElCidSeat } from './data/el-cid.js';
