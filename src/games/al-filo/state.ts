/**
 * The state of a battle, its pending tasks and its options. Units, leaders and markers are kept
 * by number (their place in their table, `pieces.ts`) and hexes by index (`board.ts`), in flat
 * arrays: where each counter is, its facing, fatigue (2.3.1, 11) and disorganization (2.3.2, 12),
 * whether it is mounted (8.4), what it has done this turn, and which unit stands on each hex.
 * @module
 */
import * as z from '../../core/schema.js';
import { identityShape, rngStateSchema, type RngState } from '../../core/index.js';
import type { AlFiloPosition } from './position-schema.js';

/** The version of the state format this library writes and reads. */
export const AL_FILO_FORMAT = 1;

/** Where a unit or leader is when it is on no hex: not yet deployed (6, scenario). */
export const OFF_MAP = -1;
/** Eliminated (12.2, 7.5): out of the battle. */
export const ELIMINATED = -2;
/** Routed off the map (12.2: "Una vez fuera del mapa una unidad en huida es eliminada"): eliminated, and scored as such (scenario, reading 24). */
export const FLED = -3;
/** Withdrawn from the battle with its banner (scenario, Al-Andalus): off the map, scored by nobody. */
export const WITHDRAWN = -4;

/** Disorganization levels (2.3.2, rebuilt from 10.7 and 12: reading 25). */
export const ORGANIZED = 0;
/** Demoralized (12.1). */
export const DEMORALIZED = 1;
/** Routed: en huida (12.2). */
export const ROUTED = 2;

/** What a unit has done or been marked with this turn (`state.flags`, bits). Out of command (6.A, 7.2). */
export const OUT_OF_COMMAND = 1;
/** A rest marker (reposo) placed in phase A (11.2). */
export const RESTING = 2;
/** It moved (or changed facing, 8.2) this turn: what removes a rest marker (6.E, 11.2). */
export const MOVED = 4;
/** It acted in the activation under way (8: a unit's move is finished before the next one's). */
export const ACTED = 8;
/** It changed hex or facing in the activation under way (8.2; the fire table's -1). */
export const MOVED_NOW = 16;
/** It has been the target of a fire in the activation under way, or in phase B (9.1: one fire a target an activation). */
export const TARGETED = 32;
/** It was fired at (even without effect) or fought this turn: what removes a rest marker (6.E, 11.2). */
export const ENGAGED = 64;
/** It has fired in the activation under way, or in phase B (9.1, 9.3). */
export const FIRED = 128;
/** It charged in this activation's moves (10.4): it must attack its central front hex, and advances turning one hexside at most (10.8). */
export const CHARGED = 256;

/** What a leader has done this turn (`state.leaderFlags`, bits): activated (6.C, 6.D). */
export const ACTIVATED = 1;
/** Named inactive for the turn by the enemy's initiative (6.C, C4). */
export const INACTIVE = 2;
/** He has made his own move in the activation under way (7.1, 8). */
export const LEADER_MOVED = 4;
/** A replacement who entered play this turn and is activated right after the activation under way (7.6 Precisión). */
export const REPLACEMENT_DUE = 8;

/** A leader counter's face (`state.leaderForm`, 7.6): the counter's front. */
export const FRONT = 0;
/** The counter's reverse: the replacement after the leader's death (7.6). */
export const REVERSE = 1;
/** A generic replacement marker, after the leader's capture (7.6). */
export const GENERIC = 2;

/** A captured leader's counter, stacked under the enemy unit that took it (7.5.1). */
export interface Prisoner {
  /** The leader (his banner's command, by leader number). */
  readonly leader: number;
  /** Which counter was taken: {@link FRONT}, {@link REVERSE} or {@link GENERIC}. */
  readonly form: number;
  /**
   * The enemy unit it is stacked under; freed if a friendly attack eliminates that unit (7.5.1).
   * -1 once that unit is gone otherwise (fled off the map, or lost in a flight): he stays a
   * prisoner, held by no unit on the map (reading).
   */
  readonly unit: number;
}

/**
 * A combat declared in D3 (10.2): the enemy hexes it attacks (each marked with a combat marker),
 * the attacking units, and whether it is a charge (10.4: resolved alone unless every attacker
 * charges the same defender).
 */
export interface Combat {
  /** The defenders' hexes. */
  readonly defenders: readonly number[];
  /** The attacking units (each counter by its first unit: a 5.2 pair fights as one, 5.2). */
  readonly attackers: readonly number[];
  /** A charge (10.4). */
  readonly charge: boolean;
}

