/**
 * La Legión's state, its pending tasks and its options, as schemas with the TypeScript
 * types read from them (one declaration each). Counters are kept by number (their place in
 * `COUNTERS`) and hexes by index (see `board.ts`), in flat arrays: where each counter is, which
 * land counter stands on each hex (one a hex, reading 1), and what each counter has done this
 * turn.
 * @module
 */
import * as z from '../../core/schema.js';
import { identityShape, rngStateSchema } from '../../core/index.js';
import { HEX_COUNT } from './board.js';
import { MAP_COLUMNS, MAP_ROWS } from './data/map.js';
import { COUNTER_COUNT } from './pieces.js';

/** The version of the state format this library writes and reads. */
export const LEGION_FORMAT = 1;

/** Where a counter is, when it is not on a hex (`state.at`). */
export const IN_BOX = -1;
/** Eliminated (8, 8.1, 8.2): out of the game. */
export const ELIMINATED = -2;
/** A bomber out of play while a Moroccan counter holds the airfield (2.3). */
export const GROUNDED = -3;
/** A Spanish reinforcement that has entered by Melilla and moves out from its hex this turn (6.1). */
export const AT_MELILLA = -4;

/**
 * What a counter has done this turn (`state.flags`, bits), cleared at the start of its side's
 * part of the turn.
 */
export const MOVED = 1;
/** It has attacked (8: each counter fights once a turn). */
export const FOUGHT = 2;
/** The battery has bombarded (8.1: then it may not support). */
export const BOMBARDED = 4;
/** The battery has supported an attack (8.1: then it may not bombard). */
export const SUPPORTED = 8;
/** It entered an enemy zone of control this move and must attack (7). */
export const ENGAGED = 16;
/** It arrived as a reinforcement this turn (6.1: it may not attack, unless landed). */
export const ARRIVED = 32;
/** It landed this turn (6.1: it moves half its movement factor and may attack). */
export const LANDED = 64;
/** It moved further than its movement factor (2.3, 7: displacement; a battery may then not support, reading 12). */
export const DISPLACED = 128;

/** The weather of a turn (9). */
export type Weather = 'sandstorm' | 'normal' | 'very-hot';
/** Every {@link Weather}, in the order of 9's die: a 2, a 3 or 4, a 5. */
export const WEATHERS: readonly Weather[] = ['sandstorm', 'normal', 'very-hot'];

/** The members of the weather's enum schema, one a weather of 9. */
export type WeatherEnum = {
  /** A 2: a sandstorm (9): no attack on mountains, no artillery or aircraft, movement cut. */
  sandstorm: 'sandstorm';
  /** A 3 or a 4: normal weather (9), no change to the rules. */
  normal: 'normal';
  /** A 5: very hot weather (9): infantry and cavalry move less, defenders in towns and plazas lose 1. */
  'very-hot': 'very-hot';
};

/** The members of the deployment's enum schema, one a {@link Deployment}. */
export type DeploymentEnum = {
  /** The players place the counters one by one (6). */
  free: 'free';
  /** Every counter stands where `data/standard-setup.ts` says (6). */
  standard: 'standard';
};

/** The members of the deploy task's step enum: the two steps of the Spanish set-up (6). */
export type DeployStepEnum = {
  /** First, one Spanish counter in each plaza fuerte of the Spanish zone (6). */
  plazas: 'plazas';
  /** The side's counters still to place, in its zone (6): every Moroccan counter; the Spanish ones after the plazas. */
  rest: 'rest';
};

/** The members of a side's enum schema, one a seat (3). */
export type SideEnum = {
  /** The Spanish side (3). */
  spanish: 'spanish';
  /** The Moroccan side, which moves first (4). */
  moroccan: 'moroccan';
};

/** A side's seat. */
const side: z.ValuesType<SideEnum[keyof SideEnum]> = z.enum(['spanish', 'moroccan']);
/** A counter by number (its place in `COUNTERS`). */
const counter = z.number().check(z.int(), z.gte(0), z.lte(COUNTER_COUNT - 1));
/** A hex by index (see `board.ts`). */
const hex = z.number().check(z.int(), z.gte(0), z.lte(HEX_COUNT - 1));
/** The weather of a turn (9). */
const weather: z.ValuesType<WeatherEnum[keyof WeatherEnum]> = z.enum(['sandstorm', 'normal', 'very-hot']);
/** The step of a side's set-up (6). */
const deployStep: z.ValuesType<DeployStepEnum[keyof DeployStepEnum]> = z.enum(['plazas', 'rest']);
/** How the counters are set up (6). */
const deployment: z.ValuesType<DeploymentEnum[keyof DeploymentEnum]> = z.enum(['free', 'standard']);

