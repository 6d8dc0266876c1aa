/** The random bot: a uniformly random legal action. */
import * as z from '../core/schema.js';
import { createRng, parseOrThrow, seededDice } from '../core/index.js';
import { legalFor, type Bot } from './types.js';

// One schema for every call: building a zod schema per bot cost a simulated Taifa game about 3%.
const seedSchema = z.string();

/**
 * A bot that plays a uniformly random legal action, drawn from its own generator seeded by
 * `seed` (never the game's): the same seed and the same decisions give the same choices. It
 * reads nothing of the state but the seat's legal actions, so it is fair.
 */
export function randomBot(seed: string): Bot {
  parseOrThrow(seedSchema, seed, 'seed');
  const dice = seededDice(createRng(`random-bot:${seed}`));
  return {
    name: 'random',
    fair: true,
    choose(game, state, seat) {
      const legal = legalFor(game, state, seat);
      return legal.length === 1 ? legal[0] : legal[dice.below(legal.length)];
    },
  };
}
