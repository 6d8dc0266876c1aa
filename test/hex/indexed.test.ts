import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidationError } from 'reglas/core';
import { FACINGS, formatHex, hexsideHexes, indexedGrid, type Facing, type GridLayout, type HexId, type IndexedGrid, type ShiftedColumns } from 'reglas/hex';

/** The size of the Las Navas map: 33 columns of 20 rows. */
const layoutOf = (shiftedColumns: ShiftedColumns): GridLayout => ({ shiftedColumns, bounds: { minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 } });
const GRIDS: readonly IndexedGrid[] = [indexedGrid(layoutOf('even')), indexedGrid(layoutOf('odd'))];

const facing = fc.constantFrom<Facing>(...FACINGS);
const parity = fc.constantFrom<ShiftedColumns>('odd', 'even');
/** Any bounded layout inside the printable range, with a hex on it and its index. */
const layoutAndHex = fc
  .tuple(parity, fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 4 }))
  .map(([shiftedColumns, minCol, w, minRow, h]): GridLayout => ({ shiftedColumns, bounds: { minCol, maxCol: minCol + w, minRow, maxRow: minRow + h } }))
  .chain((layout) =>
    fc.tuple(
      fc.constant(layout),
      fc.integer({ min: 0, max: (layout.bounds!.maxCol - layout.bounds!.minCol + 1) * (layout.bounds!.maxRow - layout.bounds!.minRow + 1) - 1 }),
    ),
  );

describe('indexedGrid: every table agrees with the printed-id API on every hex of a 33 x 20 map', () => {
  for (const g of GRIDS) {
    const p = g.layout.shiftedColumns;
    it(`(${p}) ids and index are inverse, column by column, and index is -1 off the map`, () => {
      expect(g.size).toBe(660);
      expect(g.columns).toBe(33);
      expect(g.rows).toBe(20);
      g.ids.forEach((id, i) => {
        expect(g.index(id)).toBe(i);
        const { col, row } = { col: Number(id.slice(0, 2)), row: Number(id.slice(2)) };
        expect([g.col[i], g.row[i]]).toEqual([col, row]);
        expect(i).toBe((col - 1) * 20 + (row - 1));
        expect(g.indexAt(col, row)).toBe(i);
        expect(g.cube(i)).toEqual(g.grid.toCube(id));
        expect(g.indexOfCube(g.cubeQ[i]!, g.cubeR[i]!)).toBe(i);
      });
      for (const off of ['0001', '0100', '3401', '0121', '9999', '0000']) expect(g.index(off)).toBe(-1);
    });

    it(`(${p}) neighbour, facingTo, front and rear are the printed-id API's, for every hex and facing`, () => {
      g.ids.forEach((id, i) => {
        for (const f of FACINGS) {
          const n = g.grid.neighbour(id, f);
          expect(g.neighbour(i, f)).toBe(n === null ? -1 : g.index(n));
          if (n !== null) expect(g.facingTo(i, g.index(n))).toBe(f);
          for (const arc of ['standard', 'artillery'] as const) {
            expect(g.front(i, f, arc).map((h) => g.ids[h])).toEqual(g.grid.front(id, f, arc));
            expect(g.rear(i, f, arc).map((h) => g.ids[h])).toEqual(g.grid.rear(id, f, arc));
          }
          expect(g.front(i, f)).toBe(g.front(i, f, 'standard'));
        }
        expect(g.facingTo(i, i)).toBe(-1);
      });
    });

    it(`(${p}) every hexside has one index, the same from both sides, and the printed key of the string API`, () => {
      const seen = new Set<number>();
      g.ids.forEach((id, i) => {
        for (const f of FACINGS) {
          const s = g.hexside(i, f);
          // every neighbour of a hex of 01-33 x 01-20 is printable, so every hexside has an index
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThan(g.hexsideCount);
          seen.add(s);
          expect(g.hexsideKey(s)).toBe(g.grid.hexside(id, f));
          expect(g.hexsideIndex(g.hexsideKey(s))).toBe(s);
          const [a, b] = hexsideHexes(g.hexsideKey(s));
          expect(g.hexsideIndex(`${b}~${a}`)).toBe(s);
          const n = g.neighbour(i, f);
          if (n >= 0) {
            expect(g.hexside(n, ((f + 3) % 6) as Facing)).toBe(s);
            expect(g.hexsideBetween(i, n)).toBe(s);
            expect([g.hexsideHex(s), g.hexsideOther(s)].sort((x, y) => x - y)).toEqual([i, n].sort((x, y) => x - y));
          } else {
            // an edge hexside: its own hex is this one, the other is off the map
            expect([g.hexsideHex(s), g.hexsideFacing(s), g.hexsideOther(s)]).toEqual([i, f, -1]);
          }
          expect(g.neighbour(g.hexsideHex(s), g.hexsideFacing(s))).toBe(g.hexsideOther(s));
        }
      });
      // every index is used: 3 per hex inside, plus the edge's
      expect(seen.size).toBe(g.hexsideCount);
      expect(g.hexsideCount).toBe((660 * 6 + [...seen].filter((s) => g.hexsideOther(s) < 0).length) / 2);
    });

    it(`(${p}) distance is the printed-id API's for every pair of hexes (fast-check)`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 659 }), fc.integer({ min: 0, max: 659 }), (a, b) => {
          expect(g.distance(a, b)).toBe(g.grid.distance(g.ids[a]!, g.ids[b]!));
          expect(g.distance(a, b)).toBe(g.distance(b, a));
        }),
        { numRuns: 2000 },
      );
    });
  }
});

