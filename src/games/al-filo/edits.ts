/**
 * The writes every rule makes to a state, each returning a new state and keeping the facts that
 * go together in step (where a unit is, which units stand on a hex, the leaders it carries: 5,
 * 7.1), and the reads the rules share: who stands where, whose front hexes a hex is in (8.3).
 * @module
 */
import { taskStack, type TaskStack } from '../../core/index.js';
import { neighbour } from './board.js';
import { IS_ARTILLERY, LEADER_COUNT, UNIT_SIDE } from './pieces.js';
import { ROUTED, type AlFiloState, type AlFiloTask } from './state.js';

/** The fields a rule may change in a state. */
export type StateChanges = Partial<Omit<AlFiloState, 'game' | 'format' | 'viewer'>>;

/**
 * A state built field by field in one fixed order (the schema's), so that every state of a battle
 * has one shape for V8; a view's mark is never copied (rules never see views).
 */
export function rebuild(s: AlFiloState, c: StateChanges): AlFiloState {
  return {
    game: 'al-filo',
    format: s.format,
    rng: c.rng ?? s.rng,
    tasks: c.tasks ?? s.tasks,
    victory: c.victory ?? s.victory,
    turn: c.turn ?? s.turn,
    at: c.at ?? s.at,
    facing: c.facing ?? s.facing,
    fatigued: c.fatigued ?? s.fatigued,
    disorder: c.disorder ?? s.disorder,
    mounted: c.mounted ?? s.mounted,
    flags: c.flags ?? s.flags,
    occ: c.occ ?? s.occ,
    below: c.below ?? s.below,
    leaderAt: c.leaderAt ?? s.leaderAt,
    leaderFlags: c.leaderFlags ?? s.leaderFlags,
    leaderWounded: c.leaderWounded ?? s.leaderWounded,
    leaderForm: c.leaderForm ?? s.leaderForm,
    prisoners: c.prisoners ?? s.prisoners,
    fallen: c.fallen ?? s.fallen,
    armyLeader: c.armyLeader ?? s.armyLeader,
    markerAt: c.markerAt ?? s.markerAt,
    markerMoved: c.markerMoved ?? s.markerMoved,
    released: c.released ?? s.released,
    mountMarkers: c.mountMarkers ?? s.mountMarkers,
    tieFirst: c.tieFirst ?? s.tieFirst,
    result: c.result !== undefined ? c.result : s.result,
  };
}

/** The state with another task stack, in the fixed shape. */
export function withTasks(s: AlFiloState, tasks: readonly AlFiloTask[]): AlFiloState {
  return rebuild(s, { tasks });
}

/** The battle's task stack: push, pop and replace the top (the machine uses the same writer). */
export const stack: TaskStack<AlFiloState, AlFiloTask> = taskStack<AlFiloState, AlFiloTask>(withTasks);

/** An array of `length` copies of `value`, packed (V8 keeps an array built by push packed). */
export function filled(length: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) out.push(value);
  return out;
}

/** The units on hex `h`, first to last (one, or two: a 5.2 pair or artillery with infantry, 5). */
export function unitsAt(s: AlFiloState, h: number): number[] {
  const out: number[] = [];
  for (let u = s.occ[h]!; u >= 0; u = s.below[u]!) out.push(u);
  return out;
}

/** The side code of the units on `h`, or -1 for an empty hex (a hex never holds both sides). */
export function sideAt(s: AlFiloState, h: number): number {
  const u = s.occ[h]!;
  return u < 0 ? -1 : UNIT_SIDE[u]!;
}

/** The leaders on hex `h`. */
export function leadersAt(s: AlFiloState, h: number): number[] {
  const out: number[] = [];
  for (let l = 0; l < LEADER_COUNT; l++) if (s.leaderAt[l] === h) out.push(l);
  return out;
}

/**
 * Whether hex `h` is one of the front hexes of an enemy of `side` next to it (8.3: leaving it costs
 * +1 MP). Routed units have no facing (10, combat Precisión; reading 17), so no front.
 */
export function inEnemyFront(s: AlFiloState, h: number, side: number): boolean {
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n < 0) continue;
    for (let u = s.occ[n]!; u >= 0; u = s.below[u]!) {
      if (UNIT_SIDE[u] === side || s.disorder[u] === ROUTED) continue;
      // the enemy at n faces `facing`; h lies across n's hexside (f + 3)
      const back = (f + 3) % 6;
      const d = (back - s.facing[u]! + 6) % 6;
      if (IS_ARTILLERY[u] ? d === 0 : d === 0 || d === 1 || d === 5) return true;
    }
  }
  return false;
}

/** Whether an enemy unit of `side` stands next to hex `h`. */
export function enemyAdjacent(s: AlFiloState, h: number, side: number): boolean {
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n >= 0 && s.occ[n]! >= 0 && UNIT_SIDE[s.occ[n]!] !== side) return true;
  }
  return false;
}

/**
 * The state with unit `u` moved to hex `to` (or off the map: a negative `to`), the occupancy kept
 * in step. Leaders stay where they are: a move carries its riders with {@link carry}.
 */
export function relocate(s: AlFiloState, u: number, to: number): AlFiloState {
  const from = s.at[u]!;
  const at = s.at.slice();
  const occ = s.occ.slice();
  const below = s.below.slice();
  if (from >= 0) {
    if (occ[from] === u) occ[from] = below[u]!;
    else for (let v = occ[from]!; v >= 0; v = below[v]!) if (below[v] === u) below[v] = below[u]!;
  }
  below[u] = -1;
  if (to >= 0) {
    // the newcomer goes below: the last unit of the hex's list
    if (occ[to]! < 0) occ[to] = u;
    else {
      let v = occ[to]!;
      while (below[v]! >= 0) v = below[v]!;
      below[v] = u;
    }
  }
  at[u] = to;
  return rebuild(s, { at, occ, below });
}

/**
 * The leaders a unit (with `partner`, or -1) carries when it moves off hex `h` (7.1; reading: a
 * leader on a moving unit moves with it): those on `h` when the move leaves no other unit there;
 * none when another unit stays, which keeps them.
 */
export function ridersOf(s: AlFiloState, h: number, u: number, partner: number): number[] {
  for (let v = s.occ[h]!; v >= 0; v = s.below[v]!) if (v !== u && v !== partner) return [];
  return leadersAt(s, h);
}

/** The state with `leaders` moved to hex `to` with the unit that carries them (7.1). */
export function carry(s: AlFiloState, leaders: readonly number[], to: number): AlFiloState {
  if (leaders.length === 0) return s;
  const leaderAt = s.leaderAt.slice();
  for (const l of leaders) leaderAt[l] = to;
  return rebuild(s, { leaderAt });
}

/** The state with its top task replaced by `tasks` (the last one given on top); none: the top popped. */
export function popPush(s: AlFiloState, ...tasks: AlFiloTask[]): AlFiloState {
  return stack.replaceTop(s, ...tasks);
}
