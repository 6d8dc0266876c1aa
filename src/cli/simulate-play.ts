/**
 * What `reglas simulate` shares between its command and its worker threads: the games it knows,
 * the options and bots of a run (plain JSON, sent to every worker), one seeded game, and the
 * figures of many.
 */
import { games, type AnyGame, type PlayerId } from '../index.js';
import { botFromSpec, playGame, type BotSpec } from '../bots/index.js';

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
  /** Game length in actions (every seat's, the rule-driven bots' included). */
  readonly length: { readonly mean: number; readonly min: number; readonly max: number };
  /** Games and their share by victory level (`outcome.level`); `ungraded` counts the games without one. */
  readonly levels: Record<string, { readonly games: number; readonly share: number }>;
}

const round = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;

/** The figures of a run from the results of its games (in any order). */
export function figuresOf(gameId: string, plan: SimulationPlan, seats: readonly PlayerId[], results: readonly GameResult[], format: (spec: BotSpec) => string): SimulationFigures {
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const wins: Record<PlayerId, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  const reasons = new Map<string, number>();
  const levels = new Map<string, number>();
  let shared = 0;
  let noWinner = 0;
  let total = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const r of sorted) {
    for (const w of r.winners) wins[w] = (wins[w] ?? 0) + 1;
    if (r.winners.length > 1) shared++;
    if (r.winners.length === 0) noWinner++;
    reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    const level = r.level ?? 'ungraded';
    levels.set(level, (levels.get(level) ?? 0) + 1);
    total += r.actions;
    min = Math.min(min, r.actions);
    max = Math.max(max, r.actions);
  }
  const n = sorted.length;
  const byCount = (m: Map<string, number>): [string, number][] => [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return {
    game: gameId,
    games: n,
    seeds: n === 0 ? '' : `${plan.prefix}-0..${plan.prefix}-${n - 1}`,
    options: plan.options,
    bots: Object.fromEntries(seats.map((s) => [s, format(plan.bots[s] as BotSpec)])),
    wins,
    shared,
    noWinner,
    reasons: Object.fromEntries(byCount(reasons)),
    length: n === 0 ? { mean: 0, min: 0, max: 0 } : { mean: round(total / n, 2), min, max },
    levels: Object.fromEntries(byCount(levels).map(([k, v]) => [k, { games: v, share: round(v / n, 4) }])),
  };
}

/** A message from a worker thread to the command. */
export type WorkerReply = { readonly type: 'result'; readonly result: GameResult } | { readonly type: 'idle' } | { readonly type: 'error'; readonly message: string };
/** A message from the command to a worker thread: games to play, or the end. */
export type WorkerOrder = { readonly type: 'play'; readonly indices: readonly number[] } | { readonly type: 'stop' };
