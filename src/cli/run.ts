/**
 * The `reglas` command: the dispatch table, `--help`, and the rule that every error is one line on
 * standard error with a non-zero exit code, never a stack trace.
 */
import { isIllegalActionError, isValidationError } from '../index.js';
import { parseCommand } from './args.js';
import { HELP } from './commands.js';
import { knownGames } from './games.js';
import { helpOf, mainHelp } from './help.js';
import { CliError, println, type CommandIo } from './io.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
import { replCommand } from './repl.js';
import { serveCommand } from './serve.js';
import { simulateCommand } from './simulate.js';

/** A command: its words after the command's name in, its exit code out. */
export type Command = (argv: readonly string[], io: CommandIo) => number | Promise<number>;

/** Every command, by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  play: playCommand,
  replay: replayCommand,
  repl: replCommand,
  simulate: simulateCommand,
  serve: serveCommand,
  help: helpCommand,
};

/** `reglas help [COMMAND]`. */
function helpCommand(argv: readonly string[], io: CommandIo): number {
  const name = parseCommand(HELP, argv).positionals[0];
  if (name === undefined) {
    println(io.stdout, mainHelp(knownGames().map((g) => g.game.id)));
    return 0;
  }
  const help = helpOf(name);
  if (help === undefined) throw new CliError(`unknown command '${name}': the commands are ${Object.keys(COMMANDS).join(', ')}`);
  println(io.stdout, help);
  return 0;
}

/** The one line an error prints: a command's own message, or the error's class and message. */
function errorLine(error: unknown): string {
  if (error instanceof CliError) return error.message;
  if (isIllegalActionError(error)) return `illegal action: ${error.code}, rule ${error.rule}: ${error.message}`;
  if (isValidationError(error)) return error.message;
  if (error instanceof Error) return `unexpected ${error.name}: ${error.message.split('\n')[0]} (REGLAS_DEBUG=1 prints the stack)`;
  return `unexpected error: ${String(error)}`;
}

/**
 * Runs `reglas` with `argv` (the words after `reglas`) and returns its exit code: 0, 1 when a
 * game or file is wrong, 2 for a bad command line. Errors are one line on `io.stderr`.
 */
export async function runCli(argv: readonly string[], io: CommandIo, env: Readonly<Record<string, string | undefined>> = {}): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h') {
      println(io.stdout, mainHelp(knownGames().map((g) => g.game.id)));
      return name === undefined ? 2 : 0;
    }
    const command = COMMANDS[name];
    if (command === undefined) throw new CliError(`unknown command '${name}': the commands are ${Object.keys(COMMANDS).join(', ')} (reglas --help)`);
    if (rest.includes('--help') || rest.includes('-h')) return helpCommand([name], io);
    return await command(rest, io);
  } catch (error) {
    println(io.stderr, `reglas: ${errorLine(error)}`);
    if (env.REGLAS_DEBUG && error instanceof Error && !(error instanceof CliError)) println(io.stderr, error.stack ?? '');
    return error instanceof CliError ? error.exitCode : 1;
  }
}
