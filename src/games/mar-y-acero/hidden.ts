/**
 * The futures no seat knows, drawn anew (contract: `reseed`, `determinize`), by the rules that
 * keep things secret: the face-down decks' order (4.1 steps 12-13, 5.2 steps 11 and 13.1), each
 * side's Event hand (4.1 step 11) and the Event card chosen in secret (4.3.2 II). The bags hold
 * counts (4.2): their draws come from the generator, which both functions seed anew.
 */
import { createRng, HIDDEN, seededDice, ValidationError, type Dice, type PlayerId } from '../../core/index.js';
import { EVENT_CARDS } from './data/cards.js';
import { patchSolitaire } from './nitayno/state.js';
import { patchState } from './phase-state.js';
import type { MyaState, Side } from './state.js';

/** Every deck's order drawn anew: the turn-1 and Destiny decks, and in solitaire the Nitayno's three decks. */
function shuffleDecks(s: MyaState, dice: Dice): Pick<MyaState, 'turn1Deck' | 'destinyDeck' | 'solitaire'> {
  const sol = s.solitaire;
  return {
    turn1Deck: dice.shuffle(s.turn1Deck),
    destinyDeck: dice.shuffle(s.destinyDeck),
    solitaire:
      sol === null
        ? null
        : patchSolitaire(sol, { turn2Deck: dice.shuffle(sol.turn2Deck), laterDeck: dice.shuffle(sol.laterDeck), eventDeck: dice.shuffle(sol.eventDeck) }),
  };
}

/**
 * `reseed`: the same position, hands and choices (each known to a seat), with the decks' order
 * (known to none) shuffled and the generator seeded from `seed`.
 */
export function reseedState(s: MyaState, seed: string): MyaState {
  const dice = seededDice(createRng(seed));
  const decks = shuffleDecks(s, dice);
  return patchState(s, { ...decks, rng: dice.rng() });
}

/** The Event cards of `side` that `view` shows nowhere: what its hidden hand and hidden choice are dealt from. */
function unplacedEvents(view: MyaState, side: Side): number[] {
  const seen = new Set<number>([...view.hands.spanish, ...view.hands.indigenous, ...(view.solitaire?.eventDeck ?? [])]);
  for (const c of [view.played.spanish, view.played.indigenous]) if (c !== null) seen.add(c);
  return EVENT_CARDS.filter((c) => c.side === side && !seen.has(c.id)).map((c) => c.id);
}

/**
 * `determinize`: a full state consistent with `view` (a view for `viewer`). The other side's
 * hidden hand and hidden Event choice are dealt from that side's Event cards the view shows
 * nowhere (1-8 Indigenous, 9-16 Spanish, 4.1 step 11; the state keeps no record of the three
 * cards left in the box nor of cards played in earlier turns, so these are among the candidates);
 * every deck keeps the cards the view shows and gets a random order; the generator is seeded
 * from `seed`. A view that cannot be completed (more hidden cards than its side has left, or a
 * hidden card where `viewer` sees everything) is refused with `ValidationError`.
 */
export function determinizeView(view: MyaState, viewer: PlayerId, seed: string): MyaState {
  const dice = seededDice(createRng(seed));
  const problems: { path: string; message: string }[] = [];
  const hands = { spanish: view.hands.spanish, indigenous: view.hands.indigenous };
  const played = { spanish: view.played.spanish, indigenous: view.played.indigenous };
  for (const side of ['spanish', 'indigenous'] as const) {
    const hiddenHand = view.hands[side].filter((c) => c === HIDDEN).length;
    const hiddenChoice = view.played[side] === HIDDEN ? 1 : 0;
    if (hiddenHand + hiddenChoice === 0) continue;
    if (side === viewer) {
      problems.push({ path: `state.hands.${side}`, message: `a view for '${viewer}' hides nothing of its own side, yet reads ${HIDDEN} here` });
      continue;
    }
    const pool = dice.shuffle(unplacedEvents(view, side));
    if (pool.length < hiddenHand + hiddenChoice) {
      problems.push({
        path: `state.hands.${side}`,
        message: `${hiddenHand + hiddenChoice} hidden ${side} Event cards, but only ${pool.length} of the side's cards are unplaced`,
      });
      continue;
    }
    if (hiddenChoice === 1) played[side] = pool.pop() as number;
    const known = view.hands[side].filter((c) => c !== HIDDEN);
    // Hands are kept in ascending order (setup.ts), so a dealt hand reads like a real one.
    hands[side] = [...known, ...pool.slice(0, hiddenHand)].sort((a, b) => a - b);
  }
  if (problems.length > 0) throw new ValidationError('view', problems);
  const decks = shuffleDecks(view, dice);
  return patchState(view, { ...decks, hands, played, rng: dice.rng() });
}
