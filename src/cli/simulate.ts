/**
 * `reglas simulate GAME --games N [--workers K] [--bots SPEC...] [--seed PREFIX] [--json]`
 * `[--mode M] [--scenario S] [--level L]`: plays N seeded games (seeds `PREFIX-0` to
 * `PREFIX-(N-1)`) across worker threads and prints wins by seat and by reason, game length and
 * the share of each victory level. The figures depend on the games only, never on the workers.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isValidationError, type AnyGame, type PlayerId } from '../index.js';
import { BOT_SPEC_FORMS, formatBotSpec, parseBotSpec, type BotSpec } from '../bots/index.js';
import { figuresOf, mergeTallies, simulateGames, type SimulationFigures, type SimulationPlan, type Tally, type WorkerReply, type WorkerTask } from './simulate-play.js';

/** Where the command writes, and whether its output is a terminal (then it draws a progress bar). */
export interface SimulateIO {
  /** The figures. */
  readonly out: NodeJS.WritableStream;
  /** Errors and progress. */
  readonly err: NodeJS.WritableStream;
  /** Whether `err` is a terminal. */
  readonly isTTY: boolean;
}

/** The usage line of the command. */
export const SIMULATE_USAGE = 'usage: reglas simulate GAME --games N [--workers K] [--bots SPEC...] [--seed PREFIX] [--mode M] [--scenario S] [--level L] [--json]';

/** A bad command line: one line for the user, exit code 2. */
class UsageError extends Error {}

interface Args {
  game: string;
  games: number;
  workers: number;
  bots: string[];
  prefix: string;
  json: boolean;
  setup: Record<string, string>;
}

const SETUP_FLAGS = ['mode', 'scenario', 'level'] as const;

function wholeNumber(flag: string, text: string | undefined, min: number): number {
  const n = text !== undefined && /^[0-9]+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min) throw new UsageError(`--${flag} takes a whole number from ${min}, not '${text ?? ''}'`);
  return n;
}

function parseArgs(argv: readonly string[]): Args | 'help' {
  const args: Args = { game: '', games: 100, workers: availableParallelism(), bots: [], prefix: 'sim', json: false, setup: {} };
  let game: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (!token.startsWith('--')) {
      if (game !== undefined) throw new UsageError(`one game only ('${game}', then '${token}')`);
      game = token;
      continue;
    }
    const eq = token.indexOf('=');
    const flag = token.slice(2, eq < 0 ? undefined : eq);
    const inline = eq < 0 ? undefined : token.slice(eq + 1);
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`--${flag} needs a value`);
      i++;
      return next;
    };
    if (flag === 'help' || flag === 'h') return 'help';
    else if (flag === 'json') args.json = true;
    else if (flag === 'games') args.games = wholeNumber('games', value(), 1);
    else if (flag === 'workers') args.workers = wholeNumber('workers', value(), 1);
    else if (flag === 'seed') args.prefix = value();
    else if ((SETUP_FLAGS as readonly string[]).includes(flag)) args.setup[flag] = value();
    else if (flag === 'bots') {
      if (inline !== undefined) args.bots.push(...inline.split(',').filter((s) => s !== ''));
      while (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith('--')) args.bots.push(argv[++i] as string);
      if (args.bots.length === 0) throw new UsageError(`--bots needs at least one bot (${BOT_SPEC_FORMS})`);
    } else throw new UsageError(`unknown option --${flag}`);
  }
  if (game === undefined) throw new UsageError(`which game? (games: ${gameNames()})`);
  args.game = game;
  return args;
}

const gameNames = (): string => [...simulateGames().keys()].join(', ');

