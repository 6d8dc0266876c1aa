/**
 * `node --import tsx src/cli/simulate-main.ts GAME --games N …`: the `simulate` command on its own
 * (the `reglas` command runs the same `simulateCommand`).
 */
import { simulateCommand } from './simulate.js';

void simulateCommand(process.argv.slice(2), { out: process.stdout, err: process.stderr, isTTY: process.stderr.isTTY === true }).then((code) => {
  process.exitCode = code;
});
