/**
 * Mar y Acero's position format (contract: `position`, `setup({ seed, position })`): a position
 * a person can write by hand, read by `setup` and written back by `marYAcero.position`. It covers
 * 4.1 (set-up: what an omitted field defaults to), 4.2 (pieces, bags, stacking, control, VP),
 * 4.3 (turn, phases, impulses), 4.5 (Divine Grace/Yaya) and rule 5 (the solitaire part).
 *
 * Pieces are written as tokens: `'<kind>[-<number>][*][@<side>]'`, e.g. `'jinete-7'`, `'tama*'`
 * (reduced), `'guacanagari@indigenous'` (Guacanagarí after he changed sides, 4.3.2 V). A unit's
 * id in the state is `<kind>-<number>`, the number the one the token gives, or a new one; a
 * leader's id is its kind (`'colon'`). A rules lawyer's actions name these ids.
 * @module
 */
import * as z from '../../core/schema.js';
import type { At } from '../../core/index.js';
import { myaPoints } from './position-points.js';
import type { Side } from './data/units.js';
import {
  nitaynoPlanSchema,
  nitaynoTurnEffectsSchema,
  solitaireLevelSchema,
  type NitaynoPlan,
  type NitaynoTurnEffects,
  type SolitaireLevel,
} from './nitayno/state.js';

/** One area of the map in a position: its pieces (tokens) and its markers. */
export interface MyaAreaPosition {
  /** The pieces, as tokens (`'jinete-7'`, `'tama*'`), in the order they arrived; omitted: none. */
  readonly pieces?: readonly string[];
  /** 4.4.3: the parchment still hides the 2-VP box; omitted: as at set-up (true on the five 2-VP areas 1, 2, 7, 8, 9). */
  readonly parchment?: boolean;
  /** 4.4.2: a Spanish palisade (empalizada); omitted: none. */
  readonly palisade?: boolean;
  /** 4.4.2: a Spanish citadel (ciudadela); omitted: none. */
  readonly citadel?: boolean;
  /** Card 25: Anacaona's marker and the side it shows; omitted: not here. */
  readonly anacaona?: Side | null;
  /**
   * 4.2: a side stands here over the stacking limit of 3 units (leaders do not count), which the
   * rules allow only after an over-stacking deployment or during an extended move. Without this
   * mark such an area is refused.
   */
  readonly overstacked?: boolean;
}

/** How an ended game ended (4.6): then `at` is `[]`. */
export interface MyaResult {
  /** The side that won. */
  readonly winner: Side;
  /** Why, in a sentence. */
  readonly reason: string;
  /** The grade of the victory (4.6): `'decisive'`, `'important'` or `'minor'`. */
  readonly level: 'decisive' | 'important' | 'minor';
}

/** The solitaire part of a position (rule 5); each omitted field as at set-up (5.2), decks shuffled by the seed. */
export interface MyaSolitairePosition {
  /** 5.2 (13.1): the face-down turn-2 Nitayno deck (41-43), top first. */
  readonly turn2Deck?: readonly number[];
  /** 5.2 (13.1): the face-down turns 3-6 Nitayno deck (44-52), top first. */
  readonly laterDeck?: readonly number[];
  /** 5.2 (11): the Nitayno's face-down Indigenous Event deck (1-8), top first. */
  readonly eventDeck?: readonly number[];
  /** 5.3.2: the Nitayno card revealed this turn; omitted: none. */
  readonly card?: number | null;
  /** 5.3.2/5.3.5: the card whose turn-6 instruction the last impulse follows; omitted: none. */
  readonly finalCard?: number | null;
  /** 5.2 (15.1): the area of the Objetivo marker (card 46); omitted: beside the map. */
  readonly target?: number | null;
  /** 5.3.2: what this turn's Nitayno card changes for the turn; omitted: nothing. */
  readonly effects?: NitaynoTurnEffects;
  /** The procedure the Nitayno is carrying out (with `at` inside it, as frames); omitted: none. */
  readonly plan?: NitaynoPlan | null;
}

/**
 * A position of Mar y Acero, written by hand or by `marYAcero.position`. Every field may be
 * omitted: it then takes its value from the standard set-up of the mode (4.1, 5.2) with the
 * seed, adjusted to the turn and decision given (see each field). `setup({ seed, position: {} })`
 * is `setup({ seed })`.
 */
