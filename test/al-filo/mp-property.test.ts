// 8, 8.2, 7.4, 5.2, 7.1 and the scenario's movers: properties of every move over random play (fast-check).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alFilo, UNITS, type AlFiloState } from 'reglas/al-filo';
import { hexIndex, unitIndex } from './helpers.js';
import { invariants } from '../../src/games/al-filo/invariants.js';
import { distance } from '../../src/games/al-filo/board.js';
import {
  BANNER_LEADER,
  LEADER_BANNER,
  LEADER_COUNT,
  LEADER_IDS,
  LEADER_SIDE,
  MUJAHID_BANNER,
  NASIR_BANNER,
  UNIT_BANNER,
  UNIT_SIDE,
} from '../../src/games/al-filo/pieces.js';

/** The MP a move begun now may spend, from the counters' printed values (8, 11.1; 7.4 half rounded up; 5.2 the lower of a pair). */
function allowance(s: AlFiloState, ids: string[]): number {
  const mp = Math.min(...ids.map((id) => (s.fatigued[unitIndex(id)] === 1 ? UNITS[unitIndex(id)]!.fatigued.mp : UNITS[unitIndex(id)]!.fresh.mp)));
  const activation = [...s.tasks].reverse().find((t) => t.t === 'activation');
  return activation !== undefined && activation.t === 'activation' && activation.step === 'out-of-command' ? Math.ceil(mp / 2) : mp;
}

describe('8: a move stays within its MP', () => {
  it("8, 8.2, 8.3, 5.2, 7.4: in random play, the step and turn costs of every move sum to at most its allowance, save 8's one hex and 8.3's retreat", () => {
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

describe('5, 7.1, 7.4, scenario: what every move leaves', () => {
  it("5.1, 5.2, 7.1, 7.4, readings 21 and 22: in random play, after every move stacks are legal, leaders stand on a unit they may stand on, units out of command end nearer their banner leader, Mujahids never nearer the Almohad banner, Al-Nasir's banner never leaves its hexes", () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 300, maxLength: 300 }), (seed, picks) => {
        let s = alFilo.setup({ seed: `ends-${seed}` });
        const nasirHexes = new Set(UNITS.filter((u) => u.banner === 'al-nasir').map((u) => s.at[unitIndex(u.id)]));
        for (const pick of picks) {
          if (alFilo.isTerminal(s)) break;
          const legal = alFilo.legalActions(s);
          const keen = legal.filter((a) => a.type === 'move' || a.type === 'step' || a.type === 'face' || a.type === 'move-leader' || a.type === 'retreat');
          const pool = keen.length > 0 && pick % 4 !== 0 ? keen : legal;
          const a = pool[pick % pool.length]!;
          const before = s;
          const top = before.tasks[before.tasks.length - 1]!;
          const r = alFilo.step(s, a);
          s = r.state;
          if (!r.events.some((e) => e.type === 'unit-move-end' || e.type === 'counter-move-end')) continue;
          checked++;
          // every stack legal once no move is under way (5.1, 5.2)
          const problems = invariants(s).filter((p) => p.message.includes('not a legal stack') || p.message.includes('both sides'));
          expect(problems).toEqual([]);
          // every leader on the map stands on a unit of his banner, an army leader on one of his army (5.1, 7.1)
          for (let l = 0; l < LEADER_COUNT; l++) {
            const h = s.leaderAt[l]!;
            if (h < 0) continue;
            const army = s.armyLeader[LEADER_SIDE[l]!] === l;
            const ok = unitsOn(s, h).some((u) => (army ? UNIT_SIDE[u] === LEADER_SIDE[l] : UNIT_BANNER[u] === LEADER_BANNER[l]));
            expect(ok, `${LEADER_IDS[l]} on ${h}`).toBe(true);
          }
          if (top.t !== 'moving') continue;
          const u = top.unit;
          const end = s.at[u]!;
          if (top.mode === 'out-of-command' && end !== top.from) {
            const lh = before.leaderAt[BANNER_LEADER[UNIT_BANNER[u]!]!]!;
            expect(distance(end, lh)).toBeLessThan(distance(top.from, lh));
          }
          if (UNIT_BANNER[u] === MUJAHID_BANNER) expect(distance(end, hexIndex('1702'))).toBeGreaterThanOrEqual(distance(top.from, hexIndex('1702')));
          if (UNIT_BANNER[u] === NASIR_BANNER && !s.released) expect(nasirHexes.has(end)).toBe(true);
        }
      }),
      { numRuns: 8, seed: 1213 },
    );
    expect(checked).toBeGreaterThan(20);
  });
});

function unitsOn(s: AlFiloState, h: number): number[] {
  const out: number[] = [];
  for (let v = s.occ[h]!; v >= 0; v = s.below[v]!) out.push(v);
  return out;
}