/** When units fire (6.B, 6.D): phase B's artillery, phase B's archers, or D2 of an activation. */
export type FireOccasion = 'artillery' | 'archers' | 'activation' | 'offensive' | 'defensive';

/** How a new battle is deployed (6, scenario). */
export type Deployment = 'standard' | 'free';
/** How the battle is won (scenario): on until a victory, or over after turn 12 on points. */
export type VictoryMode = 'open' | 'time-limited';

/** The options of `setup`. */
export interface AlFiloOptions {
  /** The seed of the battle's dice. */
  readonly seed: string;
  /** `'standard'` (default): every unit where `data/standard-deployment.ts` puts it; `'free'`: the players place them (scenario). */
  readonly deployment?: Deployment | undefined;
  /** `'time-limited'` (default: Victoria con límite de tiempo, over after turn 12) or `'open'` (the scenario's battle, on until a victory). */
  readonly victory?: VictoryMode | undefined;
  /** A position written as data (`position.ts`): the battle built from it instead of a new one. */
  readonly position?: AlFiloPosition | undefined;
}

/**
 * How a battle ended (scenario, Victoria): `'automatic'` for the victories that stop it at once
 * (the Almohad banner's hex taken, an army leader killed or captured, a lead of 50 points at a
 * turn's end: "no ha ganado automáticamente"), `'points'` for the time-limited battle won by a
 * lead of 7 or more after turn 12, `'draw'` for one without such a lead.
 */
export type ResultLevel = 'automatic' | 'points' | 'draw';

/** The result of a battle that has ended. */
export interface AlFiloResult {
  /** The winning seat, or null for a draw. */
  readonly winner: 'christian' | 'muslim' | null;
  /** Why, in words, with the rule. */
  readonly reason: string;
  /** Victory points, Christian then Muslim. */
  readonly points: readonly [number, number];
  /** How it ended: {@link ResultLevel}. */
  readonly level: ResultLevel;
}

