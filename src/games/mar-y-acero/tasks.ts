/**
 * The task stack of the state (see state.ts) and the fixed-shape state copies every rule file
 * builds its states with. The stack operations are core's `taskStack` over the fixed-shape writer,
 * the same ones the decision machine (machine.ts) uses.
 */
import { taskStack, type RngState } from '../../core/index.js';
import type { AreaState, MyaState, Task } from './state.js';

/**
 * A copy of the state with a new generator state, map and tasks, built with one fixed field order
 * (state.ts STATE_FIELDS, the order of setup's state): every state then shares one object shape,
 * which keeps the hot path's property reads monomorphic. Written as one literal because a copy
 * driven by the field list costs far more: about 40 times the literal per copy on V8 (a loop over
 * STATE_FIELDS; a spread about 20 times), at some 1,600 copies a game. The literal is tied to the
 * list by test/mar-y-acero/state-shape.test.ts.
 */
function withRngMapTasks(s: MyaState, rng: RngState, map: readonly AreaState[], tasks: readonly Task[]): MyaState {
  return {
    game: s.game,
    format: s.format,
    rng,
    mode: s.mode,
    level: s.level,
    testamentRule: s.testamentRule,
    turn: s.turn,
    vp: s.vp,
    royalSupport: s.royalSupport,
    grace: s.grace,
    impulses: s.impulses,
    destiny: s.destiny,
    turn1Deck: s.turn1Deck,
    destinyDeck: s.destinyDeck,
    hands: s.hands,
    played: s.played,
    restriction: s.restriction,
    revealed: s.revealed,
    map,
    bags: s.bags,
    colon: s.colon,
    offMap: s.offMap,
    leadersOut: s.leadersOut,
    control: s.control,
    testament: s.testament,
    nextId: s.nextId,
    tasks,
    solitaire: s.solitaire,
    result: s.result,
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

/** The state with another task stack, in the fixed shape (the machine's stack writer). */
export function withTasksFixed(s: MyaState, tasks: readonly Task[]): MyaState {
  return withRngMapTasks(s, s.rng, s.map, tasks);
}

/** The state with the generator's new state, in the fixed shape (the machine's generator writer). */
export function withRng(s: MyaState, rng: RngState): MyaState {
  return withRngMapTasks(s, rng, s.map, s.tasks);
}

/** The state with another solitaire part (the Nitayno's bookkeeping after each of its decisions), in the fixed shape. */
export function withSolitaire(s: MyaState, solitaire: MyaState['solitaire']): MyaState {
  const out = withRngMapTasks(s, s.rng, s.map, s.tasks) as StateDraft;
  out.solitaire = solitaire;
  return out;
}

/**
 * `top`, `push` (the last task given ends on top, runs first), `pop` and `replaceTop` over the
 * fixed-shape writer.
 */
export const { top, push, pop, replaceTop } = taskStack<MyaState, Task>(withTasksFixed);
