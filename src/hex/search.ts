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

/** `b` holding `a`'s items first: the heap's arrays, doubled. */
function grown<T extends Float64Array | Int32Array>(a: T, b: T): T {
  b.set(a);
  return b;
}

/**
 * One search's tables and its heap of (cost, order found, node), lazily deleted: ties keep the
 * order in which paths were found, so results are stable.
 */
class Search {
  readonly cost: Float64Array;
  readonly previous: Int32Array;
  readonly done: Uint8Array;
  readonly reached: number[] = [];
  private hCost = new Float64Array(256);
  private hOrder = new Float64Array(256);
  private hNode = new Int32Array(256);
  private size = 0;
  private order = 0;

  constructor(
    readonly nodeCount: number,
    readonly budget: number,
    start: number,
  ) {
    if (!(start >= 0 && start < nodeCount) || (start | 0) !== start) throw new RangeError(`the start node ${start} is not a node (0-${nodeCount - 1})`);
    this.cost = new Float64Array(nodeCount).fill(Infinity);
    this.previous = new Int32Array(nodeCount).fill(-1);
    this.done = new Uint8Array(nodeCount);
    this.cost[start] = 0;
    this.push(0, start);
  }

  get empty(): boolean {
    return this.size === 0;
  }

  /** The path to `from` extended by a move to `to` costing `c`: kept if it is the cheapest yet. */
  relax(from: number, to: number, c: number): void {
    // !(>= 0) also catches NaN, which would otherwise poison the heap's ordering
    if (!(c >= 0)) throw new RangeError(`a move cost is negative or not a number (${c})`);
    if (!(to >= 0 && to < this.nodeCount)) throw new RangeError(`an edge leads to ${to}, not a node (0-${this.nodeCount - 1})`);
    const total = this.cost[from]! + c;
    if (total > this.budget || this.done[to] === 1 || this.cost[to]! <= total) return;
    this.cost[to] = total;
    this.previous[to] = from;
    this.push(total, to);
  }

  /** The cheapest node not yet settled, settled now; -1 when none is left. */
  next(): number {
    while (this.size > 0) {
      const node = this.pop();
      if (this.done[node] === 1) continue;
      this.done[node] = 1;
      this.reached.push(node);
      return node;
    }
    return -1;
  }

  result(): NodeSearch {
    return { cost: this.cost, previous: this.previous, reached: Int32Array.from(this.reached) };
  }

  private push(c: number, node: number): void {
    if (this.size === this.hCost.length) {
      this.hCost = grown(this.hCost, new Float64Array(this.size * 2));
      this.hOrder = grown(this.hOrder, new Float64Array(this.size * 2));
      this.hNode = grown(this.hNode, new Int32Array(this.size * 2));
    }
    const hCost = this.hCost;
    const hOrder = this.hOrder;
    const hNode = this.hNode;
    const o = this.order++;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pc = hCost[p]!;
      if (pc < c || (pc === c && hOrder[p]! < o)) break;
      hCost[i] = pc;
      hOrder[i] = hOrder[p]!;
      hNode[i] = hNode[p]!;
      i = p;
    }
    hCost[i] = c;
    hOrder[i] = o;
    hNode[i] = node;
  }

  private pop(): number {
    const hCost = this.hCost;
    const hOrder = this.hOrder;
    const hNode = this.hNode;
    const top = hNode[0]!;
    const size = --this.size;
    if (size === 0) return top;
    const c = hCost[size]!;
    const o = hOrder[size]!;
    const n = hNode[size]!;
    let i = 0;
    for (;;) {
      let m = 2 * i + 1;
      if (m >= size) break;
      const r = m + 1;
      if (r < size && (hCost[r]! < hCost[m]! || (hCost[r] === hCost[m] && hOrder[r]! < hOrder[m]!))) m = r;
      if (c < hCost[m]! || (c === hCost[m] && o < hOrder[m]!)) break;
      hCost[i] = hCost[m]!;
      hOrder[i] = hOrder[m]!;
      hNode[i] = hNode[m]!;
      i = m;
    }
    hCost[i] = c;
    hOrder[i] = o;
    hNode[i] = n;
    return top;
  }
}

/**
 * Cheapest costs from `start` to every node `0..nodeCount-1` reachable within `budget`, over the
 * caller's edges (Dijkstra on a typed-array heap): the integer form of `cheapestPaths`, for move
 * searches on an {@link IndexedGrid}, where a node is a hex, or `hex * 6 + facing` when turning
 * costs movement points ({@link facingPaths}). Ties keep the order in which paths were found, so
 * results are stable. Both forms give the same costs (a test ties them).
 */
export function cheapestNodePaths(nodeCount: number, start: number, budget: number, edges: NodeEdges): NodeSearch {
  const search = new Search(nodeCount, budget, start);
  let from = start;
  const visit = (to: number, c: number): void => search.relax(from, to, c);
  for (let node = search.next(); node >= 0; node = search.next()) {
    from = node;
    edges(node, search.cost[node]!, visit);
  }
  return search.result();
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
  const search = new Search(grid.size * 6, budget, hex * 6 + facing);
  for (let node = search.next(); node >= 0; node = search.next()) {
    const spent = search.cost[node]!;
    const h = (node / 6) | 0;
    const f = (node - h * 6) as Facing;
    for (let d = artillery ? 0 : -1; d <= (artillery ? 0 : 1); d++) {
      const to = neighbours[h * 6 + ((f + d + 6) % 6)]!;
      if (to < 0) continue;
      const c = enter(h, to, f, spent);
      if (c >= 0 || Number.isNaN(c)) search.relax(node, to * 6 + f, c);
    }
    const left = ((f + 5) % 6) as Facing;
    const right = ((f + 1) % 6) as Facing;
    const cl = turn === undefined ? 1 : turn(h, f, left, spent);
    if (cl >= 0 || Number.isNaN(cl)) search.relax(node, h * 6 + left, cl);
    const cr = turn === undefined ? 1 : turn(h, f, right, spent);
    if (cr >= 0 || Number.isNaN(cr)) search.relax(node, h * 6 + right, cr);
  }
  return search.result();
}
