import { AREA_COUNT, NEIGHBOURS, SCENARIOS } from './tables.js';
import type { TaifaState } from './types.js';

const MARK = new Uint8Array(AREA_COUNT);

/**
 * Border lists depend only on the owner array, which states share until an area changes
 * hands: a pure memo of the last few owner arrays by identity (frozen lists, never changed by
 * callers). A small ring, not a WeakMap: short-lived keys in a WeakMap cost the collector more.
 */
interface BorderMemo {
  owner: readonly number[] | null;
  areas: (readonly number[] | undefined)[];
  kingdoms: (readonly number[] | undefined)[];
  /** Event targets that depend on the owners alone (5.4): enemy areas, enemy bordering areas. */
  enemy: (readonly number[] | undefined)[];
  enemyBorder: (readonly number[] | undefined)[];
}
const RING: BorderMemo[] = Array.from({ length: 16 }, () => ({ owner: null, areas: [], kingdoms: [], enemy: [], enemyBorder: [] }));
let ringNext = 0;

/**
 * Area sets as two 32-bit words (areas 0-31 and 32-63): each area's neighbours, built once
 * from the map, so a border is a few ORs instead of a walk over every connection.
 */
const WORDS_OK = AREA_COUNT <= 64;
const NEIGHBOUR_LO = new Int32Array(AREA_COUNT);
const NEIGHBOUR_HI = new Int32Array(AREA_COUNT);
for (let a = 0; a < AREA_COUNT; a++) {
  for (const n of NEIGHBOURS[a]!) {
    if (n < 32) NEIGHBOUR_LO[a]! |= 1 << n;
    else NEIGHBOUR_HI[a]! |= 1 << (n - 32);
  }
}

let lastMemo: BorderMemo = RING[0]!;

function memoOf(owner: readonly number[]): BorderMemo {
  // Nearly every lookup is for the newest owner array: try it before the ring.
  if (lastMemo.owner === owner) return lastMemo;
  for (let i = 0; i < RING.length; i++) if (RING[i]!.owner === owner) return (lastMemo = RING[i]!);
  const m: BorderMemo = { owner, areas: [], kingdoms: [], enemy: [], enemyBorder: [] };
  lastMemo = m;
  RING[ringNext] = m;
  ringNext = (ringNext + 1) % RING.length;
  return m;
}

/** Areas (indices) of other kingdoms or independent, connected to one of `k`'s areas (5.1.1). */
export function borderAreas(state: TaifaState, k: number): readonly number[] {
  const m = memoOf(state.owner);
  let list = m.areas[k];
  if (list === undefined) {
    list = Object.freeze(computeBorderAreas(state, k));
    m.areas[k] = list;
  }
  return list;
}

function computeBorderAreas(state: TaifaState, k: number): number[] {
  if (WORDS_OK) return borderAreasByWords(state, k);
  const owner = state.owner;
  const mark = MARK.fill(0);
  let owns = false;
  for (let a = 0; a < AREA_COUNT; a++) {
    if (owner[a] !== k) continue;
    owns = true;
    for (const n of NEIGHBOURS[a]!) {
      const o = owner[n]!;
      if (o !== k && o !== -2) mark[n] = 1;
    }
  }
  const out: number[] = [];
  if (!owns) {
    // 5.1.1: a kingdom holding no area may only attack its capital.
    const capital = SCENARIOS[state.scenario].capitals[k]!;
    if (capital >= 0 && owner[capital] !== -2) out.push(capital);
    return out;
  }
  for (let a = 0; a < AREA_COUNT; a++) if (mark[a] === 1) out.push(a);
  return out;
}

/** `computeBorderAreas` on bit words: the same areas in the same (ascending) order. */
function borderAreasByWords(state: TaifaState, k: number): number[] {
  const owner = state.owner;
  let lo = 0;
  let hi = 0;
  let owns = false;
  for (let a = 0; a < AREA_COUNT; a++) {
    if (owner[a] !== k) continue;
    owns = true;
    lo |= NEIGHBOUR_LO[a]!;
    hi |= NEIGHBOUR_HI[a]!;
  }
  const out: number[] = [];
  if (!owns) {
    // 5.1.1: a kingdom holding no area may only attack its capital.
    const capital = SCENARIOS[state.scenario].capitals[k]!;
    if (capital >= 0 && owner[capital] !== -2) out.push(capital);
    return out;
  }
  for (let a = 0; lo !== 0 && a < 32; a++, lo >>>= 1) {
    if ((lo & 1) === 0) continue;
    const o = owner[a]!;
    if (o !== k && o !== -2) out.push(a);
  }
  for (let a = 32; hi !== 0 && a < AREA_COUNT; a++, hi >>>= 1) {
    if ((hi & 1) === 0) continue;
    const o = owner[a]!;
    if (o !== k && o !== -2) out.push(a);
  }
  return out;
}

