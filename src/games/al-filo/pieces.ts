/**
 * The counters as the rules read them (1.1, 1.2, 2.1, 2.2, 3, 5): every unit, leader and
 * marker of `data/order-of-battle.ts` numbered by its place in its table, with flat tables of
 * side, banner, type and values. States keep counters by these numbers; actions, positions and
 * events name them by id (`'alf-ch-1'`, `'alfonso-viii'`).
 * @module
 */
import { BANNERS, LEADERS, MARKERS, UNITS } from './data/order-of-battle.js';
import type { MarkerId, Side, UnitType } from './data/types.js';

/** Side codes: the index of a seat in {@link SIDE_IDS}. The Christians attack (scenario, 6). */
export const CHRISTIAN = 0;
/** The Muslim side, the defender (scenario, 6). */
export const MUSLIM = 1;
/** The seats by side code. */
export const SIDE_IDS: readonly Side[] = ['christian', 'muslim'];
/** A side's code from its seat name; -1 for anything else. */
export function sideCode(side: unknown): number {
  return side === 'christian' ? CHRISTIAN : side === 'muslim' ? MUSLIM : -1;
}

/** How many units the battle has. */
export const UNIT_COUNT = UNITS.length;
/** How many leaders. */
export const LEADER_COUNT = LEADERS.length;

/** Each unit's id, by number. */
export const UNIT_IDS: readonly string[] = UNITS.map((u) => u.id);
/** Each leader's id, by number. */
export const LEADER_IDS: readonly string[] = LEADERS.map((l) => l.id);
const UNIT_NUMBER = new Map(UNIT_IDS.map((id, i) => [id, i]));
const LEADER_NUMBER = new Map(LEADER_IDS.map((id, i) => [id, i]));
/** A unit's number from its id; -1 for an id the battle does not have. */
export function unitIndex(id: unknown): number {
  return typeof id === 'string' ? (UNIT_NUMBER.get(id) ?? -1) : -1;
}
/** A leader's number from its id; -1 for an id the battle does not have. */
export function leaderIndex(id: unknown): number {
  return typeof id === 'string' ? (LEADER_NUMBER.get(id) ?? -1) : -1;
}

/** The banners by number (their place in `BANNERS`). */
export const BANNER_IDS: readonly string[] = BANNERS.map((b) => b.id);
const BANNER_NUMBER = new Map(BANNER_IDS.map((id, i) => [id, i]));
function bannerOf(id: string): number {
  const b = BANNER_NUMBER.get(id);
  if (b === undefined) throw new Error(`data/order-of-battle.ts: no banner "${id}"`);
  return b;
}

/** Each unit's side code. */
export const UNIT_SIDE: Uint8Array = Uint8Array.from(UNITS, (u) => (u.side === 'christian' ? CHRISTIAN : MUSLIM));
/** Each unit's banner number (1.2: its blazon). */
export const UNIT_BANNER: Uint8Array = Uint8Array.from(UNITS, (u) => bannerOf(u.banner));
/** Each unit's type (2.2). */
export const UNIT_TYPE: readonly UnitType[] = UNITS.map((u) => u.type);
/** Each unit's nationality (1.1, 2.1), as the index of its name in {@link NATIONALITY_IDS}. */
export const NATIONALITY_IDS: readonly string[] = ['castile', 'aragon', 'navarre', 'almohad', 'andalusi'];
/** Each unit's nationality code. */
export const UNIT_NATION: Uint8Array = Uint8Array.from(UNITS, (u) => NATIONALITY_IDS.indexOf(u.nationality));
/** Whether each unit is artillery (3.2, 5.1, 8: one front hex, moves with the cavalry's costs). */
export const IS_ARTILLERY: readonly boolean[] = UNITS.map((u) => u.type === 'At');
/** Whether each unit's printed figure is mounted (2.2); 8.4 may change it in play (`state.mounted`). */
export const PRINTED_MOUNTED: readonly boolean[] = UNITS.map((u) => u.mounted);
/** Each unit's values, fresh (index 0) and fatigued (index 1) (2.3.1, 11.1): MP. */
export const UNIT_MP: readonly (readonly [number, number])[] = UNITS.map((u) => [u.fresh.mp, u.fatigued.mp]);
/** Each unit's strength in PF, fresh and fatigued. */
export const UNIT_PF: readonly (readonly [number, number])[] = UNITS.map((u) => [u.fresh.pf, u.fatigued.pf]);
/** Each unit's quality, fresh and fatigued. */
export const UNIT_QUALITY: readonly (readonly [number, number])[] = UNITS.map((u) => [u.fresh.quality, u.fatigued.quality]);
/** Each unit's short label for text: type and name ("Ch Calatrava"). */
export const UNIT_NAME: readonly string[] = UNITS.map((u) => u.name);

