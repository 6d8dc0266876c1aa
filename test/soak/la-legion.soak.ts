// La Legión's soak: the contract's conformance checks over many seeded random games, with the
// standard set-up, the free set-up (6) and surrender offered (5). `npm run test:soak`.
import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { laLegion } from 'reglas/la-legion';

describe('La Legión soak: checkGame over many seeds', () => {
  it('plays 24 seeded random games from the standard set-up to the end, every check passing', () => {
    const report = checkGame(laLegion, { seeds: 24, maxSteps: 20000, schemaEvery: 25, probeEvery: 10, hiddenEvery: 100 });
    expect(report.games).toBe(24);
  });

  it('plays 3 games with the free set-up (6) and 6 with surrender offered (5)', () => {
    const free = checkGame(laLegion, {
      seeds: ['free-1', 'free-2', 'free-3'],
      maxSteps: 20000,
      schemaEvery: 50,
      probeEvery: 25,
      hiddenEvery: 200,
      options: (seed) => ({ seed, deployment: 'free' as const }),
    });
    const surrender = checkGame(laLegion, { seeds: 6, maxSteps: 20000, options: (seed) => ({ seed: `surrender-${seed}`, surrender: true }) });
    expect(free.games + surrender.games).toBe(9);
  });
});
