/**
 * 4.4.1 B Combat as one task on the stack, played by the decision machine stage by stage: the
 * records below give each stage of the combat task its choices, what it does without a choice and
 * what a choice does. The rounds (opening, commitment, swap, end) are in combat-rounds.ts, the
 * rolls and hits in combat-dice.ts, the withdrawal in withdrawal.ts, Divine Grace/Yaya (4.5) in
 * grace.ts.
 *
 * A round is four steps (4.4.1 B): the commitment (the attacker, then the defender, each with its
 * swap from round 2), the rolls (each side's dice, each followed at once by the use of Divine
 * Grace/Yaya, 4.5), the hits, and the withdrawal (the defender first). The stages that offer
 * no choice are played at once, in one call of the machine's loop, across the steps of the round
 * and from one round to the next; a stage with a choice hands its list to the machine, which
 * rests there.
 */
import { IllegalActionError, showText, type MachineContext, type StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { graceAct, graceAuto, graceLegal, hitCandidates, hitsAct, hitsAuto, hitsLegal, rollAuto } from './combat-dice.js';
import { combatSeat, commitAct, commitAuto, commitLegal, endAuto, startAuto, swapAct, swapAuto, swapLegal, written, type Next } from './combat-rounds.js';
import type { CombatStage, CombatTask, MyaState } from './state.js';
import { withdrawAct, withdrawAuto, withdrawLegal } from './withdrawal.js';

export { newCombat, members, fighters, combatSeat, type Who } from './combat-rounds.js';
export { withdrawalAreas } from './withdrawal.js';
export { graceAvailable, useGrace } from './grace.js';

/** One stage of a combat: its choices (none: `auto` runs), and what a choice does. */
interface Stage {
  /** What is decided, for prompts and errors. */
  readonly what: string;
  /** The action types this stage takes. */
  readonly takes: readonly MyaAction['type'][];
  readonly legal: (s: MyaState, t: CombatTask) => MyaAction[];
  readonly auto: (s: MyaState, t: CombatTask, ctx: StepContext) => Next;
  readonly act: (s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext) => Next;
}

const NONE: MyaAction[] = [];
const noChoice = (): MyaAction[] => NONE;
const neverActs = (_s: MyaState, t: CombatTask, a: MyaAction): Next => {
  throw new Error(`combat stage ${t.stage} takes no action (${a.type})`);
};

const START: Stage = { what: 'opens', takes: [], legal: noChoice, auto: startAuto, act: neverActs };
const COMMIT: Stage = { what: 'commits its fighters (up to three)', takes: ['commit'], legal: commitLegal, auto: commitAuto, act: commitAct };
const SWAP: Stage = { what: 'may swap a fighter for one in reserve', takes: ['swap', 'no-swap'], legal: swapLegal, auto: swapAuto, act: swapAct };
const ROLL: Stage = { what: 'rolls', takes: [], legal: noChoice, auto: rollAuto, act: neverActs };
const GRACE: Stage = { what: 'may use Divine Grace/Yaya on its roll', takes: ['grace'], legal: graceLegal, auto: graceAuto, act: graceAct };
const HITS: Stage = { what: 'assigns the hits it takes', takes: ['hit'], legal: hitsLegal, auto: hitsAuto, act: hitsAct };
const WITHDRAW: Stage = { what: 'may withdraw', takes: ['withdraw', 'pay-naval', 'stay'], legal: withdrawLegal, auto: withdrawAuto, act: withdrawAct };
const END: Stage = { what: 'ends', takes: [], legal: noChoice, auto: endAuto, act: neverActs };

/** The record of a stage (a switch: a read keyed by the stage's name is a slow megamorphic one on V8). */
function stageOf(stage: CombatStage): Stage {
  switch (stage) {
    case 'start':
      return START;
    case 'commitA':
    case 'commitD':
      return COMMIT;
    case 'swapA':
    case 'swapD':
      return SWAP;
    case 'rollA':
    case 'rollD':
      return ROLL;
    case 'graceA':
    case 'graceD':
      return GRACE;
    case 'hitsA':
    case 'hitsD':
      return HITS;
    case 'withdrawD':
    case 'withdrawA':
      return WITHDRAW;
    case 'end':
      return END;
  }
}

/** The choices of the combat's current stage (none when it has no choice). */
export const combatLegal = (s: MyaState, t: CombatTask): MyaAction[] => stageOf(t.stage).legal(s, t);

type Ctx = MachineContext<MyaState, MyaAction>;

/** The combat's current stage, played without a choice; then the following stages, as far as they have no choice. */
export function combatAuto(s: MyaState, t: CombatTask, ctx: Ctx): MyaState {
  return playOn(stageOf(t.stage).auto(s, t, ctx), ctx);
}

/** A choice of the combat's current stage; then the following stages, as far as they have no choice. */
export function combatAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: Ctx): MyaState {
  return playOn(stageOf(t.stage).act(s, t, a, ctx), ctx);
}

/**
 * The following stages, each played as the machine would play it with no choice (its `auto`),
 * until the combat is over or covered by a task pushed on it, or a stage offers actions: their
 * list goes to the machine, which plays on from there. The combat task is written on the stack
 * once, when the run stops (the machine's loop would play the same stages, writing the task after
 * each step of the round: a combat costs fewer state copies this way).
 */
function playOn(from: Next, ctx: Ctx): MyaState {
  let n = from;
  for (;;) {
    const t = n.t;
    if (t === null) return n.s;
    const stage = stageOf(t.stage);
    const legal = stage.legal(n.s, t);
    if (legal.length > 0) {
      const out = written(n);
      ctx.listed(out, legal);
      return out;
    }
    n = stage.auto(n.s, t, ctx);
  }
}

export function combatPrompt(t: CombatTask): string {
  return `combat in area ${t.area}, round ${t.round}: ${combatSeat(t)} ${stageOf(t.stage).what} (4.4.1 B)`;
}

/** Why an action the combat's stage does not list is refused, where a specific reason is cheap to give. */
export function combatExplain(s: MyaState, t: CombatTask, a: MyaAction): IllegalActionError | null {
  const stage = stageOf(t.stage);
  if (!stage.takes.includes(a.type)) {
    const wanted = stage.takes.length > 0 ? stage.takes.map((x) => `'${x}'`).join(', ') : 'no action';
    return new IllegalActionError(
      'wrong-phase',
      `'${showText(a.type)}' does not answer this combat stage (${combatPrompt(t)}), which takes ${wanted}`,
      '4.4.1 B',
    );
  }
  if (a.type === 'hit' && !hitCandidates(s, t).some((p) => p.id === a.piece)) {
    return new IllegalActionError('not-in-combat', `${a.piece} did not fight this round: hits go to the units/leaders involved in the combat`, '4.4.1 B');
  }
  return null;
}
