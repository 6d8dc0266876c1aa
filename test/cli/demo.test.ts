/** `npm start` (scripts/demo.ts): a short account of each game, the closing table, and a clean exit when the reader stops early. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games, type AnyGame } from 'reglas';
import { DEMO, demoArgs, demoEntries, runDemo, summaryTable } from '../../scripts/demo.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the demo (npm start)', () => {
  it('plays every game of `games` (those DEMO leaves out in their standard set-up) and ends with the table: game, mode, winner, reason, length', () => {
    const lines: string[] = [];
    const rows = runDemo(['--summary'], (l) => lines.push(l));
    const ids = new Set(demoEntries().map((e) => e.game.id));
    for (const g of Object.values(games as Record<string, AnyGame>)) expect(ids.has(g.id)).toBe(true);
    expect(rows).toHaveLength(demoEntries().length);
    expect(rows.length).toBeGreaterThanOrEqual(DEMO.length);
    const head = lines.findIndex((l) => /^game +mode +winner +reason +actions$/.test(l));
    expect(head).toBeGreaterThan(0);
    expect(lines.slice(head)).toEqual(summaryTable(rows));
    for (const r of rows) {
      expect(r.actions).toBeGreaterThan(0);
      expect(r.winner).not.toBe('-');
      const line = lines.slice(head + 2).find((l) => l.startsWith(r.game) && l.includes(r.mode));
      expect(line).toMatch(new RegExp(`${r.actions}$`));
    }
  });

  it("the README's first screen shows the two commands, a picture and the demo's table as npm start prints it", () => {
    const readme = readFileSync(`${root}/README.md`, 'utf8');
    const head = readme.split('\n## ')[0] as string;
    expect(head).toContain('npm install && npm start');
    expect(head).toContain('npm install && npm test');
    expect(head).toMatch(/!\[[^\]]+\]\(docs\/img\/[\w-]+\.svg\)/);
    const table = summaryTable(runDemo(['--summary'], () => undefined)).join('\n');
    // A game added to `games` changes the table: paste the table `npm start -- --summary` prints into the README.
    expect(head).toContain(table);
  });

  it('tells each game briefly by default: its opening, resolutions with rolls and modifiers, its end; --full tells every action', () => {
    const short: string[] = [];
    const rows = runDemo(['--seed', 'demo-test'], (l) => short.push(l));
    expect(short.filter((l) => l.startsWith('=== '))).toHaveLength(rows.length);
    expect(short.filter((l) => /^ {2}outcome: winners /.test(l))).toHaveLength(rows.length);
    expect(short.some((l) => /^ {10}modifiers: .* [+-]\d+ \[[\w. ]+\]/.test(l))).toBe(true);
    expect(short.filter((l) => l === '  its last action:')).toHaveLength(rows.length);
    // A short account: a few dozen lines a game, where the full one runs to thousands.
    expect(short.length).toBeLessThan(60 * rows.length);
    expect(() => demoArgs(['--verbose'])).toThrow("npm start: unknown '--verbose': the options are --full, --summary, --seed S");
    expect(demoArgs(['--full', '--seed', 'x'])).toEqual({ detail: 'full', seed: 'x' });
  });

  it('ends quietly, exit 0 and nothing on stderr, when the reader closes the pipe (npm start | head)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts', '--full'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const first = await new Promise<string>((resolve) => {
      let read = '';
      child.stdout.on('data', (d: Buffer) => {
        read += d.toString();
        if (read.includes('=== ')) resolve(read);
      });
    });
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(first).toMatch(/=== /);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
