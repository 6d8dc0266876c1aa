/**
 * Hidden information (contract: `view`, `determinize`, `reseed`). A battle hides nothing from
 * either side: both see the whole map, every counter, its facing and state; the only secret is
 * the generator, which would foretell every roll (0.3).
 * @module
 */
import { HIDDEN_RNG, determinizeOpen, reseed as reseedRng, type PlayerId, type Viewer } from '../../core/index.js';
import { rebuild } from './edits.js';
import type { AlFiloState } from './state.js';

/** The state as `viewer` may know it: everything but the generator (`defineGame` adds the viewer's mark). */
export function view(state: AlFiloState, _viewer: Viewer): AlFiloState {
  return rebuild(state, { rng: HIDDEN_RNG });
}

/** A full state consistent with a view: the view unmarked, with a generator seeded from `seed`. */
export function determinize(viewState: AlFiloState, _viewer: PlayerId, seed: string): AlFiloState {
  return determinizeOpen(viewState, seed);
}

/** The same position with another future: the generator seeded from `seed`, the only thing no seat knows. */
export function reseed(state: AlFiloState, seed: string): AlFiloState {
  return reseedRng(state, seed);
}
