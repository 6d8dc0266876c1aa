/**
 * Where a value stops being plain JSON: `undefined`, a function, a class instance (Map,
 * Set, Date…), a non-finite number, a cycle. Returns the path of the first problem, or null.
 */
export function findNonJson(value: unknown, path = '$', seen: Set<object> = new Set()): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} is ${value}, which JSON cannot hold`;
    case 'object':
      break;
    default:
      return `${path} is ${typeof value}, which JSON cannot hold`;
  }
  const obj = value as object;
  if (seen.has(obj)) return `${path} is a cycle`;
  const proto = Object.getPrototypeOf(obj) as unknown;
  if (Array.isArray(obj)) {
    seen.add(obj);
    for (let i = 0; i < obj.length; i++) {
      if (!(i in obj)) return `${path}[${i}] is a hole in an array`;
      const problem = findNonJson(obj[i], `${path}[${i}]`, seen);
      if (problem) return problem;
    }
    seen.delete(obj);
    return null;
  }
  if (proto !== Object.prototype && proto !== null) {
    const name = (obj as { constructor?: { name?: string } }).constructor?.name ?? 'unknown';
    return `${path} is an instance of ${name}, not a plain object`;
  }
  seen.add(obj);
  for (const key of Object.keys(obj)) {
    const problem = findNonJson((obj as Record<string, unknown>)[key], `${path}.${key}`, seen);
    if (problem) return problem;
  }
  seen.delete(obj);
  return null;
}

/**
 * What `deepFreeze` has frozen to the bottom. `Object.isFrozen` is not enough to skip a
 * value: an object frozen only shallowly (`Object.freeze` in a game's data) may hold
 * mutable objects. Skipping what is known deep-frozen keeps the testkit cheap under
 * structural sharing, and stops at cycles.
 */
const deeplyFrozen = new WeakSet<object>();

/** Freezes a value and everything inside it, so a mutation throws (tests and the testkit). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || deeplyFrozen.has(value)) return value;
  Object.freeze(value);
  deeplyFrozen.add(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
