/**
 * Single-Observer Information Set MCTS (Cowling, Powley and Whitehouse, "Information Set Monte
 * Carlo Tree Search", IEEE TCIAIG 2012, algorithm 3): one tree over the searching seat's
 * information sets, each iteration played in a fresh determinization of the seat's view, with
 * availability counts in the selection rule.
 */
import type { AnyGame, Dice, PlayerId } from '../core/index.js';
import { viewSearchBot, type SearchOptions } from './flat-mc.js';
import { randomPlayout, reward, type AnyAction, type AnyState, type Bot } from './types.js';

/** The exploration constant of the selection rule (rewards lie in 0..1); the paper's 0.7. */
const EXPLORATION = 0.7;

/** One node of the tree: the action that led to it, played by `player`. */
interface TreeNode {
  readonly action: AnyAction;
  /** The seat that chose `action` (its rewards are this seat's); null at the root. */
  readonly player: PlayerId | null;
  readonly parent: TreeNode | null;
  readonly children: Map<string, TreeNode>;
  visits: number;
  /** How many times the node's action was legal when its parent was selected from. */
  available: number;
  total: number;
}

function node(action: AnyAction, player: PlayerId | null, parent: TreeNode | null): TreeNode {
  return { action, player, parent, children: new Map(), visits: 0, available: 1, total: 0 };
}

/** Actions are plain JSON objects from the game's own `legalActions`, so their text is a stable key. */
const keyOf = (action: AnyAction): string => JSON.stringify(action);

/**
 * One iteration: a determinization of the view, selection by UCB with availability counts down
 * the part of the tree whose actions are all tried, one new node, a random playout, and the
 * rewards taken back up, each node scored for the seat that chose its action.
 */
function iterate(game: AnyGame, root: TreeNode, rootLegal: readonly AnyAction[], sample: AnyState, dice: Dice, limit: number): void {
  let d = sample;
  let at = root;
  while (!game.isTerminal(d)) {
    const legal = at === root ? rootLegal : (game.legalActions(d) as AnyAction[]);
    const untried: AnyAction[] = [];
    let best: TreeNode | null = null;
    let bestScore = -Infinity;
    for (const action of legal) {
      const child = at.children.get(keyOf(action));
      if (child === undefined) {
        untried.push(action);
        continue;
      }
      child.available++;
      const score = child.total / child.visits + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
      if (score > bestScore) [best, bestScore] = [child, score];
    }
    if (untried.length > 0) {
      const action = untried[dice.below(untried.length)];
      const child = node(action, game.activePlayer(d), at);
      at.children.set(keyOf(action), child);
      at = child;
      d = game.apply(d, action);
      break;
    }
    at = best as TreeNode;
    d = game.apply(d, at.action);
  }
  const end = randomPlayout(game, d, dice, limit);
  for (let n: TreeNode | null = at; n !== null; n = n.parent) {
    n.visits++;
    if (n.player !== null) n.total += reward(game, end, n.player);
  }
}

/**
 * The SO-ISMCTS choice for `me` from its view alone: `iterations` iterations, each in a state drawn
 * with `determinize` from the view, then the root action visited most (the first in the game's
 * order on a tie). `legal` is the seat's own list of legal actions (what its table shows it).
 */
export function chooseByIsmcts(
  game: AnyGame,
  view: AnyState,
  me: PlayerId,
  legal: readonly AnyAction[],
  iterations: number,
  dice: Dice,
  limit: number,
): AnyAction {
  if (legal.length === 1) return legal[0];
  const base = String(dice.below(2 ** 30));
  const root = node(null, null, null);
  for (let i = 0; i < iterations; i++) iterate(game, root, legal, game.determinize(view, me, `ismcts:${base}:${i}`), dice, limit);
  let best = legal[0];
  let most = -1;
  for (const action of legal) {
    const visits = root.children.get(keyOf(action))?.visits ?? 0;
    if (visits > most) [best, most] = [action, visits];
  }
  return best;
}

/**
 * An information-set MCTS bot (`'ismcts:N'` on the command line): Single-Observer ISMCTS with
 * `playouts` iterations a decision. Fair: only the seat's `view` and its legal actions reach the
 * search, which samples the hidden part with `determinize`. The tree treats the other seats'
 * actions as seen (the single-observer simplification), and is built afresh at each decision.
 * Throws `ValidationError` naming the bad option.
 */
export function ismctsBot(options: SearchOptions): Bot {
  return viewSearchBot('ismcts', 'ismcts-bot', options, chooseByIsmcts);
}
