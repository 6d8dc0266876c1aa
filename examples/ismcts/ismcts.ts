/**
 * An information-set Monte Carlo bot, written against the public API only: at each of its
 * decisions it sees nothing but its own `view`, samples full states consistent with that view
 * with `determinize`, and plays each sample out at random to score its legal actions (UCB1 over
 * the actions, one fresh sample per playout). It never reads the real state's hidden cards or
 * generator, so it cannot cheat the way a bot that replays the stored generator does.
 *
 * `examples/ismcts/run.ts` plays it against random play in Taifa.
 */
import { createRng, seededDice, type AnyGame, type Dice, type PlayerId } from 'reglas/core';

/** A game's state and action types, as `AnyGame` reads them. */
type State = ReturnType<AnyGame['setup']>;
type Action = ReturnType<AnyGame['legalActions']>[number];

/** 1 for a win, a share of it for a tie, 0 otherwise. */
function reward(game: AnyGame, state: State, me: PlayerId): number {
  const winners = game.outcome(state)?.winners ?? [];
  return winners.includes(me) ? 1 / winners.length : 0;
}

/** Random legal play to the end (a cap keeps a pathological sample from running on). */
function playout(game: AnyGame, start: State, dice: Dice, limit = 5000): State {
  let s = start;
  for (let i = 0; i < limit && !game.isTerminal(s); i++) {
    const legal = game.legalActions(s);
    s = game.apply(s, legal[dice.below(legal.length)] as Action);
  }
  return s;
}

/**
 * The bot's choice for `me` from its view alone. Each playout determinizes the view afresh, so
 * the actions are scored against many possible hidden deals, not the one that is real.
 */
export function chooseByIsmc(game: AnyGame, view: State, me: PlayerId, legal: readonly Action[], playouts: number, seed: string): Action {
  if (legal.length === 1) return legal[0] as Action;
  const dice = seededDice(createRng(seed));
  const visits = legal.map(() => 0);
  const wins = legal.map(() => 0);
  for (let n = 0; n < playouts; n++) {
    // UCB1: try each action once, then favour the best mean plus an exploration bonus.
    let pick = visits.indexOf(0);
    if (pick < 0) {
      let best = -Infinity;
      for (let i = 0; i < legal.length; i++) {
        const score = (wins[i] as number) / (visits[i] as number) + Math.sqrt((2 * Math.log(n)) / (visits[i] as number));
        if (score > best) [best, pick] = [score, i];
      }
    }
    const sample = game.determinize(view, me, `${seed}:${n}`);
    const end = playout(game, game.apply(sample, legal[pick] as Action), dice);
    visits[pick] = (visits[pick] as number) + 1;
    wins[pick] = (wins[pick] as number) + reward(game, end, me);
  }
  let most = 0;
  for (let i = 1; i < legal.length; i++) if ((visits[i] as number) > (visits[most] as number)) most = i;
  return legal[most] as Action;
}

/** One game: the bot in `botSeat`, random play everywhere else. Returns the winners. */
export function playMatch(game: AnyGame, options: Parameters<AnyGame['setup']>[0], botSeat: PlayerId, playouts: number): PlayerId[] {
  const dice = seededDice(createRng(`random:${String(options.seed)}`));
  let s = game.setup(options);
  for (let turn = 0; !game.isTerminal(s); turn++) {
    const legal = game.legalActions(s);
    const seat = game.activePlayer(s) as PlayerId;
    const action = seat === botSeat ? chooseByIsmc(game, game.view(s, seat), seat, legal, playouts, `${String(options.seed)}:${turn}`) : (legal[dice.below(legal.length)] as Action);
    s = game.apply(s, action);
  }
  return game.outcome(s)?.winners ?? [];
}
