import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FACINGS,
  FACING_NAMES,
  cubeDistance,
  cubeRound,
  formatHex,
  hexGrid,
  hexsideHexes,
  hexsideKey,
  opposite,
  parseHex,
  turn,
  type Facing,
  type HexId,
  type ShiftedColumns,
} from 'reglas/hex';

const PARITIES: readonly ShiftedColumns[] = ['odd', 'even'];
const parity = fc.constantFrom<ShiftedColumns>(...PARITIES);
const facing = fc.constantFrom<Facing>(...FACINGS);
/** A printed hex with its column and row in [min, max]. */
const hexIn = (min: number, max: number): fc.Arbitrary<HexId> =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([c, r]) => formatHex(c, r) as HexId);
const anyHex = hexIn(0, 99);
/** Away from the printable edge (00 and 99), so every neighbour exists. */
const innerHex = hexIn(1, 98);

const ALL_IDS: HexId[] = [];
for (let c = 0; c <= 99; c++) for (let r = 0; r <= 99; r++) ALL_IDS.push(formatHex(c, r) as HexId);

describe('hex numbering: hand-checked neighbours (flat-topped, columns vertical)', () => {
  // 'even': even-numbered columns sit half a hex lower, so from 0202 the hexes of columns 01
  // and 03 with the same row number are up-left and up-right, and row+1 down-left and down-right.
  const even = hexGrid({ shiftedColumns: 'even' });
  const odd = hexGrid({ shiftedColumns: 'odd' });

  it("shiftedColumns 'even': the neighbours of 0202 (a lower column) from north clockwise", () => {
    expect(even.neighbours('0202')).toEqual(['0201', '0302', '0303', '0203', '0103', '0102']);
    expect(FACINGS.map((f) => even.neighbour('0202', f))).toEqual(['0201', '0302', '0303', '0203', '0103', '0102']);
  });

  it("shiftedColumns 'even': the neighbours of 0303 (a higher column)", () => {
    expect(even.neighbours('0303')).toEqual(['0302', '0402', '0403', '0304', '0203', '0202']);
  });

  it("shiftedColumns 'odd': the neighbours of 0202 (a higher column) and 0303 (a lower one)", () => {
    expect(odd.neighbours('0202')).toEqual(['0201', '0301', '0302', '0203', '0102', '0101']);
    expect(odd.neighbours('0303')).toEqual(['0302', '0403', '0404', '0304', '0204', '0203']);
  });

  it('facingTo names the hexside by compass: 0202 -> 0303 is SE with even, NE is 0302', () => {
    expect(FACING_NAMES[even.facingTo('0202', '0303') as Facing]).toBe('SE');
    expect(FACING_NAMES[even.facingTo('0202', '0302') as Facing]).toBe('NE');
    expect(FACING_NAMES[odd.facingTo('0202', '0302') as Facing]).toBe('SE');
    expect(FACING_NAMES[odd.facingTo('0303', '0203') as Facing]).toBe('NW');
    expect(even.facingTo('0202', '0404')).toBeNull();
    expect(even.facingTo('0202', '0202')).toBeNull();
  });

  it('hand-checked distances', () => {
    expect(even.distance('0101', '0104')).toBe(3);
    expect(even.distance('0101', '0201')).toBe(1);
    expect(even.distance('0101', '0301')).toBe(2);
    expect(even.distance('0101', '0501')).toBe(4);
    // 0101 -> 0201 -> 0302 -> 0402 (three steps SE) -> 0403
    expect(even.distance('0101', '0403')).toBe(4);
    // with odd columns lower, 0101 -> 0202 -> 0302 -> 0403 is three steps SE
    expect(odd.distance('0101', '0403')).toBe(3);
    // and 0101 -> 0202 -> 0302 then NE to 0402
    expect(odd.distance('0101', '0402')).toBe(3);
    // even: 0101 -> 0201 -> 0302 -> 0402, three steps SE
    expect(even.distance('0101', '0402')).toBe(3);
    // odd: 0102 -> 0202 -> 0301 -> 0401, three steps NE; even: 0102 -> 0201 -> 0301 (NE, NE),
    // then SE to 0401 or NE to 0400; odd needs a fourth step to reach 0400
    expect(odd.distance('0102', '0401')).toBe(3);
    expect(even.distance('0102', '0401')).toBe(3);
    expect(even.distance('0102', '0400')).toBe(3);
    expect(odd.distance('0102', '0400')).toBe(4);
  });

  it('cube coordinates of a few hexes', () => {
    expect(even.toCube('0202')).toEqual({ q: 2, r: 1, s: -3 });
    expect(odd.toCube('0202')).toEqual({ q: 2, r: 1, s: -3 });
    expect(even.toCube('0303')).toEqual({ q: 3, r: 1, s: -4 });
    expect(odd.toCube('0303')).toEqual({ q: 3, r: 2, s: -5 });
    expect(even.toCube('0000')).toEqual({ q: 0, r: 0, s: 0 });
  });

  it('front and rear of 0202 facing N with even columns', () => {
    expect(even.front('0202', 0)).toEqual(['0102', '0201', '0302']);
    expect(even.rear('0202', 0)).toEqual(['0303', '0203', '0103']);
    expect(even.front('0202', 0, 'artillery')).toEqual(['0201']);
    expect(even.rear('0202', 0, 'artillery')).toEqual(['0302', '0303', '0203', '0103', '0102']);
  });

  it('hexsides of 0202 are keyed lower number first', () => {
    expect(even.hexside('0202', 2)).toBe('0202~0303');
    expect(even.hexside('0303', 5)).toBe('0202~0303');
    expect(even.hexside('0202', 5)).toBe('0102~0202');
    expect(even.hexsideBetween('0303', '0202')).toBe('0202~0303');
    expect(even.hexsideBetween('0202', '0404')).toBeNull();
  });
});

