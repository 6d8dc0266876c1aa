import { english } from './schema.js';
import { showValue } from './show.js';
import type { Schema } from './types.js';

/**
 * The English words of an issue ("Invalid input: expected string, received number"), given to every
 * parse here: the library's schemas word their issues so anyway, and a game's zod schema (`zod/mini`
 * configures no locale) is worded the same.
 */
const inEnglish = english as (issue: never) => string;

/**
 * The brands that make `instanceof` hold across copies of the library: the ESM and the CommonJS
 * builds each define these classes, so an error thrown by one copy would fail `instanceof` against
 * the other. `Symbol.for` gives both copies the same key.
 */
const ILLEGAL_BRAND = Symbol.for('reglas.IllegalActionError');
const VALIDATION_BRAND = Symbol.for('reglas.ValidationError');

const branded = (value: unknown, brand: symbol): boolean => typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;

/**
 * Thrown when an action is not legal in a state. Nothing changed.
 *
 * `err instanceof IllegalActionError` holds whichever build (ESM or CommonJS) threw it; so does
 * {@link isIllegalActionError}.
 */
export class IllegalActionError extends Error {
  /** Always `'IllegalActionError'`, for `catch` blocks and logs that test the name. */
  override readonly name = 'IllegalActionError';
  /** A stable, machine-readable reason such as `not-your-decision`, `bad-action` or `not-legal`. */
  readonly code: string;
  /** The rulebook section the action breaks, e.g. `'5.1'`. */
  readonly rule: string;
  constructor(code: string, message: string, rule: string) {
    super(message);
    this.code = code;
    this.rule = rule;
    Object.defineProperty(this, ILLEGAL_BRAND, { value: true });
  }
  /** `instanceof` by brand, so that it holds across the ESM and CommonJS copies of the library. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, ILLEGAL_BRAND);
  }
}

/** Whether `value` is an {@link IllegalActionError} thrown by any copy of the library. */
export function isIllegalActionError(value: unknown): value is IllegalActionError {
  return branded(value, ILLEGAL_BRAND);
}

/** One problem found while validating options, a scenario, an action or a state. */
export interface ValidationProblem {
  /** Where, from the root named by the caller: `options.players[0]`, `state.tasks[2].area`. */
  readonly path: string;
  /** What is wrong there, in plain words (the schema's message, or the game's own). */
  readonly message: string;
}

/**
 * Thrown when options, a scenario, a position, an action or a state are not right: every problem
 * is listed with its path. `instanceof` holds across the ESM and CommonJS builds, as does
 * {@link isValidationError}.
 */
export class ValidationError extends Error {
  /** Always `'ValidationError'`, for `catch` blocks and logs that test the name. */
  override readonly name = 'ValidationError';
  /** Every problem found, one per bad path; the message lists them all. */
  readonly problems: readonly ValidationProblem[];
  constructor(what: string, problems: readonly ValidationProblem[]) {
    super(`invalid ${what}: ${problemsText(problems)}`);
    this.problems = problems;
    Object.defineProperty(this, VALIDATION_BRAND, { value: true });
  }
  /** `instanceof` by brand, so that it holds across the ESM and CommonJS copies of the library. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, VALIDATION_BRAND);
  }
}

/** Whether `value` is a {@link ValidationError} thrown by any copy of the library. */
export function isValidationError(value: unknown): value is ValidationError {
  return branded(value, VALIDATION_BRAND);
}

/** How many problems a message lists before "and N more" (`problems` keeps them all). */
const LISTED_PROBLEMS = 8;
/** How long one listed problem may be in a message. */
const PROBLEM_CHARS = 300;

/** The problems as one line, `path: message; …`, short whatever a hostile input produced. */
export function problemsText(problems: readonly ValidationProblem[]): string {
  const listed = problems.slice(0, LISTED_PROBLEMS).map((p) => {
    const line = `${p.path}: ${p.message}`;
    return line.length > PROBLEM_CHARS ? `${line.slice(0, PROBLEM_CHARS - 1)}…` : line;
  });
  if (problems.length > LISTED_PROBLEMS) listed.push(`and ${problems.length - LISTED_PROBLEMS} more`);
  return listed.join('; ');
}

function pathText(root: string, path: readonly PropertyKey[]): string {
  let text = root;
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  return text;
}

/** The part of a schema's issue this module reads. */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly errors?: readonly (readonly Issue[])[];
}

/**
 * The issues to report: an `invalid_union` (a union's "Invalid input" of a whole action) is replaced
 * by the issues of the branch the value meant, the one whose literal fields (`type`, `use`) it
 * matches, so the message names the bad field (`action.piece`) rather than the whole.
 */
function flatIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue[] {
  const out: Issue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors !== undefined) {
      const meant = issue.errors.filter((branch) => !branch.some((i) => i.code === 'invalid_value' && i.path.length === 1));
      const best = meant.reduce<readonly Issue[] | null>((a, b) => (a === null || b.length < a.length ? b : a), null);
      if (best !== null && best.length > 0) {
        out.push(...flatIssues(best, path));
        continue;
      }
    }
    out.push({ ...issue, path });
  }
  return out;
}

