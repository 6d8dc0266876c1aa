/** Playing a whole game with a bot in every seat. */
import type { AnyGame, Outcome, PlayerId } from '../core/index.js';
import type { AnyAction, AnyState, Bot } from './types.js';

/** The end of a game `playGame` played. */
export interface PlayedGame {
  /** The final state. */
  readonly state: AnyState;
  /** How it ended. */
  readonly outcome: Outcome;
  /** How many actions were played (every seat's, the rule-driven bots' `{ type: 'bot' }` included). */
  readonly actions: number;
}

/** The default of `playGame`'s `limit`. */
export const DEFAULT_GAME_LIMIT = 1_000_000;

/**
 * Sets the game up with `options` and plays it to its end, asking `botFor(seat)` for each seat's
 * bot once (the first time the seat decides) and that bot for each of its decisions. Throws an
 * `Error` when the game has not ended after `limit` actions.
 */
export function playGame(game: AnyGame, options: object, botFor: (seat: PlayerId) => Bot, limit = DEFAULT_GAME_LIMIT): PlayedGame {
  const bots = new Map<PlayerId, Bot>();
  let state: AnyState = game.setup(options);
  let actions = 0;
  for (let seat = game.activePlayer(state); seat !== null; seat = game.activePlayer(state)) {
    if (actions >= limit) throw new Error(`${game.id}: the game did not end in ${limit} actions`);
    let bot = bots.get(seat);
    if (bot === undefined) {
      bot = botFor(seat);
      bots.set(seat, bot);
    }
    const action: AnyAction = bot.choose(game, state, seat);
    state = game.apply(state, action);
    actions++;
  }
  const outcome = game.outcome(state);
  if (outcome === null) throw new Error(`${game.id}: no seat decides, yet the game has no outcome`);
  return { state, outcome, actions };
}
