/**
 * 4.4.1 B Combat as one task on the stack, played stage by stage by the decision machine: the
 * table below gives each stage of the combat task its choices, what it does without a choice
 * and what a choice does. The rounds (commitment, swap, rolls, hits) are in combat-rounds.ts,
 * the withdrawal in withdrawal.ts, Divine Grace/Yaya (4.5) in grace.ts.
 */
import { IllegalActionError, type StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import {
  combatSeat, commitAct, commitAuto, commitLegal, endAuto, graceAct, graceAuto, graceLegal, hitCandidates, hitsAct, hitsAuto, hitsLegal,
  rollAuto, startAuto, swapAct, swapAuto, swapLegal,
} from './combat-rounds.js';
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
  readonly auto: (s: MyaState, t: CombatTask, ctx: StepContext) => MyaState;
  readonly act: (s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext) => MyaState;
}

const NONE: MyaAction[] = [];
const noChoice = (): MyaAction[] => NONE;
const neverActs = (_s: MyaState, t: CombatTask, a: MyaAction): MyaState => {
  throw new Error(`combat stage ${t.stage} takes no action (${a.type})`);
};

const START: Stage = { what: 'opens', takes: [], legal: noChoice, auto: startAuto, act: neverActs };
const COMMIT: Stage = { what: 'commits its fighters (up to three)', takes: ['commit'], legal: commitLegal, auto: commitAuto, act: commitAct };
const SWAP: Stage = { what: 'may swap a fighter for one in reserve', takes: ['swap', 'noSwap'], legal: swapLegal, auto: swapAuto, act: swapAct };
const ROLL: Stage = { what: 'rolls', takes: [], legal: noChoice, auto: rollAuto, act: neverActs };
const GRACE: Stage = { what: 'may use Divine Grace/Yaya on its roll', takes: ['grace'], legal: graceLegal, auto: graceAuto, act: graceAct };
const HITS: Stage = { what: 'assigns the hits it takes', takes: ['hit'], legal: hitsLegal, auto: hitsAuto, act: hitsAct };
const WITHDRAW: Stage = { what: 'may withdraw', takes: ['withdraw', 'payNaval', 'stay'], legal: withdrawLegal, auto: withdrawAuto, act: withdrawAct };
const END: Stage = { what: 'ends', takes: [], legal: noChoice, auto: endAuto, act: neverActs };

const STAGES: { readonly [K in CombatStage]: Stage } = {
  start: START, commitA: COMMIT, commitD: COMMIT, swapA: SWAP, swapD: SWAP, rollA: ROLL, rollD: ROLL, graceA: GRACE, graceD: GRACE,
  hitsA: HITS, hitsD: HITS, withdrawD: WITHDRAW, withdrawA: WITHDRAW, end: END,
};

/** The choices of the combat's current stage (none when it has no choice). */
export const combatLegal = (s: MyaState, t: CombatTask): MyaAction[] => STAGES[t.stage].legal(s, t);

/** The combat's current stage, played without a choice. */
export const combatAuto = (s: MyaState, t: CombatTask, ctx: StepContext): MyaState => STAGES[t.stage].auto(s, t, ctx);

/** A choice of the combat's current stage. */
export const combatAct = (s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): MyaState => STAGES[t.stage].act(s, t, a, ctx);

export function combatPrompt(t: CombatTask): string {
  return `combat in area ${t.area}, round ${t.round}: ${combatSeat(t)} ${STAGES[t.stage].what} (4.4.1 B)`;
}

/** Why an action the combat's stage does not list is refused, where a specific reason is cheap to give. */
export function combatExplain(s: MyaState, t: CombatTask, a: MyaAction): IllegalActionError | null {
  const stage = STAGES[t.stage];
  if (!stage.takes.includes(a.type)) {
    const wanted = stage.takes.length > 0 ? stage.takes.map((x) => `'${x}'`).join(', ') : 'no action';
    return new IllegalActionError('wrong-phase', `'${a.type}' does not answer this combat stage (${combatPrompt(t)}), which takes ${wanted}`, '4.4.1 B');
  }
  if (a.type === 'hit' && !hitCandidates(s, t).some((p) => p.id === a.piece)) {
    return new IllegalActionError('not-in-combat', `${a.piece} did not fight this round: hits go to the units/leaders involved in the combat`, '4.4.1 B');
  }
  return null;
}
