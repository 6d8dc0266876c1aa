/**
 * Taifa's position format (contract: `position`, `setup({ seed, position })`): what is where
 * (castles and garrisons 2.2, hands and the bots' deployed cards 9.1, the card bonus 7, the decks,
 * discards and permanent events 5.4 and 6), the turn and round (4), El Cid's Tregua (10.2), and
 * where play stands (`at`, position-points.ts: a round 5, an attack's stage 5.1.2-5.1.6, El Cid's Tregua 10.2),
 * written by area number, kingdom id and card id so a person can write one by hand.
 * `docs/rules-questions-taifa.md` explains how.
 */
import * as z from '../../core/schema.js';
import type { At } from '../../core/index.js';
import { taifaPoints } from './position-points.js';
import { KINGDOM_IDS, type KingdomId } from './data/kingdoms.js';
import { AREA_COUNT, CARD_COUNT } from './tables.js';
import type { TaifaScenario } from './types.js';

/** One kingdom's cards and markers in a position; every field omitted comes from the standard set-up. */
export interface TaifaPositionKingdom {
  /**
   * Its hand, card ids (for a bot, its face-down pile, top first, 9.1): the whole hand.
   * Omitted: dealt at random from the free cards of its deck, as many as it draws at the start of
   * a turn without bonus (8, or its El Cid number, 10.2), as the standard set-up deals it (3.1).
   */
  readonly hand?: readonly number[] | undefined;
  /** A bot's Troop cards deployed face up, its army (9.1). Omitted: none. A person has none. */
  readonly army?: readonly number[] | undefined;
  /** A bot's Response cards deployed face up, in the order drawn (9.1). Omitted: none. A person has none. */
  readonly ready?: readonly number[] | undefined;
  /** The card bonus, -2..+2 (7). Omitted: 0. */
  readonly bonus?: number | undefined;
  /** A person's cards kept from the last turn, as recorded at the start of this turn (5.6, 7). Omitted: 0; a bot's is 0. */
  readonly kept?: number | undefined;
}

/** A permanent event face up for the turn (5.4): a Tregua. */
export interface TaifaPositionPermanent {
  /** The card id. */
  readonly card: number;
  /** The kingdom that played it. */
  readonly by: KingdomId;
  /** The kingdom it targets (the one that may not attack `by`), or null. */
  readonly target: KingdomId | null;
}

/** A Response card placed face down on one side of a pending attack (5.1.2-5.1.4). */
export interface TaifaPositionPlaced {
  /** The card id. */
  readonly card: number;
  /** The kingdom that placed it (from its hand, or a bot from its deployed cards). */
  readonly by: KingdomId;
  /** The side it helps. */
  readonly side: 'attack' | 'defence';
}

/** How an ended game ended (8, 10.3): the game is over and nobody decides. */
export interface TaifaPositionResult {
  /** The winning kingdoms (several on a tie the card bonus does not break). */
  readonly winners: readonly KingdomId[];
  /** Why, in a sentence (`outcome().reason`). */
  readonly reason: string;
}

/**
 * A Taifa position, written by hand or given by `taifa.position(state)`. Every field is optional:
 * what is omitted comes from the standard set-up of the scenario (3.1, 10.1). Every list given
 * is that place's whole content, in order, but a deck: a deck given lists its top cards, and the
 * free cards of its religion (those the position puts nowhere) lie under them, shuffled by the
 * seed. A free card goes where the standard set-up puts it: into a hand the position omits (dealt
 * as in the set-up), El Cid's own Tregua out of the game (10.2), else its deck.
 */
