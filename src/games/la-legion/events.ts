/**
 * Every event La Legión's `step` reports, as schemas: `LegionEvent` is the union a user
 * interface switches over (`switch (e.type)`), and the tests check every event of seeded games
 * against `legionEventSchema`. Counters are named by id, hexes by their printed number, sides are
 * `spanish` and `moroccan`.
 * @module
 */
import * as z from '../../core/schema.js';
import { dieRollSchema, eventSchema, modifierSchema } from '../../core/index.js';
import type { SideEnum, WeatherEnum } from './state.js';

/** A counter's id (`'bandera-1-1'`). */
const counter = z.string();
/** A hex's printed number (`'3807'`). */
const hex = z.string();
/** A side. */
const side: z.ValuesType<SideEnum[keyof SideEnum]> = z.enum(['spanish', 'moroccan']);
/** The weather of a turn (9). */
const weather: z.ValuesType<WeatherEnum[keyof WeatherEnum]> = z.enum(['sandstorm', 'normal', 'very-hot']);
const rolls = z.array(dieRollSchema);
const modifiers = z.array(modifierSchema);

/** The schema of every La Legión event. */
export const legionEventSchema = z.discriminatedUnion('type', [
  eventSchema('placed', {
    /** The counter placed at set-up (6). */
    counter,
    /** Where. */
    hex,
  }),
  eventSchema('weather', {
    /** The turn (4). */
    turn: z.number().check(z.int()),
    /** The weather rolled (9). */
    weather,
    /** The seat that rolled (reading 27). */
    roller: side,
    /** The weather roll (9: a 2 sandstorm, 3 or 4 normal, 5 very hot). */
    rolls,
    /** Nothing modifies the roll: always empty (every rolled event explains its roll). */
    modifiers,
  }),
  eventSchema('air-and-sea', {}),
  eventSchema('air-strike', {
    /** The aircraft that bombed (8.2). */
    aircraft: counter,
    /** The Moroccan counter bombed. */
    target: counter,
    /** The sub-turn, 1-3 (2.3). */
    subturn: z.number().check(z.int()),
    /** Whether the 2 came up and the target was eliminated. */
    hit: z.boolean(),
    /** The roll: a 2 hits. */
    rolls,
    /** Nothing modifies the roll: always empty (every rolled event explains its roll). */
    modifiers,
  }),
  eventSchema('aircraft-return', {}),
  eventSchema('bombers-grounded', {
    /** The bomber out of play while the airfield is lost (2.3). */
    aircraft: counter,
  }),
  eventSchema('bombers-return', {
    /** The bomber back on the retaken airfield (reading 15). */
    aircraft: counter,
  }),
  eventSchema('fleet-fire', {
    /** The fleet (8.2). */
    fleet: counter,
    /** The Moroccan counter fired at. */
    target: counter,
    /** The sea hex the fleet was placed on. */
    station: hex,
    /** Whether the 2 came up and the target was eliminated. */
    hit: z.boolean(),
    /** The roll: a 2 hits. */
    rolls,
    /** Nothing modifies the roll: always empty (every rolled event explains its roll). */
    modifiers,
  }),
  eventSchema('bombard', {
    /** The battery (8.1). */
    battery: counter,
    /** The enemy counter bombarded. */
    target: counter,
    /** Whether the 2 came up and the target was eliminated. */
    hit: z.boolean(),
    /** The roll: a 2 hits. */
    rolls,
    /** Nothing modifies the roll: always empty (every rolled event explains its roll). */
    modifiers,
  }),
  eventSchema('reinforcement', {
    /** The counter arriving (6.1). */
    counter,
    /** Where it enters: a hex of the Moroccan zone, Melilla, or a landing hex. */
    hex,
    /** Whether it landed (it may attack this turn). */
    landed: z.boolean(),
  }),
  eventSchema('move', {
    /** The counter that moved (7). */
    counter,
    /** From (Melilla for a reinforcement coming out of it). */
    from: hex,
    /** To. */
    to: hex,
    /** The movement points the cheapest way cost (mountains 2). */
    cost: z.number().check(z.int()),
    /** Whether it was a displacement (longer than the movement factor, 2.3). */
    displacement: z.boolean(),
    /** Whether it entered an enemy zone of control and must attack (7). */
    engaged: z.boolean(),
  }),
  eventSchema('push', {
    /** The armoured car (8.3). */
    car: counter,
    /** The Moroccan counter pushed. */
    counter,
    /** From. */
    from: hex,
    /** To. */
    to: hex,
  }),
  eventSchema('combat', {
    /** The attacking counters (8). */
    attackers: z.array(counter),
    /** The counters attacked. */
    defenders: z.array(counter),
    /** The supporting batteries (8.1). */
    support: z.array(counter),
    /** The attackers' factor with support. */
    attack: z.number().check(z.int()),
    /** The defenders' factor with their modifiers. */
    defence: z.number().check(z.int()),
    /** The attack factor times the attacker's roll. */
    attackTotal: z.number().check(z.int()),
    /** The defence factor times the defender's roll. */
    defenceTotal: z.number().check(z.int()),
    /** Who lost. */
    result: z.enum(['tie', 'defenders-eliminated', 'attackers-eliminated']),
    /** What changed the factors: the artillery support, and the defenders' town, plaza, machine-gun and weather modifiers (8, 8.1, 9). */
    modifiers: z.array(modifierSchema),
    /** The attacker's roll, then the defender's. */
    rolls,
  }),
  eventSchema('eliminated', {
    /** The counter eliminated. */
    counter,
    /** Where it stood. */
    hex,
  }),
  eventSchema('captured-battery', {
    /** The captured-battery counter placed (8.1). */
    counter,
    /** The hex of the Spanish battery it replaces. */
    hex,
  }),
  eventSchema('turn-end', {
    /** The turn that ended (4). */
    turn: z.number().check(z.int()),
  }),
  eventSchema('game-end', {
    /** The side that won (5). */
    winner: side,
    /** Why. */
    reason: z.string(),
  }),
]);

/** An event of La Legión: `switch (e.type)` reads its fields with their types. */
export type LegionEvent = z.infer<typeof legionEventSchema>;
/** An event's `type`. */
export type LegionEventType = LegionEvent['type'];
