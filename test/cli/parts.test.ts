/** The command's pure parts (account lines, JSON for people, saved files, options) and `runCli` in-process. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { games } from 'reglas';
import { eventLines, fieldsText, outcomeLine, prettyJson } from '../../src/cli/account.js';
import { createSession } from '../../src/cli/session.js';
import { buildOptions, planSeats } from '../../src/cli/games.js';
import { COMMAND_DECLS } from '../../src/cli/commands.js';
import { BOT_KINDS, BOT_SPEC_FORMS } from '../../src/bots/index.js';
import { CliError, type CommandIo } from '../../src/cli/io.js';
import { parseSavedGame } from '../../src/cli/replay.js';
import { runCli } from '../../src/cli/run.js';

/** Runs `reglas` in this process with captured streams. */
async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CommandIo = { stdin: new PassThrough(), stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}

describe('account', () => {
  it('prints an event with its rule, rolls, modifiers (signed, with rules) and its own fields', () => {
    const lines = eventLines({
      type: 'incursion',
      text: 'Incursion into area 13: die 5, modified 4',
      rule: '4.4.1 D',
      rolls: [{ die: 'd6', value: 5, for: 'incursion attempt 1' }],
      modifiers: [{ label: 'palisade', value: -1, rule: '4.4.2' }],
      total: 4,
      result: 'none',
      secret: { knownTo: ['spanish'], fields: [], text: 'x' },
    });
    expect(lines).toEqual([
      '      · Incursion into area 13: die 5, modified 4  [4.4.1 D]',
      '          rolls: d6=5 (incursion attempt 1)',
      '          modifiers: palisade -1 [4.4.2]',
      '          total=4 result=none',
    ]);
    expect(outcomeLine({ winners: [], reason: 'a draw', level: 'minor', score: { a: 1, b: 2 } })).toBe(
      'outcome: winners none; reason: a draw; level: minor; score: a 1, b 2',
    );
  });

  it('prettyJson is JSON, short values on one line', () => {
    const value = { a: [1, 2, 3], b: { c: 'd' }, big: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])), deep: [{ x: 'y'.repeat(120) }] };
    const text = prettyJson(value, 60);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('  "a": [1,2,3],\n');
    for (const line of text.split('\n')) if (!line.includes('yyy')) expect(line.length).toBeLessThanOrEqual(60);
    expect(prettyJson([1, 2])).toBe('[1,2]');
  });
});

