/**
 * 6 (placing the counters at the start), with `deployment: 'free'`:
 *
 * - First the Spanish player places one counter in each plaza fuerte of the Spanish zone; then the
 *   rest of his counters in his zone; then the Moroccan player places his outside the
 *   demarcation line (6). One land counter a hex (reading 1); Moroccan counters may stand next to
 *   Spanish ones (reading 26).
 * - The order of the counters placed is fixed (the box's order), since every counter of turn 1 is
 *   placed; the choice is where (and, for the plazas, which counter).
 * @module
 */
import type { LegionAction } from './actions.js';
import { HEX_COUNT, HEX_IDS, MOROCCAN_ZONE, SPANISH_PLAZAS, SPANISH_ZONE, ZONE, hexIndex, isLand } from './board.js';
import { pop, relocate, replaceTop, sideCode, occupantAt } from './edits.js';
import { COUNTER_IDS, ENTRY_TURN, LAND_OF, SPANISH, counterIndex } from './pieces.js';
import { IN_BOX, type LegionState, type LegionTask } from './state.js';
import type { MachineContext } from '../../core/index.js';
import { withSurrender } from './surrender.js';

type DeployTask = Extract<LegionTask, { t: 'deploy' }>;
type Ctx = MachineContext<LegionState, LegionAction>;

/** The counters of `side` still to place at set-up (turn 1, 6). */
function unplaced(s: LegionState, side: number): number[] {
  return LAND_OF[side]!.filter((c) => ENTRY_TURN[c] === 1 && s.at[c] === IN_BOX);
}

/** The first plaza fuerte of the Spanish zone still empty (6), or -1. */
function emptyPlaza(s: LegionState): number {
  for (const h of SPANISH_PLAZAS) if (occupantAt(s, h) === -1) return h;
  return -1;
}

/** The placements of the set-up decision (6). */
export function deployLegal(s: LegionState, task: DeployTask): LegionAction[] {
  const side = sideCode(task.side);
  const left = unplaced(s, side);
  if (left.length === 0) return [];
  if (task.step === 'plazas') {
    const plaza = emptyPlaza(s);
    if (plaza < 0) return [];
    return withSurrender(
      s,
      left.map((c) => ({ type: 'place', counter: COUNTER_IDS[c]!, hex: HEX_IDS[plaza]! })),
    );
  }
  const c = left[0]!;
  const zone = side === SPANISH ? SPANISH_ZONE : MOROCCAN_ZONE;
  const out: LegionAction[] = [];
  for (let h = 0; h < HEX_COUNT; h++)
    if (ZONE[h] === zone && isLand(h) && occupantAt(s, h) === -1) out.push({ type: 'place', counter: COUNTER_IDS[c]!, hex: HEX_IDS[h]! });
  return withSurrender(s, out);
}

/** A counter placed (6). */
export function deployAct(s: LegionState, task: DeployTask, action: LegionAction, ctx: Ctx): LegionState {
  if (action.type !== 'place') return s;
  if (ctx.log.on) ctx.log.push({ type: 'placed', text: `${action.counter} is placed in ${action.hex}`, rule: '6', counter: action.counter, hex: action.hex });
  const next = relocate(s, counterIndex(action.counter), hexIndex(action.hex));
  return task.step === 'plazas' && emptyPlaza(next) < 0 ? replaceTop(next, { ...task, step: 'rest' }) : next;
}

/** The set-up step done: popped. */
export function deployAuto(s: LegionState): LegionState {
  return pop(s);
}