describe('indexedGrid on any bounded layout (fast-check)', () => {
  it('neighbour, hexside and facingTo tie to the printed-id API, and a hexside is shared by both sides', () => {
    fc.assert(
      fc.property(layoutAndHex, facing, ([layout, i], f) => {
        const g = indexedGrid(layout);
        const id = g.ids[i]!;
        const n = g.grid.neighbour(id, f);
        expect(g.neighbour(i, f)).toBe(n === null ? -1 : g.index(n));
        const s = g.hexside(i, f);
        // the hex beyond cannot be printed only past 00 or 99
        const q = g.cubeQ[i]! + [0, 1, 1, 0, -1, -1][f]!;
        if (s < 0) expect(q < 0 || q > 99 || g.grid.neighbour(id, f) === null).toBe(true);
        else expect(g.hexsideKey(s)).toBe(g.grid.hexside(id, f));
        if (n !== null) {
          expect(g.facingTo(i, g.index(n))).toBe(f);
          expect(g.hexside(g.index(n), ((f + 3) % 6) as Facing)).toBe(s);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('index is -1 for anything that is not a printed hex of the map, without throwing', () => {
    const g = GRIDS[0]!;
    for (const bad of ['', '010', '01011', 'ab01', '01 1', '-101', '0x01', '１２３４']) expect(g.index(bad)).toBe(-1);
    expect(g.index(42 as unknown as string)).toBe(-1);
    expect(g.indexAt(1.5, 2)).toBe(-1);
    expect(g.hexsideIndex('0101~0303')).toBe(-1);
    expect(g.hexsideIndex('nonsense')).toBe(-1);
  });

  it('a hexside that leads past 00 has no index; the map still numbers its other hexsides', () => {
    const g = indexedGrid({ shiftedColumns: 'even', bounds: { minCol: 0, maxCol: 2, minRow: 0, maxRow: 2 } });
    const corner = g.index('0000');
    expect(g.hexside(corner, 0)).toBe(-1);
    expect(g.hexside(corner, 5)).toBe(-1);
    expect(g.hexsideKey(g.hexside(corner, 3))).toBe('0000~0001');
    expect(() => g.hexsideKey(-1)).toThrow(RangeError);
  });

  it('an unbounded layout is refused with a ValidationError naming layout.bounds', () => {
    let thrown: unknown;
    try {
      indexedGrid({ shiftedColumns: 'odd' });
    } catch (e) {
      thrown = e;
    }
    expect(isValidationError(thrown)).toBe(true);
    expect((thrown as Error).message).toContain('layout.bounds');
  });

  it('3.1 and 3.2: a counter has three front hexes and three rear, artillery one and five', () => {
    const g = GRIDS[0]!;
    const h = g.index('1010');
    for (const f of FACINGS) {
      expect(g.front(h, f)).toHaveLength(3);
      expect(g.rear(h, f)).toHaveLength(3);
      expect(g.front(h, f, 'artillery')).toEqual([g.neighbour(h, f)]);
      expect(g.rear(h, f, 'artillery')).toHaveLength(5);
      expect([...g.front(h, f), ...g.rear(h, f)].sort((x, y) => x - y)).toEqual(FACINGS.map((d) => g.neighbour(h, d)).sort((x, y) => x - y));
    }
    // facing north, 1010's front hexes are NW, N and NE
    expect(g.front(h, 0).map((x) => g.ids[x])).toEqual(['0910', '1009', '1110'].map((x) => x as HexId));
    expect(g.inFront(0, 5)).toBe(true);
    expect(g.inFront(0, 2)).toBe(false);
    expect(g.inFront(0, 1, 'artillery')).toBe(false);
    // on the map's edge a counter has fewer
    expect(g.front(g.index('0101'), 0)).toEqual([]);
    expect(g.front(g.index('0101'), 1).map((x) => g.ids[x])).toEqual([formatHex(2, 1)]);
  });
});