/** A pending task: what the battle waits on or runs next (top of `tasks` = last). */
export type AlFiloTask =
  /** Scenario, 6: a side places its units (free deployment). */
  | { readonly t: 'deploy'; readonly side: 'christian' | 'muslim' }
  /** 6: a turn begins; its phases A-E are queued. */
  | { readonly t: 'turn' }
  /** 6.A, 7.2: the command check. */
  | { readonly t: 'command' }
  /** 6.A, 11.2: a side places its rest markers. */
  | { readonly t: 'rest'; readonly side: 'christian' | 'muslim' }
  /** 6.B, 9: artillery and archers' fire: each side's fire tasks are queued. */
  | { readonly t: 'fire-phase' }
  /** 6.C: the initiative roll. */
  | { readonly t: 'initiative' }
  /** 6.C (C2-C4): the side with the initiative activates one of its leaders at once. */
  | { readonly t: 'initiative-activate'; readonly side: 'christian' | 'muslim' }
  /** 6.C (C3, C4): it names an enemy leader, who is activated at once. */
  | { readonly t: 'initiative-designate'; readonly side: 'christian' | 'muslim' }
  /** 6.C (C4): it names another enemy leader, inactive this turn. */
  | { readonly t: 'initiative-inactivate'; readonly side: 'christian' | 'muslim' }
  /** 6.C, 6.D: the leaders still to activate, in increasing value; `last` the side and value of the last one. */
  | { readonly t: 'activations'; readonly lastSide: number; readonly lastValue: number }
  /** 6.C: equal values within an army: its owner picks which to activate. */
  | { readonly t: 'choose-leader'; readonly side: 'christian' | 'muslim'; readonly value: number }
  /**
   * 6.D, 7.2: a leader's activation: `step` `'move'` (D1), `'out-of-command'` (D5); `units` the
   * units it commands (7.2: his banner; an army leader also the units of his nationality within his radius).
   */
  | { readonly t: 'activation'; readonly leader: number; readonly step: 'move' | 'out-of-command'; readonly units: readonly number[] }
  /** 6.D (D2-D4): fire and combats of an activation: queues D2, D3 and D4. */
  | { readonly t: 'fire-and-combat'; readonly leader: number }
  /**
   * 6.B, 6.D (D2), 9: a side's fire: phase B's artillery or archers (`leader` -1), or D2 of
   * `leader`'s activation; each fire begins with one shooter and its target.
   */
  | { readonly t: 'fire'; readonly side: 'christian' | 'muslim'; readonly occasion: 'artillery' | 'archers' | 'activation'; readonly leader: number }
  /** 9.3: a fire being declared: more shooters of the same type may join before the roll. */
  | {
      readonly t: 'fire-group';
      readonly side: 'christian' | 'muslim';
      readonly occasion: FireOccasion;
      readonly target: number;
      readonly shooters: readonly number[];
      readonly leader: number;
    }
  /** 10.2, 10.3 (D3, D4): the activation's combats, being declared, then resolved in the attacker's order. */
  | { readonly t: 'combats'; readonly leader: number; readonly step: 'declare' | 'resolve'; readonly combats: readonly Combat[] }
  /** 6.D (D4): one combat's defensive then offensive fire (`fired`: an attacker fired offensively, 10.3's -2), then its roll. */
  | { readonly t: 'combat'; readonly leader: number; readonly combat: Combat; readonly step: 'defensive-fire' | 'offensive-fire'; readonly fired: boolean }
  /** 10.7: a counter retreats one hex (`partner`: the other unit of its 5.2 pair, or -1); its owner picks the hex. */
  | { readonly t: 'retreat'; readonly unit: number; readonly partner: number }
  /** 10.8: after a combat, one of `units` advances into one of the vacated `hexes`; `must`: the table makes it mandatory. */
  | { readonly t: 'advance'; readonly units: readonly number[]; readonly hexes: readonly number[]; readonly must: boolean }
  /** 12.2: a routed unit's flight of two hexes (`spared`: the unit that made it flee, not tested again; -1). */
  | { readonly t: 'flee'; readonly unit: number; readonly spared: number }
  /** 7.6: a replacement leader is placed on a unit of his banner; his side chooses which. */
  | { readonly t: 'place-leader'; readonly leader: number }
  /**
   * 8: a unit's move under way (`partner`: the other unit of a 5.2 pair moving with it, or -1);
   * `mp` left; `from` its starting hex; `changed` whether it has stepped or turned; `mode`
   * `'out-of-command'` for 7.4's move towards its banner leader; `carried` the leaders riding it
   * (7.1), fixed when it sets off so that a friend's hex passed through keeps its own leaders.
   */
  | {
      readonly t: 'moving';
      readonly unit: number;
      readonly partner: number;
      readonly mp: number;
      readonly from: number;
      readonly changed: boolean;
      readonly mode: 'command' | 'out-of-command';
      readonly carried: readonly number[];
    }
  /** 7.1, 8: a leader's own move under way, `mp` left. */
  | { readonly t: 'leader-moving'; readonly leader: number; readonly mp: number }
  /** Scenario: De Rada's or Ruy Díaz's move under way, `mp` left. */
  | { readonly t: 'marker-moving'; readonly marker: number; readonly mp: number }
  /** 6.E, 11.2, 12.3: rest markers and rally tests (automatic). */
  | { readonly t: 'rally-phase' }
  /** 12.3: a rallied counter (`partner`: the other unit of its 5.2 pair, or -1) is faced freely by its owner. */
  | { readonly t: 'reorient'; readonly unit: number; readonly partner: number }
  /** 12.2, scenario (Huida): the rout moves of every routed unit not rallied (automatic). */
  | { readonly t: 'rout-moves' }
  /** 6.E: the end of the turn: the turn marker advances. */
  | { readonly t: 'end-turn' };

