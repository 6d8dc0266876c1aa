// `node scripts/instructions.mjs [--game mar-y-acero] [--mode standard] [--warm 500] [--games 150] [--predictable]`:
// machine instructions per whole random game, counted by valgrind (Debian's `valgrind` package).
// Wall-clock figures on a shared machine move by a third from one run to the next; instruction
// counts move by a few percent, so two versions of the engine can be compared by running this in each.
// The count is (warm + games) minus (warm alone), divided by games: the warm-up's compiling and
// start-up cancel out. `--single-threaded` keeps V8's compiler and collector on the counted thread.
// `--predictable` passes V8's flag of that name instead (single-threaded too, and repeatable: the
// same count on every run, even on a busy machine), for comparing two versions of the engine.
import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const game = arg('--game', 'mar-y-acero');
const mode = arg('--mode', 'standard');
const warm = Number(arg('--warm', '500'));
const games = Number(arg('--games', '150'));
const v8Flag = process.argv.includes('--predictable') ? '--predictable' : '--single-threaded';

mkdirSync('.tmp', { recursive: true });
const outfile = resolve('.tmp', 'playouts.mjs');
await build({
  entryPoints: ['bench/playouts.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
const run = promisify(execFile);
async function count(n) {
  const args = [
    '--tool=cachegrind',
    '--cache-sim=no',
    '--cachegrind-out-file=/dev/null',
    process.execPath,
    v8Flag,
    outfile,
    game,
    mode,
    String(warm),
    String(n),
  ];
  const { stderr } = await run('valgrind', args, { maxBuffer: 1 << 26 }).catch((e) => {
    if (e.code === 'ENOENT') throw new Error('valgrind is not installed (apt-get install valgrind)');
    throw e;
  });
  const m = /I\s+refs:\s+([\d,]+)/.exec(stderr);
  if (!m) throw new Error(`no instruction count in valgrind's output:\n${stderr}`);
  return Number(m[1].replaceAll(',', ''));
}
const [base, total] = await Promise.all([count(0), count(games)]);
console.log(`${game} (${mode}): ${Math.round((total - base) / games).toLocaleString('en-US')} instructions a game (${games} games after ${warm})`);
