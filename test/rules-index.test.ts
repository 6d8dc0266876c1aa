import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { check, fixIndex, GAMES, leadingCitations, parseIndex, refKey, type Report } from '../scripts/rules-index.js';

// docs/rules-index.md maps every rulebook section to the code that decides it and the tests that
// check it. These tests keep it true: every section the code or a test name cites has a row, and
// every file, function and test name the index names still exists. The reading of citations is
// in scripts/rules-index.ts (`npx tsx scripts/rules-index.ts --cited` lists them).

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Fails with one line per problem, each saying what to add or fix. */
function none(problems: readonly string[], what: string): void {
  if (problems.length > 0) throw new Error(`${what} (${problems.length}):\n- ${problems.join('\n- ')}`);
}

describe('docs/rules-index.md against the code and the tests', () => {
  const report: Report = check(ROOT);

  it('reads: a table per game after its marker, with the documented columns and cell formats', () => {
    none(report.index.problems, 'docs/rules-index.md cannot be read as documented at its top');
    for (const game of GAMES) expect(report.index.rows[game.id].length).toBeGreaterThan(0);
  });

  it('finds citations in the code and in the test names of each game (the collector is not blind)', () => {
    for (const game of GAMES) {
      const cited = report.cited[game.id];
      expect(cited.filter((c) => c.file.startsWith('src/')).length).toBeGreaterThan(10);
      expect(cited.filter((c) => c.file.startsWith('test/')).length).toBeGreaterThan(10);
    }
  });

  it('every rule string in the code cites a section', () => {
    none(
      report.unreadable.map(
        (u) => `${u.file}:${u.line}: rule string '${u.text}' cites no section; write a section such as '5.1', '4.4.1 B', '5.4 (8)' or 'card 24'`,
      ),
      'rule strings that cite no section',
    );
  });

  for (const game of GAMES) {
    it(`has a row for every section the ${game.name} code and test names cite`, () => {
      none(
        report.missing.filter((m) => m.startsWith(`${game.name}:`)),
        `sections cited in ${game.src} or ${game.tests} with no row in docs/rules-index.md`,
      );
    });
  }

  it('names only files that exist and functions declared in them', () => {
    none(report.stale, 'files or functions named in docs/rules-index.md that are not there (code moved? update the row)');
  });

  it('quotes only test names that the test files have', () => {
    none(report.staleTests, 'test names quoted in docs/rules-index.md that no test has');
  });

  it('keeps the rows in rulebook order, without repeats, and "see" points to rows that exist', () => {
    none(report.layout, 'layout of docs/rules-index.md');
  });

  it('marks "not implemented" no section the code cites', () => {
    none(report.contradictions, 'sections marked "not implemented" that the code cites');
  });
});

