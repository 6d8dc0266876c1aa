/**
 * The pixel geometry of a flat-topped hex map drawn from its printed grid (`reglas/hex`'s
 * `GridLayout`): a hex's centre follows from its printed number and the layout's shifted columns,
 * never placed by hand. Used by the hex games' pictures.
 */
import { parseHex, type GridLayout } from '../hex/index.js';
import type { Point } from './svg.js';

/** The pixel geometry of one map's hexes. */
export interface HexGeometry {
  /** The printed grid (its bounds give the first column and row). */
  readonly layout: GridLayout & { readonly bounds: NonNullable<GridLayout['bounds']> };
  /** From a hex's centre to its east and west corners. */
  readonly radius: number;
  /** From a hex's centre to its north and south flats. */
  readonly halfHeight: number;
  /** The left edge of the first column's hexes. */
  readonly left: number;
  /** The top edge of the first row's hexes in the unshifted columns. */
  readonly top: number;
}

/** The centre of a hex by its printed number. */
export function hexCentre(g: HexGeometry, id: string): Point {
  const { col, row } = parseHex(id);
  const b = g.layout.bounds;
  const shifted = (col % 2 === 0) === (g.layout.shiftedColumns === 'even');
  return {
    x: g.left + g.radius + (col - b.minCol) * 1.5 * g.radius,
    y: g.top + g.halfHeight + (row - b.minRow) * 2 * g.halfHeight + (shifted ? g.halfHeight : 0),
  };
}

/** The six corners of the hex centred on `c`, clockwise from the east one (y grows downward). */
export function hexCorners(g: Pick<HexGeometry, 'radius' | 'halfHeight'>, c: Point): Point[] {
  const r = g.radius;
  const h = g.halfHeight;
  return [
    { x: c.x + r, y: c.y },
    { x: c.x + r / 2, y: c.y + h },
    { x: c.x - r / 2, y: c.y + h },
    { x: c.x - r, y: c.y },
    { x: c.x - r / 2, y: c.y - h },
    { x: c.x + r / 2, y: c.y - h },
  ];
}

/** The two ends of a hex's hexside across `facing` (0 north, clockwise as `reglas/hex` counts). */
export function hexsideEnds(g: HexGeometry, c: Point, facing: number): [Point, Point] {
  const corners = hexCorners(g, c);
  return [corners[(facing + 4) % 6]!, corners[(facing + 5) % 6]!];
}

/** The unit vector from a hex's centre through the middle of its hexside `facing` (y downward). */
export function facingVector(facing: number): Point {
  const angle = (facing * 60 - 90) * (Math.PI / 180);
  return { x: Math.cos(angle), y: Math.sin(angle) };
}

/** The width and height the map's hexes take, margins on the left and top included. */
export function mapSize(g: HexGeometry): { width: number; height: number } {
  const b = g.layout.bounds;
  const cols = b.maxCol - b.minCol + 1;
  const rows = b.maxRow - b.minRow + 1;
  return { width: g.left + 2 * g.radius + (cols - 1) * 1.5 * g.radius, height: g.top + rows * 2 * g.halfHeight + g.halfHeight };
}
