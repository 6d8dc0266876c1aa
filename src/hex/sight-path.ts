import type { IndexedGrid } from './indexed.js';
import { facingOfStep } from './indexed.js';
import { lineStep } from './trace.js';

/**
 * The straight line from the centre of one hex to the centre of another on an
 * {@link IndexedGrid}, as the rules walk it. It is traced twice, nudged a hair to either side;
 * step `k` (0 to `length`) is where the line is at `k / length` of its way, one step per hex of
 * distance. Where both traces are in one hex, the line passes through that hex. Where they
 * differ, the line runs exactly along the hexside between the two (it passes through a hex's
 * corner into that hexside and out again): the rules decide, e.g. 9.2's "Un lado de hex. de
 * terreno bloqueador ... no bloquea una LdV".
 *
 * Between two hexes of the map the line is always answered: beside the map's edge one side of a
 * hexside it runs along may be off the map, given as -1.
 */
export interface SightPath {
  /** Where the line starts (the shooter's hex). */
  readonly from: number;
  /** Where it ends (the target's hex). */
  readonly to: number;
  /** Its length in hexes (their distance); its steps are `0..length`. */
  readonly length: number;
  /** The hex of each step on the trace nudged to one side: `left[0]` is `from`, `left[length]` is `to`; -1 off the map. */
  readonly left: Int32Array;
  /** The hex of each step on the trace nudged to the other side; equal to `left` where the line passes through one hex. */
  readonly right: Int32Array;
  /**
   * At each step, the hexside the line runs exactly along (between `left[k]` and `right[k]`); -1
   * where it passes through one hex, or where that hexside cannot be printed (beyond 00 or 99).
   */
  readonly along: Int32Array;
  /**
   * The hexside the left trace crosses from step `k - 1` into step `k`, at index `k` (index 0 is
   * -1). Where a step is a hexside the line runs along, the line only touches this hexside at its
   * corner.
   */
  readonly leftCrossed: Int32Array;
  /** The same for the right trace; equal to `leftCrossed[k]` where both steps `k - 1` and `k` are single hexes. */
  readonly rightCrossed: Int32Array;
  /** Whether the line runs along a hexside anywhere. */
  readonly alongHexside: boolean;
}

/** The hexside between the adjacent cube positions `(aq, ar)` and `(bq, br)`, naming it from whichever is on the map; -1 if neither is. */
function sideBetween(grid: IndexedGrid, a: number, aq: number, ar: number, b: number, bq: number, br: number): number {
  if (a >= 0) {
    const f = facingOfStep(bq - aq, br - ar);
    return f === -1 ? -1 : grid.hexside(a, f);
  }
  if (b >= 0) {
    const f = facingOfStep(aq - bq, ar - br);
    return f === -1 ? -1 : grid.hexside(b, f);
  }
  return -1;
}

/**
 * What the walker hands each step `k` (1 to the line's length): the hex of each trace (-1 off
 * the map), the hexside each trace crossed into it (-1 when `sides` was not asked) and the
 * hexside the line runs along there (-1 where it passes through one hex).
 * Returning true stops the walk.
 */
type StepVisitor = (k: number, l: number, r: number, ls: number, rs: number, along: number) => boolean;

function requireOnMap(grid: IndexedGrid, from: number, to: number): void {
  if (!(from >= 0 && from < grid.size) || !(to >= 0 && to < grid.size) || (from | 0) !== from || (to | 0) !== to) {
    throw new RangeError(`a line of sight needs two hexes of the map (0-${grid.size - 1}), got ${from} and ${to}`);
  }
}

/** Walks the line from `from` to `to` step by step without building it; the step it stopped at, or -1. */
function walk(grid: IndexedGrid, from: number, to: number, sides: boolean, visit: StepVisitor): number {
  const aq = grid.cubeQ[from]!;
  const ar = grid.cubeR[from]!;
  const bq = grid.cubeQ[to]!;
  const br = grid.cubeR[to]!;
  const n = grid.distance(from, to);
  const out = new Int32Array(2);
  let lq = aq;
  let lr = ar;
  let rq = aq;
  let rr = ar;
  let lPrev = from;
  let rPrev = from;
  for (let k = 1; k <= n; k++) {
    lineStep(aq, ar, bq, br, n, k, 1, out);
    const lq2 = out[0]!;
    const lr2 = out[1]!;
    lineStep(aq, ar, bq, br, n, k, -1, out);
    const rq2 = out[0]!;
    const rr2 = out[1]!;
    const l = k === n ? to : grid.indexOfCube(lq2, lr2);
    const r = k === n ? to : grid.indexOfCube(rq2, rr2);
    const split = lq2 !== rq2 || lr2 !== rr2;
    let ls = -1;
    let rs = -1;
    let along = -1;
    if (sides) {
      ls = sideBetween(grid, lPrev, lq, lr, l, lq2, lr2);
      rs = !split && lq === rq && lr === rr ? ls : sideBetween(grid, rPrev, rq, rr, r, rq2, rr2);
    }
    if (split) along = sideBetween(grid, l, lq2, lr2, r, rq2, rr2);
    if (visit(k, l, r, ls, rs, along)) return k;
    lq = lq2;
    lr = lr2;
    rq = rq2;
    rr = rr2;
    lPrev = l;
    rPrev = r;
  }
  return -1;
}

/**
 * Traces the line from the centre of `from` to the centre of `to` (both on the map) with both
 * nudges, every step in flat arrays. Throws `RangeError` for a hex index that is not on the map.
 * {@link checkSight} walks the same line without building it.
 */
