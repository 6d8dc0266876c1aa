/**
 * `showValue`: a short, safe rendering of any value for an error message. A refusal must never
 * turn into a `TypeError` or `RangeError` while it is being worded, whatever a hostile caller sent:
 * a BigInt, a cycle, nesting thousands deep, a megabyte string, `NaN` (which `JSON.stringify`
 * would print as `null`), a throwing getter.
 * @module
 */

/** How deep `showValue` looks into nested objects and arrays before writing `…`. */
const MAX_DEPTH = 3;
/** How many entries of one object or array it shows before writing `…`. */
const MAX_ENTRIES = 6;
/** How many characters of one string it shows. */
const MAX_STRING = 40;

function showString(text: string): string {
  const cut = text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}…(${text.length} characters)` : text;
  return JSON.stringify(cut);
}

/** A text cut to `max` characters for a message, unquoted (an action's type, a key). */
export function showText(text: string, max = MAX_STRING): string {
  return text.length > max ? `${text.slice(0, max)}…(${text.length} characters)` : text;
}

function show(value: unknown, depth: number, open: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return showString(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return value.toString();
    case 'function':
      return '[function]';
    default:
      break;
  }
  if (value === null) return 'null';
  const obj = value as object;
  if (open.has(obj)) return '[cycle]';
  const array = Array.isArray(obj);
  if (depth >= MAX_DEPTH) return array ? `[…${(obj as unknown[]).length} items]` : '{…}';
  open.add(obj);
  try {
    if (array) {
      const items = obj as unknown[];
      const shown = items.slice(0, MAX_ENTRIES).map((item) => show(item, depth + 1, open));
      if (items.length > MAX_ENTRIES) shown.push(`…${items.length - MAX_ENTRIES} more`);
      return `[${shown.join(',')}]`;
    }
    const proto = Object.getPrototypeOf(obj) as unknown;
    const name = proto === Object.prototype || proto === null ? '' : `${(obj as { constructor?: { name?: unknown } }).constructor?.name ?? 'object'} `;
    const keys = Object.keys(obj);
    const shown = keys.slice(0, MAX_ENTRIES).map((key) => `${showString(key)}:${show((obj as Record<string, unknown>)[key], depth + 1, open)}`);
    if (keys.length > MAX_ENTRIES) shown.push(`…${keys.length - MAX_ENTRIES} more`);
    return `${typeof name === 'string' ? name : ''}{${shown.join(',')}}`;
  } finally {
    open.delete(obj);
  }
}

/**
 * A short rendering of `value` for a message, at most `limit` characters (default 120): the JSON
 * text of a plain small value, with what JSON cannot print written as JavaScript does (`12n`, `NaN`, `undefined`), `[cycle]` for
 * a cycle, and `…` where it is cut (deep nesting, long strings, many entries). Never throws.
 */
export function showValue(value: unknown, limit = 120): string {
  let text: string;
  try {
    text = show(value, 0, new Set());
  } catch {
    text = '[a value that cannot be read]';
  }
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** What kind of value this is, in words, for "expected …, got …" messages: `null`, `an array`, `number 42`. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${showValue(value, 60)}`;
}
