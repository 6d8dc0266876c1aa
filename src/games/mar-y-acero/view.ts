/**
 * What each seat may know (contract: `view`), by the rules that keep things secret:
 * - 4.1 step 11: each side's Event hand (the three cards returned to the box are in no state);
 * - 4.3.2 II: the Event card a side chooses in secret, until both are revealed (in solitaire,
 *   5.3.3, the Spanish card is revealed as it is chosen and the Nitayno's is drawn face up, so
 *   nothing of the choice is secret there);
 * - 4.1 steps 12-13, 5.2 steps 11 and 13.1: the order of the face-down decks (turn-1 Destiny,
 *   Destiny turns 2-6, the Nitayno's two decks and its Indigenous event deck);
 * - the generator, which would predict every roll and draw.
 * What a deck holds is not secret: every card that leaves one is turned face up (4.3.1 I,
 * 4.3.2 I, 5.3.2, 5.3.3) and each deck starts complete, so a seat knows the rest of it. A view
 * therefore shows each deck's cards in ascending order (the order hidden, the contents kept),
 * and masks a card whose identity is unknown with core's `HIDDEN`.
 */
import { HIDDEN, HIDDEN_RNG, type Viewer } from '../../core/index.js';
import { maskSolitaire } from './nitayno/state.js';
import type { MyaState, Side } from './state.js';

const hide = (cards: readonly number[]): number[] => cards.map(() => HIDDEN);

/** A deck as every seat knows it: its cards, in ascending order (its order is unknown to all). */
export const deckContents = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);

/**
 * Whether `viewer` may know which Event card `side` has chosen: its own choice, any choice once
 * both are revealed (4.3.2 II), and every choice in solitaire (5.3.3: revealed as chosen).
 */
export function knowsChoice(s: MyaState, side: Side, viewer: Viewer): boolean {
  return viewer === side || s.revealed || s.mode === 'solitaire';
}

/** The state as `viewer` may know it: the other side's hand and secret choice read `HIDDEN`, the decks lose their order. */
export function viewFor(s: MyaState, viewer: Viewer): MyaState {
  return {
    ...s,
    rng: HIDDEN_RNG,
    turn1Deck: deckContents(s.turn1Deck),
    destinyDeck: deckContents(s.destinyDeck),
    hands: {
      spanish: viewer === 'spanish' ? s.hands.spanish : hide(s.hands.spanish),
      indigenous: viewer === 'indigenous' ? s.hands.indigenous : hide(s.hands.indigenous),
    },
    played: {
      spanish: s.played.spanish === null || knowsChoice(s, 'spanish', viewer) ? s.played.spanish : HIDDEN,
      indigenous: s.played.indigenous === null || knowsChoice(s, 'indigenous', viewer) ? s.played.indigenous : HIDDEN,
    },
    solitaire: maskSolitaire(s.solitaire),
  };
}
