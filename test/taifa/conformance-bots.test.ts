import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { taifa, type KingdomId } from 'reglas/taifa';
import { checkView } from './view-check.js';

describe('taifa conformance, 0 and 1 human seats (contract; rules 3-9)', () => {
  const seats: [string, KingdomId[]][] = [
    ['0 human seats (six bots, 9)', []],
    ['1 human seat', ['leon']],
  ];
  for (const [name, players] of seats) {
    it(`checkGame passes with ${name}`, () => {
      const report = checkGame(taifa, { seeds: 10, maxSteps: 3000, options: (seed) => ({ seed, players }), checkView, probeEvery: 7 });
      expect(report.games).toBe(10);
    });
  }
  it('checkGame passes in El Cid with every seat a bot (10)', () => {
    const report = checkGame(taifa, { seeds: 8, maxSteps: 3000, options: (seed) => ({ seed, scenario: 'el-cid' as const, players: [] }), checkView });
    expect(report.games).toBe(8);
  });
});
