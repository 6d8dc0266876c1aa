import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IllegalActionError, createRng, sameJson, seededDice } from 'reglas/core';
import { taifa, type KingdomId, type TaifaAction, type TaifaState } from 'reglas/taifa';
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

/** The error `step` throws for an action, which must throw. */
function refusal(state: TaifaState, action: TaifaAction): IllegalActionError {
  try {
    taifa.step(state, action);
  } catch (e) {
    if (e instanceof IllegalActionError) return e;
    throw e;
  }
  throw new Error(`${JSON.stringify(action)} was accepted`);
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

  it('an action outside legalActions is refused with a specific reason and its rule, never the generic one; describe gives a line for every action', () => {
    const pool: TaifaAction[] = [];
    const codes = new Set<string>();
    for (const players of [undefined, ['castilla', 'leon']] as (KingdomId[] | undefined)[]) {
      randomGame(`agree-${players?.length ?? 6}`, players, (s, legal) => {
        for (const a of legal) {
          expect(taifa.describe(s, a)).toMatch(/^\S.*\S$/);
          if (pool.length < 400 && !pool.some((p) => sameJson(p, a))) pool.push(a);
        }
        for (let i = s.turn; i < pool.length; i += 13) {
          const a = pool[i]!;
          if (legal.some((l) => sameJson(l, a))) continue;
          const e = refusal(s, a);
          expect(e, `${JSON.stringify(a)} refused as ${e.code}: ${e.message}`).toBeInstanceOf(IllegalActionError);
          expect(e.code, e.message).not.toBe('not-legal');
          expect(e.rule).toMatch(/^\d+(\.\d+)*$/);
          codes.add(e.code);
        }
      });
    }
    for (const code of ['wrong-phase', 'not-in-hand', 'not-your-decision']) expect(codes).toContain(code);
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
