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
import { z } from 'zod';
import { resultSchema, type DeployStepEnum, type SideEnum, type WeatherEnum } from './state.js';

/** Where a counter off the map may be, by name (state.ts: IN_BOX, ELIMINATED, GROUNDED, AT_MELILLA). */
export const PLACE_CODES = ['box', 'eliminated', 'grounded', 'melilla'] as const;
/** A place off the map, by name. */
export type PlaceCode = (typeof PLACE_CODES)[number];

/** What a counter may have done this turn, by name, in the order of the bits of state.ts (MOVED = 1 ... DISPLACED = 128). */
export const FLAG_NAMES = ['moved', 'fought', 'bombarded', 'supported', 'engaged', 'arrived', 'landed', 'displaced'] as const;
/** One of {@link FLAG_NAMES}. */
export type FlagName = (typeof FLAG_NAMES)[number];

/** The members of the flags' enum schema (zod's `enum` object), one a {@link FlagName} (the bits of state.ts). */
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
const HEX_MESSAGE = 'a hex is its printed number, four digits such as "3807"';

/** Whether `value` names a place: a hex number or one of {@link PLACE_CODES}. */
function isPlace(value: string): boolean {
  return HEX_TEXT.test(value) || (PLACE_CODES as readonly string[]).includes(value);
}

/** A side's seat. */
const side: z.ZodEnum<SideEnum> = z.enum(['spanish', 'moroccan']);
/** The weather of a turn (9). */
const weather: z.ZodEnum<WeatherEnum> = z.enum(['sandstorm', 'normal', 'very-hot']);
/** The step of a side's set-up (6). */
const deployStep: z.ZodEnum<DeployStepEnum> = z.enum(['plazas', 'rest']);
/** What a counter may have done this turn. */
const flagName: z.ZodEnum<FlagEnum> = z.enum(FLAG_NAMES);
/** A counter id; whether the box has it is checked when the position is read, to name it plainly. */
const counter = z.string();
const hex = z.string().regex(HEX_TEXT, HEX_MESSAGE);
const place = z.string().refine(isPlace, {
  error: `a place is a hex number such as "3807", or one of ${PLACE_CODES.map((p) => `'${p}'`).join(', ')}`,
});

/**
 * The schema of a pending task in a position: the kinds of state.ts `taskSchema`, with counter ids
 * for counter numbers and hex numbers for hex indices. Arrays by aircraft or by fleet keep the
 * order of the box (bombers first, then seaplanes; the fleets in order).
 */
