/**
 * Every action of a battle, fine-grained so that a side's list stays short with over a hundred
 * units on the map: choose a unit, then step it hex by hex and turn it hexside by hexside
 * (3, 8), rather than listing every path. Actions name units, leaders and markers by id and
 * hexes by their printed number.
 * @module
 */
import * as z from '../../core/schema.js';

/** An action of ¡Al filo de la espada!. */
export type AlFiloAction =
  /** Scenario, 6: place a unit (the next one of the side) on a hex with a facing (free deployment). */
  | { readonly type: 'place'; readonly unit: string; readonly hex: string; readonly facing: number }
  /** 6.A, 11.2: put a rest marker on a unit. */
  | { readonly type: 'rest'; readonly unit: string }
  /** 6.A: no more rest markers. */
  | { readonly type: 'end-rest' }
  /** 6.C: activate this leader now (the initiative's choice, or equal values in an army). */
  | { readonly type: 'activate'; readonly leader: string }
  /** 6.C (C3, C4): name the enemy leader who must be activated at once. */
  | { readonly type: 'designate'; readonly leader: string }
  /** 6.C (C4): name the enemy leader who may not be activated this turn. */
  | { readonly type: 'inactivate'; readonly leader: string }
  /** 8, 7.4: begin a unit's move (`with`: the other unit of its 5.2 pair, moving together). */
  | { readonly type: 'move'; readonly unit: string; readonly with?: string | undefined }
  /** 7.1, 8: the activated leader begins his own move. */
  | { readonly type: 'move-leader'; readonly leader: string }
  /** Scenario: De Rada or Ruy Díaz begins his move (once a turn, with any Christian banner). */
  | { readonly type: 'move-marker'; readonly marker: 'de-rada' | 'ruy-diaz' }
  /** 6.D: the activation's moves (D1) are over. */
  | { readonly type: 'end-moves' }
  /** 6.D (D5): the activation is over. */
  | { readonly type: 'end-activation' }
  /** 8: the moving counter enters an adjacent hex. */
  | { readonly type: 'step'; readonly to: string }
  /** 8.2: the moving unit turns to a new facing (1 MP a hexside). */
  | { readonly type: 'face'; readonly facing: number }
  /**
   * 8.3: the moving unit falls back one hex through a rear hex, keeping its facing, for all its MP;
   * 10.7: a unit retreats one hex after a combat, turning at most one hexside (`facing`); `unit`:
   * only that unit of a 5.2 pair retreats, into a hex the pair cannot enter together, the other
   * staying with one more level of disorganization (5.2).
   */
  | { readonly type: 'retreat'; readonly to: string; readonly facing?: number | undefined; readonly unit?: string | undefined }
  /** 8.4: the moving unit mounts (a marker from its army's pool). */
  | { readonly type: 'mount' }
  /** 8.4: the moving unit dismounts. */
  | { readonly type: 'dismount' }
  /** 8: the moving counter's move ends here. */
  | { readonly type: 'stop' }
  /** 10.4: a mounted Ch or Ha charges straight ahead, stopping next to the enemy in hex `target` (its central front hex then). */
  | { readonly type: 'charge'; readonly unit: string; readonly target: string }
  /** 9.3: `unit` fires at the hex `at` (the first shooter begins a fire; more of its type may join before the roll). */
  | { readonly type: 'fire'; readonly unit: string; readonly at: string }
  /** 9.3: the fire's die is rolled. */
  | { readonly type: 'shoot' }
  /** 9: no more fire now. */
  | { readonly type: 'end-fire' }
  /**
   * 10.2 (D3): `unit` attacks: without `target`, every enemy in its front hexes not yet attacked
   * (a new combat; a charger: its central front hex); with `target`, it joins the combat on that hex.
   */
  | { readonly type: 'attack'; readonly unit: string; readonly target?: string | undefined }
  /** 10.2: no more combats are declared. */
  | { readonly type: 'end-declare' }
  /** 10.3: the combat on the hex `target` is resolved next (the attacker's order). */
  | { readonly type: 'resolve'; readonly target: string }
  /** 10.8: `unit` advances into the vacated hex `to`, facing `facing`. */
  | { readonly type: 'advance'; readonly unit: string; readonly to: string; readonly facing: number }
  /** 10.8: no unit advances (where the advance is not mandatory). */
  | { readonly type: 'stay' }
  /** 7.6: the replacement leader is placed on `unit`, of his banner. */
  | { readonly type: 'place-leader'; readonly unit: string };

/** Every action type. */
export type AlFiloActionType = AlFiloAction['type'];

const id = z.string().check(z.minLength(1));
const hex = z.string().check(z.regex(/^\d{4}$/, 'a hex is printed as four digits, xxyy'));
const facing = z.number().check(z.int(), z.gte(0), z.lte(5));

/** The schema of an {@link AlFiloAction}: a malformed action is refused naming its bad field. */
export const actionSchema: z.Type<AlFiloAction> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('place'), unit: id, hex, facing }),
  z.strictObject({ type: z.literal('rest'), unit: id }),
  z.strictObject({ type: z.literal('end-rest') }),
  z.strictObject({ type: z.literal('activate'), leader: id }),
  z.strictObject({ type: z.literal('designate'), leader: id }),
  z.strictObject({ type: z.literal('inactivate'), leader: id }),
  z.strictObject({ type: z.literal('move'), unit: id, with: z.optional(id) }),
  z.strictObject({ type: z.literal('move-leader'), leader: id }),
  z.strictObject({ type: z.literal('move-marker'), marker: z.enum(['de-rada', 'ruy-diaz']) }),
  z.strictObject({ type: z.literal('end-moves') }),
  z.strictObject({ type: z.literal('end-activation') }),
  z.strictObject({ type: z.literal('step'), to: hex }),
  z.strictObject({ type: z.literal('face'), facing }),
  z.strictObject({ type: z.literal('retreat'), to: hex, facing: z.optional(facing), unit: z.optional(id) }),
  z.strictObject({ type: z.literal('mount') }),
  z.strictObject({ type: z.literal('dismount') }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({ type: z.literal('charge'), unit: id, target: hex }),
  z.strictObject({ type: z.literal('fire'), unit: id, at: hex }),
  z.strictObject({ type: z.literal('shoot') }),
  z.strictObject({ type: z.literal('end-fire') }),
  z.strictObject({ type: z.literal('attack'), unit: id, target: z.optional(hex) }),
  z.strictObject({ type: z.literal('end-declare') }),
  z.strictObject({ type: z.literal('resolve'), target: hex }),
  z.strictObject({ type: z.literal('advance'), unit: id, to: hex, facing }),
  z.strictObject({ type: z.literal('stay') }),
  z.strictObject({ type: z.literal('place-leader'), unit: id }),
]) as z.Type<AlFiloAction>;
