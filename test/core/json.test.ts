import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, findNonJson } from 'reglas/core';

class Unit {
  constructor(readonly id: string) {}
}

describe('findNonJson', () => {
  it('accepts plain JSON, nested, with nulls, empty containers and a shared (not cyclic) object', () => {
    const shared = { a: 1 };
    expect(findNonJson({ a: [1, 'x', true, null, { b: [] }], c: {}, d: -0.5, e: shared, f: [shared, shared] })).toBeNull();
    expect(findNonJson(null)).toBeNull();
    expect(findNonJson('text')).toBeNull();
    expect(findNonJson(0)).toBeNull();
    expect(findNonJson([])).toBeNull();
    expect(findNonJson(Object.create(null) as object)).toBeNull();
  });

  it('accepts anything JSON.parse can produce (fast-check)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(findNonJson(JSON.parse(JSON.stringify(value)))).toBeNull();
      }),
    );
  });

  it('finds undefined, with the path to it', () => {
    expect(findNonJson({ a: { b: undefined } })).toBe('$.a.b is undefined, which JSON cannot hold');
    expect(findNonJson([1, undefined])).toBe('$[1] is undefined, which JSON cannot hold');
    expect(findNonJson(undefined)).toMatch(/^\$ is undefined/);
  });

  it('finds functions, symbols and bigints', () => {
    expect(findNonJson({ f: () => 1 })).toBe('$.f is function, which JSON cannot hold');
    expect(findNonJson({ s: Symbol('x') })).toMatch(/^\$\.s is symbol/);
    expect(findNonJson({ n: 10n })).toMatch(/^\$\.n is bigint/);
  });

  it('finds Map, Set, Date and class instances', () => {
    expect(findNonJson({ m: new Map() })).toBe('$.m is an instance of Map, not a plain object');
    expect(findNonJson({ list: [new Set([1])] })).toBe('$.list[0] is an instance of Set, not a plain object');
    expect(findNonJson({ when: new Date(0) })).toBe('$.when is an instance of Date, not a plain object');
    expect(findNonJson({ units: { u1: new Unit('u1') } })).toBe('$.units.u1 is an instance of Unit, not a plain object');
  });

  it('finds NaN and infinities', () => {
    expect(findNonJson({ x: Number.NaN })).toBe('$.x is NaN, which JSON cannot hold');
    expect(findNonJson([Number.POSITIVE_INFINITY])).toBe('$[0] is Infinity, which JSON cannot hold');
    expect(findNonJson({ y: -Infinity })).toMatch(/-Infinity/);
  });

  it('finds cycles through objects and arrays', () => {
    const a: Record<string, unknown> = { x: 1 };
    a.self = a;
    expect(findNonJson(a)).toBe('$.self is a cycle');
    const list: unknown[] = [1];
    const holder = { inner: { list } };
    list.push(holder);
    expect(findNonJson(holder)).toBe('$.inner.list[1] is a cycle');
  });

  it('finds holes in arrays', () => {
    const sparse: number[] = [1];
    sparse[2] = 3;
    expect(findNonJson({ s: sparse })).toBe('$.s[1] is a hole in an array');
    expect(findNonJson(new Array(2))).toBe('$[0] is a hole in an array');
  });
});

describe('deepFreeze', () => {
  it('freezes every level, so a mutation anywhere throws (modules are strict)', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] }, d: 'x' });
    expect(() => {
      (value as { d: string }).d = 'y';
    }).toThrow(TypeError);
    expect(() => {
      (value.a.b as number[]).push(3);
    }).toThrow(TypeError);
    expect(() => {
      ((value.a.b[1] as { c: number }).c as number) = 9;
    }).toThrow(TypeError);
    expect(() => {
      delete (value.a as { b?: unknown }).b;
    }).toThrow(TypeError);
    expect(value).toEqual({ a: { b: [1, { c: 2 }] }, d: 'x' });
  });

  it('returns its argument and leaves primitives and null alone', () => {
    const value = { a: 1 };
    expect(deepFreeze(value)).toBe(value);
    expect(deepFreeze(5)).toBe(5);
    expect(deepFreeze(null)).toBeNull();
  });

  it('also freezes what lies inside an object that was frozen only shallowly', () => {
    const inner = { hp: 3 };
    const shallow = Object.freeze({ unit: inner });
    deepFreeze({ state: shallow });
    expect(Object.isFrozen(inner)).toBe(true);
    expect(() => {
      inner.hp = 2;
    }).toThrow(TypeError);
  });

  it('copes with cycles', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(() => deepFreeze(a)).not.toThrow();
    expect(Object.isFrozen(a)).toBe(true);
  });
});