/** The value at `path` inside `value`, or undefined; never throws. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  try {
    for (const key of path) {
      if (typeof at !== 'object' || at === null) return undefined;
      at = (at as Record<PropertyKey, unknown>)[key];
    }
  } catch {
    return undefined;
  }
  return at;
}

/** The codes of issues about the value itself, after which the message shows what was given. */
const SHOWS_VALUE = new Set(['invalid_type', 'invalid_value', 'too_big', 'too_small', 'invalid_format', 'not_multiple_of']);

function problemsOf(issues: readonly Issue[], value: unknown, what: string): ValidationProblem[] {
  return flatIssues(issues).map((issue) => {
    const at = valueAt(value, issue.path);
    const shown = SHOWS_VALUE.has(issue.code) && at !== undefined && typeof at !== 'object' ? ` (got ${showValue(at, 60)})` : '';
    return { path: pathText(what, issue.path), message: `${issue.message}${shown}` };
  });
}

/** A schema's issues with `value` in English, empty when it parses (for the testkit's own wording). */
export function schemaIssues(schema: Schema<unknown>, value: unknown): readonly { readonly path: readonly PropertyKey[]; readonly message: string }[] {
  const result = schema.safeParse(value, { error: inEnglish });
  return result.success ? [] : result.error.issues;
}

/** The problems a schema finds in `value`, each with its path from `what`; empty when it parses. */
export function schemaProblems(schema: Schema<unknown>, value: unknown, what: string): ValidationProblem[] {
  const result = parsed(schema, value, what);
  if (result.success) return [];
  return result.problems;
}

type Parsed<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly problems: ValidationProblem[] };

/** `safeParse`, with what it may throw on a hostile value (a stack overflow deep inside) as a problem. */
function parsed<T>(schema: Schema<T>, value: unknown, what: string): Parsed<T> {
  let result: ReturnType<Schema<T>['safeParse']>;
  try {
    result = schema.safeParse(value, { error: inEnglish });
  } catch (error) {
    const why = error instanceof RangeError ? 'nested too deep to read' : `unreadable (${error instanceof Error ? error.name : 'a thrown value'})`;
    return { success: false, problems: [{ path: what, message: `${why}: ${showValue(value, 60)}` }] };
  }
  if (result.success) return { success: true, data: result.data };
  return { success: false, problems: problemsOf(result.error.issues as readonly Issue[], value, what) };
}

/**
 * Parses `value` with `schema`; on failure throws a `ValidationError` whose problems name
 * each bad path in plain words (`options.players[0]: …`). Not for the hot path.
 */
export function parseOrThrow<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = parsed(schema, value, what);
  if (result.success) return result.data;
  throw new ValidationError(what, result.problems);
}
