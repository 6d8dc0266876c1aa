import { ValidationError } from '../core/errors.js';
import { formatHex, hexGrid, rowOfCube, type Cube, type Facing, type GridLayout, type HexGrid, type HexId } from './grid.js';

/**
 * The arc of a counter's front: `'standard'` three front hexes and three rear (3.1: infantry and
 * cavalry), `'artillery'` one front hex and five rear (3.2).
 */
export type FrontArc = 'standard' | 'artillery';

/**
 * The hex math of one bounded map with its hexes as small integers `0..size-1`, every table built
 * once. Printed ids (`"xxyy"`) belong at the edges (actions, positions, events); rules index the
 * tables. A hex's index is `(column - minCol) * rows + (row - minRow)`: column by column, as
 * La Legión's board numbers its hexes. Every function is pure and none allocates, except where
 * it says so.
 */
export interface IndexedGrid {
  /** The layout the grid was built from (it has bounds). */
  readonly layout: GridLayout;
  /** The printed-id API of the same map: `grid.neighbour("0506", 0)` names what `neighbour(index("0506"), 0)` indexes. */
  readonly grid: HexGrid;
  /** How many hexes the map has; indices run `0..size-1`. */
  readonly size: number;
  /** How many printed columns the map has. */
  readonly columns: number;
  /** How many printed rows each column has. */
  readonly rows: number;
  /** The printed id of each hex, by index. */
  readonly ids: readonly HexId[];
  /** The printed column of each hex, by index. */
  readonly col: Uint8Array;
  /** The printed row of each hex, by index. */
  readonly row: Uint8Array;
  /** The cube `q` of each hex, by index (the printed column). */
  readonly cubeQ: Int16Array;
  /** The cube `r` of each hex, by index (`s` is `-q - r`). */
  readonly cubeR: Int16Array;
  /**
   * The neighbour of each hex across each hexside, flat: `neighbours[hex * 6 + facing]`, -1 off
   * the map. {@link IndexedGrid.neighbour} reads it.
   */
  readonly neighbours: Int32Array;
  /** How many hexsides the map has, its edge hexsides included: hexside indices run `0..hexsideCount-1`. */
  readonly hexsideCount: number;
  /** The index of a printed id; -1 for a hex off the map or anything that is not `"xxyy"` (no regular expression, no allocation). */
  index(id: string): number;
  /** The index of the hex at a printed column and row; -1 off the map. */
  indexAt(col: number, row: number): number;
  /** The index of the hex at cube `(q, r)`; -1 off the map. */
  indexOfCube(q: number, r: number): number;
  /** The cube coordinates of a hex (allocates the object; the typed arrays {@link IndexedGrid.cubeQ} and {@link IndexedGrid.cubeR} do not). */
  cube(hex: number): Cube;
  /** The hex across hexside `facing` of `hex`; -1 off the map. */
  neighbour(hex: number, facing: Facing): number;
  /** The facing from `from` to an adjacent hex `to`; -1 when they are not adjacent (or the same hex). */
  facingTo(from: number, to: number): Facing | -1;
  /** The distance in hexes between two hexes (adjacent hexes are 1 apart). */
  distance(a: number, b: number): number;
  /**
   * The index of the hexside of `hex` in the direction `facing`: the same from both sides. A
   * hexside on the map's edge (the other hex off the map) has its own index too, or -1 when the
   * hex beyond cannot be printed (a column or row below 00 or above 99).
   */
  hexside(hex: number, facing: Facing): number;
  /** The hexside between two adjacent hexes; -1 when they are not adjacent. */
  hexsideBetween(a: number, b: number): number;
  /** The printed key of a hexside, `"xxyy~xxyy"` with the lower number first, as the printed-id API's `hexsideKey` writes it. */
  hexsideKey(hexside: number): string;
  /** The index of a printed hexside key (either order of the two numbers); -1 when it is not a hexside of the map. */
  hexsideIndex(key: string): number;
  /** The hex on one side of a hexside: always on the map. */
  hexsideHex(hexside: number): number;
  /** The hexside's direction from {@link IndexedGrid.hexsideHex}. */
  hexsideFacing(hexside: number): Facing;
  /** The hex on the other side of a hexside; -1 for an edge hexside (that hex is off the map). */
  hexsideOther(hexside: number): number;
  /**
   * The hexes in front of a counter on `hex` facing `facing` that are on the map: the three
   * across the faced hexside and its two neighbouring hexsides (3.1), or the one across it for an
   * artillery arc (3.2). The same array each call: do not change it.
   */
  front(hex: number, facing: Facing, arc?: FrontArc): readonly number[];
  /** The other neighbours on the map: three to the rear, five for an artillery arc. The same array each call. */
  rear(hex: number, facing: Facing, arc?: FrontArc): readonly number[];
  /** Whether the adjacent direction `direction` lies in the front arc of a counter facing `facing`. */
  inFront(facing: Facing, direction: Facing, arc?: FrontArc): boolean;
}

