/**
 * The board as the rules read it (2.1, 5, 6, 6.1, 7, 8.2): every hex of the map numbered by a
 * small whole number, with flat tables of what each hex is (terrain, zone, town, plaza fuerte,
 * road links, landing dot, the airfield) and of its neighbours, built once from the map data of
 * `data/map.ts`. The rules index these tables; actions and events name hexes by their printed
 * number (`"3807"`).
 *
 * A hex's index is `(column - 1) * MAP_ROWS + (row - 1)`.
 * @module
 */
import { formatHex, hexGrid, type HexId } from '../../hex/index.js';
import { AIRFIELD, LANDING_HEXES, LAYOUT, MAP_COLUMNS, MAP_ROWS, ROADS, TOWNS, mapHexes, type Terrain } from './data/map.js';

/** How many hexes the map has. */
export const HEX_COUNT = MAP_COLUMNS * MAP_ROWS;

const grid = hexGrid(LAYOUT);

/** A hex's index from its printed number; -1 when it is not a hex of the map. */
export function hexIndex(id: string): number {
  return INDEX_OF.get(id) ?? -1;
}

/** Each printed number's index (every action names its hexes by number). */
const INDEX_OF: ReadonlyMap<string, number> = new Map(
  Array.from({ length: MAP_COLUMNS * MAP_ROWS }, (_, h) => [formatHex(Math.floor(h / MAP_ROWS) + 1, (h % MAP_ROWS) + 1)!, h]),
);

/** Each hex's column on the map, from 0 (`HEX_IDS` column 01), by index: states keep per-hex facts column by column. */
export const COLUMN_OF: Uint8Array = Uint8Array.from({ length: HEX_COUNT }, (_, h) => Math.floor(h / MAP_ROWS));
/** Each hex's row in its column, from 0 (row 01), by index. */
export const ROW_OF: Uint8Array = Uint8Array.from({ length: HEX_COUNT }, (_, h) => h % MAP_ROWS);

/** The printed number of each hex, by index. */
export const HEX_IDS: readonly HexId[] = mapHexes().map((h) => h.hex);

/** Terrain codes: what 7 (costs, the Mar Chica), 8 (mountain defence) and 9 (sandstorm) read. */
export const SEA = 0;
export const MAR_CHICA = 1;
export const BEACH = 2;
export const CLEAR = 3;
export const MOUNTAIN = 4;
const TERRAIN_CODE: Readonly<Record<Terrain, number>> = { sea: SEA, 'mar-chica': MAR_CHICA, beach: BEACH, clear: CLEAR, mountain: MOUNTAIN };

/** Zone codes (2.1: the demarcation line). */
export const NO_ZONE = 0;
export const SPANISH_ZONE = 1;
export const MOROCCAN_ZONE = 2;

const hexes = mapHexes();

/** Each hex's terrain code. */
export const TERRAIN: Uint8Array = Uint8Array.from(hexes, (h) => TERRAIN_CODE[h.terrain]);
/** Each land hex's zone code ({@link NO_ZONE} at sea). */
export const ZONE: Uint8Array = Uint8Array.from(hexes, (h) => (h.zone === 'spanish' ? SPANISH_ZONE : h.zone === 'moroccan' ? MOROCCAN_ZONE : NO_ZONE));

/** Whether a land counter may stand on the hex (7: not the sea, not the Mar Chica). */
export function isLand(h: number): boolean {
  return TERRAIN[h]! >= BEACH;
}

/** The six neighbours of each hex in facing order from north, flat (`h * 6 + facing`); -1 off the map. */
export const NEIGHBOURS: Int16Array = (() => {
  const out = new Int16Array(HEX_COUNT * 6).fill(-1);
  for (let h = 0; h < HEX_COUNT; h++) {
    for (let f = 0; f < 6; f++) {
      const n = grid.neighbour(HEX_IDS[h]!, f as 0 | 1 | 2 | 3 | 4 | 5);
      out[h * 6 + f] = n === null ? -1 : hexIndex(n);
    }
  }
  return out;
})();

const Q = Int16Array.from(HEX_IDS, (id) => grid.toCube(id).q);
const R = Int16Array.from(HEX_IDS, (id) => grid.toCube(id).r);

/** Hexes between two hexes (the range of 8.1 and 8.2). */
export function distance(a: number, b: number): number {
  const dq = Q[a]! - Q[b]!;
  const dr = R[a]! - R[b]!;
  const ds = -dq - dr;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(ds));
}

/**
 * The road links of each hex as a set of facings (bit `f`: a road runs from this hex to its
 * neighbour across side `f`). 7: a move "by road" follows the line, so two roads in neighbouring
 * hexes are joined only where a road's own segment runs between them.
 */
