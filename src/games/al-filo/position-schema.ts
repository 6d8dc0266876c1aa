/**
 * The position format of a battle (contract: `position`, `setup({ seed, position })`): what a
 * person writes by hand, read by `setup` and written back by `alFilo.position`. Units, leaders
 * and markers are named by id and hexes by their printed number; the state's numbers never appear.
 *
 * A unit the position omits stands where the standard deployment puts it, fresh, organized and
 * facing the enemy; `omitted: 'off-map'` says instead that every omitted unit is off the map
 * (eliminated), so a three-unit question needs only three entries. Leaders and markers the
 * position omits stand on their starting hexes.
 * @module
 */
import * as z from '../../core/schema.js';
import type { At } from '../../core/index.js';

/** A unit's marks in a position. */
export type UnitMark = 'out-of-command' | 'resting' | 'moved' | 'acted' | 'moved-now' | 'fired-at' | 'engaged' | 'fired' | 'charged';
/** Every {@link UnitMark}. */
export const UNIT_MARKS: readonly UnitMark[] = ['out-of-command', 'resting', 'moved', 'acted', 'moved-now', 'fired-at', 'engaged', 'fired', 'charged'];

/** A leader's state in a position (7.5.2, 7.6). */
export interface LeaderState {
  /** Under the wounded marker (7.5.2). Default false. */
  readonly wounded?: boolean | undefined;
  /** Which counter commands his banner: the front (default), the reverse after his death, a generic replacement after his capture (7.6). */
  readonly form?: 'front' | 'reverse' | 'generic' | undefined;
}

/** One unit in a position. */
export interface UnitPosition {
  /** Its hex (printed number), `'eliminated'`, `'fled'` (routed off the map, 12.2) or `'withdrawn'` (with the Al-Andalus banner, scenario). */
  readonly hex: string;
  /** Its facing, 0-5 clockwise from north (N, NE, SE, S, SW, NW); default: towards the enemy. */
  readonly facing?: number | undefined;
  /** Fatigued (11): the reverse of the counter. Default false. */
  readonly fatigued?: boolean | undefined;
  /** Disorganization (12). Default `'organized'`. */
  readonly disorder?: 'organized' | 'demoralized' | 'routed' | undefined;
  /** Mounted now, where 8.4 changed the printed figure. Default: as printed. */
  readonly mounted?: boolean | undefined;
  /**
   * Its marks this turn: out of command (7.2), resting (11.2), moved (8), fired at or fought (6.E);
   * in the activation under way (or phase B): acted and moved (8, 8.2), fired, fired at (9.1), charged (10.4).
   */
  readonly marks?: readonly UnitMark[] | undefined;
}

