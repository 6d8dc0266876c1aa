/**
 * Where each of Taifa's 58 areas is drawn. The rulebook has no map sheet (and the game's map data,
 * `src/games/taifa/data/map.ts`, has no coordinates), so the layout is **reconstructed** from
 * geography: each area sits at the approximate longitude and latitude of the place or region it
 * names, in the Iberian peninsula of about 1080, projected by the renderer. Where two places are
 * too close to draw apart, `nudge` moves the node a few pixels and the record's note says so.
 * An owner of the physical game corrects the layout here, as data (docs/data-provenance.md).
 */
import type { Source } from '../../core/index.js';
import type { Frame } from '../svg.js';

/** Pixels a node is moved from its projected place. */
export interface Nudge {
  /** Pixels to the right (negative: to the left). */
  readonly dx: number;
  /** Pixels down (negative: up). */
  readonly dy: number;
}

/** Where one area is drawn. */
export interface TaifaLayoutRecord {
  /** The area's number, 1-58 (as `AREAS` numbers it). */
  readonly id: number;
  /** The area's name, as `AREAS` gives it (a test checks the two agree). */
  readonly name: string;
  /** Approximate longitude of the place, degrees east (negative west of Greenwich). */
  readonly lon: number;
  /** Approximate latitude of the place, degrees north. */
  readonly lat: number;
  /** Pixels the node is moved from the projected place so that neighbours do not overlap. */
  readonly nudge: Nudge;
  /** Always reconstructed: where the coordinates come from. */
  readonly source: Source;
}

const NOTE = 'reconstructed: the approximate longitude/latitude of the place the area names (no map sheet exists)';

function at(id: number, name: string, lon: number, lat: number, nudge: { dx: number; dy: number } | null = null, why = ''): TaifaLayoutRecord {
  return {
    id,
    name,
    lon,
    lat,
    nudge: nudge ?? { dx: 0, dy: 0 },
    source: { kind: 'reconstructed', note: why === '' ? NOTE : `${NOTE}; ${why}` },
  };
}

/** The frame the layout is drawn in: the peninsula and the Balearics. */
export const TAIFA_FRAME: Frame = { west: -9.8, north: 44.0, scale: 92, midLat: 40, margin: 30 };

/** The 58 areas' places, by area number. */
export const TAIFA_LAYOUT: readonly TaifaLayoutRecord[] = [
  at(1, 'Galicia', -8.0, 42.8),
  at(2, 'Asturias', -5.85, 43.36),
  at(3, 'Cantabria', -4.0, 43.2),
  at(4, 'Álava', -2.67, 42.85),
  at(5, 'Navarra', -1.64, 42.82),
  at(6, 'Aragón', -0.55, 42.57, { dx: -4, dy: -14 }, 'Jaca, the county of Aragón; moved 14 px north, clear of Huesca'),
  at(7, 'Urgell', 1.2, 42.2),
  at(8, 'Girona', 2.82, 42.0),
  at(9, 'Braga', -8.43, 41.55, { dx: 6, dy: -8 }, 'moved 8 px north, clear of Oporto'),
  at(10, 'Astorga', -6.06, 42.46, { dx: -8, dy: 0 }, 'moved 8 px west, clear of León'),
  at(11, 'León', -5.57, 42.6, { dx: 6, dy: 0 }, 'moved 6 px east, clear of Astorga'),
  at(12, 'Palencia', -4.53, 42.01),
  at(13, 'Burgos', -3.7, 42.34),
  at(14, 'La Rioja', -2.73, 42.35, { dx: 4, dy: 0 }, 'Nájera, the Rioja of Navarre and Castile'),
  at(15, 'Tudela', -1.6, 42.06),
  at(16, 'Huesca', -0.41, 42.14),
  at(17, 'Vic', 2.25, 41.93, { dx: -4, dy: -4 }, 'moved 4 px north-west, clear of Girona and Barcelona'),
  at(18, 'Barcelona', 2.17, 41.39),
  at(19, 'Oporto', -8.61, 41.15, { dx: -4, dy: 6 }, 'moved 6 px south, clear of Braga'),
  at(20, 'Zamora', -5.75, 41.5),
  at(21, 'Soria', -2.47, 41.77),
  at(22, 'Zaragoza', -0.88, 41.65),
  at(23, 'Calatayud', -1.64, 41.35),
  at(24, 'Lleida', 0.62, 41.62),
  at(25, 'Tarragona', 1.25, 41.12),
  at(26, 'Coimbra', -8.43, 40.2),
  at(27, 'Salamanca', -5.66, 40.97),
  at(28, 'Segovia', -4.12, 40.95),
  at(29, 'Ávila', -4.7, 40.66, { dx: -4, dy: 4 }, 'moved 4 px south-west, clear of Segovia'),
  at(30, 'Toledo', -4.02, 39.86),
  at(31, 'Albarracín', -1.44, 40.41),
  at(32, 'Tortosa', 0.52, 40.81),
  at(33, 'Mallorca', 2.95, 39.6),
  at(34, 'Santarém', -8.68, 39.24),
  at(35, 'Coria', -6.54, 39.98),
  at(36, 'Cáceres', -6.37, 39.47),
  at(37, 'Castellón', -0.05, 39.99),
  at(38, 'Valencia', -0.38, 39.47),
  at(39, 'Lisboa', -9.14, 38.72),
  at(40, 'Badajoz', -6.97, 38.88, { dx: -10, dy: 0 }, 'moved 10 px west, clear of Mérida'),
  at(41, 'Mérida', -6.34, 38.92, { dx: 8, dy: 0 }, 'moved 8 px east, clear of Badajoz'),
  at(42, 'Córdoba', -4.78, 37.89),
  at(43, 'Jaén', -3.79, 37.77),
  at(44, 'Xàtiva', -0.52, 38.99, { dx: -8, dy: 0 }, 'moved 8 px west, clear of Valencia and Denia'),
  at(45, 'Denia', 0.11, 38.84, { dx: 8, dy: 0 }, 'moved 8 px east, clear of Xàtiva'),
  at(46, 'Évora', -7.91, 38.57),
  at(47, 'Beja', -7.86, 38.02),
  at(48, 'Sevilla', -5.98, 37.39, { dx: -2, dy: 8 }, 'moved 8 px south, clear of Carmona (30 km apart)'),
  at(49, 'Carmona', -5.64, 37.47, { dx: 24, dy: -10 }, 'moved 24 px east and 10 px north, clear of Sevilla'),
  at(50, 'Granada', -3.6, 37.18),
  at(51, 'Murcia', -1.13, 37.99),
  at(52, 'Lorca', -1.7, 37.68),
  at(53, 'Silves', -8.44, 37.19),
  at(54, 'Niebla', -6.68, 37.36),
  at(55, 'Ronda', -5.17, 36.74),
  at(56, 'Málaga', -4.42, 36.72),
  at(57, 'Almería', -2.46, 36.84),
  at(58, 'Algeciras', -5.45, 36.13),
];