const STEP_Q = [0, 1, 1, 0, -1, -1] as const;
const STEP_R = [-1, -1, 0, 1, 1, 0] as const;
/** The facing of each adjacent cube step, keyed `(dq + 1) * 3 + (dr + 1)`; -1 for no step. */
const FACING_OF_STEP: readonly (Facing | -1)[] = (() => {
  const out: (Facing | -1)[] = new Array<Facing | -1>(9).fill(-1);
  for (let f = 0; f < 6; f++) out[(STEP_Q[f]! + 1) * 3 + (STEP_R[f]! + 1)] = f as Facing;
  return out;
})();

/** The facing of a one-hex cube step `(dq, dr)`; -1 when it is not one. */
export function facingOfStep(dq: number, dr: number): Facing | -1 {
  if (dq < -1 || dq > 1 || dr < -1 || dr > 1) return -1;
  return FACING_OF_STEP[(dq + 1) * 3 + (dr + 1)]!;
}

/** The cube step `[dq, dr]` of a facing. */
export function stepOf(facing: Facing): readonly [number, number] {
  return [STEP_Q[facing], STEP_R[facing]];
}

function digit(id: string, i: number): number {
  const d = id.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

/**
 * Builds the integer grid of a bounded map (`layout.bounds` is required): every table once.
 * Throws `ValidationError` naming each bad field of `layout`, or the missing bounds.
 */
export function indexedGrid(layout: GridLayout): IndexedGrid {
  const grid = hexGrid(layout);
  const b = layout.bounds;
  if (b === undefined)
    throw new ValidationError('layout', [{ path: 'layout.bounds', message: 'an indexed grid needs a bounded map (minCol, maxCol, minRow, maxRow)' }]);
  const { minCol, maxCol, minRow, maxRow } = b;
  const columns = maxCol - minCol + 1;
  const rows = maxRow - minRow + 1;
  const size = columns * rows;

  const indexAt = (col: number, row: number): number => {
    if (!(col >= minCol && col <= maxCol && row >= minRow && row <= maxRow) || (col | 0) !== col || (row | 0) !== row) return -1;
    return (col - minCol) * rows + (row - minRow);
  };
  const shifted = layout.shiftedColumns;
  const indexOfCube = (q: number, r: number): number => indexAt(q, rowOfCube(shifted, q, r));

  const ids: HexId[] = new Array<HexId>(size);
  const col = new Uint8Array(size);
  const row = new Uint8Array(size);
  const cubeQ = new Int16Array(size);
  const cubeR = new Int16Array(size);
  for (let h = 0; h < size; h++) {
    const c = minCol + Math.floor(h / rows);
    const rw = minRow + (h % rows);
    ids[h] = formatHex(c, rw)!;
    col[h] = c;
    row[h] = rw;
    const cube = grid.toCube(ids[h]!);
    cubeQ[h] = cube.q;
    cubeR[h] = cube.r;
  }

  const neighbours = new Int32Array(size * 6).fill(-1);
  for (let h = 0; h < size; h++) {
    for (let f = 0; f < 6; f++) neighbours[h * 6 + f] = indexOfCube(cubeQ[h]! + STEP_Q[f]!, cubeR[h]! + STEP_R[f]!);
  }

  // Hexsides: numbered in the order of the hexes and their facings; a hexside already numbered
  // from the neighbour's side keeps its number.
  const sideOf = new Int32Array(size * 6).fill(-1);
  const sideHex: number[] = [];
  const sideFacing: number[] = [];
  const sideOther: number[] = [];
  const sideKeys: string[] = [];
  const keyIndex = new Map<string, number>();
  for (let h = 0; h < size; h++) {
    for (let f = 0; f < 6; f++) {
      const n = neighbours[h * 6 + f]!;
      if (n >= 0 && n < h) {
        sideOf[h * 6 + f] = sideOf[n * 6 + ((f + 3) % 6)]!;
        continue;
      }
      const q = cubeQ[h]! + STEP_Q[f]!;
      const otherId = n >= 0 ? ids[n]! : formatHex(q, rowOfCube(shifted, q, cubeR[h]! + STEP_R[f]!));
      if (otherId === null) continue;
      const here = ids[h]!;
      const key = here < otherId ? `${here}~${otherId}` : `${otherId}~${here}`;
      const s = sideKeys.length;
      sideOf[h * 6 + f] = s;
      sideHex.push(h);
      sideFacing.push(f);
      sideOther.push(n);
      sideKeys.push(key);
      keyIndex.set(key, s);
    }
  }
  const hexsideHexes = Int32Array.from(sideHex);
  const hexsideFacings = Uint8Array.from(sideFacing);
  const hexsideOthers = Int32Array.from(sideOther);

  const STANDARD = [true, true, false, false, false, true];
  const inFront = (facing: Facing, direction: Facing, arc: FrontArc = 'standard'): boolean => {
    const rel = (direction - facing + 6) % 6;
    return arc === 'artillery' ? rel === 0 : STANDARD[rel]!;
  };
  // lists[((hex * 6 + facing) * 2 + artillery) * 2 + rear]; front hexes from the left of the
  // faced hexside clockwise and rear hexes in facing order, as the printed-id API lists them
  const lists: (readonly number[])[] = new Array<readonly number[]>(size * 24);
  for (let h = 0; h < size; h++) {
    for (let f = 0; f < 6; f++) {
      for (let art = 0; art < 2; art++) {
        const arc: FrontArc = art === 1 ? 'artillery' : 'standard';
        const front: number[] = [];
        const rear: number[] = [];
        for (const d of art === 1 ? [f] : [f + 5, f, f + 1]) {
          const n = neighbours[h * 6 + (d % 6)]!;
          if (n >= 0) front.push(n);
        }
        for (let d = 0; d < 6; d++) {
          const n = neighbours[h * 6 + d]!;
          if (n >= 0 && !inFront(f as Facing, d as Facing, arc)) rear.push(n);
        }
        const base = ((h * 6 + f) * 2 + art) * 2;
        lists[base] = Object.freeze(front);
        lists[base + 1] = Object.freeze(rear);
      }
    }
  }

  return {
    layout,
    grid,
    size,
    columns,
    rows,
    ids,
    col,
    row,
    cubeQ,
    cubeR,
    neighbours,
    hexsideCount: sideKeys.length,
    index: (id) => {
      if (typeof id !== 'string' || id.length !== 4) return -1;
      const a = digit(id, 0);
      const bb = digit(id, 1);
      const c = digit(id, 2);
      const d = digit(id, 3);
      if (a < 0 || bb < 0 || c < 0 || d < 0) return -1;
      return indexAt(a * 10 + bb, c * 10 + d);
    },
    indexAt,
    indexOfCube,
    cube: (hex) => {
      const q = cubeQ[hex]!;
      const r = cubeR[hex]!;
      return { q, r, s: -q - r + 0 };
    },
    neighbour: (hex, facing) => neighbours[hex * 6 + facing] ?? -1,
    facingTo: (from, to) => {
      const dq = cubeQ[to]! - cubeQ[from]!;
      const dr = cubeR[to]! - cubeR[from]!;
      return facingOfStep(dq, dr);
    },
    distance: (x, y) => {
      const dq = cubeQ[x]! - cubeQ[y]!;
      const dr = cubeR[x]! - cubeR[y]!;
      // |s| without -0: s = -(dq + dr)
      const ds = dq + dr;
      const m = dq < 0 ? -dq : dq;
      const n = dr < 0 ? -dr : dr;
      const o = ds < 0 ? -ds : ds;
      return m > n ? (m > o ? m : o) : n > o ? n : o;
    },
    hexside: (hex, facing) => sideOf[hex * 6 + facing] ?? -1,
    hexsideBetween: (x, y) => {
      const f = facingOfStep(cubeQ[y]! - cubeQ[x]!, cubeR[y]! - cubeR[x]!);
      return f === -1 ? -1 : sideOf[x * 6 + f]!;
    },
    hexsideKey: (s) => {
      const key = sideKeys[s];
      if (key === undefined) throw new RangeError(`${s} is not a hexside of this grid (0-${sideKeys.length - 1})`);
      return key;
    },
    hexsideIndex: (key) => {
      if (typeof key !== 'string' || key.length !== 9) return -1;
      const direct = keyIndex.get(key);
      if (direct !== undefined) return direct;
      return keyIndex.get(`${key.slice(5)}~${key.slice(0, 4)}`) ?? -1;
    },
    hexsideHex: (s) => hexsideHexes[s] ?? -1,
    hexsideFacing: (s) => (hexsideFacings[s] ?? 0) as Facing,
    hexsideOther: (s) => hexsideOthers[s] ?? -1,
    front: (hex, facing, arc = 'standard') => lists[((hex * 6 + facing) * 2 + (arc === 'artillery' ? 1 : 0)) * 2]!,
    rear: (hex, facing, arc = 'standard') => lists[((hex * 6 + facing) * 2 + (arc === 'artillery' ? 1 : 0)) * 2 + 1]!,
    inFront,
  };
}
