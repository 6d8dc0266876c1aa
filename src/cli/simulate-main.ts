/**
 * `node --import tsx src/cli/simulate-main.ts GAME --games N …`: the `simulate` command on its own
 * (`reglas simulate` runs the same).
 */
import { runCli } from './run.js';

void runCli(['simulate', ...process.argv.slice(2)], { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then((code) => {
  process.exitCode = code;
});
