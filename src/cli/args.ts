/**
 * One declaration of each command (its words, its options, its examples) gives both the parser and
 * the help, so the two cannot drift. The parser is ours rather than `node:util`'s `parseArgs`,
 * which refuses a value starting with `-` (`--at -1` is "ambiguous", so the message cannot name
 * the allowed values) and cannot read a list after one flag (`--bots ismcts:100 random`); a parser
 * library would be a third runtime dependency of the package for some sixty lines.
 */
import { CliError } from './io.js';

/** One option of a command: its name, the value it takes, and the line of help that says what it does. */
export interface OptionDecl {
  /** The long name, without `--`. */
  readonly name: string;
  /** What the value is called in the help (`N`, `FILE`); absent for a flag without a value. */
  readonly value?: string;
  /** Takes one or more values: the words after it up to the next option, or values separated by commas. */
  readonly list?: boolean;
  /** A whole number in this range (inclusive; `max` open when absent). */
  readonly whole?: { readonly min: number; readonly max?: number };
  /** The values allowed, when they are a fixed list. */
  readonly choices?: readonly string[];
  /** What it does, in one line. */
  readonly help: string;
  /** Further lines of help under it (the bots, the values of each game), computed when the help is shown. */
  readonly more?: () => readonly string[];
}

/** A command as declared: what the parser reads and what the help prints. */
export interface CommandDecl {
  /** Its name: `reglas NAME`. */
  readonly name: string;
  /** Its words after the name in the usage line (`GAME`, `FILE`, `[GAME]`). */
  readonly words: string;
  /** How many words it takes, at least and at most. */
  readonly arity: readonly [number, number];
  /** One line for the list of commands. */
  readonly summary: string;
  /** What it does, a few lines. */
  readonly about: readonly string[];
  /** Its options (`--help` is always known besides). */
  readonly options: readonly OptionDecl[];
  /** Command lines that show it at work. */
  readonly examples: readonly string[];
}

/** A value read from the command line: text, a flag, a list or a whole number. */
export type ArgValue = string | boolean | number | readonly string[];

/** What a command line holds: its options by name, and its words. */
export interface ParsedArgs {
  /** The options given, by name. */
  readonly values: Readonly<Record<string, ArgValue | undefined>>;
  /** The words that are not options. */
  readonly positionals: readonly string[];
}

const names = (decl: CommandDecl): string => decl.options.map((o) => `--${o.name}`).join(', ');

/** `text` read as option `o`: the whole number or the choice it must be; a `CliError` naming what is allowed otherwise. */
function checked(o: OptionDecl, text: string): string | number {
  if (o.whole) {
    const { min, max } = o.whole;
    const n = /^-?[0-9]+$/.test(text.trim()) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < min || (max !== undefined && n > max)) {
      throw new CliError(`--${o.name} takes a whole number ${max === undefined ? `from ${min}` : `from ${min} to ${max}`}, not '${text}'`);
    }
    return n;
  }
  if (o.choices && !o.choices.includes(text)) throw new CliError(`--${o.name}: '${text}' is not one of ${o.choices.join(', ')}`);
  return text;
}

/**
 * Reads `argv` (the words after the command's name) as `decl` declares: `--name value`,
 * `--name=value`, a list after a list option, `--` ending the options. Anything else is a
 * `CliError` (exit 2) in one line that names what is allowed.
 */
export function parseCommand(decl: CommandDecl, argv: readonly string[]): ParsedArgs {
  const values: Record<string, ArgValue> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] as string;
    if (token === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (token === '-h' || token === '--help') {
      values.help = true;
      continue;
    }
    if (!token.startsWith('-') || token === '-' || /^-[0-9]/.test(token)) {
      positionals.push(token);
      continue;
    }
    const eq = token.indexOf('=');
    const name = token.slice(token.startsWith('--') ? 2 : 1, eq < 0 ? undefined : eq);
    const o = decl.options.find((d) => d.name === name);
    if (o === undefined)
      throw new CliError(`${decl.name}: unknown option ${token.slice(0, eq < 0 ? undefined : eq)}: the options are ${names(decl)} (reglas help ${decl.name})`);
    const inline = eq < 0 ? undefined : token.slice(eq + 1);
    if (o.value === undefined) {
      if (inline !== undefined) throw new CliError(`--${o.name} takes no value`);
      values[o.name] = true;
      continue;
    }
    if (o.list) {
      const list = [...((values[o.name] as readonly string[] | undefined) ?? [])];
      if (inline !== undefined) list.push(...inline.split(','));
      while (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith('-')) list.push(...(argv[++i] as string).split(','));
      const items = list.map((s) => s.trim()).filter((s) => s !== '');
      if (items.length === 0) throw new CliError(`--${o.name} needs at least one ${o.value}`);
      for (const item of items) checked(o, item);
      values[o.name] = items;
      continue;
    }
    let text = inline;
    if (text === undefined) {
      const next = argv[i + 1];
      // A value may start with '-' (`--at -1` is then refused as a number, naming the range), but not with '--'.
      if (next === undefined || next.startsWith('--'))
        throw new CliError(`--${o.name} needs a value (${o.value}${o.choices ? `: ${o.choices.join(', ')}` : ''})`);
      text = next;
      i++;
    }
    values[o.name] = checked(o, text);
  }
  const max = decl.arity[1];
  if (values.help !== true && positionals.length > max) {
    throw new CliError(
      `${decl.name}: ${max === 0 ? 'takes no words' : `one ${decl.words.replace(/[[\]]/g, '')} only`}, not ${positionals.join(' ')} (reglas help ${decl.name})`,
    );
  }
  return { values, positionals };
}

/** The option `name` as text, or undefined when it was not given. */
export function text(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** The option `name` as a whole number (checked by the parser against its range), or `fallback`. */
export function whole(args: ParsedArgs, name: string, fallback: number): number {
  const value = args.values[name];
  return typeof value === 'number' ? value : fallback;
}

/** The option `name` as a list, or `fallback`. */
export function list(args: ParsedArgs, name: string, fallback: readonly string[] = []): readonly string[] {
  const value = args.values[name];
  return Array.isArray(value) ? (value as readonly string[]) : fallback;
}

/** Whether the flag `name` was given. */
export function flag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}

/** The help of a command, from its declaration: usage, what it does, each option, examples. */
export function commandHelp(decl: CommandDecl): string {
  const usage = `reglas ${decl.name}${decl.words ? ` ${decl.words}` : ''}${decl.options.length > 0 ? ' [options]' : ''}`;
  const lines = [usage, ...decl.about.map((l) => `  ${l}`)];
  if (decl.options.length > 0) {
    lines.push('', 'options:');
    const heads = decl.options.map((o) => `--${o.name}${o.value ? ` ${o.value}${o.list ? '...' : ''}` : ''}`);
    const width = Math.max(...heads.map((h) => h.length)) + 2;
    decl.options.forEach((o, k) => {
      lines.push(`  ${(heads[k] as string).padEnd(width)}${o.help}${o.choices ? ` (${o.choices.join(', ')})` : ''}`);
      for (const more of o.more?.() ?? []) lines.push(`  ${' '.repeat(width)}  ${more}`);
    });
    lines.push(`  ${'--help'.padEnd(width)}this help`);
  }
  if (decl.examples.length > 0) lines.push('', 'examples:', ...decl.examples.map((e) => `  ${e}`));
  return lines.join('\n');
}
