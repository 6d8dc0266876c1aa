/**
 * `reseed` (contract: Dice): the futures no seat knows, drawn anew. Nobody knows the order or the
 * content of the two decks (4.1, shuffled at 6) nor a bot's hand, a face-down pile drawn from
 * its deck unseen (9.1); so the cards of each religion that lie in its deck or in a bot's pile are
 * one pool nobody can tell apart, and are dealt again into the same piles with the same lengths.
 * Every human hand, every face-down card of an attack (known to whoever placed it, 5.1.2-5.1.4)
 * and every face-up pile stays where it is.
 */
import { createRng, seededDice } from '../../core/index.js';
import { religionDeck } from './tables.js';
import type { KingdomState, TaifaState } from './types.js';

/**
 * The same position and everything any seat knows, with the generator seeded from `seed` and, for
 * each religion, the cards of its deck and of its bots' piles shuffled and dealt back into them.
 */
export function reseed(state: TaifaState, seed: string): TaifaState {
  const dice = seededDice(createRng(seed));
  const decks: [number[], number[]] = [[], []];
  const kingdoms: KingdomState[] = state.kingdoms.slice();
  for (const d of [0, 1] as const) {
    const bots: number[] = [];
    const pool: number[] = [...state.decks[d]];
    state.kingdoms.forEach((k, i) => {
      if (!k.bot || religionDeck(k.id) !== d) return;
      bots.push(i);
      pool.push(...k.hand);
    });
    const shuffled = dice.shuffle(pool);
    let at = 0;
    for (const i of bots) {
      const n = state.kingdoms[i]!.hand.length;
      kingdoms[i] = { ...state.kingdoms[i]!, hand: shuffled.slice(at, at + n) };
      at += n;
    }
    decks[d] = shuffled.slice(at);
  }
  return { ...state, rng: dice.rng(), decks, kingdoms };
}
