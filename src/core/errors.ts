import type { Schema } from './types.js';
import english from 'zod/v4/locales/en.js';

/**
 * zod's English messages ("Invalid input: expected string, received number"), given to every parse
 * here: `zod/mini` configures no locale (classic `zod` configured this one globally on import), and
 * a library leaves the global configuration to its user.
 */
const inEnglish = english().localeError;

/**
 * The brands that make `instanceof` hold across copies of the library: the ESM and the CommonJS
 * builds each define these classes, so an error thrown by one copy would fail `instanceof` against
 * the other. `Symbol.for` gives both copies the same key.
 */
const ILLEGAL_BRAND = Symbol.for('reglas.IllegalActionError');
const VALIDATION_BRAND = Symbol.for('reglas.ValidationError');

const branded = (value: unknown, brand: symbol): boolean =>
  typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;

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
  /** What is wrong there, in plain words (zod's message, or the game's own). */
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
    super(`invalid ${what}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
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

function pathText(root: string, path: readonly PropertyKey[]): string {
  let text = root;
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  return text;
}

/** zod's issues with `value` in English, empty when it parses (for the testkit's own wording). */
export function schemaIssues(schema: Schema<unknown>, value: unknown): readonly { readonly path: readonly PropertyKey[]; readonly message: string }[] {
  const result = schema.safeParse(value, { error: inEnglish });
  return result.success ? [] : result.error.issues;
}

/** The problems zod finds in `value`, each with its path from `what`; empty when it parses. */
export function schemaProblems(schema: Schema<unknown>, value: unknown, what: string): ValidationProblem[] {
  const result = schema.safeParse(value, { error: inEnglish });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: pathText(what, issue.path), message: issue.message }));
}

/**
 * Parses `value` with `schema`; on failure throws a `ValidationError` whose problems name
 * each bad path in plain words (`options.players[0]: …`). Not for the hot path.
 */
export function parseOrThrow<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value, { error: inEnglish });
  if (result.success) return result.data;
  throw new ValidationError(what, result.error.issues.map((issue) => ({ path: pathText(what, issue.path), message: issue.message })));
}
