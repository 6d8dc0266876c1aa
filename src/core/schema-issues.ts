/**
 * The issues of the library's schemas (reglas/schema): their shape, their English words (as zod's),
 * and how a parse settles them.
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
export interface RawIssue {
  code: string;
  path: PropertyKey[];
  input?: unknown;
  /** `true`: the value's later checks still run; `false`: even its length checks stop; absent: its checks stop. */
  continue?: boolean;
  message?: string;
  [detail: string]: unknown;
}

/** Turns an issue into its words; `undefined` leaves it to the next (a `safeParse` option, then English). */
export type ErrorMap = (issue: RawIssue) => string | undefined | { readonly message: string };

/** What `safeParse` and `parse` take besides the value: `error`, the words of the issues a schema has none of its own for. */
export interface ParseParams {
  readonly error?: ErrorMap;
}

/** The result of `safeParse`. */
export type SafeParseResult<T> =
  | { readonly success: true; readonly data: T; readonly error?: undefined }
  | { readonly success: false; readonly data?: undefined; readonly error: SchemaError };

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

export interface Ctx {
  readonly error: ErrorMap | undefined;
}

/** A check a schema runs on a value of its type once the type is right (`s.gte(0)`, `s.minLength(1)`, `s.refine(...)`). */
export interface Check<in T = never> {
  /** @internal */
  readonly _check: (value: T, issues: RawIssue[], ctx: Ctx) => void;
  /** @internal Length checks run unless an issue stopped everything; the others only on a value without issues. */
  readonly _length?: true;
  /** @internal The most items a length check allows: an array longer is refused by it alone, its items unread. */
  readonly _max?: number;
}

/**
 * The words of a schema's or a check's own issues: a sentence, or `{ error }` (a sentence, or a
 * function of the issue, which has the value as `input`), or `{ message }`.
 */
export type Params = string | { readonly error?: string | ((issue: RawIssue) => string | undefined); readonly message?: string };

export const wordsOf = (params: Params | undefined): ErrorMap | undefined => {
  if (params === undefined) return undefined;
  if (typeof params === 'string') return () => params;
  const { error, message } = params;
  if (typeof error === 'function') return error;
  const words = error ?? message;
  return words === undefined ? undefined : () => words;
};

/** `issue`, with the words `params` give it. */
export const said = (issue: RawIssue, params: Params | undefined): RawIssue => {
  const words = wordsOf(params)?.(issue);
  if (words !== undefined) issue.message = typeof words === 'string' ? words : words.message;
  return issue;
};

/** Whether an issue from `start` on stops the checks: any not marked to go on, or (`explicit`) one marked to stop everything. */
export function hasStop(issues: readonly RawIssue[], start: number, explicit: boolean): boolean {
  for (let i = start; i < issues.length; i++) {
    const go = issues[i]!.continue;
    if (explicit ? go === false : go !== true) return true;
  }
  return false;
}

/** Gives the issues from `start` on the words of the schema they were raised in, where they have none of their own yet. */
export function ownWords(issues: RawIssue[], start: number, error: ErrorMap | undefined): void {
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
export function finalIssue(raw: RawIssue, ctx: Ctx): Issue {
  const message = raw.message || wordsFrom(ctx.error?.(raw)) || english(raw);
  const issue: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (key !== 'input' && key !== 'continue' && key !== '__proto__') issue[key] = raw[key];
  issue.message = message;
  return issue as unknown as Issue;
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
export function english(issue: RawIssue): string {
  const i = issue as RawIssue & Record<string, never>;
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
