import * as z from '../../../core/schema.js';
import { KINGDOM_IDS, type KingdomId } from './kingdoms.js';
import { sourceSchema, type Source } from '../../../core/index.js';

/**
 * One of the 58 areas of the map (2.5). `id` is the identification number bots use to
 * choose between areas (9.5). The rulebook has no map sheet: numbers, names, defences and
 * owners are reconstructed from the historical taifas and Christian kingdoms of about 1080,
 * keeping every fact the rules and `shared/data/taifa-facts.md` give (see the `source` notes).
 */
export interface AreaRecord {
  /** The area's number, 1-58: actions and events name areas by it; `state.owner[id - 1]` is its owner. */
  readonly id: number;
  /** The region's name (`'Valencia'`, `'Mallorca'`). */
  readonly name: string;
  /** Dice the area rolls in its own defence (5.2). */
  readonly defence: number;
  /** Owner at the start of the standard game (3.1), null when independent. */
  readonly start: KingdomId | null;
  /** The kingdom whose capital it is (larger shield, 2.5), or null. */
  readonly capitalOf: KingdomId | null;
  /** Ends one of the six external invasion routes (2.5, 9.6). */
  readonly invasionRoute: boolean;
  /** Lies east of the white line: in play in the El Cid scenario (10.1). */
  readonly eastOfLine: boolean;
  /** Where the record comes from (most of the map is reconstructed: see the note). */
  readonly source: Source;
}

/** The schema of an {@link AreaRecord} (typed by it: the fields are documented there). */
export const areaRecordSchema: z.Type<AreaRecord> = z.strictObject({
  id: z.number().check(z.int(), z.gte(1), z.lte(58)),
  name: z.string().check(z.minLength(1)),
  defence: z.number().check(z.int(), z.gte(1), z.lte(6)),
  start: z.nullable(z.enum(KINGDOM_IDS)),
  capitalOf: z.nullable(z.enum(KINGDOM_IDS)),
  invasionRoute: z.boolean(),
  eastOfLine: z.boolean(),
  source: sourceSchema,
});

/**
 * A connection between two areas (2.5): they border each other, for attacks (5.1.1), incursions
 * (5.3), events and garrisons next to an attacked area (5.1.4). Symmetric: each pair is listed once.
 */
export interface ConnectionRecord {
  /** One area's number, 1-58. */
  readonly a: number;
  /** The other area's number, 1-58. */
  readonly b: number;
  /** Drawn in a special colour on the map (Mallorca's sea links, 2.5); plays like any other. */
  readonly special: boolean;
  /** Where the connection comes from: a rule or example that names it, or reconstructed. */
  readonly source: Source;
}

/** The schema of a {@link ConnectionRecord} (typed by it: the fields are documented there). */
export const connectionRecordSchema: z.Type<ConnectionRecord> = z.strictObject({
  a: z.number().check(z.int(), z.gte(1), z.lte(58)),
  b: z.number().check(z.int(), z.gte(1), z.lte(58)),
  special: z.boolean(),
  source: sourceSchema,
});

const REC = 'reconstructed from the historical map of about 1080 (the rulebook has no map sheet)';

interface Extra {
  readonly capital?: boolean;
  readonly invasion?: boolean;
  readonly east?: boolean;
  readonly note?: string;
}

function area(id: number, name: string, defence: number, start: KingdomId | null, extra: Extra = {}): AreaRecord {
  return {
    id,
    name,
    defence,
    start,
    capitalOf: extra.capital === true ? start : null,
    invasionRoute: extra.invasion === true,
    eastOfLine: extra.east === true,
    source: { kind: 'reconstructed', note: extra.note === undefined ? REC : `${extra.note}; the rest ${REC}` },
  };
}

const E = { east: true } as const;

