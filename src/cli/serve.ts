/**
 * `reglas serve --stdio`: hosts environments of `reglas/rl` for other languages (Python's
 * `reglas_env`), one JSON request a line on standard input, one answer a line on standard output,
 * in order. The first line out is the greeting with the protocol's version. docs/rl.md documents
 * the protocol; serve-protocol.ts checks it.
 */
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { flag, parseCommand } from './args.js';
import { SERVE } from './commands.js';
import { CliError, type CommandIo } from './io.js';
import { createServer } from './serve-server.js';

/** The library's version, from its package.json (one directory up from the source and from dist/cli). */
function libraryVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    for (const path of ['../../package.json', '../package.json']) {
      try {
        const pkg = require(path) as { name?: string; version?: string };
        if (pkg.name === 'reglas' && typeof pkg.version === 'string') return pkg.version;
      } catch {
        // Not at this depth: try the next.
      }
    }
  } catch {
    // No import.meta.url (a CommonJS bundle): the version is then unknown.
  }
  return 'unknown';
}

/** The `serve` command: answers every line of standard input until it closes; exit code 0. */
export function serveCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const args = parseCommand(SERVE, argv);
  if (!flag(args, 'stdio')) throw new CliError('serve: say --stdio (the one transport: JSON lines on standard input and output)');
  const server = createServer(libraryVersion());
  io.stdout.write(`${server.greeting()}\n`);
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  return new Promise((resolve) => {
    lines.on('line', (line) => {
      if (line.trim() !== '') io.stdout.write(`${server.handle(line)}\n`);
    });
    lines.on('close', () => resolve(0));
  });
}
