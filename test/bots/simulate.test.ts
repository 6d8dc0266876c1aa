import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { batchSize, runSimulation, simulateCommand } from '../../src/cli/simulate.js';
import { EMPTY_TALLY, figuresOf, mergeTallies, playBatch, playPlanned, tallyOf, type SimulationPlan } from '../../src/cli/simulate-play.js';
import { formatBotSpec } from '../../src/bots/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The standalone command, spawned as a process under tsx. */
function spawn(args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/simulate-main.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The command in this process, its output gathered. */
async function run(args: string[], isTTY = false): Promise<{ code: number; out: string; err: string }> {
  const out = new PassThrough();
  const err = new PassThrough();
  let o = '';
  let e = '';
  out.on('data', (d: Buffer) => (o += d.toString()));
  err.on('data', (d: Buffer) => (e += d.toString()));
  const code = await simulateCommand(args, { out, err, isTTY });
  return { code, out: o, err: e };
}

describe('reglas simulate', () => {
  it('gives the same figures on 1 and 2 workers (spawned)', () => {
    const one = spawn(['taifa', '--games', '6', '--workers', '1', '--seed', 'same', '--json']);
    const two = spawn(['taifa', '--games', '6', '--workers', '2', '--seed', 'same', '--json']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.out).toBe(one.out);
    const f = JSON.parse(one.out);
    expect(f.game).toBe('taifa');
    expect(f.games).toBe(6);
    expect(f.seeds).toBe('same-0..same-5');
    const won = Object.values(f.wins as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(won).toBeGreaterThanOrEqual(6 - f.noWinner + f.shared);
    expect(Object.values(f.reasons as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(6);
    expect(f.length.min).toBeLessThanOrEqual(f.length.mean);
    expect(f.length.mean).toBeLessThanOrEqual(f.length.max);
    expect(f.levels).toEqual({ ungraded: { games: 6, share: 1 } });
  });

  it('an unknown game is one line listing the games, exit 2 (spawned)', () => {
    const r = spawn(['chess', '--games', '3']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe("reglas simulate: unknown game 'chess' (games: taifa, mar-y-acero, marYAcero, la-legion, laLegion)\n");
  });

  it('passes --mode and --level to Mar y Acero and counts the victory levels; plain progress lines off a terminal', async () => {
    const r = await run(['mar-y-acero', '--games', '3', '--workers', '1', '--mode', 'solitaire', '--level', '2', '--seed', 'lv']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Mar y Acero.*\(mar-y-acero\), 3 games, seeds lv-0\.\.lv-2, mode="solitaire" level=2/);
    expect(r.out).toMatch(/victory levels:\n {2}(decisive|important|minor) /);
    expect(r.out).toMatch(/game length: mean [0-9.]+ actions, min [0-9]+, max [0-9]+/);
    expect(r.err.trim().split('\n')).toEqual(['simulate: 1/3 games', 'simulate: 2/3 games', 'simulate: 3/3 games']);
  });

  it('seats the rule-driven bots for rules and a bot a seat in the order of play; a progress bar on a terminal', async () => {
    const r = await run(['taifa', '--games', '2', '--workers', '1', '--bots', 'random', 'rules', '--json'], true);
    expect(r.code).toBe(0);
    expect(r.err).toContain('\r[###############---------------] 1/2 games');
    const j = JSON.parse(r.out);
    expect(j.options).toEqual({ players: ['castilla'] });
    expect(j.bots).toEqual({ castilla: 'random', catalanes: 'rules', valencia: 'rules', sevilla: 'rules', badajoz: 'rules', leon: 'rules' });
  });

  it('bad command lines are one line and exit 2', async () => {
    const cases: [string[], string][] = [
      [['taifa', '--level', '1'], 'reglas simulate: taifa takes no --level\n'],
      [['mar-y-acero', '--level', '5'], "reglas simulate: mar-y-acero: --level: '5' is not one of its values\n"],
      [['mar-y-acero', '--level', '2'], 'reglas simulate: mar-y-acero: --level: a difficulty level (5.4) applies only to the solitaire mode\n'],
      [['taifa', '--games', 'ten'], "reglas simulate: --games takes a whole number from 1, not 'ten'\n"],
      [['taifa', '--bots', 'alphazero'], "reglas simulate: --bots: 'alphazero' is not a bot (bots: 'random', 'rules', 'heuristic', 'mcts[:N]', 'ismcts[:N]')\n"],
      [['taifa', '--frob'], 'reglas simulate: unknown option --frob\n'],
      [[], 'reglas simulate: which game? (games: taifa, mar-y-acero, marYAcero, la-legion, laLegion)\n'],
    ];
    for (const [args, line] of cases) {
      const r = await run(args);
      expect([r.code, r.err, r.out]).toEqual([2, line, '']);
    }
  });

  it('a failing game is one line and exit 1', async () => {
    const r = await run(['mar-y-acero', '--games', '1', '--workers', '1', '--bots', 'rules']);
    expect(r.code).toBe(1);
    expect(r.err).toBe("reglas simulate: invalid bot call: seat: spanish is a person's seat in this mar-y-acero game: it has no rule-driven bot\n");
  });

  it('the figures do not depend on the order the games finished in, nor on how they were split into tallies', () => {
    const plan: SimulationPlan = { gameKey: 'taifa', options: {}, prefix: 'order', bots: Object.fromEntries(['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'].map((s) => [s, { kind: 'random' as const }])) };
    const results = [0, 1, 2, 3, 4, 5].map((i) => playPlanned(plan, i));
    const seats = Object.keys(plan.bots);
    const whole = figuresOf('taifa', plan, seats, tallyOf(results), formatBotSpec);
    expect(figuresOf('taifa', plan, seats, tallyOf([...results].reverse()), formatBotSpec)).toEqual(whole);
    // As workers would: uneven batches, tallied apart, merged in another order, empty tallies among them.
    const split = mergeTallies([playBatch(plan, 5, 6), EMPTY_TALLY, tallyOf(results.slice(2, 5)), playBatch(plan, 0, 2)]);
    expect(JSON.stringify(figuresOf('taifa', plan, seats, split, formatBotSpec))).toBe(JSON.stringify(whole));
    expect(whole.length.min).toBe(Math.min(...results.map((r) => r.actions)));
    expect(whole.length.mean).toBe(Math.round((100 * results.reduce((a, r) => a + r.actions, 0)) / 6) / 100);
  });

  it('gives the same figures whatever the workers and the batch size (in this process)', async () => {
    const plan: SimulationPlan = { gameKey: 'taifa', options: {}, prefix: 'batches', bots: Object.fromEntries(['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'].map((s) => [s, { kind: 'random' as const }])) };
    const seats = Object.keys(plan.bots);
    const expected = JSON.stringify(figuresOf('taifa', plan, seats, tallyOf([...Array(9).keys()].map((i) => playPlanned(plan, i))), formatBotSpec));
    for (const [workers, batch] of [[1, 2], [2, 1], [3, 20]] as const) {
      const seen: number[] = [];
      const tally = await runSimulation(plan, 9, { workers, batch, onProgress: (done) => seen.push(done) });
      expect([workers, batch, JSON.stringify(figuresOf('taifa', plan, seats, tally, formatBotSpec))]).toEqual([workers, batch, expected]);
      expect(seen.at(-1)).toBe(9);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    }
  });

  it('batches: at least one game, at most 32, about 64 a worker', () => {
    expect(batchSize(3, 2)).toBe(1);
    expect(batchSize(600, 2)).toBe(4);
    expect(batchSize(6000, 1)).toBe(32);
    expect(batchSize(1_000_000, 2)).toBe(32);
  });
});