describe('leadingCitations: the sections at the start of a test name or rule string', () => {
  const cases: [string, string[]][] = [
    ['5.1.4: the defender spends garrisons', ['5.1.4']],
    ['5.1.1, 5.3: borderAreas and borderingKingdoms', ['5.1.1', '5.3']],
    ['5.5-5.6: discard one card', ['5.5', '5.6']],
    ['6-8: end of turn, bonus, victory', ['6', '7', '8']],
    ['2.5/3.1: 58 areas', ['2.5', '3.1']],
    ['5.3 (FAQ): Campeón adds 2 dice', ['5.3']],
    ['9.1 (key rule): a bot draws', ['9.1']],
    ['4.3.1 I-II', ['4.3.1 I', '4.3.1 II']],
    ['4.4.1 A-B', ['4.4.1 A', '4.4.1 B']],
    ['4.3.2 I/II: "Ovando hace oídos sordos"', ['4.3.2 I', '4.3.2 II']],
    ['4.4.1 A/C: moving into an empty area', ['4.4.1 A', '4.4.1 C']],
    ['4.3.2 I exception: no conflict combat', ['4.3.2 I']],
    ['4.3.2 III (b): a replacement flips', ['4.3.2 III (b)']],
    ['4.3.2 II / 4.4.3 (a): a Spanish Event', ['4.3.2 II', '4.4.3 (a)']],
    ['5.3.5 (5)(6): Spanish areas without superiority', ['5.3.5 (5)', '5.3.5 (6)']],
    ['5.3.5 (1) and 5.1: a 2-VP area', ['5.3.5 (1)', '5.1']],
    ['5.3.5 Excepción: no withdrawal', ['5.3.5']],
    ['4.1 step 3: every area reports', ['4.1']],
    ['5.4 (8)', ['5.4 (8)']],
    ['4.4.2 build, 4.4.3 scribes, 4.5 Divine Grace/Yaya', ['4.4.2', '4.4.3', '4.5']],
    ['4.4.1 control, VP and gold', ['4.4.1']],
    ['4.5 with the Nitayno (cards 48/49: it always has Yaya)', ['4.5']],
    ['card 24 Broma en el casco: withdrawals', ['card 24']],
    ['card 26 / 5: the Nitayno swaps', ['card 26', '5']],
    ['cards 48/49 (12+ VP): the Nitayno', ['card 48', 'card 49']],
    ['5.1 / Nitayno cards 48-49: Yaya in solitaire', ['5.1', 'card 48', 'card 49']],
    ['Destiny cards 27 and 28 in solitaire', ['card 27', 'card 28']],
    ['card 15 sends Colón to prison; card 14 brings him back (4.3.2 II)', ['card 15', 'card 14']],
    ['5 solitaire: whole games', ['5']],
    ['data: the map (2.5)', []],
    ['view hides the face-down cards until the reveal (5.1.2)', []],
    ['combat', []],
  ];
  for (const [text, keys] of cases) {
    it(`"${text}" cites ${keys.length > 0 ? keys.join(', ') : 'nothing'}`, () => {
      expect(leadingCitations(text).map(refKey)).toEqual(keys);
    });
  }
});

