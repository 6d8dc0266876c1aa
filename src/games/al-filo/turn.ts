/**
 * The turn (6): phases A (command check and rest markers, 6.A, 7.2, 11.2), B (artillery and
 * archers' fire, 6.B, 9), C (initiative, 6.C), D (the leaders' activations, 6.D)
 * and E (rest, rally and rout moves: `rally.ts`, `rout.ts`), then the points are counted and the
 * turn marker advances (scenario, Victoria; `victory.ts`).
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { filled, popPush, rebuild } from './edits.js';
import { LAST_TURN, turnEndVictory, victoryPoints } from './victory.js';
import { endRest, rallyTests } from './rally.js';
import { ACTED, CHARGED, ENGAGED, FIRED, MOVED, MOVED_NOW, OUT_OF_COMMAND, RESTING, TARGETED, type AlFiloState } from './state.js';
import { clearFireMarks, firePhaseTasks } from './fire.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** A turn begins (6): its phases queued, A on top. */
export function beginTurn(s: AlFiloState, ctx: Ctx): AlFiloState {
  if (ctx.log.on) ctx.log.push({ type: 'turn-start', text: `Turn ${s.turn} begins`, rule: '6', turn: s.turn });
  return popPush(s, { t: 'end-turn' }, { t: 'rally-phase' }, { t: 'initiative' }, { t: 'fire-phase' }, { t: 'command' });
}

/** 6.B: artillery and archers' fire, the marks of the last fire cleared first (9.1). */
export function firePhase(s: AlFiloState): AlFiloState {
  return popPush(clearFireMarks(s, CHARGED), ...firePhaseTasks());
}

/** 6.E: rest markers (11.2), then rally tests (12.3); the rallied counters' facings and the rout moves (12.2) follow as tasks. */
export function rallyPhase(s: AlFiloState, ctx: Ctx): AlFiloState {
  return rallyTests(endRest(s, ctx), ctx);
}

/**
 * The end of the turn (6.E): the turn's marks cleared (out of command, rest, moves), leaders and
 * De Rada's and Ruy Díaz's markers ready again; the victory points counted (scenario: a lead of 50
 * wins; after turn 12 the time-limited battle is decided); else the turn marker advances.
 */
export function endTurn(s: AlFiloState, ctx: Ctx): AlFiloState {
  const clear = ~(OUT_OF_COMMAND | RESTING | MOVED | ACTED | MOVED_NOW | TARGETED | FIRED | ENGAGED | CHARGED);
  const flags = s.flags.map((f) => f & clear);
  const cleared = rebuild(s, { flags, leaderFlags: filled(s.leaderFlags.length, 0), markerMoved: [0, 0], tieFirst: -1 });
  const advanced = rebuild(cleared, { turn: s.turn + 1 });
  // counted on the advanced battle: past turn 12 it holds the open battle's 10 (victory.ts)
  const points = victoryPoints(advanced);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'turn-end',
      text: `End of turn ${s.turn}: ${points[0]} Christian to ${points[1]} Muslim victory points${s.victory === 'open' && s.turn === LAST_TURN ? ` (the Muslims' 10: no Christian victory by the end of turn ${LAST_TURN})` : ''}`,
      rule: 'scenario',
      turn: s.turn,
      points,
    });
  }
  return turnEndVictory(cleared, points, ctx) ?? popPush(advanced, { t: 'turn' });
}
