/**
 * Every action of La Legión, as schemas with the types read from them. Counters are named by
 * id (`'bandera-1-1'`) and hexes by their printed number (`'3807'`). The naming convention of every
 * game: kebab-case verbs (`move-to`, `end-movement`).
 *
 * The actions that name one thing only (a hex, a counter) are made once, here, and shared by
 * every legal list, so that listing a decision builds no objects.
 * @module
 */
import * as z from '../../core/schema.js';
import { HEX_IDS } from './board.js';
import { COUNTER_IDS } from './pieces.js';

const counter = z.string();
const hex = z.string().check(z.regex(/^\d{4}$/, 'a hex is its printed number, four digits such as "3807"'));

/** The schema of every action; {@link LegionAction} is read from it. */
export const actionSchema = z.discriminatedUnion('type', [
  /** 6: place a counter at set-up. */
  z.strictObject({
    /** The action's type: place a counter at set-up (6). */
    type: z.literal('place'),
    /** The counter placed, by id. */
    counter,
    /** Where, by printed number: a hex of its side's zone (6). */
    hex,
  }),
  /** 2.3, 8.2: an aircraft flies one hex. */
  z.strictObject({
    /** The action's type: an aircraft's flight of one hex (2.3). */
    type: z.literal('fly'),
    /** The bomber or seaplane flying, by id. */
    aircraft: counter,
    /** The adjacent hex it flies to. */
    hex,
  }),
  /** 8.2: an aircraft flies onto a Moroccan counter and bombs it. */
  z.strictObject({
    /** The action's type: an aircraft's bombing (8.2). */
    type: z.literal('strike'),
    /** The bomber or seaplane, by id. */
    aircraft: counter,
    /** The Moroccan counter it flies onto and bombs, by id: a 2 eliminates it. */
    target: counter,
  }),
  /** 2.3: the aircraft sub-turn ends for every aircraft. */
  z.strictObject({
    /** The action's type: the end of the aircraft sub-turn (2.3). */
    type: z.literal('end-subturn'),
  }),
  /** 2.3, 8.2: a fleet is placed off a target and fires at it. */
  z.strictObject({
    /** The action's type: a fleet's placing and fire (2.3, 8.2). */
    type: z.literal('fleet-fire'),
    /** The fleet, by id. */
    fleet: counter,
    /** The Moroccan counter fired at, by id (8.2: within two hexes of the open sea): a 2 eliminates it. */
    target: counter,
  }),
  /** 2.3: a fleet is placed and does not fire. */
  z.strictObject({
    /** The action's type: a fleet placed without firing (2.3). */
    type: z.literal('fleet-hold'),
    /** The fleet, by id. */
    fleet: counter,
  }),
  /** 8.1: a battery bombards an enemy counter within 2 hexes. */
  z.strictObject({
    /** The action's type: an artillery bombardment (8.1). */
    type: z.literal('bombard'),
    /** The battery bombarding, by id. */
    battery: counter,
    /** The enemy counter bombarded, by id, at most two hexes away: a 2 eliminates it. */
    target: counter,
  }),
  /** 8.1, 10: the bombardment ends. */
  z.strictObject({
    /** The action's type: the end of the bombardment (8.1, 10). */
    type: z.literal('end-bombardment'),
  }),
  /** 6.1: a reinforcement enters (a hex of the Moroccan zone, or Melilla for the Spanish). */
  z.strictObject({
    /** The action's type: a reinforcement's entry (6.1). */
    type: z.literal('enter'),
    /** The reinforcement, by id. */
    counter,
    /** Where it enters: a hex of the Moroccan zone, or Melilla for the Spanish. */
    hex,
  }),
  /** 6.1: a Spanish reinforcement lands on a landing hex (turn 5). */
  z.strictObject({
    /** The action's type: a Spanish landing (6.1). */
    type: z.literal('land'),
    /** The Spanish reinforcement landing, by id. */
    counter,
    /** The landing hex, one counter each (2.1, 6.1). */
    hex,
  }),
  /** 7: choose the next counter to move. */
  z.strictObject({
    /** The action's type: the choice of the next counter to move (7). */
    type: z.literal('move'),
    /** The land counter to move, by id. */
    counter,
  }),
  /** 7: the movement ends; the combats follow. */
  z.strictObject({
    /** The action's type: the end of the movement (7). */
    type: z.literal('end-movement'),
  }),
  /** 7: the counter chosen moves to this hex. */
  z.strictObject({
    /** The action's type: the chosen counter's move (7). */
    type: z.literal('move-to'),
    /** The hex it moves to. */
    hex,
  }),
  /** 7: the counter chosen stays where it is (it has had its move). */
  z.strictObject({
    /** The action's type: the chosen counter stays (7). */
    type: z.literal('stay'),
  }),
  /** 8.3: a Moroccan counter pushed by an armoured car ends on this hex. */
  z.strictObject({
    /** The action's type: an armoured car's push (8.3). */
    type: z.literal('push'),
    /** The Moroccan counter pushed, by id. */
    counter,
    /** The free land hex it ends on, outside every Spanish zone of control (reading 17). */
    hex,
  }),
  /** 8.3: the armoured car does not push this counter (after its move, pushing is a choice). */
  z.strictObject({
    /** The action's type: an armoured car's push declined (8.3). */
    type: z.literal('no-push'),
    /** The Moroccan counter left where it is, by id. */
    counter,
  }),
  /** 8: declare a combat against this enemy counter. */
  z.strictObject({
    /** The action's type: a combat declared (8). */
    type: z.literal('attack'),
    /** The enemy counter attacked, by id. */
    target: counter,
  }),
  /** 8: the combats end; the turn passes on. */
  z.strictObject({
    /** The action's type: the end of the combats (8). */
    type: z.literal('end-combat'),
  }),
  /** 8: another attacker joins the combat being declared. */
  z.strictObject({
    /** The action's type: another attacker (8). */
    type: z.literal('add-attacker'),
    /** The attacker joining, by id. */
    counter,
  }),
  /** 8: a second defender is attacked in the same combat (reading 2). */
  z.strictObject({
    /** The action's type: a second defender (8, reading 2). */
    type: z.literal('add-defender'),
    /** The second enemy counter attacked, by id. */
    counter,
  }),
  /** 8.1: a battery supports the combat being declared. */
  z.strictObject({
    /** The action's type: a battery's support (8.1). */
    type: z.literal('add-support'),
    /** The battery supporting, by id: +1 to each attacker. */
    battery: counter,
  }),
  /** 8: the declaration is complete: roll. */
  z.strictObject({
    /** The action's type: the combat's roll (8). */
    type: z.literal('resolve'),
  }),
  /** 8.1: the Moroccan player places a captured battery where the Spanish one fell. */
  z.strictObject({
    /** The action's type: a captured battery placed (8.1). */
    type: z.literal('capture-battery'),
  }),
  /** 8.1: the Moroccan player leaves the guns. */
  z.strictObject({
    /** The action's type: no captured battery placed (8.1). */
    type: z.literal('leave-battery'),
  }),
  /** 5: the side deciding surrenders (only with the `surrender` option). */
  z.strictObject({
    /** The action's type: a surrender (5). */
    type: z.literal('surrender'),
  }),
]);

