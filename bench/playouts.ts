/**
 * Plays `warm` then `games` seeded random games of one game and mode, and prints nothing: the
 * workload `scripts/instructions.mjs` counts under valgrind. Usage (bundled):
 * `node playouts.mjs <game-id> <mode> <warm> <games>`, the mode as `scripts/targets.ts` names it.
 */
import { createRng, games, seededDice, type AnyGame } from '../src/index.js';
import { benchTargets } from '../scripts/targets.js';

const [id, mode, warm, count] = process.argv.slice(2);
const target = benchTargets(games as Record<string, AnyGame>).find((t) => t.game.id === id && t.mode === mode);
if (target === undefined) {
  console.error(`no game ${id} in mode ${mode}`);
  process.exit(2);
}
const dice = seededDice(createRng('instructions'));
function play(n: number, prefix: string): void {
  for (let i = 0; i < n; i++) {
    let state = target!.game.setup(target!.options(`${prefix}-${i}`));
    for (;;) {
      const legal = target!.game.legalActions(state);
      if (legal.length === 0) break;
      state = target!.game.apply(state, legal[dice.below(legal.length)]);
    }
  }
}
play(Number(warm), 'warm');
play(Number(count), 'count');
