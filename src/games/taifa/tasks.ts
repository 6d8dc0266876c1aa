/**
 * The stack of pending tasks (core's decision machine): the round of the kingdom whose turn it is
 * at the bottom (4.3-4.4), an attack's face-down decisions (5.1) or El Cid's Tregua (10.2) on top.
 * Rule files push and pop through these; the machine is built from the same writer.
 */
import { taskStack } from '../../core/index.js';
import { withTasks } from './ops.js';
import type { RoundTask, TaifaState, TaifaTask } from './types.js';

export const stack = taskStack<TaifaState, TaifaTask>(withTasks);

/** The one round task: the round is whose `current` says, so the task carries no data. */
export const ROUND: RoundTask = Object.freeze({ t: 'round' });

/** The kingdom (index) deciding the task on top, -1 once the game has ended. */
export function decider(state: TaifaState): number {
  if (state.result !== null) return -1;
  const t = state.tasks[state.tasks.length - 1];
  if (t === undefined) return -1;
  return t.t === 'round' ? state.current : t.who;
}