/** The 58 areas, by identification number. */
export const AREAS: readonly AreaRecord[] = [
  area(1, 'Galicia', 3, 'leon'),
  area(2, 'Asturias', 4, 'leon'),
  area(3, 'Cantabria', 3, 'castilla'),
  area(4, 'Álava', 2, 'castilla'),
  area(5, 'Navarra', 4, null, { invasion: true, east: true, note: 'defence 4 (rulebook 11.2); independent at start (publisher FAQ); Roncesvalles route' }),
  area(6, 'Aragón', 3, null, E),
  area(7, 'Urgell', 3, 'catalanes', E),
  area(8, 'Girona', 3, 'catalanes', { invasion: true, east: true, note: 'Perthus route from beyond the Pyrenees' }),
  area(9, 'Braga', 2, 'leon'),
  area(10, 'Astorga', 2, 'leon'),
  area(11, 'León', 4, 'leon', { capital: true }),
  area(12, 'Palencia', 2, 'castilla'),
  area(13, 'Burgos', 4, 'castilla', { capital: true }),
  area(14, 'La Rioja', 2, 'castilla', E),
  area(15, 'Tudela', 2, null, { east: true, note: 'independent, defence 2, number lower than Calatayud (rulebook 11.2)' }),
  area(16, 'Huesca', 3, 'catalanes', E),
  area(17, 'Vic', 2, 'catalanes', E),
  area(18, 'Barcelona', 4, 'catalanes', { capital: true, east: true }),
  area(19, 'Oporto', 3, 'leon'),
  area(20, 'Zamora', 3, 'leon'),
  area(21, 'Soria', 3, 'castilla', E),
  area(22, 'Zaragoza', 4, 'catalanes', { east: true, note: 'Catalan in the bot example (rulebook 11.2)' }),
  area(23, 'Calatayud', 2, 'valencia', { east: true, note: 'number 23, defence 2, Taifa de Valencia (rulebook 11.2)' }),
  area(24, 'Lleida', 3, 'catalanes', E),
  area(25, 'Tarragona', 3, 'catalanes', { east: true, note: 'linked to Mallorca (rulebook 2.5)' }),
  area(26, 'Coimbra', 3, null, { note: 'independent at start (publisher FAQ)' }),
  area(27, 'Salamanca', 2, 'leon'),
  area(28, 'Segovia', 2, 'castilla'),
  area(29, 'Ávila', 3, 'castilla'),
  area(30, 'Toledo', 5, null, { east: true, note: 'an independent taifa until Castile takes it in 1085 (rulebook, historical context)' }),
  area(31, 'Albarracín', 3, null, E),
  area(32, 'Tortosa', 4, 'valencia', { east: true, note: 'defence 4 (rulebook 11.2)' }),
  area(33, 'Mallorca', 3, null, { east: true, note: 'linked to Denia and Tarragona (rulebook 2.5)' }),
  area(34, 'Santarém', 3, 'badajoz'),
  area(35, 'Coria', 2, 'badajoz'),
  area(36, 'Cáceres', 2, 'badajoz'),
  area(37, 'Castellón', 2, 'valencia', E),
  area(38, 'Valencia', 4, 'valencia', { capital: true, east: true, note: 'adjacent to Denia (rulebook 11.1)' }),
  area(39, 'Lisboa', 4, 'badajoz', { invasion: true, note: 'Atlantic route' }),
  area(40, 'Badajoz', 4, 'badajoz', { capital: true }),
  area(41, 'Mérida', 2, 'badajoz'),
  area(42, 'Córdoba', 4, 'sevilla', E),
  area(43, 'Jaén', 3, 'sevilla', E),
  area(44, 'Xàtiva', 3, 'valencia', E),
  area(45, 'Denia', 2, 'valencia', { east: true, note: 'defence 2, Taifa de Valencia, adjacent to Murcia (rulebook 11.1)' }),
  area(46, 'Évora', 3, 'badajoz'),
  area(47, 'Beja', 2, 'badajoz'),
  area(48, 'Sevilla', 4, 'sevilla', { capital: true }),
  area(49, 'Carmona', 3, 'sevilla'),
  area(50, 'Granada', 4, null, { east: true, note: 'independent at start (publisher FAQ)' }),
  area(51, 'Murcia', 3, 'valencia', { east: true, note: 'adjacent to Denia, Valencian in the combat example (rulebook 11.1)' }),
  area(52, 'Lorca', 2, 'valencia', E),
  area(53, 'Silves', 3, 'sevilla'),
  area(54, 'Niebla', 2, 'sevilla'),
  area(55, 'Ronda', 3, 'sevilla', E),
  area(56, 'Málaga', 3, null, { invasion: true, east: true, note: 'east of the line: Almoravid capital in El Cid (rulebook 10.2)' }),
  area(57, 'Almería', 3, null, { invasion: true, east: true, note: 'sea route from Africa' }),
  area(58, 'Algeciras', 3, 'sevilla', { invasion: true, east: true, note: 'the Strait route of the Almoravid landings (1086)' }),
];