/** Each leader's side code. */
export const LEADER_SIDE: Uint8Array = Uint8Array.from(LEADERS, (l) => (l.side === 'christian' ? CHRISTIAN : MUSLIM));
/** Each leader's banner number. */
export const LEADER_BANNER: Uint8Array = Uint8Array.from(LEADERS, (l) => bannerOf(l.banner));
/** Each leader's nationality code. */
export const LEADER_NATION: Uint8Array = Uint8Array.from(LEADERS, (l) => NATIONALITY_IDS.indexOf(l.nationality));
/** Whether each leader is his army's leader at the start (1.1). */
export const IS_ARMY_LEADER: readonly boolean[] = LEADERS.map((l) => l.armyLeader);
/** Each leader's name. */
export const LEADER_NAME: readonly string[] = LEADERS.map((l) => l.name);
/** Each leader's bonus, value, command radius and MP (1.1). */
export const LEADER_VALUES = LEADERS.map((l) => l.values);
/** Each banner's leader number. */
export const BANNER_LEADER: Uint8Array = Uint8Array.from(BANNERS, (b) => LEADER_NUMBER.get(b.leader) ?? 0);
/** Each banner's side code. */
export const BANNER_SIDE: Uint8Array = Uint8Array.from(BANNERS, (b) => (b.side === 'christian' ? CHRISTIAN : MUSLIM));

/** The units of each banner, by number. */
export const UNITS_OF_BANNER: readonly (readonly number[])[] = BANNERS.map((_, b) => UNIT_IDS.map((_, u) => u).filter((u) => UNIT_BANNER[u] === b));
/** The units of each side, by number. */
export const UNITS_OF_SIDE: readonly (readonly number[])[] = [CHRISTIAN, MUSLIM].map((s) => UNIT_IDS.map((_, u) => u).filter((u) => UNIT_SIDE[u] === s));
/** The leaders of each side, by number. */
export const LEADERS_OF_SIDE: readonly (readonly number[])[] = [CHRISTIAN, MUSLIM].map((s) => LEADER_IDS.map((_, l) => l).filter((l) => LEADER_SIDE[l] === s));

/** The markers by number: Jiménez de Rada, Ruy Díaz, the Almohad banner (scenario). */
export const MARKER_IDS: readonly MarkerId[] = ['de-rada', 'ruy-diaz', 'almohad-banner'];
/** Jiménez de Rada's number. */
export const DE_RADA = 0;
/** Ruy Díaz's number. */
export const RUY_DIAZ = 1;
/** The Almohad banner's number. */
export const ALMOHAD_BANNER = 2;
/** Each marker's movement allowance (scenario: 6 MP; the banner is immobile). */
export const MARKER_MP: readonly number[] = MARKER_IDS.map((id) => MARKERS.find((m) => m.id === id)?.mp ?? 0);
/** Each marker's name. */
export const MARKER_NAME: readonly string[] = MARKER_IDS.map((id) => MARKERS.find((m) => m.id === id)?.name ?? id);
/** A marker's number from its id; -1 for anything else. */
export function markerIndex(id: unknown): number {
  return MARKER_IDS.indexOf(id as MarkerId);
}

/** The banner of Mohamed Al-Nasir (scenario: frozen until attacked or fired at). */
export const NASIR_BANNER: number = bannerOf('al-nasir');
/** The Al-Andalus banner (scenario: withdrawn at 7 units lost, +1 to rally). */
export const ANDALUS_BANNER: number = bannerOf('al-andalus');
/** The Mujahids' banner (scenario: no voluntary move towards the Almohad banner). */
export const MUJAHID_BANNER: number = bannerOf('mujahids');