/** An action of La Legión. */
export type LegionAction = z.infer<typeof actionSchema>;
/** An action's `type`. */
export type LegionActionType = LegionAction['type'];

/** `{ type: 'move-to', hex }` for every hex, by index. */
export const MOVE_TO: readonly LegionAction[] = HEX_IDS.map((hex) => Object.freeze({ type: 'move-to' as const, hex }));
/** `{ type: 'move', counter }` for every counter, by number. */
export const MOVE: readonly LegionAction[] = COUNTER_IDS.map((c) => Object.freeze({ type: 'move' as const, counter: c }));
/** `{ type: 'attack', target }` for every counter, by number. */
export const ATTACK: readonly LegionAction[] = COUNTER_IDS.map((c) => Object.freeze({ type: 'attack' as const, target: c }));
/** `{ type: 'add-attacker', counter }` for every counter, by number. */
export const ADD_ATTACKER: readonly LegionAction[] = COUNTER_IDS.map((c) => Object.freeze({ type: 'add-attacker' as const, counter: c }));
/** `{ type: 'add-defender', counter }` for every counter, by number. */
export const ADD_DEFENDER: readonly LegionAction[] = COUNTER_IDS.map((c) => Object.freeze({ type: 'add-defender' as const, counter: c }));
/** `{ type: 'add-support', battery }` for every counter, by number. */
export const ADD_SUPPORT: readonly LegionAction[] = COUNTER_IDS.map((c) => Object.freeze({ type: 'add-support' as const, battery: c }));

// The actions with no field but their type.
/** `{ type: 'end-subturn' }` (2.3). */
export const END_SUBTURN: LegionAction = Object.freeze({ type: 'end-subturn' });
/** `{ type: 'end-bombardment' }` (8.1, 10). */
export const END_BOMBARDMENT: LegionAction = Object.freeze({ type: 'end-bombardment' });
/** `{ type: 'end-movement' }` (7). */
export const END_MOVEMENT: LegionAction = Object.freeze({ type: 'end-movement' });
/** `{ type: 'stay' }` (7). */
export const STAY: LegionAction = Object.freeze({ type: 'stay' });
/** `{ type: 'end-combat' }` (8). */
export const END_COMBAT: LegionAction = Object.freeze({ type: 'end-combat' });
/** `{ type: 'resolve' }` (8). */
export const RESOLVE: LegionAction = Object.freeze({ type: 'resolve' });
/** `{ type: 'capture-battery' }` (8.1). */
export const CAPTURE_BATTERY: LegionAction = Object.freeze({ type: 'capture-battery' });
/** `{ type: 'leave-battery' }` (8.1). */
export const LEAVE_BATTERY: LegionAction = Object.freeze({ type: 'leave-battery' });
/** `{ type: 'surrender' }` (5). */
export const SURRENDER: LegionAction = Object.freeze({ type: 'surrender' });

/** How many fields an action has (`reglas/core`'s, shared with every game's fast checks). */
export { fieldCount } from '../../core/actions.js';
