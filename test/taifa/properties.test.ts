import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, sameJson, seededDice } from 'reglas/core';
import { taifa, type KingdomId, type TaifaAction, type TaifaState } from 'reglas/taifa';
import { isLegal } from '../../src/games/taifa/legal.js';
import { allCards } from './helpers.js';

const ALL = Array.from({ length: 80 }, (_, i) => i);
const KINGDOMS: KingdomId[] = ['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'];

function randomGame(seed: string, players: KingdomId[] | undefined, visit: (s: TaifaState, legal: TaifaAction[]) => void): TaifaState {
  let s = taifa.setup(players === undefined ? { seed } : { seed, players });
  const pick = seededDice(createRng(`pick-${seed}`));
  for (let i = 0; i < 3000 && !taifa.isTerminal(s); i++) {
    const legal = taifa.legalActions(s);
    visit(s, legal);
    s = taifa.apply(s, legal[pick.below(legal.length)]!);
  }
  return s;
}

describe('properties over random play', () => {
  it('every card is always in exactly one place; bonuses stay in -2..+2 (7); castles never exceed 13 (8)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.subarray(KINGDOMS), (n, players) => {
        const end = randomGame(`p${n}`, players, (s) => {
          expect(allCards(s)).toEqual(ALL);
          for (const k of s.kingdoms) expect(Math.abs(k.bonus)).toBeLessThanOrEqual(2);
          for (let k = 0; k < s.kingdoms.length; k++) expect(s.owner.filter((o) => o === k).length).toBeLessThanOrEqual(13);
        });
        expect(taifa.isTerminal(end)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('the direct legality check agrees with legalActions; describe gives a line for every action', () => {
    const pool: TaifaAction[] = [];
    randomGame('agree', undefined, (s, legal) => {
      for (const a of legal) {
        expect(isLegal(s, a)).toBe(true);
        expect(taifa.describe(s, a)).toMatch(/^\S.*\S$/);
        if (pool.length < 400) pool.push(a);
      }
      for (let i = 0; i < pool.length; i += 7) {
        const a = pool[i]!;
        expect(isLegal(s, a)).toBe(legal.some((l) => sameJson(l, a)));
      }
    });
  });
});

describe('apply is step without events', () => {
  it('apply(state, a) equals step(state, a).state over random games (0, 3 and 6 people)', () => {
    for (const players of [[], ['castilla', 'sevilla', 'leon'], undefined] as (KingdomId[] | undefined)[]) {
      randomGame(`same-${players?.length ?? 6}`, players, (s, legal) => {
        const a = legal[legal.length >> 1]!;
        expect(taifa.apply(s, a)).toEqual(taifa.step(s, a).state);
      });
    }
  });
});
