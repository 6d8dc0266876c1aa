import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACINGS, cheapestNodePaths, cheapestPaths, facingPaths, indexedGrid, nodePath, type Edge, type Facing, type IndexedGrid } from 'reglas/hex';

const G: IndexedGrid = indexedGrid({ shiftedColumns: 'even', bounds: { minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 } });
const h = (id: string): number => G.index(id);

/** Terrain costs for a random map: 1 to 3 MP a hex, some hexes impassable (-1). */
const terrain = fc.array(fc.constantFrom(1, 1, 1, 2, 3, -1), { minLength: 660, maxLength: 660 });

describe('facingPaths: cheapest moves over (hex, facing) nodes (8, 8.2)', () => {
  const clear = { enter: (): number => 1 };
  const best = (search: ReturnType<typeof facingPaths>, hex: number): number => Math.min(...FACINGS.map((f) => search.cost[hex * 6 + f]!));

  it('8.2: turning costs 1 MP a hexside; a hex straight behind costs 2 turns and a step', () => {
    const s = facingPaths(G, h('1010'), 0, 10, clear);
    expect(s.cost[h('1010') * 6]).toBe(0);
    expect(s.cost[h('1010') * 6 + 3]).toBe(3);
    expect(best(s, h('1008'))).toBe(2);
    // 1011 is south: face SE (two turns) and step into it across its SW front hexside... no: into S, a front hex of SE
    expect(best(s, h('1011'))).toBe(3);
    expect(s.cost[h('1011') * 6 + 2]).toBe(3);
    expect(nodePath(s, h('1011') * 6 + 2)!.map((n) => `${G.ids[Math.floor(n / 6)]}/${n % 6}`)).toEqual(['1010/0', '1010/1', '1010/2', '1011/2']);
  });

  it('8: a unit moves only into its front hexes, keeping its facing', () => {
    const s = facingPaths(G, h('1010'), 0, 1, clear);
    const reached = [...s.reached].map((n) => `${G.ids[Math.floor(n / 6)]}/${n % 6}`).sort();
    expect(reached).toEqual(['0910/0', '1009/0', '1010/0', '1010/1', '1010/5', '1110/0'].sort());
  });

  it('3.2: artillery moves only into its one front hex', () => {
    const s = facingPaths(G, h('1010'), 0, 1, { ...clear, arc: 'artillery' });
    expect([...s.reached].map((n) => Math.floor(n / 6)).filter((x) => x !== h('1010'))).toEqual([h('1009')]);
  });

  it('a 10-MP cavalry search reaches what its MP allow: 10 hexes straight ahead, no further', () => {
    const s = facingPaths(G, h('1020'), 0, 10, clear);
    expect(s.cost[h('1010') * 6]).toBe(10);
    expect(best(s, h('1009'))).toBe(Infinity);
  });

  it('an enter rule sees where it steps from: leaving an enemy front hex costs +1 (8.3), a negative cost forbids the step', () => {
    const enemyFront = new Set([h('1010')]);
    const s = facingPaths(G, h('1010'), 0, 10, { enter: (from) => 1 + (enemyFront.has(from) ? 1 : 0) });
    expect(s.cost[h('1009') * 6]).toBe(2);
    const walled = facingPaths(G, h('1010'), 0, 10, { enter: (_f, to) => (to === h('1009') ? -1 : 1) });
    expect(walled.cost[h('1009') * 6]).toBeGreaterThan(1);
  });

  it('gives the costs of the string-keyed cheapestPaths over the same (hex, facing) nodes (fast-check)', () => {
    fc.assert(
      fc.property(
        terrain,
        fc.integer({ min: 0, max: 659 }),
        fc.constantFrom<Facing>(...FACINGS),
        fc.integer({ min: 0, max: 10 }),
        (cost, start, f0, budget) => {
          const enter = (_from: number, to: number): number => cost[to]!;
          const fast = facingPaths(G, start, f0, budget, { enter });
          type Node = readonly [number, Facing];
          const slow = cheapestPaths<Node>(
            [start, f0],
            ([x, f]) => `${x}/${f}`,
            function* ([x, f]): Iterable<Edge<Node>> {
              for (const d of [5, 0, 1]) {
                const to = G.neighbour(x, ((f + d) % 6) as Facing);
                if (to >= 0 && cost[to]! >= 0) yield { node: [to, f], cost: cost[to]! };
              }
              yield { node: [x, ((f + 5) % 6) as Facing], cost: 1 };
              yield { node: [x, ((f + 1) % 6) as Facing], cost: 1 };
            },
            budget,
          );
          expect(fast.reached.length).toBe(slow.size);
          for (const r of slow.values()) expect(fast.cost[r.node[0] * 6 + r.node[1]]).toBe(r.cost);
          for (const n of fast.reached) {
            const path = nodePath(fast, n)!;
            expect(path[0]).toBe(start * 6 + f0);
            expect(path.at(-1)).toBe(n);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('cheapestNodePaths', () => {
  it('refuses a negative or NaN cost and an edge to no node with a RangeError', () => {
    expect(() => cheapestNodePaths(3, 0, 9, (n, _s, visit) => n === 0 && visit(1, -1))).toThrow(RangeError);
    expect(() => cheapestNodePaths(3, 0, 9, (n, _s, visit) => n === 0 && visit(1, Number.NaN))).toThrow(RangeError);
    expect(() => cheapestNodePaths(3, 0, 9, (n, _s, visit) => n === 0 && visit(7, 1))).toThrow(RangeError);
    expect(() => cheapestNodePaths(3, 5, 9, () => undefined)).toThrow(RangeError);
  });

  it('lists nodes cheapest first, ties in the order found, and leaves what is beyond the budget unreached', () => {
    const s = cheapestNodePaths(5, 0, 2, (n, _s, visit) => {
      if (n === 0) {
        visit(2, 1);
        visit(1, 1);
        visit(3, 3);
      }
      if (n === 1) visit(4, 1);
    });
    expect([...s.reached]).toEqual([0, 2, 1, 4]);
    expect(s.cost[3]).toBe(Infinity);
    expect(nodePath(s, 4)).toEqual([0, 1, 4]);
    expect(nodePath(s, 3)).toBeNull();
  });
});
