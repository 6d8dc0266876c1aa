/**
 * The 12 Nitayno cards of the solitaire mode (rule 5.2): three for turn 2 (41-43, a d6 on
 * the row chosen by the VP marker) and nine for turns 3-6 (44-52, a row by VP with no die,
 * and the instruction for the Nitayno's last impulse of turn 6).
 * Transcribed from shared/data/mar-y-acero.md; card 46 is missing there and is reconstructed.
 */
import * as z from '../../../core/schema.js';

import { sourceSchema as dataSourceSchema, type Source as DataSource } from './source.js';

/** The bags a Nitayno card adds units from or removes units to. */
export type IndigenousBag = 'taino' | 'carib' | 'rebel';
export type SpanishBag = 'soldier' | 'settler';

/** The top event of a Nitayno card (5.3.2), applied when the card is revealed. */
export type NitaynoEffect =
  | { readonly kind: 'nothing' }
  /** Royal Support moves by `delta` (track 0-10). */
  | { readonly kind: 'royal-support'; readonly delta: number }
  /** Spanish units from (delta > 0) or back to (delta < 0) their bag. */
  | { readonly kind: 'spanish-units'; readonly bag: SpanishBag; readonly delta: number }
  /** Indigenous units from (delta > 0) or back to (delta < 0) their bag. */
  | { readonly kind: 'indigenous-units'; readonly bag: IndigenousBag; readonly delta: number }
  /** A Spanish palisade built (+1) or removed (-1). */
  | { readonly kind: 'palisade'; readonly delta: 1 | -1 }
  /** A Spanish citadel removed. */
  | { readonly kind: 'citadel'; readonly delta: -1 }
  /** Colón takes one hit. */
  | { readonly kind: 'colon-hit' }
  /** A rule change that lasts this turn. */
  | { readonly kind: 'turn-effect'; readonly effect: 'navalDifficulty' | 'stackLimit4' | 'yaya' };

/** The bottom event of cards 44-52: the Nitayno's last impulse of turn 6 (5.3.2, 5.3.5). */
export type NitaynoFinalInstruction =
  /** A random Spanish area (area draw) loses its Spanish units but `keep` of them; leaders stay. */
  | { readonly kind: 'purge-area'; readonly keep: 0 | 1 }
  /** Every Spanish roll +`value` during this last impulse. */
  | { readonly kind: 'spanish-roll-bonus'; readonly value: number }
  /** Indigenous attack on `areas` 2-VP areas, each from up to 3 areas, adjacent or not, no movement limits. */
  | { readonly kind: 'assault-two-vp'; readonly areas: 1 | 2; readonly useTargetMarker: boolean }
  /** Every Taíno unit attacks or raids an area it can reach, no movement limits. */
  | { readonly kind: 'taino-onslaught' }
  /** Indigenous units from a bag, placed by the area draw. */
  | { readonly kind: 'indigenous-units'; readonly bag: IndigenousBag; readonly delta: number };

/** A d6 band of a turn-2 card row. */
export interface DieBand {
  readonly from: number;
  readonly to: number;
  readonly effect: NitaynoEffect;
}

export interface Turn2NitaynoCard {
  readonly id: number;
  readonly deck: 'turn2';
  /** Rows for the VP marker at 1, 2 and 3 (5.3.2); each a d6 table. */
  readonly rows: { readonly vp1: readonly DieBand[]; readonly vp2: readonly DieBand[]; readonly vp3: readonly DieBand[] };
  readonly source: DataSource;
}

export interface LaterNitaynoCard {
  readonly id: number;
  readonly deck: 'later';
  /** Rows by the VP marker: 6 or less, 7 to 11, 12 or more (5.3.2). */
  readonly rows: { readonly low: NitaynoEffect; readonly mid: NitaynoEffect; readonly high: NitaynoEffect };
  readonly final: NitaynoFinalInstruction;
  readonly source: DataSource;
}

export type NitaynoCard = Turn2NitaynoCard | LaterNitaynoCard;

const PUB = 'shared/data/mar-y-acero.md, Nitayno cards (solitaire)';
const nothing: NitaynoEffect = { kind: 'nothing' };
const rs = (delta: number): NitaynoEffect => ({ kind: 'royal-support', delta });
const spa = (bag: SpanishBag, delta: number): NitaynoEffect => ({ kind: 'spanish-units', bag, delta });
const ind = (bag: IndigenousBag, delta: number): NitaynoEffect => ({ kind: 'indigenous-units', bag, delta });
const band = (from: number, to: number, effect: NitaynoEffect): DieBand => ({ from, to, effect });

