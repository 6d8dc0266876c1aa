import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHex, hexGrid, hexsideKey, lineOfSight, traceLine, type HexId, type ShiftedColumns, type SightRules } from 'reglas/hex';

const parity = fc.constantFrom<ShiftedColumns>('odd', 'even');
const hexIn = (min: number, max: number): fc.Arbitrary<HexId> =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([c, r]) => formatHex(c, r) as HexId);
/** Hexes well inside the printable range, so every line between them stays on it. */
const hex = hexIn(10, 60);

const reversed = (xs: readonly HexId[]): HexId[] => [...xs].reverse();
const traceSet = (a: readonly HexId[], b: readonly HexId[]): string[] => [a.join(' '), b.join(' ')].sort();

describe('traceLine (fast-check)', () => {
  it('both traces start and end at the endpoints, step through adjacent hexes, and hold distance+1 hexes', () => {
    fc.assert(
      fc.property(parity, hex, hex, (p, a, b) => {
        const g = hexGrid({ shiftedColumns: p });
        const line = traceLine(g, a, b);
        const d = g.distance(a, b);
        for (const trace of [line.left, line.right]) {
          expect(trace).toHaveLength(d + 1);
          expect(trace[0]).toBe(a);
          expect(trace.at(-1)).toBe(b);
          for (let i = 0; i + 1 < trace.length; i++) expect(g.distance(trace[i] as HexId, trace[i + 1] as HexId)).toBe(1);
          // a straight line never comes back closer to where it started
          for (const [i, h] of trace.entries()) expect(g.distance(a, h)).toBe(i);
        }
        expect(line.alongHexside).toBe(line.left.join() !== line.right.join());
      }),
      { numRuns: 400 },
    );
  });

  it('is symmetric: the traces from b to a, reversed, are the traces from a to b', () => {
    fc.assert(
      fc.property(parity, hex, hex, (p, a, b) => {
        const g = hexGrid({ shiftedColumns: p });
        const ab = traceLine(g, a, b);
        const ba = traceLine(g, b, a);
        expect(traceSet(reversed(ba.left), reversed(ba.right))).toEqual(traceSet(ab.left, ab.right));
        expect(ba.alongHexside).toBe(ab.alongHexside);
      }),
      { numRuns: 400 },
    );
  });

  it('a line to itself is the one hex; to a neighbour it is the two', () => {
    const g = hexGrid({ shiftedColumns: 'even' });
    expect(traceLine(g, '0505', '0505')).toEqual({ left: ['0505'], right: ['0505'], alongHexside: false });
    expect(traceLine(g, '0505', '0604')).toEqual({ left: ['0505', '0604'], right: ['0505', '0604'], alongHexside: false });
  });

  it('a line along a column runs through the column', () => {
    const g = hexGrid({ shiftedColumns: 'odd' });
    const line = traceLine(g, '0505', '0509');
    expect(line.left).toEqual(['0505', '0506', '0507', '0508', '0509']);
    expect(line.alongHexside).toBe(false);
  });

  it('lines along the six diagonal directions (two columns over, same height) follow hexsides', () => {
    fc.assert(
      fc.property(parity, hexIn(20, 60), fc.integer({ min: 1, max: 8 }), fc.constantFrom(0, 1, 2, 3, 4, 5), (p, a, k, dir) => {
        const g = hexGrid({ shiftedColumns: p });
        // the directions between two facings: e.g. NE then SE is due east, along the hexside between them
        let b = a;
        for (let i = 0; i < k; i++) b = g.neighbour(g.neighbour(b, dir as 0) as HexId, ((dir + 1) % 6) as 0) as HexId;
        const line = traceLine(g, a, b);
        expect(line.alongHexside).toBe(true);
        expect(line.left).not.toEqual(line.right);
        // the two traces part at the first hex: one goes through each of the two hexes beside the hexside
        expect([line.left[1], line.right[1]].sort()).toEqual([g.neighbour(a, dir as 0), g.neighbour(a, ((dir + 1) % 6) as 0)].sort());
      }),
    );
  });
});

