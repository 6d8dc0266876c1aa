import * as z from '../../../core/schema.js';
import { sourceSchema, type Source } from '../../../core/index.js';

/**
 * Cards (2.1) are data over a small vocabulary of effects the engine executes, so that an
 * owner of the game can write the real cards as data. The rulebook prints no card list:
 * the named cards keep what the rules and the publisher's FAQ say of them, and the rest
 * of each 40-card deck is reconstructed (see docs/data-provenance.md).
 */

/** Which kind of target an event needs (5.4): the `kingdom` or `area` of the `event` action. */
export type TargetKind =
  /** No target: the event applies to the kingdom that plays it. */
  | 'none'
  /** Any other kingdom in play. */
  | 'kingdom'
  /** Another kingdom owning an area connected to one of yours. */
  | 'bordering-kingdom'
  /** One of your own areas without a garrison. */
  | 'own-area'
  /** An area connected to yours, of another kingdom or independent, as an attack (5.1). */
  | 'bordering-area'
  /** An area of another kingdom connected to one of yours. */
  | 'enemy-bordering-area'
  /** Any area of another kingdom. */
  | 'enemy-area';

/** Every {@link TargetKind}, for the schema. */
export const TARGET_KINDS = ['none', 'kingdom', 'bordering-kingdom', 'own-area', 'bordering-area', 'enemy-bordering-area', 'enemy-area'] as const;

/** Where a Response card may be placed (5.1.2-5.1.4, 5.3). */
export interface ResponseUse {
  /** On the attacker's side of an attack (by the attacker, 5.1.2, or another kingdom, 5.1.3). */
  readonly attack: boolean;
  /** On the defender's side (by the defender, 5.1.4, or another kingdom, 5.1.3). */
  readonly defence: boolean;
  /** With an incursion, discarded with its Troop card (5.3; Campeón, FAQ). */
  readonly incursion: boolean;
}

/** What a Response card does once revealed. */
export type ResponseEffect =
  /** Extra dice for the side it was placed on (Campeón, Milicia). */
  | {
      /** Adds dice to its side's pool (5.2). */
      readonly kind: 'extra-dice';
      /** How many dice, 1 or more. */
      readonly dice: number;
    }
  /** Eliminates the attacker's strongest Troop card (Salida por sorpresa); nothing to cancel in an attack without troops. */
  | {
      /** Cancels the strongest attacking Troop card before the roll (5.2). */
      readonly kind: 'cancel-troop';
    };

/** What an Event card does (5.4). */
export type EventEffect =
  /** You draw cards (bots put them face down on top of their pile, 9.1). */
  | {
      /** Draw cards. */
      readonly kind: 'draw';
      /** How many cards the player draws (fewer if the deck runs out). */
      readonly count: number;
    }
  /** The target kingdom discards cards at random from its hand. */
  | {
      /** A raid on another kingdom's hand (Razzia). */
      readonly kind: 'raid';
      /** How many cards the target discards at random, face up. */
      readonly count: number;
    }
  /** Permanent: the target kingdom may not attack your areas this turn. */
  | {
      /** A Tregua: stays face up for the turn (5.4). */
      readonly kind: 'truce';
    }
  /** Place a garrison in the target area. */
  | {
      /** A garrison marker in one of the player's areas without one (2.2). */
      readonly kind: 'garrison';
    }
  /** Your card bonus changes (7). */
  | {
      /** A change of the player's card bonus (7). */
      readonly kind: 'bonus';
      /** Steps up (+) or down (-); the bonus stays within -2..+2. */
      readonly delta: number;
    }
  /**
   * An attack on the target area (5.1): `dice` added to the attack; `troops` whether Troop
   * cards may join; `responses` whether Response cards may be placed; `defenceDice` replaces
   * the area's defence and garrisons; `independence`: a win makes the area independent.
   */
  | {
      /** An attack made by the event (5.4 -> 5.1), with its face-down windows where allowed. */
      readonly kind: 'attack';
      /** Dice the event itself adds to the attack (0 or more). */
      readonly dice: number;
      /** Whether the attacker may add Troop cards face down (5.1.2). */
      readonly troops: boolean;
      /** Whether Response cards may be placed on either side (5.1.3-5.1.4). */
      readonly responses: boolean;
      /** Dice the defence rolls instead of the area's defence and garrisons; null for the usual defence (5.2). */
      readonly defenceDice: number | null;
      /** A win makes the area independent instead of the attacker's (Campaña de independiente). */
      readonly independence: boolean;
    };

