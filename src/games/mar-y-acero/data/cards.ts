import * as z from '../../../core/schema.js';
import { PUBLISHED, sourceSchema, type Source } from './source.js';
import type { Bag, LeaderKind, Side } from './units.js';

/** A row of a d6 table: faces min..max. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/**
 * Where a deployment may go: the first tier that offers an area is used (4.3.2 II: "if several
 * areas are valid, the deploying side chooses"). Filters are read from the deploying side.
 */
export interface AreaTier {
  readonly filter: 'any' | 'empty' | 'own' | 'spanish' | 'notSpanish' | 'colon';
  /** Only these areas. */
  readonly among?: readonly number[];
  /** Keep only the areas with the fewest units of this side ('enemy' = the other side). */
  readonly fewest?: 'spanish' | 'enemy';
  /** Not Colón's area on this turn (cards 2 and 4: "on turn 2 not Colón's"). */
  readonly notColonOnTurn?: number;
}

export interface UnitDraw {
  readonly bag: Bag;
  /** A fixed count, or a d6 table of counts (card 4). */
  readonly count: number | { readonly table: readonly (Range & { readonly count: number })[] };
  /** `*` on the card: the Royal Support track adjusts the number of soldiers (4.3.2 II). */
  readonly royalSupport?: boolean;
}

/** The effects the engine executes; a card is a list of these. */
export type Effect =
  | {
      readonly kind: 'deploy';
      readonly side: Side;
      readonly units: readonly UnitDraw[];
      readonly leaders?: readonly LeaderKind[];
      readonly where: readonly AreaTier[];
      /** Over-stacking icon: everything in one area, whatever the limit (4.2). */
      readonly overstack: boolean;
      /** Non-simultaneous combat: the arriving units strike first (4.4.1 B). */
      readonly strikeFirst?: boolean;
      /** Card 7: at least one unit in each of the `among` areas. */
      readonly spreadEach?: boolean;
      /** Card 10: remove up to this many Taínos from the chosen area first. */
      readonly removeTainos?: number;
      /** Colón comes back from prison with these units (cards 14, 16). */
      readonly colonReturns?: boolean;
    }
  | { readonly kind: 'royalSupport'; readonly delta: number }
  | { readonly kind: 'dieTable'; readonly rows: readonly (Range & { readonly effects: readonly Effect[] })[] }
  | { readonly kind: 'colonToPrison' }
  /** The Spanish remove soldiers of their choice (card 3: the nearest to Colón first). */
  | { readonly kind: 'loseSoldiers'; readonly count: number; readonly nearColon?: boolean }
  | { readonly kind: 'loseSettlers'; readonly count: number }
  | { readonly kind: 'storm'; readonly convert: Range }
  | { readonly kind: 'smallpox'; readonly eliminate: Range; readonly farBonus: number; readonly farDistance: number }
  | { readonly kind: 'earthquake'; readonly hit: Range; readonly eliminate: Range }
  | { readonly kind: 'restriction'; readonly restriction: 'noNaval' | 'broma' }
  | { readonly kind: 'anacaona'; readonly rows: readonly (Range & { readonly area: number })[] }
  | { readonly kind: 'hijos' }
  | { readonly kind: 'conversions'; readonly convert: Range; readonly taino: Range; readonly carib: Range; readonly maxStack: number }
  | { readonly kind: 'negotiations'; readonly hit: Range; readonly soldiers: number }
  | { readonly kind: 'paradise' }
  | { readonly kind: 'ifSpanishControls'; readonly areas: readonly number[]; readonly then: readonly Effect[]; readonly else: readonly Effect[] }
  | { readonly kind: 'perArea'; readonly areas: readonly number[]; readonly spanish: number; readonly indigenous: number }
  | { readonly kind: 'cruelty'; readonly hit: Range }
  | { readonly kind: 'settlersInControlled'; readonly areas: readonly number[]; readonly count: number }
  | { readonly kind: 'countRoll'; readonly areas: readonly number[]; readonly success: readonly Effect[]; readonly failure: readonly Effect[] }
  | { readonly kind: 'tropicalClimate'; readonly hit: Range; readonly restore: Range }
  | { readonly kind: 'colonHealth'; readonly activate: Range }
  | { readonly kind: 'intrigue'; readonly loss: number }
  | { readonly kind: 'eclipse' }
  | { readonly kind: 'guacanagari'; readonly settlers: number; readonly removeTainos: number };

