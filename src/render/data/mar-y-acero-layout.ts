/**
 * Where each of Mar y Acero's 15 areas is drawn. The component facts name the areas but give no
 * map geometry (and `src/games/mar-y-acero/data/areas.ts` has no coordinates), so the layout is
 * **reconstructed**: each area's point is the approximate longitude and latitude of the place it
 * names in the Caribbean of Columbus's voyages, projected by the renderer; its `box`, where the
 * counters and markers are drawn, is placed by hand beside the point so that no two boxes overlap,
 * joined to it by a line. An owner of the physical game corrects it here, as data
 * (docs/data-provenance.md).
 */
import type { Source } from '../../core/index.js';
import type { Frame, Point } from '../svg.js';

/** Where one area is drawn. */
export interface MyaLayoutRecord {
  /** The area's number, 1-15. */
  readonly id: number;
  /** The area's name, as `AREAS` gives it (a test checks the two agree). */
  readonly name: string;
  /** Approximate longitude of the place, degrees east (negative: west). */
  readonly lon: number;
  /** Approximate latitude of the place, degrees north. */
  readonly lat: number;
  /** The top-left corner of the area's box of counters, in the picture's pixels. */
  readonly box: Point;
  /** Always reconstructed: which place the point stands for. */
  readonly source: Source;
}

function at(id: number, name: string, lon: number, lat: number, box: Point, place: string): MyaLayoutRecord {
  return {
    id,
    name,
    lon,
    lat,
    box,
    source: { kind: 'reconstructed', note: `reconstructed: ${place}; the box placed by hand beside it (the sources give no map geometry)` },
  };
}

/** The frame the layout is drawn in: from the Gulf of Mexico to the Lesser Antilles. */
export const MYA_FRAME: Frame = { west: -86, north: 27, scale: 42, midLat: 20, margin: 30 };

/** The width of an area's box, in pixels (its height grows with the counters). */
export const MYA_BOX_WIDTH = 148;

/** The 15 areas' places, by area number. */
export const MYA_LAYOUT: readonly MyaLayoutRecord[] = [
  at(1, 'Matanzas', -81.58, 23.05, { x: 90, y: 300 }, 'Matanzas, north coast of western Cuba'),
  at(2, 'La Habana', -82.38, 23.13, { x: 8, y: 128 }, 'Havana, western Cuba'),
  at(3, 'Puerto Príncipe', -77.92, 21.38, { x: 244, y: 318 }, 'Puerto Príncipe (Camagüey), central Cuba'),
  at(4, 'Holguín', -76.26, 20.89, { x: 330, y: 150 }, 'Holguín, eastern Cuba'),
  at(5, 'Moe', -74.94, 20.66, { x: 404, y: 324 }, 'Moa, the north-east tip of Cuba'),
  at(6, 'San Felipe', -70.69, 19.79, { x: 720, y: 232 }, 'San Felipe de Puerto Plata, north coast of Hispaniola'),
  at(7, 'La Vega', -70.53, 19.22, { x: 500, y: 412 }, 'Concepción de La Vega, the Cibao valley of Hispaniola'),
  at(8, 'Santo Domingo', -69.93, 18.47, { x: 660, y: 424 }, 'Santo Domingo, south coast of Hispaniola'),
  at(9, 'San Juan', -66.1, 18.45, { x: 820, y: 424 }, 'San Juan Bautista (Puerto Rico)'),
  at(
    10,
    'Isla de Santiago',
    -77.3,
    18.1,
    { x: 290, y: 432 },
    'Jamaica, which Columbus named Santiago in 1494 (the printed map may place the area elsewhere: the ring of adjacency runs 9-10-11)',
  ),
  at(11, 'Barbuda', -61.8, 17.63, { x: 936, y: 296 }, 'Barbuda, Leeward Islands'),
  at(12, 'Martinica', -61.0, 14.64, { x: 860, y: 560 }, 'Martinique, Windward Islands'),
  at(13, 'Lucayas Occidentales', -77.8, 25.0, { x: 180, y: 52 }, 'the western Bahamas (Andros, Grand Bahama)'),
  at(14, 'Lucayas Orientales', -74.6, 22.8, { x: 560, y: 160 }, 'the south-eastern Bahamas (Long Island, Crooked Island)'),
  at(15, 'San Salvador', -74.5, 24.05, { x: 520, y: 40 }, 'San Salvador (Guanahaní), the first landfall of 1492'),
];

/** A faint name on the sea, for orientation. */
export interface IslandLabel {
  /** The island's or group's name. */
  readonly name: string;
  /** Approximate longitude of the label's centre, degrees east. */
  readonly lon: number;
  /** Approximate latitude of the label's centre, degrees north. */
  readonly lat: number;
}

/** Faint island names drawn under the areas, for orientation (reconstructed from geography). */
export const MYA_ISLAND_LABELS: readonly IslandLabel[] = [
  { name: 'Cuba', lon: -79.6, lat: 22.3 },
  { name: 'La Española', lon: -71.5, lat: 18.3 },
  { name: 'Puerto Rico', lon: -66.6, lat: 18.9 },
  { name: 'Lucayas', lon: -76.6, lat: 26.0 },
  { name: 'Antillas Menores', lon: -63.8, lat: 15.9 },
];