describe('the checks catch what they should (a small repository made for the test)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rules-index-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'src/core/errors.ts',
    'export class IllegalActionError extends Error {\n  constructor(code: string, message: string, rule: string) { super(message + code + rule); }\n}\n',
  );
  write(
    'src/games/taifa/a.ts',
    [
      "import { IllegalActionError } from '../../core/errors.js';",
      'const log = (e: object): void => void e;',
      'export function decideA(c: boolean, n: number): void {',
      "  log({ rule: c ? '5.1' : '5.2', type: c ? 'x' : 'y' });",
      '  log({ rule: `9.3 (${n})` });',
      '  log({ rule: `card ${n}` });',
      '}',
      'function draw(n: number, rule: string): number { return n + rule.length; }',
      "export function b(): void { draw(1, '7'); throw new IllegalActionError('x', 'y', '8'); }",
      "export function ruleOf(k: number): string { if (k) return '5.5'; return k > 1 ? '5.6' : '10.2'; }",
      "export const SOURCE = { kind: 'rulebook', section: '2.5' };",
      "const ATTACK_RULE = '5.1.4';",
      'export const garrison = { rule: ATTACK_RULE };',
      '',
    ].join('\n'),
  );
  write(
    'src/games/taifa/moved.ts',
    'export function movedAway(): void { const hidden = 1; void hidden; }\nexport const MOVED_TABLE = [1];\nfunction alsoMoved(): void {}\nvoid alsoMoved;\nexport function twice(): void {}\n',
  );
  write('src/games/taifa/other.ts', 'export function twice(): void {}\n');
  write('src/games/mar-y-acero/b.ts', 'export function movedAway(): void {}\n');
  write('src/games/mar-y-acero/a.ts', "export const x = { rule: '4.3.1 I-II' };\nexport const y = { rule: 'combat' };\n");
  write(
    'test/taifa/a.test.ts',
    [
      "import { describe, it } from 'vitest';",
      "describe('5.1.1, 5.3: borders', () => {",
      "  it('6-8: the end', () => {});",
      '  for (const l of [1]) it(`2.1: level ${l}`, () => {});',
      "  it('no section here (5.4)', () => {});",
      '});',
      '',
    ].join('\n'),
  );
  write('test/taifa/b.test.ts', "import { it } from 'vitest';\nit('a moved test name', () => {});\n");
  write('test/mar-y-acero/a.test.ts', "import { it } from 'vitest';\nit('cards 48/49 (12+ VP): yaya', () => {});\n");
  const header = '| Section | Rulebook title · gloss | Decided by | Checked by | Notes |\n| --- | --- | --- | --- | --- |';
  write(
    'docs/rules-index.md',
    [
      '# Index',
      '<!-- rules-index:taifa -->',
      header,
      '| 2.1 | Cartas · cards | src/games/taifa/a.ts: decideA | test/taifa/a.test.ts: `2.1: level`, `a moved test` | |',
      '| 5.1 | Ataque · attack | src/games/taifa/a.ts: decideA, gone, movedAway, twice, hidden | test/taifa/a.test.ts: `6-8: the end`, `no such test` | kept as written |',
      '| 2.5 | Mapa · map | src/games/taifa/missing.ts: x, alsoMoved | none | |',
      '| 5.2 | Combate · combat | not implemented (nobody wrote it) | none | |',
      '| 5.3 | Incursión · incursion | see 12.1 | none | |',
      '| 5.3 | Incursión · incursion | see 5.1 | none | |',
      '| 7 | Bonus · bonus | src/games/taifa/a.ts: b; src/games/taifa/old.ts: alsoMoved | test/taifa/old.test.ts: `a moved test name` | |',
      '| 6 | Fin de turno · end of turn | src/games/taifa/moved.ts: movedAway; src/games/taifa/a.ts: b, MOVED_TABLE | none | |',
      '| 8 | Fin · end | src/games/taifa/a.ts, b | none | |',
      '',
      '<!-- rules-index:mar-y-acero -->',
      header,
      '| 4.3.1 I | I · one | src/games/mar-y-acero/a.ts: x | none | |',
      '| card 48 | carta · card | src/games/mar-y-acero/a.ts: y | none | |',
      '',
    ].join('\n'),
  );
  const r = check(dir);
  const keys = (game: 'taifa' | 'mar-y-acero', from: string): string[] =>
    [...new Set(r.cited[game].filter((c) => c.file.startsWith(from)).map((c) => c.key))].sort();

  it('collects rule fields (each branch, a template with a literal section, a string const), rule parameters, ruleOf returns and data sections', () => {
    expect(keys('taifa', 'src/')).toEqual(['10.2', '2.5', '5.1', '5.1.4', '5.2', '5.5', '5.6', '7', '8', '9.3'].sort());
    expect(keys('mar-y-acero', 'src/')).toEqual(['4.3.1 I', '4.3.1 II']);
  });

  it('collects the sections at the start of test and suite names, template names included', () => {
    expect(keys('taifa', 'test/')).toEqual(['2.1', '5.1.1', '5.3', '6', '7', '8'].sort());
    expect(keys('mar-y-acero', 'test/')).toEqual(['card 48', 'card 49']);
  });

  it('reports a rule string that cites nothing', () => {
    expect(r.unreadable).toEqual([{ file: 'src/games/mar-y-acero/a.ts', line: 2, text: 'combat' }]);
  });

  it('reports each missing section with the row to add', () => {
    const missing = r.missing.join('\n');
    for (const key of ['5.1.1', '5.1.4', '9.3', '10.2', '5.5', '5.6', '4.3.1 II', 'card 49']) expect(missing).toContain(`"${key}" is cited by`);
    expect(missing).toContain('| 9.3 | <title as printed · English gloss> | src/games/taifa/a.ts: decideA | none | |');
    expect(missing).not.toContain('"5.1" is cited');
  });

  it('reports missing files, functions (saying where a moved one went) and test names', () => {
    const stale = r.stale.join('\n');
    expect(stale).toContain('src/games/taifa/missing.ts does not exist');
    expect(stale).toContain('does not define gone; rename it or remove it');
    expect(stale).toContain(
      "does not define movedAway; it is now declared in src/games/mar-y-acero/b.ts, src/games/taifa/moved.ts: move it to that file's entry (--fix moves it)",
    );
    expect(stale).toContain("does not define twice; it is now declared in src/games/taifa/moved.ts, src/games/taifa/other.ts: move it to that file's entry.");
    expect(stale).toContain('missing.ts does not exist; it names x, alsoMoved. Find where the code went and update the row (--fix moves alsoMoved).');
    expect(r.staleTests.join('\n')).toContain('contains "no such test"');
    expect(r.staleTests.join('\n')).not.toContain('2.1: level');
  });

  it('reports a bad cell, rows out of order, a "see" to no row, and "not implemented" that the code cites', () => {
    expect(r.index.problems.join('\n')).toContain('cannot read "src/games/taifa/a.ts, b"');
    expect(r.layout.join('\n')).toContain('"6" comes after "7"');
    expect(r.layout.join('\n')).toContain('"see 12.1" names a section with no row');
    expect(r.contradictions.join('\n')).toContain('"5.2" is marked "not implemented"');
  });

  it('--fix moves a name to the one file that now declares it, and a quoted test name to the one test file that has it; the rest of the row stays', () => {
    const before = readFileSync(join(dir, 'docs/rules-index.md'), 'utf8');
    const f = fixIndex(dir);
    expect(readFileSync(join(dir, 'docs/rules-index.md'), 'utf8')).toBe(before); // fixIndex writes nothing
    const lines = f.markdown.split('\n');
    const row = (start: string): string => lines.find((l) => l.startsWith(start)) ?? '';
    // A name moves next to its old entry; `gone` (nowhere), `twice` (two files) and `hidden` (a local) stay;
    // other games' files do not count (mar-y-acero/b.ts also declares movedAway).
    expect(row('| 5.1 ')).toBe(
      '| 5.1 | Ataque · attack | src/games/taifa/a.ts: decideA, gone, twice, hidden; src/games/taifa/moved.ts: movedAway | test/taifa/a.test.ts: `6-8: the end`, `no such test` | kept as written |',
    );
    // From a file that is gone: what is found moves, what is not stays under the old file.
    expect(row('| 2.5 ')).toBe('| 2.5 | Mapa · map | src/games/taifa/missing.ts: x; src/games/taifa/moved.ts: alsoMoved | none | |');
    // Into the row's existing entry for the file.
    expect(row('| 6 ')).toBe('| 6 | Fin de turno · end of turn | src/games/taifa/moved.ts: movedAway, MOVED_TABLE; src/games/taifa/a.ts: b | none | |');
    // An entry left empty goes; a test file that is gone gives its quotes to the test file that has them.
    expect(row('| 7 ')).toBe(
      '| 7 | Bonus · bonus | src/games/taifa/a.ts: b; src/games/taifa/moved.ts: alsoMoved | test/taifa/b.test.ts: `a moved test name` | |',
    );
    expect(row('| 2.1 ')).toBe(
      '| 2.1 | Cartas · cards | src/games/taifa/a.ts: decideA | test/taifa/a.test.ts: `2.1: level`; test/taifa/b.test.ts: `a moved test` | |',
    );
    // Rows with nothing to move are kept byte for byte, unreadable ones included.
    const changed = lines.filter((l, k) => l !== before.split('\n')[k]);
    expect(changed).toHaveLength(5);
    expect(f.moved).toHaveLength(6);
    expect(f.moved.join('\n')).toContain('function movedAway: src/games/taifa/a.ts -> src/games/taifa/moved.ts');

    // After the fix, the checks report only what a person must settle.
    writeFileSync(join(dir, 'docs/rules-index.md'), f.markdown);
    const after = check(dir);
    const stale = after.stale.join('\n');
    expect(stale).not.toContain('movedAway');
    expect(stale).not.toContain('alsoMoved');
    expect(stale).not.toContain('MOVED_TABLE');
    expect(stale).toContain('does not define gone');
    expect(stale).toContain('does not define twice; it is now declared in src/games/taifa/moved.ts, src/games/taifa/other.ts');
    expect(stale).toContain('does not define hidden; it is now declared in src/games/taifa/moved.ts');
    expect(stale).toContain('missing.ts does not exist; it names x. Find');
    expect(after.staleTests.join('\n')).toContain('"no such test"');
    expect(after.staleTests.join('\n')).not.toContain('a moved test');
    expect(fixIndex(dir).moved).toEqual([]); // a second run has nothing to move
    writeFileSync(join(dir, 'docs/rules-index.md'), before);
  });

  it('reads a missing marker or a wrong header as a problem to fix', () => {
    expect(parseIndex('# nothing').problems.join('\n')).toContain('the marker line "<!-- rules-index:taifa -->" is missing');
    const wrong = parseIndex('<!-- rules-index:taifa -->\n| Section | Title |\n| --- | --- |\n| 1 | x |\n');
    expect(wrong.problems.join('\n')).toContain('the Taifa table must have the columns');
  });
});