export interface EventCard {
  readonly id: number;
  readonly side: Side;
  readonly title: string;
  /** Valor de Reemplazos/Refuerzos. */
  readonly vrr: number;
  /** The over-stacking icon. */
  readonly overstack: boolean;
  readonly effects: readonly Effect[];
  readonly source: Source;
}

export interface GoldRow extends Range {
  readonly delta: number;
}

export interface DestinyCard {
  readonly id: number;
  readonly title: string;
  /** Turn 1 cards: the landing table (4.3.1 III). */
  readonly landing?: readonly (Range & { readonly area: number })[];
  /** Turn 1 cards: the side the Divine Grace/Yaya marker shows (4.3.1 II). */
  readonly graceSide?: Side;
  readonly impulses: number;
  readonly naval: boolean;
  readonly conflict: boolean;
  /** Gold search (4.4.1 C): d6 rows giving +1, 0 or -1 Royal Support. */
  readonly gold: readonly GoldRow[];
  readonly effects: readonly Effect[];
  readonly source: Source;
}

const r = (min: number, max: number): Range => ({ min, max });
const gold = (plus: Range | null, zero: Range | null, minus: Range | null): GoldRow[] => {
  const rows: GoldRow[] = [];
  if (plus) rows.push({ ...plus, delta: 1 });
  if (zero) rows.push({ ...zero, delta: 0 });
  if (minus) rows.push({ ...minus, delta: -1 });
  return rows;
};
const ev = (id: number, side: Side, title: string, vrr: number, overstack: boolean, effects: Effect[]): EventCard => ({
  id,
  side,
  title,
  vrr,
  overstack,
  effects,
  source: PUBLISHED('Event cards'),
});
const soldiers = (count: number): UnitDraw => ({ bag: 'soldier', count, royalSupport: true });
const settlers = (count: number): UnitDraw => ({ bag: 'settler', count });

