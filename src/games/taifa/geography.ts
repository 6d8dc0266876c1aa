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
}
const RING: BorderMemo[] = Array.from({ length: 16 }, () => ({ owner: null, areas: [], kingdoms: [] }));
let ringNext = 0;

function memoOf(owner: readonly number[]): BorderMemo {
  for (let i = 0; i < RING.length; i++) if (RING[i]!.owner === owner) return RING[i]!;
  const m: BorderMemo = { owner, areas: [], kingdoms: [] };
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
  return out.filter((a) => !underTruce(state, k, state.owner[a]!));
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
  for (let a = 0; a < AREA_COUNT; a++) {
    if (owner[a] !== k) continue;
    for (const n of NEIGHBOURS[a]!) {
      const o = owner[n]!;
      if (o >= 0 && o !== k) mask |= 1 << o;
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
