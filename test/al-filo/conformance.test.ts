// The contract's conformance checks (reglas/testkit) over random battles of ¡Al filo de la espada!.
import { describe, expect, it } from 'vitest';
import { checkGame } from 'reglas/testkit';
import { alFilo, alFiloEventSchema } from 'reglas/al-filo';

describe('¡Al filo de la espada!: checkGame', () => {
  it('plays seeded random time-limited battles from the standard deployment to the end of turn 12, every check passing', () => {
    const report = checkGame(alFilo, {
      seeds: 2,
      maxSteps: 40000,
      schemaEvery: 40,
      probeEvery: 25,
      hiddenEvery: 200,
      options: (seed) => ({ seed, victory: 'time-limited' as const }),
    });
    expect(report.games).toBe(2);
  });

  it('plays a battle with the free deployment (scenario: each banner within its radius and rows)', () => {
    const report = checkGame(alFilo, {
      seeds: ['free-1'],
      maxSteps: 40000,
      schemaEvery: 60,
      probeEvery: 40,
      hiddenEvery: 400,
      options: (seed) => ({ seed, deployment: 'free' as const, victory: 'time-limited' as const }),
    });
    expect(report.games).toBe(1);
  });

  it('the open battle: a long random prefix keeps a valid state', () => {
    let s = alFilo.setup({ seed: 'open-prefix', victory: 'open' });
    for (let n = 0; n < 3000 && !alFilo.isTerminal(s); n++) {
      const legal = alFilo.legalActions(s);
      s = alFilo.apply(s, legal[(n * 7919) % legal.length]!);
    }
    expect(s.victory).toBe('open');
    expect(alFilo.validate(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it('every event of a seeded battle matches the event schema, and random play fires and fights (9, 10)', () => {
    let s = alFilo.setup({ seed: 'events', victory: 'time-limited' });
    const seen = new Set<string>();
    for (let n = 0; n < 4000 && !alFilo.isTerminal(s); n++) {
      const legal = alFilo.legalActions(s);
      const r = alFilo.step(s, legal[(n * 7919) % legal.length]!);
      for (const e of r.events) {
        expect(alFiloEventSchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
        seen.add(e.type);
      }
      s = r.state;
    }
    for (const type of ['fire', 'combat-declared', 'combat', 'unit-result']) expect(seen.has(type), type).toBe(true);
  });
});
