// 7.1, 8, 3.3: the leaders' move listings of random play tied to a plain reference of the rule
// (every hex's cost from a full search over the map, no early stop), so the fast search of
// activation.ts keeps the same legal lists.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alFilo, type AlFiloAction, type AlFiloState } from 'reglas/al-filo';
import { HEX_COUNT, hexId, neighbour } from '../../src/games/al-filo/board.js';
import { terrainCost } from '../../src/games/al-filo/movement.js';
import { LEADER_BANNER, LEADER_SIDE, UNIT_BANNER, UNIT_SIDE } from '../../src/games/al-filo/pieces.js';

/** 7.1: a leader ends on a unit of his banner, an army leader on one of his army. */
function mayEnd(s: AlFiloState, l: number, h: number): boolean {
  const army = s.armyLeader[LEADER_SIDE[l]!] === l;
  for (let u = s.occ[h]!; u >= 0; u = s.below[u]!) {
    if (UNIT_SIDE[u] === LEADER_SIDE[l] && (army || UNIT_BANNER[u] === LEADER_BANNER[l])) return true;
  }
  return false;
}

function enemyOn(s: AlFiloState, side: number, h: number): boolean {
  return s.occ[h]! >= 0 && UNIT_SIDE[s.occ[h]!] !== side;
}

/** The least MP from `from` to every hex within `budget` (infantry and leader column, never through an enemy's hex): Dijkstra by whole-map scans, one per MP. */
function costsFrom(s: AlFiloState, side: number, from: number, budget: number): number[] {
  const cost = new Array<number>(HEX_COUNT).fill(Infinity);
  cost[from] = 0;
  // every step costs at least 1 MP, so the hexes at cost d are final once those below d are expanded
  for (let d = 0; d <= budget; d++) {
    for (let h = 0; h < HEX_COUNT; h++) {
      if (cost[h] !== d) continue;
      for (let f = 0; f < 6; f++) {
        const to = neighbour(h, f);
        if (to < 0 || enemyOn(s, side, to)) continue;
        const c = terrainCost(h, f, to, false);
        if (c !== null && d + c < cost[to]!) cost[to] = d + c;
      }
    }
  }
  return cost;
}

/** A leader's move by the letter of 7.1 and 8: every step into a hex from which a hex he may end on lies within his MP, and the stop where he may end. */
function reference(s: AlFiloState, l: number, mp: number): AlFiloAction[] {
  const side = LEADER_SIDE[l]!;
  const h = s.leaderAt[l]!;
  const out: AlFiloAction[] = [];
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n < 0 || enemyOn(s, side, n)) continue;
    const c = terrainCost(h, f, n, false);
    if (c === null || c > mp) continue;
    const cost = costsFrom(s, side, n, mp - c);
    let best = Infinity;
    for (let e = 0; e < HEX_COUNT; e++) if (mayEnd(s, l, e)) best = Math.min(best, cost[e]!);
    if (best <= mp - c) out.push({ type: 'step', to: hexId(n) });
  }
  if (mayEnd(s, l, h)) out.push({ type: 'stop' });
  return out;
}

describe('7.1, 8: a leader\'s move listed as the rule reads', () => {
  it('7.1, 8, 3.3: in random play, every leader\'s move lists exactly the steps from which he can still end on a unit he may stand on within his MP, and the stop where he may', () => {
    let compared = 0;
    let searched = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 500, maxLength: 500 }), (seed, picks) => {
        let s = alFilo.setup({ seed: `leader-ref-${seed}` });
        for (const pick of picks) {
          if (alFilo.isTerminal(s)) break;
          const legal = alFilo.legalActions(s);
          const top = s.tasks[s.tasks.length - 1]!;
          if (top.t === 'leader-moving') {
            compared++;
            const expected = reference(s, top.leader, top.mp);
            if (expected.some((a) => a.type === 'step')) searched++;
            expect(legal).toEqual(expected);
          }
          // favour the leaders' moves and their steps
          const keen = legal.filter((a) => a.type === 'move-leader' || (top.t === 'leader-moving' && a.type === 'step'));
          const pool = keen.length > 0 && pick % 5 !== 0 ? keen : legal;
          s = alFilo.apply(s, pool[pick % pool.length]!);
        }
      }),
      { numRuns: 6, seed: 1214 },
    );
    // the property was put to the test: leaders moved, and stepped
    expect(compared).toBeGreaterThan(50);
    expect(searched).toBeGreaterThan(20);
  });
});