/** The 16 Event cards (8 per side; each side keeps 5, 4.1 step 11). */
export const EVENT_CARDS: readonly EventCard[] = [
  ev(1, 'indigenous', 'Deserción de Alonso Pinzón', 7, false, [
    {
      kind: 'deploy',
      side: 'indigenous',
      units: [{ bag: 'rebel', count: 4 }],
      where: [{ filter: 'notSpanish' }, { filter: 'any', fewest: 'spanish' }],
      overstack: false,
    },
  ]),
  ev(2, 'indigenous', 'El ataque de Caonabó', 5, true, [
    {
      kind: 'deploy',
      side: 'indigenous',
      units: [
        { bag: 'carib', count: 4 },
        { bag: 'taino', count: 1 },
      ],
      leaders: ['caonabo'],
      where: [{ filter: 'spanish', notColonOnTurn: 2 }],
      overstack: true,
      strikeFirst: true,
    },
  ]),
  ev(3, 'indigenous', 'Las perlas de Colón', 1, false, [
    {
      kind: 'dieTable',
      rows: [
        { ...r(1, 1), effects: [] },
        { ...r(2, 4), effects: [{ kind: 'royalSupport', delta: -2 }] },
        {
          ...r(5, 6),
          effects: [
            { kind: 'royalSupport', delta: -3 },
            { kind: 'loseSoldiers', count: 2, nearColon: true },
          ],
        },
      ],
    },
  ]),
  ev(4, 'indigenous', 'La revuelta de Roldán', 7, true, [
    {
      kind: 'deploy',
      side: 'indigenous',
      units: [
        {
          bag: 'rebel',
          count: {
            table: [
              { ...r(1, 1), count: 2 },
              { ...r(2, 3), count: 3 },
              { ...r(4, 5), count: 4 },
              { ...r(6, 6), count: 5 },
            ],
          },
        },
      ],
      where: [{ filter: 'spanish', notColonOnTurn: 2 }],
      overstack: true,
      strikeFirst: true,
    },
  ]),
  ev(5, 'indigenous', 'Tensión con los Caribes', 5, false, [
    {
      kind: 'deploy',
      side: 'indigenous',
      units: [{ bag: 'carib', count: 4 }],
      where: [{ filter: 'empty' }, { filter: 'own' }, { filter: 'any', fewest: 'spanish' }],
      overstack: false,
    },
  ]),
  ev(6, 'indigenous', 'Tensión con los Taínos', 3, true, [
    {
      kind: 'deploy',
      side: 'indigenous',
      units: [{ bag: 'taino', count: 5 }],
      where: [{ filter: 'own' }, { filter: 'any', fewest: 'spanish' }],
      overstack: true,
    },
  ]),
  ev(7, 'indigenous', 'Ovando hace oídos sordos', 5, false, [
    {
      kind: 'deploy',
      side: 'indigenous',
      units: [
        { bag: 'carib', count: 5 },
        { bag: 'taino', count: 3 },
      ],
      where: [{ filter: 'any', among: [1, 2, 10] }],
      overstack: false,
      spreadEach: true,
    },
  ]),
  ev(8, 'indigenous', 'Tormentas en el mar', 3, false, [{ kind: 'storm', convert: r(1, 3) }]),
  ev(9, 'spanish', '2º viaje de Colón', 7, true, [
    { kind: 'deploy', side: 'spanish', units: [soldiers(7), settlers(6)], where: [{ filter: 'colon' }, { filter: 'any', among: [5, 6, 15] }], overstack: true },
  ]),
  ev(10, 'spanish', 'Apoyo de Guacanagarí', 1, false, [{ kind: 'guacanagari', settlers: 3, removeTainos: 3 }]),
  ev(11, 'spanish', 'Bartolomé Colón', 4, true, [
    { kind: 'deploy', side: 'spanish', units: [soldiers(3), settlers(2)], where: [{ filter: 'spanish' }], overstack: true },
  ]),
  ev(12, 'spanish', 'Epidemia de viruela', 6, false, [{ kind: 'smallpox', eliminate: r(1, 3), farBonus: 1, farDistance: 2 }]),
  ev(13, 'spanish', 'Diego Méndez', 4, true, [
    { kind: 'deploy', side: 'spanish', units: [soldiers(3), settlers(3)], where: [{ filter: 'any', among: [10] }], overstack: true },
  ]),
  ev(14, 'spanish', '3º viaje de Colón', 6, true, [
    {
      kind: 'deploy',
      side: 'spanish',
      units: [soldiers(6), settlers(3)],
      where: [{ filter: 'colon' }, { filter: 'any', among: [5, 6] }],
      overstack: true,
      colonReturns: true,
    },
  ]),
  ev(15, 'spanish', 'Francisco de Bobadilla', 4, true, [
    { kind: 'deploy', side: 'spanish', units: [soldiers(4), settlers(3)], where: [{ filter: 'spanish' }], overstack: true },
    { kind: 'colonToPrison' },
  ]),
  ev(16, 'spanish', '4º viaje de Colón', 2, true, [
    {
      kind: 'deploy',
      side: 'spanish',
      units: [soldiers(2), settlers(4)],
      where: [{ filter: 'empty' }, { filter: 'any', fewest: 'enemy' }],
      overstack: true,
      colonReturns: true,
    },
  ]),
];

const d1 = (id: number, landing: (Range & { area: number })[], graceSide: Side, naval: boolean, conflict: boolean, g: GoldRow[]): DestinyCard => ({
  id,
  title: 'Llegada al Caribe',
  landing,
  graceSide,
  impulses: 0,
  naval,
  conflict,
  gold: g,
  effects: [],
  source: PUBLISHED('Destiny cards, turn 1'),
});

/** The three turn-1 Destiny cards (4.3.1). */
export const TURN1_CARDS: readonly DestinyCard[] = [
  d1(
    17,
    [
      { ...r(1, 4), area: 15 },
      { ...r(5, 5), area: 11 },
      { ...r(6, 6), area: 8 },
    ],
    'spanish',
    false,
    false,
    gold(r(1, 4), null, r(5, 6)),
  ),
  d1(
    18,
    [
      { ...r(1, 3), area: 15 },
      { ...r(4, 5), area: 11 },
      { ...r(6, 6), area: 8 },
    ],
    'indigenous',
    true,
    true,
    gold(r(1, 3), r(4, 4), r(5, 6)),
  ),
  d1(
    19,
    [
      { ...r(1, 3), area: 15 },
      { ...r(4, 4), area: 11 },
      { ...r(5, 6), area: 8 },
    ],
    'spanish',
    false,
    false,
    gold(r(1, 4), r(5, 5), r(6, 6)),
  ),
];