const RULE_LINK: Source = { kind: 'rulebook', section: '2.5', note: 'Mallorca is linked to Denia and Tarragona' };
const EXAMPLE_LINK: Source = { kind: 'rulebook', section: '11.1', note: 'the combat example attacks Denia from Valencia; Murcia next to Denia' };
const BOT_LINK: Source = { kind: 'rulebook', section: '11.2', note: 'the bot attacks these from Zaragoza' };
const REC_LINK: Source = { kind: 'reconstructed', note: 'neighbouring historical regions' };

function links(pairs: readonly (readonly [number, number])[], source: Source, special = false): ConnectionRecord[] {
  return pairs.map(([a, b]) => ({ a, b, special, source }));
}

/** The map's connections (2.5): each pair once. */
export const CONNECTIONS: readonly ConnectionRecord[] = [
  ...links(
    [
      [33, 45],
      [33, 25],
    ],
    RULE_LINK,
    true,
  ),
  ...links(
    [
      [38, 45],
      [45, 51],
    ],
    EXAMPLE_LINK,
  ),
  ...links(
    [
      [22, 5],
      [22, 32],
      [22, 15],
      [22, 23],
    ],
    BOT_LINK,
  ),
  ...links(
    [
      [1, 2],
      [1, 9],
      [1, 10],
      [2, 3],
      [2, 10],
      [2, 11],
      [3, 4],
      [3, 12],
      [3, 13],
      [4, 5],
      [4, 13],
      [4, 14],
      [5, 6],
      [5, 14],
      [5, 15],
      [5, 16],
      [6, 7],
      [6, 16],
      [7, 8],
      [7, 17],
      [7, 24],
      [7, 16],
      [8, 17],
      [8, 18],
      [9, 10],
      [9, 19],
      [10, 11],
      [10, 20],
      [11, 12],
      [11, 20],
      [12, 13],
      [12, 20],
      [12, 28],
      [13, 14],
      [13, 21],
      [13, 28],
      [14, 15],
      [14, 21],
      [15, 21],
      [16, 24],
      [16, 22],
      [17, 18],
      [17, 24],
      [18, 25],
      [18, 24],
      [19, 20],
      [19, 26],
      [20, 27],
      [20, 28],
      [21, 22],
      [21, 23],
      [21, 28],
      [23, 30],
      [23, 31],
      [24, 25],
      [24, 32],
      [25, 32],
      [26, 27],
      [26, 34],
      [26, 35],
      [27, 29],
      [27, 35],
      [28, 29],
      [28, 30],
      [29, 30],
      [29, 35],
      [30, 31],
      [30, 36],
      [30, 41],
      [30, 42],
      [31, 37],
      [31, 38],
      [32, 37],
      [34, 35],
      [34, 39],
      [34, 40],
      [35, 36],
      [36, 40],
      [36, 41],
      [37, 38],
      [38, 44],
      [39, 46],
      [40, 41],
      [40, 46],
      [41, 42],
      [41, 48],
      [41, 47],
      [42, 43],
      [42, 49],
      [42, 50],
      [43, 50],
      [43, 51],
      [44, 45],
      [44, 51],
      [46, 47],
      [47, 48],
      [47, 53],
      [47, 54],
      [48, 49],
      [48, 54],
      [48, 55],
      [48, 58],
      [49, 55],
      [50, 52],
      [50, 55],
      [50, 56],
      [50, 57],
      [51, 52],
      [52, 57],
      [53, 54],
      [55, 56],
      [55, 58],
      [56, 57],
      [56, 58],
    ],
    REC_LINK,
  ),
];
