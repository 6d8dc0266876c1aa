/**
 * Hidden information (contract: `view`, `determinize`, `reseed`). La Legión hides nothing from
 * either side: both see the whole map, every counter and what it did (2, 10); the only secret is
 * the generator, which would foretell every roll of the die (2.4).
 * @module
 */
import { HIDDEN_RNG, determinizeOpen, reseed as reseedRng, type PlayerId, type Viewer } from '../../core/index.js';
import type { LegionState } from './state.js';

/** The state as `viewer` may know it: everything but the generator (`defineGame` adds the viewer's mark). */
export function view(state: LegionState, _viewer: Viewer): LegionState {
  return { ...state, rng: HIDDEN_RNG };
}

/** A full state consistent with a view: the view unmarked, with a generator seeded from `seed` (nothing else is hidden). */
export function determinize(viewState: LegionState, _viewer: PlayerId, seed: string): LegionState {
  return determinizeOpen(viewState, seed);
}

/** The same position with another future: the generator seeded from `seed`, the only thing no seat knows. */
export function reseed(state: LegionState, seed: string): LegionState {
  return reseedRng(state, seed);
}
