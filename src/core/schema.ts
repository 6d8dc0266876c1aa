/**
 * The library's own schemas: what every game's options, states, actions, events and positions are
 * checked with, and what a game author writes its own with (`import { s } from 'reglas/core'`, or
 * `import * as s from 'reglas/schema'`). The builders are named as `zod/mini`'s (`s.strictObject`,
 * `s.number().check(s.int(), s.gte(0))`, `s.Infer<typeof x>`), report the same issues
 * (`code`, `path`, `message`) in the same words, and `Schema` in core still takes a zod schema:
 * a game may keep writing its schemas with zod. Only what the games use is here (no transforms,
 * defaults, coercion or async checks), which keeps a browser bundle of a game some 7 KB gzip
 * lighter than with `zod/mini`.
 *
 * A value that parses comes back as a copy (an object with its declared keys, arrays copied), as
 * zod returns it; `readonly` freezes its copy.
 * @module
 */

/** One problem found by a schema, as `safeParse` reports it: where (`path`), what (`code`), in words (`message`). */
export interface Issue {
  /** What kind of problem: `invalid_type`, `invalid_value`, `too_small`, `too_big`, `unrecognized_keys`, `invalid_union`, `invalid_format`, `invalid_key`, `custom`. */
  readonly code: string;
  /** Where, from the value parsed: keys and indices. */
  readonly path: PropertyKey[];
  /** What is wrong, in English. */
  readonly message: string;
  /** The code's own details (`expected`, `values`, `minimum`, `keys`, the `errors` of each branch of a union...). */
  readonly [detail: string]: unknown;
}

/** An issue while it is found: its details, the value it is about, whether checks go on after it. */
interface Raw {
  code: string;
  path: PropertyKey[];
  input?: unknown;
  /** `true`: the value's later checks still run; `false`: even its length checks stop; absent: its checks stop. */
  continue?: boolean;
  message?: string;
  [detail: string]: unknown;
}

/** Turns an issue into its words; `undefined` leaves it to the next (a `safeParse` option, then English). */
export type ErrorMap = (issue: Raw) => string | undefined | { readonly message: string };

/** What `safeParse` and `parse` take besides the value: `error`, the words of the issues a schema has none of its own for. */
export interface ParseParams {
  readonly error?: ErrorMap;
}

/** The result of `safeParse`. */
export type SafeParseResult<T> = { readonly success: true; readonly data: T; readonly error?: undefined } | { readonly success: false; readonly data?: undefined; readonly error: SchemaError };

/** What `parse` throws: every issue found, with its path. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  /** Every issue found. */
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; '));
    this.issues = issues;
  }
}

interface Ctx {
  readonly error: ErrorMap | undefined;
}

/** A check a schema runs on a value of its type once the type is right (`s.gte(0)`, `s.minLength(1)`, `s.refine(...)`). */
export interface Check<in T = never> {
  /** @internal */
  readonly _check: (value: T, issues: Raw[], ctx: Ctx) => void;
  /** @internal Length checks run unless an issue stopped everything; the others only on a value without issues. */
  readonly _length?: true;
  /** @internal The most items a length check allows: an array longer is refused by it alone, its items unread. */
  readonly _max?: number;
}

/** What describes a schema, for a program that reads it (the command line lists an option's values from it). */
export interface Def {
  readonly type: string;
  /** An object's fields. */
  readonly shape?: Shape;
  /** A union's options. */
  readonly options?: readonly Type[];
  /** The values an enum or literal allows. */
  readonly values?: readonly unknown[];
  /** What an optional, nullable or readonly schema wraps. */
  readonly innerType?: Type;
}

/**
 * The words of a schema's or a check's own issues: a sentence, or `{ error }` (a sentence, or a
 * function of the issue, which has the value as `input`), or `{ message }`.
 */
export type Params = string | { readonly error?: string | ((issue: Raw) => string | undefined); readonly message?: string };

const wordsOf = (params: Params | undefined): ErrorMap | undefined => {
  if (params === undefined) return undefined;
  if (typeof params === 'string') return () => params;
  const { error, message } = params;
  if (typeof error === 'function') return error;
  const words = error ?? message;
  return words === undefined ? undefined : () => words;
};

/** `issue`, with the words `params` give it. */
const said = (issue: Raw, params: Params | undefined): Raw => {
  const words = wordsOf(params)?.(issue);
  if (words !== undefined) issue.message = typeof words === 'string' ? words : words.message;
  return issue;
};

