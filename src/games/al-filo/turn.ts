/**
 * The turn (6): phases A (command check and rest markers, 6.A, 7.2, 11.2), B (artillery and
 * archers' fire, 6.B, 9), C (initiative, 6.C), D (the leaders' activations, 6.D)
 * and E (rest, rally and rout moves, part 3), then the turn marker advances. In the time-limited
 * battle the points are compared after turn 12 (scenario, Victoria con límite de tiempo).
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { filled, popPush, rebuild } from './edits.js';
import { victoryPoints } from './victory.js';
import { ACTED, CHARGED, ENGAGED, FIRED, MOVED, MOVED_NOW, OUT_OF_COMMAND, RESTING, TARGETED, type AlFiloState } from './state.js';
import { clearFireMarks, firePhaseTasks } from './fire.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** The last turn of the time-limited battle (scenario: "al final del turno 12"). */
export const LAST_TURN = 12;
/** The lead that wins the time-limited battle: 7 or more (scenario; reading 24). */
export const WINNING_LEAD = 7;

/** A turn begins (6): its phases queued, A on top. */
export function beginTurn(s: AlFiloState, ctx: Ctx): AlFiloState {
  if (ctx.log.on) ctx.log.push({ type: 'turn-start', text: `Turn ${s.turn} begins`, rule: '6', turn: s.turn });
  return popPush(s, { t: 'end-turn' }, { t: 'rally-phase' }, { t: 'initiative' }, { t: 'fire-phase' }, { t: 'command' });
}

/** 6.B: artillery and archers' fire, the marks of the last fire cleared first (9.1). */
export function firePhase(s: AlFiloState): AlFiloState {
  return popPush(clearFireMarks(s, CHARGED), ...firePhaseTasks());
}

/** 6.E: rest, rally and rout moves: part 3 of the module; until then the phase changes nothing, and the event says so. */
export function rallyPhase(s: AlFiloState, ctx: Ctx): AlFiloState {
  if (ctx.log.on) ctx.log.push({ type: 'phase-not-built', text: `Turn ${s.turn}, phase E: rest, rally and rout moves are not in this build (part 3 of the module)`, rule: '6.E', phase: 'E' });
  return popPush(s);
}

/**
 * The end of the turn (6.E): the turn's marks cleared (out of command, rest, moves), leaders and
 * De Rada's and Ruy Díaz's markers ready again, the turn marker advanced; after turn 12 of the
 * time-limited battle, the points decide (a lead of 7 or more wins, else a draw).
 */
export function endTurn(s: AlFiloState, ctx: Ctx): AlFiloState {
  const clear = ~(OUT_OF_COMMAND | RESTING | MOVED | ACTED | MOVED_NOW | TARGETED | FIRED | ENGAGED | CHARGED);
  const flags = s.flags.map((f) => f & clear);
  if (ctx.log.on) ctx.log.push({ type: 'turn-end', text: `End of turn ${s.turn}: the turn marker advances`, rule: '6.E', turn: s.turn });
  const cleared = rebuild(s, { flags, leaderFlags: filled(s.leaderFlags.length, 0), markerMoved: [0, 0], tieFirst: -1 });
  if (s.victory === 'time-limited' && s.turn >= LAST_TURN) {
    const points = victoryPoints(cleared);
    const lead = points[0] - points[1];
    const winner = lead >= WINNING_LEAD ? 'christian' : -lead >= WINNING_LEAD ? 'muslim' : null;
    const reason = `time limit, turn ${LAST_TURN}: ${points[0]} to ${points[1]} points, ${winner === null ? 'a draw (no lead of 7)' : `a lead of 7 or more`} (scenario)`;
    if (ctx.log.on) ctx.log.push({ type: 'battle-end', text: reason, rule: 'scenario', winner, points: [points[0], points[1]] });
    return rebuild(cleared, { tasks: [], result: { winner, reason, points } });
  }
  return popPush(rebuild(cleared, { turn: s.turn + 1 }), { t: 'turn' });
}
