import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { taifa, type TaifaState } from 'reglas/taifa';
import { attackTargets, bordersOf } from '../../src/games/taifa/geography.js';
import { AREA_COUNT, NEIGHBOURS, SCENARIOS } from '../../src/games/taifa/tables.js';

/** The fast (bit word) border lists against a plain walk of the map's connections. */
function referenceBorderAreas(state: TaifaState, k: number): number[] {
  const owner = state.owner;
  if (!owner.includes(k)) {
    // 5.1.1: a kingdom holding no area may only attack its capital.
    const capital = SCENARIOS[state.scenario].capitals[k]!;
    return capital >= 0 && owner[capital] !== -2 ? [capital] : [];
  }
  const out: number[] = [];
  for (let a = 0; a < AREA_COUNT; a++) {
    if (owner[a] === k || owner[a] === -2) continue;
    if (NEIGHBOURS[a]!.some((n) => owner[n] === k)) out.push(a);
  }
  return out;
}

function referenceBorderingKingdoms(state: TaifaState, k: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < state.kingdoms.length; j++) {
    if (j === k) continue;
    let borders = false;
    for (let a = 0; a < AREA_COUNT && !borders; a++) if (state.owner[a] === k && NEIGHBOURS[a]!.some((n) => state.owner[n] === j)) borders = true;
    if (borders) out.push(j);
  }
  return out;
}

describe('Taifa: fast border lists equal the plain reading of 5.1.1 and 5.3', () => {
  it('5.1.1, 5.3: bordersOf (areas and kingdoms) on random maps (both scenarios)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.integer({ min: -1, max: 5 }), { minLength: AREA_COUNT, maxLength: AREA_COUNT }), (cid, owners) => {
        const base = taifa.setup(cid ? { seed: 'b', scenario: 'el-cid' } : { seed: 'b' });
        // Areas out of play stay out of play (El Cid, 10.1).
        const owner = owners.map((o, a) => (base.owner[a] === -2 ? -2 : Math.min(o, base.kingdoms.length - 1)));
        const state: TaifaState = { ...base, owner };
        for (let k = 0; k < state.kingdoms.length; k++) {
          const b = bordersOf(state, k);
          expect([...b.areas]).toEqual(referenceBorderAreas(state, k));
          expect([...b.kingdoms]).toEqual(referenceBorderingKingdoms(state, k));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('5.1.1, 5.4: attackTargets drops exactly the areas of kingdoms whose Tregua binds the attacker', () => {
    const base = taifa.setup({ seed: 't' });
    const state: TaifaState = { ...base, permanents: [{ card: 0, by: 1, target: 0 }] };
    const b = bordersOf(state, 0);
    const expected = b.areas.filter((a) => state.owner[a] !== 1);
    expect([...attackTargets(state, b)]).toEqual(expected);
    expect(expected.length).toBeLessThan(b.areas.length);
  });
});
