/**
 * Every event Mar y Acero's `step` reports, as schemas: `MyaEvent` is the union a user
 * interface switches over (`switch (e.type)`), and the tests check every event of seeded games
 * (two-player and each solitaire level) against `myaEventSchema`. Areas are numbers 1-15, pieces
 * are named by id, sides are `spanish` and `indigenous`.
 */
import * as z from '../../core/schema.js';
import { dieRollSchema, eventSchema, eventSchemaNoRule, modifierSchema } from '../../core/index.js';
import { myaActionSchema } from './actions.js';

/** An area's number, 1-15. */
const area = z.number().check(z.int());
/** A piece's id (`'jinete-3'`, `'colon'`). */
const piece = z.string();
/** A side. */
const side = z.enum(['spanish', 'indigenous']);
const modifiers = z.array(modifierSchema);
const rolls = z.array(dieRollSchema);

/**
 * The schema of every Mar y Acero event. The fields an event adds to `type`, `text`, `rule`,
 * `modifiers` and `rolls` are documented here, where {@link MyaEvent} reads them from.
 */
export const myaEventSchema = z.discriminatedUnion('type', [
  // Set-up and the turn (3, 4.1-4.3, 4.6)
  eventSchema('setup-ships', {}),
  eventSchema('setup-unit', {
    /** The area that receives the unit (4.1 step 3). */
    area,
    /** The unit drawn. */
    piece,
    /** The d6 that chose the people where the area shows both colours, then the draw (4.2: a die with one face per counter in the bag). */
    rolls,
    /** Nothing modifies these rolls: always empty (every rolled event explains its roll). */
    modifiers,
  }),
  eventSchema('landing', {
    /** The area Colón lands in (4.3.1 III). */
    area,
    /** The landing roll. */
    rolls,
    /** Nothing modifies the landing roll: always empty. */
    modifiers,
  }),
  eventSchema('turn', {}),
  eventSchema('destiny', {
    /** The Destiny card turned (17-39). */
    card: z.number().check(z.int()),
  }),
  eventSchema('restriction', {}),
  eventSchema('event-chosen', {
    /** The side that chose its Event card in secret (4.3.2 II). */
    side,
    /**
     * The card chosen; in the two-player game a secret of the choosing side until the reveal
     * (`viewEvents` shows the other seats `HIDDEN`); open in solitaire (5.3.3).
     */
    card: z.number().check(z.int()),
  }),
  eventSchema('events-revealed', {}),
  eventSchema('prr', {
    /** Each side's replacement and reinforcement points this turn (4.3.2 III; 5.4 at levels I-II). */
    prr: z.strictObject({ spanish: z.number().check(z.int()), indigenous: z.number().check(z.int()) }),
  }),
  eventSchema('area-draw', {
    /** The area marker drawn (the solitaire area draw, 5.1). */
    area,
  }),
  eventSchema('deploy', {
    /** The area a piece is deployed in. */
    area,
  }),
  eventSchema('deploy-failed', {}),
  eventSchema('bag-draw', {
    /** The bag drawn from (4.2). */
    bag: z.enum(['soldier', 'settler', 'taino', 'carib', 'rebel']),
    /** The counters drawn, in the order drawn. */
    pieces: z.array(piece),
    /** One roll per counter: a die with one face per counter in the bag, the face naming the counter in the order of the bag's kinds. */
    rolls,
    /** Nothing modifies a draw: always empty. */
    modifiers,
  }),
  eventSchema('reinforcement', {}),
  eventSchema('replacement', {}),
  eventSchema('scribe', {
    /** The area whose parchment the Royal scribes lift (4.4.3). */
    area,
  }),
  eventSchema('royal-support', {
    /** The change asked of the Royal Support track (the track stays within 0-10). */
    delta: z.number().check(z.int()),
  }),
  eventSchema('royal-support-soldiers', {}),
  eventSchema('control', {
    /** The area whose control changes (its 1 or 2 VP move the marker). */
    area,
  }),
  eventSchema('grace-turns', {}),
  eventSchema('impulse-lost', {}),
  eventSchema('game-end', {
    /** The end-of-game VP adjustments (4.6: Royal Support, citadels, Anacaona, card 40; 5.4). */
    modifiers: z.optional(modifiers),
    /** The final VP marker. */
    vp: z.optional(z.number().check(z.int())),
  }),
  eventSchema('testament', {}),
  // Impulses: activation, movement, building (4.3.2 IV, 4.4.1 A, 4.4.2)
  eventSchema('activate', {
    /** The side activating, for an impulse's activation. */
    side: z.optional(side),
    /** The area activated, for an impulse's activation. */
    area: z.optional(area),
  }),
  eventSchema('move', {}),
  eventSchema('naval-cost', {}),
  eventSchema('end-move', {}),
  eventSchema('build', {}),
  eventSchema('built', {
    /** The area where a palisade or citadel is built (4.4.2). */
    area,
  }),
  eventSchema('citadel', {}),
  eventSchema('citadel-lost', {}),
  // Combat, incursion, gold, Divine Grace/Yaya (4.4.1 B-D, 4.5)
  eventSchema('combat-start', {
    /** The area of the combat. */
    area,
  }),
  eventSchema('combat-roll', {
    /** The area of the combat. */
    area,
    /** The group rolling (the peoples in an Indigenous conflict). */
    group: z.enum(['spanish', 'indigenous', 'taino', 'carib']),
    /** The round, from 1. */
    round: z.number().check(z.int()),
    /** One die per fighter, in commitment order. */
    rolls,
    /** What changed the fighters' factors, each labelled with the piece's id. */
    modifiers,
    /** Each fighter's factor, in die order: a die at or below it hits (1 always, 6 never). */
    factors: z.array(z.number()),
    /** The hits this roll scores (a Divine Grace/Yaya use may change them: `combat-hits` has the count that stands). */
    hits: z.number().check(z.int()),
  }),
  eventSchema('combat-hits', {
    /** The area of the combat. */
    area,
    /** Hits scored, after any Divine Grace/Yaya. */
    hits: z.number().check(z.int()),
    /** The dice counted. */
    dice: z.array(z.number().check(z.int())),
  }),
  eventSchemaNoRule('hit', {
    /** The area of the piece hit. */
    area: z.optional(area),
    /** The piece hit (reduced, or removed when already reduced). */
    piece: z.optional(piece),
  }),
  eventSchema('swap', {}),
  eventSchema('withdraw', {}),
  eventSchema('combat-end', {
    /** The area of the combat. */
    area,
  }),
  eventSchema('incursion-roll', {
    /** The incursion die. */
    rolls,
    /** What will modify it on the table (as in the `incursion` event that resolves it). */
    modifiers,
  }),
  eventSchema('incursion', {
    /** The die read on the table (after any Divine Grace/Yaya). */
    rolls,
    /** What modifies the die (a citadel +1, an Indigenous-only incursion into jungle -1, card 45). */
    modifiers,
    /** The die, after any Divine Grace/Yaya. */
    die: z.number().check(z.int()),
    /** The modified roll read on the table (below 1 reads 1, above 6 reads 6). */
    total: z.number().check(z.int()),
    /** The table's result (4.4.1 D): `retire`, `reduce`, `none`, `attackerLoss`, `attackerLossLeaderDies`. */
    result: z.string(),
    /** The attempt, 1 or 2 (each has its table). */
    attempt: z.number().check(z.int()),
  }),
  eventSchema('gold-roll', {
    /** The gold search die (4.4.1 C). */
    rolls,
    /** Nothing modifies a gold search: always empty. */
    modifiers,
  }),
  eventSchema('grace', {
    /** The dice rolled again (none for a -1), each saying which die it replaces (4.5). */
    rolls,
    /** The -1 on one die, when that was the use; empty for a re-roll. */
    modifiers,
    /** Every die of the roll after Divine Grace/Yaya, in die order (the kept ones too). */
    dice: z.array(z.number().check(z.int())),
    /** The hits of a combat roll after it; absent for an incursion or a gold search (their events give the result). */
    hits: z.optional(z.number().check(z.int())),
  }),
  eventSchema('gold-search', {
    /** The area conquered (4.4.1 C). */
    area,
    /** The die read on the Destiny card's gold table (after any Divine Grace). */
    rolls,
    /** Nothing modifies a gold search: always empty (Divine Grace changes the die itself, see `grace`). */
    modifiers,
    /** The change of Royal Support the table gives: +1, 0 or -1. */
    delta: z.number().check(z.int()),
    /** The table's row in words (`Royal Support +1`, `no change`, `Royal Support -1`). */
    result: z.string(),
  }),
  // Event and Destiny cards
  eventSchema('loss', {}),
  eventSchema('negotiation', {}),
  eventSchema('eclipse', {}),
  eventSchema('paradise', {}),
  eventSchema('prison', {}),
  eventSchema('guacanagari', {
    /** The area of card 10's removal and arrival. */
    area: z.optional(area),
    /** Guacanagarí's Final-phase die: a 6 and he turns Indigenous (4.3.2 V). */
    rolls: z.optional(rolls),
    /** With the die: nothing modifies it, always empty. */
    modifiers: z.optional(modifiers),
  }),
  eventSchemaNoRule('colon', {}),
  eventSchemaNoRule('conversion', {}),
  eventSchemaNoRule('hijos', {}),
  eventSchemaNoRule('anacaona', {}),
  eventSchemaNoRule('cruelty', {}),
  eventSchemaNoRule('smallpox', {}),
  eventSchemaNoRule('storm', {}),
  eventSchema('roll', {
    /** The die a card's effect rolled (the event's rule is the card, `card 20`). */
    rolls,
    /** What modified it (card 12: +1 two or more areas from any Spanish or Rebel unit); empty when nothing did. */
    modifiers,
    /** What the roll gave, in words (`eliminated`, `survives`, `area 7 turns Spanish`...). */
    result: z.string(),
  }),
  // The Nitayno (5)
  eventSchema('bot-choice', {
    /** The Nitayno's priorities that decided, in order, each with its reason. */
    reasons: z.array(z.string()),
    /** The dice the choice rolled (the area draw, 5.1). */
    rolls: z.optional(rolls),
    /** The Nitayno card whose instruction is carried out (41-52). */
    card: z.optional(z.number().check(z.int())),
    /** The legal action it chose. */
    action: z.optional(myaActionSchema),
  }),
]);

/** Every event Mar y Acero reports: switch on `type` for its fields. */
export type MyaEvent = z.infer<typeof myaEventSchema>;

/** The `type` of every Mar y Acero event. */
export type MyaEventType = MyaEvent['type'];