const d = (id: number, title: string, impulses: number, navalConflict: boolean, g: GoldRow[], effects: Effect[]): DestinyCard => ({
  id,
  title,
  impulses,
  naval: navalConflict,
  conflict: navalConflict,
  gold: g,
  effects,
  source: PUBLISHED('Destiny cards, turns 2-6'),
});

/** The twenty Destiny cards of turns 2-6 (4.3.2 I); five are drawn. */
export const DESTINY_CARDS: readonly DestinyCard[] = [
  d(20, 'Gran terremoto', 2, true, gold(r(1, 2), r(3, 4), r(5, 6)), [{ kind: 'earthquake', hit: r(2, 3), eliminate: r(4, 6) }]),
  d(21, 'Terremoto', 3, true, gold(r(1, 1), r(2, 4), r(5, 6)), [{ kind: 'earthquake', hit: r(4, 4), eliminate: r(5, 6) }]),
  d(22, 'El fin del mundo', 3, false, gold(r(1, 3), r(4, 4), r(5, 6)), [{ kind: 'earthquake', hit: r(2, 2), eliminate: r(3, 6) }]),
  d(23, 'La nobleza no trabaja', 3, false, gold(r(1, 2), r(3, 5), r(6, 6)), [{ kind: 'restriction', restriction: 'noNaval' }]),
  d(24, 'Broma en el casco', 3, true, gold(r(1, 3), r(4, 5), r(6, 6)), [{ kind: 'restriction', restriction: 'broma' }]),
  d(25, 'Anacaona princesa taína', 5, true, gold(r(1, 3), r(4, 4), r(5, 6)), [
    {
      kind: 'anacaona',
      rows: [
        { ...r(1, 2), area: 6 },
        { ...r(3, 4), area: 7 },
        { ...r(5, 6), area: 8 },
      ],
    },
  ]),
  d(26, 'Los hijos de Caonabó', 4, true, gold(r(1, 4), r(5, 5), r(6, 6)), [{ kind: 'hijos' }]),
  d(27, 'Conversiones religiosas', 2, false, gold(r(1, 3), r(4, 5), r(6, 6)), [
    { kind: 'conversions', convert: r(1, 3), taino: r(4, 5), carib: r(6, 6), maxStack: 4 },
  ]),
  d(28, 'Negociaciones de Colón', 3, false, gold(r(1, 3), r(4, 5), r(6, 6)), [{ kind: 'negotiations', hit: r(1, 3), soldiers: 2 }]),
  d(29, 'Paraíso terrenal', 3, true, gold(r(1, 4), r(5, 5), r(6, 6)), [{ kind: 'paradise' }]),
  d(30, '¿Estamos en Catay?', 4, true, gold(r(1, 4), null, r(5, 6)), [
    { kind: 'ifSpanishControls', areas: [1, 10], then: [{ kind: 'royalSupport', delta: 1 }], else: [{ kind: 'royalSupport', delta: -1 }] },
  ]),
  d(31, 'El oro de Cibao', 3, false, gold(r(1, 4), null, r(5, 6)), [
    {
      kind: 'ifSpanishControls',
      areas: [6, 7, 8],
      else: [],
      then: [
        {
          kind: 'dieTable',
          rows: [
            { ...r(1, 3), effects: [{ kind: 'royalSupport', delta: 1 }] },
            { ...r(4, 6), effects: [{ kind: 'royalSupport', delta: -1 }] },
          ],
        },
      ],
    },
  ]),
  d(32, 'La leyenda de Jaragua', 2, false, gold(r(1, 3), r(4, 5), r(6, 6)), [{ kind: 'perArea', areas: [6, 7, 8], spanish: 1, indigenous: -1 }]),
  d(33, 'Crueldad', 4, false, gold(r(1, 2), r(3, 5), r(6, 6)), [{ kind: 'cruelty', hit: r(1, 3) }]),
  d(34, 'Tierra firme', 2, true, gold(r(1, 1), r(2, 4), r(5, 6)), [
    {
      kind: 'ifSpanishControls',
      areas: [1, 2, 3, 4, 5],
      else: [],
      then: [
        {
          kind: 'dieTable',
          rows: [
            {
              ...r(1, 3),
              effects: [
                { kind: 'royalSupport', delta: 2 },
                { kind: 'settlersInControlled', areas: [1, 2, 3, 4, 5], count: 2 },
              ],
            },
            {
              ...r(4, 6),
              effects: [
                { kind: 'royalSupport', delta: -2 },
                { kind: 'loseSoldiers', count: 1 },
                { kind: 'loseSettlers', count: 1 },
              ],
            },
          ],
        },
      ],
    },
  ]),
  d(35, '¿Isla o continente?', 4, true, gold(r(1, 1), r(2, 4), r(5, 6)), [
    {
      kind: 'countRoll',
      areas: [1, 2, 3, 4, 5],
      success: [{ kind: 'royalSupport', delta: 2 }],
      failure: [
        { kind: 'royalSupport', delta: -1 },
        { kind: 'loseSoldiers', count: 1 },
      ],
    },
  ]),
  d(36, 'Clima tropical', 5, true, gold(r(1, 2), r(3, 4), r(5, 6)), [{ kind: 'tropicalClimate', hit: r(1, 3), restore: r(4, 5) }]),
  d(37, 'La salud de Colón', 3, false, gold(r(1, 2), r(3, 4), r(5, 6)), [{ kind: 'colonHealth', activate: r(1, 3) }]),
  d(38, 'Intrigas contra Colón', 4, false, gold(r(1, 2), r(3, 4), r(5, 6)), [{ kind: 'intrigue', loss: 2 }]),
  d(39, 'Eclipse lunar', 3, true, gold(r(1, 3), r(4, 4), r(5, 6)), [{ kind: 'eclipse' }]),
];