/** A battle of ¡Al filo de la espada!: plain JSON. */
export interface AlFiloState {
  /** Always `'al-filo'`. */
  readonly game: 'al-filo';
  /** The state format ({@link AL_FILO_FORMAT}). */
  readonly format: typeof AL_FILO_FORMAT;
  /** On a view only: the seat it was made for. */
  readonly viewer?: string;
  /** The generator's state. */
  readonly rng: RngState;
  /** The pending tasks, top = last. */
  readonly tasks: readonly AlFiloTask[];
  /** How the battle is won. */
  readonly victory: VictoryMode;
  /** The turn, from 1. */
  readonly turn: number;
  /** Each unit's hex index, {@link OFF_MAP}, {@link ELIMINATED}, {@link FLED} or {@link WITHDRAWN}. */
  readonly at: readonly number[];
  /** Each unit's facing, 0-5 clockwise from north (3). */
  readonly facing: readonly number[];
  /** Each unit's side of the counter: 0 fresh, 1 fatigued (2.3.1). */
  readonly fatigued: readonly number[];
  /** Each unit's disorganization: {@link ORGANIZED}, {@link DEMORALIZED}, {@link ROUTED}. */
  readonly disorder: readonly number[];
  /** Whether each unit is mounted now: 1 or 0 (2.2, 8.4). */
  readonly mounted: readonly number[];
  /** Each unit's marks for the turn (bits: {@link OUT_OF_COMMAND}, {@link RESTING}, {@link MOVED}, ...). */
  readonly flags: readonly number[];
  /** Each hex's first unit, or -1 (kept as units move). */
  readonly occ: readonly number[];
  /** Each unit's next unit in the same hex, or -1 (a 5.2 pair, artillery with infantry). */
  readonly below: readonly number[];
  /** Each leader's hex index, {@link OFF_MAP}, {@link ELIMINATED} or {@link WITHDRAWN} (Al-Andalus's, scenario). */
  readonly leaderAt: readonly number[];
  /** Each leader's marks (bits: {@link ACTIVATED}, {@link INACTIVE}, {@link LEADER_MOVED}, {@link REPLACEMENT_DUE}). */
  readonly leaderFlags: readonly number[];
  /** Whether each leader carries the wounded marker (7.5.2): 1 MP less; a second wound kills. */
  readonly leaderWounded: readonly number[];
  /** Which counter commands each banner now (7.6): {@link FRONT}, {@link REVERSE} or {@link GENERIC}. */
  readonly leaderForm: readonly number[];
  /** The captured leaders' counters, each under the enemy unit holding it (7.5.1). */
  readonly prisoners: readonly Prisoner[];
  /** How many leaders of each side have been killed (7.5.3; the scenario's 3 points each), Christians then Muslims. */
  readonly fallen: readonly [number, number];
  /** The current army leader of each side (7.6: a successor may take over), by leader number. */
  readonly armyLeader: readonly [number, number];
  /** Each marker's hex index (De Rada, Ruy Díaz, the Almohad banner), or {@link ELIMINATED}. */
  readonly markerAt: readonly number[];
  /** Whether De Rada and Ruy Díaz have moved this turn (scenario: once a turn). */
  readonly markerMoved: readonly number[];
  /** Whether Al-Nasir's banner has been released (scenario: attacked or fired at by a Christian unit). */
  readonly released: boolean;
  /** Each side's mount and dismount markers left (8.4; none at Las Navas). */
  readonly mountMarkers: readonly [number, number];
  /** The side that begins the activations of equal values this turn (6.C), once known; -1 before. */
  readonly tieFirst: number;
  /** The result once the battle has ended. */
  readonly result: AlFiloResult | null;
}

const seat = z.enum(['christian', 'muslim']);
const int = z.number().check(z.int());
const nat = z.number().check(z.int(), z.gte(0));

const combatSchema = z.strictObject({ defenders: z.array(nat).check(z.minLength(1)), attackers: z.array(nat).check(z.minLength(1)), charge: z.boolean() });

