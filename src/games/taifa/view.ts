import { HIDDEN_RNG, type PlayerId } from '../../core/index.js';
import type { Pending, TaifaState } from './types.js';

const hide = (cards: readonly number[]): number[] => cards.map(() => -1);

/**
 * What a viewer may know: other kingdoms' hands (a bot's face-down pile too), the decks'
 * order, the face-down cards of an attack placed by others, the defender's garrison choice
 * before the reveal, and the generator. Hidden cards read -1; counts stay visible.
 */
export function view(state: TaifaState, viewer: PlayerId | 'spectator'): TaifaState {
  const me = state.kingdoms.findIndex((k) => k.id === viewer);
  return {
    ...state,
    rng: HIDDEN_RNG,
    decks: [hide(state.decks[0]), hide(state.decks[1])],
    kingdoms: state.kingdoms.map((k, i) => (i === me ? k : { ...k, hand: hide(k.hand) })),
    pending: maskPending(state.pending, me),
  };
}

function maskPending(p: Pending | null, me: number): Pending | null {
  if (p === null || p.kind !== 'attack') return p;
  return {
    ...p,
    troops: p.attacker === me ? p.troops : hide(p.troops),
    placed: p.placed.map((r) => (r.by === me ? r : { ...r, card: -1 })),
    garrisons: p.defender === me ? p.garrisons : [],
  };
}