/**
 * The schema of a pending task, with the schemas of a counter and of a hex: a state writes them
 * as numbers (a counter's place in `COUNTERS`, a hex's index), a position as the counter's id and
 * the hex's printed number. One declaration of the task kinds serves both.
 */
export function taskSchemaWith<C extends z.Type, H extends z.Type>(counter: C, hex: H) {
  return z.discriminatedUnion('t', [
    /** 6: a side places its counters (`plazas`: first one in each Spanish plaza fuerte). */
    z.strictObject({
      /** The task's kind: a side's set-up (6). */
      t: z.literal('deploy'),
      /** The side placing its counters. */
      side,
      /** `'plazas'`: one Spanish counter in each plaza fuerte first; `'rest'`: the rest of the side's counters (6). */
      step: deployStep,
    }),
    /** 4, 9, 10: a turn begins: the weather is rolled and both sides' parts are queued. */
    z.strictObject({
      /** The task's kind: the start of a turn (4, 9, 10). */
      t: z.literal('turn'),
    }),
    /** 10: a side's part of the turn begins. */
    z.strictObject({
      /** The task's kind: the start of a side's part of the turn (10). */
      t: z.literal('side'),
      /** The side whose part begins. */
      side,
    }),
    /** 2.3, 8.2: an aircraft sub-turn (1-3): movement spent by each aircraft, and which have bombed. */
    z.strictObject({
      /** The task's kind: an aircraft sub-turn (2.3, 8.2). */
      t: z.literal('air'),
      /** The sub-turn, 1-3 (2.3: the aircraft move three times a turn). */
      sub: z.number().check(z.int(), z.gte(1), z.lte(3)),
      /** The movement points each aircraft has spent this sub-turn, in the order of the box. */
      spent: z.array(z.number().check(z.int(), z.gte(0))),
      /** Whether each aircraft has bombed this sub-turn (8.2: once a sub-turn), in the order of the box. */
      struck: z.array(z.boolean()),
    }),
    /** 2.3, 8.2: the fleets are placed and fire, each once. */
    z.strictObject({
      /** The task's kind: the fleets' placing and fire (2.3, 8.2). */
      t: z.literal('fleets'),
      /** Whether each fleet has been placed (and fired or held), in the order of the box. */
      done: z.array(z.boolean()),
    }),
    /** 8.1, 10: a side's artillery bombardment. */
    z.strictObject({
      /** The task's kind: the artillery bombardment (8.1, 10). */
      t: z.literal('bombard'),
      /** The side bombarding. */
      side,
    }),
    /** 6.1: a side's reinforcements enter, one by one. */
    z.strictObject({
      /** The task's kind: the reinforcements' entry (6.1). */
      t: z.literal('reinforce'),
      /** The side receiving reinforcements. */
      side,
    }),
    /** 7: a side moves its land counters, one at a time. */
    z.strictObject({
      /** The task's kind: the movement of a side's land counters (7). */
      t: z.literal('movement'),
      /** The side moving. */
      side,
    }),
    /** 7: the counter chosen moves (8.3: `pushed`, an armoured car that pushed before moving). */
    z.strictObject({
      /** The task's kind: one counter's move (7). */
      t: z.literal('moving'),
      /** The counter moving. */
      counter,
      /** Whether it is an armoured car that pushed before moving (8.3). */
      pushed: z.boolean(),
    }),
    /** 8.3: an armoured car pushes the Moroccan counters in its zone of control (before or after its move). */
    z.strictObject({
      /** The task's kind: an armoured car's pushes (8.3). */
      t: z.literal('car-pushes'),
      /** The armoured car. */
      car: counter,
      /** Whether the pushes come after its move (a choice) or before it. */
      after: z.boolean(),
      /** The Moroccan counters in its zone of control still to push. */
      left: z.array(counter),
    }),
    /** 8: a side declares and resolves its combats. */
    z.strictObject({
      /** The task's kind: a side's combats (8). */
      t: z.literal('combat'),
      /** The side attacking. */
      side,
    }),
    /** 8, 8.1: one combat being declared: attackers, defenders and supporting batteries. */
    z.strictObject({
      /** The task's kind: one combat's declaration (8, 8.1). */
      t: z.literal('declare'),
      /** The attacking counters (8). */
      attackers: z.array(counter),
      /** The counters attacked (8: at most two against two). */
      defenders: z.array(counter),
      /** The batteries supporting the attack (8.1). */
      support: z.array(counter),
    }),
    /** 8.1: the Moroccan player may place a captured battery where a Spanish battery fell. */
    z.strictObject({
      /** The task's kind: the choice of placing a captured battery (8.1). */
      t: z.literal('capture'),
      /** The hex where the Spanish battery was eliminated. */
      hex,
    }),
    /** 4, 5: the end of a turn: the 3x rule, the turn marker, and after turn 13 the victory. */
    z.strictObject({
      /** The task's kind: the end of a turn (4, 5). */
      t: z.literal('end-turn'),
    }),
  ]);
}

