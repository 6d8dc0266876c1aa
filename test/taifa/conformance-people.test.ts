import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { taifa, type KingdomId } from 'reglas/taifa';
import { checkView } from './view-check.js';

describe('taifa conformance, 3 and 6 human seats and El Cid (contract; rules 3-10)', () => {
  const seats: [string, KingdomId[] | undefined][] = [
    ['3 human seats', ['castilla', 'valencia', 'badajoz']],
    ['6 human seats (the default, 3)', undefined],
  ];
  for (const [name, players] of seats) {
    it(`checkGame passes with ${name}`, () => {
      const report = checkGame(taifa, {
        seeds: 10,
        maxSteps: 3000,
        options: (seed) => (players === undefined ? { seed } : { seed, players }),
        checkView,
        probeEvery: 7,
      });
      expect(report.games).toBe(10);
      // 5.1.2: the face-down cards every other seat reads as one line were compared (testkit's secretActionLeaks).
      expect(report.secretPairs).toBeGreaterThan(0);
    });
  }
  it('checkGame passes in the El Cid scenario, El Cid a person (10)', () => {
    const report = checkGame(taifa, { seeds: 10, maxSteps: 3000, options: (seed) => ({ seed, scenario: 'el-cid' as const }), checkView, probeEvery: 7 });
    expect(report.games).toBe(10);
  });
});
