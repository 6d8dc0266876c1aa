/**
 * The library's own schemas: what every game's options, states, actions, events and positions are
 * checked with, and what a game author writes its own with (`import * as s from
 * 'reglas/schema'`). The builders are named as `zod/mini`'s (`s.strictObject`,
 * `s.number().check(s.int(), s.gte(0))`, `s.infer<typeof x>`), report the same issues
 * (`code`, `path`, `message`) in the same words, and `Schema` in core still takes a zod schema:
 * a game may keep writing its schemas with zod. Only what the games use is here (no transforms,
 * defaults, coercion or async checks), which keeps a browser bundle of a game some 7 KB gzip
 * lighter than with `zod/mini`.
 *
 * A value that parses comes back as a copy (an object with its declared keys, arrays copied), as
 * zod returns it; `readonly` freezes its copy.
 * @module
 */

import {
  finalIssue,
  hasStop,
  ownWords,
  wordsOf,
  type Check,
  type Ctx,
  type ErrorMap,
  type Params,
  type ParseParams,
  type RawIssue,
  type SafeParseResult,
  SchemaError,
} from './schema-issues.js';
import { intCheck } from './schema-checks.js';

export {
  english,
  SchemaError,
  type Check,
  type ErrorMap,
  type Issue,
  type Params,
  type ParseParams,
  type RawIssue,
  type SafeParseResult,
} from './schema-issues.js';
export { gte, length, lte, maxLength, minimum, minLength, positive, refine, regex, superRefine, type RefineContext } from './schema-checks.js';

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

/** A schema of values of type `T`. */
export class Type<out T = unknown> {
  /** The type of what it parses (types only; `s.infer<typeof x>` reads it). */
  declare readonly _output: T;
  /** @internal `'optional'` when an object's key may be absent. */
  readonly optin: 'optional' | undefined;
  /** @internal `'optional'` when an absent key is allowed and left absent. */
  readonly optout: 'optional' | undefined;
  /** What it is, for a program that reads it. */
  readonly def: Def;
  /** @internal Checks the value's type; pushes its issues, returns the parsed value. */
  readonly _parse: (value: unknown, issues: RawIssue[], ctx: Ctx) => unknown;
  /** @internal */
  readonly _checks: readonly Check<never>[];
  /** @internal The words of its own issues, given where it was built. */
  readonly _error: ErrorMap | undefined;
  /** @internal Whether its parse raises no issue of a part of the value (the words of its own issues are then `_error`'s). */
  readonly _leaf?: boolean;
  /** @internal A check this schema also is (`s.int()` in `.check(...)`). */
  readonly _check?: (value: never, issues: RawIssue[], ctx: Ctx) => void;

