// Bundles each public entry as a browser user's bundler would (esbuild, minified, every export
// kept: `export * from 'reglas/taifa'`) and fails when one is over its budget (gzip).
// `node scripts/size.mjs --json` prints the figures as JSON; `--no-limits` only reports;
// `--why [entry...]` also tells what weighs in each entry (or the ones named: `--why taifa core`):
// how much of its gzip is zod (the entry bundled again with zod left out) and its heaviest modules.
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * Budgets in gzip bytes (issue 27's goals); a game entry found under src/games gets GAME_BUDGET
 * unless named here.
 */
const GAME_BUDGET = 60 * KB;
const budgets = { taifa: 40 * KB, core: 15 * KB, reglas: 150 * KB };

const fixed = [
  ['reglas', 'src/index.ts'],
  ['core', 'src/core/index.ts'],
  ['hex', 'src/hex/index.ts'],
  ['render', 'src/render/index.ts'],
  ['bots', 'src/bots/index.ts'],
  ['testkit', 'src/testkit/index.ts'],
  ['boardgame.io', 'src/boardgame.io/index.ts'],
];
const games = readdirSync('src/games', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`src/games/${d.name}/index.ts`))
  .map((d) => [d.name, `src/games/${d.name}/index.ts`]);
const entries = [...fixed.filter(([, file]) => existsSync(file)), ...games];
const isGame = new Set(games.map(([name]) => name));

const budgetOf = (name) => budgets[name] ?? (isGame.has(name) ? GAME_BUDGET : null);

/** The entry `file` bundled as a user's bundler would; `without` leaves those imports out. */
function bundle(file, without = [], metafile = false) {
  return build({
    stdin: { contents: `export * from ${JSON.stringify(resolve(file))};`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    tsconfig: 'tsconfig.json',
    // boardgame.io is the adapter's peer dependency: the user's bundle has it anyway.
    external: ['boardgame.io', 'boardgame.io/*', ...without],
    metafile,
    outfile: 'entry.js',
  });
}

const gzipOf = (result) => gzipSync(result.outputFiles[0].contents, { level: 9 }).length;

async function measure(file) {
  const result = await bundle(file);
  return { min: result.outputFiles[0].contents.length, gzip: gzipOf(result) };
}

/** A module's group in `--why`: a package of node_modules, or the file itself. */
function groupOf(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input;
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** What weighs in an entry: zod's share of its gzip, and its heaviest modules (minified bytes). */
async function why(row, file) {
  const result = await bundle(file, [], true);
  const withoutZod = gzipOf(await bundle(file, ['zod', 'zod/*']));
  const groups = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + bytesInOutput);
  }
  const heaviest = [...groups].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  console.log(`\n${row.entry}: ${kb(row.gzip)} gzip, of which zod ${kb(row.gzip - withoutZod)} and the rest ${kb(withoutZod)}; heaviest (minified):`);
  for (const [name, n] of heaviest.slice(0, 12)) console.log(`  ${kb(n).padStart(9)}  ${name}`);
  if (heaviest.length > 12) console.log(`  ${kb(heaviest.slice(12).reduce((a, [, n]) => a + n, 0)).padStart(9)}  ${heaviest.length - 12} more modules`);
}

const args = new Set(process.argv.slice(2));
const rows = [];
for (const [name, file] of entries)
  rows.push({ entry: name === 'reglas' ? 'reglas' : `reglas/${name}`, name, ...(await measure(file)), budget: budgetOf(name) });

if (args.has('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  console.log('entry                 minified    gzip      budget (gzip)');
  for (const r of rows) {
    const over = r.budget !== null && r.gzip > r.budget;
    console.log(`${r.entry.padEnd(22)}${kb(r.min).padStart(9)} ${kb(r.gzip).padStart(9)}   ${r.budget === null ? '-' : kb(r.budget)}${over ? '  OVER' : ''}`);
  }
}
if (args.has('--why')) {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const [name, file] of entries) {
    const row = rows.find((r) => r.name === name);
    if (named.length === 0 || named.includes(name) || named.includes(row.entry)) await why(row, file);
  }
}
const over = rows.filter((r) => r.budget !== null && r.gzip > r.budget);
if (over.length > 0 && !args.has('--no-limits')) {
  console.error(`over budget: ${over.map((r) => r.entry).join(', ')}`);
  process.exit(1);
}
