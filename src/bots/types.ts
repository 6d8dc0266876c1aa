/** The one interface every bot of `reglas/bots` implements, and the helpers the searches share. */
import { ValidationError, type AnyGame, type Dice, type PlayerId } from '../core/index.js';

/** A state of any game, as `AnyGame` reads it. */
export type AnyState = ReturnType<AnyGame['setup']>;
/** An action of any game, as `AnyGame` reads it. */
export type AnyAction = ReturnType<AnyGame['legalActions']>[number];

/**
 * A player that chooses one legal action for the seat that decides. `choose` gets the real state
 * from the caller (it is what the table holds); a `fair` bot reads only `game.view(state, seat)`
 * and the seat's own list of legal actions, so what it chooses never depends on what the seat
 * may not know. A bot may keep its own generator between calls: make one bot per game and seat.
 */
export interface Bot {
  /** The bot as `parseBotSpec` spells it: `'random'`, `'rules'`, `'mcts:200'`, `'ismcts:200'`. */
  readonly name: string;
  /** Whether the bot reads only the seat's view (true for every bot of `reglas/bots`). */
  readonly fair: boolean;
  /**
   * One of `game.legalActions(state)` for `seat`, which must be the active seat; `ValidationError`
   * naming `seat` otherwise, or when the game has ended.
   */
  choose(game: AnyGame, state: AnyState, seat: PlayerId): AnyAction;
}

/**
 * The legal actions of `seat`'s pending decision: what the table shows that seat, the one thing
 * a fair bot takes from the real state besides its view. Throws `ValidationError` when `seat`
 * does not decide now.
 */
export function legalFor(game: AnyGame, state: AnyState, seat: PlayerId): AnyAction[] {
  const active = game.activePlayer(state);
  if (active !== seat) {
    const why = active === null ? 'the game has ended' : `${active} decides now, not ${seat}`;
    throw new ValidationError('bot call', [{ path: 'seat', message: why }]);
  }
  return game.legalActions(state);
}

/** 1 for a win, an equal share of it on a tie, 0 for a loss or an unfinished game. */
export function reward(game: AnyGame, state: AnyState, seat: PlayerId): number {
  const winners = game.outcome(state)?.winners ?? [];
  return winners.includes(seat) ? 1 / winners.length : 0;
}

/**
 * Uniformly random legal play from `start` to the end of the game, or until `limit` actions
 * (a cap against a pathological sample; the state is then scored as unfinished).
 */
export function randomPlayout(game: AnyGame, start: AnyState, dice: Dice, limit: number): AnyState {
  let s = start;
  for (let i = 0; i < limit && !game.isTerminal(s); i++) {
    const legal = game.legalActions(s);
    s = game.apply(s, legal[dice.below(legal.length)] as AnyAction);
  }
  return s;
}