/** A card design; a deck holds `count` copies. */
export type CardDef =
  /** A Troop card (tropas): strength in an attack, or the card discarded for an incursion (5.1.2, 5.3). */
  | {
      /** A stable key, unique in both decks: `ch-` Christian, `mu-` Muslim (`'ch-tregua'`). */
      readonly key: string;
      /** A Troop card. */
      readonly type: 'troop';
      /** The card's Spanish name (`'Mesnada'`); `cardName` adds the strength. */
      readonly name: string;
      /** Dice it adds to an attack (5.2), 1 or more; a bot's army attacks when it is above 3 in all (9.2). */
      readonly strength: number;
      /** Bears the ofensiva symbol: a bot that reveals it attacks with its army, or raids, or discards it (9.3). */
      readonly ofensiva: boolean;
      /** Copies in its deck. */
      readonly count: number;
      /** The card's text, in English. */
      readonly text: string;
      /** Where the card comes from: the rules, the FAQ, or reconstructed. */
      readonly source: Source;
    }
  /** A Response card (respuesta): placed face down in an attack or with an incursion (5.1.2-5.1.4, 5.3). */
  | {
      /** A stable key, unique in both decks: `ch-` Christian, `mu-` Muslim (a Response found in both decks has one key in each). */
      readonly key: string;
      /** A Response card. */
      readonly type: 'response';
      /** The card's Spanish name (`'Campeón'`, `'Salida por sorpresa'`). */
      readonly name: string;
      /** Where it may be placed. */
      readonly use: ResponseUse;
      /** What it does once revealed (5.1.5). */
      readonly effect: ResponseEffect;
      /** Copies in its deck. */
      readonly count: number;
      /** The card's text, in English. */
      readonly text: string;
      /** Where the card comes from: the rules, the FAQ, or reconstructed. */
      readonly source: Source;
    }
  /** An Event card (evento): played on its own as an action (5.4). */
  | {
      /** A stable key, unique in both decks: `ch-` Christian, `mu-` Muslim (`'ch-tregua'`). */
      readonly key: string;
      /** An Event card. */
      readonly type: 'event';
      /** The card's Spanish name (`'Tregua'`, `'Razzia'`, `'Campaña de independiente'`). */
      readonly name: string;
      /** The target it needs: the `kingdom` or `area` of the `event` action. */
      readonly target: TargetKind;
      /** What it does (5.4). */
      readonly effect: EventEffect;
      /** Bears the ofensiva symbol: a bot that reveals it attacks with its army, or raids, or discards it (9.3). */
      readonly ofensiva: boolean;
      /** Stays face up until the end of the turn, then is reshuffled (5.4, 6): the Tregua. */
      readonly permanent: boolean;
      /** Leaves the game once played instead of going to the discards (5.4). */
      readonly removedAfterUse: boolean;
      /** The italic text for bots (9.1) and, for areas, which ones a bot may choose; null: a bot plays it as printed. */
      readonly bot: {
        /** The italic text for bots, in English. */
        readonly text: string;
        /** Which target areas a bot may choose: any, or only the ends of invasion routes held by another kingdom (9.6). */
        readonly areas: 'any' | 'invasion-route';
      } | null;
      /** Copies in its deck. */
      readonly count: number;
      /** The card's text, in English. */
      readonly text: string;
      /** Where the card comes from: the rules, the FAQ, or reconstructed. */
      readonly source: Source;
    };

const responseEffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('extra-dice'), dice: z.number().check(z.int(), z.gte(1)) }),
  z.strictObject({ kind: z.literal('cancel-troop') }),
]);

const eventEffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('draw'), count: z.number().check(z.int(), z.gte(1)) }),
  z.strictObject({ kind: z.literal('raid'), count: z.number().check(z.int(), z.gte(1)) }),
  z.strictObject({ kind: z.literal('truce') }),
  z.strictObject({ kind: z.literal('garrison') }),
  z.strictObject({ kind: z.literal('bonus'), delta: z.number().check(z.int()) }),
  z.strictObject({
    kind: z.literal('attack'),
    dice: z.number().check(z.int(), z.gte(0)),
    troops: z.boolean(),
    responses: z.boolean(),
    defenceDice: z.nullable(z.number().check(z.int(), z.gte(0))),
    independence: z.boolean(),
  }),
]);

