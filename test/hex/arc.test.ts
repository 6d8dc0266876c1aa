import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACINGS, frontZone, inFrontZone, indexedGrid, ray, rayDistance, sightPath, type Facing, type IndexedGrid } from 'reglas/hex';

const EVEN: IndexedGrid = indexedGrid({ shiftedColumns: 'even', bounds: { minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 } });
const ODD: IndexedGrid = indexedGrid({ shiftedColumns: 'odd', bounds: { minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 } });
const grids = fc.constantFrom(EVEN, ODD);
const hexOf = fc.integer({ min: 0, max: 659 });
const facing = fc.constantFrom<Facing>(...FACINGS);
const arc = fc.constantFrom('standard' as const, 'artillery' as const);

describe('the front zone at range (3.1, 3.2, 9.1)', () => {
  const g = EVEN;
  const h = (id: string): number => g.index(id);
  const names = (xs: readonly number[]): string[] => xs.map((x) => g.ids[x]!);

  it('3.1 and 3.2: at range 1 the front zone is the front hexes (fast-check)', () => {
    fc.assert(
      fc.property(grids, hexOf, facing, arc, (gr, x, f, a) => {
        expect(frontZone(gr, x, f, 1, a)).toEqual([...gr.front(x, f, a)].sort((p, q) => p - q));
      }),
      { numRuns: 600 },
    );
  });

  it('3.1: every other hex lies in the front zone of a facing or of the opposite facing, and the zone grows with range (fast-check)', () => {
    fc.assert(
      fc.property(grids, hexOf, hexOf, facing, (gr, x, t, f) => {
        if (x === t) return;
        expect(inFrontZone(gr, x, f, t) || inFrontZone(gr, x, ((f + 3) % 6) as Facing, t)).toBe(true);
        const d = gr.distance(x, t);
        expect(frontZone(gr, x, f, d).includes(t)).toBe(inFrontZone(gr, x, f, t));
      }),
      { numRuns: 600 },
    );
  });

  it('is its definition: the line of sightPath leaves the hex into a front hex on either trace (fast-check)', () => {
    fc.assert(
      fc.property(grids, hexOf, hexOf, facing, arc, (gr, x, t, f, a) => {
        if (x === t) return;
        const p = sightPath(gr, x, t);
        const first = [p.left[1]!, p.right[1]!];
        // a first step off the map (beside the edge) has no index: the facing of its cube step says the same
        fc.pre(first.every((y) => y >= 0));
        expect(inFrontZone(gr, x, f, t, a)).toBe(first.some((y) => gr.front(x, f, a).includes(y)));
      }),
      { numRuns: 1500 },
    );
  });

  it('9.1: a unit facing north at 1010 fires at 1007 ahead and at range 3 up the flanks, not behind', () => {
    const at = h('1010');
    expect(inFrontZone(g, at, 0, h('1007'))).toBe(true);
    expect(inFrontZone(g, at, 0, h('1013'))).toBe(false);
    // three columns over, straight across the NE hexside's direction
    expect(inFrontZone(g, at, 0, h('1308'))).toBe(true);
    // due east along the hexside between the NE and SE neighbours: the NE nudge is in front, so it counts
    expect(inFrontZone(g, at, 0, h('1210'))).toBe(true);
    expect(inFrontZone(g, at, 0, h('0810'))).toBe(true);
    // one hex further round, the line leaves through the SE neighbour only: rear
    expect(inFrontZone(g, at, 0, h('1211'))).toBe(false);
    expect(inFrontZone(g, at, 0, at)).toBe(false);
    expect(names(frontZone(g, at, 0, 2))).toEqual(['0910', '1009', '1110', '0809', '0810', '0909', '1008', '1109', '1209', '1210']);
  });

  it('3.2: an artillery piece fires only through its one front hex: a 60-degree cone, both edge lines along hexsides included', () => {
    const at = h('1010');
    const zone = names(frontZone(g, at, 0, 2, 'artillery'));
    expect(zone).toEqual(['1009', '0909', '1008', '1109']);
    expect(inFrontZone(g, at, 0, h('1110'), 'artillery')).toBe(false);
  });

  it('the front zone is the same whether the hexes near the edge are on the map or not: it is a matter of the line', () => {
    // 0101 facing north has no front hex on the map; hexes beside it along the edge still lie on lines through its front
    const corner = h('0101');
    expect(g.front(corner, 0)).toEqual([]);
    expect(names(frontZone(g, corner, 0, 2))).toEqual(['0301']);
  });
});

describe('rays: the straight line of a facing (10.4)', () => {
  const g = ODD;
  const h = (id: string): number => g.index(id);
  const names = (xs: readonly number[]): string[] => xs.map((x) => g.ids[x]!);

  it('on a flat-topped grid a north ray runs up the column, a south ray down it, stopping at the edge', () => {
    expect(names(ray(g, h('1010'), 0, 3))).toEqual(['1009', '1008', '1007']);
    expect(names(ray(g, h('1018'), 3, 5))).toEqual(['1019', '1020']);
    expect(ray(g, h('1001'), 0, 4)).toEqual([]);
  });

  it('a diagonal ray steps across the same hexside each time, a straight line of centres', () => {
    const r = ray(g, h('1010'), 1, 4);
    expect(r).toHaveLength(4);
    for (const [i, x] of r.entries()) expect(g.distance(h('1010'), x)).toBe(i + 1);
    for (const [i, x] of r.entries()) expect(rayDistance(g, h('1010'), 1, x)).toBe(i + 1);
  });

  it('10.4: a charge "en línea recta" reaches a target on the line of its central front hex, not one beside it', () => {
    const charger = h('1015');
    expect(rayDistance(g, charger, 0, h('1012'))).toBe(3);
    expect(rayDistance(g, charger, 0, h('1112'))).toBe(-1);
    expect(rayDistance(g, charger, 0, h('1018'))).toBe(-1);
    expect(rayDistance(g, charger, 0, charger)).toBe(-1);
  });

  it('rayDistance agrees with ray for every hex and facing (fast-check)', () => {
    fc.assert(
      fc.property(grids, hexOf, facing, hexOf, (gr, x, f, t) => {
        const line = ray(gr, x, f, 40);
        expect(rayDistance(gr, x, f, t)).toBe(line.indexOf(t) + 1 || -1);
      }),
      { numRuns: 1000 },
    );
  });
});
