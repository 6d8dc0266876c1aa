/**
 * La Legión's position format (contract: `position`, `setup({ seed, position })`): a position a
 * person can write by hand, read by `setup` and written back by `laLegion.position`. Counters are
 * named by id (`'bandera-1-1'`, data/counters.ts) and hexes by their printed number (`'3807'`), as
 * in actions and events; the state's numbers never appear.
 *
 * A position lists what is placed: every counter it omits is in the box (not yet arrived, or a
 * captured battery not yet taken, 2.3, 6). The smallest position is `{ counters: {} }`, the start of
 * turn 1 with nothing on the map.
 * @module
 */
import * as z from '../../core/schema.js';
import { legionPoints } from './position-points.js';
import { resultSchema, type WeatherEnum } from './state.js';

/** Where a counter off the map may be, by name (state.ts: IN_BOX, ELIMINATED, GROUNDED, AT_MELILLA). */
export const PLACE_CODES = ['box', 'eliminated', 'grounded', 'melilla'] as const;
/** A place off the map, by name. */
export type PlaceCode = (typeof PLACE_CODES)[number];

/** What a counter may have done this turn, by name, in the order of the bits of state.ts (MOVED = 1 ... DISPLACED = 128). */
export const FLAG_NAMES = ['moved', 'fought', 'bombarded', 'supported', 'engaged', 'arrived', 'landed', 'displaced'] as const;
/** One of {@link FLAG_NAMES}. */
export type FlagName = (typeof FLAG_NAMES)[number];

/** The members of the flags' enum schema, one a {@link FlagName} (the bits of state.ts). */
export type FlagEnum = {
  /** It has moved (7: once a turn). */
  moved: 'moved';
  /** It has attacked (8: each counter fights once a turn). */
  fought: 'fought';
  /** The battery has bombarded (8.1: then it may not support). */
  bombarded: 'bombarded';
  /** The battery has supported an attack (8.1: then it may not bombard). */
  supported: 'supported';
  /** It entered an enemy zone of control this move and must attack (7). */
  engaged: 'engaged';
  /** It arrived as a reinforcement this turn (6.1: it may not attack, unless landed). */
  arrived: 'arrived';
  /** It landed this turn (6.1: it moves half its movement factor and may attack). */
  landed: 'landed';
  /** It moved further than its movement factor (2.3, 7: displacement). */
  displaced: 'displaced';
};

const HEX_TEXT = /^\d{4}$/;

/** Whether `value` names a place: a hex number or one of {@link PLACE_CODES}. */
function isPlace(value: string): boolean {
  return HEX_TEXT.test(value) || (PLACE_CODES as readonly string[]).includes(value);
}

/** The weather of a turn (9). */
const weather: z.ValuesType<WeatherEnum[keyof WeatherEnum]> = z.enum(['sandstorm', 'normal', 'very-hot']);
/** What a counter may have done this turn. */
const flagName: z.ValuesType<FlagEnum[keyof FlagEnum]> = z.enum(FLAG_NAMES);
const place = z.string().check(
  z.refine(isPlace, {
    error: `a place is a hex number such as "3807", or one of ${PLACE_CODES.map((p) => `'${p}'`).join(', ')}`,
  }),
);

/** The schema of a position of La Legión; {@link LegionPosition} is read from it. */
export const legionPositionSchema = z.strictObject({
  /** The turn, 1-13 (4). Omitted: 1. */
  /**
   * What the position omits: `'empty'`, the one reading La Legión has (a counter omitted is in
   * the box), accepted so that a position written for any game may say so. Omitted: the same.
   */
  omitted: z.optional(z.literal('empty')),
  turn: z.optional(z.number().check(z.int(), z.gte(1), z.lte(13))),
  /** This turn's weather (9): 'sandstorm', 'normal', 'very-hot', or null before the turn's roll. Omitted: null. */
  weather: z.optional(z.nullable(weather)),
  /**
   * Where each counter is, by counter id: a hex number (`'3807'`), `'box'` (not in play yet),
   * `'eliminated'`, `'grounded'` (a bomber out of play while the Moroccans hold the airfield,
   * 2.3) or `'melilla'` (a Spanish reinforcement that arrived at Melilla and has yet to move out
   * of its hex, 6.1). Counters omitted are in the box. One land counter a hex (reading 1); an
   * aircraft may be over any hex, a fleet on the open sea (2.3).
   */
  counters: z.record(z.string(), place),
  /**
   * What counters have done this turn, by counter id: a list of `FLAG_NAMES` (`['moved',
   * 'fought']`). Counters omitted have done nothing. A land counter on a sea landing hex must
   * have `'landed'` (6.1).
   */
  done: z.optional(z.record(z.string(), z.array(flagName))),
  /**
   * Where play stands (position-points.ts, docs/rules-questions-la-legion.md): the decision point
   * pending, `{ point: 'movement', side: 'moroccan' }`, standing on the steps of the turn still to
   * come; or every frame, bottom first, the last the decision pending. Omitted: `{ point:
   * 'turn-start' }`, the start of the turn before its weather roll; `[]` when the game has ended.
   */
  at: z.optional(legionPoints.schema),
  /** Whether a side may surrender (5), the option of the same name. Omitted: false. */
  surrender: z.optional(z.boolean()),
  /** How the game ended (then no task is pending). Omitted: null, the game goes on. */
  result: z.optional(z.nullable(resultSchema)),
});

/** A position of La Legión: plain JSON, written by hand or by `laLegion.position`. */
export type LegionPosition = z.infer<typeof legionPositionSchema>;
