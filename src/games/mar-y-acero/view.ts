/** What each seat may know: the contract's `view` (hands, secret choices, deck order, generator). */
import { HIDDEN_RNG, type PlayerId } from '../../core/index.js';
import { maskSolitaire } from './nitayno/state.js';
import type { MyaState, Side } from './state.js';

const HIDDEN = 0;
const hide = (cards: readonly number[]): number[] => cards.map(() => HIDDEN);

export function viewFor(s: MyaState, viewer: PlayerId | 'spectator'): MyaState {
  const sees = (side: Side): boolean => viewer === side;
  return {
    ...s,
    rng: HIDDEN_RNG,
    turn1Deck: hide(s.turn1Deck),
    destinyDeck: hide(s.destinyDeck),
    hands: {
      spanish: sees('spanish') ? s.hands.spanish : hide(s.hands.spanish),
      indigenous: sees('indigenous') ? s.hands.indigenous : hide(s.hands.indigenous),
    },
    played: {
      spanish: s.revealed || sees('spanish') || s.played.spanish === null ? s.played.spanish : HIDDEN,
      indigenous: s.revealed || sees('indigenous') || s.played.indigenous === null ? s.played.indigenous : HIDDEN,
    },
    solitaire: maskSolitaire(s.solitaire),
  };
}
