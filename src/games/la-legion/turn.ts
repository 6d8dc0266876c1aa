/**
 * 4 (the turn) and 10 (the sequence of play):
 *
 * - Thirteen turns. Each begins with the weather roll (9); then the Moroccan player bombards
 *   with his artillery, moves and fights; then the Spanish player does the same, having first,
 *   from turn 5, flown his aircraft in three sub-turns, set them back on their bases, placed his
 *   fleets and fired them (10). A turn is both players' moves and combats; the turn marker then
 *   advances (4).
 * - Reinforcements are placed at the start of each side's movement step on turns 3 and 5
 *   (reading 18).
 * - At the end of each turn the 3x rule is checked; after turn 13, the road (5).
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { LegionAction } from './actions.js';
import { airArrivals, recoverAirfield } from './air.js';
import { rebuild, replaceTop, seat, sideCode } from './edits.js';
import { AIRCRAFT, COUNTERS_OF, FLEETS, IS_LAND, SPANISH } from './pieces.js';
import { REINFORCEMENT_TURNS } from './reinforcements.js';
import { ARRIVED, AT_MELILLA, LANDED, type LegionState, type LegionTask } from './state.js';
import { isLand } from './board.js';
import { endGame, finalVictory, threeToOne } from './victory.js';
import { DIE_NAME, rollDie, weatherOf, weatherRoller } from './weather.js';

type Ctx = MachineContext<LegionState, LegionAction>;

/** The number of turns (4). */
export const LAST_TURN = 13;
/** The first turn of the aircraft and fleets (7, 8.2, 10). */
export const AIR_TURN = 5;

/** A turn begins (4, 9, 10): the weather, then the Moroccan part and the Spanish part. */
export function beginTurn(s: LegionState, ctx: Ctx): LegionState {
  const roll = rollDie(ctx.dice);
  const weather = weatherOf(roll);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'weather',
      text: `Turn ${s.turn}: ${seat(sideCode(weatherRoller(s.turn)))} rolls the weather: ${roll}, ${weather === 'sandstorm' ? 'a sandstorm' : weather === 'very-hot' ? 'very hot' : 'normal weather'}`,
      rule: '9',
      turn: s.turn,
      weather,
      roller: weatherRoller(s.turn),
      rolls: [{ die: DIE_NAME, value: roll, for: 'weather' }],
      modifiers: [],
    });
  }
  const tasks = s.tasks.slice(0, -1);
  tasks.push({ t: 'end-turn' }, { t: 'side', side: 'spanish' }, { t: 'side', side: 'moroccan' });
  return rebuild(s, { weather, tasks });
}

/**
 * A side's part of the turn begins (10): its counters' record of the turn is cleared (a Spanish
 * reinforcement still waiting at Melilla arrives again), and its steps are queued.
 */
export function beginSide(s: LegionState, task: Extract<LegionTask, { t: 'side' }>, ctx: Ctx): LegionState {
  const side = sideCode(task.side);
  const flags = s.flags.slice();
  for (const c of COUNTERS_OF[side]!) flags[c] = stillArriving(s, c);
  let next: LegionState = rebuild(s, { flags });
  const steps: LegionTask[] = [
    { t: 'combat', side: task.side },
    { t: 'movement', side: task.side },
  ];
  if (REINFORCEMENT_TURNS.includes(s.turn)) steps.push({ t: 'reinforce', side: task.side });
  steps.push({ t: 'bombard', side: task.side });
  if (side === SPANISH && s.turn >= AIR_TURN) {
    if (s.turn === AIR_TURN) next = airArrivals(next, ctx.log);
    next = recoverAirfield(next, ctx.log);
    if (FLEETS.some((f) => next.at[f]! >= 0)) steps.push({ t: 'fleets', done: FLEETS.map(() => false) });
    // 9: no aircraft intervene in a sandstorm.
    if (next.weather !== 'sandstorm' && AIRCRAFT.some((a) => next.at[a]! >= 0)) {
      steps.push({ t: 'air', sub: 1, spent: AIRCRAFT.map(() => 0), struck: AIRCRAFT.map(() => false) });
    }
  }
  const tasks = next.tasks.slice(0, -1);
  tasks.push(...steps);
  return rebuild(next, { tasks });
}

/**
 * What a counter still coming in keeps at the start of its side's part of the turn: a Spanish
 * reinforcement still at Melilla arrives again (6.1); a lander still on its sea hex, hemmed in
 * when it landed, is still landing (reading 24: a land counter may not stay at sea).
 */
function stillArriving(s: LegionState, c: number): number {
  const at = s.at[c]!;
  if (at === AT_MELILLA) return ARRIVED;
  return at >= 0 && IS_LAND[c]! && !isLand(at) ? ARRIVED | LANDED : 0;
}

/** The end of a turn (4, 5): the 3x rule, then the victory after turn 13, else the marker advances. */
export function endTurn(s: LegionState, ctx: Ctx): LegionState {
  const stronger = threeToOne(s);
  if (stronger >= 0) return endGame(s, stronger, `three times the enemy's counters in play at the end of turn ${s.turn} (5)`, '5', ctx.log);
  if (s.turn >= LAST_TURN) {
    const { winner, reason } = finalVictory(s);
    return endGame(s, winner, reason, '5', ctx.log);
  }
  if (ctx.log.on) ctx.log.push({ type: 'turn-end', text: `End of turn ${s.turn}: the turn marker advances`, rule: '4', turn: s.turn });
  return replaceTop(rebuild(s, { turn: s.turn + 1, weather: null }), { t: 'turn' });
}
