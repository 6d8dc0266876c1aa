#!/usr/bin/env node
// `npm run test:mutation -- FILE [--concurrency N]`: mutates one source file with StrykerJS and runs
// each mutant against its own game's tests only (src/games/<game>/... -> test/<game>/; src/<part>/...
// -> test/<part>/). Not part of CI: a run takes minutes to hours. The report is written to
// reports/mutation/<file>.html (and .json) and the score printed at the end. Runs are incremental:
// a second run of the same file tests again only the mutants whose code or covering tests changed
// (reports/mutation/<file>.incremental.json; `--force` tests every mutant). `--timeout MS` bounds a
// mutant's test run beyond the normal one (default 60000). See docs/testing.md and
// scripts/mutation-notes.md (the survivors explained).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
if (file === undefined || !existsSync(file) || !/^src\/.+\.ts$/.test(file)) {
  console.error('usage: npm run test:mutation -- src/games/<game>/<file>.ts [--concurrency 1] [--timeout MS] [--force]');
  process.exit(2);
}
const parts = file.split('/');
const tests = parts[1] === 'games' ? join('test', parts[2]) : join('test', parts[1]);
if (!existsSync(tests)) {
  console.error(`no tests for ${file}: ${tests} does not exist`);
  process.exit(2);
}
const name = file
  .replace(/^src\//, '')
  .replace(/\.ts$/, '')
  .replaceAll('/', '-');
mkdirSync('.tmp', { recursive: true });
const config = {
  $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  mutate: [file],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: Number(flag('concurrency', '1')),
  reporters: ['html', 'clear-text', 'progress', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  tempDirName: '.tmp/stryker',
  cleanTempDir: true,
  timeoutMS: Number(flag('timeout', '60000')),
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  force: args.includes('--force'),
  ignoreStatic: true,
  // vitest does not type-check; left on, Stryker would write \`// @ts-nocheck\` into every test file
  // too, and the tests that compare a snippet file with its documentation page would fail.
  disableTypeChecks: false,
};
const path = join('.tmp', `stryker-${name}.json`);
writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
const run = spawnSync('npx', ['stryker', 'run', path], { stdio: 'inherit', env: { ...process.env, MUTATION_TESTS: tests } });
process.exit(run.status ?? 1);
