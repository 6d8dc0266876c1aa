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
  at(4, 'Holguín', -76.26, 20.89, { x: 318, y: 150 }, 'Holguín, eastern Cuba'),
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

/** One of the seas around the islands, drawn as a region of its own (no rule reads it: the game's links across the sea are the currents of 4.2). */
export interface SeaArea {
  /** A short key, the region's key in the geography data. */
  readonly id: string;
  /** Its Spanish name, drawn on the map. */
  readonly name: string;
  /** Its English name. */
  readonly english: string;
  /** A point in the sea it names (longitude, latitude in degrees): the water joined to it, between the coasts and the lines of `MYA_SEA_LINES`, is that sea. */
  readonly seed: readonly [number, number];
  /** Where its name is drawn (longitude, latitude of the label's centre); the renderer moves it clear of the boxes and the other names. */
  readonly label: readonly [number, number];
  /** Always reconstructed: what the limits follow. */
  readonly source: Source;
}

function sea(id: string, name: string, english: string, seed: [number, number], label: [number, number], limits: string): SeaArea {
  return { id, name, english, seed, label, source: { kind: 'reconstructed', note: `reconstructed from geography: ${limits}` } };
}

/**
 * The seas around the islands, which share all the water of the map among them: the coasts and
 * the lines of {@link MYA_SEA_LINES} split the sea into parts, and each part is the sea whose
 * `seed` lies in it. Reconstructed from geography (the limits follow the usual ones of the
 * Caribbean's seas and passages, simplified), not from the printed board.
 */
export const MYA_SEAS: readonly SeaArea[] = [
  sea(
    'golfo',
    'Golfo de México',
    'Gulf of Mexico',
    [-85.2, 25.4],
    [-84.6, 25.9],
    "west of the Yucatán Channel (Cabo San Antonio to the pane's edge) and of the Florida Keys to Havana",
  ),
  sea(
    'florida',
    'Estrecho de Florida',
    'Straits of Florida',
    [-80.8, 24.0],
    [-81.0, 24.05],
    'between the Florida Keys, Cuba from Havana to Sagua, the Great Bahama Bank (Bimini, Cay Sal) and the line from Florida to Grand Bahama',
  ),
  sea(
    'viejo',
    'Canal Viejo de Bahama',
    'Old Bahama Channel',
    [-78.3, 22.95],
    [-77.0, 22.42],
    'along the north coast of Cuba from Sagua to Banes, south of a line from the Cay Sal Bank along the edge of the Great Bahama Bank to the Ragged Islands',
  ),
  sea('vientos', 'Paso de los Vientos', 'Windward Passage', [-73.9, 20.0], [-73.2, 20.95], 'between Cabo Maisí (Cuba) and the Môle Saint-Nicolas (Hispaniola)'),
  sea('mona', 'Canal de la Mona', 'Mona Passage', [-67.7, 18.4], [-67.75, 17.45], 'between Cabo Engaño (Hispaniola) and the west coast of Puerto Rico'),
  sea(
    'caribe',
    'Mar Caribe',
    'Caribbean Sea',
    [-75.0, 15.0],
    [-75.5, 15.6],
    'south of the Greater Antilles and the passages between them, west of the Lesser Antilles from the Virgin Islands to Grenada',
  ),
  sea(
    'oceana',
    'Mar Océana',
    'the Atlantic (the Ocean Sea of 1492)',
    [-68.0, 23.0],
    [-66.5, 24.2],
    'the Atlantic north of the Greater Antilles and east of the Lesser Antilles, the Bahamas within it',
  ),
];

/** A line across the sea between two of {@link MYA_SEAS} (longitude, latitude points; it starts and ends on land or off the map). */
export interface SeaLine {
  /** The two seas it parts (`MYA_SEAS` ids). */
  readonly between: readonly [string, string];
  /** Its points, longitude and latitude in degrees. */
  readonly points: readonly (readonly [number, number])[];
}

/** The limits between the seas, where no coast parts them (reconstructed from geography with {@link MYA_SEAS}). */
export const MYA_SEA_LINES: readonly SeaLine[] = [
  {
    between: ['golfo', 'caribe'],
    points: [
      [-88.0, 21.55],
      [-84.95, 21.86],
      [-83.77, 22.29],
    ],
  },
  {
    between: ['golfo', 'florida'],
    points: [
      [-80.5, 25.5],
      [-80.5, 25.05],
      [-80.95, 24.75],
      [-81.8, 24.55],
      [-82.3, 22.95],
    ],
  },
  {
    between: ['florida', 'oceana'],
    points: [
      [-80.3, 26.9],
      [-78.9, 26.62],
      [-79.27, 25.72],
      [-79.4, 24.4],
    ],
  },
  {
    between: ['florida', 'viejo'],
    points: [
      [-79.4, 24.4],
      [-80.0, 22.6],
    ],
  },
  {
    between: ['viejo', 'oceana'],
    points: [
      [-79.4, 24.4],
      [-78.6, 23.6],
      [-77.0, 22.95],
      [-75.8, 22.15],
      [-75.5, 21.3],
      [-75.7, 20.8],
    ],
  },
  {
    between: ['vientos', 'oceana'],
    points: [
      [-74.4, 20.2],
      [-74.2, 20.9],
      [-73.3, 20.9],
      [-72.9, 19.85],
    ],
  },
  {
    between: ['vientos', 'caribe'],
    points: [
      [-74.4, 20.2],
      [-74.6, 19.5],
      [-73.6, 19.45],
      [-73.2, 19.7],
    ],
  },
  {
    between: ['mona', 'oceana'],
    points: [
      [-68.8, 18.7],
      [-68.3, 19.2],
      [-67.4, 18.7],
      [-67.0, 18.35],
    ],
  },
  {
    between: ['mona', 'caribe'],
    points: [
      [-68.7, 18.45],
      [-68.2, 17.7],
      [-67.3, 17.8],
      [-67.0, 18.1],
    ],
  },
  {
    between: ['caribe', 'oceana'],
    points: [
      [-66.0, 18.25],
      [-65.3, 18.45],
      [-64.6, 18.45],
      [-63.8, 18.3],
      [-63.05, 18.1],
      [-62.75, 17.3],
      [-62.2, 16.7],
      [-61.6, 16.2],
      [-61.35, 15.4],
      [-61.0, 14.65],
      [-60.95, 13.9],
      [-61.2, 13.25],
      [-61.4, 12.6],
      [-61.68, 12.1],
      [-61.5, 9.0],
    ],
  },
];
