import * as z from '../core/schema.js';
import { parseOrThrow } from '../core/errors.js';
/** A hex as the map prints it: `"xxyy"`, two digits of column then two of row. */
export type HexId = string;

/**
 * Cube coordinates: `q + r + s = 0`. On a grid from {@link hexGrid}, `q` is the printed column;
 * distances, lines and rotations are computed in these.
 */
export interface Cube {
  /** The column axis: equal to the printed column on a {@link hexGrid}. */
  readonly q: number;
  /** The axis that grows southward down a column (north is `r - 1`). */
  readonly r: number;
  /** The third axis, always `-q - r`; kept so that distances and rounding stay symmetric. */
  readonly s: number;
}

/** A facing: the hexside a counter's front points through, 0-5 clockwise from north. */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

/** The six facings of a flat-topped grid, clockwise from north. */
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];

/** The names of the six facings (hexsides) of a flat-topped grid. */
export const FACING_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** The axial step of each facing on a flat-topped grid (north is `r - 1`). */
const STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

/** Which printed columns sit half a hex lower than their neighbours. */
export type ShiftedColumns = 'odd' | 'even';

/** The map's printed grid: flat-topped hexes in columns, and optionally its bounds. */
export interface GridLayout {
  /** Which printed columns sit half a hex lower: `'even'` when column 02 is lower than 01 and 03. */
  readonly shiftedColumns: ShiftedColumns;
  /**
   * The printed columns and rows on the map, inclusive (e.g. columns 1-32, rows 1-22); a hex
   * outside is off the map. Absent: every `"xxyy"` number is on the map.
   */
  readonly bounds?: {
    /** The first printed column on the map (0-99). */
    readonly minCol: number;
    /** The last printed column on the map (0-99). */
    readonly maxCol: number;
    /** The first printed row on the map (0-99). */
    readonly minRow: number;
    /** The last printed row on the map (0-99). */
    readonly maxRow: number;
  };
}

/** Parses `"xxyy"` into its printed column and row; throws on anything else. */
export function parseHex(id: HexId): {
  /** The printed column, 0-99 (the first two digits). */
  col: number;
  /** The printed row, 0-99 (the last two digits). */
  row: number;
} {
  if (typeof id !== 'string' || !/^\d{4}$/.test(id)) throw new RangeError(`"${String(id)}" is not a hex number of the form xxyy`);
  return { col: Number(id.slice(0, 2)), row: Number(id.slice(2, 4)) };
}

/**
 * The printed row of the hex at cube `(q, r)` on a grid whose `shiftedColumns` sit lower (the
 * column is `q`): the inverse of {@link HexGrid.toCube}, on the map or not.
 */
export function rowOfCube(shiftedColumns: ShiftedColumns, q: number, r: number): number {
  const odd = q & 1;
  return shiftedColumns === 'even' ? r + (q + odd) / 2 : r + (q - odd) / 2;
}

/** Formats a printed column and row as `"xxyy"`; null where they cannot be printed (outside 00-99, or not whole). */
export function formatHex(col: number, row: number): HexId | null {
  if (!Number.isInteger(col) || !Number.isInteger(row) || col < 0 || col > 99 || row < 0 || row > 99) return null;
  return `${col < 10 ? '0' : ''}${col}${row < 10 ? '0' : ''}${row}`;
}

/** The facing turned `steps` hexsides clockwise (negative: counter-clockwise). */
export function turn(facing: Facing, steps: number): Facing {
  return ((((facing + steps) % 6) + 6) % 6) as Facing;
}

/** The facing pointing the other way. */
export function opposite(facing: Facing): Facing {
  return turn(facing, 3);
}

/** Cube distance. */
export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

/** Rounds fractional cube coordinates to the hex that contains them. */
export function cubeRound(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}

/** The hex math of one map. Every function is pure; ids are the map's printed numbers. */
export interface HexGrid {
  /** The layout the grid was built from. */
  readonly layout: GridLayout;
  /** Whether the hex is on the map (within the bounds, if the layout has them). */
  contains(id: HexId): boolean;
  /** The cube position of a printed hex number (on the map or not); throws if `id` is not `"xxyy"`. */
  toCube(id: HexId): Cube;
  /** The printed number of a cube position; null off the map. */
  fromCube(cube: Cube): HexId | null;
  /** The hex across the hexside `facing`; null off the map. */
  neighbour(id: HexId, facing: Facing): HexId | null;
  /** The hexes around `id` that are on the map, in facing order from north. */
  neighbours(id: HexId): HexId[];
  /** The facing from `from` to an adjacent hex `to`; null when they are not adjacent. */
  facingTo(from: HexId, to: HexId): Facing | null;
  /** The distance in hexes between two printed hexes (adjacent hexes are 1 apart). */
  distance(a: HexId, b: HexId): number;
  /** Every hex on the map within `radius` of `id`, the centre included, nearest first. */
  within(id: HexId, radius: number): HexId[];
  /**
   * The hexes in front of a counter facing `facing`: the three beyond the faced hexside and
   * its two neighbouring hexsides, or for an artillery arc only the one beyond the faced hexside.
   */
  front(id: HexId, facing: Facing, arc?: 'standard' | 'artillery'): HexId[];
  /** The hexes to the rear: the three others, or five for an artillery arc. */
  rear(id: HexId, facing: Facing, arc?: 'standard' | 'artillery'): HexId[];
  /** The key of the hexside of `id` in the direction `facing`: the same from both sides. */
  hexside(id: HexId, facing: Facing): string;
  /** The key of the hexside between two adjacent hexes; null when they are not adjacent. */
  hexsideBetween(a: HexId, b: HexId): string | null;
}

