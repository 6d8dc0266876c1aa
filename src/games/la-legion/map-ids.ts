/**
 * La Legión's map by printed hex number (2.1, 2.3), for rules lawyers and user interfaces: the
 * neighbours of a hex and the seaplanes' base. The state keeps hexes as indices (board.ts); these
 * take and give the printed `"xxyy"`, as actions, events and positions do.
 * @module
 */
import { ValidationError } from '../../core/index.js';
import { HEX_IDS, MAR_CHICA_HEXES, NEIGHBOURS, hexIndex } from './board.js';

/**
 * The hexes of the map next to `hex`, in facing order from north (2.1); fewer than six at the
 * map's edge. A hex that is not on the map is a `ValidationError`.
 */
export function neighbours(hex: string): string[] {
  const h = typeof hex === 'string' ? hexIndex(hex) : -1;
  if (h < 0)
    throw new ValidationError('hex', [
      { path: 'hex', message: `${JSON.stringify(hex) ?? String(hex)} is not a hex of the map: a printed number such as "3807" (columns 01-46, rows 01-27)` },
    ]);
  const out: string[] = [];
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n >= 0) out.push(HEX_IDS[n]!);
  }
  return out;
}

/** The seaplanes' base (2.3): the hexes of the Mar Chica, any of which a seaplane takes off from and returns to. */
export const SEAPLANE_BASE_HEXES: readonly string[] = Object.freeze(MAR_CHICA_HEXES.map((h) => HEX_IDS[h]!));
