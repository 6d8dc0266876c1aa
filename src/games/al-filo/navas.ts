/**
 * The Las Navas special rules that act when a unit enters a hex or is lost (scenario, special
 * rules; the others live where their rule acts: Al-Nasir's banner and the Mujahids in
 * `movement.ts`, the archers in `fire.ts`, Ruy Díaz's bonus in `combat.ts`, De Rada's rally and
 * the cavalry's rout moves in `rally.ts`).
 *
 * - Bandera almohade: a Christian unit entering its hex (1702) wins the battle at once, by a move,
 *   a charge, a retreat or an advance (reading 24).
 * - Jiménez de Rada, Ruy Díaz: alone on a hex, the marker cannot be eliminated: an enemy unit
 *   entering its hex puts it at once on the nearest Christian unit (the lowest number among equals);
 *   completely surrounded by enemy units (every neighbouring hex of the map holds one: reading 12),
 *   it is eliminated. With a unit, it is eliminated with that unit (`results.ts`).
 * - Al-Andalus: as soon as 7 of its units are eliminated or routed, the banner leaves the map with
 *   its leader (reading 23: checked after every result); only the units eliminated by then score,
 *   and the Christians score 15 more (`victory.ts`).
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { distance, hexId, neighbour } from './board.js';
import { rebuild, relocate } from './edits.js';
import { surrounded } from './leaders.js';
import {
  ALMOHAD_BANNER,
  ANDALUS_BANNER,
  BANNER_LEADER,
  CHRISTIAN,
  DE_RADA,
  LEADER_NAME,
  MARKER_IDS,
  MARKER_NAME,
  RUY_DIAZ,
  UNIT_BANNER,
  UNIT_COUNT,
  UNIT_IDS,
  UNIT_NAME,
  UNIT_SIDE,
  UNITS_OF_BANNER,
} from './pieces.js';
import { ELIMINATED, FLED, REPLACEMENT_DUE, ROUTED, WITHDRAWN, type AlFiloState } from './state.js';
import { andalusWithdrawn, endBattle, victoryPoints } from './victory.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** How many Al-Andalus units lost (eliminated or routed) withdraw the banner (scenario). */
export const ANDALUS_BREAKING_POINT = 7;

/** Scenario: a Christian unit entering the Almohad banner's hex wins the battle at once. */
export function bannerTaken(s: AlFiloState, u: number, h: number, ctx: Ctx): AlFiloState {
  if (s.result !== null || UNIT_SIDE[u] !== CHRISTIAN || s.markerAt[ALMOHAD_BANNER] !== h) return s;
  const reason = `${UNIT_NAME[u]} enters the Almohad banner's hex ${hexId(h)}: the Christians win at once (scenario, Victoria)`;
  return endBattle(s, CHRISTIAN, reason, 'automatic', victoryPoints(s), ctx);
}

/** The Christian unit nearest to hex `h` (the lowest number among equals), or -1. */
function nearestChristian(s: AlFiloState, h: number): number {
  let best = -1;
  let bestD = Infinity;
  for (let u = 0; u < UNIT_COUNT; u++) {
    if (UNIT_SIDE[u] !== CHRISTIAN || s.at[u]! < 0) continue;
    const d = distance(h, s.at[u]!);
    if (d < bestD) {
      best = u;
      bestD = d;
    }
  }
  return best;
}

/** The state with marker `m` on `to` (a hex or {@link ELIMINATED}). */
function putMarker(s: AlFiloState, m: number, to: number): AlFiloState {
  const markerAt = s.markerAt.slice();
  markerAt[m] = to;
  return rebuild(s, { markerAt });
}

/**
 * Scenario (Jiménez de Rada, Ruy Díaz): unit `u` has entered hex `h`. A Muslim unit displaces a
 * marker alone there to the nearest Christian unit, then eliminates every lone marker it has left
 * completely surrounded; a Christian unit on the Almohad banner's hex wins the battle.
 */
