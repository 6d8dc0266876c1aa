import type { RngState } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import type { AreaState, MyaState, Task } from './state.js';

export const top = (s: MyaState): Task | undefined => s.tasks[s.tasks.length - 1];

/**
 * The legal list of the last state the game rested on, kept beside it (states are immutable, so
 * the list stays right for that object) so that `legalActions` then `apply` build it once, and so
 * that a stage which had to list its choices to see that it has some (combat.ts) hands them over.
 * The engine never hands this list out (callers get a copy). One slot is enough for play loops
 * and cheaper than a WeakMap; a miss only lists the actions again.
 */
interface Listed { readonly state: MyaState | null; readonly legal: MyaAction[] }
// One slot object replaced as a whole: a single write into the module's long-lived scope (each such write costs V8 a write barrier).
let listed: Listed = { state: null, legal: [] };

/** Records the legal list of a state (the list of its top task, as the engine's `taskLegal` makes it). */
export function rememberLegal(s: MyaState, legal: MyaAction[]): void {
  listed = { state: s, legal };
}

/** The state whose legal list is remembered (null before any). */
export const rememberedState = (): MyaState | null => listed.state;

/** The remembered legal list (of `rememberedState()`). */
export const rememberedLegal = (): MyaAction[] => listed.legal;

/**
 * A copy of the state with a new generator state, map and tasks, built with one fixed field order
 * (the order of setup's state): every state then shares one object shape, which keeps the hot
 * path's property reads monomorphic (a spread with an override does not).
 */
function withRngMapTasks(s: MyaState, rng: RngState, map: readonly AreaState[], tasks: readonly Task[]): MyaState {
  return {
    rng, mode: s.mode, level: s.level, testamentRule: s.testamentRule, turn: s.turn, vp: s.vp, royalSupport: s.royalSupport,
    grace: s.grace, impulses: s.impulses, destiny: s.destiny, turn1Deck: s.turn1Deck, destinyDeck: s.destinyDeck, hands: s.hands,
    played: s.played, restriction: s.restriction, revealed: s.revealed, map, bags: s.bags, colon: s.colon, offMap: s.offMap,
    leadersOut: s.leadersOut, control: s.control, testament: s.testament, nextId: s.nextId, tasks, solitaire: s.solitaire, result: s.result,
  };
}

/**
 * A state a fixed-shape builder has just made, writable: it is held by nobody else yet, so its
 * caller may fill in fields before handing it out (keys already present: the shape stays).
 */
export type StateDraft = { -readonly [K in keyof MyaState]: MyaState[K] };

/** A copy of the state with new tasks and map, in the fixed shape. */
export function withTasksMap(s: MyaState, tasks: readonly Task[], map: readonly AreaState[]): MyaState {
  return withRngMapTasks(s, s.rng, map, tasks);
}

/** The state with the generator's new state, in the fixed shape (the writer `runApply` and `runStep` are given). */
export function withRng(s: MyaState, rng: RngState): MyaState {
  return withRngMapTasks(s, rng, s.map, s.tasks);
}

export function pop(s: MyaState): MyaState {
  return withTasksMap(s, s.tasks.slice(0, -1), s.map);
}

/** The first `n` tasks of the stack, then the given ones (a plain copy: `concat` is a slow builtin on V8). */
function stacked(below: readonly Task[], n: number, tasks: readonly Task[]): Task[] {
  const out: Task[] = [];
  for (let i = 0; i < n; i++) out.push(below[i] as Task);
  for (let i = 0; i < tasks.length; i++) out.push(tasks[i] as Task);
  return out;
}

/** Pushes tasks in order: the last one given ends on top (runs first). */
export function push(s: MyaState, ...tasks: Task[]): MyaState {
  return withTasksMap(s, stacked(s.tasks, s.tasks.length, tasks), s.map);
}

export function replaceTop(s: MyaState, ...tasks: Task[]): MyaState {
  const n = s.tasks.length - 1;
  return withTasksMap(s, stacked(s.tasks, n < 0 ? 0 : n, tasks), s.map);
}