export const TURN2_NITAYNO_CARDS: readonly Turn2NitaynoCard[] = [
  {
    id: 41,
    deck: 'turn2',
    rows: {
      vp1: [band(1, 2, spa('soldier', 1)), band(3, 4, rs(1)), band(5, 6, nothing)],
      vp2: [band(1, 3, rs(1)), band(4, 6, ind('taino', 2))],
      vp3: [band(1, 3, ind('taino', -1)), band(4, 6, nothing)],
    },
    source: { kind: 'published', note: `${PUB}, card 41` },
  },
  {
    id: 42,
    deck: 'turn2',
    rows: {
      vp1: [band(1, 1, spa('soldier', 1)), band(2, 4, rs(1)), band(5, 6, nothing)],
      vp2: [band(1, 2, rs(1)), band(3, 4, ind('taino', 2)), band(5, 6, ind('carib', 2))],
      vp3: [band(1, 4, ind('taino', -1)), band(5, 6, nothing)],
    },
    source: { kind: 'published', note: `${PUB}, card 42` },
  },
  {
    id: 43,
    deck: 'turn2',
    rows: {
      vp1: [band(1, 2, spa('soldier', 1)), band(3, 5, rs(1)), band(6, 6, nothing)],
      vp2: [band(1, 2, rs(1)), band(3, 3, ind('taino', 2)), band(4, 6, ind('carib', 2))],
      vp3: [band(1, 1, { kind: 'palisade', delta: 1 }), band(2, 2, ind('carib', -1)), band(3, 3, ind('taino', -1)), band(4, 6, nothing)],
    },
    source: { kind: 'published', note: `${PUB}, card 43` },
  },
];

const palisadeLoss: NitaynoEffect = { kind: 'palisade', delta: -1 };
const citadelLoss: NitaynoEffect = { kind: 'citadel', delta: -1 };
const yaya: NitaynoEffect = { kind: 'turn-effect', effect: 'yaya' };
const tainoOnslaught: NitaynoFinalInstruction = { kind: 'taino-onslaught' };

export const LATER_NITAYNO_CARDS: readonly LaterNitaynoCard[] = [
  {
    id: 44,
    deck: 'later',
    rows: { low: ind('taino', 1), mid: palisadeLoss, high: citadelLoss },
    final: { kind: 'purge-area', keep: 0 },
    source: { kind: 'published', note: `${PUB}, card 44` },
  },
  {
    id: 45,
    deck: 'later',
    rows: { low: ind('taino', 1), mid: palisadeLoss, high: citadelLoss },
    final: { kind: 'spanish-roll-bonus', value: 1 },
    source: { kind: 'published', note: `${PUB}, card 45` },
  },
  {
    id: 46,
    deck: 'later',
    rows: { low: ind('taino', 1), mid: palisadeLoss, high: citadelLoss },
    final: { kind: 'assault-two-vp', areas: 1, useTargetMarker: true },
    source: {
      kind: 'reconstructed',
      note:
        'card 46 is UNKNOWN in shared/data. Rows copied from its neighbours 44 and 45 (the deck pairs cards: 44=45, 48=49). ' +
        'Turn 6: rule 5.2 says the Objetivo marker serves card 46 only, so it is read as a marked target: the area draw ' +
        'puts the marker on a Spanish 2-VP area and the Indigenous attack it as on card 47.',
    },
  },
  {
    id: 47,
    deck: 'later',
    rows: { low: rs(-1), mid: { kind: 'colon-hit' }, high: spa('soldier', -2) },
    final: { kind: 'assault-two-vp', areas: 1, useTargetMarker: false },
    source: { kind: 'published', note: `${PUB}, card 47` },
  },
  {
    id: 48,
    deck: 'later',
    rows: { low: rs(-1), mid: rs(-2), high: yaya },
    final: { kind: 'assault-two-vp', areas: 2, useTargetMarker: false },
    source: { kind: 'published', note: `${PUB}, card 48` },
  },
  {
    id: 49,
    deck: 'later',
    rows: { low: rs(-1), mid: rs(-2), high: yaya },
    final: tainoOnslaught,
    source: { kind: 'published', note: `${PUB}, card 49` },
  },
  {
    id: 50,
    deck: 'later',
    rows: {
      low: spa('settler', -2),
      mid: { kind: 'turn-effect', effect: 'navalDifficulty' },
      high: { kind: 'turn-effect', effect: 'stackLimit4' },
    },
    final: { kind: 'indigenous-units', bag: 'rebel', delta: 2 },
    source: { kind: 'published', note: `${PUB}, card 50` },
  },
  {
    id: 51,
    deck: 'later',
    rows: { low: nothing, mid: ind('taino', 3), high: ind('carib', 3) },
    final: tainoOnslaught,
    source: { kind: 'published', note: `${PUB}, card 51` },
  },
  {
    id: 52,
    deck: 'later',
    rows: { low: ind('taino', 1), mid: ind('taino', 2), high: ind('carib', 2) },
    final: { kind: 'purge-area', keep: 1 },
    source: { kind: 'published', note: `${PUB}, card 52` },
  },
];

