/**
 * The Nitayno, the rule-driven Indigenous player of the solitaire mode (rule 5). The engine
 * calls these functions when the Indigenous seat must act in solitaire (`{ type: 'bot' }`).
 */
import type { StepContext } from '../../../core/index.js';
import { EVENT_CARDS } from '../data/cards.js';
import type { MyaState } from '../state.js';
import { NO_TURN_EFFECTS, type SolitaireLevel, type SolitaireState } from './state.js';

export { nitaynoDecide, eventHasEffect, type NitaynoDecision } from './decide.js';
export { nitaynoSpecialPhase, nitaynoLastImpulse } from './special.js';
export { planImpulse, planForArea } from './impulse.js';
export { maskSolitaire, solitaireStateSchema, solitaireLevelSchema, type SolitaireState, type SolitaireLevel, type NitaynoPlan } from './state.js';

/**
 * 5.2 Preparación: the two Nitayno decks (turn 2: cards 41-43; turns 3-6: cards 44-52) and the
 * whole Indigenous event deck (step 11: the Nitayno draws no hand), each shuffled face down.
 */
export function nitaynoSetup(state: MyaState, ctx: StepContext): SolitaireState {
  const level: SolitaireLevel = state.level;
  const events = EVENT_CARDS.filter((c) => c.side === 'indigenous').map((c) => c.id);
  return {
    level,
    turn2Deck: ctx.dice.shuffle([41, 42, 43]),
    laterDeck: ctx.dice.shuffle([44, 45, 46, 47, 48, 49, 50, 51, 52]),
    eventDeck: ctx.dice.shuffle(events),
    card: null,
    finalCard: null,
    target: null,
    effects: NO_TURN_EFFECTS,
    plan: null,
  };
}
export { nitaynoPrr, nitaynoFreeCaonabo, nitaynoRerollsMiss, nitaynoIncursionVictim } from './levels.js';