export function sightPath(grid: IndexedGrid, from: number, to: number): SightPath {
  requireOnMap(grid, from, to);
  const n = grid.distance(from, to);
  const left = new Int32Array(n + 1);
  const right = new Int32Array(n + 1);
  const along = new Int32Array(n + 1).fill(-1);
  const leftCrossed = new Int32Array(n + 1).fill(-1);
  const rightCrossed = new Int32Array(n + 1).fill(-1);
  left[0] = from;
  right[0] = from;
  let alongHexside = false;
  walk(grid, from, to, true, (k, l, r, ls, rs, a) => {
    left[k] = l;
    right[k] = r;
    leftCrossed[k] = ls;
    rightCrossed[k] = rs;
    along[k] = a;
    if (l !== r) alongHexside = true;
    return false;
  });
  return { from, to, length: n, left, right, along, leftCrossed, rightCrossed, alongHexside };
}

/** The two ends of a line of sight, handed to every rule: levels, units or arcs read from them need no closure per line. */
export interface SightEnds {
  /** The shooter's hex. */
  readonly from: number;
  /** The target's hex. */
  readonly to: number;
}

/**
 * What blocks a line on an {@link IndexedGrid}. Each rule gets the line's ends: for 9.2 and the
 * two levels of reading 2, `hexBlocks: (h, { from, to }) => blocking[h] === 1 || (level[h] >
 * Math.min(level[from], level[to]))`.
 */
export interface GridSightRules {
  /** Whether a hex the line passes through, neither end, blocks it (its terrain, its units, its height). */
  readonly hexBlocks: (hex: number, ends: SightEnds) => boolean;
  /**
   * Where the line runs exactly along the hexside `hexside` between hexes `a` and `b` (`b` or `a`
   * -1 off the map): whether that stretch blocks. Default: both hexes block (a hex off the map
   * never does), as 9.2 rules a hexside of a blocking hex not to block; for a rule where either
   * side blocks, `(a, b, _, e) => hexBlocks(a, e) || hexBlocks(b, e)`.
   */
  readonly alongBlocks?: (a: number, b: number, hexside: number, ends: SightEnds) => boolean;
  /**
   * Whether crossing a hexside blocks (a wall, a crest). Asked for each hexside the line crosses
   * between two consecutive hexes; where it passes a corner into or out of a hexside it runs
   * along, the two hexsides the traces touch are asked and block only if both do. Default: none.
   */
  readonly hexsideBlocks?: (hexside: number, ends: SightEnds) => boolean;
}

/** What stops a line: the first thing found walking from the shooter. */
export type SightBlock =
  | {
      /** A hex the line passes through. */
      readonly kind: 'hex';
      /** Its step on the {@link SightPath}. */
      readonly step: number;
      /** The hex. */
      readonly hex: number;
    }
  | {
      /** A stretch where the line runs along a hexside. */
      readonly kind: 'along';
      /** Its step on the {@link SightPath}. */
      readonly step: number;
      /** The hexes on either side (-1 off the map). */
      readonly hexes: readonly [number, number];
      /** The hexside between them (-1 if it cannot be printed). */
      readonly hexside: number;
    }
  | {
      /** A hexside crossed, or at a corner the two hexsides the traces touch. */
      readonly kind: 'hexside';
      /** The step the line crosses into. */
      readonly step: number;
      /** The hexside crossed, or the two touched at a corner. */
      readonly hexsides: readonly number[];
    };

/** The verdict on a line of sight on an {@link IndexedGrid}. */
export interface SightVerdict {
  /** Whether the shooter sees the target. */
  readonly clear: boolean;
  /** The first thing that blocks the line, walking from the shooter; null when clear. Its `step` indexes {@link sightPath}'s arrays. */
  readonly blockedBy: SightBlock | null;
}

/**
 * Whether `from` sees `to` under `rules`, walking the line of {@link sightPath} from the shooter
 * and stopping at the first block: the hexside crossed into each step, then the step itself (a
 * hex, or a hexside the line runs along). The ends never block: a line may always be traced to a
 * blocking hex (9.2), never through one; the hexside into the target is crossed like any other.
 * Throws `RangeError` for a hex index that is not on the map.
 */
export function checkSight(grid: IndexedGrid, from: number, to: number, rules: GridSightRules): SightVerdict {
  requireOnMap(grid, from, to);
  const ends: SightEnds = { from, to };
  const { hexBlocks, alongBlocks, hexsideBlocks } = rules;
  const n = grid.distance(from, to);
  const sideBlocks = (s: number): boolean => s >= 0 && hexsideBlocks !== undefined && hexsideBlocks(s, ends);
  const onMapBlocks = (h: number): boolean => h >= 0 && hexBlocks(h, ends);
  let blockedBy: SightBlock | null = null;
  walk(grid, from, to, hexsideBlocks !== undefined, (k, l, r, ls, rs, along) => {
    if (hexsideBlocks !== undefined && (ls === rs ? sideBlocks(ls) : sideBlocks(ls) && sideBlocks(rs))) {
      blockedBy = { kind: 'hexside', step: k, hexsides: ls === rs ? [ls] : [ls, rs] };
      return true;
    }
    if (k === n) return false;
    if (l === r) {
      if (l >= 0 && hexBlocks(l, ends)) blockedBy = { kind: 'hex', step: k, hex: l };
    } else if (alongBlocks !== undefined ? alongBlocks(l, r, along, ends) : onMapBlocks(l) && onMapBlocks(r)) {
      blockedBy = { kind: 'along', step: k, hexes: [l, r], hexside: along };
    }
    return blockedBy !== null;
  });
  return { clear: blockedBy === null, blockedBy };
}
