// ¡Al filo de la espada! data tables (Tabla de Terrenos; scenario Las Navas de Tolosa: map note,
// orders of battle, deployment lines, markers): schemas, the table cell by cell, the scenario's figures.
import { describe, expect, it } from 'vitest';
import { TERRAIN } from '../../src/games/al-filo/data/terrain.js';
import { terrainRowSchema, type TerrainId, type TerrainRow } from '../../src/games/al-filo/data/types.js';

/**
 * The Tabla de Terrenos as printed (the OCR's cells, accents restored in the names), and how a
 * printed cell reads: SE 0, NA null, "/B" blocks sight, "+1" on a hexside row an added cost; the
 * garbled cells "=", "=1l" and "il" are -1 (reading 3).
 */
const PRINTED: readonly (readonly [TerrainId, string, string, string, string, string, string])[] = [
  ['clear', 'Claro', '1', '1', 'SE', 'SE', 'SE'],
  ['forest', 'Bosque', '2', '3', '-2/B', '-1', '-2'],
  ['brush', 'Arbustos/Setos/Viñas', '1', '2', '-1/B', '=', '='],
  ['marsh', 'Pantanos', '2', '2', 'SE', '+1', '-2'],
  ['village', 'Villa', '2', '2', '-2/B', '-2', '-3'],
  ['farm', 'Granja/Molino/Abadía', '1', '1', '-1', '-1', '-1'],
  ['bank', 'Ribera', '+1', '+1', 'SE', '-1', '=1l'],
  ['river', 'Río/Estanque', 'NA', 'NA', 'SE', 'NA', 'NA'],
  ['wall', 'Muralla', 'NA', 'NA', '-4/ 0 [a]', 'NA', 'NA'],
  ['palisade', 'Empalizada', '0', '+1', 'SE', '-1', '-2'],
  ['gate', 'Puerta', '0', '0', '-4/ 0 [a]', 'NA', 'NA'],
  ['bridge', 'Puente', '0', '0', 'il', '-1', 'NA'],
  ['track', 'Camino', '1 [b]', '1 [b]', 'SE', 'SE', 'SE'],
  ['road', 'Carretera', '1 [c]', '1 [c]', 'SE', 'SE', 'SE'],
  ['level-up', '+1 nivel', '+1', '+2', 'SE /B', '-1', '=1l'],
  ['level-down', '- 1 nivel', '0', '+1', 'SE/B', '+1', '+1'],
];
const GARBLED = new Set(['=', '=1l', 'il']);
const cell = (printed: string): number | null => {
  const c = printed.replace(/\[[abc]\]/, '').replace('/B', '').trim();
  if (GARBLED.has(c)) return -1;
  if (c === 'NA') return null;
  if (c === 'SE' || c === '') return 0;
  return Number(c);
};
const HEXSIDE_ROWS: readonly TerrainId[] = ['bank', 'wall', 'palisade', 'gate', 'bridge', 'level-up', 'level-down'];

describe('data: Tabla de Terrenos', () => {
  it('every row passes its schema, in the printed order, ids unique', () => {
    for (const row of TERRAIN) terrainRowSchema.parse(row);
    expect(TERRAIN.map((r) => r.id)).toEqual(PRINTED.map((p) => p[0]));
  });

  for (const [id, name, foot, mounted, fire, combat, charge] of PRINTED) {
    it(`Tabla de Terrenos: the row ${name} matches the rulebook cell by cell`, () => {
      const row = TERRAIN.find((r) => r.id === id) as TerrainRow;
      const [fireOutside, fireInside] = fire.includes('/ 0') ? [-4, 0] : [cell(fire), undefined];
      expect({
        name: row.name.replace(/\s/g, ''),
        footCost: row.footCost,
        mountedCost: row.mountedCost,
        fire: row.fire,
        fireFromInside: row.fireFromInside,
        blocksSight: row.blocksSight,
        combat: row.combat,
        charge: row.charge,
        on: row.on,
      }).toEqual({
        name: name.replace(/\s/g, ''),
        footCost: cell(foot),
        mountedCost: cell(mounted),
        fire: fireOutside,
        fireFromInside: fireInside,
        blocksSight: fire.includes('/B'),
        combat: cell(combat),
        charge: cell(charge),
        on: HEXSIDE_ROWS.includes(id) ? 'hexside' : 'hex',
      });
      expect(row.source).toMatchObject({ kind: 'rulebook', section: 'Tabla de Terrenos' });
      // a garbled cell's reading is written down in the row's note (reading 3)
      for (const c of [fire, combat, charge]) if (GARBLED.has(c)) expect(row.source.note).toContain(`"${c}"`);
    });
  }

  it('Tabla de Terrenos notes [a] [b] [c]: walls and gates -4 from outside in, 0 from inside out; track and road moves', () => {
    for (const id of ['wall', 'gate'] as const) {
      const row = TERRAIN.find((r) => r.id === id) as TerrainRow;
      expect([row.fire, row.fireFromInside]).toEqual([-4, 0]);
      expect(row.source.note).toContain('[a]');
    }
    expect(TERRAIN.find((r) => r.id === 'track')).toMatchObject({ along: 'track', source: { note: expect.stringContaining('[b]') } });
    expect(TERRAIN.find((r) => r.id === 'road')).toMatchObject({ along: 'road', source: { note: expect.stringContaining('[c]') } });
    expect(TERRAIN.filter((r) => r.along !== undefined).map((r) => r.id)).toEqual(['track', 'road']);
  });
});
