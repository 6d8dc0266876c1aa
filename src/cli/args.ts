/**
 * Argument parsing for every command, with `node:util`'s `parseArgs`: a flag the command does not
 * know, or a missing value, is a `CliError` (exit 2) in one line.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './io.js';

/** The flags of a command, as `parseArgs` declares them. */
export type FlagSpec = NonNullable<ParseArgsConfig['options']>;

/** What a command line holds: its flags (strings and booleans) and its positional words. */
export interface ParsedArgs {
  /** The flags given, by name. */
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** The words that are not flags. */
  readonly positionals: readonly string[];
}

/** Parses `argv` (the words after the command's name) against `flags`, with `--help` always known. */
export function parseFlags(command: string, argv: readonly string[], flags: FlagSpec): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...flags, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { values: values as Record<string, string | boolean | undefined>, positionals };
  } catch (error) {
    // parseArgs' messages go on with advice about positionals starting with '-': the first sentence says it.
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.split('. To specify')[0]!.replace(/\.$/, '');
    throw new CliError(`${command}: ${message} (see reglas help ${command})`);
  }
}

/** The flag `name` as a string, or undefined when it was not given. */
export function text(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** The flag `name` as a whole number at least `min`, or `fallback`; a `CliError` if it is not one. */
export function wholeNumber(args: ParsedArgs, name: string, fallback: number, min = 0): number {
  const value = text(args, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < min) throw new CliError(`--${name} must be a whole number of at least ${min}, not '${value}'`);
  return n;
}
