// Mar y Acero's soak: the contract's conformance checks over many seeded random two-player games.
// `npm run test:soak`.
import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { marYAcero } from 'reglas/mar-y-acero';

describe('Mar y Acero soak: checkGame over many seeds', () => {
  it('plays 100 seeded random two-player games, every check passing', () => {
    const report = checkGame(marYAcero, { seeds: 100, maxSteps: 5000, schemaEvery: 3, options: (seed) => ({ seed: `soak-${seed}` }) });
    expect(report.games).toBe(100);
  });

  it('plays 20 solitaire games against the Nitayno at each level (5.4), every check passing', () => {
    for (const level of [0, 1, 2] as const) {
      const report = checkGame(marYAcero, {
        seeds: 20,
        maxSteps: 5000,
        options: (seed) => ({ seed: `soak-solo-${level}-${seed}`, mode: 'solitaire' as const, level }),
      });
      expect(report.games).toBe(20);
    }
  });
});