/** The schema of a pending task: the shape {@link AlFiloTask} says. */
export const taskSchema: z.Type<AlFiloTask> = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('deploy'), side: seat }),
  z.strictObject({ t: z.literal('turn') }),
  z.strictObject({ t: z.literal('command') }),
  z.strictObject({ t: z.literal('rest'), side: seat }),
  z.strictObject({ t: z.literal('fire-phase') }),
  z.strictObject({ t: z.literal('initiative') }),
  z.strictObject({ t: z.literal('initiative-activate'), side: seat }),
  z.strictObject({ t: z.literal('initiative-designate'), side: seat }),
  z.strictObject({ t: z.literal('initiative-inactivate'), side: seat }),
  z.strictObject({ t: z.literal('activations'), lastSide: z.number().check(z.int(), z.gte(-1), z.lte(1)), lastValue: z.number().check(z.int(), z.gte(-1)) }),
  z.strictObject({ t: z.literal('choose-leader'), side: seat, value: nat }),
  z.strictObject({ t: z.literal('activation'), leader: nat, step: z.enum(['move', 'out-of-command']), units: z.array(nat) }),
  z.strictObject({ t: z.literal('fire-and-combat'), leader: nat }),
  z.strictObject({ t: z.literal('fire'), side: seat, occasion: z.enum(['artillery', 'archers', 'activation']), leader: z.number().check(z.int(), z.gte(-1)) }),
  z.strictObject({
    t: z.literal('fire-group'),
    side: seat,
    occasion: z.enum(['artillery', 'archers', 'activation', 'offensive', 'defensive']),
    target: nat,
    shooters: z.array(nat).check(z.minLength(1)),
    leader: z.number().check(z.int(), z.gte(-1)),
  }),
  z.strictObject({ t: z.literal('combats'), leader: nat, step: z.enum(['declare', 'resolve']), combats: z.array(combatSchema) }),
  z.strictObject({ t: z.literal('combat'), leader: nat, combat: combatSchema, step: z.enum(['defensive-fire', 'offensive-fire']), fired: z.boolean() }),
  z.strictObject({ t: z.literal('retreat'), unit: nat, partner: z.number().check(z.int(), z.gte(-1)) }),
  z.strictObject({ t: z.literal('advance'), units: z.array(nat).check(z.minLength(1)), hexes: z.array(nat).check(z.minLength(1)), must: z.boolean() }),
  z.strictObject({ t: z.literal('flee'), unit: nat, spared: z.number().check(z.int(), z.gte(-1)) }),
  z.strictObject({ t: z.literal('place-leader'), leader: nat }),
  z.strictObject({
    t: z.literal('moving'),
    unit: nat,
    partner: z.number().check(z.int(), z.gte(-1)),
    mp: nat,
    from: nat,
    changed: z.boolean(),
    mode: z.enum(['command', 'out-of-command']),
    carried: z.array(nat),
  }),
  z.strictObject({ t: z.literal('leader-moving'), leader: nat, mp: nat }),
  z.strictObject({ t: z.literal('marker-moving'), marker: z.number().check(z.int(), z.gte(0), z.lte(1)), mp: nat }),
  z.strictObject({ t: z.literal('rally-phase') }),
  z.strictObject({ t: z.literal('reorient'), unit: nat, partner: z.number().check(z.int(), z.gte(-1)) }),
  z.strictObject({ t: z.literal('rout-moves') }),
  z.strictObject({ t: z.literal('end-turn') }),
]) as z.Type<AlFiloTask>;

/** The schema of {@link AlFiloOptions} (its `position` checked by the position schema when given). */
export const optionsSchema: z.Type<AlFiloOptions> = z.strictObject({
  seed: z.string(),
  deployment: z.optional(z.enum(['standard', 'free'])),
  victory: z.optional(z.enum(['open', 'time-limited'])),
  position: z.optional(z.unknown()),
}) as z.Type<AlFiloOptions>;

/** The schema of {@link AlFiloState}; the game's invariants (`invariants.ts`) check the rest. */
export const stateSchema: z.Type<AlFiloState> = z.strictObject({
  ...identityShape('al-filo', AL_FILO_FORMAT),
  rng: rngStateSchema,
  tasks: z.array(taskSchema),
  victory: z.enum(['open', 'time-limited']),
  turn: z.number().check(z.int(), z.gte(1)),
  at: z.array(z.number().check(z.int(), z.gte(-4))),
  facing: z.array(z.number().check(z.int(), z.gte(0), z.lte(5))),
  fatigued: z.array(z.number().check(z.int(), z.gte(0), z.lte(1))),
  disorder: z.array(z.number().check(z.int(), z.gte(0), z.lte(2))),
  mounted: z.array(z.number().check(z.int(), z.gte(0), z.lte(1))),
  flags: z.array(nat),
  occ: z.array(z.number().check(z.int(), z.gte(-1))),
  below: z.array(z.number().check(z.int(), z.gte(-1))),
  leaderAt: z.array(z.number().check(z.int(), z.gte(-4))),
  leaderFlags: z.array(nat),
  leaderWounded: z.array(z.number().check(z.int(), z.gte(0), z.lte(1))),
  leaderForm: z.array(z.number().check(z.int(), z.gte(0), z.lte(2))),
  prisoners: z.array(z.strictObject({ leader: nat, form: z.number().check(z.int(), z.gte(0), z.lte(2)), unit: z.number().check(z.int(), z.gte(-1)) })),
  fallen: z.tuple([nat, nat]),
  armyLeader: z.tuple([nat, nat]),
  markerAt: z.array(z.number().check(z.int(), z.gte(-2))),
  markerMoved: z.array(z.number().check(z.int(), z.gte(0), z.lte(1))),
  released: z.boolean(),
  mountMarkers: z.tuple([nat, nat]),
  tieFirst: z.number().check(z.int(), z.gte(-1), z.lte(1)),
  result: z.nullable(
    z.strictObject({ winner: z.nullable(seat), reason: z.string(), points: z.tuple([int, int]), level: z.enum(['automatic', 'points', 'draw']) }),
  ),
}) as z.Type<AlFiloState>;