/** Options text from the command line to the game's options: a number where it reads as one and the schema takes it. */
function setupOptions(game: AnyGame, setup: Record<string, string>, seed: string): Record<string, unknown> {
  const options: Record<string, unknown> = { seed };
  for (const [k, text] of Object.entries(setup)) {
    const asNumber = /^-?[0-9]+$/.test(text) ? Number(text) : NaN;
    const issues = (value: unknown): number => game.schemas.options.safeParse({ ...options, [k]: value }).error?.issues.length ?? 0;
    options[k] = Number.isSafeInteger(asNumber) && issues(asNumber) <= issues(text) ? asNumber : text;
  }
  const parsed = game.schemas.options.safeParse(options);
  const issue = parsed.error?.issues[0];
  if (issue !== undefined) {
    if (issue.code === 'unrecognized_keys') throw new UsageError(`${game.id} takes no ${issue.keys.map((key) => `--${key}`).join(', ')}`);
    const path = issue.path.map(String).join('.');
    const value = setup[path];
    const message = issue.message === 'Invalid input' && value !== undefined ? `'${value}' is not one of its values` : issue.message;
    throw new UsageError(`${game.id}: --${path}: ${message}`);
  }
  return options;
}

/**
 * The plan of a run: the game, its options, and a bot in each seat (the specs in the order of
 * play, the last one filling the remaining seats). When some seats are `rules` and the game seats
 * its rule-driven bots with a `players` option (Taifa), the other seats are given as its players.
 */
function planOf(args: Args): { plan: SimulationPlan; game: AnyGame; seats: PlayerId[] } {
  const entry = simulateGames().get(args.game);
  if (entry === undefined) throw new UsageError(`unknown game '${args.game}' (games: ${gameNames()})`);
  const { game, key } = entry;
  const specs: BotSpec[] = [];
  for (const text of args.bots.length === 0 ? ['random'] : args.bots) {
    try {
      specs.push(parseBotSpec(text));
    } catch (e) {
      if (isValidationError(e)) throw new UsageError(`--bots: ${e.problems[0]?.message ?? e.message}`);
      throw e;
    }
  }
  let options = setupOptions(game, args.setup, `${args.prefix}-0`);
  const setup = (o: Record<string, unknown>): ReturnType<AnyGame['setup']> => {
    try {
      return game.setup(o);
    } catch (e) {
      if (isValidationError(e)) throw new UsageError(`${game.id}: ${e.problems.map((p) => `${p.path.replace(/^options\./, '--')}: ${p.message}`).join('; ')}`);
      throw e;
    }
  };
  const seats = game.players(setup(options));
  if (specs.length > seats.length) throw new UsageError(`--bots: ${specs.length} bots for the ${seats.length} seats of ${game.id} (${seats.join(', ')})`);
  const bots: Record<PlayerId, BotSpec> = Object.fromEntries(seats.map((s, i) => [s, specs[Math.min(i, specs.length - 1)] as BotSpec]));
  const people = seats.filter((s) => bots[s]?.kind !== 'rules');
  if (people.length < seats.length && !('players' in options)) {
    const withPlayers = { ...options, players: people };
    if (game.schemas.options.safeParse(withPlayers).success) {
      try {
        game.setup(withPlayers);
        options = withPlayers;
      } catch {
        // The game refuses those players (a scenario with its own seats): its own bots stay as they are.
      }
    }
  }
  const { seed: _seed, ...rest } = options;
  return { plan: { gameKey: key, options: rest, prefix: args.prefix, bots }, game, seats };
}

/**
 * The plan, game and seats `reglas simulate` plays for `argv` (its arguments after `simulate`;
 * `--games`, `--workers` and `--json` change nothing of it): what `reglas serve` plays a range of
 * seeds of, so that games spread over many processes add up to the same figures.
 */
export function simulationPlan(argv: readonly string[]): { plan: SimulationPlan; game: AnyGame; seats: PlayerId[] } {
  const args = parseArgs(argv);
  if (args === 'help') throw new UsageError('a plan, not --help');
  return planOf(args);
}

/** How a worker thread is started: the built worker file, or the TypeScript source under tsx in development. */
export interface WorkerEntry {
  /** The worker file. */
  readonly file: URL;
  /** Whether it is TypeScript, to be loaded through tsx. */
  readonly typescript: boolean;
}

/** This module's own URL, in the ESM build, the CommonJS build or the TypeScript source. */
function here(): URL {
  const url = (import.meta as { url?: string }).url;
  if (typeof url === 'string' && url !== '') return new URL(url);
  return pathToFileURL(typeof __filename === 'string' ? __filename : process.argv[1] ?? '');
}