/** A schema of values of type `T`. */
export class Type<out T = unknown> {
  /** The type of what it parses (types only; `s.Infer<typeof x>` reads it). */
  declare readonly _output: T;
  /** @internal `'optional'` when an object's key may be absent. */
  readonly optin: 'optional' | undefined;
  /** @internal `'optional'` when an absent key is allowed and left absent. */
  readonly optout: 'optional' | undefined;
  /** What it is, for a program that reads it. */
  readonly def: Def;
  /** @internal Checks the value's type; pushes its issues, returns the parsed value. */
  readonly _parse: (value: unknown, issues: Raw[], ctx: Ctx) => unknown;
  /** @internal */
  readonly _checks: readonly Check<never>[];
  /** @internal The words of its own issues, given where it was built. */
  readonly _error: ErrorMap | undefined;
  /** @internal Whether its parse raises no issue of a part of the value (the words of its own issues are then `_error`'s). */
  readonly _leaf?: boolean;
  /** @internal A check this schema also is (`s.int()` in `.check(...)`). */
  readonly _check?: (value: never, issues: Raw[], ctx: Ctx) => void;

  constructor(
    def: Def,
    parse: (value: unknown, issues: Raw[], ctx: Ctx) => unknown,
    optional?: { readonly optin?: 'optional' | undefined; readonly optout?: 'optional' | undefined },
    checks: readonly Check<never>[] = [],
    error?: ErrorMap,
  ) {
    this.def = def;
    this._parse = parse;
    this.optin = optional?.optin;
    this.optout = optional?.optout;
    this._checks = checks;
    this._error = error;
  }

  /** The same schema with `checks` run after its own (a new schema: this one is unchanged). */
  check(...checks: Check<T>[]): this {
    const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this)) as this;
    Object.defineProperty(copy, '_checks', { value: [...this._checks, ...(checks as Check<never>[])], enumerable: true });
    return copy;
  }

  /** @internal Parses `value`, pushing its issues (paths from it) to `issues`; returns the parsed value. */
  _run(value: unknown, issues: Raw[], ctx: Ctx): unknown {
    const start = issues.length;
    if (this.def.type === 'array' && Array.isArray(value)) {
      // An array longer than its leading length checks allow: that check's issue alone.
      for (const check of this._checks) {
        if (check._length !== true) break;
        if (check._max !== undefined && value.length > check._max) {
          check._check(value as never, issues, ctx);
          for (let i = start; i < issues.length; i++) issues[i]!.continue = false;
          return value;
        }
      }
    }
    const out = this._parse(value, issues, ctx);
    if (this._leaf && issues.length > start) ownWords(issues, start, this._error);
    if (this._checks.length > 0) {
      let stopped = hasStop(issues, start, false);
      for (const check of this._checks) {
        if (check._length === true) {
          if (hasStop(issues, start, true) || out === null || out === undefined || (out as { length?: unknown }).length === undefined) continue;
        } else if (stopped) continue;
        const before = issues.length;
        check._check(out as never, issues, ctx);
        if (issues.length > before) {
          ownWords(issues, before, this._error);
          if (!stopped) stopped = hasStop(issues, before, false);
        }
      }
    }
    return out;
  }

  /** Parses `value`: its copy, or every issue with its path and words. */
  safeParse(value: unknown, params?: ParseParams): SafeParseResult<T> {
    const ctx: Ctx = { error: params?.error };
    const raws: Raw[] = [];
    const data = this._run(value, raws, ctx);
    if (raws.length === 0) return { success: true, data: data as T };
    return { success: false, error: new SchemaError(raws.map((r) => finalIssue(r, ctx))) };
  }

  /** Parses `value`: its copy; throws a {@link SchemaError} listing every issue otherwise. */
  parse(value: unknown, params?: ParseParams): T {
    const result = this.safeParse(value, params);
    if (result.success) return result.data;
    throw result.error;
  }
}

/** Whether an issue from `start` on stops the checks: any not marked to go on, or (`explicit`) one marked to stop everything. */
function hasStop(issues: readonly Raw[], start: number, explicit: boolean): boolean {
  for (let i = start; i < issues.length; i++) {
    const go = issues[i]!.continue;
    if (explicit ? go === false : go !== true) return true;
  }
  return false;
}

