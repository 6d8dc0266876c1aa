import { statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The streams a command writes to, and the one error a command reports: `CliError` carries the
 * line to print and the exit code (2 for bad input, 1 for a wrong game file), so a command never
 * prints a stack trace.
 */

/** A stream a command writes text to (`process.stdout`, or a `PassThrough` in tests). */
export interface OutStream {
  /** Writes the text as given. */
  write(text: string): unknown;
  /** Whether the stream is a terminal (progress bars and colours only then). */
  readonly isTTY?: boolean | undefined;
}

/** The streams of a command: what `reglas` runs with, or what a test passes. */
export interface CommandIo {
  /** Standard input (the REPL reads it). */
  readonly stdin: NodeJS.ReadableStream;
  /** Standard output: the account, the figures, the REPL's answers. */
  readonly stdout: OutStream;
  /** Standard error: one line per error. */
  readonly stderr: OutStream;
}

/** An error a command reports as one line on standard error, with its exit code. */
export class CliError extends Error {
  /** Always `'CliError'`. */
  override readonly name = 'CliError';
  /** The process exit code: 2 for a usage or input error, 1 for a game file that is wrong. */
  readonly exitCode: number;
  constructor(message: string, exitCode = 2) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Writes `text` and a newline to `stream`. */
export function println(stream: OutStream, text = ''): void {
  stream.write(`${text}\n`);
}

/** What is at `path`: a file, a folder, or nothing (or nothing this process may see). */
function kindAt(path: string): 'file' | 'folder' | 'none' {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch {
    return 'none';
  }
}

/**
 * Refuses, before anything is played, an output file `--flag PATH` cannot be written to: a
 * folder, or a path whose folder does not exist (a `CliError`, exit 2, like any bad input).
 */
export function checkOutputFile(flag: string, path: string): void {
  if (kindAt(path) === 'folder') throw new CliError(`--${flag} ${path}: that is a folder; give a file name`);
  const folder = dirname(path);
  if (kindAt(folder) !== 'folder') throw new CliError(`--${flag} ${path}: the folder ${folder} does not exist`);
}

/** Refuses, before anything is played, an output folder that is a file (exit 2); a missing one is made later. */
export function checkOutputFolder(flag: string, path: string): void {
  if (kindAt(path) === 'file') throw new CliError(`--${flag} ${path}: that is a file, not a folder`);
}
