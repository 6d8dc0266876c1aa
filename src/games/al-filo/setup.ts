/**
 * `setup` and `start` (6, scenario): a new battle, deployed by the standard deployment or left to
 * the players (`deployment: 'free'`, the defender first), or the state of a position written as
 * data; played up to its first decision.
 * @module
 */
import { createRng, parseOrThrow, type StepOptions, type StepResult } from '../../core/index.js';
import { HEX_COUNT, hexIndex } from './board.js';
import { LEADERS, MARKERS } from './data/order-of-battle.js';
import { STANDARD_DEPLOYMENT } from './data/standard-deployment.js';
import { place } from './deploy.js';
import { filled } from './edits.js';
import type { AlFiloEvent } from './events.js';
import { machine } from './machine.js';
import { IS_ARMY_LEADER, LEADER_COUNT, LEADER_SIDE, MARKER_IDS, PRINTED_MOUNTED, UNIT_COUNT, unitIndex } from './pieces.js';
import { stateFromPosition } from './position.js';
import { AL_FILO_FORMAT, OFF_MAP, optionsSchema, type AlFiloOptions, type AlFiloState, type AlFiloTask, type VictoryMode } from './state.js';

/** The army leader of each side at the start (1.1). */
function armyLeaders(): [number, number] {
  const out: [number, number] = [0, 0];
  for (let l = 0; l < LEADER_COUNT; l++) if (IS_ARMY_LEADER[l]) out[LEADER_SIDE[l]!] = l;
  return out;
}

/** The battle before any unit is placed: leaders and markers on their starting hexes (scenario). */
export function emptyBattle(seed: string, victory: VictoryMode, tasks: AlFiloTask[]): AlFiloState {
  return {
    game: 'al-filo',
    format: AL_FILO_FORMAT,
    rng: createRng(seed),
    tasks,
    victory,
    turn: 1,
    at: filled(UNIT_COUNT, OFF_MAP),
    facing: filled(UNIT_COUNT, 0),
    fatigued: filled(UNIT_COUNT, 0),
    disorder: filled(UNIT_COUNT, 0),
    mounted: Array.from({ length: UNIT_COUNT }, (_, u) => (PRINTED_MOUNTED[u] ? 1 : 0)),
    flags: filled(UNIT_COUNT, 0),
    occ: filled(HEX_COUNT, -1),
    below: filled(UNIT_COUNT, -1),
    leaderAt: LEADERS.map((l) => hexIndex(l.hex)),
    leaderFlags: filled(LEADER_COUNT, 0),
    leaderWounded: filled(LEADER_COUNT, 0),
    leaderForm: filled(LEADER_COUNT, 0),
    prisoners: [],
    fallen: [0, 0],
    armyLeader: armyLeaders(),
    markerAt: MARKER_IDS.map((id) => hexIndex(MARKERS.find((m) => m.id === id)!.hex)),
    markerMoved: [0, 0],
    released: false,
    mountMarkers: [0, 0],
    tieFirst: -1,
    result: null,
  };
}

/** The standard deployment placed (`data/standard-deployment.ts`). */
export function deployStandard(s: AlFiloState): AlFiloState {
  let next = s;
  for (const d of STANDARD_DEPLOYMENT) next = place(next, unitIndex(d.unit), hexIndex(d.hex), d.facing, null);
  return next;
}

/** The state of a new battle before its first step (no rolls made). */
export function initialState(o: AlFiloOptions): AlFiloState {
  const victory = o.victory ?? 'time-limited';
  if (o.position !== undefined) return stateFromPosition(o.position, o.seed, victory);
  if (o.deployment === 'free') return emptyBattle(o.seed, victory, [{ t: 'turn' }, { t: 'deploy', side: 'christian' }, { t: 'deploy', side: 'muslim' }]);
  return deployStandard(emptyBattle(o.seed, victory, [{ t: 'turn' }]));
}

/** `setup` with the events of what it played before the first decision. */
export function start(options: AlFiloOptions, opts?: StepOptions): StepResult<AlFiloState, AlFiloEvent> {
  const o = parseOrThrow(optionsSchema, options, 'options');
  return machine.start(initialState(o), opts) as StepResult<AlFiloState, AlFiloEvent>;
}

/** A new battle, played up to its first decision (its rolls from `opts.dice` when given). */
export function setup(options: AlFiloOptions, opts?: StepOptions): AlFiloState {
  return start(options, opts).state;
}
