/**
 * The writes every rule makes to a state, each returning a new state and keeping the facts that
 * go together (where a counter is and which counter stands on a hex) in step. The reads the rules
 * share are here too: whose counter stands where, zones of control (7), the counters a side has in
 * play (5).
 * @module
 */
import { HEX_COUNT, NEIGHBOURS } from './board.js';
import { COUNTERS_OF, IS_LAND, SIDE_OF, SIDE_IDS } from './pieces.js';
import { ARRIVED, LANDED, type LegionState, type LegionTask } from './state.js';

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

/**
 * The zones of control (7) of the land counters, kept by the occupant array they are read from:
 * at `side * HEX_COUNT + h`, how many of `side`'s land counters stand next to hex `h`. The occupant
 * array changes only when a land counter moves, and `relocate` derives the new counts from the old
 * by the twelve hexes around the two it changes: "zones of control kept as counters move".
 */
const zoneMemo = new WeakMap<readonly number[], Uint8Array>();

/** The zones of control of a state (see {@link zoneMemo}): nonzero at `side * HEX_COUNT + h` when `h` is in one of `side`'s. */
export function zoneCounts(s: LegionState): Uint8Array {
  const known = zoneMemo.get(s.occupant);
  if (known !== undefined) return known;
  const counts = new Uint8Array(2 * HEX_COUNT);
  for (let h = 0; h < HEX_COUNT; h++) {
    const c = s.occupant[h]!;
    if (c >= 0) addZone(counts, h, SIDE_OF[c]! * HEX_COUNT, 1);
  }
  zoneMemo.set(s.occupant, counts);
  return counts;
}

/** `counts` with a counter of the side at `base` (0 or HEX_COUNT) added to (or taken from) the six hexes around `h`. */
function addZone(counts: Uint8Array, h: number, base: number, by: number): void {
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n >= 0) counts[base + n] = counts[base + n]! + by;
  }
}

/** The state with counter `c` at `to` (a hex index or a code such as ELIMINATED), its old hex freed. */
export function relocate(s: LegionState, c: number, to: number): LegionState {
  const from = s.at[c]!;
  const at = s.at.slice();
  at[c] = to;
  if (!IS_LAND[c]) return { ...s, at };
  const occupant = s.occupant.slice();
  if (from >= 0 && occupant[from] === c) occupant[from] = -1;
  if (to >= 0) occupant[to] = c;
  const counts = zoneMemo.get(s.occupant);
  if (counts !== undefined) {
    const next = counts.slice();
    const base = SIDE_OF[c]! * HEX_COUNT;
    if (from >= 0 && s.occupant[from] === c) addZone(next, from, base, -1);
    if (to >= 0) addZone(next, to, base, 1);
    zoneMemo.set(occupant, next);
  }
  return { ...s, at, occupant };
}

/** The state with `bits` added to counter `c`'s flags for this turn. */
export function flag(s: LegionState, c: number, bits: number): LegionState {
  if ((s.flags[c]! & bits) === bits) return s;
  const flags = s.flags.slice();
  flags[c] = flags[c]! | bits;
  return { ...s, flags };
}

/** The state with the top task replaced. */
export function replaceTop(s: LegionState, task: LegionTask): LegionState {
  const tasks = s.tasks.slice();
  tasks[tasks.length - 1] = task;
  return { ...s, tasks };
}

/** The state with `tasks` pushed, the last one on top. */
export function push(s: LegionState, ...tasks: LegionTask[]): LegionState {
  return { ...s, tasks: [...s.tasks, ...tasks] };
}

/** The state with the top task popped. */
export function pop(s: LegionState): LegionState {
  return { ...s, tasks: s.tasks.slice(0, -1) };
}

/** The side code of the land counter on hex `h`, or -1 when none stands there. */
export function sideAt(s: LegionState, h: number): number {
  const c = s.occupant[h]!;
  return c < 0 ? -1 : SIDE_OF[c]!;
}

/** Whether hex `h` is in the zone of control of a land counter of `enemy` (7: the six hexes around it). */
export function inZocOf(s: LegionState, h: number, enemy: number): boolean {
  const base = h * 6;
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[base + f]!;
    if (n >= 0) {
      const c = s.occupant[n]!;
      if (c >= 0 && SIDE_OF[c] === enemy) return true;
    }
  }
  return false;
}

/** The land counters of `side` around hex `h`, in facing order. */
export function neighboursOf(s: LegionState, h: number, side: number): number[] {
  const out: number[] = [];
  const base = h * 6;
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[base + f]!;
    if (n >= 0) {
      const c = s.occupant[n]!;
      if (c >= 0 && SIDE_OF[c] === side) out.push(c);
    }
  }
  return out;
}

/** Whether counters `a` and `b` stand on neighbouring hexes. */
export function adjacent(s: LegionState, a: number, b: number): boolean {
  const ha = s.at[a]!;
  const hb = s.at[b]!;
  if (ha < 0 || hb < 0) return false;
  const base = ha * 6;
  for (let f = 0; f < 6; f++) if (NEIGHBOURS[base + f] === hb) return true;
  return false;
}

/**
 * The counters a side has in play (reading 19): on the map, land, air and sea alike; not those yet
 * to arrive, not the eliminated, not bombers grounded by the lost airfield.
 */
export function inPlay(s: LegionState, side: number): number {
  let n = 0;
  for (const c of COUNTERS_OF[side]!) if (s.at[c]! >= 0) n++;
  return n;
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