/** The schema of a pending task in a state (counters and hexes by number); {@link LegionTask} is read from it. */
export const taskSchema = taskSchemaWith(counter, hex);

/** A pending task of La Legión's decision machine. */
export type LegionTask = z.infer<typeof taskSchema>;

/** How the counters are set up (6): placed one by one by the players, or the fixed standard set-up. */
export type Deployment = 'free' | 'standard';

/** The schema of the game's result; {@link LegionResult} is read from it. */
export const resultSchema = z.strictObject({
  /** The side that won. */
  winner: side,
  /** Why, in the words of 5. */
  reason: z.string(),
});
/** How the game ended. */
export type LegionResult = z.infer<typeof resultSchema>;

/** One side's zones of control, column by column. */
const zoneGrid = z.array(z.array(z.number().check(z.int(), z.gte(0), z.lte(6))).check(z.length(MAP_ROWS))).check(z.length(MAP_COLUMNS));

/** The schema of the state; {@link LegionState} is read from it. */
export const stateSchema = z.strictObject({
  ...identityShape('la-legion', LEGION_FORMAT),
  /** The generator of the dice. */
  rng: rngStateSchema,
  /** The pending tasks, top last. */
  tasks: z.array(taskSchema),
  /** Whether a side may surrender (5: "la rendición del contrario"), an option of the game. */
  surrender: z.boolean(),
  /** The turn, 1-13 (4). */
  turn: z.number().check(z.int(), z.gte(1), z.lte(13)),
  /** This turn's weather (9); null before the first roll. */
  weather: z.nullable(weather),
  /** Where each counter is: a hex index, or IN_BOX, ELIMINATED, GROUNDED, AT_MELILLA. */
  at: z.array(z.number().check(z.int(), z.gte(AT_MELILLA), z.lte(HEX_COUNT - 1))).check(z.length(COUNTER_COUNT)),
  /**
   * The land counter on each hex, or -1 (one land counter a hex: reading 1), column by column
   * (`occupant[column][row]`, both from 0): a move copies the two columns it changes, not the map.
   */
  occupant: z.array(z.array(z.number().check(z.int(), z.gte(-1), z.lte(COUNTER_COUNT - 1))).check(z.length(MAP_ROWS))).check(z.length(MAP_COLUMNS)),
  /**
   * The zones of control (7), kept as counters move: `zoc[side][column][row]` is how many of the
   * side's land counters (side 0 Spanish, 1 Moroccan) stand next to the hex.
   */
  zoc: z.tuple([zoneGrid, zoneGrid]),
  /** What each counter has done this turn (MOVED, FOUGHT, ... bits). */
  flags: z.array(z.number().check(z.int(), z.gte(0), z.lte(255))).check(z.length(COUNTER_COUNT)),
  /** The result once the game has ended. */
  result: z.nullable(resultSchema),
});

/** A state of La Legión: plain JSON. */
export type LegionState = z.infer<typeof stateSchema>;

/** The schema of the options of `setup`; {@link LegionOptions} is read from it. */
export const optionsSchema = z.strictObject({
  /** Any string: the same seed and the same actions give the same game. */
  seed: z.string(),
  /** 6: `'standard'` (default) places every counter as `data/standard-setup.ts` says; `'free'` lets the players place them. */
  deployment: z.optional(deployment),
  /** 5: list `{ type: 'surrender' }` among each side's actions (default false, so random play runs whole games). */
  surrender: z.optional(z.boolean()),
  /** A position to start from (see `LegionPosition`); the rest of the options are ignored but the seed. */
  position: z.optional(z.unknown()),
});

/** The options of `setup`. */
export type LegionOptions = z.infer<typeof optionsSchema>;
