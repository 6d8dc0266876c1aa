#!/usr/bin/env node
/**
 * The `reglas` command's entry (the package's `bin`): runs {@link runCli} on the process's
 * arguments and streams, and sets the exit code. `reglas --help` lists the commands.
 * @packageDocumentation
 */
import { runCli } from './run.js';

// Output piped into a command that stops reading (`reglas play taifa | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

runCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }, process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`reglas: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