export interface MyaPosition {
  /** 'two-player' (default) or 'solitaire' against the Nitayno (rule 5). */
  readonly mode?: 'two-player' | 'solitaire';
  /** Solitaire difficulty (5.4): 0 (default), 1, 2. */
  readonly level?: SolitaireLevel;
  /** The optional rules (4.1 step 16); none by default. */
  readonly optionalRules?: {
    /** Card 40, Testamento de Colón. */
    readonly testament?: boolean;
  };
  /**
   * What the position omits: `'standard'` (default), dealt as at set-up with the seed (4.1: an
   * omitted area gets its random Indigenous unit, the hands their five cards, Colón and three
   * soldiers wait beside the ships at the start of turn 1); `'empty'`, nothing there: an omitted
   * area is empty, an omitted hand holds no card, nothing is off the map. The decks are the
   * decks either way (shuffled by the seed, less the cards the position places).
   */
  readonly omitted?: 'standard' | 'empty';
  /** The turn, 1-6; default 1. */
  readonly turn?: number;
  /**
   * Where play stands, by the game's decision points (position-points.ts): a decision alone on its
   * standard frames (`{ point: 'impulse', seat: 'spanish' }`, `{ point: 'event-choice', seat:
   * 'indigenous' }`, `{ point: 'turn-start' }`), or every frame bottom first, the last the decision
   * pending (inside an activation, a combat round, a card's effects). Default: turn 1 from its
   * start (`{ point: 'turn-start' }`, exactly the standard set-up); turns 2-6 at a new round of
   * impulses (`{ point: 'impulse', seat: 'indigenous' }`); `[]` with `result`.
   */
  readonly at?: At;
  /** An ended game's result (4.6), with `at: []`; omitted: the game goes on. */
  readonly result?: MyaResult;
  /** The VP marker, 0-20 (Spanish VP; the Indigenous have 20 minus it). Default: counted from `control` (4.4.1 B: 1 VP an area, 2 once its parchment is lifted). */
  readonly vp?: number;
  /** The Royal Support track, 0-10; default 3 (4.1 step 8). */
  readonly royalSupport?: number;
  /** 4.5: the side the Divine Grace/Yaya marker shows and whether it was used in this window and this turn; default Divine Grace, unused. */
  readonly grace?: {
    /** `spanish` Divine Grace, `indigenous` Yaya. */
    readonly side: Side;
    /** Used in the current phase or impulse; default false. */
    readonly usedWindow?: boolean;
    /** Used this turn; default false. */
    readonly usedTurn?: boolean;
  };
  /**
   * The Impulse track, 0-5 a side: the impulses left after those of the current round (the track
   * moves at the start of each round, 4.3.2 IV). Default: after the Destiny phase, the Destiny
   * card's impulses (less one at the start of a round of impulses); else 0.
   */
  readonly impulses?: {
    /** The Spanish impulses left. */
    readonly spanish: number;
    /** The Indigenous impulses left. */
    readonly indigenous: number;
  };
  /**
   * The Destiny card in force (17-19 in turn 1, 20-39 later), or null. Default: none at the
   * start of a turn; else the next card of the Destiny deck (turn 1: the turn-1 deck).
   */
  readonly destiny?: number | null;
  /** The turn-1 Destiny deck (17-19), top first. Default: as shuffled at set-up, without the card turned in turn 1 once it is turned. */
  readonly turn1Deck?: readonly number[];
  /**
   * The Destiny deck (20-39), top first. Default: as shuffled at set-up, without the cards the
   * position places elsewhere and the cards turned in the turns before (one a turn from turn 2).
   */
  readonly destinyDeck?: readonly number[];
  /** Each side's Event cards in hand (Spanish 9-16, Indigenous 1-8; none in solitaire). Default: the five dealt at set-up, without cards placed elsewhere. */
  readonly hands?: {
    /** The Spanish hand. */
    readonly spanish?: readonly number[];
    /** The Indigenous hand. */
    readonly indigenous?: readonly number[];
  };
  /** The Event cards chosen this turn (4.3.2 II); default none. */
  readonly played?: {
    /** The Spanish card, or null. */
    readonly spanish?: number | null;
    /** The Indigenous card, or null. */
    readonly indigenous?: number | null;
  };
  /** Whether both Event cards were revealed this turn (4.3.2 II). Default: true at `impulse`, else false. */
  readonly revealed?: boolean;
  /** Card 23 / 24: the Destiny card's restriction for the turn (only with that card in force); default 'none'. */
  readonly restriction?: 'none' | 'noNaval' | 'broma';
  /**
   * The map by area number `'1'`-`'15'`: a list of piece tokens, or an object with its pieces and
   * markers. An omitted area is as at set-up (one Indigenous unit drawn with the seed, 4.1 step 3);
   * `"4": []` empties it.
   */
  readonly map?: Readonly<Record<string, readonly string[] | MyaAreaPosition>>;
  /**
   * Who controlled each area when control was last settled (4.2), only where it differs from what
   * the map shows (an area with both sides, or pieces moved since). Default: as the map shows.
   */
  readonly control?: Readonly<Record<string, Side>>;
  /**
   * The counters left in the bags by unit kind (4.2). Always the counter mix less the counters
   * on the map, off it and in the stack: given, it must say so (a check); default: counted.
   */
  readonly bags?: Readonly<Record<string, number>>;
  /**
   * Colón off the map (4.1 step 4, cards 14/16/38): 'ships', 'map', 'prison', 'aside' or
   * 'eliminated'. Default: 'map' when on the map, 'ships' (turn 1 start) or 'prison' when in
   * `offMap`; Colón nowhere must be written 'eliminated'.
   */
  readonly colon?: 'ships' | 'map' | 'prison' | 'aside' | 'eliminated';
  /** Pieces off the map (tokens): Colón and the soldiers beside the ships at turn 1, Colón in prison or aside. Default: at the start of turn 1 as drawn at set-up; else none. */
  readonly offMap?: readonly string[];
  /** Leaders out of the game (4.2); default none ('colon' is added when `colon` is 'eliminated'). */
  readonly leadersOut?: readonly ('colon' | 'caonabo' | 'guacanagari' | 'hijos')[];
  /** Card 40: the VP bonus or malus kept once Colón died; default none. */
  readonly testament?: number | null;
  /** The number the next unit drawn takes; default one more than the highest in use. */
  readonly nextId?: number;
  /** The solitaire part (rule 5), only with `mode: 'solitaire'`. */
  readonly solitaire?: MyaSolitairePosition;
}