describe('saved games', () => {
  it('reads { game, options, actions } and the JSON Lines of play --json (other kinds ignored)', () => {
    const saved = { game: 'taifa', options: { seed: 's' }, actions: [{ type: 'pass' }] };
    expect(parseSavedGame(JSON.stringify(saved), 'f')).toEqual(saved);
    const lines = [
      { kind: 'options', game: 'taifa', options: { seed: 's' }, seats: [] },
      { kind: 'event', step: 0, event: { type: 'x', text: 'y' } },
      { kind: 'action', step: 1, seat: 'castilla', action: { type: 'pass' }, text: 'Castilla passes' },
      { kind: 'outcome', steps: 1, outcome: null },
    ].map((r) => JSON.stringify(r));
    expect(parseSavedGame(`${lines.join('\n')}\n`, 'f')).toEqual(saved);
  });

  it('refuses anything else with a CliError of exit code 2 naming the problem', () => {
    const cases: [string, RegExp][] = [
      ['[1,2]', /f: not a saved game/],
      ['{"game":3,"options":{},"actions":[]}', /"game" must be a game's id/],
      ['{"game":"taifa","options":[],"actions":[]}', /"options" must be an object/],
      ['{"game":"taifa","options":{},"actions":[{"area":3}]}', /actions\[0\] is not an action/],
      ['{"kind":"action","action":{"type":"pass"}}\n{"kind":"options"}', /line 1: an action before the "options" line/],
      ['{"kind":"event"}\n', /no "options" line/],
      ['{"kind":"options","game":"taifa","options":{}}\nnope', /line 2 is not JSON/],
    ];
    for (const [text, message] of cases) {
      let thrown: unknown;
      try {
        parseSavedGame(text, 'f');
      } catch (error) {
        thrown = error;
      }
      expect(thrown, text).toBeInstanceOf(CliError);
      expect((thrown as CliError).message).toMatch(message);
      expect((thrown as CliError).exitCode).toBe(2);
    }
  });
});

describe('options from the command line', () => {
  it('builds and checks the options: --players, --options, defaults under flags', () => {
    expect(buildOptions(games.taifa, { seed: 's', players: 'castilla, leon' })).toEqual({ seed: 's', players: ['castilla', 'leon'] });
    expect(buildOptions(games.taifa, { seed: 's', players: 'none', options: '{"players":["leon"]}' })).toEqual({ seed: 's', players: [] });
    expect(() => buildOptions(games.marYAcero, { seed: 's', mode: 'solitaire', level: '5' })).toThrow("--level 5: mar-y-acero's values are 0, 1, 2");
    expect(() => buildOptions(games.taifa, { seed: 's', level: '1' })).toThrow('taifa has no --level');
    expect(buildOptions(games.taifa, { seed: 's', options: '{"scenario":"el-cid","almoravidCards":10}' })).toEqual({
      seed: 's',
      scenario: 'el-cid',
      almoravidCards: 10,
    });
    expect(buildOptions(games.marYAcero, { seed: 's', mode: 'solitaire', level: '2' })).toEqual({ seed: 's', mode: 'solitaire', level: 2 });
    expect(typeof buildOptions(games.taifa, {}).seed).toBe('string');
    expect(() => buildOptions(games.taifa, { seed: 's', players: 'narnia' })).toThrow(/^bad options for taifa: options\.players\[0\]: /);
    expect(() => buildOptions(games.taifa, { options: '{' })).toThrow('--options is not JSON: {');
    expect(() => buildOptions(games.taifa, { options: '[]' })).toThrow('--options must be a JSON object');
  });
});

describe('runCli (in process)', () => {
  it('plays El Cid with the rule bots and replays to a position out of range with one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reglas-parts-'));
    const file = join(dir, 'cid.json');
    try {
      const played = await run(['play', 'taifa', '--scenario', 'el-cid', '--bots', 'rules', '--seed', 'p', '--save', file]);
      expect(played.code).toBe(0);
      expect(played.stdout.split('\n')[0]).toBe('Taifa (taifa), options {"seed":"p","scenario":"el-cid","players":[]}');
      expect(played.stdout).toMatch(/^outcome: winners /m);
      const steps = Number(/^ended after (\d+) actions$/m.exec(played.stdout)?.[1]);
      const beyond = await run(['replay', file, '--at', String(steps + 1)]);
      expect(beyond).toEqual({
        code: 2,
        stdout: '',
        stderr: `reglas: --at takes a whole number from 0 to ${steps} (the actions in ${file}), not '${steps + 1}'\n`,
      });
      for (const argv of [['--at=-1'], ['--at', '-1']]) {
        const negative = await run(['replay', file, ...argv]);
        expect(negative.code).toBe(2);
        expect(negative.stderr).toBe("reglas: --at takes a whole number from 0, not '-1'\n");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const stopped = await run(['play', 'taifa', '--seed', 'p', '--max-steps', '3']);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toBe('reglas: the game has not ended after 3 actions (--max-steps)\n');
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.stdout).toMatch(/^reglas: the command line/);
  });
});