export function entered(s: AlFiloState, u: number, h: number, ctx: Ctx): AlFiloState {
  if (UNIT_SIDE[u] === CHRISTIAN) return bannerTaken(s, u, h, ctx);
  let next = s;
  for (const m of [DE_RADA, RUY_DIAZ]) {
    if (next.markerAt[m] !== h) continue;
    const to = nearestChristian(next, h);
    next = putMarker(next, m, to >= 0 ? next.at[to]! : ELIMINATED);
    if (!ctx.log.on) continue;
    if (to < 0)
      ctx.log.push({
        type: 'marker-eliminated',
        text: `${MARKER_NAME[m]}, alone in ${hexId(h)}, has no Christian unit to go to: eliminated (scenario)`,
        rule: 'scenario',
        marker: MARKER_IDS[m] as 'de-rada' | 'ruy-diaz',
      });
    else
      ctx.log.push({
        type: 'marker-displaced',
        text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) enters ${hexId(h)}, where ${MARKER_NAME[m]} stands alone: he goes to the nearest Christian unit, ${UNIT_IDS[to]} in ${hexId(next.at[to]!)} (scenario)`,
        rule: 'scenario',
        marker: MARKER_IDS[m] as 'de-rada' | 'ruy-diaz',
        from: hexId(h),
        to: hexId(next.at[to]!),
      });
  }
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n >= 0) next = loneMarkerSurrounded(next, n, ctx);
  }
  return next;
}

/** Scenario: De Rada or Ruy Díaz alone on hex `h`, completely surrounded by enemy units, is eliminated. */
export function loneMarkerSurrounded(s: AlFiloState, h: number, ctx: Ctx): AlFiloState {
  let next = s;
  for (const m of [DE_RADA, RUY_DIAZ]) {
    if (next.markerAt[m] !== h || next.occ[h]! >= 0 || !surrounded(next, h, CHRISTIAN)) continue;
    next = putMarker(next, m, ELIMINATED);
    if (ctx.log.on)
      ctx.log.push({
        type: 'marker-eliminated',
        text: `${MARKER_NAME[m]}, alone in ${hexId(h)}, is completely surrounded by enemy units: eliminated (scenario)`,
        rule: 'scenario',
        marker: MARKER_IDS[m] as 'de-rada' | 'ruy-diaz',
      });
  }
  return next;
}

/** How many units of the Al-Andalus banner are lost: eliminated (routed off the map included) or routed (scenario). */
export function andalusLost(s: AlFiloState): number {
  let lost = 0;
  for (const u of UNITS_OF_BANNER[ANDALUS_BANNER]!) {
    const at = s.at[u]!;
    if (at === ELIMINATED || at === FLED || (at >= 0 && s.disorder[u] === ROUTED)) lost++;
  }
  return lost;
}

/**
 * Scenario (Al-Andalus): `lost` have just been eliminated or routed; if one is of Al-Andalus and
 * the banner now counts 7 such units, its units still on the map and its leader leave the battle,
 * scored by nobody; the leaders they held captive stay prisoners, held off the map.
 */
export function andalusWithdrawal(s: AlFiloState, lost: readonly number[], ctx: Ctx): AlFiloState {
  if (s.result !== null || !lost.some((u) => UNIT_BANNER[u] === ANDALUS_BANNER) || andalusWithdrawn(s) || andalusLost(s) < ANDALUS_BREAKING_POINT) return s;
  let next = s;
  const gone: string[] = [];
  for (const u of UNITS_OF_BANNER[ANDALUS_BANNER]!) {
    if (next.at[u]! < 0) continue;
    gone.push(UNIT_IDS[u]!);
    next = relocate(next, u, WITHDRAWN);
  }
  const leader = BANNER_LEADER[ANDALUS_BANNER]!;
  const leaderAt = next.leaderAt.slice();
  leaderAt[leader] = WITHDRAWN;
  const leaderFlags = next.leaderFlags.slice();
  leaderFlags[leader] = leaderFlags[leader]! & ~REPLACEMENT_DUE;
  const withdrawn = new Set(UNITS_OF_BANNER[ANDALUS_BANNER]);
  const prisoners = next.prisoners.some((p) => withdrawn.has(p.unit))
    ? next.prisoners.map((p) => (withdrawn.has(p.unit) ? { ...p, unit: -1 } : p))
    : next.prisoners;
  next = rebuild(next, { leaderAt, leaderFlags, prisoners });
  if (ctx.log.on) {
    ctx.log.push({
      type: 'banner-withdraws',
      text: `Al-Andalus has ${ANDALUS_BREAKING_POINT} units eliminated or routed: the banner leaves the battle with ${LEADER_NAME[leader]} (${gone.length} units withdrawn, scored by nobody); the Christians score 15 (scenario, Al-Andalus)`,
      rule: 'scenario',
      banner: 'al-andalus',
      units: gone,
    });
  }
  return next;
}
