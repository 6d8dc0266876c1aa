/**
 * The writes every rule makes to a state, each returning a new state and keeping the facts that
 * go together (where a counter is and which counter stands on a hex) in step. The reads the rules
 * share are here too: whose counter stands where, zones of control (7), the counters a side has in
 * play (5).
 * @module
 */
import { COLUMN_OF, MELILLA, NEIGHBOURS, ROW_OF } from './board.js';
import { MAP_COLUMNS, MAP_ROWS } from './data/map.js';
import { COUNTERS_OF, IS_LAND, SIDE_OF, SIDE_IDS } from './pieces.js';
import { ARRIVED, AT_MELILLA, LANDED, type LegionState, type LegionTask } from './state.js';

/**
 * An array of `length` copies of `value`, built element by element so that V8 keeps it packed
 * (`new Array(n).fill(v)` leaves a holey array, whose every read checks for holes: the zones of
 * control and the movement search read these arrays thousands of times a move).
 */
export function filled(length: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) out.push(value);
  return out;
}

/** The fields a rule may change in a state. */
export type StateChanges = Partial<Pick<LegionState, 'rng' | 'tasks' | 'turn' | 'weather' | 'at' | 'occupant' | 'zoc' | 'flags' | 'result'>>;

/**
 * A state built field by field in one fixed order (the schema's: a test ties the two), so that
 * every state of a game has one shape: V8 copies an object of a known shape at once, where a spread
 * (`{ ...s, at }`) over states of mixed shapes took a third of a move's time (measured on La
 * Legión's apply). A view's mark is never copied: rules never see views.
 */
function assemble(
  s: LegionState,
  rng: LegionState['rng'],
  tasks: LegionState['tasks'],
  turn: number,
  weather: LegionState['weather'],
  board: Board,
  flags: LegionState['flags'],
  result: LegionState['result'],
): LegionState {
  return {
    game: s.game,
    format: s.format,
    rng,
    tasks,
    surrender: s.surrender,
    turn,
    weather,
    at: board.at,
    occupant: board.occupant,
    zoc: board.zoc,
    flags,
    result,
  };
}

/** Where the counters are, with the facts kept from it: what a move changes. */
export interface Board {
  /** Where each counter is (`state.at`). */
  readonly at: LegionState['at'];
  /** The land counter on each hex, column by column (`state.occupant`). */
  readonly occupant: LegionState['occupant'];
  /** The zones of control, column by column (`state.zoc`). */
  readonly zoc: LegionState['zoc'];
}

/** The state with `changes` (any of its fields a rule changes), in the fixed shape of every state. */
export function rebuild(s: LegionState, changes: StateChanges): LegionState {
  return assemble(
    s,
    changes.rng ?? s.rng,
    changes.tasks ?? s.tasks,
    changes.turn ?? s.turn,
    changes.weather !== undefined ? changes.weather : s.weather,
    { at: changes.at ?? s.at, occupant: changes.occupant ?? s.occupant, zoc: changes.zoc ?? s.zoc },
    changes.flags ?? s.flags,
    changes.result !== undefined ? changes.result : s.result,
  );
}

/** The state with another task stack (the machine's and the rules' most frequent write). */
export function withTasks(s: LegionState, tasks: LegionState['tasks']): LegionState {
  return assemble(s, s.rng, tasks, s.turn, s.weather, s, s.flags, s.result);
}

/** The state with another generator state (the machine writes it back after a step's rolls). */
export function withRng(s: LegionState, rng: LegionState['rng']): LegionState {
  return assemble(s, rng, s.tasks, s.turn, s.weather, s, s.flags, s.result);
}

/** The state with the counters placed as `board` says, and optionally other tasks and flags. */
export function withBoard(s: LegionState, board: Board, tasks: LegionState['tasks'] = s.tasks, flags: LegionState['flags'] = s.flags): LegionState {
  return assemble(s, s.rng, tasks, s.turn, s.weather, board, flags, s.result);
}

/** A per-hex fact kept column by column: `grid[column][row]` (see `COLUMN_OF`, `ROW_OF`). */
export type HexGrid = readonly (readonly number[])[];