/** Gives the issues from `start` on the words of the schema they were raised in, where they have none of their own yet. */
function ownWords(issues: Raw[], start: number, error: ErrorMap | undefined): void {
  if (error === undefined) return;
  for (let i = start; i < issues.length; i++) {
    const issue = issues[i]!;
    if (issue.message === undefined) {
      const words = error(issue);
      if (words !== undefined) issue.message = typeof words === 'string' ? words : words.message;
    }
  }
}

const wordsFrom = (words: string | undefined | { readonly message: string }): string | undefined => (typeof words === 'object' ? words.message : words);

/** The issue as `safeParse` reports it: its words settled, without the value it was about. */
function finalIssue(raw: Raw, ctx: Ctx): Issue {
  const message = raw.message || wordsFrom(ctx.error?.(raw)) || english(raw);
  const issue: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (key !== 'input' && key !== 'continue' && key !== '__proto__') issue[key] = raw[key];
  issue.message = message;
  return issue as unknown as Issue;
}

/** Parses `value` with `schema` inside a parent: its issues get `key` in front of their paths. */
function child(schema: Type, value: unknown, key: PropertyKey, issues: Raw[], ctx: Ctx): unknown {
  const start = issues.length;
  const out = schema._run(value, issues, ctx);
  for (let i = start; i < issues.length; i++) issues[i]!.path.unshift(key);
  return out;
}

// --- English ---------------------------------------------------------------------------------

/** The type of a value as an issue names it: `null`, `array`, `NaN`, `Infinity`, a class's name... */
function typeName(value: unknown): string {
  const t = typeof value;
  if (t === 'number') return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  if (t === 'object') {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'array';
    const proto: unknown = Object.getPrototypeOf(value);
    const ctor = (value as { constructor?: { name?: string } }).constructor;
    if (proto !== Object.prototype && 'constructor' in (value as object) && ctor) return String(ctor.name);
  }
  return t;
}

const primitive = (value: unknown): string => (typeof value === 'bigint' ? `${value}n` : typeof value === 'string' ? `"${value}"` : `${String(value)}`);
const UNITS: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', map: 'entries', file: 'bytes' };

/** An issue in English, in the words `zod` uses (a zod schema given zod's English locale says the same). */
export function english(issue: Raw): string {
  const i = issue as Raw & Record<string, never>;
  switch (i.code) {
    case 'invalid_type':
      return `Invalid input: expected ${i.expected === 'nan' ? 'NaN' : String(i.expected)}, received ${typeName(i.input)}`;
    case 'invalid_value': {
      const values = i.values as unknown as readonly unknown[];
      return values.length === 1 ? `Invalid input: expected ${primitive(values[0])}` : `Invalid option: expected one of ${values.map(primitive).join('|')}`;
    }
    case 'too_big':
    case 'too_small': {
      const big = i.code === 'too_big';
      const adj = i.exact ? 'exactly ' : i.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const origin = i.origin as unknown as string | undefined;
      const unit = origin === undefined ? undefined : UNITS[origin];
      const bound = String(big ? i.maximum : i.minimum);
      const what = big ? (origin ?? 'value') : origin;
      return `Too ${big ? 'big' : 'small'}: expected ${what} to ${unit === undefined ? 'be' : 'have'} ${adj}${bound}${unit === undefined ? '' : ` ${unit}`}`;
    }
    case 'invalid_format':
      return i.format === 'regex' ? `Invalid string: must match pattern ${String(i.pattern)}` : `Invalid ${String(i.format)}`;
    case 'unrecognized_keys': {
      const keys = i.keys as unknown as readonly unknown[];
      return `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.map(primitive).join(', ')}`;
    }
    case 'invalid_key':
      return `Invalid key in ${String(i.origin)}`;
    case 'invalid_union': {
      const options = i.options as unknown as readonly unknown[] | undefined;
      if (Array.isArray(options) && options.length > 0) return `Invalid discriminator value. Expected ${options.map((o) => `'${String(o)}'`).join(' | ')}`;
      return i.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    }
    case 'invalid_element':
      return `Invalid value in ${String(i.origin)}`;
    default:
      return 'Invalid input';
  }
}

// --- Primitives ------------------------------------------------------------------------------