export const ROAD_LINKS: Uint8Array = (() => {
  const out = new Uint8Array(HEX_COUNT);
  for (const road of ROADS) {
    for (let i = 1; i < road.hexes.length; i++) {
      const a = hexIndex(road.hexes[i - 1]!);
      const b = hexIndex(road.hexes[i]!);
      for (let f = 0; f < 6; f++) {
        if (NEIGHBOURS[a * 6 + f] === b) out[a] = out[a]! | (1 << f);
        if (NEIGHBOURS[b * 6 + f] === a) out[b] = out[b]! | (1 << f);
      }
    }
  }
  return out;
})();

/** Whether a road passes through the hex. */
export function onRoad(h: number): boolean {
  return ROAD_LINKS[h] !== 0;
}

/** The town on each hex, as an index into `TOWNS`; -1 where there is none. */
export const TOWN_AT: Int8Array = (() => {
  const out = new Int8Array(HEX_COUNT).fill(-1);
  TOWNS.forEach((t, i) => {
    out[hexIndex(t.hex)] = i;
  });
  return out;
})();

/** Whether the hex is a plaza fuerte (2.1: a thick outline; 8: the defender's factor doubled). */
export function isPlaza(h: number): boolean {
  const t = TOWN_AT[h]!;
  return t >= 0 && TOWNS[t]!.plazaFuerte;
}

/** Whether the hex is a town that is not a plaza fuerte (8: +2 in defence). */
export function isPlainTown(h: number): boolean {
  const t = TOWN_AT[h]!;
  return t >= 0 && !TOWNS[t]!.plazaFuerte;
}

/** The plazas fuertes of the Spanish zone, in the order of `TOWNS` (6: one Spanish counter in each at set-up). */
export const SPANISH_PLAZAS: readonly number[] = TOWNS.filter((t) => t.plazaFuerte && t.zone === 'spanish').map((t) => hexIndex(t.hex));

/** The towns and plazas the Spanish must hold (5): the road's ten and Melilla. */
export const VICTORY_ROAD_HEXES: readonly number[] = TOWNS.filter((t) => t.victoryRoad).map((t) => hexIndex(t.hex));
/** The towns and plazas inside the zone the road bounds (5, condition b). */
export const VICTORY_ZONE_TOWNS: readonly number[] = TOWNS.filter((t) => t.victoryZone).map((t) => hexIndex(t.hex));

/** Melilla's hex: the base of the Spanish reinforcements (6.1). */
export const MELILLA: number = hexIndex(TOWNS.find((t) => t.name === 'Melilla')!.hex);
/** The airfield (2.1, 2.3): the bombers' base. */
export const AIRFIELD_HEX: number = hexIndex(AIRFIELD.hex);
/** The landing hexes (2.1: black dots, beach or sea; 6.1). */
export const LANDING: readonly number[] = LANDING_HEXES.hexes.map(hexIndex);
/** The Mar Chica's hexes (2.1, 2.3: the seaplanes' base). */
export const MAR_CHICA_HEXES: readonly number[] = HEX_IDS.map((_, h) => h).filter((h) => TERRAIN[h] === MAR_CHICA);
/** Where seaplanes are shown while on their base: the first Mar Chica hex (any Mar Chica hex is their base, 2.3). */
export const SEAPLANE_BASE: number = MAR_CHICA_HEXES[0]!;

/** Each hex's distance to the nearest hex of `set`. */
function distanceTo(set: readonly number[]): Uint8Array {
  return Uint8Array.from(HEX_IDS, (_, h) => {
    let best = 255;
    for (const s of set) best = Math.min(best, distance(h, s));
    return best;
  });
}

/** Each hex's distance to the nearest Mar Chica hex: a seaplane's first leg of a turn starts from any of them (2.3). */
export const FROM_MAR_CHICA: Uint8Array = distanceTo(MAR_CHICA_HEXES);

/** The sea hexes a fleet may be placed on (2.3: any sea hex but the Mar Chica's). */
export const FLEET_HEXES: readonly number[] = HEX_IDS.map((_, h) => h).filter((h) => TERRAIN[h] === SEA);
/** Each hex's distance to the nearest hex a fleet may be placed on (8.2: a fleet fires at most 2 hexes). */
export const FROM_OPEN_SEA: Uint8Array = distanceTo(FLEET_HEXES);

/** The sea hex a fleet firing at `target` is placed on: the nearest to it, the lowest number first. */
export function fleetStation(target: number): number {
  let best = -1;
  let bestD = 99;
  for (const s of FLEET_HEXES) {
    const d = distance(s, target);
    if (d < bestD) {
      best = s;
      bestD = d;
    }
  }
  return best;
}
