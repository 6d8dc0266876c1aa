/**
 * 8.3 (the armoured cars, "ingenios blindados"), as reading 17 takes it:
 *
 * - A car never attacks; it defends with its combat factor (8.3).
 * - The Moroccan counters in its zone of control when it comes to move are pushed before it
 *   moves (compulsory: "la desplaza"); it then moves, with its movement factor only if it pushed;
 *   the Moroccan counters in its zone of control after a move no longer than its movement factor
 *   may be pushed (a choice: "podrá desplazar").
 * - A pushed counter goes back exactly its movement factor (as the weather leaves it) plus one
 *   hex, in a straight line along one of the three directions leading away from the car, in the
 *   direction the Spanish player chooses; it may pass over counters but not over the sea or the
 *   Mar Chica, and must end on a free land hex outside every Spanish zone of control. Where no
 *   direction works, it is not pushed.
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { LegionAction } from './actions.js';
import { HEX_IDS, NEIGHBOURS, hexIndex, isLand } from './board.js';
import { inZocOf, neighboursOf, pop, relocate, replaceTop, taken } from './edits.js';
import { checkAirfield } from './air.js';
import { COUNTER_IDS, MOROCCAN, SPANISH, counterIndex } from './pieces.js';
import type { LegionState, LegionTask } from './state.js';
import { movementFactor } from './weather.js';
import { withSurrender } from './surrender.js';

type Ctx = MachineContext<LegionState, LegionAction>;
type PushTask = Extract<LegionTask, { t: 'car-pushes' }>;

/** How far a counter is pushed (8.3): its movement factor this turn, plus one. */
export function pushDistance(s: LegionState, c: number): number {
  return Math.max(0, movementFactor(s.weather, c)) + 1;
}

/** The hexes counter `c` may be pushed to by the car on `carHex` (8.3, reading 17), one per direction that works. */
export function pushEnds(s: LegionState, carHex: number, c: number): number[] {
  const from = s.at[c]!;
  let away = -1;
  for (let f = 0; f < 6; f++) if (NEIGHBOURS[carHex * 6 + f] === from) away = f;
  if (away < 0) return [];
  const steps = pushDistance(s, c);
  const out: number[] = [];
  for (const turn of [-1, 0, 1]) {
    const f = (away + turn + 6) % 6;
    let h = from;
    for (let i = 0; i < steps && h >= 0; i++) {
      h = NEIGHBOURS[h * 6 + f]!;
      if (h >= 0 && !isLand(h)) h = -1;
    }
    if (h >= 0 && !taken(s, h, MOROCCAN) && !inZocOf(s, h, SPANISH)) out.push(h);
  }
  return out.sort((a, b) => a - b);
}

/** The Moroccan counters in the car's zone of control, to be pushed (8.3). */
export function pushTask(s: LegionState, car: number, after: boolean): PushTask | null {
  const left = neighboursOf(s, s.at[car]!, MOROCCAN);
  return left.length === 0 ? null : { t: 'car-pushes', car, after, left };
}

/** The next counter's pushes, and after the car's move the choice not to push. */
export function pushLegal(s: LegionState, task: PushTask): LegionAction[] {
  const c = task.left[0];
  if (c === undefined || s.at[c]! < 0) return [];
  const id = COUNTER_IDS[c]!;
  const out: LegionAction[] = pushEnds(s, s.at[task.car]!, c).map((h) => ({ type: 'push', counter: id, hex: HEX_IDS[h]! }));
  if (task.after && out.length > 0) out.push({ type: 'no-push', counter: id });
  return withSurrender(s, out);
}

/** A push made, or declined; the next counter. */
export function pushAct(s: LegionState, task: PushTask, action: LegionAction, ctx: Ctx): LegionState {
  const next = nextCounter(s, task);
  if (action.type !== 'push') return next;
  const c = counterIndex(action.counter);
  const to = hexIndex(action.hex);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'push',
      text: `${COUNTER_IDS[task.car]} drives ${action.counter} back from ${HEX_IDS[s.at[c]!]} to ${action.hex}`,
      rule: '8.3',
      car: COUNTER_IDS[task.car]!,
      counter: action.counter,
      from: HEX_IDS[s.at[c]!]!,
      to: action.hex,
    });
  }
  return checkAirfield(relocate(next, c, to), ctx.log);
}

/** The task with its first counter done (a counter that cannot be pushed is passed over). */
export function nextCounter(s: LegionState, task: PushTask): LegionState {
  const left = task.left.slice(1);
  return left.length === 0 ? pop(s) : replaceTop(s, { ...task, left });
}