/** Card 40, Testamento de Colón (4.1 step 16, optional): applied when Colón is eliminated. */
export const TESTAMENT = {
  id: 40,
  royalSupportThreshold: 6,
  vpIfHigh: 1,
  vpIfLow: -1,
  vpThreshold: 10,
  soldiers: 2,
  royalSupport: 1,
  settlers: 2,
  source: PUBLISHED('Card 40, Testamento de Colón') as Source,
};

const rangeSchema = { min: z.number().check(z.int(), z.gte(1), z.lte(6)), max: z.number().check(z.int(), z.gte(1), z.lte(6)) };
export const destinyCardSchema = z.strictObject({
  id: z.number().check(z.int(), z.gte(17), z.lte(39)),
  title: z.string().check(z.minLength(1)),
  landing: z.optional(z.array(z.strictObject({ ...rangeSchema, area: z.number().check(z.int(), z.gte(1), z.lte(15)) }))),
  graceSide: z.optional(z.enum(['spanish', 'indigenous'])),
  impulses: z.number().check(z.int(), z.gte(0), z.lte(5)),
  naval: z.boolean(),
  conflict: z.boolean(),
  gold: z.array(z.strictObject({ ...rangeSchema, delta: z.number().check(z.int(), z.gte(-1), z.lte(1)) })),
  effects: z.array(z.looseObject({ kind: z.string() })),
  source: sourceSchema,
});
export const eventCardSchema = z.strictObject({
  id: z.number().check(z.int(), z.gte(1), z.lte(16)),
  side: z.enum(['spanish', 'indigenous']),
  title: z.string().check(z.minLength(1)),
  vrr: z.number().check(z.int(), z.gte(0), z.lte(9)),
  overstack: z.boolean(),
  effects: z.array(z.looseObject({ kind: z.string() })).check(z.minLength(1)),
  source: sourceSchema,
});

export const EVENT_BY_ID: ReadonlyMap<number, EventCard> = new Map(EVENT_CARDS.map((c) => [c.id, c]));
export const DESTINY_BY_ID: ReadonlyMap<number, DestinyCard> = new Map([...TURN1_CARDS, ...DESTINY_CARDS].map((c) => [c.id, c]));
