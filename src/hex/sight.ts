import { cubeDistance, cubeRound, type HexGrid, type HexId } from './grid.js';

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

const NUDGE = [1e-6, 2e-6, -3e-6] as const;

function trace(grid: HexGrid, from: HexId, to: HexId, sign: 1 | -1): HexId[] {
  const a = grid.toCube(from);
  const b = grid.toCube(to);
  const n = cubeDistance(a, b);
  const out: HexId[] = [from];
  const [eq, er, es] = NUDGE;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const c = cubeRound(a.q + (b.q - a.q) * t + sign * eq, a.r + (b.r - a.r) * t + sign * er, a.s + (b.s - a.s) * t + sign * es);
    const id = grid.fromCube(c);
    if (id === null) throw new RangeError(`the line ${from}-${to} leaves the map`);
    out.push(id);
  }
  if (n > 0) out.push(to);
  return out;
}

/** Traces the line between two hex centres with both nudges. */
export function traceLine(grid: HexGrid, from: HexId, to: HexId): TracedLine {
  const left = trace(grid, from, to, 1);
  const right = trace(grid, from, to, -1);
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
    if (i > 0 && rules.hexBlocks(here)) return here;
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