export const NITAYNO_CARDS: readonly NitaynoCard[] = [...TURN2_NITAYNO_CARDS, ...LATER_NITAYNO_CARDS];

const CARD_BY_ID: ReadonlyMap<number, NitaynoCard> = new Map(NITAYNO_CARDS.map((c) => [c.id, c]));

export function nitaynoCard(id: number): NitaynoCard {
  const card = CARD_BY_ID.get(id);
  if (card === undefined) throw new RangeError(`no Nitayno card ${id} (41-52)`);
  return card;
}

// ---- schemas (checked by the tests, never on the hot path) ----

const effectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('nothing') }),
  z.strictObject({ kind: z.literal('royal-support'), delta: z.number().check(z.int(), z.gte(-3), z.lte(3)) }),
  z.strictObject({ kind: z.literal('spanish-units'), bag: z.enum(['soldier', 'settler']), delta: z.number().check(z.int(), z.gte(-3), z.lte(3)) }),
  z.strictObject({ kind: z.literal('indigenous-units'), bag: z.enum(['taino', 'carib', 'rebel']), delta: z.number().check(z.int(), z.gte(-3), z.lte(3)) }),
  z.strictObject({ kind: z.literal('palisade'), delta: z.union([z.literal(1), z.literal(-1)]) }),
  z.strictObject({ kind: z.literal('citadel'), delta: z.literal(-1) }),
  z.strictObject({ kind: z.literal('colon-hit') }),
  z.strictObject({ kind: z.literal('turn-effect'), effect: z.enum(['navalDifficulty', 'stackLimit4', 'yaya']) }),
]);

const finalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('purge-area'), keep: z.union([z.literal(0), z.literal(1)]) }),
  z.strictObject({ kind: z.literal('spanish-roll-bonus'), value: z.number().check(z.int(), z.gte(1), z.lte(2)) }),
  z.strictObject({ kind: z.literal('assault-two-vp'), areas: z.union([z.literal(1), z.literal(2)]), useTargetMarker: z.boolean() }),
  z.strictObject({ kind: z.literal('taino-onslaught') }),
  z.strictObject({ kind: z.literal('indigenous-units'), bag: z.enum(['taino', 'carib', 'rebel']), delta: z.number().check(z.int(), z.gte(1), z.lte(3)) }),
]);

const bandSchema = z.strictObject({
  from: z.number().check(z.int(), z.gte(1), z.lte(6)),
  to: z.number().check(z.int(), z.gte(1), z.lte(6)),
  effect: effectSchema,
});

/** A d6 row covers 1-6 exactly once, in order. */
const rowSchema = z.array(bandSchema).check(
  z.refine(
    (bands) => {
      let next = 1;
      for (const b of bands) {
        if (b.from !== next || b.to < b.from) return false;
        next = b.to + 1;
      }
      return next === 7;
    },
    { message: 'a d6 row must cover 1-6 in order without gaps or overlaps' },
  ),
);

export const turn2CardSchema = z.strictObject({
  id: z.number().check(z.int(), z.gte(41), z.lte(43)),
  deck: z.literal('turn2'),
  rows: z.strictObject({ vp1: rowSchema, vp2: rowSchema, vp3: rowSchema }),
  source: dataSourceSchema,
});

export const laterCardSchema = z.strictObject({
  id: z.number().check(z.int(), z.gte(44), z.lte(52)),
  deck: z.literal('later'),
  rows: z.strictObject({ low: effectSchema, mid: effectSchema, high: effectSchema }),
  final: finalSchema,
  source: dataSourceSchema,
});
