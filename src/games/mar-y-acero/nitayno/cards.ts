/**
 * The Nitayno's answers to the choices that cards put to the Indigenous seat (the `choose`,
 * `convert` and `evacuate` decisions). The rulebook gives it no rule for these; each follows
 * rule 5's "ejecuta lo que sea más conveniente para la facción indígena" through the nearest
 * rule it has:
 * card 26 (Hijos de Caonabó): the swap for three Caribs, who fight (5);
 * card 27 (conversion): its cheapest unit, by the combat hit order (5.3.5);
 * card 28 (an area turns Spanish): its pieces leave as they withdraw (5.3.5 Repliegues);
 * a choice of area: the area draw (5.1, 5.3.2).
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import type { MyaAction } from '../actions.js';
import type { MyaState, Task } from '../state.js';
import { piecesIn, unitCount } from './board.js';
import { firstOfType, ofType, pieceById, type ActionOf, type Choice } from './choice.js';
import { pickTied } from './impulse.js';
import { pickCombatHit, withdrawalAreas, withdrawalOrder, type HitCandidate } from './rules.js';

/** Card 27: the unit that becomes a settler is the one the Nitayno loses least by (its combat hit order, 5.3.5). */
export function convertChoice(state: MyaState, legal: readonly MyaAction[]): Choice | null {
  const cands: HitCandidate[] = [];
  for (const a of legal) {
    const p = a.type === 'hit' ? pieceById(state, a.piece) : null;
    if (p !== null) cands.push({ id: p.id, kind: p.kind, reduced: p.reduced });
  }
  const h = pickCombatHit(cands);
  const action = ofType(legal, 'hit').find((a) => a.piece === h?.id);
  if (action === undefined) return null;
  const id = action.piece;
  return { action, text: () => `gives up ${id} to the conversion (its cheapest unit)`, rule: '5.3.5' };
}

/**
 * Card 28: pieces in an area turning Spanish may leave for an adjacent Indigenous area or are
 * eliminated. The Nitayno saves all it can, as it withdraws (5.3.5): leaders first, to the
 * area with the most Indigenous units.
 */
export function evacuateChoice(
  state: MyaState,
  task: Extract<Task, { t: 'evacuate' }>,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const mine = piecesIn(state, task.area).filter((p) => p.side === 'indigenous');
  const withdrawals = ofType(legal, 'withdraw');
  for (const id of withdrawalOrder(mine.map((p) => ({ id: p.id, kind: p.kind, reduced: p.reduced })))) {
    const options = withdrawals.filter((a) => a.piece === id);
    if (options.length === 0) continue;
    const tops = withdrawalAreas(options.map((a) => ({ area: a.to, indigenousUnits: unitCount(state, a.to, 'indigenous') })));
    const to = pickTied(tops, ctx.dice, rolls, reasons, 'evacuation area tie (5.3.5)');
    const action = options.find((a) => a.to === to);
    if (action !== undefined) return { action, text: () => `${id} leaves area ${task.area} for area ${to} (card 28)`, rule: '5.3.5' };
  }
  const pass = firstOfType(legal, 'pass');
  return pass === null ? null : { action: pass, text: () => 'no more pieces can leave', rule: '5.3.5' };
}

/** A choice among numbered options: card 26's swap, or an area by the area draw. */
export function genericChoice(
  state: MyaState,
  task: Extract<Task, { t: 'choose' }>,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const options = ofType(legal, 'choose');
  const first = options[0];
  if (first === undefined) return null;
  if (task.purpose === 'hijosSwap') {
    // 5: "ejecuta lo que sea más conveniente para la facción indígena": three Caribs fight, the sons do not.
    const yes = options.find((a) => a.option !== 0) ?? first;
    return { action: yes, text: 'swaps the Hijos de Caonabó for three Caribs (card 26; most convenient for the Indigenous, 5)', rule: '5' };
  }
  if (options.every(isAreaOption)) {
    const to = pickTied(options.map(optionOf), ctx.dice, rolls, reasons, `${task.purpose} area (5.3.2: area draw)`);
    const action = options.find((a) => a.option === to) as ActionOf<'choose'>;
    return { action, text: () => `chooses area ${to} for ${task.purpose} by the area draw`, rule: '5.3.2' };
  }
  return { action: first, text: () => `chooses ${first.option} for ${task.purpose}`, rule: '5' };
}

function isAreaOption(a: ActionOf<'choose'>): boolean {
  return a.option >= 1 && a.option <= 15;
}

function optionOf(a: ActionOf<'choose'>): number {
  return a.option;
}