/**
 * Finds the worker file beside this module: `simulate-worker.ts` next to the source under tsx,
 * `simulate-worker.js` (or `.cjs`) next to the built module or in `cli/` under the chunk that holds
 * it. Throws when there is none (a bundle that left it out: pass `workerFile` then).
 */
export function findWorkerEntry(): WorkerEntry {
  const self = here();
  if (self.pathname.endsWith('.ts')) return { file: new URL('./simulate-worker.ts', self), typescript: true };
  const ext = self.pathname.endsWith('.cjs') ? 'cjs' : 'js';
  for (const candidate of [`./simulate-worker.${ext}`, `./cli/simulate-worker.${ext}`, `../cli/simulate-worker.${ext}`]) {
    const file = new URL(candidate, self);
    if (existsSync(fileURLToPath(file))) return { file, typescript: false };
  }
  throw new Error(`the simulate worker is not beside ${fileURLToPath(self)}`);
}

/** The URL of tsx's ESM register API, as resolved from the worker file (its ESM build, which registers the hooks in the calling thread). */
function tsxApi(from: URL): string {
  const resolve = (import.meta as { resolve?: (specifier: string, parent?: string) => string }).resolve;
  if (typeof resolve === 'function') {
    try {
      return resolve('tsx/esm/api', from.href);
    } catch {
      // Fall back to require's resolution below.
    }
  }
  return pathToFileURL(createRequire(from).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
}

function startWorker(entry: WorkerEntry, task: WorkerTask): Worker {
  if (!entry.typescript) return new Worker(entry.file, { workerData: task });
  // Loader flags inherited from the parent do not reach worker threads on Node 20: register tsx in the worker itself.
  const code = `import(${JSON.stringify(tsxApi(entry.file))}).then((api) => { api.register(); return import(${JSON.stringify(entry.file.href)}); });`;
  return new Worker(code, { eval: true, workerData: task });
}

/** Options of {@link runSimulation}. */
export interface RunOptions {
  /** How many worker threads (at least 1; no more than the games). */
  readonly workers: number;
  /** Called after each batch of games with the count done. */
  readonly onProgress?: ((done: number) => void) | undefined;
  /** The worker file, when `findWorkerEntry` cannot find it (a bundle). */
  readonly workerEntry?: WorkerEntry;
  /** Games a worker takes at a time (by default about a 64th of its share, from 1 to 32). */
  readonly batch?: number;
}

/**
 * The games a worker takes at a time: small enough that the workers finish together (a worker
 * that takes the last batch runs at most one batch longer than the others) and the progress
 * moves, big enough that a message a batch costs nothing beside the games.
 */
export function batchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(32, Math.floor(games / (workers * 64))));
}

/**
 * Plays games `0..games-1` of `plan` across worker threads and resolves with their tally. The
 * workers take batches from a shared counter and each sends one tally, which merge into the same
 * tally whatever the number of workers and whichever played which game.
 */
export function runSimulation(plan: SimulationPlan, games: number, options: RunOptions): Promise<Tally> {
  const entry = options.workerEntry ?? findWorkerEntry();
  const count = Math.max(1, Math.min(options.workers, games));
  const batch = options.batch ?? batchSize(games, count);
  if (!Number.isSafeInteger(batch) || batch < 1) throw new RangeError(`runSimulation: batch must be a whole number from 1, not ${batch}`);
  const task: WorkerTask = { plan, games, batch, next: new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT) };
  const tallies: Tally[] = [];
  let done = 0;
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      for (const w of workers) void w.terminate();
      outcome();
    };
    for (let k = 0; k < count; k++) {
      const worker = startWorker(entry, task);
      workers.push(worker);
      let finished = false;
      worker.on('error', (e) => settle(() => reject(e)));
      // A worker's messages are all delivered before its exit: one that exits without its tally died.
      worker.on('exit', (code) => {
        if (!finished) settle(() => reject(new Error(`a simulate worker stopped (exit code ${code}) before its games were done`)));
      });
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'error') return settle(() => reject(new Error(reply.message)));
        if (reply.type === 'progress') {
          done += reply.games;
          options.onProgress?.(done);
          return;
        }
        finished = true;
        tallies.push(reply.tally);
        if (tallies.length === count) settle(() => resolve(mergeTallies(tallies)));
      });
    }
  });
}

