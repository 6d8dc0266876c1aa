// The contract's conformance checks (reglas/testkit) over a few chosen games of La Legión; the long
// many-seed runs are in test/soak/la-legion.soak.ts (`npm run test:soak`).
import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { laLegion } from 'reglas/la-legion';

describe('La Legión: checkGame', () => {
  it('plays a seeded random game from the standard set-up to the end of turn 13, every check passing', () => {
    // check-0: a whole game (13 turns, both reinforcement turns, the air and fleet steps from turn
    // 5), every step's views, actions and replay checked; schemas, illegal probes and the
    // hidden-information checks now and then. Many more seeds: test/soak/la-legion.soak.ts.
    const report = checkGame(laLegion, { seeds: 1, maxSteps: 20000, schemaEvery: 50, probeEvery: 20, hiddenEvery: 200 });
    expect(report.games).toBe(1);
  });

  it('plays a game with surrender offered (5) to its end', () => {
    // The free set-up's games (hundreds of placements, each listing every free hex) run in the soak.
    const report = checkGame(laLegion, {
      seeds: ['surrender-1'],
      maxSteps: 20000,
      schemaEvery: 50,
      probeEvery: 20,
      hiddenEvery: 200,
      options: (seed) => ({ seed, surrender: true }),
    });
    expect(report.games).toBe(1);
  });

  it('every event of a seeded game matches the event schema', () => {
    let s = laLegion.setup({ seed: 'events' });
    let n = 0;
    while (!laLegion.isTerminal(s)) {
      const legal = laLegion.legalActions(s);
      const r = laLegion.step(s, legal[(n * 7919) % legal.length]!);
      for (const e of r.events) expect(laLegion.schemas.event!.safeParse(e).success, JSON.stringify(e)).toBe(true);
      s = r.state;
      n++;
    }
    expect(n).toBeGreaterThan(100);
  });
});
