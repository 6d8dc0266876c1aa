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
import { z } from 'zod';

/** One unit in a position. */
export interface UnitPosition {
  /** Its hex (printed number), or `'eliminated'`. */
  readonly hex: string;
  /** Its facing, 0-5 clockwise from north (N, NE, SE, S, SW, NW); default: towards the enemy. */
  readonly facing?: number | undefined;
  /** Fatigued (11): the reverse of the counter. Default false. */
  readonly fatigued?: boolean | undefined;
  /** Disorganization (12). Default `'organized'`. */
  readonly disorder?: 'organized' | 'demoralized' | 'routed' | undefined;
  /** Mounted now, where 8.4 changed the printed figure. Default: as printed. */
  readonly mounted?: boolean | undefined;
  /** Its marks this turn: out of command (7.2), resting (11.2), moved (8). */
  readonly marks?: readonly ('out-of-command' | 'resting' | 'moved')[] | undefined;
}

/** A battle's position. */
export interface AlFiloPosition {
  /** The turn, from 1. Default 1. */
  readonly turn?: number | undefined;
  /** The battle's victory mode. Default `'open'`. */
  readonly victory?: 'open' | 'time-limited' | undefined;
  /** The units placed, by id. */
  readonly units?: Readonly<Record<string, UnitPosition>> | undefined;
  /** What the omitted units are: `'standard'` (default) where the standard deployment puts them, or `'off-map'` (eliminated). */
  readonly omitted?: 'standard' | 'off-map' | undefined;
  /** Leaders by id: their hex (printed number) or `'eliminated'`; omitted ones on their starting hexes. */
  readonly leaders?: Readonly<Record<string, string>> | undefined;
  /** De Rada, Ruy Díaz and the Almohad banner: hex or `'eliminated'`; omitted ones on their starting hexes. */
  readonly markers?: Readonly<Record<string, string>> | undefined;
  /** Whether Al-Nasir's banner has been released (scenario). Default false. */
  readonly released?: boolean | undefined;
}

const place = z.union([z.string().regex(/^\d{4}$/, 'a hex is its printed number, four digits such as "1718"'), z.literal('eliminated')]);

/** The schema of an {@link AlFiloPosition}. */
export const alFiloPositionSchema: z.ZodType<AlFiloPosition> = z
  .object({
    turn: z.number().int().min(1).max(99).optional(),
    victory: z.enum(['open', 'time-limited']).optional(),
    units: z
      .record(
        z.string(),
        z
          .object({
            hex: place,
            facing: z.number().int().min(0).max(5).optional(),
            fatigued: z.boolean().optional(),
            disorder: z.enum(['organized', 'demoralized', 'routed']).optional(),
            mounted: z.boolean().optional(),
            marks: z.array(z.enum(['out-of-command', 'resting', 'moved'])).optional(),
          })
          .strict(),
      )
      .optional(),
    omitted: z.enum(['standard', 'off-map']).optional(),
    leaders: z.record(z.string(), place).optional(),
    markers: z.record(z.string(), place).optional(),
    released: z.boolean().optional(),
  })
  .strict() as z.ZodType<AlFiloPosition>;
