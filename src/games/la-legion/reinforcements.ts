/**
 * 6.1 (reinforcements), as reading 18 places them in the turn:
 *
 * - On turns 3 and 5 both sides receive the counters of the table of 6, placed at the start of
 *   their side's movement step, before any counter moves.
 * - The Moroccans place theirs anywhere in the Moroccan zone, even after conquests, but not in a
 *   Spanish zone of control (reading 9: placing is arriving); each then moves up to its
 *   displacement plus ten hexes (6.1).
 * - A Spanish reinforcement that cannot move out of Melilla waits there, in play: counted (5),
 *   attackable by Moroccan counters next to Melilla, holding Melilla, stacked with its garrison
 *   beyond reading 1's one counter a hex (6.1 brings every one in by Melilla and never lets a
 *   received counter vanish; see `docs/data-provenance.md`).
 * - The Spanish bring theirs from Melilla (compulsory on turn 3): each moves out of Melilla's hex
 *   up to its displacement plus ten hexes. On turn 5 they may instead land them, one a landing
 *   hex (beach or sea), all placed before any moves; a lander moves up to half its movement
 *   factor rounded down, and may attack that turn, which no other reinforcement may (6.1).
 * - Reading 24: the half is of the factor the weather leaves; a land counter may not end on the
 *   sea, so a lander that could not move off may land only on a beach.
 * - The aircraft and fleets of turn 5 arrive in the air step (see `air.ts`).
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import { fieldCount, type LegionAction } from './actions.js';
import { HEX_COUNT, HEX_IDS, LANDING, MELILLA, MOROCCAN_ZONE, NEIGHBOURS, ZONE, hexIndex, isLand } from './board.js';
import { flag, inZocOf, pop, relocate, occupantAt } from './edits.js';
import { COUNTER_IDS, ENTRY_TURN, IS_LAND, LAND_OF, MOROCCAN, SPANISH, counterIndex } from './pieces.js';
import { ARRIVED, AT_MELILLA, IN_BOX, LANDED, type LegionState, type LegionTask } from './state.js';
import { movementFactor } from './weather.js';
import { withSurrender } from './surrender.js';

type Ctx = MachineContext<LegionState, LegionAction>;
type ReinforceTask = Extract<LegionTask, { t: 'reinforce' }>;

/** The turns with reinforcements (6, 6.1). */
export const REINFORCEMENT_TURNS: readonly number[] = [3, 5];
/** The turn the Spanish may land their reinforcements (6.1). */
export const LANDING_TURN = 5;

/** The next land counter of `side` still to arrive this turn, or -1. */
export function nextArrival(s: LegionState, side: number): number {
  for (const c of LAND_OF[side]!) if (ENTRY_TURN[c] === s.turn && s.at[c] === IN_BOX && IS_LAND[c]) return c;
  return -1;
}

/** The free hexes of the Moroccan zone (6.1: "en la zona marroquí de salida") outside every Spanish zone of control (reading 9). */
function moroccanEntries(s: LegionState): number[] {
  const out: number[] = [];
  for (let h = 0; h < HEX_COUNT; h++) if (moroccanEntry(s, h)) out.push(h);
  return out;
}

/** Whether a Moroccan reinforcement may be placed on hex `h` (6.1, reading 9). */
function moroccanEntry(s: LegionState, h: number): boolean {
  return ZONE[h] === MOROCCAN_ZONE && occupantAt(s, h) === -1 && !inZocOf(s, h, SPANISH);
}

/**
 * Whether counter `c` may land on hex `h` this turn (6.1, reading 24): a free landing hex, and on
 * the sea only with a move of one hex at least and a free land hex beside it to come ashore on.
 */
function mayLand(s: LegionState, c: number, h: number): boolean {
  if (occupantAt(s, h) !== -1) return false;
  if (isLand(h)) return true;
  if (movementFactor(s.weather, c) >> 1 < 1) return false;
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n >= 0 && isLand(n) && occupantAt(s, n) === -1) return true;
  }
  return false;
}

/** The entries of the next reinforcement of the side (6.1). */
export function reinforceLegal(s: LegionState, task: ReinforceTask): LegionAction[] {
  const side = task.side === 'spanish' ? SPANISH : MOROCCAN;
  const c = nextArrival(s, side);
  if (c < 0) return [];
  const id = COUNTER_IDS[c]!;
  if (side === MOROCCAN)
    return withSurrender(
      s,
      moroccanEntries(s).map((h) => ({ type: 'enter', counter: id, hex: HEX_IDS[h]! })),
    );
  const out: LegionAction[] = [{ type: 'enter', counter: id, hex: HEX_IDS[MELILLA]! }];
  if (s.turn === LANDING_TURN) for (const h of LANDING) if (mayLand(s, c, h)) out.push({ type: 'land', counter: id, hex: HEX_IDS[h]! });
  return withSurrender(s, out);
}

/** A reinforcement placed: on its hex, at Melilla's gate, or on its landing hex. */
export function reinforceAct(s: LegionState, _task: ReinforceTask, action: LegionAction, ctx: Ctx): LegionState {
  if (action.type !== 'enter' && action.type !== 'land') return s;
  const c = counterIndex(action.counter);
  const h = hexIndex(action.hex);
  const landing = action.type === 'land';
  const spanishGate = action.type === 'enter' && h === MELILLA;
  if (ctx.log.on) {
    ctx.log.push({
      type: 'reinforcement',
      text: landing
        ? `${action.counter} lands on ${action.hex}`
        : spanishGate
          ? `${action.counter} arrives at Melilla`
          : `${action.counter} enters in ${action.hex}`,
      rule: '6.1',
      counter: action.counter,
      hex: action.hex,
      landed: landing,
    });
  }
  return flag(relocate(s, c, spanishGate ? AT_MELILLA : h), c, landing ? ARRIVED | LANDED : ARRIVED);
}

/** The reinforcement step done when no counter is left to arrive. */
export function reinforceAuto(s: LegionState): LegionState {
  return pop(s);
}

/** {@link reinforceLegal}'s fast form for one action (tied to it by test/la-legion/fast-forms.test.ts). */
export function reinforceAccepts(s: LegionState, task: ReinforceTask, action: LegionAction): boolean {
  const side = task.side === 'spanish' ? SPANISH : MOROCCAN;
  const c = nextArrival(s, side);
  if (c < 0) return false;
  if (action.type === 'surrender') return s.surrender && fieldCount(action) === 1;
  if ((action.type !== 'enter' && action.type !== 'land') || fieldCount(action) !== 3 || action.counter !== COUNTER_IDS[c]) return false;
  const h = hexIndex(action.hex);
  if (h < 0) return false;
  if (action.type === 'land') return side === SPANISH && s.turn === LANDING_TURN && LANDING.includes(h) && mayLand(s, c, h);
  if (side === SPANISH) return h === MELILLA;
  return moroccanEntry(s, h);
}

/** {@link reinforceLegal}'s length, capped at 2, without listing the Moroccan zone's hexes. */
export function reinforceCount(s: LegionState, task: ReinforceTask): 0 | 1 | 2 {
  const side = task.side === 'spanish' ? SPANISH : MOROCCAN;
  const c = nextArrival(s, side);
  if (c < 0) return 0;
  let n = s.surrender ? 1 : 0;
  if (side === SPANISH) {
    n += 1;
    if (s.turn === LANDING_TURN) for (const h of LANDING) if (mayLand(s, c, h)) n++;
  } else {
    for (let h = 0; h < HEX_COUNT && n < 2; h++) if (moroccanEntry(s, h)) n++;
  }
  return n >= 2 ? 2 : (n as 0 | 1);
}
