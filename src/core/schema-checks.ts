/**
 * The checks of the library's schemas (reglas/schema): bounds of numbers, lengths, patterns and a
 * game's own tests, each with its issue as zod words it.
 * @module
 */
import { said, type Check, type Params, type RawIssue } from './schema-issues.js';

export const intCheck = (value: number, issues: RawIssue[]): void => {
  if (!Number.isInteger(value)) issues.push({ code: 'invalid_type', expected: 'int', format: 'safeint', input: value, path: [], continue: false });
  else if (!Number.isSafeInteger(value)) {
    const big = value > 0;
    issues.push({
      code: big ? 'too_big' : 'too_small',
      [big ? 'maximum' : 'minimum']: big ? Number.MAX_SAFE_INTEGER : Number.MIN_SAFE_INTEGER,
      note: 'Integers must be within the safe integer range.',
      origin: 'int',
      inclusive: true,
      input: value,
      path: [],
      continue: true,
    });
  }
};

// --- Checks ----------------------------------------------------------------------------------

const bound = (big: boolean, limit: number, inclusive: boolean, params?: Params): Check<number> => ({
  _check: (value, issues) => {
    if (big ? (inclusive ? value <= limit : value < limit) : inclusive ? value >= limit : value > limit) return;
    issues.push(
      said(
        { code: big ? 'too_big' : 'too_small', origin: 'number', [big ? 'maximum' : 'minimum']: limit, inclusive, input: value, path: [], continue: true },
        params,
      ),
    );
  },
});

/** At least `n`. */
export const gte = (n: number, params?: Params): Check<number> => bound(false, n, true, params);
/** At least `n` (as `gte`). */
export const minimum = gte;
/** At most `n`. */
export const lte = (n: number, params?: Params): Check<number> => bound(true, n, true, params);
/** More than 0. */
export const positive = (params?: Params): Check<number> => bound(false, 0, false, params);

type Lengthy = string | readonly unknown[];
const originOf = (value: unknown): string => (Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown');
/** A string's length in characters (a surrogate pair counts once), an array's in items. */
const lengthOf = (value: Lengthy): number => (typeof value === 'string' ? [...value].length : value.length);

const lengthCheck = (test: (n: number) => boolean, issue: (n: number) => Record<string, unknown>, params?: Params, max?: number): Check<Lengthy> => ({
  _length: true,
  ...(max === undefined ? {} : { _max: max }),
  _check: (value, issues) => {
    const n = lengthOf(value);
    if (test(n)) return;
    issues.push(said({ code: '', ...issue(n), origin: originOf(value), inclusive: true, input: value, path: [], continue: true }, params));
  },
});

/** At least `n` items (an array) or characters (a string). */
export const minLength = (n: number, params?: Params): Check<Lengthy> =>
  lengthCheck(
    (k) => k >= n,
    () => ({ code: 'too_small', minimum: n }),
    params,
  );
/** At most `n` items or characters. */
export const maxLength = (n: number, params?: Params): Check<Lengthy> =>
  lengthCheck(
    (k) => k <= n,
    () => ({ code: 'too_big', maximum: n }),
    params,
    n,
  );
/** Exactly `n` items or characters. */
export const length = (n: number, params?: Params): Check<Lengthy> =>
  lengthCheck(
    (k) => k === n,
    (k) => (k > n ? { code: 'too_big', maximum: n, exact: true } : { code: 'too_small', minimum: n, exact: true }),
    params,
    n,
  );

/** A string that `pattern` matches. */
export const regex = (pattern: RegExp, params?: Params): Check<string> => ({
  _check: (value, issues) => {
    pattern.lastIndex = 0;
    if (pattern.test(value)) return;
    issues.push(
      said({ code: 'invalid_format', origin: 'string', format: 'regex', pattern: pattern.toString(), input: value, path: [], continue: true }, params),
    );
  },
});

/** A value `test` accepts; `params` say what it must be. */
export const refine = <T>(test: (value: T) => unknown, params?: Params): Check<T> => ({
  _check: (value, issues) => {
    if (!test(value)) issues.push(said({ code: 'custom', input: value, path: [], continue: true }, params));
  },
});

/** What a `superRefine` check is given to report its issues with. */
export interface RefineContext {
  /** The value checked. */
  readonly value: unknown;
  /** Reports an issue (`code` is `custom` unless given; `path` from the value checked). */
  addIssue(
    issue: { readonly code?: string; readonly path?: readonly PropertyKey[]; readonly message: string; readonly [detail: string]: unknown } | string,
  ): void;
}

/** A check that reports its own issues, any number of them, each with its path. */
export const superRefine = <T>(check: (value: T, ctx: RefineContext) => void): Check<T> => ({
  _check: (value, issues) => {
    check(value, {
      value,
      addIssue: (issue) => {
        if (typeof issue === 'string') issues.push({ code: 'custom', message: issue, input: value, path: [] });
        else issues.push({ input: value, continue: true, ...issue, code: issue.code ?? 'custom', path: [...(issue.path ?? [])] });
      },
    });
  },
});