/** The schema of a {@link CardDef} (typed by it: the fields are documented there); the tests check every card with it. */
export const cardDefSchema: z.Type<CardDef> = z.discriminatedUnion('type', [
  z.strictObject({
    key: z.string().check(z.minLength(1)),
    type: z.literal('troop'),
    name: z.string().check(z.minLength(1)),
    strength: z.number().check(z.int(), z.gte(1)),
    ofensiva: z.boolean(),
    count: z.number().check(z.int(), z.gte(1)),
    text: z.string(),
    source: sourceSchema,
  }),
  z.strictObject({
    key: z.string().check(z.minLength(1)),
    type: z.literal('response'),
    name: z.string().check(z.minLength(1)),
    use: z.strictObject({ attack: z.boolean(), defence: z.boolean(), incursion: z.boolean() }),
    effect: responseEffectSchema,
    count: z.number().check(z.int(), z.gte(1)),
    text: z.string().check(z.minLength(1)),
    source: sourceSchema,
  }),
  z.strictObject({
    key: z.string().check(z.minLength(1)),
    type: z.literal('event'),
    name: z.string().check(z.minLength(1)),
    target: z.enum(TARGET_KINDS),
    effect: eventEffectSchema,
    ofensiva: z.boolean(),
    permanent: z.boolean(),
    removedAfterUse: z.boolean(),
    bot: z.nullable(z.strictObject({ text: z.string().check(z.minLength(1)), areas: z.enum(['any', 'invasion-route']) })),
    count: z.number().check(z.int(), z.gte(1)),
    text: z.string().check(z.minLength(1)),
    source: sourceSchema,
  }),
]);

const REC = (note: string): Source => ({ kind: 'reconstructed', note });
const TROOPS = REC('troop mix of a balanced 40-card deck: strengths 1-4, a few with the ofensiva symbol (9.3)');

function troop(key: string, name: string, strength: number, count: number, ofensiva = false): CardDef {
  return {
    key,
    type: 'troop',
    name,
    strength,
    ofensiva,
    count,
    text: `Troop, strength ${strength}${ofensiva ? ' (ofensiva)' : ''}`,
    source: TROOPS,
  };
}

/** Response cards shared by both decks (named by the rules and the FAQ). */
function responses(prefix: string): CardDef[] {
  return [
    {
      key: `${prefix}-campeon`,
      type: 'response',
      name: 'Campeón',
      use: { attack: true, defence: true, incursion: true },
      effect: { kind: 'extra-dice', dice: 2 },
      count: 2,
      text: 'Response: 2 extra dice in an attack, a defence or an incursion.',
      source: {
        kind: 'published',
        note: 'shared/data/taifa-facts.md: rulebook 11.1-11.2 and FAQ (2 dice; attack, defence, incursion); copies per deck reconstructed',
      },
    },
    {
      key: `${prefix}-milicia`,
      type: 'response',
      name: 'Milicia',
      use: { attack: false, defence: true, incursion: false },
      effect: { kind: 'extra-dice', dice: 2 },
      count: 3,
      text: "Response: 2 extra dice for the castle's defence; works against Campaña de independiente.",
      source: { kind: 'published', note: 'shared/data/taifa-facts.md: publisher FAQ; copies per deck reconstructed' },
    },
    {
      key: `${prefix}-salida`,
      type: 'response',
      name: 'Salida por sorpresa',
      use: { attack: false, defence: true, incursion: false },
      effect: { kind: 'cancel-troop' },
      count: 2,
      text: 'Response: eliminates one attacking Troop card (the strongest); does not work against Campaña de independiente.',
      source: { kind: 'published', note: 'shared/data/taifa-facts.md: publisher FAQ; which troop card (the strongest) and copies reconstructed' },
    },
    {
      key: `${prefix}-refuerzos`,
      type: 'response',
      name: 'Refuerzos',
      use: { attack: true, defence: true, incursion: false },
      effect: { kind: 'extra-dice', dice: 1 },
      count: 2,
      text: 'Response: 1 extra die in an attack or a defence.',
      source: REC('a smaller Campeón to fill the deck'),
    },
  ];
}