/** A battle's position. */
export interface AlFiloPosition {
  /** The turn, from 1. Default 1. */
  readonly turn?: number | undefined;
  /** The battle's victory mode. Default: the `victory` option of `setup` (itself `'time-limited'` by default). */
  readonly victory?: 'open' | 'time-limited' | undefined;
  /** The units placed, by id. */
  readonly units?: Readonly<Record<string, UnitPosition>> | undefined;
  /** What the omitted units are: `'standard'` (default) where the standard deployment puts them, or `'off-map'` (eliminated). */
  readonly omitted?: 'standard' | 'off-map' | undefined;
  /** Leaders by id: their hex (printed number), `'eliminated'` or `'withdrawn'` (Al-Andalus's, scenario); omitted ones on their starting hexes. */
  readonly leaders?: Readonly<Record<string, string>> | undefined;
  /** De Rada, Ruy Díaz and the Almohad banner: hex or `'eliminated'`; omitted ones on their starting hexes. */
  readonly markers?: Readonly<Record<string, string>> | undefined;
  /** Whether Al-Nasir's banner has been released (scenario). Default false. */
  readonly released?: boolean | undefined;
  /** Leaders' marks this turn, by id: activated, inactive (6.C), moved in the activation under way (7.1), a replacement due to activate next (7.6). */
  readonly leaderMarks?: Readonly<Record<string, readonly ('activated' | 'inactive' | 'moved' | 'replacement-due')[]>> | undefined;
  /** Leaders wounded or replaced, by id (7.5.2, 7.6); omitted ones unhurt, on their counter's front. */
  readonly leaderStates?: Readonly<Record<string, LeaderState>> | undefined;
  /** Captured leader counters, each under the enemy unit holding it (7.5.1). */
  readonly prisoners?: readonly { readonly leader: string; readonly form: 'front' | 'reverse' | 'generic'; readonly unit: string | null }[] | undefined;
  /** How many leaders of each side have been killed, Christians then Muslims (7.5.3). Default none. */
  readonly fallen?: readonly [number, number] | undefined;
  /** De Rada and Ruy Díaz when they have moved this turn (scenario: once a turn). */
  readonly markersMoved?: readonly ('de-rada' | 'ruy-diaz')[] | undefined;
  /** The side that begins the activations of equal values this turn, once decided (6.C). */
  readonly tieFirst?: 'christian' | 'muslim' | undefined;
  /** The result, once the battle has ended (its `at` is then `[]`). */
  readonly result?:
    | {
        readonly winner: 'christian' | 'muslim' | null;
        readonly reason: string;
        readonly points: readonly [number, number];
        readonly level?: 'automatic' | 'points' | 'draw' | undefined;
      }
    | undefined;
  /** Where play stands: a decision point (`points.ts`), or every frame bottom first; omitted, the start of the turn (6). */
  readonly at?: At | undefined;
}

const place = z.union([z.string().check(z.regex(/^\d{4}$/, 'a hex is its printed number, four digits such as "1718"')), z.literal('eliminated')]);
const unitPlace = z.union([place, z.literal('fled'), z.literal('withdrawn')]);
const leaderPlace = z.union([place, z.literal('withdrawn')]);
const form = z.enum(['front', 'reverse', 'generic']);
const int = z.number().check(z.int());
const count = z.number().check(z.int(), z.gte(0));

/** The schema of an {@link AlFiloPosition}. */
export const alFiloPositionSchema: z.Type<AlFiloPosition> = z.strictObject({
  turn: z.optional(z.number().check(z.int(), z.gte(1), z.lte(99))),
  victory: z.optional(z.enum(['open', 'time-limited'])),
  units: z.optional(
    z.record(
      z.string(),
      z.strictObject({
        hex: unitPlace,
        facing: z.optional(z.number().check(z.int(), z.gte(0), z.lte(5))),
        fatigued: z.optional(z.boolean()),
        disorder: z.optional(z.enum(['organized', 'demoralized', 'routed'])),
        mounted: z.optional(z.boolean()),
        marks: z.optional(z.array(z.enum(['out-of-command', 'resting', 'moved', 'acted', 'moved-now', 'fired-at', 'engaged', 'fired', 'charged']))),
      }),
    ),
  ),
  omitted: z.optional(z.enum(['standard', 'off-map'])),
  leaders: z.optional(z.record(z.string(), leaderPlace)),
  markers: z.optional(z.record(z.string(), place)),
  released: z.optional(z.boolean()),
  leaderMarks: z.optional(z.record(z.string(), z.array(z.enum(['activated', 'inactive', 'moved', 'replacement-due'])))),
  leaderStates: z.optional(z.record(z.string(), z.strictObject({ wounded: z.optional(z.boolean()), form: z.optional(form) }))),
  prisoners: z.optional(z.array(z.strictObject({ leader: z.string(), form, unit: z.nullable(z.string()) }))),
  fallen: z.optional(z.tuple([count, count])),
  markersMoved: z.optional(z.array(z.enum(['de-rada', 'ruy-diaz']))),
  tieFirst: z.optional(z.enum(['christian', 'muslim'])),
  result: z.optional(
    z.strictObject({
      winner: z.nullable(z.enum(['christian', 'muslim'])),
      reason: z.string(),
      points: z.tuple([int, int]),
      level: z.optional(z.enum(['automatic', 'points', 'draw'])),
    }),
  ),
  at: z.optional(z.unknown()),
}) as z.Type<AlFiloPosition>;
