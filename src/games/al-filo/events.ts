/**
 * Every event a battle's `step` reports, as schemas: `AlFiloEvent` is the union a user
 * interface switches over, and the tests check every event of seeded battles against
 * {@link alFiloEventSchema}. Units and leaders are named by id, hexes by their printed number.
 * @module
 */
import * as z from '../../core/schema.js';
import { dieRollSchema, eventSchema, modifierSchema } from '../../core/index.js';

const id = z.string();
const hex = z.string();
const seat = z.enum(['christian', 'muslim']);
const int = z.number().check(z.int());

/** The schema of every event of ¡Al filo de la espada!. */
export const alFiloEventSchema = z.discriminatedUnion('type', [
  eventSchema('placed', { unit: id, hex, facing: int }),
  eventSchema('turn-start', { turn: int }),
  eventSchema('command-check', { turn: int, outOfCommand: z.array(id) }),
  eventSchema('rest-marker', { unit: id, side: seat }),
  eventSchema('initiative', {
    rolls: z.array(dieRollSchema),
    modifiers: z.array(modifierSchema),
    totals: z.tuple([int, int]),
    band: z.number().check(z.int(), z.gte(1), z.lte(4)),
    winner: z.nullable(seat),
  }),
  eventSchema('tie-order', { first: seat, rolls: z.array(dieRollSchema), modifiers: z.array(modifierSchema) }),
  eventSchema('leader-inactive', { leader: id }),
  eventSchema('leader-designated', { leader: id }),
  eventSchema('activation', { leader: id, side: seat, units: int }),
  eventSchema('moves-end', { leader: id }),
  eventSchema('activation-end', { leader: id }),
  eventSchema('unit-step', { unit: id, from: hex, to: hex, cost: int, left: int }),
  eventSchema('unit-face', { unit: id, facing: int, cost: int }),
  eventSchema('unit-retreat', { unit: id, from: hex, to: hex }),
  eventSchema('unit-mount', { unit: id, mounted: z.boolean() }),
  eventSchema('unit-move-end', { unit: id, hex }),
  eventSchema('counter-step', { from: hex, to: hex, cost: int, left: int }),
  eventSchema('counter-move-end', { hex }),
  eventSchema('turn-end', { turn: int, points: z.tuple([int, int]) }),
  eventSchema('battle-end', { winner: z.nullable(seat), points: z.tuple([int, int]), level: z.enum(['automatic', 'points', 'draw']) }),
  eventSchema('rest-removed', { unit: id }),
  eventSchema('unit-rested', { unit: id }),
  eventSchema('rally-test', { units: z.array(id), rolls: z.array(dieRollSchema), modifiers: z.array(modifierSchema), quality: int, success: z.boolean() }),
  eventSchema('unit-rallied', { units: z.array(id) }),
  eventSchema('rout-move', { unit: id, from: hex, path: z.array(hex), mp: int }),
  eventSchema('marker-displaced', { marker: z.enum(['de-rada', 'ruy-diaz']), from: hex, to: hex }),
  eventSchema('banner-withdraws', { banner: z.enum(['al-andalus']), units: z.array(id) }),
  eventSchema('unit-charge', { unit: id, from: hex, to: hex, target: hex }),
  eventSchema('fire', {
    shooters: z.array(id),
    target: hex,
    range: int,
    rolls: z.array(dieRollSchema),
    modifiers: z.array(modifierSchema),
    total: int,
    result: z.enum(['none', 'demoralized', 'routed']),
  }),
  eventSchema('combat-declared', { unit: id, targets: z.array(hex), charge: z.boolean() }),
  eventSchema('combat-void', { targets: z.array(hex) }),
  eventSchema('reaction-charge', { units: z.array(id), rolls: z.array(dieRollSchema), modifiers: z.array(modifierSchema), success: z.boolean() }),
  eventSchema('combat', {
    attackers: z.array(id),
    defenders: z.array(id),
    rolls: z.array(dieRollSchema),
    modifiers: z.array(modifierSchema),
    total: int,
    result: z.string(),
  }),
  eventSchema('unit-result', { unit: id, result: z.enum(['fatigued', 'demoralized', 'routed', 'flees']) }),
  eventSchema('unit-eliminated', { unit: id, hex, fled: z.boolean() }),
  eventSchema('unit-flees', { unit: id, from: hex, to: hex }),
  eventSchema('panic-test', { units: z.array(id), rolls: z.array(dieRollSchema), modifiers: z.array(modifierSchema), routed: z.boolean() }),
  eventSchema('unit-retreat-blocked', { unit: id }),
  eventSchema('unit-advance', { unit: id, from: hex, to: hex }),
  eventSchema('marker-eliminated', { marker: z.enum(['de-rada', 'ruy-diaz']) }),
  eventSchema('leader-test', {
    leader: id,
    rolls: z.array(dieRollSchema),
    modifiers: z.array(modifierSchema),
    result: z.enum(['none', 'wounded', 'killed', 'captured']),
  }),
  eventSchema('leader-casualty', { leader: id, result: z.enum(['wounded', 'killed', 'captured']) }),
  eventSchema('leader-replaced', { leader: id, form: z.enum(['front', 'reverse', 'generic']), placed: z.boolean() }),
  eventSchema('leader-placed', { leader: id, hex }),
  eventSchema('leader-freed', { leader: id, hex }),
  eventSchema('army-leader', { leader: id }),
]);

/** An event of ¡Al filo de la espada!. */
export type AlFiloEvent = z.infer<typeof alFiloEventSchema>;
/** Every event type. */
export type AlFiloEventType = AlFiloEvent['type'];
