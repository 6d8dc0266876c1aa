/**
 * The stack of pending tasks a game keeps in its state (`state.tasks`, top = last): the operations
 * rule files use to push, pop and replace tasks, over the game's own writer of a new stack.
 * @module
 */
import type { MachineState, TaskBase } from './machine-types.js';

/** The stack operations over a game's task-stack writer (the machine uses the same ones). */
export interface TaskStack<S extends MachineState<T>, T extends TaskBase> {
  /** The task on top of the stack, if any. */
  top(state: S): T | undefined;
  /** The state with tasks pushed in order: the last one given ends on top (is decided first). */
  push(state: S, ...tasks: T[]): S;
  /** The state with the top task removed. */
  pop(state: S): S;
  /** The state with the top task replaced by the given ones (the last one given on top). */
  replaceTop(state: S, ...tasks: T[]): S;
}

/**
 * The stack operations for a state type, given how the game writes a new stack into a state
 * (default: a spread). Rule files import these rather than the machine, which is built from them.
 */
export function taskStack<S extends MachineState<T>, T extends TaskBase>(
  withTasks: (state: S, tasks: readonly T[]) => S = (s, tasks) => ({ ...s, tasks }),
): TaskStack<S, T> {
  // A plain copy: `concat` is a slow builtin on V8.
  function stacked(below: readonly T[], n: number, tasks: readonly T[]): T[] {
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(below[i] as T);
    for (let i = 0; i < tasks.length; i++) out.push(tasks[i] as T);
    return out;
  }
  return {
    top: (s) => s.tasks[s.tasks.length - 1],
    push: (s, ...tasks) => withTasks(s, stacked(s.tasks, s.tasks.length, tasks)),
    pop: (s) => withTasks(s, s.tasks.slice(0, -1)),
    replaceTop: (s, ...tasks) => {
      const n = s.tasks.length - 1;
      return withTasks(s, stacked(s.tasks, n < 0 ? 0 : n, tasks));
    },
  };
}
