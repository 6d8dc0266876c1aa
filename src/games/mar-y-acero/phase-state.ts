/**
 * The state with some fields changed, in the fixed shape (tasks.ts): for the turn phases and the
 * card effects, which change several fields at once (one object instead of one per spread).
 */
import { STATE_FIELDS, type MyaState } from './state.js';
import { withTasksMap } from './tasks.js';

const IS_FIELD: ReadonlySet<string> = new Set(STATE_FIELDS);

/**
 * A copy of the state with the given fields changed (an absent or undefined field keeps its
 * value): the fixed-shape copy, then only the keys the patch has are written, each a field of
 * STATE_FIELDS (a key already present: the shape stays). Reading all the possible keys of patches
 * of many shapes was megamorphic, about three times slower.
 */
export function patchState(s: MyaState, p: Partial<MyaState>): MyaState {
  // A state built just now, not yet shared: it may be filled in before it is returned.
  const out = withTasksMap(s, s.tasks, s.map) as unknown as Record<string, unknown>;
  for (const k in p) {
    const v = (p as Record<string, unknown>)[k];
    if (v === undefined) continue;
    if (!IS_FIELD.has(k)) throw new Error(`patchState: ${k} is not a field of the state`);
    out[k] = v;
  }
  return out as unknown as MyaState;
}