/** The land counter on hex `h`, or -1 (one land counter a hex: reading 1). */
export function occupantAt(s: LegionState, h: number): number {
  return s.occupant[COLUMN_OF[h]!]![ROW_OF[h]!]!;
}

/** How many of `side`'s land counters stand next to hex `h`: in a zone of control when nonzero (7). */
export function zoneAt(s: LegionState, side: number, h: number): number {
  return s.zoc[side]![COLUMN_OF[h]!]![ROW_OF[h]!]!;
}

/** `grid` with the columns of `hexes` and of the hexes beside them (`reach` 1) or of `hexes` alone (`reach` 0) copied, ready to write. */
function copyColumns(grid: HexGrid, hexes: readonly number[], reach: number): number[][] {
  const out = grid.slice() as number[][];
  const copied: number[] = [];
  for (const h of hexes) {
    const col = COLUMN_OF[h]!;
    for (let k = col - reach; k <= col + reach; k++) {
      if (k < 0 || k >= out.length || copied.includes(k)) continue;
      out[k] = out[k]!.slice();
      copied.push(k);
    }
  }
  return out;
}

/** Adds `by` to the cells of the six hexes around `h` in `grid` (7: a zone of control); its columns must be copies. */
function addAround(grid: number[][], h: number, by: number): void {
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n >= 0) {
      const column = grid[COLUMN_OF[n]!]!;
      column[ROW_OF[n]!] = column[ROW_OF[n]!]! + by;
    }
  }
}

/** The hexes around `h`, on the map. */
export function around(h: number): number[] {
  const out: number[] = [];
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n >= 0) out.push(n);
  }
  return out;
}

/** The occupants and zones of control of a board where the counters stand at `at` (set-up, positions, tests). */
export function boardFacts(at: readonly number[]): { occupant: number[][]; zoc: [number[][], number[][]] } {
  const grid = (): number[][] => Array.from({ length: MAP_COLUMNS }, () => filled(MAP_ROWS, 0));
  const occupant = Array.from({ length: MAP_COLUMNS }, () => filled(MAP_ROWS, -1));
  const zoc: [number[][], number[][]] = [grid(), grid()];
  at.forEach((h, c) => {
    if (h < 0 || !IS_LAND[c]) return;
    occupant[COLUMN_OF[h]!]![ROW_OF[h]!] = c;
    for (const n of around(h)) zoc[SIDE_OF[c]!]![COLUMN_OF[n]!]![ROW_OF[n]!]! += 1;
  });
  return { occupant, zoc };
}

/**
 * The state with counter `c` at `to` (a hex index or a code such as ELIMINATED), its old hex freed;
 * a land counter's zone of control (7) leaves the hexes around its old hex and covers those
 * around its new one.
 */
export function relocate(s: LegionState, c: number, to: number): LegionState {
  return withBoard(s, relocation(s, c, to));
}

/** What {@link relocate} changes: `at`, and for a land counter the occupants and its side's zones of control. */
export function relocation(s: LegionState, c: number, to: number): Board {
  const from = s.at[c]!;
  const at = s.at.slice();
  at[c] = to;
  if (!IS_LAND[c]) return { at, occupant: s.occupant, zoc: s.zoc };
  const left = from >= 0 && occupantAt(s, from) === c ? from : -1;
  const cells = left >= 0 ? (to >= 0 ? [left, to] : [left]) : to >= 0 ? [to] : [];
  // The six neighbours of a hex lie in its own column and the two beside it: those are copied.
  const occupant = copyColumns(s.occupant, cells, 0);
  const side = SIDE_OF[c]!;
  const zone = copyColumns(s.zoc[side]!, cells, 1);
  if (left >= 0) {
    occupant[COLUMN_OF[left]!]![ROW_OF[left]!] = -1;
    addAround(zone, left, -1);
  }
  if (to >= 0) {
    occupant[COLUMN_OF[to]!]![ROW_OF[to]!] = c;
    addAround(zone, to, 1);
  }
  const zoc = (side === 0 ? [zone, s.zoc[1]] : [s.zoc[0], zone]) as LegionState['zoc'];
  return { at, occupant: occupant as LegionState['occupant'], zoc };
}

