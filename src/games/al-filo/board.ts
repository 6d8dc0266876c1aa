/**
 * The Las Navas map as the rules read it (3, 8, 9.2, Tabla de Terrenos; scenario, map note):
 * every hex numbered by a small whole number, with flat tables of its neighbours, its level and
 * the features on each of its hexsides (parapets read as Empalizada, level changes), built once
 * from `data/map.ts`. The rules index these tables; actions, positions and events name hexes by
 * their printed number (`"1718"`).
 * @module
 */
import { indexedGrid, type Facing } from '../../hex/index.js';
import { MAP } from './data/map.js';

/** The map's grid, integer-indexed (reading 1: flat-topped hexes in columns, `xx` the column). */
export const GRID = indexedGrid({ shiftedColumns: MAP.shiftedColumns, bounds: MAP.bounds });

/** How many hexes the map has. */
export const HEX_COUNT = GRID.size;

/** A hex's index from its printed number; -1 for anything that is not a hex of the map. */
export function hexIndex(id: unknown): number {
  return typeof id === 'string' ? GRID.index(id) : -1;
}

/** A hex's printed number from its index. */
export function hexId(h: number): string {
  return GRID.ids[h]!;
}

/** The hex across the hexside `facing` of `h`; -1 off the map. */
export function neighbour(h: number, facing: number): number {
  return GRID.neighbour(h, facing as Facing);
}

/** The distance in hexes between two hexes. */
export function distance(a: number, b: number): number {
  return GRID.distance(a, b);
}

/** The printed row (`yy`) of a hex. */
export function rowOf(h: number): number {
  return GRID.row[h]!;
}

/** The level of each hex: 1 on the heights, 0 below (scenario, map note; reading 2). */
export const LEVEL: Uint8Array = (() => {
  const out = new Uint8Array(HEX_COUNT);
  for (const id of MAP.high) out[hexIndex(id)] = 1;
  return out;
})();

/** Hexside features (`SIDE[h * 6 + facing]`), bits: a parapet lies on it (read as Empalizada, reading 2). */
export const PARAPET = 1;

/** The features on each hexside of each hex, flat (`h * 6 + facing`), the same seen from both sides. */
export const SIDE: Uint8Array = (() => {
  const out = new Uint8Array(HEX_COUNT * 6);
  for (const [a, b] of MAP.parapets) {
    const ha = hexIndex(a);
    const hb = hexIndex(b);
    const f = GRID.facingTo(ha, hb);
    if (f < 0) throw new Error(`data/map.ts: the parapet ${a}~${b} joins hexes that are not adjacent`);
    out[ha * 6 + f] = out[ha * 6 + f]! | PARAPET;
    out[hb * 6 + ((f + 3) % 6)] = out[hb * 6 + ((f + 3) % 6)]! | PARAPET;
  }
  return out;
})();

/** The facing from `a` to an adjacent `b`; -1 when they are not adjacent. */
export function facingTo(a: number, b: number): number {
  return GRID.facingTo(a, b);
}
