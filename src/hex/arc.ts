import type { Facing } from './grid.js';
import type { FrontArc, IndexedGrid } from './indexed.js';
import { stepOf } from './indexed.js';
import { firstStepFacing } from './trace.js';

/**
 * Whether `target` lies in the front zone of a counter on `hex` facing `facing`: the straight
 * line from the centre of `hex` to the centre of `target` leaves `hex` through one of its front
 * hexes (3.1: the three across the faced hexside and its two neighbours; 3.2: artillery, the one
 * across it). A line that leaves exactly through a corner runs along the hexside between two
 * neighbours: it counts as in front when either of them is a front hex. At range 1 the zone is
 * the front hexes themselves; the counter's own hex is not in it. Fire "a través de su/s hex.
 * frontal/es" (9.1) reads it. Off-map front hexes count: the line is what matters, not the map.
 */
export function inFrontZone(grid: IndexedGrid, hex: number, facing: Facing, target: number, arc: FrontArc = 'standard'): boolean {
  const dq = grid.cubeQ[target]! - grid.cubeQ[hex]!;
  const dr = grid.cubeR[target]! - grid.cubeR[hex]!;
  const a = firstStepFacing(dq, dr, 1);
  if (a < 0) return false;
  return grid.inFront(facing, a as Facing, arc) || grid.inFront(facing, firstStepFacing(dq, dr, -1) as Facing, arc);
}

/**
 * Every hex of the map within `range` of `hex` (1 to `range`) in the front zone of a counter
 * facing `facing` ({@link inFrontZone}), nearest first, then by index. Allocates the list.
 */
export function frontZone(grid: IndexedGrid, hex: number, facing: Facing, range: number, arc: FrontArc = 'standard'): number[] {
  const radius = Math.floor(range);
  const q = grid.cubeQ[hex]!;
  const r = grid.cubeR[hex]!;
  const found: number[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      if (dq === 0 && dr === 0) continue;
      const h = grid.indexOfCube(q + dq, r + dr);
      if (h >= 0 && inFrontZone(grid, hex, facing, h, arc)) found.push(h);
    }
  }
  return found.sort((x, y) => grid.distance(hex, x) - grid.distance(hex, y) || x - y);
}

/**
 * The straight line of hexes from `hex` across its hexside `facing`, up to `length` hexes, `hex`
 * itself not included; it stops at the map's edge. On a flat-topped grid a north or south ray
 * runs along a column. 10.4: a charge "en línea recta" runs along the ray of the central front
 * hex. Allocates the list.
 */
export function ray(grid: IndexedGrid, hex: number, facing: Facing, length: number): number[] {
  const out: number[] = [];
  let h = hex;
  for (let i = 0; i < length; i++) {
    h = grid.neighbour(h, facing);
    if (h < 0) break;
    out.push(h);
  }
  return out;
}

/**
 * How many hexes along the ray of `facing` from `hex` the hex `target` lies ({@link ray}): 1 for
 * the hex across the faced hexside; -1 when it is not on that line (or is `hex` itself).
 */
export function rayDistance(grid: IndexedGrid, hex: number, facing: Facing, target: number): number {
  const dq = grid.cubeQ[target]! - grid.cubeQ[hex]!;
  const dr = grid.cubeR[target]! - grid.cubeR[hex]!;
  const [sq, sr] = stepOf(facing);
  const k = sq !== 0 ? dq / sq : dr / sr;
  return k >= 1 && Number.isInteger(k) && dq === k * sq && dr === k * sr ? k : -1;
}