const CAMPANA: Omit<Extract<CardDef, { type: 'event' }>, 'key'> = {
  type: 'event',
  name: 'Campaña de independiente',
  target: 'enemy-area',
  effect: { kind: 'attack', dice: 3, troops: false, responses: true, defenceDice: null, independence: true },
  ofensiva: false,
  permanent: false,
  removedAfterUse: false,
  bot: { text: 'Bot: targets an invasion-route area that is neither its own nor independent (9.6).', areas: 'invasion-route' },
  count: 2,
  text: 'Event: roll 3 dice against an area of another kingdom (its defence, garrisons and Responses count as in an attack); if you win, the area becomes independent.',
  source: REC('an attack roll that can make an area independent (FAQ, rulebook 9.6); 3 dice and the copies reconstructed'),
};

const RAZZIA: Omit<Extract<CardDef, { type: 'event' }>, 'key'> = {
  type: 'event',
  name: 'Razzia',
  target: 'bordering-kingdom',
  effect: { kind: 'raid', count: 2 },
  ofensiva: false,
  permanent: false,
  removedAfterUse: false,
  bot: { text: 'Bot: chooses a bordering kingdom with cards in hand (9.5).', areas: 'any' },
  count: 1,
  text: 'Event: a kingdom you border discards 2 cards at random.',
  source: REC('named as an event usable against another kingdom (rulebook 10.2); effect reconstructed'),
};

/** The Christian deck (blue back, 2.1): 40 cards. */
export const CHRISTIAN_DECK: readonly CardDef[] = [
  troop('ch-peones', 'Peones', 1, 4),
  troop('ch-peones-of', 'Peones', 1, 2, true),
  troop('ch-mesnada', 'Mesnada', 2, 6),
  troop('ch-mesnada-of', 'Mesnada', 2, 2, true),
  troop('ch-caballeros', 'Caballeros', 3, 5),
  troop('ch-caballeros-of', 'Caballeros', 3, 1, true),
  troop('ch-caballeria', 'Caballería pesada', 4, 3),
  ...responses('ch'),
  {
    key: 'ch-tregua',
    type: 'event',
    name: 'Tregua',
    target: 'kingdom',
    effect: { kind: 'truce' },
    ofensiva: false,
    permanent: true,
    removedAfterUse: false,
    bot: { text: 'Bot: chooses the kingdom (9.5).', areas: 'any' },
    count: 1,
    text: 'Event (permanent): choose another kingdom; it may not attack your areas this turn (it may still play event cards against you).',
    source: REC(
      'Christian deck event (rulebook 10.2) whose effect forbids the chosen kingdom to attack; the scenario adds incursions and leaves every event card playable against El Cid',
    ),
  },
  { key: 'ch-razzia', ...RAZZIA },
  {
    key: 'ch-juicio',
    type: 'event',
    name: 'Juicio de Dios',
    target: 'enemy-bordering-area',
    effect: { kind: 'attack', dice: 1, troops: false, responses: false, defenceDice: 1, independence: false },
    ofensiva: false,
    permanent: false,
    removedAfterUse: true,
    bot: { text: 'Bot: chooses the area (9.5).', areas: 'any' },
    count: 1,
    text: 'Event (removed from the game): a trial by combat for an area of another kingdom bordering yours: one die against one die; more hits and the area is yours as if conquered.',
    source: REC('named as an event usable against another kingdom (rulebook 10.2); the ordeal effect reconstructed'),
  },
  { key: 'ch-campana', ...CAMPANA },
  {
    key: 'ch-leva',
    type: 'event',
    name: 'Leva',
    target: 'none',
    effect: { kind: 'draw', count: 2 },
    ofensiva: false,
    permanent: false,
    removedAfterUse: false,
    bot: null,
    count: 1,
    text: 'Event: draw 2 cards.',
    source: REC('a levy: draw effect (9.1 mentions events that draw cards)'),
  },
  {
    key: 'ch-fortificacion',
    type: 'event',
    name: 'Fortificación',
    target: 'own-area',
    effect: { kind: 'garrison' },
    ofensiva: false,
    permanent: false,
    removedAfterUse: false,
    bot: { text: 'Bot: chooses the area (9.5).', areas: 'any' },
    count: 1,
    text: 'Event: place a garrison in one of your areas.',
    source: REC('garrison effect (9.5 mentions events placing garrisons)'),
  },
  {
    key: 'ch-cabalgada',
    type: 'event',
    name: 'Cabalgada',
    target: 'bordering-area',
    effect: { kind: 'attack', dice: 1, troops: true, responses: true, defenceDice: null, independence: false },
    ofensiva: true,
    permanent: false,
    removedAfterUse: false,
    bot: null,
    count: 1,
    text: 'Event (ofensiva): attack a bordering area with one extra die besides your Troop cards.',
    source: REC('an event with the ofensiva symbol (9.3) resulting in an attack (5.4)'),
  },
];