/** The figures as lines a person reads. */
export function formatFigures(f: SimulationFigures, title: string): string[] {
  const pct = (n: number): string => `${((100 * n) / Math.max(1, f.games)).toFixed(1).padStart(5)}%`;
  const width = Math.max(...Object.keys(f.wins).map((s) => s.length), 8);
  const opts = Object.entries(f.options).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  const lines = [`${title} (${f.game}), ${f.games} games, seeds ${f.seeds}${opts.length ? `, ${opts.join(' ')}` : ''}`, '', 'wins by seat:'];
  for (const [seat, n] of Object.entries(f.wins)) lines.push(`  ${seat.padEnd(width)} ${String(n).padStart(6)} ${pct(n)}  (${f.bots[seat]})`);
  if (f.shared > 0) lines.push(`  shared wins: ${f.shared}`);
  if (f.noWinner > 0) lines.push(`  no winner: ${f.noWinner}`);
  lines.push('', 'wins by reason:');
  const reasons = Object.entries(f.reasons);
  for (const [reason, n] of reasons.slice(0, 12)) lines.push(`  ${String(n).padStart(6)} ${pct(n)}  ${reason}`);
  if (reasons.length > 12) lines.push(`  … and ${reasons.length - 12} other reasons (--json lists them all)`);
  lines.push('', `game length: mean ${f.length.mean} actions, min ${f.length.min}, max ${f.length.max}`, '', 'victory levels:');
  for (const [level, { games }] of Object.entries(f.levels)) lines.push(`  ${level.padEnd(10)} ${String(games).padStart(6)} ${pct(games)}`);
  return lines;
}

function progress(io: SimulateIO, games: number): (done: number) => void {
  if (io.isTTY) {
    return (done) => {
      const width = 30;
      const filled = Math.round((width * done) / games);
      io.err.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${games} games`);
      if (done === games) io.err.write('\r\x1b[K');
    };
  }
  // Progress comes a batch at a time, so a line is written when a tenth is crossed, not reached exactly.
  const step = Math.max(1, Math.ceil(games / 10));
  let written = 0;
  return (done) => {
    if (Math.floor(done / step) > Math.floor(written / step) || (done === games && written < games)) {
      written = done;
      io.err.write(`simulate: ${done}/${games} games\n`);
    }
  };
}

/**
 * The `simulate` command: parses `argv` (the arguments after `simulate`), plays the games and
 * writes the figures to `io.out` (JSON with `--json`). Resolves with the exit code: 0, 2 for a bad
 * command line (one line on `io.err`), 1 when a game fails.
 */
export async function simulateCommand(argv: string[], io: SimulateIO): Promise<number> {
  let args: Args | 'help';
  let planned: ReturnType<typeof planOf>;
  try {
    args = parseArgs(argv);
    if (args === 'help') {
      io.out.write(`${SIMULATE_USAGE}\n  GAME: ${gameNames()}\n  --bots: one spec for every seat, or one a seat in the order of play (${BOT_SPEC_FORMS}); the last fills the other seats\n`);
      return 0;
    }
    planned = planOf(args);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err.write(`reglas simulate: ${e.message}\n`);
      return 2;
    }
    io.err.write(`reglas simulate: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  const { plan, game, seats } = planned;
  const started = performance.now();
  let tally: Tally;
  try {
    tally = await runSimulation(plan, args.games, { workers: args.workers, onProgress: args.json && !io.isTTY ? undefined : progress(io, args.games) });
  } catch (e) {
    io.err.write(`reglas simulate: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  const figures = figuresOf(game.id, plan, seats, tally, formatBotSpec);
  if (args.json) io.out.write(`${JSON.stringify(figures)}\n`);
  else {
    const seconds = (performance.now() - started) / 1000;
    const workers = Math.min(args.workers, args.games);
    io.out.write(`${[...formatFigures(figures, game.title), '', `${seconds.toFixed(1)} s on ${workers} worker${workers === 1 ? '' : 's'}`].join('\n')}\n`);
  }
  return 0;
}
