// 8, 8.2, 7.4, 5.2: over random play, a unit's move never spends more than its MP (fast-check).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alFilo, UNITS, type AlFiloState } from 'reglas/al-filo';
import { unitIndex } from './helpers.js';

/** The MP a move begun now may spend, from the counters' printed values (8, 11.1; 7.4 half rounded up; 5.2 the lower of a pair). */
function allowance(s: AlFiloState, ids: string[]): number {
  const mp = Math.min(...ids.map((id) => (s.fatigued[unitIndex(id)] === 1 ? UNITS[unitIndex(id)]!.fatigued.mp : UNITS[unitIndex(id)]!.fresh.mp)));
  const activation = [...s.tasks].reverse().find((t) => t.t === 'activation');
  return activation !== undefined && activation.t === 'activation' && activation.step === 'out-of-command' ? Math.ceil(mp / 2) : mp;
}

describe('8: a move stays within its MP', () => {
  it('8, 8.2, 8.3, 5.2, 7.4: in random play, the step and turn costs of every move sum to at most its allowance, save 8\'s one hex and 8.3\'s retreat', () => {
    let steps = 0;
    let ended = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 400, maxLength: 400 }), (seed, picks) => {
        let s = alFilo.setup({ seed: `mp-${seed}` });
        let budget = -1;
        let spent = 0;
        let exempt = false;
        for (const pick of picks) {
          if (alFilo.isTerminal(s)) break;
          const legal = alFilo.legalActions(s);
          // favour moving: a unit's move, then its steps and turns, over ending it
          const keen = legal.filter((a) => a.type === 'move' || a.type === 'step' || a.type === 'face');
          const pool = keen.length > 0 && pick % 4 !== 0 ? keen : legal;
          const a = pool[pick % pool.length]!;
          if (a.type === 'move') {
            budget = allowance(s, a.with === undefined ? [a.unit] : [a.unit, a.with]);
            spent = 0;
            exempt = false;
          }
          const r = alFilo.step(s, a);
          for (const e of r.events) {
            if (e.type === 'unit-step') {
              steps++;
              if (String(e.text).includes('the whole move')) exempt = true;
              else spent += Number((e as { cost: number }).cost);
            } else if (e.type === 'unit-face') spent += Number((e as { cost: number }).cost);
            else if (e.type === 'unit-retreat') exempt = true;
            else if (e.type === 'unit-move-end') {
              ended++;
              if (!exempt) expect(spent).toBeLessThanOrEqual(budget);
              budget = -1;
            }
          }
          if (budget >= 0 && !exempt) expect(spent).toBeLessThanOrEqual(budget);
          s = r.state;
        }
      }),
      { numRuns: 8, seed: 1212 },
    );
    // the property was put to the test: units did step and end their moves
    expect(steps).toBeGreaterThan(50);
    expect(ended).toBeGreaterThan(20);
  });
});
