/**
 * Every event Taifa's `step` reports, as schemas: `TaifaEvent` is the union a user interface
 * switches over (`switch (e.type)`), and the tests check every event of seeded games against
 * `taifaEventSchema`. Kingdoms are named by id, areas by number (1-based), cards by id.
 */
import * as z from '../../core/schema.js';
import { dieRollSchema, eventSchema, modifierSchema } from '../../core/index.js';

/** A kingdom's id (`'castilla'`). */
const kingdom = z.string();
/** An area's number, 1-58. */
const area = z.number().check(z.int());
/** A card's id, 0-79. */
const card = z.number().check(z.int());
const modifiers = z.array(modifierSchema);
const rolls = z.array(dieRollSchema);

/**
 * The schema of every Taifa event. The fields each event adds to `type`, `text`, `rule`,
 * `modifiers` and `rolls` are documented here, where {@link TaifaEvent} reads them from.
 */
export const taifaEventSchema = z.discriminatedUnion('type', [
  /** A turn begins (4). */
  eventSchema('turn-start', {
    /** The turn that begins, 1-3. */
    turn: z.number().check(z.int()),
  }),
  /** How many cards a kingdom draws this turn (7; 9.1 for a bot). */
  eventSchema('draw-count', {
    /** The kingdom drawing. */
    kingdom,
    /**
     * What makes the count, in order: the hand size (8, rule 7; an El Cid seat's, 10.2), the card
     * bonus (-2..+2, rule 7, which then goes back to 0), and the cards a person kept from the last
     * turn as a negative value (5.6, 7) or, for a bot, a 0 that is not deducted (9.1 key rule).
     */
    modifiers,
    /** Cards due: the sum of the modifiers, at least 0. */
    due: z.number().check(z.int()),
  }),
  /** A kingdom draws cards (7, 5.4); a bot puts them face down on top of its pile (9.1). Its cards are secret. */
  eventSchema('draw', {
    /** The kingdom drawing. */
    kingdom,
    /** Cards drawn: fewer than due when the deck ran out. */
    count: z.number().check(z.int()),
    /**
     * The cards drawn (ids), in the order drawn: a secret of the kingdom drawing (its `secret`
     * names it), of nobody for a bot's face-down pile (9.1); `viewEvents` shows the others -1s.
     */
    cards: z.array(card),
  }),
  /** A Tregua takes effect: played as an event (5.4: `by`, `target`) or El Cid's of the turn (10.2: `kingdom`). */
  eventSchema('truce', {
    /** The kingdom that played the Tregua event (5.4). */
    by: z.optional(kingdom),
    /** The kingdom that may not attack `by` this turn (5.4). */
    target: z.optional(kingdom),
    /** The kingdom that may not attack nor raid El Cid this turn (10.2). */
    kingdom: z.optional(kingdom),
  }),
  /** A kingdom passes (5.6). */
  eventSchema('pass', {
    /** The kingdom passing. */
    kingdom,
  }),
  /** A card is discarded: by choice (5.5) or at random after an incursion or a raid (5.3, 5.4). */
  eventSchema('discard', {
    /** The kingdom discarding. */
    kingdom,
    /** The card id discarded; absent when the kingdom had no card to lose. */
    card: z.optional(card),
    /** True for a discard at random (5.3, 5.4). */
    random: z.optional(z.boolean()),
    /** A discard at random: one die with a face per card in hand (`d5` for five cards), the card at that position of the hand (9.1: of the pile, from the top). */
    rolls: z.optional(rolls),
    /** A discard at random: the cards in hand, the faces of that die. */
    modifiers: z.optional(modifiers),
  }),
  /** An attack is announced (5.1.1; 5.4 by an event; 9.2 by a bot). */
  eventSchema('attack', {
    /** The attacking kingdom. */
    attacker: kingdom,
    /** The attacked area's number, 1-58. */
    area,
    /** The owner of the area, null when independent. */
    defender: z.nullable(kingdom),
    /** A bot's attack: its army's Troop cards (9.2). */
    troops: z.optional(z.array(card)),
    /** A bot's attack: the deployed Response it adds (9.2). */
    responses: z.optional(z.array(card)),
  }),
  /** A kingdom closes its face-down window of an attack (5.1.2-5.1.4). */
  eventSchema('commit', {
    /** The kingdom that is done placing cards. */
    kingdom,
  }),
  /** Salida por sorpresa cancels attacking Troop cards before the roll (5.2). */
  eventSchema('response', {
    /** The Troop cards (ids) eliminated. */
    cancelled: z.array(card),
  }),
  /** An attack is resolved: the cards revealed, both dice pools, the hits, the result (5.1.5, 5.2). */
  eventSchema('combat', {
    /** The attacked area's number, 1-58. */
    area,
    /** The attacking kingdom. */
    attacker: kingdom,
    /** The owner of the area, null when independent. */
    defender: z.nullable(kingdom),
    /** The face-down cards turned over (5.1.5). */
    revealed: z.strictObject({
      /** The attacker's Troop cards (ids). */
      troops: z.array(card),
      /** Every Response placed, with who placed it (kingdom index) and on which side. */
      responses: z.array(z.strictObject({ card, by: z.number().check(z.int()), side: z.enum(['attack', 'defence']) })),
    }),
    /** Every modifier of both pools: `attackModifiers` then `defenceModifiers`. */
    modifiers,
    /** What makes the attack's dice: each Troop's strength, the event's dice, Responses (5.2, 5.4). */
    attackModifiers: modifiers,
    /** What makes the defence's dice: the area's defence, garrisons spent, Responses, or an event's fixed dice (5.1.4, 5.2). */
    defenceModifiers: modifiers,
    /** Dice the attacker rolls. */
    attackDice: z.number().check(z.int()),
    /** Dice the defence rolls. */
    defenceDice: z.number().check(z.int()),
    /** Every die: the attack's first, then the defence's; each 4-6 is a hit. */
    rolls,
    /** Hits the attacker scored (dice showing 4-6). */
    attackHits: z.number().check(z.int()),
    /** Hits the defence scored. */
    defenceHits: z.number().check(z.int()),
    /** Whether the attacker won: more hits than the defence (5.2); a tie holds. */
    won: z.boolean(),
  }),
  /** A kingdom places a castle in a conquered area (5.1.6). */
  eventSchema('conquest', {
    /** The conquered area's number, 1-58. */
    area,
    /** The conqueror. */
    kingdom,
  }),
  /** An area becomes independent: its castle and garrison go (Campaña de independiente, 5.4). */
  eventSchema('independence', {
    /** The area's number, 1-58. */
    area,
  }),
  /** A garrison is placed: by an event (5.4) or as the reward of a won attack (5.1.6). */
  eventSchema('garrison', {
    /** The area's number, 1-58. */
    area,
  }),
  /** A card bonus moves, clamped to -2..+2 (7). */
  eventSchema('bonus', {
    /** The kingdom whose bonus moves. */
    kingdom,
    /** The bonus before, -2..+2. */
    before: z.number().check(z.int()),
    /** The bonus after, -2..+2. */
    after: z.number().check(z.int()),
  }),
  /** An incursion is resolved (5.3): one die, more with a Response; any 4-6 succeeds. */
  eventSchema('incursion', {
    /** The raiding kingdom. */
    kingdom,
    /** The raided kingdom, which discards a card at random on a success. */
    target: kingdom,
    /** The dice: 1 for the incursion, plus a Response's. */
    modifiers,
    /** The dice rolled. */
    rolls,
    /** Whether any die showed 4-6. */
    success: z.boolean(),
  }),
  /** An Event card is played (5.4). */
  eventSchema('event', {
    /** The kingdom playing it. */
    kingdom,
    /** The Event card's id. */
    card,
  }),
  /** A bot turns over the top card of its pile (9.1). */
  eventSchema('bot-reveal', {
    /** The bot's kingdom. */
    kingdom,
    /** The card revealed. */
    card,
  }),
  /** A bot chooses among several areas or kingdoms by a die (9.5). */
  eventSchema('bot-choice', {
    /** The die rolled: 1-3 the lowest number / first counter-clockwise, 4-6 the highest / first clockwise. */
    rolls,
    /**
     * What decided: the rule's criteria that made the candidates (9.2: the army's strength and the
     * highest defence below it; 9.3, 9.6, 10.2: how many candidates the rule left), then how the
     * die read (9.5: the identification number it picks, or how many seats clockwise or
     * counter-clockwise the kingdom chosen sits).
     */
    modifiers,
    /** The kingdoms (ids) or area numbers (1-58) it chose among. */
    candidates: z.union([z.array(kingdom), z.array(area)]),
    /** The kingdom or area number chosen. */
    chosen: z.union([kingdom, area]),
  }),
  /** A bot's army is not strong enough to attack, or can beat no area: it waits (9.2). */
  eventSchema('bot-wait', {}),
  /** A bot discards a card it cannot play (9.1, 9.3). */
  eventSchema('bot-discard', {
    /** The card id discarded. */
    card,
  }),
  /** A bot defender's choice: it spends the garrison, uses a deployed Response, or keeps them (9.4). */
  eventSchema('bot-defence', {
    /** The Response card used, when one is. */
    card: z.optional(card),
  }),
  /** Every kingdom has passed in a row: the turn ends (4.4, 6). */
  eventSchema('turn-end', {
    /** The turn that ends, 1-3. */
    turn: z.number().check(z.int()),
  }),
  /** The decks are rebuilt and shuffled at the end of a turn (6). */
  eventSchema('reshuffle', {
    /** Cards in the Christian deck after the shuffle. */
    christian: z.number().check(z.int()),
    /** Cards in the Muslim deck after the shuffle. */
    muslim: z.number().check(z.int()),
  }),
  /** The game ends: sudden victory (8, 10.3) or after the third turn. */
  eventSchema('game-end', {
    /** The winning kingdoms. */
    winners: z.array(kingdom),
    /** Areas (castles) each kingdom holds, by id, at the end of turn 3; absent for a sudden victory. */
    castles: z.optional(z.record(z.string(), z.number().check(z.int()))),
  }),
]);

/** Every event Taifa reports: switch on `type` for its fields. */
export type TaifaEvent = z.infer<typeof taifaEventSchema>;

/** The `type` of every Taifa event. */
export type TaifaEventType = TaifaEvent['type'];
