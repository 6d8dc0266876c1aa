/**
 * Fixed-shape state copies for the turn phases: every copy is built with the field order of
 * setup's state (as tasks.ts `withTasksMap` does), so the hot path's property reads stay
 * monomorphic, and a change of several fields costs one object instead of one per spread.
 */
import type { MyaState } from './state.js';
import { withTasksMap } from './tasks.js';

/**
 * A copy of the state with the given fields changed (an absent or undefined field keeps its
 * value): the fixed-shape copy, then only the keys the patch has are written. (Reading all 27
 * possible keys of patches of many shapes was megamorphic, about three times slower.)
 */
export function patchState(s: MyaState, p: Partial<MyaState>): MyaState {
  // A state built just now, not yet shared: it may be filled in before it is returned.
  const out = withTasksMap(s, s.tasks, s.map) as unknown as Record<string, unknown>;
  for (const k in p) {
    const v = (p as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = v;
  }
  return out as unknown as MyaState;
}
