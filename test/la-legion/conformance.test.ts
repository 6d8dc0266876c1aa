// The contract's conformance checks (reglas/testkit) over whole random games of La Legión.
import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { laLegion, legionEventSchema } from 'reglas/la-legion';

describe('La Legión: checkGame', () => {
  it('plays seeded random games from the standard set-up to the end, every check passing', () => {
    const report = checkGame(laLegion, { seeds: 6, maxSteps: 20000, schemaEvery: 25, probeEvery: 10, hiddenEvery: 100 });
    expect(report.games).toBe(6);
  });

  it('plays a game with the free set-up (6) and one with surrender offered (5)', () => {
    checkGame(laLegion, { seeds: ['free-1'], maxSteps: 20000, schemaEvery: 50, probeEvery: 25, hiddenEvery: 200, options: (seed) => ({ seed, deployment: 'free' as const }) });
    checkGame(laLegion, { seeds: ['surrender-1', 'surrender-2'], maxSteps: 20000, options: (seed) => ({ seed, surrender: true }) });
  });

  it('every event of a seeded game matches the event schema', () => {
    let s = laLegion.setup({ seed: 'events' });
    let n = 0;
    while (!laLegion.isTerminal(s)) {
      const legal = laLegion.legalActions(s);
      const r = laLegion.step(s, legal[(n * 7919) % legal.length]!);
      for (const e of r.events) expect(legionEventSchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
      s = r.state;
      n++;
    }
  });
});