export interface TaifaPosition {
  /**
   * What the position omits of what the set-up deals: `'standard'` (default), each omitted hand
   * dealt from the shuffled deck as at set-up (3.1); `'empty'`, an omitted hand holds no card. The
   * deployment, the decks and the rest are the scenario's either way.
   */
  readonly omitted?: 'standard' | 'empty' | undefined;
  /** `'standard'` (default) or `'el-cid'`. */
  readonly scenario?: TaifaScenario | undefined;
  /** The kingdoms played by people; the others are bots (3). Omitted: as `setup`'s `players`. */
  readonly players?: readonly KingdomId[] | undefined;
  /** El Cid only: the Almoravid draw size (12 by default; the difficulty tip of 10.3). */
  readonly almoravidCards?: number | undefined;
  /** The turn, 1-3 (4). Omitted: 1. */
  readonly turn?: number | undefined;
  /** The kingdom whose round it is (4.3). Omitted: the first in the order of play. */
  readonly current?: KingdomId | undefined;
  /** How many kingdoms have passed in a row, fewer than the kingdoms at the table (4.4). Omitted: 0. */
  readonly passes?: number | undefined;
  /**
   * Who holds each area, by area number (`{ "12": "castilla", "30": "independent" }`): a castle of
   * that kingdom, or none. Areas omitted keep the scenario's deployment (3.1, 10.1); an area out of
   * play in El Cid (west of the line, 10.1) cannot be given.
   */
  readonly owners?: Readonly<Record<string, KingdomId | 'independent'>> | undefined;
  /** The areas (numbers) with a garrison marker (2.2): each held by a kingdom. Omitted: none. */
  readonly garrisons?: readonly number[] | undefined;
  /** Each kingdom's cards and markers, by kingdom id; kingdoms omitted take every default. */
  readonly kingdoms?: Partial<Readonly<Record<KingdomId, TaifaPositionKingdom>>> | undefined;
  /** The draw piles, top first; each lists its top cards, the free cards of its religion under them. */
  readonly decks?:
    | {
        /** The Christian deck's top cards. */
        readonly christian?: readonly number[] | undefined;
        /** The Muslim deck's top cards. */
        readonly muslim?: readonly number[] | undefined;
      }
    | undefined;
  /** The discard pile, face up, last discarded last (5.5, 5.1.7). Omitted: empty. */
  readonly discard?: readonly number[] | undefined;
  /** Cards out of the game (5.4), and in El Cid his Tregua (10.2). Omitted: none but El Cid's Tregua. */
  readonly removed?: readonly number[] | undefined;
  /** Permanent events face up this turn (5.4). Omitted: none. */
  readonly permanents?: readonly TaifaPositionPermanent[] | undefined;
  /** El Cid only: the kingdom under his Tregua this turn (10.2), or null. Omitted: null. */
  readonly cidTruce?: KingdomId | null | undefined;
  /**
   * Where play stands (position-points.ts): `{ point: 'round' }`, the round of `current`; an
   * attack's stage (`{ point: 'attack-defend', area: 12, troops: [3, 7] }`, the attacker being
   * `current`); or El Cid's Tregua (`{ point: 'truce' }`). Omitted: the start of the round of
   * `current`; `[]` (or omitted) for an ended game.
   */
  readonly at?: At | undefined;
  /** Given only for an ended game: who won and why; then no decision is pending. */
  readonly result?: TaifaPositionResult | undefined;
}

const kingdomId = z.enum(KINGDOM_IDS);
const cardId = z.number().check(
  z.int(),
  z.refine((c) => c >= 0 && c < CARD_COUNT, { error: (issue) => `card ${String(issue.input)} does not exist (cards are 0-${CARD_COUNT - 1})` }),
);
const cards = z.array(cardId);
const areaNumber = z.number().check(z.int(), z.gte(1), z.lte(AREA_COUNT));

const kingdomShape = z.strictObject({
  hand: z.optional(cards),
  army: z.optional(cards),
  ready: z.optional(cards),
  bonus: z.optional(z.number().check(z.int(), z.gte(-2), z.lte(2))),
  kept: z.optional(z.number().check(z.int(), z.gte(0))),
});

/** The position as its schema infers it (`taifaPositionSchema` is the same schema, typed by `TaifaPosition`). */
export const positionShape = z.strictObject({
  omitted: z.optional(z.enum(['standard', 'empty'])),
  scenario: z.optional(z.enum(['standard', 'el-cid'])),
  players: z.optional(z.array(kingdomId)),
  almoravidCards: z.optional(z.number().check(z.int(), z.gte(1), z.lte(20))),
  turn: z.optional(z.number().check(z.int(), z.gte(1), z.lte(3))),
  current: z.optional(kingdomId),
  passes: z.optional(z.number().check(z.int(), z.gte(0))),
  owners: z.optional(z.record(z.string(), z.union([kingdomId, z.literal('independent')]))),
  garrisons: z.optional(z.array(areaNumber)),
  kingdoms: z.optional(z.partialRecord(kingdomId, kingdomShape)),
  decks: z.optional(z.strictObject({ christian: z.optional(cards), muslim: z.optional(cards) })),
  discard: z.optional(cards),
  removed: z.optional(cards),
  permanents: z.optional(z.array(z.strictObject({ card: cardId, by: kingdomId, target: z.nullable(kingdomId) }))),
  cidTruce: z.optional(z.nullable(kingdomId)),
  at: z.optional(taifaPoints.schema),
  result: z.optional(z.strictObject({ winners: z.array(kingdomId).check(z.minLength(1)), reason: z.string() })),
});

/** The schema of {@link TaifaPosition} (`taifa.schemas.position`). */
export const taifaPositionSchema: z.Type<TaifaPosition> = positionShape as unknown as z.Type<TaifaPosition>;
