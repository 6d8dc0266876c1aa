/**
 * The heuristic bot: plays a game the way a capable player does, by a per-game evaluation that
 * scores each legal action from what the seat may see, for games with no rule-driven bot of their
 * own. The bot is generic: it reads only `game.view(state, seat)` and the seat's legal actions,
 * asks the game's {@link Evaluation} to score them, and plays the best, breaking exact ties with
 * its own seeded generator (the same seed and the same decisions give the same game). A game with
 * no evaluation of its own is played by {@link outcomeEvaluation}: an action that wins at once
 * first, one that loses at once last, the rest at random. `docs/writing-bots.md` shows how an
 * evaluation is built.
 * @module
 */
import { createRng, parseOrThrow, seededDice, type AnyGame, type PlayerId } from '../core/index.js';
import * as z from '../core/schema.js';
import { alFiloEvaluation } from './heuristic-al-filo.js';
import { laLegionEvaluation } from './heuristic-la-legion.js';
import { legalFor, type AnyAction, type AnyState, type Bot } from './types.js';

/**
 * A game's evaluation for the heuristic bot: a score for each legal action of the seat that
 * decides, read from that seat's view (never from the real state). Higher is better; only the
 * order matters, and equal scores are broken at random by the bot.
 */
export interface Evaluation {
  /** The game's `id` (`'la-legion'`). */
  readonly game: string;
  /**
   * One score for each of `legal`, in its order. `view` is `game.view(state, seat)`; an evaluation
   * that wants to look at the consequence of an action uses {@link lookahead}.
   */
  score(game: AnyGame, view: AnyState, seat: PlayerId, legal: readonly AnyAction[]): number[];
}

/** The evaluations the heuristic bot knows, one per game. */
export const EVALUATIONS: readonly Evaluation[] = [laLegionEvaluation, alFiloEvaluation];

/**
 * The states an action leads to from a view, one per sample: the view made a full state with
 * `determinize` (another seed a sample), the action applied. For an evaluation that scores an
 * action by where it leads, averaging over the samples where dice decide.
 */
export function lookahead(game: AnyGame, view: AnyState, seat: PlayerId, action: AnyAction, samples: readonly string[]): AnyState[] {
  return samples.map((seed) => game.apply(game.determinize(view, seat, seed), action));
}

/**
 * The evaluation of a game without its own: an action after which the seat has won scores 1, one
 * after which it has lost -1, any other 0 (one lookahead each, so only for games whose actions are
 * cheap to apply).
 */
export function outcomeEvaluation(gameId: string): Evaluation {
  return {
    game: gameId,
    score(game, view, seat, legal) {
      return legal.map((a) => {
        const [next] = lookahead(game, view, seat, a, ['outcome']);
        const winners = next === undefined ? null : game.outcome(next)?.winners;
        if (winners === undefined || winners === null) return 0;
        return winners.includes(seat) ? 1 : -1;
      });
    },
  };
}

const optionsSchema = z.strictObject({
  /** The bot's own seed (never the game's). */
  seed: z.string(),
});

/** The heuristic bot's options. */
export interface HeuristicOptions {
  /** The bot's own seed: ties between equal scores are broken by a generator seeded from it. */
  readonly seed: string;
}

/**
 * A bot that plays the best-scored legal action by its game's {@link Evaluation} (see
 * {@link EVALUATIONS}; {@link outcomeEvaluation} for a game without one), reading only the seat's
 * view and legal actions: fair, and deterministic from its seed.
 */
export function heuristicBot(options: HeuristicOptions, evaluations: readonly Evaluation[] = EVALUATIONS): Bot {
  const { seed } = parseOrThrow(optionsSchema, options, 'options');
  const dice = seededDice(createRng(`heuristic-bot:${seed}`));
  const known = new Map<string, Evaluation>();
  return {
    name: 'heuristic',
    fair: true,
    choose(game, state, seat) {
      const legal = legalFor(game, state, seat);
      if (legal.length === 1) return legal[0]!;
      let evaluation = known.get(game.id);
      if (evaluation === undefined) {
        evaluation = evaluations.find((e) => e.game === game.id) ?? outcomeEvaluation(game.id);
        known.set(game.id, evaluation);
      }
      const scores = evaluation.score(game, game.view(state, seat), seat, legal);
      let best = -Infinity;
      const top: number[] = [];
      for (let i = 0; i < legal.length; i++) {
        const v = scores[i] ?? -Infinity;
        if (v > best) {
          best = v;
          top.length = 0;
          top.push(i);
        } else if (v === best) top.push(i);
      }
      return legal[top.length === 1 ? top[0]! : top[dice.below(top.length)]!]!;
    },
  };
}