/** The key of the hexside between two printed hexes: both numbers, lower first. */
export function hexsideKey(a: HexId, b: HexId): string {
  return a < b ? `${a}~${b}` : `${b}~${a}`;
}

/** The two hexes on either side of a hexside key. */
export function hexsideHexes(key: string): [HexId, HexId] {
  const match = /^(\d{4})~(\d{4})$/.exec(key);
  if (!match) throw new RangeError(`"${key}" is not a hexside key of the form xxyy~xxyy`);
  return [match[1] as HexId, match[2] as HexId];
}

const coordinate = z.number().check(z.int(), z.gte(0), z.lte(99));
/** The schema of a {@link GridLayout}: `hexGrid` parses its argument with it. */
export const gridLayoutSchema: z.Type<GridLayout> = z.strictObject({
  shiftedColumns: z.enum(['even', 'odd']),
  bounds: z.exactOptional(
    z
      .strictObject({ minCol: coordinate, maxCol: coordinate, minRow: coordinate, maxRow: coordinate })
      .check(z.refine((b) => b.minCol <= b.maxCol && b.minRow <= b.maxRow, 'the first column and row must not come after the last')),
  ),
});

/**
 * The grid of one map. `shiftedColumns` says which printed columns sit half a hex lower:
 * `'even'` when column 02 is lower than columns 01 and 03.
 * Throws `ValidationError` naming each bad field of `layout`.
 */
export function hexGrid(layout: GridLayout): HexGrid {
  parseOrThrow(gridLayoutSchema, layout, 'layout');
  const evenShifted = layout.shiftedColumns === 'even';
  const b = layout.bounds;
  const inBounds = (col: number, row: number): boolean => b === undefined || (col >= b.minCol && col <= b.maxCol && row >= b.minRow && row <= b.maxRow);
  const toCube = (id: HexId): Cube => {
    const { col, row } = parseHex(id);
    const odd = col & 1;
    const r = evenShifted ? row - (col + odd) / 2 : row - (col - odd) / 2;
    // + 0 turns -0 (column 00, r 0) into 0, as cubeRound does, so cubes compare with Object.is
    return { q: col, r, s: -col - r + 0 };
  };
  const fromCube = (cube: Cube): HexId | null => {
    const col = cube.q;
    const row = rowOfCube(layout.shiftedColumns, col, cube.r);
    return inBounds(col, row) ? formatHex(col, row) : null;
  };
  const contains = (id: HexId): boolean => {
    const { col, row } = parseHex(id);
    return inBounds(col, row);
  };
  const neighbour = (id: HexId, facing: Facing): HexId | null => {
    const c = toCube(id);
    const [dq, dr] = STEPS[facing] as readonly [number, number];
    return fromCube({ q: c.q + dq, r: c.r + dr, s: c.s - dq - dr });
  };
  const facingTo = (from: HexId, to: HexId): Facing | null => {
    const a = toCube(from);
    const c = toCube(to);
    const i = STEPS.findIndex(([dq, dr]) => a.q + dq === c.q && a.r + dr === c.r);
    return i < 0 ? null : (i as Facing);
  };
  const around = (id: HexId, facings: readonly Facing[]): HexId[] => {
    const out: HexId[] = [];
    for (const f of facings) {
      const n = neighbour(id, f);
      if (n !== null) out.push(n);
    }
    return out;
  };
  const frontFacings = (facing: Facing, arc: 'standard' | 'artillery'): Facing[] =>
    arc === 'artillery' ? [facing] : [turn(facing, -1), facing, turn(facing, 1)];
  const rearFacings = (facing: Facing, arc: 'standard' | 'artillery'): Facing[] => {
    const front = frontFacings(facing, arc);
    return FACINGS.filter((f) => !front.includes(f));
  };
  const distance = (x: HexId, y: HexId): number => cubeDistance(toCube(x), toCube(y));
  return {
    layout,
    contains,
    toCube,
    fromCube,
    neighbour,
    neighbours: (id) => around(id, FACINGS),
    facingTo,
    distance,
    within: (id, radiusIn) => {
      // a range of 2.5 hexes reaches the hexes 2 away: cubes must stay whole
      const radius = Math.floor(radiusIn);
      const c = toCube(id);
      const out: { id: HexId; d: number }[] = [];
      for (let dq = -radius; dq <= radius; dq++) {
        for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
          const h = fromCube({ q: c.q + dq, r: c.r + dr, s: c.s - dq - dr });
          if (h !== null) out.push({ id: h, d: Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) });
        }
      }
      out.sort((x, y) => x.d - y.d || (x.id < y.id ? -1 : 1));
      return out.map((x) => x.id);
    },
    front: (id, facing, arc = 'standard') => around(id, frontFacings(facing, arc)),
    rear: (id, facing, arc = 'standard') => around(id, rearFacings(facing, arc)),
    hexside: (id, facing) => {
      const c = toCube(id);
      const [dq, dr] = STEPS[facing] as readonly [number, number];
      const col = c.q + dq;
      const other = formatHex(col, rowOfCube(layout.shiftedColumns, col, c.r + dr));
      if (other === null) throw new RangeError(`the hexside ${FACING_NAMES[facing]} of ${id} leads outside 0000-9999`);
      return hexsideKey(id, other);
    },
    hexsideBetween: (x, y) => (facingTo(x, y) === null ? null : hexsideKey(x, y)),
  };
}