describe('a line exactly along a hexside (hand-checked)', () => {
  // even columns lower: 0505 and 0705 are at the same height, two columns apart, so the line
  // between their centres runs due east along the hexside between 0604 (above) and 0605 (below)
  const g = hexGrid({ shiftedColumns: 'even' });

  it('gives two traces, one through each hex beside the hexside', () => {
    const line = traceLine(g, '0505', '0705');
    expect(line.alongHexside).toBe(true);
    expect(traceSet(line.left, line.right)).toEqual(['0505 0604 0705', '0505 0605 0705']);
  });

  it('with a longer line along hexsides the traces zig-zag on either side', () => {
    const line = traceLine(g, '0505', '0905');
    expect(traceSet(line.left, line.right)).toEqual(['0505 0604 0705 0804 0905', '0505 0605 0705 0805 0905']);
  });

  const blocking =
    (...ids: HexId[]): SightRules['hexBlocks'] =>
    (id) =>
      ids.includes(id);

  it("'blocked-if-both' and 'blocked-if-either' rule differently when only one side blocks", () => {
    const both = lineOfSight(g, '0505', '0705', { hexBlocks: blocking('0604'), alongHexside: 'blocked-if-both' });
    const either = lineOfSight(g, '0505', '0705', { hexBlocks: blocking('0604'), alongHexside: 'blocked-if-either' });
    expect(both.clear).toBe(true);
    expect(either.clear).toBe(false);
    expect([both.blockedBy.left, both.blockedBy.right].sort()).toEqual(['0604', null].sort());
    expect(either.blockedBy).toEqual(both.blockedBy);
    expect(lineOfSight(g, '0505', '0705', { hexBlocks: blocking('0605'), alongHexside: 'blocked-if-both' }).clear).toBe(true);
    expect(lineOfSight(g, '0505', '0705', { hexBlocks: blocking('0605'), alongHexside: 'blocked-if-either' }).clear).toBe(false);
  });

  it('both rules agree when both sides block, or neither does', () => {
    for (const rule of ['blocked-if-both', 'blocked-if-either'] as const) {
      expect(lineOfSight(g, '0505', '0705', { hexBlocks: blocking('0604', '0605'), alongHexside: rule }).clear).toBe(false);
      expect(lineOfSight(g, '0505', '0705', { hexBlocks: blocking(), alongHexside: rule }).clear).toBe(true);
    }
  });

  it('a blocking hexside crossed by one trace only is ruled the same way', () => {
    const wall = hexsideKey('0505', '0604');
    const rules = { hexBlocks: blocking(), hexsideBlocks: (key: string) => key === wall };
    expect(lineOfSight(g, '0505', '0705', { ...rules, alongHexside: 'blocked-if-both' }).clear).toBe(true);
    const either = lineOfSight(g, '0505', '0705', { ...rules, alongHexside: 'blocked-if-either' });
    expect(either.clear).toBe(false);
    expect([either.blockedBy.left, either.blockedBy.right]).toContain(wall);
  });
});

describe('lineOfSight', () => {
  const g = hexGrid({ shiftedColumns: 'odd' });

  it('is blocked by an intermediate hex and names it; the end hexes never block', () => {
    const rules: SightRules = { hexBlocks: (id) => id === '0507', alongHexside: 'blocked-if-both' };
    const seen = lineOfSight(g, '0505', '0509', rules);
    expect(seen.clear).toBe(false);
    expect(seen.blockedBy).toEqual({ left: '0507', right: '0507' });
    const ends: SightRules = { hexBlocks: (id) => id === '0505' || id === '0509', alongHexside: 'blocked-if-either' };
    expect(lineOfSight(g, '0505', '0509', ends).clear).toBe(true);
    expect(lineOfSight(g, '0505', '0506', { hexBlocks: () => true, alongHexside: 'blocked-if-either' }).clear).toBe(true);
  });

  it('is blocked by a hexside it crosses, e.g. a wall between 0506 and 0507', () => {
    const wall = hexsideKey('0506', '0507');
    const seen = lineOfSight(g, '0505', '0509', { hexBlocks: () => false, hexsideBlocks: (k) => k === wall, alongHexside: 'blocked-if-both' });
    expect(seen.clear).toBe(false);
    expect(seen.blockedBy.left).toBe(wall);
    // the wall is crossed even at the last hexside before the target
    const last = hexsideKey('0508', '0509');
    expect(lineOfSight(g, '0505', '0509', { hexBlocks: () => false, hexsideBlocks: (k) => k === last, alongHexside: 'blocked-if-both' }).clear).toBe(false);
  });

  it('is symmetric for any blocking hexes, under either rule (fast-check)', () => {
    fc.assert(
      fc.property(
        parity,
        hexIn(10, 30),
        hexIn(10, 30),
        fc.uniqueArray(hexIn(10, 30), { maxLength: 60 }),
        fc.constantFrom('blocked-if-both' as const, 'blocked-if-either' as const),
        (p, a, b, walls, rule) => {
          const grid = hexGrid({ shiftedColumns: p });
          const set = new Set(walls);
          const rules: SightRules = { hexBlocks: (id) => set.has(id), alongHexside: rule };
          expect(lineOfSight(grid, a, b, rules).clear).toBe(lineOfSight(grid, b, a, rules).clear);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a line along the map's edge is answered: the trace beside it names the hex off the map, which never blocks", () => {
    const small = hexGrid({ shiftedColumns: 'even', bounds: { minCol: 5, maxCol: 9, minRow: 5, maxRow: 5 } });
    // 0505 -> 0705 runs along the hexside 0604~0605, and only row 05 is on this map
    const line = traceLine(small, '0505', '0705');
    expect(traceSet(line.left, line.right)).toEqual(['0505 0604 0705', '0505 0605 0705']);
    expect(small.contains('0604')).toBe(false);
    const asked: string[] = [];
    const rules: SightRules = { hexBlocks: (id) => (asked.push(id), true), alongHexside: 'blocked-if-both' };
    expect(lineOfSight(small, '0505', '0705', rules).clear).toBe(true);
    expect(asked).toEqual(['0605']);
    expect(lineOfSight(small, '0505', '0705', { ...rules, alongHexside: 'blocked-if-either' }).clear).toBe(false);
  });

  it('a line beyond 0000-9999 takes the printable trace on both sides', () => {
    const g = hexGrid({ shiftedColumns: 'odd' });
    // odd columns lower: 0000 -> 0200 runs along the hexside between 0100 and the unprintable hex above it
    const line = traceLine(g, '0000', '0200');
    expect(line.left).toEqual(['0000', '0100', '0200']);
    expect(line.right).toEqual(line.left);
  });
});
