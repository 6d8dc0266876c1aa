/**
 * How La Legión's map is drawn: the pixel geometry of its flat-topped hexes, computed from the
 * printed grid of `src/games/la-legion/data/map.ts` (`LAYOUT`: columns 01-46, rows 01-27, even
 * columns half a hex lower), so a hex's centre follows from its printed number and is never placed
 * by hand; and the colours of the terrain (2.1) and of the counters (2.2). Unlike the Taifa and
 * Mar y Acero layouts nothing here is reconstructed: the map data itself is (docs/data-provenance.md).
 */
import type { CounterType, Side } from '../../games/la-legion/data/counters.js';
import { LAYOUT, MAP_COLUMNS, MAP_ROWS, type Terrain } from '../../games/la-legion/data/map.js';
import { parseHex, type Facing, type HexId } from '../../hex/index.js';
import type { Point } from '../svg.js';
import { hexCorners } from '../hex-geometry.js';

/** The pixel geometry of the hexes. */
export interface LegionHexGeometry {
  /** From a hex's centre to its east and west corners. */
  readonly radius: number;
  /** From a hex's centre to its north and south flats: half the distance between two centres of a column. */
  readonly halfHeight: number;
  /** Between the centres of two neighbouring columns: 1.5 radius. */
  readonly colStep: number;
  /** Between the centres of two hexes of a column: twice the half height. */
  readonly rowStep: number;
  /** The left edge of column 01's hexes (room for the row numbers). */
  readonly left: number;
  /** The top edge of row 01's hexes in the odd columns (room for the title and the column numbers). */
  readonly top: number;
}

/**
 * The hexes' geometry. The steps are whole pixels and the half height a half, so every centre and
 * corner is a multiple of 0.5 and written exactly (the pictures round to 0.1): the hexes are 0.6%
 * flatter than regular ones (20.5 / 24 against 0.866), which no eye sees. A counter is 28 px
 * and its factors 10.5 px at 1:1, legible on a screen without zooming.
 */
export const LEGION_HEX: LegionHexGeometry = { radius: 24, halfHeight: 20.5, colStep: 36, rowStep: 41, left: 30, top: 78 };

/** The width and height of the map's hexes together, from the picture's origin (margins included on the left and top). */
export const LEGION_MAP_SIZE = {
  width: LEGION_HEX.left + 2 * LEGION_HEX.radius + (MAP_COLUMNS - 1) * LEGION_HEX.colStep,
  height: LEGION_HEX.top + MAP_ROWS * LEGION_HEX.rowStep + LEGION_HEX.halfHeight,
} as const;

/** Whether a printed column sits half a hex lower (the layout's `shiftedColumns`). */
function shifted(col: number): boolean {
  return (col % 2 === 0) === (LAYOUT.shiftedColumns === 'even');
}

/** The centre of a hex, by its printed number (`'3807'`), in the picture's pixels. */
export function legionHexCentre(id: HexId): Point {
  const { col, row } = parseHex(id);
  const g = LEGION_HEX;
  return {
    x: g.left + g.radius + (col - 1) * g.colStep,
    y: g.top + g.halfHeight + (row - 1) * g.rowStep + (shifted(col) ? g.halfHeight : 0),
  };
}

/**
 * The six corners of the hex centred on `c`, clockwise from the east one (east, south-east,
 * south-west, west, north-west, north-east; y grows downward).
 */
export function legionHexCorners(c: Point): Point[] {
  return hexCorners(LEGION_HEX, c);
}

/**
 * The two ends of the hexside of hex `id` across `facing` (0 north, clockwise as `reglas/hex`
 * counts): the corners before and after the facing's direction.
 */
export function legionHexsideEnds(id: HexId, facing: Facing): [Point, Point] {
  const corners = legionHexCorners(legionHexCentre(id));
  // Facing f lies between corners f+4 and f+5: north (0) is the top edge, NW-corner to NE-corner.
  return [corners[(facing + 4) % 6]!, corners[(facing + 5) % 6]!];
}

