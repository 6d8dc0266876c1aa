/**
 * `npm run bench`: speed of every registered game, measured here, on this machine.
 * For each game and mode: `apply` and `legalActions` calls per second over positions from
 * random playouts, whole random playouts per second, the average game length and state
 * size, and how `apply` costs late in a game against early (it must not grow). Then one
 * peer comparison: the example game Pig on our kernel against boardgame.io's reducer.
 * Each mode is warmed up first (`BENCH_WARM_SECONDS`, 3 by default) and each figure is timed
 * over `BENCH_SECONDS` (1.5). `--json` prints one JSON object per game instead.
 */
import { readFileSync } from 'node:fs';
import { createRng, games, seededDice, type AnyGame } from '../src/index.js';
import { pig } from '../examples/pig/pig.js';
import { bgioApply, bgioLegal, bgioSetup } from './bgio-pig.js';
import { benchTargets, type BenchTarget } from '../scripts/targets.js';
import { runSimulation, type WorkerEntry } from '../src/cli/simulate.js';
import { beginMove, movingLegal } from '../src/games/al-filo/movement.js';
import { reachOf } from '../src/games/al-filo/reach.js';
import { MUSLIM, UNITS_OF_SIDE, unitIndex } from '../src/games/al-filo/pieces.js';
import { hexFigures } from './hex.js';
import type { SimulationPlan } from '../src/cli/simulate-play.js';

const json = process.argv.includes('--json');
/**
 * `--game <id>` measures one game only (its modes and no peer comparison), for quick checks; `--game pig`
 * runs the peer comparison alone, `--game simulate` the speed-up of `reglas simulate` alone (`--game taifa` includes it),
 * `--game hex` the hex module's micro-bench alone.
 */
const gameArg = process.argv.indexOf('--game');
const only = gameArg >= 0 ? process.argv[gameArg + 1] : undefined;
const seconds = Number(process.env.BENCH_SECONDS ?? '1.5');
/**
 * How long each mode is played before it is measured. V8 keeps optimising an engine of this size
 * for a second or two (Mar y Acero plays at about a third of its speed in its first half second,
 * and reaches its steady speed after one to two seconds); a shorter warm-up measures the compiler.
 */
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? '3');

interface Figures {
  game: string;
  mode: string;
  applyPerSec: number;
  legalActionsPerSec: number;
  playoutsPerSec: number;
  avgActionsPerGame: number;
  stateBytes: number;
  lateToEarlyApplyCost: number;
}

/** A cheap deterministic chooser so the bench measures the game, not the chooser. */
function chooser(seed: string): (n: number) => number {
  const dice = seededDice(createRng(seed));
  return (n) => dice.below(n);
}

function playout(game: AnyGame, options: object, pick: (n: number) => number, record?: { states: unknown[]; actions: unknown[]; index: number[] }): number {
  let state = game.setup(options);
  let steps = 0;
  for (;;) {
    const legal = game.legalActions(state);
    if (legal.length === 0) return steps;
    const action = legal[pick(legal.length)];
    if (record) {
      record.states.push(state);
      record.actions.push(action);
      record.index.push(steps);
    }
    state = game.apply(state, action);
    steps++;
    if (steps > 1_000_000) throw new Error(`${game.id}: a playout did not end in 1,000,000 actions`);
  }
}

function timed(run: () => number, budget: number): { perSec: number; count: number } {
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budget * 1000) {
    count += run();
    elapsed = performance.now() - start;
  }
  return { perSec: (count * 1000) / elapsed, count };
}

