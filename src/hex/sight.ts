import { cubeDistance, formatHex, rowOfCube, type HexGrid, type HexId } from './grid.js';
import { lineStep } from './trace.js';

/**
 * The hexes a straight line from the centre of `from` to the centre of `to` passes through,
 * traced twice with the line nudged a hair to either side. Where the two traces differ, the
 * line runs exactly along a hexside there, and the rules (not chance) decide. Each trace holds
 * one hex per step of distance (distance + 1 in all): a hex whose corner the line merely clips
 * between two steps is left out, as a rule where the edge of a hex does not block wants.
 */
export interface TracedLine {
  /** The trace nudged to one side, `from` first and `to` last. */
  readonly left: HexId[];
  /** The trace nudged to the other side. Equal to `left` unless the line follows a hexside. */
  readonly right: HexId[];
  /** Whether the line runs along a hexside somewhere (the two traces differ). */
  readonly alongHexside: boolean;
}

/**
 * Both traces at once, from the one tracer the integer grid uses too. Beside the map's edge a
 * trace may run through a hex off the map (the line runs along its hexside with a hex of the
 * map): it is named by its printed number, or where that cannot be printed (beyond 00 or 99) the
 * other trace's hex stands for it.
 */
function traces(grid: HexGrid, from: HexId, to: HexId): [HexId[], HexId[]] {
  const a = grid.toCube(from);
  const b = grid.toCube(to);
  const n = cubeDistance(a, b);
  const left: HexId[] = [from];
  const right: HexId[] = [from];
  const out = new Int32Array(2);
  const named = (q: number, r: number): HexId | null => grid.fromCube({ q, r, s: -q - r }) ?? formatHex(q, rowOfCube(grid.layout.shiftedColumns, q, r));
  for (let i = 1; i < n; i++) {
    lineStep(a.q, a.r, b.q, b.r, n, i, 1, out);
    const l = named(out[0]!, out[1]!);
    lineStep(a.q, a.r, b.q, b.r, n, i, -1, out);
    const r = named(out[0]!, out[1]!);
    if (l === null && r === null) throw new RangeError(`the line ${from}-${to} runs beyond 0000-9999`);
    left.push(l ?? (r as HexId));
    right.push(r ?? (l as HexId));
  }
  if (n > 0) {
    left.push(to);
    right.push(to);
  }
  return [left, right];
}

/**
 * Traces the line between two hex centres with both nudges. A line between two hexes of the map
 * is always answered: where it runs along the map's edge, one trace may hold a hex off the map,
 * named by its printed number ({@link HexGrid.contains} tells it).
 */
export function traceLine(grid: HexGrid, from: HexId, to: HexId): TracedLine {
  const [left, right] = traces(grid, from, to);
  let along = false;
  for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) along = true;
  return { left, right, alongHexside: along };
}

/** How a line that runs along a hexside is ruled where only one side is blocking. */
export type AlongHexsideRule = 'blocked-if-either' | 'blocked-if-both';

/** What blocks a line: hexes between the ends, and hexsides crossed (walls, crests). */
export interface SightRules {
  /** Whether an intermediate hex blocks the line (its terrain, its units). */
  readonly hexBlocks: (id: HexId) => boolean;
  /** Whether crossing a hexside blocks the line; default: none do. */
  readonly hexsideBlocks?: (key: string) => boolean;
  /** Where the line follows a hexside: blocked only when both traces are, or when either is. */
  readonly alongHexside: AlongHexsideRule;
}

/** The verdict on a line of sight, with the hex or hexside that blocks each trace. */
export interface SightResult {
  /** Whether the line of sight exists, under the rules' {@link SightRules.alongHexside} ruling. */
  readonly clear: boolean;
  /** The two traces the verdict was read from. */
  readonly line: TracedLine;
  /** What blocks each trace (null: that trace is clear). */
  readonly blockedBy: {
    /** The first blocking hex (`"xxyy"`) or hexside key (`"xxyy~xxyy"`) on the left trace, or null. */
    readonly left: string | null;
    /** The same for the right trace. */
    readonly right: string | null;
  };
}

function firstBlock(grid: HexGrid, path: readonly HexId[], rules: SightRules): string | null {
  for (let i = 0; i + 1 < path.length; i++) {
    const here = path[i] as HexId;
    const next = path[i + 1] as HexId;
    // a hex off the map (beside its edge) has no terrain and no units: it never blocks
    if (i > 0 && grid.contains(here) && rules.hexBlocks(here)) return here;
    if (rules.hexsideBlocks) {
      const side = grid.hexsideBetween(here, next);
      if (side !== null && rules.hexsideBlocks(side)) return side;
    }
  }
  return null;
}

/** Whether `from` sees `to`, tracing both nudges and ruling a hexside line by `rules.alongHexside`. */
export function lineOfSight(grid: HexGrid, from: HexId, to: HexId, rules: SightRules): SightResult {
  const line = traceLine(grid, from, to);
  const left = firstBlock(grid, line.left, rules);
  const right = line.alongHexside ? firstBlock(grid, line.right, rules) : left;
  const clear = rules.alongHexside === 'blocked-if-both' ? left === null || right === null : left === null && right === null;
  return { clear, line, blockedBy: { left, right } };
}
