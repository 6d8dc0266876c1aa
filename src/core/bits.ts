/**
 * Sets of small whole numbers as bits: one number for up to 31 members (the areas of an area map),
 * and a word array for more (the hexes of a hex map). The rules read sets through these names
 * (`hasBit`, `lowestBit`, `bitsOf`) instead of spelling the bit arithmetic out.
 * @module
 */

/**
 * A set of whole numbers 0-30 held in the bits of one number (bit `i` set: `i` is a member).
 * Plain numbers: no allocation, and unions and intersections are `|` and `&`.
 */
export type Bits = number;

/** The largest member a {@link Bits} set may hold (bit 31 would make the number negative). */
export const MAX_BIT = 30;

/** The set with one member. */
export function bit(i: number): Bits {
  return 1 << i;
}

/** Whether `i` is in the set. */
export function hasBit(set: Bits, i: number): boolean {
  return (set & (1 << i)) !== 0;
}

/** The set with `i` added. */
export function withBit(set: Bits, i: number): Bits {
  return set | (1 << i);
}

/** The set with `i` removed. */
export function withoutBit(set: Bits, i: number): Bits {
  return set & ~(1 << i);
}

/** How many members the set has. */
export function bitCount(set: Bits): number {
  let n = set - ((set >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The smallest member, or -1 for the empty set. Iterate with `for (let m = set; m !== 0; m &= m - 1) lowestBit(m)`. */
export function lowestBit(set: Bits): number {
  return set === 0 ? -1 : 31 - Math.clz32(set & -set);
}

/** The members in ascending order. */
export function bitsOf(set: Bits): number[] {
  const out: number[] = [];
  for (let m = set; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

/** The set of the given members (each 0-30). */
export function bitsFrom(members: Iterable<number>): Bits {
  let set = 0;
  for (const i of members) set |= 1 << i;
  return set;
}

/**
 * A set of whole numbers 0 to `size - 1` for sets wider than 31 members (hexes of a map): 32
 * members a word. Built and filled locally (`wideAdd` writes into it); hand it on only once built.
 */
export type WideBits = Uint32Array;

/** An empty wide set for members 0 to `size - 1`. */
export function wideBits(size: number): WideBits {
  if (!Number.isInteger(size) || size < 0) throw new RangeError(`wideBits(size) needs a whole number size >= 0, got ${size}`);
  return new Uint32Array((size + 31) >>> 5);
}

/** Whether `i` is in the set. */
export function wideHas(set: WideBits, i: number): boolean {
  return ((set[i >>> 5] ?? 0) & (1 << (i & 31))) !== 0;
}

/** Adds `i` to a set being built (writes into it). */
export function wideAdd(set: WideBits, i: number): void {
  const w = i >>> 5;
  if (w >= set.length) throw new RangeError(`wideAdd: ${i} is outside a set of ${set.length * 32}`);
  set[w] = (set[w] as number) | (1 << (i & 31));
}

/** Removes `i` from a set being built (writes into it). */
export function wideDelete(set: WideBits, i: number): void {
  const w = i >>> 5;
  if (w < set.length) set[w] = (set[w] as number) & ~(1 << (i & 31));
}

/** How many members the set has. */
export function wideCount(set: WideBits): number {
  let n = 0;
  for (let w = 0; w < set.length; w++) n += bitCount((set[w] as number) | 0);
  return n;
}

/** The members in ascending order. */
export function wideMembers(set: WideBits): number[] {
  const out: number[] = [];
  for (let w = 0; w < set.length; w++) {
    for (let m = (set[w] as number) | 0; m !== 0; m &= m - 1) out.push((w << 5) + (31 - Math.clz32(m & -m)));
  }
  return out;
}