function measure(target: BenchTarget): Figures {
  const { game } = target;
  // Whole playouts from fixed seeds.
  let seedIndex = 0;
  let totalSteps = 0;
  let playouts = 0;
  const pick = chooser(`bench:${target.mode}`);
  // Warm the JIT first, so the games measured are not charged for compiling the engine (see warmSeconds).
  const warm = chooser(`warm:${target.mode}`);
  let warmIndex = 0;
  timed(() => {
    playout(game, target.options(`warm-${warmIndex++}`), warm);
    return 1;
  }, warmSeconds);
  const play = timed(() => {
    totalSteps += playout(game, target.options(`bench-${seedIndex++}`), pick);
    playouts++;
    return 1;
  }, seconds);
  // A sample of positions with the action played in each.
  const sample = { states: [] as unknown[], actions: [] as unknown[], index: [] as number[] };
  const samplePick = chooser(`sample:${target.mode}`);
  for (let i = 0; i < 20; i++) playout(game, target.options(`sample-${i}`), samplePick, sample);
  const n = sample.states.length;
  const apply = timed(() => {
    for (let i = 0; i < n; i++) game.apply(sample.states[i], sample.actions[i]);
    return n;
  }, seconds / 2);
  const legal = timed(() => {
    for (let i = 0; i < n; i++) game.legalActions(sample.states[i]);
    return n;
  }, seconds / 2);
  // apply cost in the last quarter of games against the first quarter.
  const maxIndex = Math.max(...sample.index);
  const early: number[] = [];
  const late: number[] = [];
  for (const [i, k] of sample.index.entries()) (k < maxIndex / 4 ? early : k > (3 * maxIndex) / 4 ? late : []).push(i);
  const costOf = (ids: number[]): number => {
    if (ids.length === 0) return NaN;
    const t = timed(() => {
      for (const i of ids) game.apply(sample.states[i], sample.actions[i]);
      return ids.length;
    }, seconds / 4);
    return 1 / t.perSec;
  };
  const ratio = costOf(late) / costOf(early);
  let bytes = 0;
  for (const s of sample.states) bytes += JSON.stringify(s).length;
  return {
    game: game.id,
    mode: target.mode,
    applyPerSec: Math.round(apply.perSec),
    legalActionsPerSec: Math.round(legal.perSec),
    playoutsPerSec: Math.round(play.perSec * 10) / 10,
    avgActionsPerGame: Math.round((totalSteps / playouts) * 10) / 10,
    stateBytes: Math.round(bytes / n),
    lateToEarlyApplyCost: Math.round(ratio * 100) / 100,
  };
}

function bgioPlayoutsPerSec(): number {
  let seed = 0;
  const pick = chooser('bench:bgio');
  return timed(() => {
    let state = bgioSetup(`bench-${seed++}`);
    for (;;) {
      const legal = bgioLegal(state);
      if (legal.length === 0) return 1;
      state = bgioApply(state, legal[pick(legal.length)]!.move);
    }
  }, seconds).perSec;
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

const targets = benchTargets(games as Record<string, AnyGame>).filter((t) => only === undefined || t.game.id === only);
if (targets.length === 0 && only !== undefined && only !== pig.id && only !== 'simulate' && only !== 'hex') {
  console.error(
    `--game ${only}: no such game (games: ${[...Object.values(games as Record<string, AnyGame>).map((g) => g.id), pig.id, 'simulate', 'hex'].join(', ')})`,
  );
  process.exit(2);
}
const results = targets.map(measure);
const peer = only === undefined || only === pig.id;
const pigOurs = peer ? measure({ game: pig, mode: 'example', options: (seed) => ({ seed }) }) : null;
const pigBgio = peer ? bgioPlayoutsPerSec() : NaN;
const ratio = pigOurs ? pigOurs.playoutsPerSec / pigBgio : NaN;

/** CPU time the whole machine spent busy, in ms, where Linux tells it (`/proc/stat`), to tell a quiet machine from a busy one. */
function machineBusyMs(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user, nice, system, irq, softirq, steal (USER_HZ, 100 a second on Linux)
    return [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + (fields[i] ?? 0), 0) * 10;
  } catch {
    return null;
  }
}

interface SimulateRun {
  /** The whole run, workers' start-up and JIT warm-up included, in seconds. */
  seconds: number;
  /** Seconds from the start of the run until each checkpoint's games were done. */
  reached: number[];
  /** Cores busy with work other than this bench during the run (null off Linux). */
  otherCores: number | null;
}

/** A checkpoint of a simulate run: after this many games, how long each run had taken, and the ratio. */
interface SimulateCheckpoint {
  games: number;
  oneWorker: number;
  twoWorkers: number;
  speedup: number;
}

