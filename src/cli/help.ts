/** The help of `reglas` and of each of its commands, generated from their declarations (`commands.ts`). */
import { commandHelp } from './args.js';
import { COMMAND_DECLS } from './commands.js';

/** The help of the command `name`, or undefined when there is no such command. */
export function helpOf(name: string): string | undefined {
  const decl = COMMAND_DECLS.find((d) => d.name === name);
  return decl === undefined ? undefined : commandHelp(decl);
}

/** The help of `reglas` itself. */
export function mainHelp(gameIds: readonly string[]): string {
  const heads = COMMAND_DECLS.map((d) => `${d.name}${d.words ? ` ${d.words}` : ''}`);
  const width = Math.max(...heads.map((h) => h.length)) + 2;
  return [
    'reglas: the command line of the reglas rules engine',
    '',
    'usage: reglas COMMAND [options]',
    '',
    'commands:',
    ...COMMAND_DECLS.map((d, i) => `  ${(heads[i] as string).padEnd(width)}${d.summary}`),
    '',
    `games: ${gameIds.join(', ')}`,
    "reglas help COMMAND (or reglas COMMAND --help) shows a command's options.",
  ].join('\n');
}
