/**
 * The Las Navas de Tolosa map of ¡Al filo de la espada!: its printed grid, its two levels of
 * height and its parapets. Sections: scenario (map note: "Todos los hexágonos son hex. de terreno
 * claro. Aparte de los parapetos y la distinción entre dos niveles de altura, todos los demás
 * elementos gráficos son puramente decorativos"; the deployment lines; the flight edges xx01 and
 * xx19/xx20), 0.2 (a hex is about 200 m).
 *
 * The map sheet is not in the text: the whole record is reconstructed (readings 1 and 2 of
 * the rulebook's readings, docs/data-provenance.md; docs/data-provenance.md, ¡Al filo de la espada!, Map).
 * @module
 */
import type { GridLayout } from '../../../hex/index.js';
import type { MapRecord } from './types.js';

/**
 * The Las Navas map. Columns 01-33 and rows 01-20, flat-topped hexes in vertical columns, the odd
 * columns half a hex lower. Two heights: the Cerro de los Olivares in the north (the Almohad camp
 * along rows 01-02 and Al-Nasir's hilltop, every hex within 3 of 1702) and the Mesa del Rey in
 * the south (the Christian camp, rows 18-20 of columns 12-22, where Alfonso VIII's reserve
 * deploys). Parapets: a closed palisade around Al-Nasir's reserve, on every hexside between a hex
 * 2 from 1702 and one 3 from it, with the chained guard (his Pi) inside and his Cl and two of his
 * Ar outside.
 */
export const MAP: MapRecord = {
  bounds: { minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 },
  shiftedColumns: 'odd',
  high: [
    // Cerro de los Olivares: the Almohad camp (rows 01-02, columns 12-22) and Al-Nasir's hilltop (within 3 of 1702)
    '1201',
    '1202',
    '1301',
    '1302',
    '1401',
    '1402',
    '1403',
    '1404',
    '1501',
    '1502',
    '1503',
    '1504',
    '1601',
    '1602',
    '1603',
    '1604',
    '1605',
    '1701',
    '1702',
    '1703',
    '1704',
    '1705',
    '1801',
    '1802',
    '1803',
    '1804',
    '1805',
    '1901',
    '1902',
    '1903',
    '1904',
    '2001',
    '2002',
    '2003',
    '2004',
    '2101',
    '2102',
    '2201',
    '2202',
    // Mesa del Rey: the Christian camp (rows 18-20, columns 12-22)
    '1218',
    '1219',
    '1220',
    '1318',
    '1319',
    '1320',
    '1418',
    '1419',
    '1420',
    '1518',
    '1519',
    '1520',
    '1618',
    '1619',
    '1620',
    '1718',
    '1719',
    '1720',
    '1818',
    '1819',
    '1820',
    '1918',
    '1919',
    '1920',
    '2018',
    '2019',
    '2020',
    '2118',
    '2119',
    '2120',
    '2218',
    '2219',
    '2220',
  ],
  parapets: [
    // Al-Nasir's palisade: each pair is (inside, outside), inside 2 hexes from 1702, outside 3
    ['1501', '1402'],
    ['1501', '1401'],
    ['1502', '1403'],
    ['1502', '1402'],
    ['1503', '1504'],
    ['1503', '1404'],
    ['1503', '1403'],
    ['1604', '1605'],
    ['1604', '1504'],
    ['1704', '1805'],
    ['1704', '1705'],
    ['1704', '1605'],
    ['1804', '1904'],
    ['1804', '1805'],
    ['1901', '2001'],
    ['1901', '2002'],
    ['1902', '2002'],
    ['1902', '2003'],
    ['1903', '2003'],
    ['1903', '2004'],
    ['1903', '1904'],
  ],
  source: {
    kind: 'reconstructed',
    note:
      'The map sheet is lost. Grid: flat-topped hexes in columns, xx the column and yy the row (reading 1); odd columns lower, so that ' +
      "Al-Nasir's listed Pi (1502, 1604, 1804, 1903) all stand 2 hexes from the banner at 1702 and his Cl and Ar 3 (or 2) from it, a " +
      'ring the palisade closes; columns 01-33 hold every deployment radius (Pedro II to column 01, Sancho VII to 32) and rows 01-20 the ' +
      'flight edges xx01 and xx19/xx20. Heights (reading 2: two levels): the Cerro de los Olivares with the Almohad camp and the ' +
      "caliph's hill, and the Mesa del Rey where the Christian camp stood; the ground between, where the battle was fought, is the lower " +
      "level. Parapets (reading 2: Empalizada hexsides): the palisade and chained guard around Al-Nasir's tent. See docs/data-provenance.md.",
  },
};

/** The map's grid for `hexGrid` from `reglas/hex`. */
export const MAP_LAYOUT: GridLayout = { shiftedColumns: MAP.shiftedColumns, bounds: MAP.bounds };