/** The Muslim deck (brown back, 2.1): 40 cards. */
export const MUSLIM_DECK: readonly CardDef[] = [
  troop('mu-peones', 'Peones', 1, 4),
  troop('mu-peones-of', 'Peones', 1, 2, true),
  troop('mu-jinetes', 'Jinetes', 2, 6),
  troop('mu-jinetes-of', 'Jinetes', 2, 2, true),
  troop('mu-mercenarios', 'Mercenarios', 3, 5),
  troop('mu-mercenarios-of', 'Mercenarios', 3, 1, true),
  troop('mu-guardia', 'Guardia', 4, 3),
  ...responses('mu'),
  { key: 'mu-razzia', ...RAZZIA, count: 2 },
  { key: 'mu-campana', ...CAMPANA },
  {
    key: 'mu-mercenarios-cristianos',
    type: 'event',
    name: 'Mercenarios cristianos',
    target: 'none',
    effect: { kind: 'draw', count: 2 },
    ofensiva: false,
    permanent: false,
    removedAfterUse: false,
    bot: null,
    count: 1,
    text: 'Event: draw 2 cards.',
    source: REC('the taifas hired Christian mercenaries (historical context); draw effect'),
  },
  {
    key: 'mu-alcazaba',
    type: 'event',
    name: 'Alcazaba',
    target: 'own-area',
    effect: { kind: 'garrison' },
    ofensiva: false,
    permanent: false,
    removedAfterUse: false,
    bot: { text: 'Bot: chooses the area (9.5).', areas: 'any' },
    count: 1,
    text: 'Event: place a garrison in one of your areas.',
    source: REC('garrison effect'),
  },
  {
    key: 'mu-aceifa',
    type: 'event',
    name: 'Aceifa',
    target: 'bordering-area',
    effect: { kind: 'attack', dice: 1, troops: true, responses: true, defenceDice: null, independence: false },
    ofensiva: true,
    permanent: false,
    removedAfterUse: false,
    bot: null,
    count: 1,
    text: 'Event (ofensiva): attack a bordering area with one extra die besides your Troop cards.',
    source: REC('the summer campaign of al-Andalus; an ofensiva event resulting in an attack'),
  },
  {
    key: 'mu-parias',
    type: 'event',
    name: 'Parias',
    target: 'none',
    effect: { kind: 'bonus', delta: 1 },
    ofensiva: false,
    permanent: false,
    removedAfterUse: true,
    bot: null,
    count: 1,
    text: 'Event (removed from the game): your card bonus +1.',
    source: REC('tributes paid between kingdoms (historical context); bonus effect'),
  },
];

/** One physical card: its id is its index in {@link CARDS}. */
export interface CardInstance {
  /** The card id used in the state and in actions: 0-39 Christian, 40-79 Muslim. */
  readonly id: number;
  /** Its deck: Christian (blue back) or Muslim (brown back) (2.1, 4.1). */
  readonly deck: 'christian' | 'muslim';
  /** Its design, shared by the copies. */
  readonly def: CardDef;
}

function expand(defs: readonly CardDef[], deck: 'christian' | 'muslim', first: number): CardInstance[] {
  const out: CardInstance[] = [];
  for (const def of defs) for (let i = 0; i < def.count; i++) out.push({ id: first + out.length, deck, def });
  return out;
}

const christian = expand(CHRISTIAN_DECK, 'christian', 0);
/** Every card: Christian ids first, then Muslim. */
export const CARDS: readonly CardInstance[] = [...christian, ...expand(MUSLIM_DECK, 'muslim', christian.length)];
/** Ids below this are Christian cards. */
export const FIRST_MUSLIM_CARD = christian.length;
