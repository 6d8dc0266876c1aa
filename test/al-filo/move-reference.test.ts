// 7.1, 8, 3.3, 8.2, 8.3, 5.2, 7.4: the move listings of random play tied to plain references of
// the rules (a leader: every hex's cost from a full search over the map, no early stop; a unit: an
// exhaustive search of its steps and turns memoized by exact MP), so the fast searches of
// activation.ts and movement.ts keep the same legal lists.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alFilo, type AlFiloAction, type AlFiloState } from 'reglas/al-filo';
import { HEX_COUNT, distance, hexId, neighbour } from '../../src/games/al-filo/board.js';
import { inEnemyFront } from '../../src/games/al-filo/edits.js';
import { canEndAt, frontFacings, frozen, mountedCosts, pairable, terrainCost } from '../../src/games/al-filo/movement.js';
import { ALMOHAD_BANNER, BANNER_LEADER, LEADER_BANNER, LEADER_SIDE, MUJAHID_BANNER, UNIT_BANNER, UNIT_SIDE } from '../../src/games/al-filo/pieces.js';

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

describe("7.1, 8: a leader's move listed as the rule reads", () => {
  it("7.1, 8, 3.3: in random play, every leader's move lists exactly the steps from which he can still end on a unit he may stand on within his MP, and the stop where he may", () => {
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

type Moving = Extract<AlFiloState['tasks'][number], { t: 'moving' }>;

/** The steps and turns of a unit's move by the letter of 8, 8.2, 8.3, 5.1, 5.2, 7.4 and the scenario: each listed only if the move can still end legally after it. */
function unitReference(s: AlFiloState, t: Moving): AlFiloAction[] {
  const u = t.unit;
  const side = UNIT_SIDE[u]!;
  const joins = (h: number): boolean => {
    for (let v = s.occ[h]!; v >= 0; v = s.below[v]!) if (v !== u && pairable(u, v)) return true;
    return false;
  };
  const ends = (h: number, mp: number): boolean => {
    if (!canEndAt(s, u, t.partner, h)) return false;
    if (h !== t.from && t.partner < 0 && joins(h) && mp < 1) return false;
    if (t.mode !== 'out-of-command') return true;
    const lh = s.leaderAt[BANNER_LEADER[UNIT_BANNER[u]!]!]!;
    return lh >= 0 && distance(h, lh) < distance(t.from, lh);
  };
  const enters = (to: number): boolean => {
    if (to < 0 || (s.occ[to]! >= 0 && UNIT_SIDE[s.occ[to]!] !== side)) return false;
    const bh = s.markerAt[ALMOHAD_BANNER]!;
    return !(UNIT_BANNER[u] === MUJAHID_BANNER && bh >= 0 && distance(to, bh) < distance(t.from, bh));
  };
  const cost = (here: number, f: number, to: number): number | null => {
    const c = terrainCost(here, f, to, mountedCosts(s, u));
    if (c === null) return null;
    return c + (inEnemyFront(s, here, side) ? 1 : 0) + (here === t.from && t.partner < 0 && joins(here) ? 1 : 0);
  };
  const memo = new Map<string, boolean>();
  const canEnd = (h: number, facing: number, mp: number): boolean => {
    const key = `${h} ${facing} ${mp}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let ok = ends(h, mp);
    for (const f of frontFacings(u, facing)) {
      const to = neighbour(h, f);
      const c = enters(to) ? cost(h, f, to) : null;
      if (c !== null && c <= mp && canEnd(to, facing, mp - c)) ok = true;
    }
    if (mp >= 1 && (canEnd(h, (facing + 1) % 6, mp - 1) || canEnd(h, (facing + 5) % 6, mp - 1))) ok = true;
    memo.set(key, ok);
    return ok;
  };
  const h = s.at[u]!;
  const facing = s.facing[u]!;
  const out: AlFiloAction[] = [];
  if (!frozen(s, u)) {
    for (const f of frontFacings(u, facing)) {
      const to = neighbour(h, f);
      const c = enters(to) ? cost(h, f, to) : null;
      if (c === null) continue;
      // 8: one hex without turning, whatever it costs, as the whole move
      if (c > t.mp ? !t.changed && ends(to, 0) : canEnd(to, facing, t.mp - c)) out.push({ type: 'step', to: hexId(to) });
    }
  }
  for (let k = 1; k < 6; k++) {
    const c = frozen(s, u) ? 0 : Math.min(k, 6 - k);
    if (c <= t.mp && canEnd(h, (facing + k) % 6, t.mp - c)) out.push({ type: 'face', facing: (facing + k) % 6 });
  }
  return out;
}

describe("8, 8.2, 7.4: a unit's move listed as the rules read", () => {
  it("8, 8.2, 8.3, 5.1, 5.2, 7.4, scenario: in random play, every unit's move lists exactly the steps and turns after which it can still end its move legally", () => {
    let compared = 0;
    let turns = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 400, maxLength: 400 }), (seed, picks) => {
        let s = alFilo.setup({ seed: `unit-ref-${seed}` });
        for (const pick of picks) {
          if (alFilo.isTerminal(s)) break;
          const legal = alFilo.legalActions(s);
          const top = s.tasks[s.tasks.length - 1]!;
          if (top.t === 'moving') {
            compared++;
            const expected = unitReference(s, top);
            if (expected.some((a) => a.type === 'face')) turns++;
            expect(legal.filter((a) => a.type === 'step' || a.type === 'face')).toEqual(expected);
          }
          // favour moving: a unit's move, then its steps and turns, over ending it
          const keen = legal.filter((a) => a.type === 'move' || a.type === 'step' || a.type === 'face');
          const pool = keen.length > 0 && pick % 4 !== 0 ? keen : legal;
          s = alFilo.apply(s, pool[pick % pool.length]!);
        }
      }),
      { numRuns: 6, seed: 1215 },
    );
    // the property was put to the test: units moved and turned
    expect(compared).toBeGreaterThan(200);
    expect(turns).toBeGreaterThan(100);
  });
});
