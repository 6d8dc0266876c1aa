/**
 * The Tabla de Terrenos of ¡Al filo de la espada! (rules v4, tables at the end of the rulebook),
 * transcribed whole, one {@link TerrainRow} per printed row, with its notes [a] (walls and gates),
 * [b] (track) and [c] (road). Sections: Tabla de Terrenos; 8 (movement costs), 9.2 (B blocks the
 * line of sight), 10.3 (the defender's terrain), 10.4 (the charge column).
 *
 * Readings (the rulebook's readings, docs/data-provenance.md): 3 (garbled cells "=", "=1l", "il" read as -1;
 * which rows lie on hexsides) and 2 (the level rows as hexsides between heights, the parapets of
 * Las Navas as Empalizada hexsides). At Las Navas only clear terrain, parapets and the two levels
 * occur (scenario, map note); the other rows are kept for the series' other battles.
 * @module
 */
import type { Source } from '../../../core/source.js';
import type { TerrainId, TerrainRow } from './types.js';

const table = (note: string): Source => ({ kind: 'rulebook', section: 'Tabla de Terrenos', note });

/**
 * Every row of the Tabla de Terrenos, in the printed order. A hexside row's costs are added to
 * the cost of the hex entered; SE ("sin efecto") is 0, NA ("no autorizado") is null, B sets
 * `blocksSight`.
 */
