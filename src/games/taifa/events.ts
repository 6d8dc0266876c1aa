/**
 * Every event Taifa's `step` reports, as zod schemas: `TaifaEvent` is the union a user interface
 * switches over (`switch (e.type)`), and the tests check every event of seeded games against
 * `taifaEventSchema`. Kingdoms are named by id, areas by number (1-based), cards by id.
 */
import { z } from 'zod';
import { dieRollSchema, eventSchema, modifierSchema } from '../../core/index.js';

const kingdom = z.string();
const area = z.number().int();
const card = z.number().int();
const modifiers = z.array(modifierSchema);
const rolls = z.array(dieRollSchema);

/** The schema of every Taifa event. */
export const taifaEventSchema = z.discriminatedUnion('type', [
  eventSchema('turn-start', {
    /** The turn that begins, 1-3. */
    turn: z.number().int(),
  }),
  eventSchema('draw-count', { kingdom, base: z.number().int(), bonus: z.number().int(), kept: z.number().int(), due: z.number().int() }),
  eventSchema('draw', { kingdom, count: z.number().int() }),
  eventSchema('truce', { by: kingdom.optional(), target: kingdom.optional(), kingdom: kingdom.optional() }),
  eventSchema('pass', { kingdom }),
  eventSchema('discard', { kingdom, card: card.optional(), random: z.boolean().optional() }),
  eventSchema('attack', { attacker: kingdom, area, defender: kingdom.nullable(), troops: z.array(card).optional(), responses: z.array(card).optional() }),
  eventSchema('commit', { kingdom }),
  eventSchema('response', { cancelled: z.array(card) }),
  eventSchema('combat', {
    area,
    attacker: kingdom,
    defender: kingdom.nullable(),
    revealed: z.object({
      troops: z.array(card),
      responses: z.array(z.object({ card, by: z.number().int(), side: z.enum(['attack', 'defence']) }).strict()),
    }).strict(),
    modifiers,
    attackModifiers: modifiers,
    defenceModifiers: modifiers,
    attackDice: z.number().int(),
    defenceDice: z.number().int(),
    rolls,
    attackHits: z.number().int(),
    defenceHits: z.number().int(),
    won: z.boolean(),
  }),
  eventSchema('conquest', { area, kingdom }),
  eventSchema('independence', { area }),
  eventSchema('garrison', { area }),
  eventSchema('bonus', { kingdom, before: z.number().int(), after: z.number().int() }),
  eventSchema('incursion', { kingdom, target: kingdom, modifiers, rolls, success: z.boolean() }),
  eventSchema('event', { kingdom, card }),
  eventSchema('bot-reveal', { kingdom, card }),
  eventSchema('bot-choice', { rolls, candidates: z.union([z.array(kingdom), z.array(area)]), chosen: z.union([kingdom, area]) }),
  eventSchema('bot-wait', {}),
  eventSchema('bot-discard', { card }),
  eventSchema('bot-defence', { card: card.optional() }),
  eventSchema('turn-end', { turn: z.number().int() }),
  eventSchema('reshuffle', { christian: z.number().int(), muslim: z.number().int() }),
  eventSchema('game-end', { winners: z.array(kingdom), castles: z.record(z.string(), z.number().int()).optional() }),
]);

/** Every event Taifa reports: switch on `type` for its fields. */
export type TaifaEvent = z.infer<typeof taifaEventSchema>;

/** The `type` of every Taifa event. */
export type TaifaEventType = TaifaEvent['type'];