describe('hex numbering: parse, format and cube coordinates', () => {
  it('parseHex and formatHex round trip over every printable number', () => {
    for (const id of ALL_IDS) {
      const { col, row } = parseHex(id);
      expect(formatHex(col, row)).toBe(id);
    }
    expect(parseHex('1715')).toEqual({ col: 17, row: 15 });
    expect(formatHex(3, 7)).toBe('0307');
  });

  it('parseHex rejects anything that is not four digits; formatHex gives null outside 00-99', () => {
    for (const bad of ['123', '12345', '12a4', '', ' 1234', '1234 ', '-123']) expect(() => parseHex(bad)).toThrow(RangeError);
    expect(() => parseHex(1234 as unknown as string)).toThrow(/not a hex number/);
    expect(formatHex(100, 0)).toBeNull();
    expect(formatHex(0, 100)).toBeNull();
    expect(formatHex(-1, 5)).toBeNull();
    expect(formatHex(5, -1)).toBeNull();
    expect(formatHex(1.5, 2)).toBeNull();
  });

  for (const shiftedColumns of PARITIES) {
    it(`toCube/fromCube round trip over all ids 0000-9999, q+r+s=0 (${shiftedColumns})`, () => {
      const grid = hexGrid({ shiftedColumns });
      const cubes = new Set<string>();
      for (const id of ALL_IDS) {
        const cube = grid.toCube(id);
        expect(cube.q + cube.r + cube.s).toBe(0);
        expect(grid.fromCube(cube)).toBe(id);
        cubes.add(`${cube.q},${cube.r}`);
      }
      expect(cubes.size).toBe(ALL_IDS.length);
    });
  }

  it('fromCube is null off the printable range and off the bounds', () => {
    const grid = hexGrid({ shiftedColumns: 'odd' });
    expect(grid.fromCube({ q: -1, r: 0, s: 1 })).toBeNull();
    expect(grid.fromCube({ q: 0, r: 100, s: -100 })).toBeNull();
    const bounded = hexGrid({ shiftedColumns: 'odd', bounds: { minCol: 1, maxCol: 10, minRow: 1, maxRow: 10 } });
    expect(bounded.fromCube(bounded.toCube('1111'))).toBeNull();
    expect(bounded.fromCube(bounded.toCube('1010'))).toBe('1010');
  });

  it('cubeRound keeps q+r+s=0 and rounds to the nearest hex centre', () => {
    expect(cubeRound(0.1, -0.05, -0.05)).toEqual({ q: 0, r: 0, s: 0 });
    expect(cubeRound(0.9, -0.4, -0.5)).toEqual({ q: 1, r: 0, s: -1 });
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const c = cubeRound(q, r, -q - r);
        expect(c.q + c.r + c.s).toBe(0);
        // the rounded hex is the nearest centre: within 1 of the point on every axis
        expect(Math.abs(c.q - q)).toBeLessThanOrEqual(1);
        expect(Math.abs(c.r - r)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('hex grid properties (fast-check)', () => {
  it('distance is symmetric, zero exactly for the same hex, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(parity, anyHex, anyHex, anyHex, (p, a, b, c) => {
        const g = hexGrid({ shiftedColumns: p });
        expect(g.distance(a, b)).toBe(g.distance(b, a));
        expect(g.distance(a, b) === 0).toBe(a === b);
        expect(g.distance(a, a)).toBe(0);
        expect(g.distance(a, c)).toBeLessThanOrEqual(g.distance(a, b) + g.distance(b, c));
        expect(g.distance(a, b)).toBe(cubeDistance(g.toCube(a), g.toCube(b)));
      }),
      { numRuns: 500 },
    );
  });

  it('distance is at least the column difference and the row difference less half the columns', () => {
    fc.assert(
      fc.property(parity, anyHex, anyHex, (p, a, b) => {
        const g = hexGrid({ shiftedColumns: p });
        const x = parseHex(a);
        const y = parseHex(b);
        const dc = Math.abs(x.col - y.col);
        expect(g.distance(a, b)).toBeGreaterThanOrEqual(dc);
        // moving along a column costs one per row; each column step gains at most half a row
        expect(g.distance(a, b)).toBeGreaterThanOrEqual(Math.abs(x.row - y.row) - Math.ceil(dc / 2));
      }),
    );
  });

  it('off the edge every hex has exactly 6 distinct neighbours, each at distance 1', () => {
    fc.assert(
      fc.property(parity, innerHex, (p, h) => {
        const g = hexGrid({ shiftedColumns: p });
        const ns = g.neighbours(h);
        expect(ns).toHaveLength(6);
        expect(new Set(ns).size).toBe(6);
        for (const n of ns) expect(g.distance(h, n)).toBe(1);
        // and they are all the hexes at distance 1
        expect([...ns].sort()).toEqual(
          g
            .within(h, 1)
            .filter((x) => x !== h)
            .sort(),
        );
      }),
    );
  });

  it('facingTo inverts neighbour; the opposite facing leads back', () => {
    fc.assert(
      fc.property(parity, innerHex, facing, (p, h, f) => {
        const g = hexGrid({ shiftedColumns: p });
        const n = g.neighbour(h, f) as HexId;
        expect(g.facingTo(h, n)).toBe(f);
        expect(g.facingTo(n, h)).toBe(opposite(f));
        expect(g.neighbour(n, opposite(f))).toBe(h);
      }),
    );
  });

  it('facingTo is null for any two hexes that are not adjacent', () => {
    fc.assert(
      fc.property(parity, anyHex, anyHex, (p, a, b) => {
        const g = hexGrid({ shiftedColumns: p });
        expect(g.facingTo(a, b) === null).toBe(g.distance(a, b) !== 1);
      }),
    );
  });

  it('turn and opposite go round the six facings', () => {
    fc.assert(
      fc.property(facing, fc.integer({ min: -20, max: 20 }), (f, k) => {
        expect(turn(turn(f, k), -k)).toBe(f);
        expect(turn(f, 6 * k)).toBe(f);
        expect(opposite(opposite(f))).toBe(f);
        expect(opposite(f)).not.toBe(f);
      }),
    );
    expect(turn(0, -1)).toBe(5);
    expect(turn(5, 1)).toBe(0);
    expect(opposite(1)).toBe(4);
  });

  it('within(radius) holds 1+3r(r+1) hexes away from edges, each within r, nearest first', () => {
    fc.assert(
      fc.property(parity, hexIn(10, 89), fc.integer({ min: 0, max: 9 }), (p, h, r) => {
        const g = hexGrid({ shiftedColumns: p });
        const area = g.within(h, r);
        expect(area).toHaveLength(1 + 3 * r * (r + 1));
        expect(new Set(area).size).toBe(area.length);
        expect(area[0]).toBe(h);
        const ds = area.map((x) => g.distance(h, x));
        for (const d of ds) expect(d).toBeLessThanOrEqual(r);
        expect(ds).toEqual([...ds].sort((a, b) => a - b));
      }),
    );
  });

  it('within rounds a fractional radius down and gives nothing for a negative one', () => {
    const g = hexGrid({ shiftedColumns: 'even' });
    expect(g.within('0505', 1.5)).toEqual(g.within('0505', 1));
    expect(g.within('0505', 0)).toEqual(['0505']);
    expect(g.within('0505', -1)).toEqual([]);
  });

  it('front and rear: 3 + 3 covering all six neighbours (standard), 1 + 5 (artillery)', () => {
    fc.assert(
      fc.property(parity, innerHex, facing, (p, h, f) => {
        const g = hexGrid({ shiftedColumns: p });
        const all = [...g.neighbours(h)].sort();
        const front = g.front(h, f);
        const rear = g.rear(h, f);
        expect(front).toHaveLength(3);
        expect(rear).toHaveLength(3);
        expect([...front, ...rear].sort()).toEqual(all);
        expect(front).toContain(g.neighbour(h, f));
        expect(front).toContain(g.neighbour(h, turn(f, 1)));
        expect(front).toContain(g.neighbour(h, turn(f, -1)));
        expect(rear).toContain(g.neighbour(h, opposite(f)));
        expect(g.front(h, f, 'standard')).toEqual(front);
        const artilleryFront = g.front(h, f, 'artillery');
        const artilleryRear = g.rear(h, f, 'artillery');
        expect(artilleryFront).toEqual([g.neighbour(h, f)]);
        expect(artilleryRear).toHaveLength(5);
        expect([...artilleryFront, ...artilleryRear].sort()).toEqual(all);
      }),
    );
  });

  it('a hexside has the same key from both sides, and hexsideHexes gives the two hexes back', () => {
    fc.assert(
      fc.property(parity, innerHex, facing, (p, h, f) => {
        const g = hexGrid({ shiftedColumns: p });
        const n = g.neighbour(h, f) as HexId;
        const key = g.hexside(h, f);
        expect(g.hexside(n, opposite(f))).toBe(key);
        expect(g.hexsideBetween(h, n)).toBe(key);
        expect(g.hexsideBetween(n, h)).toBe(key);
        expect(hexsideKey(h, n)).toBe(key);
        expect(hexsideKey(n, h)).toBe(key);
        const [a, b] = hexsideHexes(key);
        expect([a, b].sort()).toEqual([h, n].sort());
        expect(a < b).toBe(true);
        expect(hexsideKey(a, b)).toBe(key);
      }),
    );
  });

  it('the six hexsides of a hex are six different keys', () => {
    fc.assert(
      fc.property(parity, innerHex, (p, h) => {
        const g = hexGrid({ shiftedColumns: p });
        expect(new Set(FACINGS.map((f) => g.hexside(h, f))).size).toBe(6);
      }),
    );
  });

  it('hexsideHexes rejects a string that is not a key', () => {
    expect(() => hexsideHexes('0101-0102')).toThrow(RangeError);
    expect(() => hexsideHexes('0101~012')).toThrow(RangeError);
  });
});

describe('a bounded map', () => {
  const bounds = { minCol: 1, maxCol: 10, minRow: 1, maxRow: 10 };
  const even = hexGrid({ shiftedColumns: 'even', bounds });
  const odd = hexGrid({ shiftedColumns: 'odd', bounds });

  it('contains only what lies within its bounds', () => {
    expect(even.contains('0101')).toBe(true);
    expect(even.contains('1010')).toBe(true);
    expect(even.contains('0000')).toBe(false);
    expect(even.contains('0111')).toBe(false);
    expect(even.contains('1101')).toBe(false);
    expect(() => even.contains('11')).toThrow(RangeError);
    expect(hexGrid({ shiftedColumns: 'odd' }).contains('0000')).toBe(true);
  });

  it('neighbours at the corner are those on the map only', () => {
    // even: column 02 is lower, so 0101's up-right hex would be 0200 (off the map)
    expect(even.neighbours('0101')).toEqual(['0201', '0102']);
    expect(even.neighbour('0101', 0)).toBeNull();
    // odd: column 01 is lower, so its up-right hex is 0201 and down-right 0202
    expect(odd.neighbours('0101')).toEqual(['0201', '0202', '0102']);
  });

  it('within is clipped by the bounds; front and rear too', () => {
    expect(even.within('0101', 1).sort()).toEqual(['0101', '0102', '0201']);
    expect(even.within('0505', 20)).toHaveLength(100);
    expect(even.front('0101', 0)).toEqual([]);
    expect(even.rear('0101', 0)).toEqual(['0201', '0102']);
  });

  it('a hexside at the edge of the printable range has no key', () => {
    const open = hexGrid({ shiftedColumns: 'odd' });
    expect(() => open.hexside('0005', 5)).toThrow(/leads outside 0000-9999/);
    expect(open.hexside('0005', 2)).toBe(hexsideKey('0005', open.neighbour('0005', 2) as HexId));
  });
});
