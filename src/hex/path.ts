import type { Facing, HexGrid, HexId } from './grid.js';

/** One way out of a search node: the node reached and what it costs. */
export interface Edge<N> {
  /** The node this edge leads to. */
  readonly node: N;
  /** What taking it costs (movement points); never negative. */
  readonly cost: number;
}

/** The best way found to a node: its total cost and the key of the node before it. */
export interface Reached<N> {
  /** The node reached. */
  readonly node: N;
  /** The cheapest total cost from the start (0 for the start itself). */
  readonly cost: number;
  /** The key of the node before it on a cheapest path; null for the start. Follow with {@link pathTo}. */
  readonly previous: string | null;
}

/** A binary min-heap of [cost, order, item]: ties keep insertion order, so results are stable. */
class MinHeap<T> {
  private readonly items: [number, number, T][] = [];
  private order = 0;
  get size(): number {
    return this.items.length;
  }
  push(cost: number, item: T): void {
    const items = this.items;
    items.push([cost, this.order++, item]);
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(items[i]!, items[p]!)) break;
      [items[i], items[p]] = [items[p]!, items[i]!];
      i = p;
    }
  }
  pop(): [number, T] | undefined {
    const items = this.items;
    const top = items[0];
    if (top === undefined) return undefined;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && less(items[l]!, items[m]!)) m = l;
        if (r < items.length && less(items[r]!, items[m]!)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return [top[0], top[2]];
  }
}

function less(a: [number, number, unknown], b: [number, number, unknown]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/**
 * Cheapest costs from `start` to every node reachable within `budget`, over the caller's
 * edges (Dijkstra). Nodes are whatever the rules need: a hex, or a hex with a facing when
 * turning costs movement points. Costs must not be negative (or NaN): that throws.
 */
export function cheapestPaths<N>(
  start: N,
  key: (node: N) => string,
  edges: (node: N, spent: number) => Iterable<Edge<N>>,
  budget = Infinity,
): Map<string, Reached<N>> {
  const best = new Map<string, Reached<N>>();
  const done = new Set<string>();
  const heap = new MinHeap<{ node: N; previous: string | null }>();
  best.set(key(start), { node: start, cost: 0, previous: null });
  heap.push(0, { node: start, previous: null });
  while (heap.size > 0) {
    const [cost, { node }] = heap.pop()!;
    const k = key(node);
    if (done.has(k)) continue;
    done.add(k);
    for (const edge of edges(node, cost)) {
      // !(>= 0) also catches NaN, which would otherwise poison the heap's ordering
      if (!(edge.cost >= 0)) throw new RangeError(`a move cost is negative or not a number (${edge.cost})`);
      const total = cost + edge.cost;
      if (total > budget) continue;
      const nk = key(edge.node);
      const known = best.get(nk);
      if (known !== undefined && known.cost <= total) continue;
      best.set(nk, { node: edge.node, cost: total, previous: k });
      heap.push(total, { node: edge.node, previous: k });
    }
  }
  return best;
}

/** The keys from the start to `target` in a result of {@link cheapestPaths}; null if not reached. */
export function pathTo<N>(reached: ReadonlyMap<string, Reached<N>>, target: string): string[] | null {
  if (!reached.has(target)) return null;
  const path: string[] = [];
  for (let k: string | null = target; k !== null; k = reached.get(k)?.previous ?? null) path.push(k);
  return path.reverse();
}

/**
 * The cost of entering `to` from `from` across the hexside `facing`: terrain, hexside
 * (river, slope) and anything else the rules charge; null where the move is not allowed.
 */
export type HexMoveCost = (from: HexId, to: HexId, facing: Facing) => number | null;

/** Every hex reachable from `start` within `budget` movement points, with its cheapest cost. */
export function reachableHexes(grid: HexGrid, start: HexId, budget: number, cost: HexMoveCost): Map<HexId, Reached<HexId>> {
  return cheapestPaths<HexId>(
    start,
    (h) => h,
    function* (from) {
      for (let f = 0 as Facing; f < 6; f = (f + 1) as Facing) {
        const to = grid.neighbour(from, f);
        if (to === null) continue;
        const c = cost(from, to, f);
        if (c !== null) yield { node: to, cost: c };
      }
    },
    budget,
  );
}
