/**
 * What `reglas simulate` shares between its command and its worker threads: the games it knows,
 * the options and bots of a run (plain JSON, sent to every worker), one seeded game, and the
 * figures of many.
 */
import { games, type AnyGame, type PlayerId } from '../index.js';
import { botFromSpec, playGame, type BotSpec } from '../bots/index.js';
import { groupByKind } from './victory-kinds.js';

/** Every game `simulate` plays, by the keys of `games` and by kebab-case id. */
export function simulateGames(): Map<string, { key: string; game: AnyGame }> {
  const out = new Map<string, { key: string; game: AnyGame }>();
  for (const [key, game] of Object.entries(games as Record<string, AnyGame>)) {
    out.set(game.id, { key, game });
    out.set(key, { key, game });
  }
  return out;
}

/** A run of many games, as data: what every worker needs to play any one of them. */
export interface SimulationPlan {
  /** The key of the game in `games`. */
  readonly gameKey: string;
  /** The options of every game but its seed. */
  readonly options: Record<string, unknown>;
  /** The seed of game `i` is `${prefix}-${i}`. */
  readonly prefix: string;
  /** The bot of each seat, by seat. */
  readonly bots: Record<PlayerId, BotSpec>;
}

/** The end of one game of a run. */
export interface GameResult {
  /** Its index in the run (its seed is `${prefix}-${index}`). */
  readonly index: number;
  /** The seats that won. */
  readonly winners: PlayerId[];
  /** The outcome's reason. */
  readonly reason: string;
  /** The outcome's level, where the game grades its victories. */
  readonly level: string | null;
  /** The actions played. */
  readonly actions: number;
}

/** Plays game `index` of a plan: its seed, its options, a bot of its spec in each seat, each bot seeded from the game's seed and its seat. */
export function playPlanned(plan: SimulationPlan, index: number): GameResult {
  const entry = simulateGames().get(plan.gameKey);
  if (entry === undefined) throw new Error(`no game ${plan.gameKey}`);
  const seed = `${plan.prefix}-${index}`;
  const played = playGame(entry.game, { ...plan.options, seed }, (seat) => {
    const spec = plan.bots[seat];
    if (spec === undefined) throw new Error(`no bot for the seat ${seat}`);
    return botFromSpec(spec, `${seed}:${seat}`);
  });
  const { winners, reason, level } = played.outcome;
  return { index, winners: [...winners], reason, level: level ?? null, actions: played.actions };
}

/**
 * The counts of some games of a run, whatever their order: what a worker sends back instead of
 * one message a game (plain JSON). Every field is a sum, a minimum or a maximum, so tallies of
 * any split of the games merge into the tally of all of them.
 */
export interface Tally {
  /** How many games. */
  readonly games: number;
  /** Games each seat won (a shared win counts for each winner). */
  readonly wins: Record<PlayerId, number>;
  /** Games won by several seats together. */
  readonly shared: number;
  /** Games nobody won. */
  readonly noWinner: number;
  /** Games by the outcome's reason. */
  readonly reasons: Record<string, number>;
  /** Games by victory level, `ungraded` for those without one. */
  readonly levels: Record<string, number>;
  /** Actions played in all of them, and the fewest and most in one game (0 and 0 for no game). */
  readonly actions: { readonly total: number; readonly min: number; readonly max: number };
}

/** The tally of no game. */
export const EMPTY_TALLY: Tally = Object.freeze({ games: 0, wins: {}, shared: 0, noWinner: 0, reasons: {}, levels: {}, actions: { total: 0, min: 0, max: 0 } });

const addCounts = (into: Record<string, number>, from: Readonly<Record<string, number>>): void => {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
};

/** The tally of one game's result. */
function tallyOne(r: GameResult): Tally {
  const wins: Record<PlayerId, number> = {};
  for (const w of r.winners) wins[w] = (wins[w] ?? 0) + 1;
  return {
    games: 1,
    wins,
    shared: r.winners.length > 1 ? 1 : 0,
    noWinner: r.winners.length === 0 ? 1 : 0,
    reasons: { [r.reason]: 1 },
    levels: { [r.level ?? 'ungraded']: 1 },
    actions: { total: r.actions, min: r.actions, max: r.actions },
  };
}

/** The tally of some results (in any order): each game's tally, merged. */
export function tallyOf(results: readonly GameResult[]): Tally {
  return mergeTallies(results.map(tallyOne));
}

