import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { batchSize, durationText, progressText, runSimulation } from '../../src/cli/simulate.js';
import { runCli } from '../../src/cli/run.js';
import { EMPTY_TALLY, figuresOf, mergeTallies, playBatch, playPlanned, tallyOf, type SimulationPlan } from '../../src/cli/simulate-play.js';
import { BOT_SPEC_FORMS, formatBotSpec } from '../../src/bots/index.js';

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
  Object.assign(err, { isTTY });
  const code = await runCli(['simulate', ...args], { stdin: process.stdin, stdout: out, stderr: err });
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
    expect(r.err).toBe("reglas: unknown game 'chess': the games are taifa, mar-y-acero, la-legion, al-filo\n");
  });

  it('passes --mode and --level to Mar y Acero and counts the victory levels; plain progress lines off a terminal', async () => {
    const r = await run(['mar-y-acero', '--games', '3', '--workers', '1', '--mode', 'solitaire', '--level', '2', '--seed', 'lv']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Mar y Acero.*\(mar-y-acero\), 3 games, seeds lv-0\.\.lv-2, mode="solitaire" level=2/);
    expect(r.out).toMatch(/victory levels:\n {2}(decisive|important|minor) /);
    expect(r.out).toMatch(/game length: mean [0-9.]+ actions, min [0-9]+, max [0-9]+/);
    expect(
      r.err
        .trim()
        .split('\n')
        .map((l) => l.replace(/, [0-9.]+ games\/s, .*/, '')),
    ).toEqual(['simulate: 1/3 games', 'simulate: 2/3 games', 'simulate: 3/3 games']);
    expect(r.err).toMatch(/^simulate: 3\/3 games, [0-9.]+ games\/s, done$/m);
  });

  it('seats the rule-driven bots for rules and a bot a seat in the order of play; a progress bar on a terminal', async () => {
    const r = await run(['taifa', '--games', '2', '--workers', '1', '--bots', 'random', 'rules', '--json'], true);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/\r\[###############---------------\] 1\/2 games, [0-9.]+ games\/s, (\d+ s left|time left unknown)/);
    const j = JSON.parse(r.out);
    expect(j.options).toEqual({ players: ['castilla'] });
    expect(j.bots).toEqual({ castilla: 'random', catalanes: 'rules', valencia: 'rules', sevilla: 'rules', badajoz: 'rules', leon: 'rules' });
  });

  it('bad command lines are one line and exit 2', async () => {
    const cases: [string[], string | RegExp][] = [
      [['taifa', '--level', '1'], 'reglas: taifa has no --level\n'],
      [['mar-y-acero', '--level', '5'], "reglas: --level 5: mar-y-acero's values are 0, 1, 2\n"],
      [['mar-y-acero', '--level', '2'], 'reglas: bad options for mar-y-acero: options.level: a difficulty level (5.4) applies only to the solitaire mode\n'],
      [['taifa', '--games', 'ten'], "reglas: --games takes a whole number from 1, not 'ten'\n"],
      [['taifa', '--bots', 'alphazero'], `reglas: --bots: 'alphazero' is not a bot (bots: ${BOT_SPEC_FORMS})\n`],
      [['taifa', '--frob'], /^reglas: simulate: unknown option --frob: the options are --games, --workers, --seed, --bots, .* \(reglas help simulate\)\n$/],
      [[], 'reglas: name a game: taifa, mar-y-acero, la-legion, al-filo\n'],
      [
        ['mar-y-acero', '--mode', 'solitaire', '--bots', 'rules'],
        /^reglas: --bots: 'spanish' has no rule-driven bot in this mar-y-acero game, so it cannot be 'rules'; /,
      ],
      [['la-legion', '--bots', 'rules'], /^reglas: --bots: '(moroccan|spanish)' has no rule-driven bot in this la-legion game/],
    ];
    for (const [args, line] of cases) {
      const r = await run(args);
      expect([r.code, r.err, r.out]).toEqual([2, typeof line === 'string' ? line : expect.stringMatching(line), '']);
    }
  });

  it('the progress line gives the rate and the time left at that rate', () => {
    expect(progressText(0, 100, 0)).toBe('0/100 games, 0.00 games/s, time left unknown');
    expect(progressText(25, 100, 5)).toBe('25/100 games, 5.0 games/s, 15 s left');
    expect(progressText(500, 10_000, 2)).toBe('500/10000 games, 250 games/s, 38 s left');
    expect(progressText(100, 100, 4)).toBe('100/100 games, 25 games/s, done');
    expect([durationText(59.6), durationText(185), durationText(3720)]).toEqual(['1 min 00 s', '3 min 05 s', '1 h 02 min']);
  });

  it('groups the reasons into the kinds of victory; no level section for a game without levels', async () => {
    const r = await run(['taifa', '--games', '4', '--workers', '1', '--seed', 'kinds']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/wins by kind of victory:\n( +\d+ +[0-9.]+% {2}(most castles|sudden victory).*\n)+/);
    expect(r.out).not.toContain('ungraded');
    expect(r.out).not.toContain('victory levels');
    const j = JSON.parse((await run(['taifa', '--games', '4', '--workers', '1', '--seed', 'kinds', '--json'])).out);
    const kinds = j.kinds as Record<string, { games: number; reasons: Record<string, number> }>;
    expect(Object.values(kinds).reduce((n, k) => n + k.games, 0)).toBe(4);
    expect(Object.assign({}, ...Object.values(kinds).map((k) => k.reasons))).toEqual(j.reasons);
  });

  it('the figures do not depend on the order the games finished in, nor on how they were split into tallies', () => {
    const plan: SimulationPlan = {
      gameKey: 'taifa',
      options: {},
      prefix: 'order',
      bots: Object.fromEntries(['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'].map((s) => [s, { kind: 'random' as const }])),
    };
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
    const plan: SimulationPlan = {
      gameKey: 'taifa',
      options: {},
      prefix: 'batches',
      bots: Object.fromEntries(['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'].map((s) => [s, { kind: 'random' as const }])),
    };
    const seats = Object.keys(plan.bots);
    const expected = JSON.stringify(figuresOf('taifa', plan, seats, tallyOf([...Array(9).keys()].map((i) => playPlanned(plan, i))), formatBotSpec));
    for (const [workers, batch] of [
      [1, 2],
      [2, 1],
      [3, 20],
    ] as const) {
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
