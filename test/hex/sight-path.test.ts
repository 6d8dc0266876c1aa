import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSight, indexedGrid, lineOfSight, sightPath, traceLine, type GridSightRules, type IndexedGrid, type ShiftedColumns } from 'reglas/hex';

const mapOf = (shiftedColumns: ShiftedColumns): IndexedGrid => indexedGrid({ shiftedColumns, bounds: { minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 } });
const EVEN = mapOf('even');
const ODD = mapOf('odd');
const hexOf = fc.integer({ min: 0, max: 659 });
const grids = fc.constantFrom(EVEN, ODD);
const ids = (g: IndexedGrid, hexes: ArrayLike<number>): string[] => Array.from(hexes, (h) => (h < 0 ? 'off' : g.ids[h]!));

/** The hexes of the map's edge: the first and last row of every column, the first and last column. */
const edgeOf = (g: IndexedGrid): number[] => g.ids.flatMap((id, h) => (/^(01|33)|(01|20)$/.test(id) ? [h] : []));

describe('sightPath: the line between two hexes as the rules walk it', () => {
  it('holds the same hexes as traceLine, step by step, wherever traceLine stays on the map (fast-check)', () => {
    fc.assert(
      fc.property(grids, hexOf, hexOf, (g, a, b) => {
        const p = sightPath(g, a, b);
        const line = traceLine(g.grid, g.ids[a]!, g.ids[b]!);
        expect(ids(g, p.left)).toEqual(line.left.map((id) => (g.index(id) < 0 ? 'off' : id)));
        expect(ids(g, p.right)).toEqual(line.right.map((id) => (g.index(id) < 0 ? 'off' : id)));
        expect(p.length).toBe(g.distance(a, b));
        expect(p.alongHexside).toBe(line.alongHexside);
      }),
      { numRuns: 1500 },
    );
  });

  it('each step is one hex, or two hexes either side of the hexside the line runs along; each crossing is the hexside between consecutive hexes (fast-check)', () => {
    fc.assert(
      fc.property(grids, hexOf, hexOf, (g, a, b) => {
        const p = sightPath(g, a, b);
        expect([p.left[0], p.right[0], p.left[p.length], p.right[p.length]]).toEqual([a, a, b, b]);
        for (let k = 1; k <= p.length; k++) {
          const l = p.left[k]!;
          const r = p.right[k]!;
          if (l === r) expect(p.along[k]).toBe(-1);
          else {
            // the two sides of a hexside: at most one off the map, and the hexside names both
            expect(l >= 0 || r >= 0).toBe(true);
            const s = p.along[k]!;
            const on = l >= 0 ? l : r;
            expect([g.hexsideHex(s), g.hexsideOther(s)]).toContain(on);
            if (l >= 0 && r >= 0) expect(g.hexsideBetween(l, r)).toBe(s);
          }
          for (const [trace, crossed] of [
            [p.left, p.leftCrossed],
            [p.right, p.rightCrossed],
          ] as const) {
            const x = trace[k - 1]!;
            const y = trace[k]!;
            if (x >= 0 && y >= 0) expect(crossed[k]).toBe(g.hexsideBetween(x, y));
            else expect(crossed[k]).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  for (const g of [EVEN, ODD]) {
    it(`(${g.layout.shiftedColumns}) a line between any two hexes of the map's edge is answered, and so is the old API's`, () => {
      const edge = edgeOf(g);
      const rules: GridSightRules = { hexBlocks: () => false };
      for (const a of edge) {
        for (const b of edge) {
          const p = sightPath(g, a, b);
          expect(p.length).toBe(g.distance(a, b));
          expect(checkSight(g, a, b, rules).clear).toBe(true);
        }
      }
      for (const a of edge.filter((_, i) => i % 7 === 0)) {
        for (const b of edge)
          expect(() => lineOfSight(g.grid, g.ids[a]!, g.ids[b]!, { hexBlocks: () => false, alongHexside: 'blocked-if-both' })).not.toThrow();
      }
    });
  }

  it("a line along the map's northern edge runs along hexsides whose other side is off the map", () => {
    // even columns lower: 0101, 0301 and 0501 stand higher than 0201 and 0401, so the line runs
    // along the hexsides 0200~0201 and 0400~0401, row 00 being off the map
    const p = sightPath(EVEN, EVEN.index('0101'), EVEN.index('0501'));
    expect(p.alongHexside).toBe(true);
    expect([ids(EVEN, [p.left[1]!, p.right[1]!]).sort(), EVEN.hexsideKey(p.along[1]!)]).toEqual([['0201', 'off'], '0200~0201']);
    expect(EVEN.hexsideKey(p.along[3]!)).toBe('0400~0401');
    const line = traceLine(EVEN.grid, '0101', '0501');
    expect([line.left, line.right].map((t) => t.join(' ')).sort()).toEqual(['0101 0200 0301 0400 0501', '0101 0201 0301 0401 0501']);
  });
});

describe('checkSight: 9.2 line of sight on the integer grid', () => {
  const g = EVEN;
  const h = (id: string): number => g.index(id);
  const blocking = (...hexIds: string[]): GridSightRules['hexBlocks'] => {
    const set = new Set(hexIds.map(h));
    return (x) => set.has(x);
  };

  it('9.2: a line is blocked by a hex it passes through, and names it', () => {
    const v = checkSight(g, h('0505'), h('0509'), { hexBlocks: blocking('0507') });
    expect(v.clear).toBe(false);
    expect(v.blockedBy).toEqual({ kind: 'hex', step: 2, hex: h('0507') });
  });

  it('9.2: "Siempre es posible trazar a un hex. bloqueador ... (pero nunca atravesarlo)": the ends never block', () => {
    expect(checkSight(g, h('0505'), h('0509'), { hexBlocks: blocking('0505', '0509') }).clear).toBe(true);
    expect(checkSight(g, h('0505'), h('0506'), { hexBlocks: () => true }).clear).toBe(true);
  });

  it('9.2: "Un lado de hex. de terreno bloqueador ... no bloquea una LdV": along a hexside, one blocking side does not block', () => {
    // 0505 -> 0905 runs along 0604~0605 and 0804~0805
    const v = checkSight(g, h('0505'), h('0905'), { hexBlocks: blocking('0604', '0805') });
    expect(v).toEqual({ clear: true, blockedBy: null });
    const p = sightPath(g, h('0505'), h('0905'));
    expect(ids(g, [p.left[1]!, p.right[1]!]).sort()).toEqual(['0604', '0605']);
    expect(g.hexsideKey(p.along[1]!)).toBe('0604~0605');
  });

  it('9.2: along a hexside with blocking hexes on both sides, the line is blocked there, and the rule is told the pair', () => {
    const v = checkSight(g, h('0505'), h('0905'), { hexBlocks: blocking('0804', '0805') });
    expect(v.clear).toBe(false);
    expect(v.blockedBy).toEqual({
      kind: 'along',
      step: 3,
      hexes: expect.arrayContaining([h('0804'), h('0805')]) as unknown,
      hexside: g.hexsideIndex('0804~0805'),
    });
    const told: string[] = [];
    checkSight(g, h('0505'), h('0905'), {
      hexBlocks: () => false,
      alongBlocks: (a, b, side, ends) => {
        told.push(
          `${[a, b]
            .map((x) => g.ids[x])
            .sort()
            .join('|')} ${g.hexsideKey(side)} ${g.ids[ends.from]}-${g.ids[ends.to]}`,
        );
        return false;
      },
    });
    expect(told).toEqual(['0604|0605 0604~0605 0505-0905', '0804|0805 0804~0805 0505-0905']);
  });

  it('a rule where either side blocks is one alongBlocks away', () => {
    const hexBlocks = blocking('0604');
    const either: GridSightRules = { hexBlocks, alongBlocks: (a, b, _s, e) => (a >= 0 && hexBlocks(a, e)) || (b >= 0 && hexBlocks(b, e)) };
    expect(checkSight(g, h('0505'), h('0705'), either).clear).toBe(false);
    expect(checkSight(g, h('0505'), h('0705'), { hexBlocks }).clear).toBe(true);
  });

  it("along the map's edge, the side off the map never blocks by default", () => {
    expect(checkSight(g, h('0101'), h('0501'), { hexBlocks: blocking('0201', '0401') }).clear).toBe(true);
    const rules: GridSightRules = { hexBlocks: () => false, alongBlocks: (a, b) => a < 0 || b < 0 };
    expect(checkSight(g, h('0101'), h('0501'), rules).blockedBy?.kind).toBe('along');
  });

  it('a hexside crossed blocks (a wall between 0506 and 0507); the hexside into the target is crossed too', () => {
    const wall = g.hexsideIndex('0506~0507');
    const v = checkSight(g, h('0505'), h('0509'), { hexBlocks: () => false, hexsideBlocks: (s) => s === wall });
    expect(v.blockedBy).toEqual({ kind: 'hexside', step: 2, hexsides: [wall] });
    const last = g.hexsideIndex('0508~0509');
    expect(checkSight(g, h('0505'), h('0509'), { hexBlocks: () => false, hexsideBlocks: (s) => s === last }).clear).toBe(false);
  });

  it('a line that runs along a blocking hexside does not cross it; at a corner both touched hexsides must block', () => {
    const along = g.hexsideIndex('0604~0605');
    expect(checkSight(g, h('0505'), h('0705'), { hexBlocks: () => false, hexsideBlocks: (s) => s === along }).clear).toBe(true);
    const upper = g.hexsideIndex('0505~0604');
    const lower = g.hexsideIndex('0505~0605');
    expect(checkSight(g, h('0505'), h('0705'), { hexBlocks: () => false, hexsideBlocks: (s) => s === upper }).clear).toBe(true);
    const both = checkSight(g, h('0505'), h('0705'), { hexBlocks: () => false, hexsideBlocks: (s) => s === upper || s === lower });
    expect(both.blockedBy).toEqual({ kind: 'hexside', step: 1, hexsides: expect.arrayContaining([upper, lower]) as unknown });
  });

  it('reading 2 (levels): a higher hex crossed blocks unless both ends are on the higher level, with no closure per line', () => {
    const level = new Uint8Array(g.size);
    for (const id of ['0507', '0505', '0509', '0306']) level[h(id)] = 1;
    const rules: GridSightRules = { hexBlocks: (x, { from, to }) => level[x]! > Math.min(level[from]!, level[to]!) };
    // both ends high: the hill between does not block
    expect(checkSight(g, h('0505'), h('0509'), rules).clear).toBe(true);
    // one end low: it does
    level[h('0509')] = 0;
    expect(checkSight(g, h('0505'), h('0509'), rules).blockedBy).toEqual({ kind: 'hex', step: 2, hex: h('0507') });
    expect(checkSight(g, h('0509'), h('0505'), rules).clear).toBe(false);
    // a low line past no high hex is clear
    expect(checkSight(g, h('0509'), h('0709'), rules).clear).toBe(true);
  });

  it('9.2: archers see over units, other shooters do not; terrain blocks both (the rule reads the shooter from the line)', () => {
    const units = new Int8Array(g.size).fill(-1);
    const ARCHER = 1;
    const SPEAR = 2;
    units[h('0505')] = ARCHER;
    units[h('0705')] = SPEAR;
    units[h('0507')] = SPEAR;
    const forest = new Uint8Array(g.size);
    forest[h('0707')] = 1;
    const rules: GridSightRules = { hexBlocks: (x, { from }) => forest[x] === 1 || (units[x]! >= 0 && units[from] !== ARCHER) };
    expect(checkSight(g, h('0505'), h('0509'), rules).clear).toBe(true);
    expect(checkSight(g, h('0705'), h('0509'), rules).clear).toBe(true);
    expect(checkSight(g, h('0705'), h('0709'), rules).clear).toBe(false);
    units[h('0705')] = ARCHER;
    expect(checkSight(g, h('0705'), h('0709'), rules).blockedBy).toEqual({ kind: 'hex', step: 2, hex: h('0707') });
  });

  it('is symmetric: from b to a is clear exactly when from a to b is (fast-check)', () => {
    fc.assert(
      fc.property(
        grids,
        hexOf,
        hexOf,
        fc.uniqueArray(hexOf, { maxLength: 200 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 2100 }), { maxLength: 100 }),
        (gr, a, b, walls, sides) => {
          const ws = new Set(walls);
          const ss = new Set(sides);
          const rules: GridSightRules = { hexBlocks: (x) => ws.has(x), hexsideBlocks: (s) => ss.has(s) };
          expect(checkSight(gr, b, a, rules).clear).toBe(checkSight(gr, a, b, rules).clear);
        },
      ),
      { numRuns: 800 },
    );
  });

  it('refuses a hex that is not on the map with a RangeError', () => {
    expect(() => sightPath(g, -1, 3)).toThrow(RangeError);
    expect(() => sightPath(g, 0, g.size)).toThrow(RangeError);
  });
});
