import type { MyaState, Task } from './state.js';

export const top = (s: MyaState): Task | undefined => s.tasks[s.tasks.length - 1];

export function pop(s: MyaState): MyaState {
  return { ...s, tasks: s.tasks.slice(0, -1) };
}

/** Pushes tasks in order: the last one given ends on top (runs first). */
export function push(s: MyaState, ...tasks: Task[]): MyaState {
  return { ...s, tasks: [...s.tasks, ...tasks] };
}

export function replaceTop(s: MyaState, ...tasks: Task[]): MyaState {
  return { ...s, tasks: [...s.tasks.slice(0, -1), ...tasks] };
}