/** One tally of several (of disjoint games), the same whatever their order. */
export function mergeTallies(tallies: readonly Tally[]): Tally {
  const wins: Record<PlayerId, number> = {};
  const reasons: Record<string, number> = {};
  const levels: Record<string, number> = {};
  let games = 0;
  let shared = 0;
  let noWinner = 0;
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const t of tallies) {
    if (t.games === 0) continue;
    games += t.games;
    shared += t.shared;
    noWinner += t.noWinner;
    addCounts(wins, t.wins);
    addCounts(reasons, t.reasons);
    addCounts(levels, t.levels);
    total += t.actions.total;
    min = Math.min(min, t.actions.min);
    max = Math.max(max, t.actions.max);
  }
  return { games, wins, shared, noWinner, reasons, levels, actions: games === 0 ? { total: 0, min: 0, max: 0 } : { total, min, max } };
}

/** Plays games `from..to-1` of a plan and tallies them: a worker's batch. */
export function playBatch(plan: SimulationPlan, from: number, to: number): Tally {
  const results: GameResult[] = [];
  for (let i = from; i < to; i++) results.push(playPlanned(plan, i));
  return tallyOf(results);
}

/** The figures of a run: the same for the same games, whatever the number of workers or the order they finished in. */
export interface SimulationFigures {
  /** The game's kebab-case id. */
  readonly game: string;
  /** How many games were played. */
  readonly games: number;
  /** The first and last seeds. */
  readonly seeds: string;
  /** The options given to every game (the seed apart). */
  readonly options: Record<string, unknown>;
  /** The bot of each seat, as `parseBotSpec` spells it. */
  readonly bots: Record<PlayerId, string>;
  /** Games each seat won, by seat (a shared win counts for each winner). */
  readonly wins: Record<PlayerId, number>;
  /** Games won by several seats together. */
  readonly shared: number;
  /** Games nobody won. */
  readonly noWinner: number;
  /** Games by the outcome's reason, most frequent first. */
  readonly reasons: Record<string, number>;
  /** Games by the kind of victory (`victory-kinds.ts`), most frequent first, each with its reasons. */
  readonly kinds: Record<string, { readonly games: number; readonly reasons: Record<string, number> }>;
  /** Game length in actions (every seat's, the rule-driven bots' included). */
  readonly length: { readonly mean: number; readonly min: number; readonly max: number };
  /** Games and their share by victory level (`outcome.level`); `ungraded` counts the games without one. */
  readonly levels: Record<string, { readonly games: number; readonly share: number }>;
}

const round = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;

/** The figures of a run from the tally of its games. */
export function figuresOf(
  gameId: string,
  plan: SimulationPlan,
  seats: readonly PlayerId[],
  tally: Tally,
  format: (spec: BotSpec) => string,
): SimulationFigures {
  // Seats in the order of play, then (never, with a sound game) any other winner by name: no key order may depend on who tallied what.
  const others = Object.keys(tally.wins)
    .filter((s) => !seats.includes(s))
    .sort();
  const wins: Record<PlayerId, number> = Object.fromEntries([...seats, ...others].map((s) => [s, tally.wins[s] ?? 0]));
  const byCount = (m: Record<string, number>): [string, number][] => Object.entries(m).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const n = tally.games;
  return {
    game: gameId,
    games: n,
    seeds: n === 0 ? '' : `${plan.prefix}-0..${plan.prefix}-${n - 1}`,
    options: plan.options,
    bots: Object.fromEntries(seats.map((s) => [s, format(plan.bots[s] as BotSpec)])),
    wins,
    shared: tally.shared,
    noWinner: tally.noWinner,
    reasons: Object.fromEntries(byCount(tally.reasons)),
    kinds: groupByKind(gameId, tally.reasons),
    length: n === 0 ? { mean: 0, min: 0, max: 0 } : { mean: round(tally.actions.total / n, 2), min: tally.actions.min, max: tally.actions.max },
    levels: Object.fromEntries(byCount(tally.levels).map(([k, v]) => [k, { games: v, share: round(v / n, 4) }])),
  };
}

/**
 * What each worker thread is given: the plan, the run's size, its batch size, and the counter of
 * the next game to hand out, shared by every worker (a `BigInt64Array` over a
 * `SharedArrayBuffer`): a worker takes its next batch with one atomic add instead of asking the
 * command, so no worker waits on the command's thread and a slower worker simply takes fewer.
 */
export interface WorkerTask {
  readonly plan: SimulationPlan;
  readonly games: number;
  readonly batch: number;
  readonly next: SharedArrayBuffer;
}

/** A message from a worker thread to the command: a batch played (for the progress), its tally once it finds no game left, or a failure. */
export type WorkerReply =
  | { readonly type: 'progress'; readonly games: number }
  | { readonly type: 'done'; readonly tally: Tally }
  | { readonly type: 'error'; readonly message: string };
