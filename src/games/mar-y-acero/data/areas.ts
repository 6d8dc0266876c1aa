import * as z from '../../../core/schema.js';
import { PUBLISHED, sourceSchema, type Source } from './source.js';

/** Which bag colours may supply an area's initial Indigenous unit (4.1 step 3). */
export type SetupColour = 'carib' | 'taino' | 'both';

export interface AreaData {
  readonly id: number;
  readonly name: string;
  /** 4.4.3: the five areas whose 2-VP box starts under a parchment (worth 1 VP until scribes turn it). */
  readonly twoVp: boolean;
  /** 4.4.1 B: dense jungle (dark green on the map). */
  readonly jungle: boolean;
  readonly setupColour: SetupColour;
  readonly source: Source;
}

const TWO_VP = [1, 2, 7, 8, 9];
const JUNGLE = [3, 4, 5, 7];
const CARIB = [1, 2, 10];
const TAINO = [6, 7, 13, 14, 15];
const NAMES = [
  'Matanzas',
  'La Habana',
  'Puerto Príncipe',
  'Holguín',
  'Moe',
  'San Felipe',
  'La Vega',
  'Santo Domingo',
  'San Juan',
  'Isla de Santiago',
  'Barbuda',
  'Martinica',
  'Lucayas Occidentales',
  'Lucayas Orientales',
  'San Salvador',
];

/** The 15 land areas of the board, area n at index n-1. */
export const AREAS: readonly AreaData[] = NAMES.map((name, i) => {
  const id = i + 1;
  return {
    id,
    name,
    twoVp: TWO_VP.includes(id),
    jungle: JUNGLE.includes(id),
    setupColour: CARIB.includes(id) ? 'carib' : TAINO.includes(id) ? 'taino' : 'both',
    source: PUBLISHED('Areas (board)'),
  };
});

export const AREA_IDS: readonly number[] = AREAS.map((a) => a.id);

/**
 * The black bag of 20 area markers (4.1 step 14, 4.2 "Sistema de Extracción"). The sources name
 * 20 markers for 15 areas but not what the other five show.
 */
export const AREA_MARKERS: { readonly markers: readonly number[]; readonly source: Source } = {
  markers: [...AREA_IDS, 1, 2, 7, 8, 9],
  source: {
    kind: 'reconstructed',
    note: 'rulebook 3 lists 20 area markers for 15 areas; the five extra are taken as second markers of the five 2-VP areas (1, 2, 7, 8, 9), the number of parchments',
  },
};

export const areaDataSchema = z.strictObject({
  id: z.number().check(z.int(), z.gte(1), z.lte(15)),
  name: z.string().check(z.minLength(1)),
  twoVp: z.boolean(),
  jungle: z.boolean(),
  setupColour: z.enum(['carib', 'taino', 'both']),
  source: sourceSchema,
});
