/**
 * Positions for any moment of play (contract: `position`, `setup({ seed, position })`, `decision`),
 * for every game and mode: at many moments of seeded random games, the position names where play
 * stands by the game's documented decision points, `setup` builds it back to the same position and
 * the same decision, and `decision` names the point the position writes.
 */
import { describe, expect, it } from 'vitest';
import { createRng, games, seededDice, type AnyGame, type Frame } from 'reglas';
import { benchTargets } from '../../scripts/targets.js';

/** The decision frame a position's `at` names: the lone frame, or the last of the list. */
function lastFrame(at: unknown): Frame | undefined {
  return Array.isArray(at) ? (at[at.length - 1] as Frame | undefined) : (at as Frame);
}

describe('positions: position(state) -> setup({ seed, position }) -> position gives the same position at every moment of seeded random games', () => {
  for (const target of benchTargets(games as Record<string, AnyGame>)) {
    it(`${target.game.id} (${target.mode}): same position, same decision, same legal actions; decision names the point the position writes`, () => {
      const game = target.game;
      const dice = seededDice(createRng(`positions:${target.mode}`));
      const points = new Set<string>();
      let checked = 0;
      for (let g = 0; g < 3; g++) {
        let state = game.setup(target.options(`positions-${g}`));
        for (let n = 0; ; n++) {
          // Every moment early on, then one in five: the decision points of a whole game.
          if (n < 40 || n % 5 === 0 || game.isTerminal(state)) {
            const p = game.position(state) as { at?: unknown };
            const back = game.setup({ seed: `other-${n}`, position: p });
            expect(game.position(back), `game ${g}, step ${n}`).toEqual(p);
            expect(game.decision(back)).toEqual(game.decision(state));
            expect(game.legalActions(back)).toEqual(game.legalActions(state));
            expect(JSON.parse(JSON.stringify(p))).toEqual(p);
            const d = game.decision(state);
            if (d === null) {
              expect(game.isTerminal(state)).toBe(true);
              expect(p.at ?? []).toEqual([]);
            } else {
              expect(lastFrame(p.at)).toEqual(d.frame);
              expect(d.seat).toBe(game.activePlayer(state));
              points.add(d.point);
            }
            checked++;
          }
          const legal = game.legalActions(state);
          if (legal.length === 0) break;
          state = game.apply(state, legal[dice.below(legal.length)]);
        }
      }
      expect(checked).toBeGreaterThan(30);
      expect(points.size).toBeGreaterThan(0);
    });
  }
});