const side = z.enum(['spanish', 'indigenous']);
const card = z.number().check(z.int(), z.gte(1), z.lte(52));
const cards = z.array(card);
const token = z.string().check(z.minLength(1));

const areaPositionSchema = z.strictObject({
  pieces: z.optional(z.array(token)),
  parchment: z.optional(z.boolean()),
  palisade: z.optional(z.boolean()),
  citadel: z.optional(z.boolean()),
  anacaona: z.optional(z.nullable(side)),
  overstacked: z.optional(z.boolean()),
});

const solitairePositionSchema = z.strictObject({
  turn2Deck: z.optional(cards),
  laterDeck: z.optional(cards),
  eventDeck: z.optional(cards),
  card: z.optional(z.nullable(card)),
  finalCard: z.optional(z.nullable(card)),
  target: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(15)))),
  effects: z.optional(nitaynoTurnEffectsSchema),
  plan: z.optional(z.nullable(nitaynoPlanSchema)),
});

/** The schema of {@link MyaPosition} (shapes and ranges; `setup` checks the rest with each bad path named). */
export const myaPositionSchema = z.strictObject({
  mode: z.optional(z.enum(['two-player', 'solitaire'])),
  level: z.optional(solitaireLevelSchema),
  optionalRules: z.optional(z.strictObject({ testament: z.optional(z.boolean()) })),
  omitted: z.optional(z.enum(['standard', 'empty'])),
  turn: z.optional(z.number().check(z.int(), z.gte(1, 'a turn is 1-6'), z.lte(6, 'a turn is 1-6'))),
  at: z.optional(myaPoints.schema),
  result: z.optional(z.strictObject({ winner: side, reason: z.string(), level: z.enum(['decisive', 'important', 'minor']) })),
  vp: z.optional(z.number().check(z.int(), z.gte(0), z.lte(20))),
  royalSupport: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10))),
  grace: z.optional(z.strictObject({ side, usedWindow: z.optional(z.boolean()), usedTurn: z.optional(z.boolean()) })),
  impulses: z.optional(z.strictObject({ spanish: z.number().check(z.int(), z.gte(0), z.lte(5)), indigenous: z.number().check(z.int(), z.gte(0), z.lte(5)) })),
  destiny: z.optional(z.nullable(z.number().check(z.int(), z.gte(17), z.lte(39)))),
  turn1Deck: z.optional(cards),
  destinyDeck: z.optional(cards),
  hands: z.optional(z.strictObject({ spanish: z.optional(cards), indigenous: z.optional(cards) })),
  played: z.optional(z.strictObject({ spanish: z.optional(z.nullable(card)), indigenous: z.optional(z.nullable(card)) })),
  revealed: z.optional(z.boolean()),
  restriction: z.optional(z.enum(['none', 'noNaval', 'broma'])),
  map: z.optional(z.record(z.string(), z.union([z.array(token), areaPositionSchema]))),
  control: z.optional(z.record(z.string(), side)),
  bags: z.optional(z.record(z.string(), z.number().check(z.int(), z.gte(0)))),
  colon: z.optional(z.enum(['ships', 'map', 'prison', 'aside', 'eliminated'])),
  offMap: z.optional(z.array(token)),
  leadersOut: z.optional(z.array(z.enum(['colon', 'caonabo', 'guacanagari', 'hijos']))),
  testament: z.optional(z.nullable(z.number().check(z.int()))),
  nextId: z.optional(z.number().check(z.int(), z.gte(1))),
  solitaire: z.optional(solitairePositionSchema),
}) as unknown as z.Type<MyaPosition>;