/** The state with `bits` added to counter `c`'s flags for this turn. */
export function flag(s: LegionState, c: number, bits: number): LegionState {
  if ((s.flags[c]! & bits) === bits) return s;
  const flags = s.flags.slice();
  flags[c] = flags[c]! | bits;
  return assemble(s, s.rng, s.tasks, s.turn, s.weather, s, flags, s.result);
}

/** The state with the top task replaced. */
export function replaceTop(s: LegionState, task: LegionTask): LegionState {
  const tasks = s.tasks.slice();
  tasks[tasks.length - 1] = task;
  return withTasks(s, tasks);
}

/** The state with `tasks` pushed, the last one on top. */
export function push(s: LegionState, ...tasks: LegionTask[]): LegionState {
  return withTasks(s, [...s.tasks, ...tasks]);
}

/** The state with the top task popped. */
export function pop(s: LegionState): LegionState {
  return withTasks(s, s.tasks.slice(0, -1));
}

/** The side code of the land counter on hex `h`, or -1 when none stands there. */
export function sideAt(s: LegionState, h: number): number {
  const c = occupantAt(s, h);
  return c < 0 ? -1 : SIDE_OF[c]!;
}

/** Whether hex `h` is in the zone of control of a land counter of `enemy` (7: the six hexes around it). */
export function inZocOf(s: LegionState, h: number, enemy: number): boolean {
  return zoneAt(s, enemy, h) !== 0;
}

/** The land counters of `side` around hex `h`, in facing order. */
export function neighboursOf(s: LegionState, h: number, side: number): number[] {
  const out: number[] = [];
  const base = h * 6;
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[base + f]!;
    if (n >= 0) {
      const c = occupantAt(s, n);
      if (c >= 0 && SIDE_OF[c] === side) out.push(c);
    }
  }
  return out;
}

/** Whether counters `a` and `b` stand on neighbouring hexes. */
export function adjacent(s: LegionState, a: number, b: number): boolean {
  const ha = standsOn(s, a);
  const hb = standsOn(s, b);
  if (ha < 0 || hb < 0) return false;
  const base = ha * 6;
  for (let f = 0; f < 6; f++) if (NEIGHBOURS[base + f] === hb) return true;
  return false;
}

/**
 * The counters a side has in play (reading 19): on the map, land, air and sea alike, and the
 * Spanish reinforcements waiting in Melilla (6.1, 5: a counter received never vanishes); not those
 * yet to arrive, not the eliminated, not bombers grounded by the lost airfield.
 */
export function inPlay(s: LegionState, side: number): number {
  let n = 0;
  for (const c of COUNTERS_OF[side]!) if (s.at[c]! >= 0 || s.at[c] === AT_MELILLA) n++;
  return n;
}

/**
 * The hex a land counter stands on for combat and victory: its own, or Melilla's for a Spanish
 * reinforcement waiting there (6.1: it is in play, and defends in Melilla); -1 off the map.
 */
export function standsOn(s: LegionState, c: number): number {
  const at = s.at[c]!;
  return at === AT_MELILLA ? MELILLA : at;
}

/** The Spanish reinforcements waiting in Melilla, by counter number (6.1). */
export function waitingInMelilla(s: LegionState): number[] {
  const out: number[] = [];
  for (let c = 0; c < s.at.length; c++) if (s.at[c] === AT_MELILLA) out.push(c);
  return out;
}

/**
 * Whether a counter of `side` finds hex `h` taken: a land counter stands there, or, for a
 * Moroccan, Spanish reinforcements wait in Melilla (6.1 with reading 1: no enemy shares their hex).
 */
export function taken(s: LegionState, h: number, side: number): boolean {
  return occupantAt(s, h) !== -1 || (side === 1 && h === MELILLA && s.at.includes(AT_MELILLA));
}

/** The seat of a side code. */
export function seat(side: number): 'spanish' | 'moroccan' {
  return SIDE_IDS[side]!;
}

/** The side code of a seat. */
export function sideCode(seatId: string): number {
  return seatId === 'spanish' ? 0 : 1;
}

/** Whether the counter is a reinforcement this turn that has not landed (6.1: it may not attack). */
export function isUnlandedArrival(s: LegionState, c: number): boolean {
  return (s.flags[c]! & (ARRIVED | LANDED)) === ARRIVED;
}
