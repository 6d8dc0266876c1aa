import { describe, expect, it } from 'vitest';
import { AREAS, AREA_MARKERS, areaDataSchema } from '../../src/games/mar-y-acero/data/areas.js';
import { DESTINY_CARDS, EVENT_CARDS, TURN1_CARDS, destinyCardSchema, eventCardSchema } from '../../src/games/mar-y-acero/data/cards.js';
import { PIECES, pieceDataSchema } from '../../src/games/mar-y-acero/data/units.js';
import { ROYAL_SUPPORT, VICTORY, royalSupportRow } from '../../src/games/mar-y-acero/data/tables.js';
import { sourceSchema } from '../../src/games/mar-y-acero/data/source.js';

describe('Mar y Acero data (zod-checked, with sources)', () => {
  it('3/4.2: 15 areas; 2-VP areas 1, 2, 7, 8, 9; jungle 3, 4, 5, 7', () => {
    for (const a of AREAS) areaDataSchema.parse(a);
    expect(AREAS).toHaveLength(15);
    expect(AREAS.filter((a) => a.twoVp).map((a) => a.id)).toEqual([1, 2, 7, 8, 9]);
    expect(AREAS.filter((a) => a.jungle).map((a) => a.id)).toEqual([3, 4, 5, 7]);
    expect(AREAS.filter((a) => a.setupColour === 'carib').map((a) => a.id)).toEqual([1, 2, 10]);
    expect(AREAS.filter((a) => a.setupColour === 'taino').map((a) => a.id)).toEqual([6, 7, 13, 14, 15]);
    expect(AREA_MARKERS.markers).toHaveLength(20);
    expect(AREA_MARKERS.source.kind).toBe('reconstructed');
  });
  it('3: units and leaders with their factors and counts', () => {
    for (const p of Object.values(PIECES)) pieceDataSchema.parse(p);
    expect(PIECES.jinete).toMatchObject({ attack: 5, defence: 4, reduced: 4, count: 7 });
    expect(PIECES.naboria).toMatchObject({ attack: 1, defence: 2, reduced: 1, count: 20 });
    expect(PIECES.capitan.count + PIECES.tropa.count).toBe(14);
    expect(PIECES.guacanagari.source.kind).toBe('reconstructed');
  });
  it('3: 16 Event cards (8 per side), 3 + 20 Destiny cards, each with a source', () => {
    for (const c of EVENT_CARDS) eventCardSchema.parse(c);
    for (const c of [...TURN1_CARDS, ...DESTINY_CARDS]) destinyCardSchema.parse(c);
    expect(EVENT_CARDS.filter((c) => c.side === 'spanish')).toHaveLength(8);
    expect(EVENT_CARDS.filter((c) => c.side === 'indigenous')).toHaveLength(8);
    expect(TURN1_CARDS).toHaveLength(3);
    expect(DESTINY_CARDS).toHaveLength(20);
    for (const c of [...TURN1_CARDS, ...DESTINY_CARDS]) {
      // Every gold table covers each face of the die exactly once.
      const faces = c.gold.flatMap((r) => Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i)).sort();
      expect(faces, `card ${c.id}`).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
  it('Royal Support track and the victory table', () => {
    sourceSchema.parse(ROYAL_SUPPORT.source);
    expect(royalSupportRow(2)).toMatchObject({ vp: -1, soldiers: -1 });
    expect(royalSupportRow(8)).toMatchObject({ vp: 1, soldiers: 1 });
    expect(royalSupportRow(10)).toMatchObject({ vp: 1, soldiers: 2 });
    expect(VICTORY.bands.find((b) => b.min === 15)).toMatchObject({ side: 'spanish', level: 'minor' });
  });
});
