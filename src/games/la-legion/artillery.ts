/**
 * 8.1 (artillery) and the captured batteries of 2.3:
 *
 * - A battery never attacks. Once a turn it either bombards or supports (8.1). It bombards
 *   before its side moves (10): one enemy counter within 2 hexes, eliminated on a 2; it may
 *   then move, with displacement too (reading 12), but not support.
 * - It supports an attack after moving with its movement factor only (reading 12): +1 to each
 *   attacking counter of one combat, within 2 hexes of an attacked counter; never a defence.
 * - A sandstorm forbids both (9). A battery that arrived this turn does neither (reading 18).
 * - A Spanish battery eliminated by the Moroccans lets them place a captured battery (2.3: Moroccan
 *   artillery "in every respect") in its hex, if the box still has one (reading 13: a choice).
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import { CAPTURE_BATTERY, END_BOMBARDMENT, LEAVE_BATTERY, type LegionAction } from './actions.js';
import { HEX_IDS, distance } from './board.js';
import { flag, pop, relocate, sideCode, occupantAt } from './edits.js';
import { checkAirfield } from './air.js';
import { COUNTER_IDS, IS_ARTILLERY, LAND_OF, SIDE_OF, counterIndex, enemyOf } from './pieces.js';
import { ARRIVED, BOMBARDED, DISPLACED, MOVED, SUPPORTED, type LegionState, type LegionTask } from './state.js';
import { capturedBatteryLeft, eliminate } from './victory.js';
import { DIE_NAME, rollDie } from './weather.js';
import { withSurrender } from './surrender.js';

type Ctx = MachineContext<LegionState, LegionAction>;
type BombardTask = Extract<LegionTask, { t: 'bombard' }>;
type CaptureTask = Extract<LegionTask, { t: 'capture' }>;

/** The range of bombardment and support, in hexes (8.1). */
export const ARTILLERY_RANGE = 2;

/** Whether battery `b` has its bombardment or support still to use this turn (8.1, 9, reading 18). */
function ready(s: LegionState, b: number): boolean {
  return IS_ARTILLERY[b]! && s.at[b]! >= 0 && s.weather !== 'sandstorm' && (s.flags[b]! & (BOMBARDED | SUPPORTED | ARRIVED)) === 0;
}

/** Whether battery `b` may support an attack on `defenders` (8.1, reading 12: not after a displacement). */
export function canSupport(s: LegionState, b: number, defenders: readonly number[]): boolean {
  if (!ready(s, b) || (s.flags[b]! & DISPLACED) !== 0) return false;
  const h = s.at[b]!;
  return defenders.some((d) => distance(h, s.at[d]!) <= ARTILLERY_RANGE);
}

/** The bombardment decision (8.1, 10): each ready battery against each enemy counter within 2 hexes, then the end. */
export function bombardLegal(s: LegionState, task: BombardTask): LegionAction[] {
  const side = sideCode(task.side);
  const out: LegionAction[] = [];
  if (s.weather === 'sandstorm') return out;
  const enemies = LAND_OF[enemyOf(side)]!.filter((e) => s.at[e]! >= 0);
  for (const b of LAND_OF[side]!) {
    if (!ready(s, b) || (s.flags[b]! & MOVED) !== 0) continue;
    const h = s.at[b]!;
    for (const e of enemies) {
      if (distance(h, s.at[e]!) <= ARTILLERY_RANGE) out.push({ type: 'bombard', battery: COUNTER_IDS[b]!, target: COUNTER_IDS[e]! });
    }
  }
  if (out.length > 0) out.push(END_BOMBARDMENT);
  return withSurrender(s, out);
}

/** A bombardment: the die, a 2 eliminates (8.1). */
export function bombardAct(s: LegionState, _task: BombardTask, action: LegionAction, ctx: Ctx): LegionState {
  if (action.type !== 'bombard') return pop(s);
  const b = counterIndex(action.battery);
  const target = counterIndex(action.target);
  const roll = rollDie(ctx.dice);
  const hit = roll === 2;
  if (ctx.log.on) {
    ctx.log.push({
      type: 'bombard',
      text: `${action.battery} bombards ${action.target} in ${HEX_IDS[s.at[target]!]}: ${roll}, ${hit ? 'hit, eliminated' : 'missed'}`,
      rule: '8.1',
      battery: action.battery,
      target: action.target,
      hit,
      rolls: [{ die: DIE_NAME, value: roll, for: 'bombardment' }],
      modifiers: [],
    });
  }
  const next = flag(s, b, BOMBARDED);
  return hit ? eliminate(next, target, SIDE_OF[b]!, ctx.log) : next;
}

/** The Moroccan choice of 8.1: place a captured battery where the Spanish one fell, or not. */
export function captureLegal(s: LegionState, task: CaptureTask): LegionAction[] {
  if (occupantAt(s, task.hex) !== -1 || capturedBatteryLeft(s) < 0) return [];
  return withSurrender(s, [CAPTURE_BATTERY, LEAVE_BATTERY]);
}

/**
 * The captured battery placed (8.1). Reading: it is placed used up for the turn it is taken in (it
 * neither moves nor fires that turn), as the counter it replaces had had its turn.
 */
export function captureAct(s: LegionState, task: CaptureTask, action: LegionAction, ctx: Ctx): LegionState {
  const next = pop(s);
  if (action.type !== 'capture-battery') return next;
  const c = capturedBatteryLeft(next);
  if (ctx.log.on)
    ctx.log.push({
      type: 'captured-battery',
      text: `The Moroccans turn the guns: ${COUNTER_IDS[c]} is placed in ${HEX_IDS[task.hex]}`,
      rule: '8.1',
      counter: COUNTER_IDS[c]!,
      hex: HEX_IDS[task.hex]!,
    });
  const placed = flag(relocate(next, c, task.hex), c, MOVED | BOMBARDED | SUPPORTED | ARRIVED);
  return checkAirfield(placed, ctx.log);
}