describe('help from the declarations', () => {
  it('the help of every command lists each of its options, and the parser knows exactly those', async () => {
    for (const decl of COMMAND_DECLS) {
      const shown = await run(['help', decl.name]);
      expect(shown.code).toBe(0);
      expect(shown.stdout.startsWith(`reglas ${decl.name}`)).toBe(true);
      for (const o of decl.options) expect(shown.stdout).toMatch(new RegExp(`^  --${o.name}( [A-Z,.]+)? +\\S`, 'm'));
      const flagged = await run([decl.name, '--help']);
      expect(flagged.stdout).toBe(shown.stdout);
      const unknown = await run([decl.name, '--no-such-option']);
      expect(unknown.code).toBe(2);
      if (decl.options.length > 0) expect(unknown.stderr).toContain(`the options are ${decl.options.map((o) => `--${o.name}`).join(', ')}`);
    }
    const main = await run(['--help']);
    for (const decl of COMMAND_DECLS) expect(main.stdout).toMatch(new RegExp(`^  ${decl.name} .*${decl.summary.slice(0, 20).replace(/[()]/g, '.')}`, 'm'));
  });

  it('--bots lists every bot of the registry in reglas/bots, for play and simulate alike', async () => {
    for (const command of ['play', 'simulate']) {
      const shown = (await run(['help', command])).stdout;
      for (const b of BOT_KINDS) expect(shown).toContain(`${b.form}`);
      for (const b of BOT_KINDS) expect(shown).toContain(b.what);
    }
  });

  it('play and simulate read the same --bots specs and seat them alike; a bad value names the allowed ones', () => {
    const options = buildOptions(games.taifa, { seed: 'b' });
    const planned = planSeats(games.taifa, options, ['ismcts:5', 'rules']);
    expect(planned.options).toEqual({ seed: 'b', players: ['castilla'] });
    expect(planned.bots).toEqual({
      castilla: { kind: 'ismcts', playouts: 5 },
      catalanes: { kind: 'rules' },
      valencia: { kind: 'rules' },
      sevilla: { kind: 'rules' },
      badajoz: { kind: 'rules' },
      leon: { kind: 'rules' },
    });
    expect(() => planSeats(games.taifa, options, ['chess'])).toThrow(`--bots: 'chess' is not a bot (bots: ${BOT_SPEC_FORMS})`);
    expect(() => planSeats(games.marYAcero, buildOptions(games.marYAcero, { seed: 'b', mode: 'solitaire' }), ['rules'])).toThrow(
      /'spanish' has no rule-driven bot/,
    );
    expect(planSeats(games.marYAcero, buildOptions(games.marYAcero, { seed: 'b', mode: 'solitaire' }), ['random', 'rules']).bots).toEqual({
      spanish: { kind: 'random' },
      indigenous: { kind: 'rules' },
    });
  });
});

describe('positions and events a person reads', () => {
  it('event fields name their cards and areas (Taifa, Mar y Acero); other fields stay as they are', () => {
    const taifaEvent = { type: 'draw', text: 'x', cards: [22, 33], area: 54, kingdom: 'leon' };
    expect(fieldsText(taifaEvent as never, 'taifa')).toBe('cards=[Caballería pesada (22), Razzia (33)] area=54 Niebla kingdom=leon');
    expect(fieldsText(taifaEvent as never)).toBe('cards=[22,33] area=54 kingdom=leon');
    expect(fieldsText({ type: 'destiny', text: 'x', card: 18, area: 15 } as never, 'mar-y-acero')).toBe('card=18 Llegada al Caribe area=15 San Salvador');
  });

  it("show() and replay draw the position with the hand's card names and the areas' names, not the state's JSON", async () => {
    const s = createSession();
    s.start('taifa', { seed: 'x' });
    const shown = s.show();
    expect(shown).toContain('hand: Caballería pesada (22), Razzia (33)');
    expect(shown).toContain('13 Burgos [capital]');
    expect(shown).not.toMatch(/"hand":\s*\[/);
    const dir = mkdtempSync(join(tmpdir(), 'reglas-read-'));
    try {
      const file = join(dir, 'g.json');
      expect((await run(['play', 'taifa', '--seed', 'x', '--max-steps', '1000', '--save', file])).code).toBe(0);
      const replayed = await run(['replay', file, '--at', '0', '--quiet', '--svg', join(dir, 'at0.svg')]);
      expect(replayed.code).toBe(0);
      expect(replayed.stdout).toContain('hand: Caballería pesada (22), Razzia (33)');
      expect(replayed.stdout).not.toMatch(/^ +\d+\. \w+: /m);
      expect(readFileSync(join(dir, 'at0.svg'), 'utf8')).toMatch(/^<svg /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a zero modifier prints with its sign (7: "draws 8 +0 bonus")', () => {
    const s = createSession();
    expect(s.start('taifa', { seed: 'x' })).toMatch(/Castilla draws 8 \+0 bonus - 0 kept = 8/);
  });
});
