// ¡Al filo de la espada!'s soak: the contract's conformance checks over many seeded random battles.
import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { alFilo } from 'reglas/al-filo';

describe('¡Al filo de la espada!: soak', () => {
  it('plays 6 seeded random time-limited battles and 2 with the free deployment to the end of turn 12, every check passing', () => {
    const report = checkGame(alFilo, {
      seeds: 6,
      maxSteps: 40000,
      schemaEvery: 20,
      probeEvery: 10,
      hiddenEvery: 100,
      options: (seed) => ({ seed, victory: 'time-limited' as const }),
    });
    const free = checkGame(alFilo, {
      seeds: ['soak-free-1', 'soak-free-2'],
      maxSteps: 40000,
      schemaEvery: 40,
      probeEvery: 20,
      options: (seed) => ({ seed, deployment: 'free' as const }),
    });
    expect(report.games + free.games).toBe(8);
  });
});
