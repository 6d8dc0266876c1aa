import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestPaths, formatHex, hexGrid, pathTo, reachableHexes, turn, type Edge, type Facing, type HexId, type ShiftedColumns } from 'reglas/hex';

const parity = fc.constantFrom<ShiftedColumns>('odd', 'even');
const hexIn = (min: number, max: number): fc.Arbitrary<HexId> =>
  fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([c, r]) => formatHex(c, r) as HexId);

describe('reachableHexes', () => {
  it('with unit cost reaches exactly the hexes within the budget, at their distance (fast-check)', () => {
    fc.assert(
      fc.property(parity, hexIn(10, 89), fc.integer({ min: 0, max: 6 }), (p, start, budget) => {
        const g = hexGrid({ shiftedColumns: p });
        const reached = reachableHexes(g, start, budget, () => 1);
        expect([...reached.keys()].sort()).toEqual(g.within(start, budget).sort());
        for (const [id, r] of reached) {
          expect(r.cost).toBe(g.distance(start, id));
          expect(r.node).toBe(id);
        }
        expect(reached.get(start)).toEqual({ node: start, cost: 0, previous: null });
      }),
      { numRuns: 150 },
    );
  });

  it('every path found is a chain of neighbours whose costs add up to the total (fast-check)', () => {
    fc.assert(
      fc.property(parity, hexIn(10, 40), fc.integer({ min: 1, max: 8 }), fc.integer(), (p, start, budget, salt) => {
        const g = hexGrid({ shiftedColumns: p });
        // a deterministic patchwork of terrain costs 1-3 and impassable hexes
        const terrain = (id: HexId): number | null => {
          const v = (Number(id) * 2654435761 + salt) >>> 0;
          return v % 7 === 0 ? null : 1 + (v % 3);
        };
        const reached = reachableHexes(g, start, budget, (_from, to) => terrain(to));
        for (const [id, r] of reached) {
          expect(r.cost).toBeLessThanOrEqual(budget);
          const path = pathTo(reached, id) as HexId[];
          expect(path[0]).toBe(start);
          expect(path.at(-1)).toBe(id);
          let total = 0;
          for (let i = 1; i < path.length; i++) {
            expect(g.distance(path[i - 1] as HexId, path[i] as HexId)).toBe(1);
            total += terrain(path[i] as HexId) as number;
          }
          expect(total).toBe(r.cost);
          // no cheaper way in through a reached neighbour
          for (const n of g.neighbours(id)) {
            const before = reached.get(n);
            const c = terrain(id);
            if (before && c !== null) expect(r.cost).toBeLessThanOrEqual(before.cost + c);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never enters an impassable hex (cost null), even when the budget would allow going round', () => {
    const g = hexGrid({ shiftedColumns: 'even' });
    // a ring of impassable hexes at distance 2 walls 0505 in
    const ring = new Set(g.within('0505', 2).filter((h) => g.distance('0505', h) === 2));
    const reached = reachableHexes(g, '0505', 20, (_f, to) => (ring.has(to) ? null : 1));
    expect([...reached.keys()].sort()).toEqual(g.within('0505', 1).sort());
  });

  it('goes round an obstacle at the extra cost, and not at all when the budget is short', () => {
    const g = hexGrid({ shiftedColumns: 'odd' });
    // 0506 is impassable: from 0505 to 0507 (two hexes south) the way round costs 3
    const cost = (_f: HexId, to: HexId): number | null => (to === '0506' ? null : 1);
    expect(reachableHexes(g, '0505', 3, cost).get('0507')?.cost).toBe(3);
    expect(reachableHexes(g, '0505', 2, cost).has('0507')).toBe(false);
    expect(reachableHexes(g, '0505', 2, () => 1).get('0507')?.cost).toBe(2);
  });

  it('charges a hexside (a river) through the facing it is crossed by', () => {
    const g = hexGrid({ shiftedColumns: 'odd' });
    const river = new Set([g.hexside('0505', 3)]);
    const seen: [HexId, HexId, Facing][] = [];
    const cost = (from: HexId, to: HexId, f: Facing): number => {
      seen.push([from, to, f]);
      return 1 + (river.has(g.hexside(from, f)) ? 2 : 0);
    };
    const reached = reachableHexes(g, '0505', 3, cost);
    for (const [from, to, f] of seen) expect(g.neighbour(from, f)).toBe(to);
    // straight across costs 3, round the river through 0405 or 0605 costs 2
    expect(reached.get('0506')?.cost).toBe(2);
    expect(pathTo(reached, '0506')?.length).toBe(3);
  });

  it('respects the budget exactly: a hex costing the whole budget is reached, one point more is not', () => {
    const g = hexGrid({ shiftedColumns: 'even' });
    const reached = reachableHexes(g, '0505', 4, (_f, to) => (to === '0504' ? 4 : 5));
    expect(reached.get('0504')?.cost).toBe(4);
    expect(reached.size).toBe(2);
  });

  it('a negative cost throws', () => {
    const g = hexGrid({ shiftedColumns: 'even' });
    expect(() => reachableHexes(g, '0505', 5, () => -1)).toThrow(RangeError);
    expect(() => reachableHexes(g, '0505', 5, () => Number.NaN)).toThrow(RangeError);
  });
});

describe('cheapestPaths with facing: turning costs movement', () => {
  // A counter may only move into the hex it faces (1 MP) or turn one hexside (1 MP).
  const g = hexGrid({ shiftedColumns: 'even' });
  interface Node {
    readonly hex: HexId;
    readonly facing: Facing;
  }
  const key = (n: Node): string => `${n.hex}/${n.facing}`;
  const edges = (n: Node): Edge<Node>[] => {
    const out: Edge<Node>[] = [
      { node: { hex: n.hex, facing: turn(n.facing, 1) }, cost: 1 },
      { node: { hex: n.hex, facing: turn(n.facing, -1) }, cost: 1 },
    ];
    const ahead = g.neighbour(n.hex, n.facing);
    if (ahead !== null) out.push({ node: { hex: ahead, facing: n.facing }, cost: 1 });
    return out;
  };
  const cheapestTo = (reached: Map<string, { cost: number }>, hex: HexId): number =>
    Math.min(...[0, 1, 2, 3, 4, 5].map((f) => reached.get(`${hex}/${f}`)?.cost ?? Infinity));

  it('straight ahead costs the distance; behind costs the turn about too', () => {
    const reached = cheapestPaths<Node>({ hex: '0505', facing: 0 }, key, edges, 10);
    expect(cheapestTo(reached, '0503')).toBe(2);
    // 0507 is two hexes behind: three turns to face S, then two moves
    expect(cheapestTo(reached, '0507')).toBe(5);
    // 0506 is right behind: three turns and one move
    expect(cheapestTo(reached, '0506')).toBe(4);
    expect(reached.get('0505/3')?.cost).toBe(3);
  });

  it('finds the cheaper route: ahead first then turn (3 MP), not turn first (4 MP)', () => {
    // target: north of 0505 is 0504, and NE of 0504 is 0603 (column 06 lies half a hex lower,
    // so the hex up and to the right of row 04 in column 05 is row 03 in column 06)
    expect(g.neighbour('0504', 1)).toBe('0603');
    const reached = cheapestPaths<Node>({ hex: '0505', facing: 0 }, key, edges, 10);
    expect(cheapestTo(reached, '0603')).toBe(3);
    expect(pathTo(reached, '0603/1')).toEqual(['0505/0', '0504/0', '0504/1', '0603/1']);
    // turning first and going NE then N (0604 -> 0603) would cost 4: turn, move, turn, move
    expect(g.neighbour('0505', 1)).toBe('0604');
    expect(g.neighbour('0604', 0)).toBe('0603');
    // a search that ignores facing finds 2 hexes of movement: turning is what costs here
    expect(reachableHexes(g, '0505', 10, () => 1).get('0603')?.cost).toBe(2);
  });

  it('tells edges what has been spent so far, and stops at the budget', () => {
    const spentSeen: number[] = [];
    const reached = cheapestPaths<Node>(
      { hex: '0505', facing: 0 },
      key,
      (n, spent) => {
        spentSeen.push(spent);
        return edges(n);
      },
      2,
    );
    for (const r of reached.values()) expect(r.cost).toBeLessThanOrEqual(2);
    expect(Math.max(...spentSeen)).toBeLessThanOrEqual(2);
    expect(spentSeen[0]).toBe(0);
    expect(cheapestTo(reached, '0503')).toBe(2);
    expect(reached.has('0502/0')).toBe(false);
  });

  it('pathTo gives null for an unreached node and [start] for the start', () => {
    const reached = cheapestPaths<Node>({ hex: '0505', facing: 0 }, key, edges, 1);
    expect(pathTo(reached, '0909/0')).toBeNull();
    expect(pathTo(reached, '0505/0')).toEqual(['0505/0']);
  });

  it('a negative cost throws', () => {
    expect(() => cheapestPaths<Node>({ hex: '0505', facing: 0 }, key, (n) => [{ node: { hex: n.hex, facing: turn(n.facing, 1) }, cost: -1 }])).toThrow(
      /negative/,
    );
  });

  it('ties are broken stably: the same search gives the same paths', () => {
    const a = cheapestPaths<Node>({ hex: '0505', facing: 0 }, key, edges, 6);
    const b = cheapestPaths<Node>({ hex: '0505', facing: 0 }, key, edges, 6);
    expect([...a.entries()]).toEqual([...b.entries()]);
  });
});
