/**
 * The writes every rule makes to a state, each returning a new state and keeping the facts that
 * go together (where a counter is and which counter stands on a hex) in step. The reads the rules
 * share are here too: whose counter stands where, zones of control (7), the counters a side has in
 * play (5).
 * @module
 */
import { NEIGHBOURS } from './board.js';
import { COUNTERS_OF, IS_LAND, SIDE_OF, SIDE_IDS } from './pieces.js';
import { ARRIVED, LANDED, type LegionState, type LegionTask } from './state.js';

/** The state with counter `c` at `to` (a hex index or a code such as ELIMINATED), its old hex freed. */
export function relocate(s: LegionState, c: number, to: number): LegionState {
  const from = s.at[c]!;
  const at = s.at.slice();
  at[c] = to;
  if (!IS_LAND[c]) return { ...s, at };
  const occupant = s.occupant.slice();
  if (from >= 0 && occupant[from] === c) occupant[from] = -1;
  if (to >= 0) occupant[to] = c;
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