/** Areas held by another kingdom (not independent, not out of play), ascending; memoised by owners. */
export function enemyAreas(state: TaifaState, k: number): readonly number[] {
  const m = memoOf(state.owner);
  let list = m.enemy[k];
  if (list === undefined) {
    const owner = state.owner;
    const out: number[] = [];
    for (let a = 0; a < AREA_COUNT; a++) if (owner[a]! >= 0 && owner[a] !== k) out.push(a);
    m.enemy[k] = list = Object.freeze(out);
  }
  return list;
}

/** The bordering areas held by another kingdom, ascending; memoised by owners. */
export function enemyBorderAreas(state: TaifaState, k: number): readonly number[] {
  const m = memoOf(state.owner);
  let list = m.enemyBorder[k];
  if (list === undefined) {
    const owner = state.owner;
    m.enemyBorder[k] = list = Object.freeze(borderAreas(state, k).filter((a) => owner[a]! >= 0 && owner[a] !== k));
  }
  return list;
}

/** Whether `attacker` is forbidden by a Tregua to attack areas of `owner` (event text; 10.2). */
export function underTruce(state: TaifaState, attacker: number, owner: number): boolean {
  if (owner < 0) return false;
  for (const p of state.permanents) if (p.by === owner && p.target === attacker) return true;
  return state.cidTruce === attacker && state.scenario === 'el-cid' && owner === elCidIndex(state);
}

export function elCidIndex(state: TaifaState): number {
  return state.scenario === 'el-cid' ? 3 : -1;
}

/** Areas `k` may attack with the attack action: bordering, not under a truce (5.1.1). */
export function attackTargets(state: TaifaState, k: number): readonly number[] {
  const out = borderAreas(state, k);
  if (state.permanents.length === 0 && state.cidTruce < 0) return out;
  const truce = truceMask(state, k);
  if (truce === 0) return out;
  const owner = state.owner;
  const allowed: number[] = [];
  for (let i = 0; i < out.length; i++) {
    const a = out[i]!;
    const o = owner[a]!;
    if (o < 0 || (truce & (1 << o)) === 0) allowed.push(a);
  }
  return allowed;
}

/** The owners `attacker` may not attack, as a bit mask by kingdom index: `underTruce` for all owners at once. */
function truceMask(state: TaifaState, attacker: number): number {
  let mask = 0;
  for (const p of state.permanents) if (p.target === attacker && p.by >= 0) mask |= 1 << p.by;
  if (state.cidTruce === attacker && state.scenario === 'el-cid') mask |= 1 << elCidIndex(state);
  return mask;
}

/** Kingdoms owning an area connected to one of `k`'s areas (5.3), by order of play. */
export function borderingKingdoms(state: TaifaState, k: number): readonly number[] {
  const m = memoOf(state.owner);
  let list = m.kingdoms[k];
  if (list === undefined) {
    list = Object.freeze(computeBorderingKingdoms(state, k));
    m.kingdoms[k] = list;
  }
  return list;
}

function computeBorderingKingdoms(state: TaifaState, k: number): number[] {
  const owner = state.owner;
  let mask = 0;
  if (WORDS_OK) {
    // The owners of the bordering areas (same set: neighbours of k's areas held by another
    // kingdom); a kingdom holding nothing borders nobody (its border list is then its capital).
    const border = owner.includes(k) ? borderAreas(state, k) : [];
    for (let i = 0; i < border.length; i++) {
      const o = owner[border[i]!]!;
      if (o >= 0 && o !== k) mask |= 1 << o;
    }
  } else {
    for (let a = 0; a < AREA_COUNT; a++) {
      if (owner[a] !== k) continue;
      for (const n of NEIGHBOURS[a]!) {
        const o = owner[n]!;
        if (o >= 0 && o !== k) mask |= 1 << o;
      }
    }
  }
  const out: number[] = [];
  for (let i = 0; i < state.kingdoms.length; i++) if ((mask & (1 << i)) !== 0) out.push(i);
  return out;
}

/** Kingdoms `k` may raid (5.3); in El Cid the kingdom under his Tregua may not raid him (10.2). */
export function incursionTargets(state: TaifaState, k: number): readonly number[] {
  const out = borderingKingdoms(state, k);
  if (state.cidTruce === k) {
    const cid = elCidIndex(state);
    return out.filter((j) => j !== cid);
  }
  return out;
}

/** Castles a kingdom has on the map (8). */
export function castles(state: TaifaState, k: number): number {
  let n = 0;
  for (const o of state.owner) if (o === k) n++;
  return n;
}
