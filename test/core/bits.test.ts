import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bit,
  bitCount,
  bitsFrom,
  bitsOf,
  hasBit,
  lowestBit,
  MAX_BIT,
  wideAdd,
  wideBits,
  wideCount,
  wideDelete,
  wideHas,
  wideMembers,
  withBit,
  withoutBit,
} from 'reglas/core';

const members = fc.uniqueArray(fc.integer({ min: 0, max: MAX_BIT }), { maxLength: MAX_BIT + 1 });

describe('bit sets (core)', () => {
  it('a set of members 0-30 in one number agrees with a plain set (fast-check)', () => {
    fc.assert(
      fc.property(members, fc.integer({ min: 0, max: MAX_BIT }), (list, x) => {
        const set = bitsFrom(list);
        const sorted = [...list].sort((a, b) => a - b);
        expect(bitsOf(set)).toEqual(sorted);
        expect(bitCount(set)).toBe(list.length);
        expect(lowestBit(set)).toBe(sorted.length > 0 ? sorted[0] : -1);
        expect(hasBit(set, x)).toBe(list.includes(x));
        expect(hasBit(withBit(set, x), x)).toBe(true);
        expect(hasBit(withoutBit(set, x), x)).toBe(false);
        expect(bit(x)).toBe(bitsFrom([x]));
      }),
    );
  });

  it('a wide set (hexes of a map) agrees with a plain set, across word boundaries (fast-check)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 199 }), { maxLength: 80 }), fc.integer({ min: 0, max: 199 }), (list, x) => {
        const set = wideBits(200);
        for (const i of list) wideAdd(set, i);
        expect(wideMembers(set)).toEqual([...list].sort((a, b) => a - b));
        expect(wideCount(set)).toBe(list.length);
        expect(wideHas(set, x)).toBe(list.includes(x));
        wideDelete(set, x);
        expect(wideHas(set, x)).toBe(false);
      }),
    );
  });

  it('members 31, 63 (the top bit of a word) count and list like the others', () => {
    const set = wideBits(64);
    wideAdd(set, 31);
    wideAdd(set, 63);
    expect(wideMembers(set)).toEqual([31, 63]);
    expect(wideCount(set)).toBe(2);
  });

  it('a wide set refuses a member outside its size, and a bad size', () => {
    expect(() => wideAdd(wideBits(10), 40)).toThrow(RangeError);
    expect(() => wideBits(-1)).toThrow(RangeError);
  });
});
