import type { Facing } from './grid.js';
import type { FrontArc, IndexedGrid } from './indexed.js';

/**
 * The result of a cheapest-path search over integer nodes ({@link cheapestNodePaths}): flat
 * tables indexed by node.
 */
export interface NodeSearch {
  /** The cheapest cost from the start to each node; `Infinity` where it was not reached within the budget. */
  readonly cost: Float64Array;
  /** The node before each node on a cheapest path; -1 for the start and for nodes not reached. */
  readonly previous: Int32Array;
  /** The nodes reached, cheapest first (ties in the order they were found), the start first. */
  readonly reached: Int32Array;
}

/**
 * The ways out of a search node: call `visit(to, cost)` for each node reachable in one move and
 * what that move costs (never negative; NaN throws). `spent` is the cheapest cost to `node`.
 */
export type NodeEdges = (node: number, spent: number, visit: (to: number, cost: number) => void) => void;

/**
 * Cheapest costs from `start` to every node `0..nodeCount-1` reachable within `budget`, over the
 * caller's edges (Dijkstra on a typed-array heap): the integer form of `cheapestPaths`, for move
 * searches on an {@link IndexedGrid}, where a node is a hex, or `hex * 6 + facing` when turning
 * costs movement points ({@link facingPaths}). Ties keep the order in which paths were found, so
 * results are stable. Both forms give the same costs (a test ties them).
 */
export function cheapestNodePaths(nodeCount: number, start: number, budget: number, edges: NodeEdges): NodeSearch {
  if (!(start >= 0 && start < nodeCount) || (start | 0) !== start) throw new RangeError(`the start node ${start} is not a node (0-${nodeCount - 1})`);
  const cost = new Float64Array(nodeCount).fill(Infinity);
  const previous = new Int32Array(nodeCount).fill(-1);
  const done = new Uint8Array(nodeCount);
  const reached: number[] = [];
  // the heap: parallel arrays of cost, insertion order and node; lazily deleted
  let capacity = 64;
  let hCost = new Float64Array(capacity);
  let hOrder = new Float64Array(capacity);
  let hNode = new Int32Array(capacity);
  let size = 0;
  let order = 0;
  const less = (i: number, j: number): boolean => hCost[i]! < hCost[j]! || (hCost[i] === hCost[j] && hOrder[i]! < hOrder[j]!);
  const swap = (i: number, j: number): void => {
    const c = hCost[i]!;
    const o = hOrder[i]!;
    const n = hNode[i]!;
    hCost[i] = hCost[j]!;
    hOrder[i] = hOrder[j]!;
    hNode[i] = hNode[j]!;
    hCost[j] = c;
    hOrder[j] = o;
    hNode[j] = n;
  };
  const push = (c: number, node: number): void => {
    if (size === capacity) {
      capacity *= 2;
      const nc = new Float64Array(capacity);
      nc.set(hCost);
      hCost = nc;
      const no = new Float64Array(capacity);
      no.set(hOrder);
      hOrder = no;
      const nn = new Int32Array(capacity);
      nn.set(hNode);
      hNode = nn;
    }
    hCost[size] = c;
    hOrder[size] = order++;
    hNode[size] = node;
    let i = size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(i, p)) break;
      swap(i, p);
      i = p;
    }
  };
  const popInto = (): number => {
    const top = hNode[0]!;
    size--;
    if (size > 0) {
      hCost[0] = hCost[size]!;
      hOrder[0] = hOrder[size]!;
      hNode[0] = hNode[size]!;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < size && less(l, m)) m = l;
        if (r < size && less(r, m)) m = r;
        if (m === i) break;
        swap(i, m);
        i = m;
      }
    }
    return top;
  };
  let from = start;
  const visit = (to: number, c: number): void => {
    // !(>= 0) also catches NaN, which would otherwise poison the heap's ordering
    if (!(c >= 0)) throw new RangeError(`a move cost is negative or not a number (${c})`);
    if (!(to >= 0 && to < nodeCount)) throw new RangeError(`an edge leads to ${to}, not a node (0-${nodeCount - 1})`);
    const total = cost[from]! + c;
    if (total > budget || done[to] === 1 || cost[to]! <= total) return;
    cost[to] = total;
    previous[to] = from;
    push(total, to);
  };
  cost[start] = 0;
  push(0, start);
  while (size > 0) {
    const node = popInto();
    if (done[node] === 1) continue;
    done[node] = 1;
    reached.push(node);
    from = node;
    edges(node, cost[node]!, visit);
  }
  return { cost, previous, reached: Int32Array.from(reached) };
}

/** The nodes from the start to `target` on a cheapest path of a {@link NodeSearch}; null if not reached. */
export function nodePath(search: NodeSearch, target: number): number[] | null {
  if (!(search.cost[target]! < Infinity)) return null;
  const path: number[] = [];
  for (let n = target; n >= 0; n = search.previous[n]!) path.push(n);
  return path.reverse();
}

/** What a move over (hex, facing) nodes costs, for {@link facingPaths}. */
export interface FacingMoveRules {
  /**
   * The cost of stepping from `from`, facing `facing`, into its front hex `to`, keeping the
   * facing (8: movement only through the front hexes): terrain, hexside, leaving an enemy's front
   * (8.3); a negative number where the step is not allowed.
   */
  readonly enter: (from: number, to: number, facing: Facing, spent: number) => number;
  /**
   * The cost of turning one hexside in place on `hex` from `facing` to `to`; default 1 (8.2: "1
   * PM por lado de hex."); a negative number where the turn is not allowed.
   */
  readonly turn?: (hex: number, facing: Facing, to: Facing, spent: number) => number;
  /** Which hexes are in front: `'standard'` (3.1) by default, `'artillery'` (3.2). */
  readonly arc?: FrontArc;
}

/**
 * Cheapest moves of a counter from `hex` facing `facing` within `budget` movement points, over
 * nodes `hex * 6 + facing`: each node steps into its front hexes keeping its facing, or turns one
 * hexside either way. `search.cost[h * 6 + f]` is the cheapest cost to stand on `h` facing `f`.
 * Rules that are not a cost (the one-hex move always allowed, stacking at the end) stay the
 * game's.
 */
export function facingPaths(grid: IndexedGrid, hex: number, facing: Facing, budget: number, rules: FacingMoveRules): NodeSearch {
  const { enter, turn, arc = 'standard' } = rules;
  const artillery = arc === 'artillery';
  const neighbours = grid.neighbours;
  return cheapestNodePaths(grid.size * 6, hex * 6 + facing, budget, (node, spent, visit) => {
    const h = (node / 6) | 0;
    const f = (node - h * 6) as Facing;
    for (let d = artillery ? 0 : -1; d <= (artillery ? 0 : 1); d++) {
      const dir = (f + d + 6) % 6;
      const to = neighbours[h * 6 + dir]!;
      if (to < 0) continue;
      const c = enter(h, to, f, spent);
      if (c >= 0 || Number.isNaN(c)) visit(to * 6 + f, c);
    }
    const left = ((f + 5) % 6) as Facing;
    const right = ((f + 1) % 6) as Facing;
    const cl = turn === undefined ? 1 : turn(h, f, left, spent);
    if (cl >= 0 || Number.isNaN(cl)) visit(h * 6 + left, cl);
    const cr = turn === undefined ? 1 : turn(h, f, right, spent);
    if (cr >= 0 || Number.isNaN(cr)) visit(h * 6 + right, cr);
  });
}
