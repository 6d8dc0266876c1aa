/** The flat Monte Carlo bot: every legal action scored by random playouts from sampled states. */
import * as z from '../core/schema.js';
import { createRng, parseOrThrow, seededDice, type AnyGame, type Dice, type PlayerId } from '../core/index.js';
import { legalFor, randomPlayout, reward, type AnyAction, type AnyState, type Bot } from './types.js';

/** The options of the Monte Carlo bots. */
export interface SearchOptions {
  /** Playouts a decision (a whole number from 1): the samples the bot spends on each move. */
  readonly playouts: number;
  /** The bot's own seed: its samples and playouts are drawn from it, never from the game. */
  readonly seed: string;
  /** The most actions one playout plays before it is scored as unfinished (10,000 by default). */
  readonly playoutLimit?: number | undefined;
}

/** The schema of {@link SearchOptions}. */
export const searchOptionsSchema: z.Type<SearchOptions> = z.strictObject({
  playouts: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  seed: z.string(),
  playoutLimit: z.optional(z.number().check(z.int(), z.gte(1))),
});

/** The default of {@link SearchOptions.playoutLimit}. */
export const DEFAULT_PLAYOUT_LIMIT = 10_000;

/** A search over a seat's view: the choice among `legal`, from `playouts` samples drawn with `dice`. */
export type ViewSearch = (game: AnyGame, view: AnyState, me: PlayerId, legal: readonly AnyAction[], playouts: number, dice: Dice, limit: number) => AnyAction;

/**
 * A fair bot around a view search: the options checked, its own generator seeded from
 * `${generator}:${seed}`, and at each decision only the seat's view and legal actions handed on
 * (a single legal action is played without a search).
 */
export function viewSearchBot(name: string, generator: string, options: SearchOptions, search: ViewSearch): Bot {
  const o = parseOrThrow(searchOptionsSchema, options, 'options');
  const dice = seededDice(createRng(`${generator}:${o.seed}`));
  const limit = o.playoutLimit ?? DEFAULT_PLAYOUT_LIMIT;
  return {
    name: `${name}:${o.playouts}`,
    fair: true,
    choose(game, state, seat) {
      const legal = legalFor(game, state, seat);
      if (legal.length === 1) return legal[0];
      return search(game, game.view(state, seat), seat, legal, o.playouts, dice, limit);
    },
  };
}

/**
 * Flat Monte Carlo from the seat's view alone: the playouts are spread evenly over the legal
 * actions (round-robin), each one played in a fresh full state drawn with `determinize` from the
 * view and then at random to the end; the action with the best mean reward is chosen (the first
 * in the game's order on a tie). It never reads the real state's hidden cards or generator.
 */
export function chooseByFlatMonteCarlo(
  game: AnyGame,
  view: AnyState,
  me: PlayerId,
  legal: readonly AnyAction[],
  playouts: number,
  dice: Dice,
  limit: number,
): AnyAction {
  if (legal.length === 1) return legal[0];
  const base = String(dice.below(2 ** 30));
  const wins = legal.map(() => 0);
  const visits = legal.map(() => 0);
  for (let n = 0; n < playouts; n++) {
    const i = n % legal.length;
    const sample = game.determinize(view, me, `flat-mc:${base}:${n}`);
    const end = randomPlayout(game, game.apply(sample, legal[i]), dice, limit);
    visits[i] = (visits[i] as number) + 1;
    wins[i] = (wins[i] as number) + reward(game, end, me);
  }
  let best = 0;
  let bestMean = -1;
  for (let i = 0; i < legal.length; i++) {
    const v = visits[i] as number;
    const mean = v === 0 ? -1 : (wins[i] as number) / v;
    if (mean > bestMean) [best, bestMean] = [i, mean];
  }
  return legal[best];
}

/**
 * A flat Monte Carlo bot (`'mcts:N'` on the command line): `playouts` random playouts a decision,
 * spread evenly over the legal actions, each from a state sampled with `determinize` from the
 * seat's `view`. Fair: only the view and the seat's legal actions reach the search. Throws
 * `ValidationError` naming the bad option.
 */
export function flatMonteCarloBot(options: SearchOptions): Bot {
  return viewSearchBot('mcts', 'flat-mc-bot', options, chooseByFlatMonteCarlo);
}