/**
 * `reglas simulate`'s speed-up from 1 to 2 worker threads: the same random Taifa games
 * (`BENCH_SIMULATE_GAMES`, 100,000 by default), timed on 1 and on 2 workers, each run from the
 * start of its workers (the baseline is a worker thread too, so both pay the same start-up). Each
 * worker compiles the engine for itself: its first few hundred games run at a third of its speed,
 * and while one worker's compiler has the other core to itself, two workers' compilers take their
 * time from the games. That costs half a second to a second a run, which a short run cannot hide;
 * so the same two runs are also read at checkpoints (how long each took to finish its first 1,000,
 * 6,000, 20,000 and 60,000 games), which show how the speed-up grows with the size of a run. This bench
 * runs as one bundle, so the worker is bundled beside it first.
 */
async function simulateSpeedup(): Promise<{ games: number; checkpoints: SimulateCheckpoint[]; otherCores: number | null }> {
  const esbuild = 'esbuild';
  const { build } = (await import(esbuild)) as typeof import('esbuild');
  const outfile = `${process.cwd()}/.tmp/simulate-worker.mjs`;
  await build({
    entryPoints: ['src/cli/simulate-worker.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'warning',
    tsconfig: 'tsconfig.json',
  });
  const workerEntry: WorkerEntry = { file: new URL(`file://${outfile}`), typescript: false };
  const games = Number(process.env.BENCH_SIMULATE_GAMES ?? '100000');
  if (!Number.isSafeInteger(games) || games < 2)
    throw new Error(`BENCH_SIMULATE_GAMES must be a whole number from 2, not '${process.env.BENCH_SIMULATE_GAMES}'`);
  const checkpoints = [...[1000, 6000, 20000, 60000].filter((n) => n < games), games];
  const seats = ['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'];
  const plan: SimulationPlan = {
    gameKey: 'taifa',
    options: {},
    prefix: 'bench-simulate',
    bots: Object.fromEntries(seats.map((s) => [s, { kind: 'random' as const }])),
  };
  await runSimulation(plan, Math.min(games, 40), { workers: 2, workerEntry }); // warm the disk cache and the bundle
  const run = async (workers: number): Promise<SimulateRun> => {
    const busy = machineBusyMs();
    const cpu = process.cpuUsage();
    const start = performance.now();
    const reached: number[] = [];
    await runSimulation(plan, games, {
      workers,
      workerEntry,
      onProgress: (done) => {
        while (reached.length < checkpoints.length && done >= (checkpoints[reached.length] as number)) reached.push((performance.now() - start) / 1000);
      },
    });
    const end = performance.now();
    const used = process.cpuUsage(cpu);
    const busyAfter = machineBusyMs();
    return {
      seconds: (end - start) / 1000,
      reached,
      otherCores: busy === null || busyAfter === null ? null : Math.max(0, (busyAfter - busy - (used.user + used.system) / 1000) / (end - start)),
    };
  };
  const one = await run(1);
  const two = await run(2);
  const r2 = (x: number): number => Math.round(x * 100) / 100;
  const others = [one.otherCores, two.otherCores];
  return {
    games,
    checkpoints: checkpoints.map((n, i) => {
      const a = one.reached[i] ?? one.seconds;
      const b = two.reached[i] ?? two.seconds;
      return { games: n, oneWorker: r2(a), twoWorkers: r2(b), speedup: r2(a / b) };
    }),
    otherCores: others.includes(null) ? null : r2(Math.max(...(others as number[]))),
  };
}
const simulate = only === undefined || only === 'taifa' || only === 'simulate' ? await simulateSpeedup() : null;
const hex = only === undefined || only === 'hex' ? hexFigures(seconds, Math.min(warmSeconds, 1)) : null;

/**
 * ¡Al filo de la espada!'s decisions, what a bot pays for one: every unit of a side listed for its
 * move (the activation's list, then each unit's first steps and turns), and the search of every
 * place a 10-MP light horse can reach (`reach`), from the standard deployment.
 */
function alFiloDecisions(): { sideListMs: number; units: number; cavalryReachUs: number; places: number } {
  const s = games.alFilo.setup({ seed: 'bench-decisions' });
  const side = UNITS_OF_SIDE[MUSLIM]!;
  const listSide = (): number => {
    let n = 0;
    for (const u of side) n += movingLegal(s, beginMove(s, u, -1, 'command')).length;
    return n;
  };
  const cavalry = unitIndex('maysarah-cl-1');
  timed(() => listSide(), warmSeconds / 3);
  const sideList = timed(() => (listSide(), 1), seconds / 2);
  timed(() => reachOf(s, cavalry).length, warmSeconds / 3);
  let places = 0;
  const reach = timed(() => {
    places = reachOf(s, cavalry).length;
    return 1;
  }, seconds / 2);
  return { sideListMs: Math.round((1000 / sideList.perSec) * 1000) / 1000, units: side.length, cavalryReachUs: Math.round(1e6 / reach.perSec), places };
}
const decisions = only === undefined || only === 'al-filo' ? alFiloDecisions() : null;

if (json) {
  for (const r of pigOurs ? [...results, pigOurs] : results) console.log(JSON.stringify(r));
  if (simulate) console.log(JSON.stringify({ game: 'taifa', mode: 'reglas simulate, random bots', ...simulate }));
  if (decisions) console.log(JSON.stringify({ game: 'al-filo', mode: 'decisions', ...decisions }));
  if (hex) console.log(JSON.stringify({ module: 'hex', map: '33 x 20', figures: hex.map((f) => ({ what: f.what, perSec: Math.round(f.perSec) })) }));
  if (pigOurs)
    console.log(
      JSON.stringify({ game: 'pig', mode: 'boardgame.io reducer', playoutsPerSec: Math.round(pigBgio * 10) / 10, speedup: Math.round(ratio * 10) / 10 }),
    );
} else {
  console.log(`reglas bench, node ${process.version}, ${seconds}s per figure after ${warmSeconds}s of warm-up a mode\n`);
  for (const r of pigOurs ? [...results, pigOurs] : results) {
    console.log(`${r.game} (${r.mode})`);
    console.log(`  apply            ${fmt(r.applyPerSec)} /s`);
    console.log(`  legalActions     ${fmt(r.legalActionsPerSec)} /s`);
    console.log(`  random playouts  ${r.playoutsPerSec.toLocaleString('en-US')} /s  (${r.avgActionsPerGame} actions a game)`);
    console.log(`  state size       ${fmt(r.stateBytes)} bytes of JSON`);
    console.log(`  apply late/early ${r.lateToEarlyApplyCost}  (cost of apply in the last quarter of games over the first)`);
  }
  if (decisions) {
    console.log(`\nal-filo decisions, from the standard deployment:`);
    console.log(`  a side's moves listed unit by unit  ${decisions.sideListMs} ms  (${decisions.units} units: each unit's first steps and turns)`);
    console.log(`  reach of a 10-MP light horse        ${decisions.cavalryReachUs} µs  (${decisions.places} hex-and-facing places)`);
  }
  if (simulate) {
    console.log(
      `\nreglas simulate, ${fmt(simulate.games)} random Taifa games (BENCH_SIMULATE_GAMES) on 1 and 2 worker threads, timed from the start of the workers:`,
    );
    console.log(`  games      1 worker    2 workers   speed-up`);
    for (const c of simulate.checkpoints) {
      console.log(
        `  ${fmt(c.games).padEnd(10)} ${`${c.oneWorker} s`.padEnd(11)} ${`${c.twoWorkers} s`.padEnd(11)} ${c.speedup}x${c.games === simulate.games ? '  (the whole run)' : ''}`,
      );
    }
    if (simulate.otherCores !== null)
      console.log(
        `  other work ${simulate.otherCores} cores busy at most during a run${simulate.otherCores >= 0.1 ? ': the machine was busy, repeat on a quiet one' : ''}`,
      );
  }
  if (hex) {
    console.log(`\nreglas/hex on a 33 x 20 map (Las Navas' size), one hex in six blocking sight:`);
    for (const f of hex) console.log(`  ${f.what.padEnd(42)} ${fmt(f.perSec)} /s`);
  }
  if (!pigOurs) process.exit(0);
  console.log(`\npeer comparison, the same game (Pig) side by side:`);
  console.log(`  reglas kernel             ${pigOurs.playoutsPerSec.toLocaleString('en-US')} playouts/s`);
  console.log(`  boardgame.io reducer      ${(Math.round(pigBgio * 10) / 10).toLocaleString('en-US')} playouts/s`);
  console.log(`  ratio                     ${Math.round(ratio * 10) / 10}x`);
}