/** The fill of each terrain (2.1): the sea, the Mar Chica lagoon, beaches, clear ground and mountains apart at a glance. */
export const LEGION_TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  sea: '#9cc7e0',
  'mar-chica': '#5fb3b0',
  beach: '#f2e2a9',
  clear: '#e6ecc9',
  mountain: '#c49a6c',
};

/** A counter's colours: its face, its numbers and its emblem (the type letter). */
export interface LegionCounterStyle {
  /** The face of the counter. */
  readonly fill: string;
  /** The numbers (factors). */
  readonly ink: string;
  /** The emblem: here the type letter. */
  readonly emblem: string;
  /** The border. */
  readonly stroke: string;
}

/**
 * The counters' colours by formation id (rulebook 2.2): the Legion green with yellow numbers, the
 * Regulares yellow with green, the Mehalas yellow with red, the Harca Solimán white with black
 * numbers and red emblems, the rest of the Spanish white; the kabilas in greys and blacks with
 * white or black numbers (one shade each, so a kabila is seen as a whole), the captured batteries
 * grey (their black stripe is drawn by the renderer). A formation not listed takes its side's default.
 */
export const LEGION_COUNTER_STYLES: Readonly<Record<string, LegionCounterStyle>> = {
  legion: { fill: '#2f7d3a', ink: '#f5d327', emblem: '#f5d327', stroke: '#173f1d' },
  regulares: { fill: '#f2cf3c', ink: '#1f6a2b', emblem: '#1f6a2b', stroke: '#6b5a12' },
  mehala: { fill: '#f2cf3c', ink: '#b8231c', emblem: '#b8231c', stroke: '#6b5a12' },
  'harca-soliman': { fill: '#ffffff', ink: '#111111', emblem: '#c0261f', stroke: '#444444' },
  spanish: { fill: '#fbfaf4', ink: '#111111', emblem: '#111111', stroke: '#444444' },
  'beni-urriaguel': { fill: '#1f1f1f', ink: '#ffffff', emblem: '#ffffff', stroke: '#000000' },
  'azim-el-midao': { fill: '#4e4e4e', ink: '#ffffff', emblem: '#ffffff', stroke: '#000000' },
  'beni-osmar': { fill: '#6f6f6f', ink: '#ffffff', emblem: '#ffffff', stroke: '#000000' },
  'beni-ulisex': { fill: '#9d9d9d', ink: '#000000', emblem: '#000000', stroke: '#000000' },
  'beni-aros': { fill: '#c2c2c2', ink: '#000000', emblem: '#000000', stroke: '#000000' },
  'captured-batteries': { fill: '#8a8a8a', ink: '#ffffff', emblem: '#ffffff', stroke: '#000000' },
  moroccan: { fill: '#7a7a7a', ink: '#ffffff', emblem: '#ffffff', stroke: '#000000' },
};

/** The style of a counter of formation `formation` of side `side`. */
export function legionCounterStyle(formation: string, side: Side): LegionCounterStyle {
  // The banderas, Regulares and Mehalas are several formations each: read by their id's prefix.
  const family = formation.startsWith('bandera-')
    ? 'legion'
    : formation.startsWith('regulares-')
      ? 'regulares'
      : formation.startsWith('mehala-')
        ? 'mehala'
        : formation;
  return LEGION_COUNTER_STYLES[family] ?? LEGION_COUNTER_STYLES[side]!;
}

/** The letter(s) of each counter type on the picture. */
export const LEGION_TYPE_LETTERS: Readonly<Record<CounterType, string>> = {
  infantry: 'I',
  cavalry: 'C',
  'machine-guns': 'MG',
  artillery: 'A',
  'armoured-car': 'AC',
  bomber: 'B',
  seaplane: 'S',
  fleet: 'F',
  'captured-battery': 'A',
};