const typeOf = (expected: string, test: (v: unknown) => boolean) => (value: unknown, issues: Raw[]) => {
  if (!test(value)) {
    // A number that is not finite is named in the issue too (`received: 'NaN'`), as zod names it.
    const odd = expected === 'number' && typeof value === 'number' ? { received: String(value) } : {};
    issues.push({ code: 'invalid_type', expected, input: value, path: [], ...odd });
  }
  return value;
};

/** A schema of one type of value, which `params` may give its own words. */
const leaf = <T>(expected: string, test: (v: unknown) => boolean, params?: Params, checks?: readonly Check<never>[]): Type<T> => {
  const schema = new Type<T>({ type: expected }, typeOf(expected, test), undefined, checks, wordsOf(params));
  Object.defineProperty(schema, '_leaf', { value: true, enumerable: true });
  return schema;
};

const isNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);

/** A finite number (not NaN, not ±Infinity). */
export const number = (params?: Params): Type<number> => leaf('number', isNumber, params);
/** A string. */
export const string = (params?: Params): Type<string> => leaf('string', (v) => typeof v === 'string', params);
/** `true` or `false`. */
export const boolean = (params?: Params): Type<boolean> => leaf('boolean', (v) => typeof v === 'boolean', params);
/** `null` itself. */
const nullSchema = (params?: Params): Type<null> => leaf('null', (v) => v === null, params);
export { nullSchema as null };
/** Any value at all (a key holding it must still be present). */
export const unknown = (): Type<unknown> => new Type({ type: 'unknown' }, (v) => v);

