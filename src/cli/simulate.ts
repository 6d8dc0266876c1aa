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
import type { AnyGame, PlayerId } from '../index.js';
import { formatBotSpec } from '../bots/index.js';
import { flag, list, parseCommand, text, whole, type ParsedArgs } from './args.js';
import { SIMULATE } from './commands.js';
import { buildOptions, findGameEntry, planSeats } from './games.js';
import { println, type CommandIo, type OutStream } from './io.js';
import { figuresOf, mergeTallies, type SimulationFigures, type SimulationPlan, type Tally, type WorkerReply, type WorkerTask } from './simulate-play.js';

/**
 * The plan, game and seats `reglas simulate` plays for `argv` (its arguments after `simulate`;
 * `--games`, `--workers` and `--json` change nothing of it): what `reglas serve` plays a range of
 * seeds of, so that games spread over many processes add up to the same figures.
 */
export function simulationPlan(argv: readonly string[]): { plan: SimulationPlan; game: AnyGame; seats: PlayerId[] } {
  return planOf(parseCommand(SIMULATE, argv));
}

/** The plan of the games a parsed `simulate` command line asks for: the game, its options, a bot in each seat. */
function planOf(args: ParsedArgs): { plan: SimulationPlan; game: AnyGame; seats: PlayerId[] } {
  const { key, game } = findGameEntry(args.positionals[0]);
  const prefix = text(args, 'seed') ?? 'sim';
  const built = buildOptions(game, {
    seed: `${prefix}-0`,
    players: text(args, 'players'),
    scenario: text(args, 'scenario'),
    mode: text(args, 'mode'),
    level: text(args, 'level'),
    options: text(args, 'options'),
  });
  const planned = planSeats(game, built, list(args, 'bots'));
  const { seed: _seed, ...rest } = planned.options;
  return { plan: { gameKey: key, options: rest, prefix, bots: { ...planned.bots } }, game, seats: [...planned.seats] };
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
  return pathToFileURL(typeof __filename === 'string' ? __filename : (process.argv[1] ?? ''));
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
  return pathToFileURL(
    createRequire(from)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
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

/** The figures as lines a person reads; `detail` lists every reason under its kind of victory. */
export function formatFigures(f: SimulationFigures, title: string, detail = false): string[] {
  const pct = (n: number): string => `${((100 * n) / Math.max(1, f.games)).toFixed(1).padStart(5)}%`;
  const width = Math.max(...Object.keys(f.wins).map((s) => s.length), 8);
  const opts = Object.entries(f.options).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  const lines = [`${title} (${f.game}), ${f.games} games, seeds ${f.seeds}${opts.length ? `, ${opts.join(' ')}` : ''}`, '', 'wins by seat:'];
  for (const [seat, n] of Object.entries(f.wins)) lines.push(`  ${seat.padEnd(width)} ${String(n).padStart(6)} ${pct(n)}  (${f.bots[seat]})`);
  if (f.shared > 0) lines.push(`  shared wins: ${f.shared}`);
  if (f.noWinner > 0) lines.push(`  no winner: ${f.noWinner}`);
  lines.push('', 'wins by kind of victory:');
  for (const [kind, { games, reasons }] of Object.entries(f.kinds)) {
    const count = Object.keys(reasons).length;
    lines.push(`  ${String(games).padStart(6)} ${pct(games)}  ${kind}${!detail && count > 1 ? `  (${count} reasons)` : ''}`);
    if (detail) for (const [reason, n] of Object.entries(reasons)) lines.push(`  ${String(n).padStart(14)} ${pct(n)}  ${reason}`);
  }
  if (!detail && Object.values(f.kinds).some((k) => Object.keys(k.reasons).length > 1)) lines.push('  (--detail lists every reason under its kind)');
  lines.push('', `game length: mean ${f.length.mean} actions, min ${f.length.min}, max ${f.length.max}`);
  const levels = Object.entries(f.levels).filter(([level]) => level !== 'ungraded');
  if (levels.length > 0) {
    lines.push('', 'victory levels:');
    for (const [level, { games }] of Object.entries(f.levels)) lines.push(`  ${level.padEnd(10)} ${String(games).padStart(6)} ${pct(games)}`);
  }
  return lines;
}

/** A duration for the progress line: `42 s`, `3 min 05 s`, `1 h 02 min`. */
export function durationText(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** The progress line after `done` of `games` games in `seconds`: the count, the rate and the time left at that rate. */
export function progressText(done: number, games: number, seconds: number): string {
  const rate = seconds > 0 ? done / seconds : 0;
  const rateText = rate >= 10 ? rate.toFixed(0) : rate.toFixed(rate >= 1 ? 1 : 2);
  const left = done >= games ? 'done' : rate > 0 ? `${durationText((games - done) / rate)} left` : 'time left unknown';
  return `${done}/${games} games, ${rateText} games/s, ${left}`;
}

function progress(err: OutStream, games: number, clock: () => number): (done: number) => void {
  const started = clock();
  const seconds = (): number => (clock() - started) / 1000;
  if (err.isTTY === true) {
    return (done) => {
      const width = 30;
      const filled = Math.round((width * done) / games);
      err.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${progressText(done, games, seconds())}\x1b[K`);
      if (done === games) err.write('\r\x1b[K');
    };
  }
  // Progress comes a batch at a time, so a line is written when a tenth is crossed, not reached exactly.
  const step = Math.max(1, Math.ceil(games / 10));
  let written = 0;
  return (done) => {
    if (Math.floor(done / step) > Math.floor(written / step) || (done === games && written < games)) {
      written = done;
      err.write(`simulate: ${progressText(done, games, seconds())}\n`);
    }
  };
}

/**
 * `reglas simulate GAME [options]`: plays the games and writes the figures to standard output (JSON
 * with `--json`), the progress to standard error. Resolves with the exit code; a bad command line is
 * a `CliError` (exit 2), a failing game an `Error` (exit 1), which `runCli` prints in one line.
 */
export async function simulateCommand(argv: readonly string[], io: CommandIo, clock: () => number = () => performance.now()): Promise<number> {
  const args = parseCommand(SIMULATE, argv);
  const games = whole(args, 'games', 100);
  const workers = whole(args, 'workers', availableParallelism());
  const json = flag(args, 'json');
  const { plan, game, seats } = planOf(args);
  const started = clock();
  const onProgress = json && io.stderr.isTTY !== true ? undefined : progress(io.stderr, games, clock);
  const tally = await runSimulation(plan, games, { workers, onProgress });
  const figures = figuresOf(game.id, plan, seats, tally, formatBotSpec);
  if (json) println(io.stdout, JSON.stringify(figures));
  else {
    const seconds = (clock() - started) / 1000;
    const used = Math.min(workers, games);
    println(
      io.stdout,
      [...formatFigures(figures, game.title, flag(args, 'detail')), '', `${seconds.toFixed(1)} s on ${used} worker${used === 1 ? '' : 's'}`].join('\n'),
    );
  }
  return 0;
}
