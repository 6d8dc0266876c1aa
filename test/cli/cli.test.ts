/**
 * The `reglas` command spawned as a process: play, replay, repl through piped stdin, and its errors
 * (one line, the right exit code, no stack trace). The source is bundled once with esbuild and run
 * on plain node (as scripts/bundle-run.mjs does: tsx's loader costs about a second a process);
 * one test runs it through tsx as `npm run reglas` does.
 */
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, replay } from 'reglas';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'reglas-cli-'));
const bundle = join(dir, 'reglas.mjs');

beforeAll(async () => {
  await build({
    entryPoints: [join(root, 'src/cli/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    logLevel: 'warning',
    tsconfig: join(root, 'tsconfig.json'),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `reglas ...args` (the bundled source; with `tsx`, the TypeScript source through tsx), `input` piped to its stdin. */
function reglas(args: readonly string[], input = '', tsx = false): Promise<Run> {
  return new Promise((resolve, reject) => {
    const entry = tsx ? ['--import', 'tsx', 'src/cli/main.ts'] : [bundle];
    const child = spawn(process.execPath, [...entry, ...args], { cwd: root, env: { ...process.env, REGLAS_DEBUG: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The one-line error of a failed run: exactly one line, no stack frames. */
function oneLine(run: Run): string {
  const lines = run.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stdout).toBe('');
  return lines[0] as string;
}

/** The position JSON that `replay` prints, between its heading and what follows it. */
function printedPosition(out: string): unknown {
  const lines = out.split('\n');
  const start = lines.findIndex((l) => l.startsWith('position (JSON'));
  const end = lines.findIndex((l, i) => i > start && l === '}');
  return JSON.parse(lines.slice(start + 1, end + 1).join('\n'));
}

describe.concurrent('reglas (spawned)', () => {
  it('plays Taifa to its end: exit 0, every action, the outcome line, the same account for the same seed', async () => {
    const [a, b] = await Promise.all([reglas(['play', 'taifa', '--seed', 'cli-1']), reglas(['play', 'taifa', '--seed', 'cli-1'])]);
    expect(a.code).toBe(0);
    expect(a.stderr).toBe('');
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout.split('\n')[0]).toBe('Taifa (taifa), options {"seed":"cli-1"}');
    const actions = a.stdout.split('\n').filter((l) => /^ *\d+\. /.test(l));
    expect(actions.length).toBeGreaterThan(50);
    expect(actions[0]).toMatch(/^ {4}1\. castilla: Castilla /);
    expect(a.stdout).toMatch(/^ {6}· .*\[5\.3\]\n {10}rolls: d6=\d \(incursion\)/m);
    expect(a.stdout).toMatch(/^ {10}modifiers: .* \+\d \[[\d.]+\]/m);
    expect(a.stdout).toMatch(/^outcome: winners \w+(, \w+)*; reason: .+; score: castilla \d+, /m);
    expect(a.stdout).toContain(`ended after ${actions.length} actions`);
  });

  it('play --json is JSON Lines that replay reads back to the same final position and outcome', async () => {
    const played = await reglas(['play', 'mar-y-acero', '--seed', 'cli-2', '--mode', 'solitaire', '--bots', 'random', 'rules', '--json']);
    expect(played.code).toBe(0);
    const records = played.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records[0]).toMatchObject({ kind: 'options', game: 'mar-y-acero', options: { seed: 'cli-2', mode: 'solitaire' }, seats: ['spanish', 'indigenous'] });
    expect(records.at(-1)).toMatchObject({ kind: 'outcome' });
    const actions = records.filter((r) => r.kind === 'action');
    expect(actions.map((r) => r.step)).toEqual(actions.map((_, i) => i + 1));
    expect(records.some((r) => r.kind === 'event' && r.step === 0)).toBe(true);
    // Solitaire with rule bots: the Nitayno's seat plays only `bot` actions.
    expect(actions.filter((r) => r.seat === 'indigenous').every((r) => (r.action as { type: string }).type === 'bot')).toBe(true);
    const file = join(dir, 'mya.jsonl');
    writeFileSync(file, played.stdout);
    const replayed = await reglas(['replay', file, '--position']);
    expect(replayed.code).toBe(0);
    const game = games.marYAcero;
    const expected = replay(game, records[0]!.options as never, actions.map((r) => r.action) as never);
    expect(printedPosition(replayed.stdout)).toEqual(JSON.parse(JSON.stringify(game.position(expected.state))));
    const outcome = (records.at(-1) as { outcome: { winners: string[] } }).outcome;
    expect(replayed.stdout).toContain('the game has ended');
    expect(replayed.stdout).toMatch(new RegExp(`^outcome: winners ${outcome.winners.join(', ')}; `, 'm'));
  });

  it('play --save writes { game, options, actions }; replay --at N shows that position and its legal actions', async () => {
    const file = join(dir, 'taifa.json');
    const played = await reglas(['play', 'taifa', '--seed', 'cli-3', '--bots', 'rules', '--save', file]);
    expect(played.code).toBe(0);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { game: string; options: object; actions: { type: string }[] };
    expect(saved.game).toBe('taifa');
    expect(saved.options).toEqual({ players: [], seed: 'cli-3' });
    expect(saved.actions.every((a) => a.type === 'bot')).toBe(true);
    const replayed = await reglas(['replay', file, '--at', '3', '--position']);
    expect(replayed.code).toBe(0);
    const out = replayed.stdout.split('\n');
    expect(out.filter((l) => /^ *\d+\. \w+: /.test(l))).toHaveLength(3);
    expect(out).toContain(`position after 3 of ${saved.actions.length} actions:`);
    const expected = replay(games.taifa, saved.options as never, saved.actions.slice(0, 3) as never);
    expect(printedPosition(replayed.stdout)).toEqual(JSON.parse(JSON.stringify(games.taifa.position(expected.state))));
    const seat = games.taifa.activePlayer(expected.state);
    expect(replayed.stdout).toContain(`to decide: ${seat}; 1 legal action:\n    1. `);
    expect(replayed.stdout).toContain('{"type":"bot"}');
  });

  it('play --svg DIR draws the opening, the first position of each turn and the end (reglas/render)', async () => {
    const pics = join(dir, 'pictures');
    const played = await reglas(['play', 'taifa', '--seed', 'cli-svg', '--bots', 'rules', '--svg', pics]);
    expect(played.code).toBe(0);
    const files = readdirSync(pics).sort();
    // Zero-padded to the width of --max-steps (100000 by default), so the names sort in the order of play.
    expect(files[0]).toBe('000000-start.svg');
    expect(files.filter((f) => /^\d{6}-turn-\d\.svg$/.test(f)).map((f) => f.replace(/^\d+-/, ''))).toEqual(['turn-2.svg', 'turn-3.svg']);
    expect(files[files.length - 1]).toMatch(/^\d{6}-end\.svg$/);
    const steps = files.map((f) => Number(f.slice(0, 6)));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    for (const f of files) expect(readFileSync(join(pics, f), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\n?$/);
  });

  it('an illegal action in a replay file: one line naming its index, the action, code and rule; exit 1', async () => {
    const game = games.taifa;
    const state = game.setup({ seed: 'cli-4' });
    const first = game.legalActions(state)[0];
    const file = join(dir, 'illegal.json');
    writeFileSync(file, JSON.stringify({ game: 'taifa', options: { seed: 'cli-4' }, actions: [first, { type: 'bot' }] }));
    const run = await reglas(['replay', file]);
    expect(run.code).toBe(1);
    expect(oneLine(run)).toMatch(/^reglas: .*illegal\.json: actions\[1\] \{"type":"bot"\} \(step 2\) is illegal: [a-z-]+, rule [\w.]+: /);
  });

  it('a bad replay file, an unknown game (play and repl), a bad option or flag: one line and exit 2', async () => {
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, 'hello\n');
    const wrongShape = join(dir, 'shape.json');
    writeFileSync(wrongShape, JSON.stringify({ game: 'taifa', options: { seed: 'x' }, actions: 'none' }));
    const [missing, bad, shape, unknown, option, level, flag, repl] = await Promise.all([
      reglas(['replay', join(dir, 'missing.json')]),
      reglas(['replay', notJson]),
      reglas(['replay', wrongShape]),
      reglas(['play', 'pig']),
      reglas(['play', 'taifa', '--scenario', 'armada']),
      reglas(['play', 'mar-y-acero', '--level', '2']),
      reglas(['play', 'taifa', '--fast']),
      reglas(['repl', 'pig']),
    ]);
    for (const run of [missing, bad, shape, unknown, option, level, flag, repl]) expect(run.code).toBe(2);
    expect(oneLine(missing)).toMatch(/cannot read .*missing\.json: no such file/);
    expect(oneLine(bad)).toMatch(/not\.json: line 1 is not JSON/);
    expect(oneLine(shape)).toMatch(/shape\.json: "actions" must be an array/);
    expect(oneLine(unknown)).toBe("reglas: unknown game 'pig': the games are taifa, mar-y-acero, la-legion, al-filo");
    expect(oneLine(option)).toBe("reglas: --scenario armada: taifa's values are standard, el-cid");
    expect(oneLine(level)).toMatch(/^reglas: bad options for mar-y-acero: options\.level: a difficulty level \(5\.4\) applies only to the solitaire mode$/);
    expect(oneLine(flag)).toMatch(/^reglas: play: unknown option --fast: the options are --seed, --bots, .*--max-steps \(reglas help play\)$/);
    expect(oneLine(repl)).toBe("reglas: unknown game 'pig': the games are taifa, mar-y-acero, la-legion, al-filo");
  });

  it('a bad output path (--save into a missing folder or onto a folder, --svg at a file): one line and exit 2, before playing', async () => {
    const file = join(dir, 'a-file.txt');
    writeFileSync(file, 'x');
    const [missingFolder, folder, svgAtFile] = await Promise.all([
      reglas(['play', 'taifa', '--save', join(dir, 'no-such-folder', 'game.json')]),
      reglas(['play', 'taifa', '--save', dir]),
      reglas(['play', 'taifa', '--svg', file]),
    ]);
    for (const run of [missingFolder, folder, svgAtFile]) expect(run.code).toBe(2);
    expect(oneLine(missingFolder)).toMatch(/^reglas: --save .*game\.json: the folder .*no-such-folder does not exist$/);
    expect(oneLine(folder)).toMatch(/^reglas: --save .*: that is a folder; give a file name$/);
    expect(oneLine(svgAtFile)).toMatch(/^reglas: --svg .*a-file\.txt: that is a file, not a folder$/);
  });

  it('a replay file whose action nests 10,000 deep: a one-line refusal naming the field, not a stack overflow', async () => {
    let deep = '1';
    for (let i = 0; i < 10_000; i++) deep = `{"a":${deep}}`;
    const file = join(dir, 'deep.json');
    writeFileSync(file, `{"game":"taifa","options":{"seed":"x"},"actions":[{"type":"attack","area":${deep}}]}`);
    const run = await reglas(['replay', file]);
    expect(run.code).toBe(1);
    const line = oneLine(run);
    expect(line).toMatch(/deep\.json: actions\[0\] \{"type":"attack","area":\{"a":\{"a":\{…\}\}\}\} \(step 1\) is malformed: .*action\.area/);
    expect(line.length).toBeLessThan(400);
  });

  it('help: reglas --help, reglas help COMMAND, COMMAND --help; simulate of an unknown game is one line', async () => {
    const [main, play, flag, simulate, unknown] = await Promise.all([
      reglas(['--help'], '', true),
      reglas(['help', 'play']),
      reglas(['replay', '--help']),
      reglas(['simulate', 'pig', '--games', '2']),
      reglas(['fly']),
    ]);
    expect(main.code).toBe(0);
    expect(main.stdout).toMatch(/^usage: reglas COMMAND/m);
    for (const c of ['play', 'replay', 'repl', 'simulate', 'help']) expect(main.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
    expect(main.stdout).toContain('games: taifa, mar-y-acero, la-legion, al-filo');
    expect(play.code).toBe(0);
    expect(play.stdout).toMatch(/^reglas play GAME/);
    expect(play.stdout).toContain('--bots SPEC...');
    expect(flag.code).toBe(0);
    expect(flag.stdout).toMatch(/^reglas replay FILE \[options\]\n/);
    expect(flag.stdout).toMatch(/^ {2}--at N +the number of actions to replay/m);
    expect(simulate.code).toBe(2);
    expect(oneLine(simulate)).toMatch(/unknown game 'pig'/);
    expect(unknown.code).toBe(2);
    expect(oneLine(unknown)).toMatch(/^reglas: unknown command 'fly': the commands are play, replay, repl, simulate, serve, help/);
  });

  it('repl: helpers driven through piped stdin', async () => {
    const input = ['legal()', 'dice(6, 1)', 'play(11)', 'why()', 'undo()', 'play(999)', 'state().turn', 'show()', ''].join('\n');
    const run = await reglas(['repl', 'taifa', '--seed', 'cli-5'], input);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const out = run.stdout;
    expect(out).toContain('Taifa (taifa), options {"seed":"cli-5"}');
    const game = games.taifa;
    const state = game.setup({ seed: 'cli-5' });
    const legal = game.legalActions(state);
    expect(out).toContain(`   1. ${game.describe(state, legal[0]!)}  ${JSON.stringify(legal[0])}`);
    expect(out).toContain(`    1. castilla: ${game.describe(state, legal[10]!)}`);
    expect(out).toContain('      (dice forced: 6, 1)');
    expect(out).toMatch(/^ {10}rolls: d6=6 \(incursion\)$/m);
    expect(out).toMatch(/^ {10}rolls: d8=1 \(the card .* discards at random\)$/m);
    expect(out).toContain('took back 1 action(s); to decide: castilla');
    expect(out).toContain(`! play(999): choose 1 to ${legal.length} (see legal())`);
    expect(out).toMatch(/^reglas> 1$/m);
    expect(out).toContain('Taifa after 0 action(s)');
    expect(out).toContain('> Castilla (red): castles 8/13');
  });
});
