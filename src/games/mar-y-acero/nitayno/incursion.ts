/**
 * The Nitayno's decisions in an incursion (the `incursion` decision): whether it raids a second
 * time, which piece an effect falls on, and Yaya on its incursion die.
 *
 * 5.3.5 Incursiones del Nitayno: after a success, a second incursion always against a 2-VP
 * area, against a 1-VP area only while Soldiers remain there.
 * 5.3.5 Asignando efectos de Incursión: the piece with the highest factor, a leader only when
 * nothing else is there, the full-strength unit among equals (rules.ts `pickIncursionVictim`).
 * 4.5 Yaya (cards 48, 49): reconstructed (see `incursionYaya`).
 */
import type { MyaAction } from '../actions.js';
import type { MyaState, Task } from '../state.js';
import { piecesIn, soldiersIn } from './board.js';
import { firstOfType, ofType, pieceById, pieceIn, type ActionOf, type Choice } from './choice.js';
import { pickIncursionVictim, wantsSecondIncursion, type HitCandidate } from './rules.js';

type IncursionTask = Extract<Task, { t: 'incursion' }>;

export function incursionChoice(state: MyaState, task: IncursionTask, legal: readonly MyaAction[], reasons: string[] | null): Choice | null {
  const again = firstOfType(legal, 'again');
  const stop = firstOfType(legal, 'stop');
  if (again !== null || stop !== null) {
    const c = secondIncursion(state, task, again, stop, reasons);
    if (c !== null) return c;
  }
  const hits = ofType(legal, 'hit');
  if (hits.length > 0) {
    const c = incursionVictim(state, task, hits);
    if (c !== null) return c;
  }
  if (firstOfType(legal, 'grace') !== null) return incursionYaya(task.die, legal);
  return null;
}

/** 5.3.5 Incursiones del Nitayno: a second incursion or not. */
function secondIncursion(
  state: MyaState,
  task: IncursionTask,
  again: ActionOf<'again'> | null,
  stop: ActionOf<'stop'> | null,
  reasons: string[] | null,
): Choice | null {
  const soldiers = soldiersIn(state, task.target);
  const want = wantsSecondIncursion(task.target, soldiers);
  reasons?.push(`area ${task.target}: ${soldiers} Soldier(s) left`);
  const action = want ? again : stop;
  if (action === null) return null;
  return { action, text: want ? `raids area ${task.target} a second time` : 'stops after one incursion (only Settlers left)', rule: '5.3.5' };
}

/** 5.3.5 Asignando efectos de Incursión: the piece the effect falls on, of those offered. */
function incursionVictim(state: MyaState, task: IncursionTask, hits: readonly ActionOf<'hit'>[]): Choice | null {
  const cands: HitCandidate[] = [];
  let side: 'spanish' | 'indigenous' = 'spanish';
  for (const a of hits) {
    const p = pieceIn(piecesIn(state, task.target), a.piece) ?? pieceIn(piecesIn(state, task.origin), a.piece) ?? pieceById(state, a.piece);
    if (p === null) continue;
    side = p.side;
    cands.push({ id: p.id, kind: p.kind, reduced: p.reduced });
  }
  const v = pickIncursionVictim(cands, side);
  const action = hits.find((a) => a.piece === v?.id);
  if (action === undefined) return null;
  const id = action.piece;
  return { action, text: () => `the incursion effect falls on ${id}`, rule: '5.3.5' };
}

/**
 * Yaya after the Nitayno's own incursion die (4.4.1 D: low is good): -1 when it moves the die
 * into a better row (3 -> 2, 4 -> 3, 6 -> 5), a re-roll on a 5, nothing on 1-2 (reconstructed).
 */
function incursionYaya(die: number, legal: readonly MyaAction[]): Choice | null {
  const pick = (use: ActionOf<'grace'>['use']): ActionOf<'grace'> | undefined => legal.find((a): a is ActionOf<'grace'> => a.type === 'grace' && a.use === use);
  const minus = pick('minus');
  const reroll = pick('reroll');
  const none = pick('none');
  if ((die === 3 || die === 4 || die === 6) && minus !== undefined)
    return { action: minus, text: () => `Yaya: the incursion die ${die} becomes ${die - 1}`, rule: '4.5' };
  if (die === 5 && reroll !== undefined) return { action: reroll, text: 'Yaya: re-rolls the incursion die 5', rule: '4.5' };
  return none === undefined ? null : { action: none, text: 'does not use Yaya', rule: '4.5' };
}
