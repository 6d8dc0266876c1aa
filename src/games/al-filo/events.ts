/**
 * Every event a battle's `step` reports, as zod schemas: `AlFiloEvent` is the union a user
 * interface switches over, and the tests check every event of seeded battles against
 * {@link alFiloEventSchema}. Units and leaders are named by id, hexes by their printed number.
 * @module
 */
import { z } from 'zod';
import { dieRollSchema, eventSchema, modifierSchema } from '../../core/index.js';

const id = z.string();
const hex = z.string();
const seat = z.enum(['christian', 'muslim']);

/** The schema of every event of ¡Al filo de la espada!. */
export const alFiloEventSchema = z.discriminatedUnion('type', [
  eventSchema('placed', { unit: id, hex, facing: z.number().int() }),
  eventSchema('turn-start', { turn: z.number().int() }),
  eventSchema('command-check', { turn: z.number().int(), outOfCommand: z.array(id) }),
  eventSchema('rest-marker', { unit: id, side: seat }),
  eventSchema('phase-not-built', { phase: z.enum(['B', 'D2-D4', 'E']) }),
  eventSchema('initiative', {
    rolls: z.array(dieRollSchema),
    modifiers: z.array(modifierSchema),
    totals: z.tuple([z.number().int(), z.number().int()]),
    band: z.number().int().min(1).max(4),
    winner: seat.nullable(),
  }),
  eventSchema('tie-order', { first: seat, rolls: z.array(dieRollSchema), modifiers: z.array(modifierSchema) }),
  eventSchema('leader-inactive', { leader: id }),
  eventSchema('leader-designated', { leader: id }),
  eventSchema('activation', { leader: id, side: seat, units: z.number().int() }),
  eventSchema('moves-end', { leader: id }),
  eventSchema('activation-end', { leader: id }),
  eventSchema('unit-step', { unit: id, from: hex, to: hex, cost: z.number().int(), left: z.number().int() }),
  eventSchema('unit-face', { unit: id, facing: z.number().int(), cost: z.number().int() }),
  eventSchema('unit-retreat', { unit: id, from: hex, to: hex }),
  eventSchema('unit-mount', { unit: id, mounted: z.boolean() }),
  eventSchema('unit-move-end', { unit: id, hex }),
  eventSchema('counter-step', { from: hex, to: hex, cost: z.number().int(), left: z.number().int() }),
  eventSchema('counter-move-end', { hex }),
  eventSchema('turn-end', { turn: z.number().int() }),
  eventSchema('battle-end', { winner: seat.nullable(), points: z.tuple([z.number().int(), z.number().int()]) }),
]);

/** An event of ¡Al filo de la espada!. */
export type AlFiloEvent = z.infer<typeof alFiloEventSchema>;
/** Every event type. */
export type AlFiloEventType = AlFiloEvent['type'];
