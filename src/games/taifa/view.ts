/**
 * What a seat may know (contract: `view`): other kingdoms' hands (a bot's face-down pile too,
 * 9.1), the decks' order, the face-down cards of an attack placed by others (5.1.2-5.1.3), the
 * defender's garrison choice before the reveal (5.1.4), and the generator.
 */
import { HIDDEN_RNG, type PlayerId } from '../../core/index.js';
import type { TaifaState, TaifaTask } from './types.js';

const hide = (cards: readonly number[]): number[] => cards.map(() => -1);

/** The state as `viewer` may know it: hidden cards read -1; counts stay visible. */
export function view(state: TaifaState, viewer: PlayerId | 'spectator'): TaifaState {
  const me = state.kingdoms.findIndex((k) => k.id === viewer);
  return {
    ...state,
    rng: HIDDEN_RNG,
    decks: [hide(state.decks[0]), hide(state.decks[1])],
    kingdoms: state.kingdoms.map((k, i) => (i === me ? k : { ...k, hand: hide(k.hand) })),
    tasks: state.tasks.map((t) => maskTask(t, me)),
  };
}

/** An attack's face-down cards and garrisons, as kingdom `me` may know them. */
function maskTask(t: TaifaTask, me: number): TaifaTask {
  if (t.t === 'round' || t.t === 'truce') return t;
  return {
    ...t,
    troops: t.attacker === me ? t.troops : hide(t.troops),
    placed: t.placed.map((r) => (r.by === me ? r : { ...r, card: -1 })),
    garrisons: t.defender === me ? t.garrisons : [],
  };
}
