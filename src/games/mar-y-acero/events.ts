/**
 * Every event Mar y Acero's `step` reports, as zod schemas: `MyaEvent` is the union a user
 * interface switches over (`switch (e.type)`), and the tests check every event of seeded games
 * (two-player and each solitaire level) against `myaEventSchema`. Areas are numbers 1-15, pieces
 * are named by id, sides are `spanish` and `indigenous`.
 */
import { z } from 'zod';
import { dieRollSchema, eventSchema, eventSchemaNoRule, modifierSchema } from '../../core/index.js';
import { myaActionSchema } from './actions.js';

const area = z.number().int();
const piece = z.string();
const side = z.enum(['spanish', 'indigenous']);
const modifiers = z.array(modifierSchema);
const rolls = z.array(dieRollSchema);

/** The schema of every Mar y Acero event. */
export const myaEventSchema = z.discriminatedUnion('type', [
  // Set-up and the turn (3, 4.1-4.3, 4.6)
  eventSchema('setupShips', {}),
  eventSchema('setupUnit', { area, piece, rolls: rolls.optional() }),
  eventSchema('landing', { area, rolls }),
  eventSchema('turn', {}),
  eventSchema('destiny', { card: z.number().int() }),
  eventSchema('restriction', {}),
  eventSchema('eventChosen', { side }),
  eventSchema('eventsRevealed', {}),
  eventSchema('prr', { prr: z.object({ spanish: z.number().int(), indigenous: z.number().int() }).strict() }),
  eventSchema('areaDraw', { area }),
  eventSchema('deploy', { area }),
  eventSchema('deployFailed', {}),
  eventSchema('reinforcement', {}),
  eventSchema('replacement', {}),
  eventSchema('scribe', { area }),
  eventSchema('royalSupport', { delta: z.number().int() }),
  eventSchema('royalSupportSoldiers', {}),
  eventSchema('control', { area }),
  eventSchema('graceTurns', {}),
  eventSchema('impulseLost', {}),
  eventSchema('gameEnd', { modifiers: modifiers.optional(), vp: z.number().int().optional() }),
  eventSchema('testament', {}),
  // Impulses: activation, movement, building (4.3.2 IV, 4.4.1 A, 4.4.2)
  eventSchema('activate', { side: side.optional(), area: area.optional() }),
  eventSchema('move', {}),
  eventSchema('navalCost', {}),
  eventSchema('endMove', {}),
  eventSchema('build', {}),
  eventSchema('built', { area }),
  eventSchema('citadel', {}),
  eventSchema('citadelLost', {}),
  // Combat, incursion, gold, Divine Grace/Yaya (4.4.1 B-D, 4.5)
  eventSchema('combatStart', { area }),
  eventSchema('combatRoll', {
    area,
    group: z.enum(['spanish', 'indigenous', 'taino', 'carib']).optional(),
    round: z.number().int().optional(),
    rolls,
    modifiers: modifiers.optional(),
    factors: z.array(z.number()).optional(),
  }),
  eventSchema('combatHits', { area, hits: z.number().int(), dice: z.array(z.number().int()) }),
  eventSchemaNoRule('hit', { area: area.optional(), piece: piece.optional() }),
  eventSchema('swap', {}),
  eventSchema('withdraw', {}),
  eventSchema('combatEnd', { area }),
  eventSchema('incursionRoll', { rolls }),
  eventSchema('incursion', { modifiers, die: z.number().int(), total: z.number().int(), result: z.string(), attempt: z.number().int() }),
  eventSchema('goldRoll', { rolls }),
  eventSchema('grace', { rolls }),
  // Event and Destiny cards
  eventSchema('loss', {}),
  eventSchema('negotiation', {}),
  eventSchema('eclipse', {}),
  eventSchema('paradise', {}),
  eventSchema('prison', {}),
  eventSchema('guacanagari', { area: area.optional(), rolls: rolls.optional() }),
  eventSchemaNoRule('colon', {}),
  eventSchemaNoRule('conversion', {}),
  eventSchemaNoRule('hijos', {}),
  eventSchemaNoRule('anacaona', {}),
  eventSchemaNoRule('cruelty', {}),
  eventSchemaNoRule('smallpox', {}),
  eventSchemaNoRule('storm', {}),
  eventSchemaNoRule('roll', { rolls }),
  // The Nitayno (5)
  eventSchema('bot-choice', { reasons: z.array(z.string()), rolls: rolls.optional(), card: z.number().int().optional(), action: myaActionSchema.optional() }),
]);

/** Every event Mar y Acero reports: switch on `type` for its fields. */
export type MyaEvent = z.infer<typeof myaEventSchema>;

/** The `type` of every Mar y Acero event. */
export type MyaEventType = MyaEvent['type'];