  constructor(
    def: Def,
    parse: (value: unknown, issues: RawIssue[], ctx: Ctx) => unknown,
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
  _run(value: unknown, issues: RawIssue[], ctx: Ctx): unknown {
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
    const raws: RawIssue[] = [];
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

/** Parses `value` with `schema` inside a parent: its issues get `key` in front of their paths. */
function child(schema: Type, value: unknown, key: PropertyKey, issues: RawIssue[], ctx: Ctx): unknown {
  const start = issues.length;
  const out = schema._run(value, issues, ctx);
  for (let i = start; i < issues.length; i++) issues[i]!.path.unshift(key);
  return out;
}

// --- Primitives ------------------------------------------------------------------------------

const typeOf = (expected: string, test: (v: unknown) => boolean) => (value: unknown, issues: RawIssue[]) => {
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

/** A safe integer: a schema (`s.int()`) and a check of a number (`s.number().check(s.int())`). */
export function int(params?: Params): Type<number> & Check<number> {
  const schema = leaf<number>('number', isNumber, params, [{ _check: intCheck }]);
  return Object.assign(schema, { _check: intCheck });
}

/** A value of a type TypeScript cannot check at run time (a function), accepted when `test` says so. */
export function custom<T>(test: (value: unknown) => unknown, params?: Params): Type<T> {
  return new Type<T>(
    { type: 'custom' },
    (v) => v,
    undefined,
    [
      {
        _check: (value, issues) => {
          if (!test(value)) issues.push({ code: 'custom', input: value, path: [], continue: false });
        },
      },
    ],
    wordsOf(params),
  );
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
  new Type<Infer<S>>({ type: 'optional', innerType: inner }, (v, issues, ctx) => inner._run(v, issues, ctx), { optin: 'optional', optout: 'optional' }) as Type<
    Infer<S>
  > & {
    readonly optout: 'optional';
    readonly _exact: true;
  };

type Wrapped<S extends Type, T> = Type<T> & Pick<S, Extract<keyof S, 'optout'>>;

/** The value, or `null`. */
export const nullable = <S extends Type>(inner: S): Wrapped<S, Infer<S> | null> =>
  new Type<Infer<S> | null>({ type: 'nullable', innerType: inner }, (v, issues, ctx) => (v === null ? v : inner._run(v, issues, ctx)), inner) as Wrapped<
    S,
    Infer<S> | null
  >;

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
  Object.defineProperty(schema, '_extra', { value: extra });
  return schema;
}

/** An object with exactly these fields: an unknown key is an issue. */
export const strictObject = <const Sh extends Shape>(shape: Sh): ObjectType<Sh> => objectType(shape, 'strict');
/** An object with these fields; unknown keys are dropped from the copy. */
export const object = <const Sh extends Shape>(shape: Sh): ObjectType<Sh> => objectType(shape, 'strip');
/** An object with these fields and any others, kept. */
export const looseObject = <const Sh extends Shape>(shape: Sh): ObjectType<Sh, ObjectOutput<Sh> & { [key: string]: unknown }> => objectType(shape, 'loose');

/** `base`'s fields with `shape`'s, `shape`'s replacing `base`'s of the same name; as strict as `base` (its checks are not kept). */
export const extend = <Sh extends Shape, const More extends Shape>(base: ObjectType<Sh>, shape: More): ObjectType<Extend<Sh, More>> =>
  objectType({ ...base.shape, ...shape } as Extend<Sh, More>, (base as unknown as { _extra: 'strict' | 'loose' | 'strip' })._extra);

function isPlainObject(v: unknown): v is Record<PropertyKey, unknown> {
  if (!isObject(v)) return false;
  const ctor = (v as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const proto: unknown = ctor.prototype;
  return isObject(proto) && Object.hasOwn(proto, 'isPrototypeOf');
}

function recordType<T>(key: Type<string>, value: Type, partial: boolean): Type<T> {
  const values = key instanceof ValuesType ? (key.values as readonly unknown[]) : undefined;
  return new Type<T>({ type: 'record', innerType: value }, (input, issues, ctx) => {
    if (!isPlainObject(input)) {
      issues.push({ code: 'invalid_type', expected: 'record', input, path: [] });
      return input;
    }
    const out: Record<PropertyKey, unknown> = {};
    const unknownKeys: PropertyKey[] = [];
    if (values !== undefined && !partial) {
      for (const k of values) {
        const name = typeof k === 'number' ? String(k) : (k as string);
        if (name === '__proto__') continue;
        out[name] = child(value, input[name], name, issues, ctx);
      }
      for (const k in input) if (!values.some((v) => (typeof v === 'number' ? String(v) : v) === k)) unknownKeys.push(k);
    } else {
      for (const k of Reflect.ownKeys(input)) {
        if (k === '__proto__' || !Object.prototype.propertyIsEnumerable.call(input, k)) continue;
        const keyIssues: RawIssue[] = [];
        key._run(k, keyIssues, ctx);
        if (keyIssues.length > 0) {
          if (values !== undefined) unknownKeys.push(k);
          else issues.push({ code: 'invalid_key', origin: 'record', issues: keyIssues.map((r) => finalIssue(r, ctx)), input: k, path: [k] });
          continue;
        }
        out[k] = child(value, input[k], k, issues, ctx);
      }
    }
    if (unknownKeys.length > 0) issues.push({ code: 'unrecognized_keys', keys: unknownKeys, input, path: [], continue: true });
    return out;
  });
}

/** An object whose keys all match `key` (every value of an enum key present) and whose values all match `value`. */
export const record = <K extends Type<string>, V extends Type>(key: K, value: V): Type<Record<Infer<K>, Infer<V>>> => recordType(key, value, false);
/** {@link record} whose keys (an enum's values) may each be absent. */
export const partialRecord = <K extends Type<string>, V extends Type>(key: K, value: V): Type<Partial<Record<Infer<K>, Infer<V>>>> =>
  recordType(key, value, true);

// --- Unions ----------------------------------------------------------------------------------

/** A value of one of the options (the first that parses it). */
export const union = <const Options extends readonly [Type, ...Type[]]>(
  options: Options,
): Type<Infer<Options[number]>> & Pick<Options[number], Extract<keyof Options[number], 'optout'>> => {
  const optional = options.some((o) => o.optin !== undefined) ? 'optional' : undefined;
  return new Type<Infer<Options[number]>>(
    { type: 'union', options },
    (value, issues, ctx) => {
      if (options.length === 1) return options[0]._run(value, issues, ctx);
      const tried: { out: unknown; issues: RawIssue[] }[] = [];
      for (const option of options) {
        const own: RawIssue[] = [];
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
    issues.push({
      code: 'invalid_union',
      errors: [],
      note: 'No matching discriminator',
      discriminator: key,
      options: [...byValue.keys()],
      input: value,
      path: [key],
    });
    return value;
  });
}

/** The type of what a schema parses: `s.Infer<typeof actionSchema>`. */
type Infer<S> = S extends { readonly _output: infer T } ? T : never;
export type { Infer as infer };
