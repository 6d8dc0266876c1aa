/**
 * How ¡Al filo de la espada!'s heuristic evaluation (`heuristic-al-filo.ts`) scores a unit's move,
 * played step by step: one search of the unit's steps and turns within its MP (8, 8.2, 8.3, the
 * Mujahids' rule) finds the best place it can end on (`heuristic-al-filo-place.ts`), and the step
 * or turn that begins the way there scores that place.
 * @module
 */
import { HEX_COUNT, distance, facingTo, hexIndex, neighbour } from '../games/al-filo/board.js';
import { unitsAt, inEnemyFront } from '../games/al-filo/edits.js';
import { canEndAt, frontFacings, frozen, mountedCosts, pairable, terrainCost } from '../games/al-filo/movement.js';
import { BANNER_LEADER, MUJAHID_BANNER, UNIT_BANNER, UNIT_SIDE } from '../games/al-filo/pieces.js';
import type { AlFiloTask } from '../games/al-filo/state.js';
import type { AlFiloAction } from '../games/al-filo/actions.js';
import type { Context } from './heuristic-al-filo-context.js';
import { placeScore, threatsTo } from './heuristic-al-filo-place.js';

type Moving = Extract<AlFiloTask, { t: 'moving' }>;

/**
 * The moving unit's steps and turns (8, 8.2, 8.3: front hexes only, 1 MP a hexside turned, +1 MP
 * to leave an enemy's front hex; scenario: the Mujahids never nearer the banner than their start),
 * searched within its MP from where it stands; each place it may end on (5.1, 5.2, 7.4) is scored,
 * and each first step or turn gets the best place reached through it.
 */
export function moveScores(x: Context, t: Moving, legal: readonly AlFiloAction[]): number[] {
  const s = x.s;
  const u = t.unit;
  const h0 = s.at[u]!;
  const f0 = s.facing[u]!;
  const cache = new Float64Array(HEX_COUNT).fill(Number.NaN);
  const threats = threatsTo(x, u, t.partner, t.mp);
  const place = (h: number, f: number): number => placeScore(x, u, t.partner, h, f, t.from, cache, threats, t.carried);
  const leader = s.leaderAt[BANNER_LEADER[UNIT_BANNER[u]!]!]!;
  const ends = (h: number, mp: number): boolean => {
    if (!canEndAt(s, u, t.partner, h)) return false;
    // 5.2: joining a unit of its type and banner costs 1 MP more
    if (h !== t.from && t.partner < 0 && mp < 1 && unitsAt(s, h).some((v) => v !== u && pairable(u, v))) return false;
    return t.mode !== 'out-of-command' || h === t.from || (leader >= 0 && distance(h, leader) < distance(t.from, leader));
  };
  const byLabel = new Float64Array(12).fill(-Infinity);
  if (!frozen(s, u)) {
    const best = new Int8Array(HEX_COUNT * 6).fill(-1);
    const label = new Int8Array(HEX_COUNT * 6).fill(-1);
    const leave = new Int8Array(HEX_COUNT).fill(-1);
    const buckets: number[][] = Array.from({ length: t.mp + 1 }, () => []);
    const side = UNIT_SIDE[u]!;
    const mounted = mountedCosts(s, u);
    const mujahid = UNIT_BANNER[u] === MUJAHID_BANNER && x.banner >= 0;
    const reach = (key: number, mp: number, l: number): void => {
      if (mp < 0 || best[key]! >= mp) return;
      best[key] = mp;
      label[key] = l;
      buckets[mp]!.push(key);
    };
    best[h0 * 6 + f0] = t.mp;
    buckets[t.mp]!.push(h0 * 6 + f0);
    for (let mp = t.mp; mp >= 0; mp--) {
      for (const key of buckets[mp]!) {
        if (best[key] !== mp) continue;
        const h = (key / 6) | 0;
        const f = key % 6;
        const first = key === h0 * 6 + f0;
        if (leave[h] === -1) leave[h] = inEnemyFront(s, h, side) ? 1 : 0;
        for (const ff of frontFacings(u, f)) {
          const to = neighbour(h, ff);
          if (to < 0 || (s.occ[to]! >= 0 && UNIT_SIDE[s.occ[to]!] !== side)) continue;
          if (mujahid && distance(to, x.banner) < distance(t.from, x.banner)) continue;
          const c = terrainCost(h, ff, to, mounted);
          if (c === null) continue;
          reach(to * 6 + f, mp - c - leave[h]!, first ? ff : label[key]!);
        }
        if (first) {
          for (let k = 1; k < 6; k++) reach(h * 6 + ((f + k) % 6), mp - Math.min(k, 6 - k), 6 + ((f + k) % 6));
        } else {
          reach(h * 6 + ((f + 1) % 6), mp - 1, label[key]!);
          reach(h * 6 + ((f + 5) % 6), mp - 1, label[key]!);
        }
      }
    }
    for (let key = 0; key < best.length; key++) {
      const l = label[key]!;
      if (best[key]! < 0 || l < 0) continue;
      const h = (key / 6) | 0;
      if (!ends(h, best[key]!)) continue;
      const v = place(h, key % 6);
      if (v > byLabel[l]!) byLabel[l] = v;
    }
  }
  return legal.map((a) => {
    switch (a.type) {
      case 'step': {
        const to = hexIndex(a.to);
        const v = byLabel[facingTo(h0, to)]!;
        return v > -Infinity ? v : place(to, f0);
      }
      case 'face':
        return frozen(s, u) ? place(h0, a.facing) : byLabel[6 + a.facing]!;
      case 'retreat':
        return place(hexIndex(a.to), f0) - 0.1;
      case 'stop':
        return place(h0, f0) + 0.05;
      default:
        return -100;
    }
  });
}