const intCheck = (value: number, issues: Raw[]): void => {
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

/** A safe integer: a schema (`s.int()`) and a check of a number (`s.number().check(s.int())`). */
export function int(params?: Params): Type<number> & Check<number> {
  const schema = leaf<number>('number', isNumber, params, [{ _check: intCheck }]);
  return Object.assign(schema, { _check: intCheck });
}

// --- Checks ----------------------------------------------------------------------------------

const bound = (big: boolean, limit: number, inclusive: boolean, params?: Params): Check<number> => ({
  _check: (value, issues) => {
    if (big ? (inclusive ? value <= limit : value < limit) : inclusive ? value >= limit : value > limit) return;
    issues.push(said({ code: big ? 'too_big' : 'too_small', origin: 'number', [big ? 'maximum' : 'minimum']: limit, inclusive, input: value, path: [], continue: true }, params));
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
export const minLength = (n: number, params?: Params): Check<Lengthy> => lengthCheck((k) => k >= n, () => ({ code: 'too_small', minimum: n }), params);
/** At most `n` items or characters. */
export const maxLength = (n: number, params?: Params): Check<Lengthy> => lengthCheck((k) => k <= n, () => ({ code: 'too_big', maximum: n }), params, n);
/** Exactly `n` items or characters. */
export const length = (n: number, params?: Params): Check<Lengthy> =>
  lengthCheck((k) => k === n, (k) => (k > n ? { code: 'too_big', maximum: n, exact: true } : { code: 'too_small', minimum: n, exact: true }), params, n);

/** A string that `pattern` matches. */
export const regex = (pattern: RegExp, params?: Params): Check<string> => ({
  _check: (value, issues) => {
    pattern.lastIndex = 0;
    if (pattern.test(value)) return;
    issues.push(said({ code: 'invalid_format', origin: 'string', format: 'regex', pattern: pattern.toString(), input: value, path: [], continue: true }, params));
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
  addIssue(issue: { readonly code?: string; readonly path?: readonly PropertyKey[]; readonly message: string; readonly [detail: string]: unknown } | string): void;
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

/** A value of a type TypeScript cannot check at run time (a function), accepted when `test` says so. */
export function custom<T>(test: (value: unknown) => unknown, params?: Params): Type<T> {
  return new Type<T>({ type: 'custom' }, (v) => v, undefined, [
    {
      _check: (value, issues) => {
        if (!test(value)) issues.push({ code: 'custom', input: value, path: [], continue: false });
      },
    },
  ], wordsOf(params));
}

// --- Values ----------------------------------------------------------------------------------

type Primitive = string | number | boolean | null | undefined | bigint;

/** A schema that allows exactly some values (an enum, a literal). */
export class ValuesType<T> extends Type<T> {
  /** The values it allows. */
  declare readonly values: readonly T[];
}

function valuesType<T>(type: string, values: readonly T[]): ValuesType<T> {
  const allowed = new Set<unknown>(values);
  const schema = new ValuesType<T>({ type, values }, (value, issues) => {
    if (!allowed.has(value)) issues.push({ code: 'invalid_value', values: [...values], input: value, path: [] });
    return value;
  });
  Object.defineProperty(schema, 'values', { value: values });
  return schema;
}

/** One of the strings listed. */
function enumSchema<const V extends readonly [string, ...string[]]>(values: V): ValuesType<V[number]>;
function enumSchema<V extends string>(values: readonly V[]): ValuesType<V>;
function enumSchema(values: readonly string[]): ValuesType<string> {
  return valuesType('enum', values);
}
export { enumSchema as enum };

/** Exactly `value` (or one of `values`). */
export function literal<const V extends Primitive>(value: V | readonly V[]): ValuesType<V> {
  return valuesType('literal', Array.isArray(value) ? value : [value as V]);
}

// --- Wrappers --------------------------------------------------------------------------------

/** A key that may be absent, or hold `undefined`. */
export const optional = <S extends Type>(inner: S): Type<Infer<S> | undefined> & { readonly optout: 'optional' } =>
  new Type<Infer<S> | undefined>({ type: 'optional', innerType: inner }, (v, issues, ctx) => (v === undefined ? v : inner._run(v, issues, ctx)), {
    optin: 'optional',
    optout: 'optional',
  }) as Type<Infer<S> | undefined> & { readonly optout: 'optional' };

/** A key that may be absent, but never holds `undefined`. */
export const exactOptional = <S extends Type>(inner: S): Type<Infer<S>> & { readonly optout: 'optional'; readonly _exact: true } =>
  new Type<Infer<S>>({ type: 'optional', innerType: inner }, (v, issues, ctx) => inner._run(v, issues, ctx), { optin: 'optional', optout: 'optional' }) as Type<Infer<S>> & {
    readonly optout: 'optional';
    readonly _exact: true;
  };

type Wrapped<S extends Type, T> = Type<T> & Pick<S, Extract<keyof S, 'optout'>>;

/** The value, or `null`. */
export const nullable = <S extends Type>(inner: S): Wrapped<S, Infer<S> | null> =>
  new Type<Infer<S> | null>({ type: 'nullable', innerType: inner }, (v, issues, ctx) => (v === null ? v : inner._run(v, issues, ctx)), inner) as Wrapped<S, Infer<S> | null>;

/** The value, its parsed copy frozen; its type readonly. */
export const readonly = <S extends Type>(inner: S): Wrapped<S, Readonly<Infer<S>>> =>
  new Type<Readonly<Infer<S>>>(
    { type: 'readonly', innerType: inner },
    (v, issues, ctx) => {
      const out = inner._run(v, issues, ctx);
      return typeof out === 'object' && out !== null ? Object.freeze(out) : out;
    },
    inner,
  ) as Wrapped<S, Readonly<Infer<S>>>;

// --- Arrays and objects ----------------------------------------------------------------------

/** An array of values of one schema. */
export const array = <S extends Type>(element: S): Type<Infer<S>[]> =>
  new Type<Infer<S>[]>({ type: 'array', innerType: element }, (value, issues, ctx) => {
    if (!Array.isArray(value)) {
      issues.push({ code: 'invalid_type', expected: 'array', input: value, path: [] });
      return value;
    }
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = child(element, value[i], i, issues, ctx);
    return out;
  });

type Outputs<Items extends readonly Type[]> = { -readonly [K in keyof Items]: Infer<Items[K]> };

/** An array of a fixed length, each place with its own schema. */
export const tuple = <const Items extends readonly [Type, ...Type[]]>(items: Items): Type<Outputs<Items>> =>
  new Type<Outputs<Items>>({ type: 'tuple', options: items }, (value, issues, ctx) => {
    if (!Array.isArray(value)) {
      issues.push({ code: 'invalid_type', expected: 'tuple', input: value, path: [] });
      return value;
    }
    let required = items.length;
    while (required > 0 && items[required - 1]!.optin !== undefined) required--;
    if (value.length < required) {
      issues.push({ code: 'too_small', minimum: required, inclusive: true, origin: 'array', input: value, path: [] });
      return value;
    }
    if (value.length > items.length) issues.push({ code: 'too_big', maximum: items.length, inclusive: true, origin: 'array', input: value, path: [] });
    const out: unknown[] = [];
    for (let i = 0; i < items.length; i++) {
      if (i >= value.length && items[i]!.optout === 'optional') break;
      out[i] = child(items[i]!, value[i], i, issues, ctx);
    }
    return out;
  });

/** The fields of an object schema, by key. */
export type Shape = { readonly [key: string]: Type };

type OptionalKeys<Sh extends Shape> = { [K in keyof Sh]: Sh[K] extends { readonly optout: 'optional' } ? K : never }[keyof Sh];
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** The type of an object of `Sh`'s fields: a key whose schema is optional may be absent. */
export type ObjectOutput<Sh extends Shape> = Flat<
  { -readonly [K in Exclude<keyof Sh, OptionalKeys<Sh>>]: Infer<Sh[K]> } & { -readonly [K in OptionalKeys<Sh>]?: Infer<Sh[K]> }
>;
/** `A`'s fields with `B`'s, `B`'s replacing `A`'s of the same name. */
export type Extend<A extends Shape, B extends Shape> = Flat<Omit<A, keyof B> & B>;

/** An object schema: its fields are `shape`. */
export class ObjectType<Sh extends Shape = Shape, T = ObjectOutput<Sh>> extends Type<T> {
  /** Its fields. */
  declare readonly shape: Sh;
}

const isObject = (v: unknown): v is Record<PropertyKey, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function objectType<Sh extends Shape, T>(shape: Sh, extra: 'strict' | 'loose' | 'strip'): ObjectType<Sh, T> {
  const keys = Object.keys(shape);
  const keySet = new Set(keys);
  const schema = new ObjectType<Sh, T>({ type: 'object', shape }, (value, issues, ctx) => {
    if (!isObject(value)) {
      issues.push({ code: 'invalid_type', expected: 'object', input: value, path: [] });
      return value;
    }
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (key === '__proto__') continue;
      const field = shape[key]!;
      const present = key in value;
      if (!present && field.optout === 'optional') continue;
      const start = issues.length;
      const v = child(field, value[key], key, issues, ctx);
      if (!present) {
        if (issues.length === start && field.optin === undefined) issues.push({ code: 'invalid_type', expected: 'nonoptional', input: undefined, path: [key] });
        continue;
      }
      out[key] = v;
    }
    if (extra !== 'strip') {
      const unknownKeys: string[] = [];
      for (const key in value) {
        if (keySet.has(key)) continue;
        if (extra === 'strict') unknownKeys.push(key);
        else if (key !== '__proto__') out[key] = value[key];
      }
      if (unknownKeys.length > 0) issues.push({ code: 'unrecognized_keys', keys: unknownKeys, input: value, path: [], continue: true });
    }
    return out;
  });
  Object.defineProperty(schema, 'shape', { value: shape });
  return schema;
}

/** An object with exactly these fields: an unknown key is an issue. */
export const strictObject = <const Sh extends Shape>(shape: Sh): ObjectType<Sh> => objectType(shape, 'strict');
/** An object with these fields; unknown keys are dropped from the copy. */
export const object = <const Sh extends Shape>(shape: Sh): ObjectType<Sh> => objectType(shape, 'strip');
/** An object with these fields and any others, kept. */
export const looseObject = <const Sh extends Shape>(shape: Sh): ObjectType<Sh, ObjectOutput<Sh> & { [key: string]: unknown }> => objectType(shape, 'loose');

function isPlainObject(v: unknown): v is Record<PropertyKey, unknown> {
  if (!isObject(v)) return false;
  const ctor = (v as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const proto: unknown = ctor.prototype;
  return isObject(proto) && Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}

function recordType<T>(key: Type<string>, value: Type, partial: boolean): Type<T> {
  const values = key instanceof ValuesType ? (key.values as readonly unknown[]) : undefined;
  return new Type<T>({ type: 'record', innerType: value }, (input, issues, ctx) => {
    if (!isPlainObject(input)) {
      issues.push({ code: 'invalid_type', expected: 'record', input, path: [] });
      return input;
    }
    const out: Record<PropertyKey, unknown> = {};
    let unknownKeys: PropertyKey[] | undefined;
    if (values !== undefined && !partial) {
      for (const k of values) {
        const name = typeof k === 'number' ? String(k) : (k as string);
        if (name === '__proto__') continue;
        out[name] = child(value, input[name], name, issues, ctx);
      }
      for (const k in input) if (!values.some((v) => (typeof v === 'number' ? String(v) : v) === k)) (unknownKeys ??= []).push(k);
    } else {
      for (const k of Reflect.ownKeys(input)) {
        if (k === '__proto__' || !Object.prototype.propertyIsEnumerable.call(input, k)) continue;
        const keyIssues: Raw[] = [];
        key._run(k, keyIssues, ctx);
        if (keyIssues.length > 0) {
          if (values !== undefined) (unknownKeys ??= []).push(k);
          else issues.push({ code: 'invalid_key', origin: 'record', issues: keyIssues.map((r) => finalIssue(r, ctx)), input: k, path: [k] });
          continue;
        }
        out[k] = child(value, input[k], k, issues, ctx);
      }
    }
    if (unknownKeys !== undefined) issues.push({ code: 'unrecognized_keys', keys: unknownKeys, input, path: [], continue: true });
    return out;
  });
}

/** An object whose keys all match `key` (every value of an enum key present) and whose values all match `value`. */
export const record = <K extends Type<string>, V extends Type>(key: K, value: V): Type<Record<Infer<K>, Infer<V>>> => recordType(key, value, false);
/** {@link record} whose keys (an enum's values) may each be absent. */
export const partialRecord = <K extends Type<string>, V extends Type>(key: K, value: V): Type<Partial<Record<Infer<K>, Infer<V>>>> => recordType(key, value, true);

// --- Unions ----------------------------------------------------------------------------------

/** A value of one of the options (the first that parses it). */
export const union = <const Options extends readonly [Type, ...Type[]]>(options: Options): Type<Infer<Options[number]>> & Pick<Options[number], Extract<keyof Options[number], 'optout'>> => {
  const optional = options.some((o) => o.optin !== undefined) ? 'optional' : undefined;
  return new Type<Infer<Options[number]>>(
    { type: 'union', options },
    (value, issues, ctx) => {
      if (options.length === 1) return options[0]._run(value, issues, ctx);
      const tried: { out: unknown; issues: Raw[] }[] = [];
      for (const option of options) {
        const own: Raw[] = [];
        const out = option._run(value, own, ctx);
        if (own.length === 0) return out;
        tried.push({ out, issues: own });
      }
      const goingOn = tried.filter((t) => !hasStop(t.issues, 0, false));
      if (goingOn.length === 1) {
        issues.push(...goingOn[0]!.issues);
        return goingOn[0]!.out;
      }
      issues.push({ code: 'invalid_union', input: value, path: [], errors: tried.map((t) => t.issues.map((r) => finalIssue(r, ctx))) });
      return value;
    },
    { optin: optional, optout: options.some((o) => o.optout === 'optional') ? 'optional' : undefined },
  ) as Type<Infer<Options[number]>> & Pick<Options[number], Extract<keyof Options[number], 'optout'>>;
};

/** One of several object schemas, chosen by the value of the field `key` (a literal in each). */
export function discriminatedUnion<const Options extends readonly [ObjectType, ...ObjectType[]]>(key: string, options: Options): Type<Infer<Options[number]>> {
  const byValue = new Map<unknown, ObjectType>();
  options.forEach((option, i) => {
    const field = option.shape[key];
    const values = field?.def.values;
    if (values === undefined) throw new Error(`Invalid discriminated union option at index "${i}"`);
    for (const v of values) {
      if (byValue.has(v)) throw new Error(`Duplicate discriminator value "${String(v)}"`);
      byValue.set(v, option);
    }
    if (field!.optin !== undefined && !byValue.has(undefined)) byValue.set(undefined, option);
  });
  return new Type<Infer<Options[number]>>({ type: 'union', options }, (value, issues, ctx) => {
    if (!isObject(value)) {
      issues.push({ code: 'invalid_type', expected: 'object', input: value, path: [] });
      return value;
    }
    const option = byValue.get(value[key]);
    if (option !== undefined) return option._run(value, issues, ctx);
    issues.push({ code: 'invalid_union', errors: [], note: 'No matching discriminator', discriminator: key, options: [...byValue.keys()], input: value, path: [key] });
    return value;
  });
}

/** The type of what a schema parses: `s.Infer<typeof actionSchema>`. */
type Infer<S> = S extends { readonly _output: infer T } ? T : never;
export type { Infer as infer };
