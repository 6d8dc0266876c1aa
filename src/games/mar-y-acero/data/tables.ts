import { PUBLISHED, type Source } from './source.js';
import type { Side } from './units.js';

export interface RoyalSupportRow {
  readonly min: number;
  readonly max: number;
  readonly vp: number;
  readonly soldiers: number;
}

/** The Royal Support track, 0-10, starting at 3 (4.1 step 8). */
export const ROYAL_SUPPORT: { readonly start: number; readonly max: number; readonly rows: readonly RoyalSupportRow[]; readonly source: Source } = {
  start: 3,
  max: 10,
  rows: [
    { min: 0, max: 1, vp: -1, soldiers: -2 },
    { min: 2, max: 2, vp: -1, soldiers: -1 },
    { min: 3, max: 3, vp: 0, soldiers: -1 },
    { min: 4, max: 5, vp: 0, soldiers: 0 },
    { min: 6, max: 7, vp: 0, soldiers: 1 },
    { min: 8, max: 8, vp: 1, soldiers: 1 },
    { min: 9, max: 10, vp: 1, soldiers: 2 },
  ],
  source: PUBLISHED('Royal Support track'),
};

export function royalSupportRow(level: number): RoyalSupportRow {
  for (const row of ROYAL_SUPPORT.rows) if (level >= row.min && level <= row.max) return row;
  throw new RangeError(`Royal Support ${level} is off the track`);
}

export interface VictoryBand {
  readonly side: Side;
  readonly min: number;
  readonly max: number;
  readonly level: 'decisive' | 'important' | 'minor';
}

/** 4.6: the victory level table; 15 VP or more is a Spanish victory. */
export const VICTORY: { readonly threshold: number; readonly bands: readonly VictoryBand[]; readonly source: Source } = {
  threshold: 15,
  bands: [
    { side: 'indigenous', min: 0, max: 10, level: 'decisive' },
    { side: 'indigenous', min: 11, max: 12, level: 'important' },
    { side: 'indigenous', min: 13, max: 14, level: 'minor' },
    { side: 'spanish', min: 15, max: 16, level: 'minor' },
    { side: 'spanish', min: 17, max: 18, level: 'important' },
    { side: 'spanish', min: 19, max: 20, level: 'decisive' },
  ],
  source: { kind: 'rulebook', section: '4.6' },
};

export const VP_MAX = 20;
export const STACK_LIMIT = 3;
