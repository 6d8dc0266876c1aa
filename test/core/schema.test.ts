/**
 * The library's schemas (reglas/schema) report what zod/mini reports, in the same English words:
 * each schema here is written twice, with `reglas/schema` and with `zod/mini` (a dev dependency,
 * used here only), and every value gives the same problems (path and message) and the same copy.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import * as s from 'reglas/schema';
import { schemaProblems } from '../../src/core/errors.js';

type Pair = readonly [string, s.Type, zm.ZodMiniType];

/** Each schema built by the same function from either library. */
function both(name: string, build: (z: typeof s) => unknown): Pair {
  return [name, build(s) as s.Type, build(zm as unknown as typeof s) as unknown as zm.ZodMiniType];
}

const PAIRS: readonly Pair[] = [
  both('numbers', (z) =>
    z.strictObject({ n: z.number().check(z.int(), z.gte(0), z.lte(9)), p: z.optional(z.number().check(z.positive())), m: z.number().check(z.minimum(-1)) }),
  ),
  both('strings', (z) =>
    z.strictObject({ s: z.string().check(z.minLength(2), z.maxLength(4)), r: z.string().check(z.regex(/^[0-9]{4}$/)), e: z.enum(['a', 'b']) }),
  ),
  both('arrays', (z) =>
    z.strictObject({ a: z.array(z.boolean()).check(z.length(3)), b: z.array(z.literal('x')).check(z.minLength(1)), t: z.tuple([z.number(), z.string()]) }),
  ),
  both('wrappers', (z) => z.strictObject({ n: z.nullable(z.number()), o: z.exactOptional(z.string()), r: z.readonly(z.array(z.number())), u: z.unknown() })),
  both('records', (z) =>
    z.strictObject({
      r: z.record(z.string().check(z.regex(/^[a-c]$/)), z.number()),
      p: z.partialRecord(z.enum(['x', 'y']), z.boolean()),
      l: z.looseObject({ k: z.string() }),
    }),
  ),
  both('unions', (z) =>
    z.union([
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('go'), to: z.number() }), z.strictObject({ type: z.literal('stop') })]),
      z.strictObject({ kind: z.literal(1), x: z.string() }),
    ]),
  ),
  both('refinements', (z) =>
    z.strictObject({ a: z.number(), b: z.number() }).check(
      z.refine((v) => v.a <= v.b, 'a comes first'),
      z.superRefine((v, ctx) => {
        if (v.a === 3) ctx.addIssue({ code: 'custom', path: ['a'], message: 'not 3' });
      }),
    ),
  ),
  both('custom', (z) => z.strictObject({ f: z.optional(z.custom<() => void>((v) => typeof v === 'function', 'expected a function')) })),
];

const VALUES: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  'x',
  '',
  [],
  [1, 'a'],
  {},
  new Date(0),
  Object.create(null),
  { n: 3, m: 0 },
  { n: 10, m: -2, p: 0 },
  { n: 1.5, m: 0, extra: 1 },
  { n: '1', m: 0 },
  { s: 'abc', r: '3807', e: 'a' },
  { s: 'a', r: '38', e: 'c' },
  { s: '😀😀😀😀😀', r: 3807, e: null },
  { a: [true, false, true], b: ['x'], t: [1, 'a'] },
  { a: [true, 1, 2, 3, 4], b: [], t: [1] },
  { a: 'abc', b: ['y'], t: [1, 'a', 2] },
  { n: null, r: [1], u: 1 },
  { n: 'x', o: undefined, r: 'no' },
  { o: 'ok', r: [], u: undefined },
  { r: { a: 1, d: 2 }, p: { x: true, z: false }, l: { k: 'v', more: 1 } },
  { r: [], p: null, l: { k: 1 } },
  { type: 'go', to: 1 },
  { type: 'go', to: 'x' },
  { type: 'fly' },
  { type: 'stop', extra: true },
  { kind: 1, x: 2 },
  { kind: 2 },
  { a: 2, b: 1 },
  { a: 3, b: 4 },
  { a: 3, b: 1 },
  { a: 'x', b: 1 },
  { f: () => {} },
  { f: 'nope' },
];

const english = en().localeError;
const theirs = (schema: zm.ZodMiniType, value: unknown) => schemaProblems(schema, value, 'v');

describe('reglas/schema: the same problems and words as zod/mini', () => {
  for (const [name, ours, zods] of PAIRS) {
    it(`${name}: the same problems (path and message) and the same copy for every value`, () => {
      for (const value of VALUES) {
        expect(schemaProblems(ours, value, 'v'), JSON.stringify(value)).toEqual(theirs(zods, value));
        const a = ours.safeParse(value, { error: english as never });
        const b = zods.safeParse(value, { error: english });
        expect(a.success).toBe(b.success);
        if (a.success && b.success) expect(a.data).toEqual(b.data);
      }
    });
    it(`${name}: the same problems for any value (fast-check)`, () => {
      fc.assert(
        fc.property(fc.anything({ withNullPrototype: true, maxDepth: 3 }), (value) => {
          expect(schemaProblems(ours, value, 'v')).toEqual(theirs(zods, value));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('a schema parses to a copy, and `readonly` freezes its copy', () => {
    const schema = s.strictObject({ a: s.readonly(s.array(s.number())) });
    const value = { a: [1, 2] };
    const out = schema.parse(value);
    expect(out).toEqual(value);
    expect(out).not.toBe(value);
    expect(Object.isFrozen(out.a)).toBe(true);
    expect(Object.isFrozen(value.a)).toBe(false);
  });

  it('parse throws a SchemaError listing every issue; extend keeps the base strict', () => {
    const base = s.strictObject({ a: s.number() });
    const more = s.extend(base, { b: s.string() });
    expect(() => more.parse({ a: 1, b: 'x', c: 0 })).toThrow(/Unrecognized key: "c"/);
    expect(more.safeParse({ a: 1, b: 'x' }).success).toBe(true);
  });
});
