/**
 * Every action of La Legión, as zod schemas with the types read from them. Counters are named by
 * id (`'bandera-1-1'`) and hexes by their printed number (`'3807'`). The naming convention of every
 * game: kebab-case verbs (`move-to`, `end-movement`).
 *
 * The actions that name one thing only (a hex, a counter) are made once, here, and shared by
 * every legal list, so that listing a decision builds no objects.
 * @module
 */
import { z } from 'zod';
import { HEX_IDS } from './board.js';
import { COUNTER_IDS } from './pieces.js';

const counter = z.string();
const hex = z.string().regex(/^\d{4}$/, 'a hex is its printed number, four digits such as "3807"');

/** The schema of every action; {@link LegionAction} is read from it. */
export const actionSchema = z.discriminatedUnion('type', [
  /** 6: place a counter at set-up. */
  z.object({ type: z.literal('place'), counter, hex }).strict(),
  /** 2.3, 8.2: an aircraft flies one hex. */
  z.object({ type: z.literal('fly'), aircraft: counter, hex }).strict(),
  /** 8.2: an aircraft flies onto a Moroccan counter and bombs it. */
  z.object({ type: z.literal('strike'), aircraft: counter, target: counter }).strict(),
  /** 2.3: the aircraft sub-turn ends for every aircraft. */
  z.object({ type: z.literal('end-subturn') }).strict(),
  /** 2.3, 8.2: a fleet is placed off a target and fires at it. */
  z.object({ type: z.literal('fleet-fire'), fleet: counter, target: counter }).strict(),
  /** 2.3: a fleet is placed and does not fire. */
  z.object({ type: z.literal('fleet-hold'), fleet: counter }).strict(),
  /** 8.1: a battery bombards an enemy counter within 2 hexes. */
  z.object({ type: z.literal('bombard'), battery: counter, target: counter }).strict(),
  /** 8.1, 10: the bombardment ends. */
  z.object({ type: z.literal('end-bombardment') }).strict(),
  /** 6.1: a reinforcement enters (a hex of the Moroccan zone, or Melilla for the Spanish). */
  z.object({ type: z.literal('enter'), counter, hex }).strict(),
  /** 6.1: a Spanish reinforcement lands on a landing hex (turn 5). */
  z.object({ type: z.literal('land'), counter, hex }).strict(),
  /** 7: choose the next counter to move. */
  z.object({ type: z.literal('move'), counter }).strict(),
  /** 7: the movement ends; the combats follow. */
  z.object({ type: z.literal('end-movement') }).strict(),
  /** 7: the counter chosen moves to this hex. */
  z.object({ type: z.literal('move-to'), hex }).strict(),
  /** 7: the counter chosen stays where it is (it has had its move). */
  z.object({ type: z.literal('stay') }).strict(),
  /** 8.3: a Moroccan counter pushed by an armoured car ends on this hex. */
  z.object({ type: z.literal('push'), counter, hex }).strict(),
  /** 8.3: the armoured car does not push this counter (after its move, pushing is a choice). */
  z.object({ type: z.literal('no-push'), counter }).strict(),
  /** 8: declare a combat against this enemy counter. */
  z.object({ type: z.literal('attack'), target: counter }).strict(),
  /** 8: the combats end; the turn passes on. */
  z.object({ type: z.literal('end-combat') }).strict(),
  /** 8: another attacker joins the combat being declared. */
  z.object({ type: z.literal('add-attacker'), counter }).strict(),
  /** 8: a second defender is attacked in the same combat (reading 2). */
  z.object({ type: z.literal('add-defender'), counter }).strict(),
  /** 8.1: a battery supports the combat being declared. */
  z.object({ type: z.literal('add-support'), battery: counter }).strict(),
  /** 8: the declaration is complete: roll. */
  z.object({ type: z.literal('resolve') }).strict(),
  /** 8.1: the Moroccan player places a captured battery where the Spanish one fell. */
  z.object({ type: z.literal('capture-battery') }).strict(),
  /** 8.1: the Moroccan player leaves the guns. */
  z.object({ type: z.literal('leave-battery') }).strict(),
  /** 5: the side deciding surrenders (only with the `surrender` option). */
  z.object({ type: z.literal('surrender') }).strict(),
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

/** The actions with no field but their type. */
export const END_SUBTURN: LegionAction = Object.freeze({ type: 'end-subturn' });
export const END_BOMBARDMENT: LegionAction = Object.freeze({ type: 'end-bombardment' });
export const END_MOVEMENT: LegionAction = Object.freeze({ type: 'end-movement' });
export const STAY: LegionAction = Object.freeze({ type: 'stay' });
export const END_COMBAT: LegionAction = Object.freeze({ type: 'end-combat' });
export const RESOLVE: LegionAction = Object.freeze({ type: 'resolve' });
export const CAPTURE_BATTERY: LegionAction = Object.freeze({ type: 'capture-battery' });
export const LEAVE_BATTERY: LegionAction = Object.freeze({ type: 'leave-battery' });
export const SURRENDER: LegionAction = Object.freeze({ type: 'surrender' });