export const TERRAIN: readonly TerrainRow[] = [
  {
    id: 'clear',
    name: 'Claro',
    on: 'hex',
    footCost: 1,
    mountedCost: 1,
    fire: 0,
    blocksSight: false,
    combat: 0,
    charge: 0,
    source: table('printed "1 1 SE SE SE"; every hex of Las Navas (scenario, map note)'),
  },
  {
    id: 'forest',
    name: 'Bosque',
    on: 'hex',
    footCost: 2,
    mountedCost: 3,
    fire: -2,
    blocksSight: true,
    combat: -1,
    charge: -2,
    source: table('printed "2 3 -2/B -1 -2"'),
  },
  {
    id: 'brush',
    name: 'Arbustos/Setos/Viñas',
    on: 'hex',
    footCost: 1,
    mountedCost: 2,
    fire: -1,
    blocksSight: true,
    combat: -1,
    charge: -1,
    source: table('printed "1 2 -1/B = ="; the garbled combat and charge cells "=" are read as -1 (reading 3: the scan loses a minus one)'),
  },
  {
    id: 'marsh',
    name: 'Pantanos',
    on: 'hex',
    footCost: 2,
    mountedCost: 2,
    fire: 0,
    blocksSight: false,
    combat: 1,
    charge: -2,
    source: table('printed "2 2 SE +1 -2"'),
  },
  {
    id: 'village',
    name: 'Villa',
    on: 'hex',
    footCost: 2,
    mountedCost: 2,
    fire: -2,
    blocksSight: true,
    combat: -2,
    charge: -3,
    source: table('printed "2 2 -2/B -2 -3"'),
  },
  {
    id: 'farm',
    name: 'Granja/Molino/Abadía',
    on: 'hex',
    footCost: 1,
    mountedCost: 1,
    fire: -1,
    blocksSight: false,
    combat: -1,
    charge: -1,
    source: table('printed "1 1 -1 -1 -1" (no B: it does not block sight)'),
  },
  {
    id: 'bank',
    name: 'Ribera',
    on: 'hexside',
    footCost: 1,
    mountedCost: 1,
    fire: 0,
    blocksSight: false,
    combat: -1,
    charge: -1,
    source: table(
      'printed "+1 +1 SE -1 =1l"; a hexside (reading 3), its costs added to the hex entered; the garbled charge cell "=1l" is read as -1 (reading 3)',
    ),
  },
  {
    id: 'river',
    name: 'Río/Estanque',
    on: 'hex',
    footCost: null,
    mountedCost: null,
    fire: 0,
    blocksSight: false,
    combat: null,
    charge: null,
    source: table('printed "NA NA SE NA NA": a hex no unit enters, fired across without effect (reading 3: a hex row)'),
  },
  {
    id: 'wall',
    name: 'Muralla',
    on: 'hexside',
    footCost: null,
    mountedCost: null,
    fire: -4,
    fireFromInside: 0,
    blocksSight: false,
    combat: null,
    charge: null,
    source: table(
      'printed "NA NA -4/ 0 [a] NA NA"; a hexside (reading 3); note [a]: the -4 applies to a fire from outside in, the 0 to a fire from inside out',
    ),
  },
  {
    id: 'palisade',
    name: 'Empalizada',
    on: 'hexside',
    footCost: 0,
    mountedCost: 1,
    fire: 0,
    blocksSight: false,
    combat: -1,
    charge: -2,
    source: table('printed "0 +1 SE -1 -2"; a hexside (reading 3); the parapets of Las Navas are read as this row (reading 2)'),
  },
  {
    id: 'gate',
    name: 'Puerta',
    on: 'hexside',
    footCost: 0,
    mountedCost: 0,
    fire: -4,
    fireFromInside: 0,
    blocksSight: false,
    combat: null,
    charge: null,
    source: table('printed "0 0 -4/ 0 [a] NA NA"; a hexside (reading 3); note [a]: the -4 applies to a fire from outside in, the 0 to a fire from inside out'),
  },
  {
    id: 'bridge',
    name: 'Puente',
    on: 'hexside',
    footCost: 0,
    mountedCost: 0,
    fire: -1,
    blocksSight: false,
    combat: -1,
    charge: null,
    source: table('printed "0 0 il -1 NA"; a hexside (reading 3); the garbled fire cell "il" is read as -1 (reading 3)'),
  },
  {
    id: 'track',
    name: 'Camino',
    on: 'hex',
    footCost: 1,
    mountedCost: 1,
    fire: 0,
    blocksSight: false,
    combat: 0,
    charge: 0,
    along: 'track',
    source: table(
      'printed "1 [b] 1 [b] SE SE SE"; note [b]: a move from a track hex to a track hex cancels the effects of other terrain except the surcharges of a level change',
    ),
  },
  {
    id: 'road',
    name: 'Carretera',
    on: 'hex',
    footCost: 1,
    mountedCost: 1,
    fire: 0,
    blocksSight: false,
    combat: 0,
    charge: 0,
    along: 'road',
    source: table('printed "1 [c] 1 [c] SE SE SE"; note [c]: a move from a road hex to a road hex cancels the effects and surcharges of every other terrain'),
  },
  {
    id: 'level-up',
    name: '+1 nivel',
    on: 'hexside',
    footCost: 1,
    mountedCost: 2,
    fire: 0,
    blocksSight: true,
    combat: -1,
    charge: -1,
    source: table(
      'printed "+1 +2 SE /B -1 =1l"; a hexside crossed going up (reading 2), combat and charge taken from the attacker\'s side (attacking uphill); the garbled charge cell "=1l" is read as -1 (reading 3); B read as: a higher-level hex crossed by a line blocks it unless both ends are on the higher level (reading 2)',
    ),
  },
  {
    id: 'level-down',
    name: '-1 nivel',
    on: 'hexside',
    footCost: 0,
    mountedCost: 1,
    fire: 0,
    blocksSight: true,
    combat: 1,
    charge: 1,
    source: table(
      'printed "0 +1 SE/B +1 +1"; a hexside crossed going down (reading 2), combat and charge taken from the attacker\'s side (attacking downhill); B read as for "+1 nivel" (reading 2)',
    ),
  },
];

/** The row of a terrain id; throws a RangeError for an id the table does not have. */
export function terrainRow(id: TerrainId): TerrainRow {
  const row = TERRAIN.find((r) => r.id === id);
  if (row === undefined) throw new RangeError(`the Tabla de Terrenos has no row "${id}"`);
  return row;
}
