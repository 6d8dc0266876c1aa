/**
 * Victory points and victory (scenario, Victoria; "Victoria con límite de tiempo").
 *
 * Points, "los jugadores contabilizan": 5 per Ch eliminated, 4 per Ha or Cl, 3 per Pi or Ab, 2 per
 * Ar or Mi, 1 per Il; 1 per enemy unit routed off the map, whatever its type (reading 24: in place
 * of its type's points); 3 per enemy leader killed and 5 per enemy leader captured, replacements
 * included (7.6), Alfonso VIII and Al-Nasir excepted (their loss ends the battle); for the
 * Christians 15 when the Al-Andalus banner withdraws (its withdrawn units score nothing); for the
 * Muslims 10 when the De Rada marker is eliminated, 5 for Ruy Díaz, and 10 when the Christians have
 * not won by the end of turn 12 (the open battle only: the time-limited battle does not count them).
 *
 * Victory: a Christian unit in the Almohad banner's hex (`navas.ts`), Alfonso VIII or Al-Nasir
 * killed or captured (`leaders.ts`), a lead of 50 points at a turn's end; the text's gap after the
 * first condition adds none (reading 24). The time-limited battle ends after turn 12: a lead of 7
 * or more wins ("7 o más" over the later "más de 7"), anything less is a draw.
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import type { UnitType } from './data/types.js';
import { rebuild } from './edits.js';
import { ANDALUS_BANNER, BANNER_LEADER, CHRISTIAN, DE_RADA, IS_ARMY_LEADER, LEADER_SIDE, MUSLIM, RUY_DIAZ, SIDE_IDS, UNIT_SIDE, UNIT_TYPE } from './pieces.js';
import { ELIMINATED, FLED, FRONT, WITHDRAWN, type AlFiloState, type ResultLevel } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** The points an enemy scores for an eliminated unit of each type (scenario). */
export const POINTS_PER_TYPE: Readonly<Record<UnitType, number>> = { Ch: 5, Ha: 4, Cl: 4, Pi: 3, Ab: 3, Ar: 2, Mi: 2, Il: 1, At: 0 };
/** The points for an enemy unit routed off the map, whatever its type (scenario; reading 24). */
export const POINTS_FLED = 1;
/** The points for an enemy leader killed (scenario; 7.5.3). */
export const POINTS_KILLED = 3;
/** The points for an enemy leader captured (scenario; 7.5.1). */
export const POINTS_CAPTURED = 5;
/** The Muslims' points for the De Rada marker eliminated, and for Ruy Díaz's (scenario). */
export const POINTS_MARKERS: readonly [number, number] = [10, 5];
/** The Christians' points when the Al-Andalus banner withdraws (scenario). */
export const POINTS_ANDALUS = 15;
/** The Muslims' points when the Christians have not won by the end of turn 12 (scenario; the open battle only). */
export const POINTS_HELD = 10;
/** The last turn of the time-limited battle, and the one whose end gives the Muslims their 10 points in the open battle (scenario). */
export const LAST_TURN = 12;
/** The lead that wins the time-limited battle: 7 or more (scenario; reading 24). */
export const WINNING_LEAD = 7;
/** The lead at a turn's end that wins the battle at once (scenario). */
export const DECISIVE_LEAD = 50;

/** Whether the Al-Andalus banner has withdrawn (scenario): its leader is off the map for good. */
export function andalusWithdrawn(s: AlFiloState): boolean {
  return s.leaderAt[BANNER_LEADER[ANDALUS_BANNER]!] === WITHDRAWN;
}

/** Each side's victory points, Christian then Muslim, as they stand now. */
export function victoryPoints(s: AlFiloState): [number, number] {
  const points: [number, number] = [0, 0];
  for (let u = 0; u < s.at.length; u++) {
    const at = s.at[u]!;
    if (at !== ELIMINATED && at !== FLED) continue;
    const scorer = 1 - UNIT_SIDE[u]!;
    points[scorer] = points[scorer]! + (at === FLED ? POINTS_FLED : POINTS_PER_TYPE[UNIT_TYPE[u]!]);
  }
  // `fallen` counts the leaders of each side killed, the army leaders' own counters apart (leaders.ts)
  points[1] += s.fallen[0] * POINTS_KILLED;
  points[0] += s.fallen[1] * POINTS_KILLED;
  for (const p of s.prisoners) {
    if (IS_ARMY_LEADER[p.leader] && p.form === FRONT) continue;
    const scorer = 1 - LEADER_SIDE[p.leader]!;
    points[scorer] = points[scorer]! + POINTS_CAPTURED;
  }
  if (s.markerAt[DE_RADA] === ELIMINATED) points[MUSLIM] += POINTS_MARKERS[0];
  if (s.markerAt[RUY_DIAZ] === ELIMINATED) points[MUSLIM] += POINTS_MARKERS[1];
  if (andalusWithdrawn(s)) points[CHRISTIAN] += POINTS_ANDALUS;
  // the battle goes on past turn 12 only in the open mode: the turn marker beyond it is the 10 points' fact
  if (s.victory === 'open' && s.turn > LAST_TURN) points[MUSLIM] += POINTS_HELD;
  return points;
}

/** The battle ended with `winner` (a seat code, or -1 for a draw): no task left, the result and its event. */
export function endBattle(s: AlFiloState, winner: number, reason: string, level: ResultLevel, points: [number, number], ctx: Ctx): AlFiloState {
  const seat = winner < 0 ? null : SIDE_IDS[winner]!;
  if (ctx.log.on) ctx.log.push({ type: 'battle-end', text: reason, rule: 'scenario', winner: seat, points, level });
  return rebuild(s, { tasks: [], result: { winner: seat, reason, points, level } });
}

/**
 * The victory decided at the end of turn `s.turn` (scenario), `points` those of the battle with its
 * turn marker advanced (holding the open battle's 10 after turn 12): a lead of 50 wins at once;
 * after turn 12 of the time-limited battle a lead of 7 or more wins, less is a draw. Null: play on.
 */
export function turnEndVictory(s: AlFiloState, points: [number, number], ctx: Ctx): AlFiloState | null {
  const lead = points[0] - points[1];
  const score = `${points[0]} to ${points[1]} points`;
  if (Math.abs(lead) >= DECISIVE_LEAD) {
    const winner = lead > 0 ? CHRISTIAN : MUSLIM;
    return endBattle(
      s,
      winner,
      `end of turn ${s.turn}: ${score}, a lead of ${DECISIVE_LEAD} or more: the ${SIDE_IDS[winner]}s win (scenario, Victoria)`,
      'automatic',
      points,
      ctx,
    );
  }
  if (s.victory !== 'time-limited' || s.turn < LAST_TURN) return null;
  if (Math.abs(lead) >= WINNING_LEAD) {
    const winner = lead > 0 ? CHRISTIAN : MUSLIM;
    return endBattle(
      s,
      winner,
      `time limit, end of turn ${LAST_TURN}: ${score}, a lead of ${WINNING_LEAD} or more: the ${SIDE_IDS[winner]}s win (scenario, Victoria con límite de tiempo)`,
      'points',
      points,
      ctx,
    );
  }
  return endBattle(
    s,
    -1,
    `time limit, end of turn ${LAST_TURN}: ${score}, no lead of ${WINNING_LEAD}: a draw (scenario, Victoria con límite de tiempo)`,
    'draw',
    points,
    ctx,
  );
}