export const positionTaskSchema = z.discriminatedUnion('t', [
  /** 6: a side places its counters (`plazas`: first one in each Spanish plaza fuerte). */
  z
    .object({
      /** The task's kind: a side's set-up (6). */
      t: z.literal('deploy'),
      /** The side placing its counters. */
      side,
      /** `'plazas'`: one Spanish counter in each plaza fuerte first; `'rest'`: the rest of the side's counters (6). */
      step: deployStep,
    })
    .strict(),
  /** 4, 9, 10: a turn begins: the weather is rolled and both sides' parts are queued. */
  z
    .object({
      /** The task's kind: the start of a turn (4, 9, 10). */
      t: z.literal('turn'),
    })
    .strict(),
  /** 10: a side's part of the turn begins. */
  z
    .object({
      /** The task's kind: the start of a side's part of the turn (10). */
      t: z.literal('side'),
      /** The side whose part begins. */
      side,
    })
    .strict(),
  /** 2.3, 8.2: an aircraft sub-turn (1-3): the movement each aircraft has spent, and which have bombed. */
  z
    .object({
      /** The task's kind: an aircraft sub-turn (2.3, 8.2). */
      t: z.literal('air'),
      /** The sub-turn, 1-3 (2.3: the aircraft move three times a turn). */
      sub: z.number().int().min(1).max(3),
      /** The movement points each aircraft has spent this sub-turn, in the order of the box. */
      spent: z.array(z.number().int().min(0)),
      /** Whether each aircraft has bombed this sub-turn (8.2: once a sub-turn), in the order of the box. */
      struck: z.array(z.boolean()),
    })
    .strict(),
  /** 2.3, 8.2: the fleets are placed and fire, each once: which have. */
  z
    .object({
      /** The task's kind: the fleets' placing and fire (2.3, 8.2). */
      t: z.literal('fleets'),
      /** Whether each fleet has been placed (and fired or held), in the order of the box. */
      done: z.array(z.boolean()),
    })
    .strict(),
  /** 8.1, 10: a side's artillery bombardment. */
  z
    .object({
      /** The task's kind: the artillery bombardment (8.1, 10). */
      t: z.literal('bombard'),
      /** The side bombarding. */
      side,
    })
    .strict(),
  /** 6.1: a side's reinforcements enter, one by one. */
  z
    .object({
      /** The task's kind: the reinforcements' entry (6.1). */
      t: z.literal('reinforce'),
      /** The side receiving reinforcements. */
      side,
    })
    .strict(),
  /** 7: a side moves its land counters, one at a time. */
  z
    .object({
      /** The task's kind: the movement of a side's land counters (7). */
      t: z.literal('movement'),
      /** The side moving. */
      side,
    })
    .strict(),
  /** 7: the counter chosen moves (8.3: `pushed`, an armoured car that pushed before moving). */
  z
    .object({
      /** The task's kind: one counter's move (7). */
      t: z.literal('moving'),
      /** The counter moving, by id. */
      counter,
      /** Whether it is an armoured car that pushed before moving (8.3). */
      pushed: z.boolean(),
    })
    .strict(),
  /** 8.3: an armoured car pushes the Moroccan counters in its zone of control (`after` its move or before it); `left`, those still to push. */
  z
    .object({
      /** The task's kind: an armoured car's pushes (8.3). */
      t: z.literal('car-pushes'),
      /** The armoured car, by id. */
      car: counter,
      /** Whether the pushes come after its move (a choice) or before it. */
      after: z.boolean(),
      /** The Moroccan counters in its zone of control still to push, by id. */
      left: z.array(counter),
    })
    .strict(),
  /** 8: a side declares and resolves its combats. */
  z
    .object({
      /** The task's kind: a side's combats (8). */
      t: z.literal('combat'),
      /** The side attacking. */
      side,
    })
    .strict(),
  /** 8, 8.1: one combat being declared: attackers, defenders and supporting batteries. */
  z
    .object({
      /** The task's kind: one combat's declaration (8, 8.1). */
      t: z.literal('declare'),
      /** The attacking counters, by id (8). */
      attackers: z.array(counter),
      /** The counters attacked, by id (8: at most two against two). */
      defenders: z.array(counter),
      /** The batteries supporting the attack, by id (8.1). */
      support: z.array(counter),
    })
    .strict(),
  /** 8.1: the Moroccan player may place a captured battery on the hex where a Spanish battery fell. */
  z
    .object({
      /** The task's kind: the choice of placing a captured battery (8.1). */
      t: z.literal('capture'),
      /** The hex where the Spanish battery was eliminated, by its printed number. */
      hex,
    })
    .strict(),
  /** 4, 5: the end of a turn: the 3x rule, the turn marker, and after turn 13 the victory. */
  z
    .object({
      /** The task's kind: the end of a turn (4, 5). */
      t: z.literal('end-turn'),
    })
    .strict(),
]);

/** A pending task as a position writes it. */
export type LegionPositionTask = z.infer<typeof positionTaskSchema>;

/** The schema of a position of La Legión; {@link LegionPosition} is read from it. */
export const legionPositionSchema = z
  .object({
    /** The turn, 1-13 (4). Omitted: 1. */
    turn: z.number().int().min(1).max(13).optional(),
    /** This turn's weather (9): 'sandstorm', 'normal', 'very-hot', or null before the turn's roll. Omitted: null. */
    weather: weather.nullable().optional(),
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
    done: z.record(z.string(), z.array(flagName)).optional(),
    /**
     * The pending tasks, bottom first: the last is the decision pending (or the automatic step
     * that leads to it). Omitted: `[{ t: 'turn' }]`, the start of the turn before its weather roll;
     * none when the game has ended.
     */
    tasks: z.array(positionTaskSchema).optional(),
    /** Whether a side may surrender (5), the option of the same name. Omitted: false. */
    surrender: z.boolean().optional(),
    /** How the game ended (then no task is pending). Omitted: null, the game goes on. */
    result: resultSchema.nullable().optional(),
  })
  .strict();

/** A position of La Legión: plain JSON, written by hand or by `laLegion.position`. */
export type LegionPosition = z.infer<typeof legionPositionSchema>;
