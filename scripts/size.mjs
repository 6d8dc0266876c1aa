// Bundles each public entry as a browser user's bundler would (esbuild, minified, every export
// kept: `export * from 'reglas/taifa'`) and fails when one is over its budget (gzip).
// `node scripts/size.mjs --json` prints the figures as JSON; `--no-limits` only reports.
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** Budgets in gzip bytes; a game entry found under src/games gets GAME_BUDGET unless named here. */
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

async function measure(file) {
  const result = await build({
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
    external: ['boardgame.io', 'boardgame.io/*'],
  });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const args = new Set(process.argv.slice(2));
const rows = [];
for (const [name, file] of entries) rows.push({ entry: name === 'reglas' ? 'reglas' : `reglas/${name}`, name, ...(await measure(file)), budget: budgetOf(name) });

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
const over = rows.filter((r) => r.budget !== null && r.gzip > r.budget);
if (over.length > 0 && !args.has('--no-limits')) {
  console.error(`over budget: ${over.map((r) => r.entry).join(', ')}`);
  process.exit(1);
}
