/**
 * The Nitayno's choice at each pending decision of the Indigenous seat (rule 5): one of the
 * engine's legal actions, picked by the solitaire rules, with its reasons and draws reported
 * as a `bot-choice` event. Each kind of decision is ruled in the file named after it:
 *
 * - `chooseEvent` (5.3.3, 5.4 (4)): events.ts
 * - `deploy` (5.3.1, 5.3.4 placement): deployment.ts
 * - `prr` (5.3.4, 5.4 (7)): reinforcements.ts
 * - `impulse`, `activation` (5.3.5 step 1 and 2, 4.4.1 A, 4.2): activation.ts, over the plan of impulse.ts
 * - `fightOrder`, `combat` (4.4.1, 5.3.5 combat, withdrawal and hits, 4.5 Yaya): combat.ts
 * - `incursion` (5.3.5 incursions, 4.5 Yaya): incursion.ts
 * - `choose`, `convert`, `evacuate` (cards 26-28, 5): cards.ts
 *
 * Any other decision, or one no rule settles, takes the first legal action (5: "sentido común").
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import type { MyaAction } from '../actions.js';
import type { MyaState, Task } from '../state.js';
import { activateArea, carryOutPlan } from './activation.js';
import { convertChoice, evacuateChoice, genericChoice } from './cards.js';
import type { Choice } from './choice.js';
import { combatChoice, fightOrder } from './combat.js';
import { placeUnit } from './deployment.js';
import { chooseEvent } from './events.js';
import { incursionChoice } from './incursion.js';
import { spendPrr } from './reinforcements.js';
import { withPlan, type SolitaireState } from './state.js';

export { eventHasEffect } from './events.js';

export interface NitaynoDecision {
  readonly action: MyaAction;
  /** The solitaire state to store before the action is applied (plan, reshuffled event deck). */
  readonly solitaire?: SolitaireState;
}

/**
 * The Nitayno's decision (rule 5). `legal` is the engine's legal list for the Indigenous seat;
 * the action returned is always one of its members.
 */
export function nitaynoDecide(state: MyaState, legal: readonly MyaAction[], ctx: StepContext): NitaynoDecision {
  const firstLegal = legal[0];
  if (firstLegal === undefined) throw new Error('nitaynoDecide: no legal action to choose from');
  const rolls: DieRoll[] | null = ctx.log.on ? [] : null;
  const reasons: string[] | null = ctx.log.on ? [] : null;
  const task = state.tasks[state.tasks.length - 1];
  const choice = task === undefined ? null : decideTask(state, task, legal, ctx, rolls, reasons);
  const picked = choice ?? { action: firstLegal, text: 'no solitaire rule decides here: the first legal action (5: "sentido común")', rule: '5' };
  const action = listedAs(legal, picked.action) ?? firstLegal;
  if (ctx.log.on) {
    ctx.log.push({
      type: 'bot-choice',
      text: `Nitayno: ${typeof picked.text === 'function' ? picked.text() : picked.text}`,
      rule: picked.rule,
      reasons: reasons ?? [],
      rolls: rolls ?? [],
      modifiers: [],
      action,
    });
  }
  if (picked.planPatch !== undefined) {
    const base = picked.solitaire ?? state.solitaire;
    if (base !== null) return { action, solitaire: withPlan(base, picked.planPatch) };
  }
  return picked.solitaire === undefined ? { action } : { action, solitaire: picked.solitaire };
}

/** The member of `legal` that is `want` itself (the phases pick among the list's own objects). */
function listedAs(legal: readonly MyaAction[], want: MyaAction): MyaAction | null {
  for (const a of legal) if (a === want) return a;
  return null;
}

/** The pending decision, handed to the phase that rules it. */
function decideTask(
  state: MyaState,
  task: Task,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  switch (task.t) {
    case 'chooseEvent':
      return chooseEvent(state, legal, ctx, reasons);
    case 'deploy':
      return placeUnit(state, task, legal, ctx, rolls, reasons);
    case 'prr':
      return spendPrr(state, task, legal, ctx, rolls, reasons);
    case 'impulse':
      return activateArea(state, legal, ctx, rolls, reasons);
    case 'activation':
      return carryOutPlan(state, task, legal, ctx, rolls, reasons);
    case 'fightOrder':
      return fightOrder(state, legal);
    case 'combat':
      return combatChoice(state, task, legal, ctx, rolls, reasons);
    case 'incursion':
      return incursionChoice(state, task, legal, reasons);
    case 'choose':
      return genericChoice(state, task, legal, ctx, rolls, reasons);
    case 'convert':
      return convertChoice(state, legal);
    case 'evacuate':
      return evacuateChoice(state, task, legal, ctx, rolls, reasons);
    default:
      return null;
  }
}
