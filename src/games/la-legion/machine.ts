/**
 * La Legión's decision machine: one handler record per kind of pending task, each naming who
 * decides, what is legal, what an action does and the rule it belongs to. Core's machine plays
 * every choiceless task, keeps the stack and gives the reasons an action is refused.
 * @module
 */
import { defineMachine, type MachineContext, type TaskHandler, type TaskHandlers } from '../../core/index.js';
import type { LegionAction } from './actions.js';
import { airAccepts, airAct, airCount, airLegal, fleetsAct, fleetsAuto, fleetsLegal } from './air.js';
import { nextCounter, pushAct, pushLegal } from './armour.js';
import { bombardAct, bombardLegal, captureAct, captureLegal } from './artillery.js';
import { combatAccepts, combatAct, combatCount, combatLegal, declareAct, declareLegal } from './combat.js';
import { deployAct, deployAuto, deployLegal } from './deploy.js';
import { pop, seat, sideCode, withRng, withTasks } from './edits.js';
import { movementAccepts, movementAct, movementCount, movementLegal, movingAccepts, movingAct, movingAuto, movingCount, movingLegal } from './movement.js';
import { COUNTER_IDS, SIDE_OF, enemyOf } from './pieces.js';
import { reinforceAccepts, reinforceAct, reinforceAuto, reinforceCount, reinforceLegal } from './reinforcements.js';
import type { LegionState, LegionTask } from './state.js';
import { beginSide, beginTurn, endTurn } from './turn.js';
import { endGame } from './victory.js';

type Handler<K extends LegionTask['t']> = TaskHandler<LegionState, Extract<LegionTask, { t: K }>, LegionAction>;
type Ctx = MachineContext<LegionState, LegionAction>;

/** A decision whose every action may also be a surrender (5), when the option lists it. */
function decision<K extends LegionTask['t']>(handler: Handler<K>): Handler<K> {
  const act = handler.act!;
  const seatOf = handler.seat!;
  return {
    ...handler,
    act: (s, task, action, ctx: Ctx) => {
      if (action.type !== 'surrender') return act(s, task, action, ctx);
      const loser = sideCode(seatOf(s, task));
      return endGame(s, enemyOf(loser), `the ${seat(loser) === 'spanish' ? 'Spanish' : 'Moroccans'} surrender (5)`, '5', ctx.log);
    },
  };
}

/** The handler records (exported for the tests that tie each fast form to its list). */
export const handlers: TaskHandlers<LegionState, LegionTask, LegionAction> = {
  deploy: decision({
    rule: '6',
    prompt: (_s, t) =>
      t.step === 'plazas' ? 'the Spanish place a counter in each plaza fuerte of their zone' : `the ${t.side} place their counters in their zone`,
    seat: (_s, t) => t.side,
    legal: deployLegal,
    act: deployAct,
    auto: deployAuto,
    answers: ['place', 'surrender'],
  }),
  turn: { rule: '4', auto: (s, _t, ctx) => beginTurn(s, ctx) },
  side: { rule: '10', auto: beginSide },
  air: decision({
    rule: '8.2',
    prompt: (_s, t) => `the Spanish fly their aircraft (sub-turn ${t.sub} of 3)`,
    seat: () => 'spanish',
    legal: airLegal,
    accepts: airAccepts,
    count: airCount,
    act: airAct,
    auto: (s, t, ctx) => airAct(s, t, { type: 'end-subturn' }, ctx),
    answers: ['fly', 'strike', 'end-subturn', 'surrender'],
  }),
  fleets: decision({
    rule: '8.2',
    prompt: () => 'the Spanish place their fleets and fire them',
    seat: () => 'spanish',
    legal: fleetsLegal,
    act: fleetsAct,
    auto: fleetsAuto,
    answers: ['fleet-fire', 'fleet-hold', 'surrender'],
  }),
  bombard: decision({
    rule: '8.1',
    prompt: (_s, t) => `the ${t.side} bombard with their artillery`,
    seat: (_s, t) => t.side,
    legal: bombardLegal,
    act: bombardAct,
    answers: ['bombard', 'end-bombardment', 'surrender'],
  }),
  reinforce: decision({
    rule: '6.1',
    prompt: (_s, t) => `the ${t.side} place their reinforcements`,
    seat: (_s, t) => t.side,
    legal: reinforceLegal,
    accepts: reinforceAccepts,
    count: reinforceCount,
    act: reinforceAct,
    auto: reinforceAuto,
    answers: ['enter', 'land', 'surrender'],
  }),
  movement: decision({
    rule: '7',
    prompt: (_s, t) => `the ${t.side} move their counters`,
    seat: (_s, t) => t.side,
    legal: movementLegal,
    accepts: movementAccepts,
    count: movementCount,
    act: movementAct,
    answers: ['move', 'end-movement', 'surrender'],
  }),
  moving: decision({
    rule: '7',
    prompt: (_s, t) => `${COUNTER_IDS[t.counter]} moves`,
    seat: (_s, t) => seat(SIDE_OF[t.counter]!),
    legal: movingLegal,
    accepts: movingAccepts,
    count: movingCount,
    act: movingAct,
    auto: movingAuto,
    answers: ['move-to', 'stay', 'surrender'],
  }),
  'car-pushes': decision({
    rule: '8.3',
    prompt: (_s, t) => `${COUNTER_IDS[t.car]} drives back the Moroccan counters around it`,
    seat: () => 'spanish',
    legal: pushLegal,
    act: pushAct,
    auto: (s, t) => nextCounter(s, t),
    answers: ['push', 'no-push', 'surrender'],
  }),
  combat: decision({
    rule: '8',
    prompt: (_s, t) => `the ${t.side} declare their combats`,
    seat: (_s, t) => t.side,
    legal: combatLegal,
    accepts: combatAccepts,
    count: combatCount,
    act: combatAct,
    answers: ['attack', 'end-combat', 'surrender'],
  }),
  declare: decision({
    rule: '8',
    prompt: (_s, t) => `a combat against ${t.defenders.map((d) => COUNTER_IDS[d]).join(' and ')} is being declared`,
    seat: (_s, t) => seat(enemyOf(SIDE_OF[t.defenders[0]!]!)),
    legal: declareLegal,
    act: declareAct,
    answers: ['add-attacker', 'add-defender', 'add-support', 'resolve', 'surrender'],
  }),
  capture: decision({
    rule: '8.1',
    prompt: () => 'the Moroccans may turn the guns of the Spanish battery they took',
    seat: () => 'moroccan',
    legal: captureLegal,
    act: captureAct,
    auto: (s) => pop(s),
    answers: ['capture-battery', 'leave-battery', 'surrender'],
  }),
  'end-turn': { rule: '4', auto: (s, _t, ctx) => endTurn(s, ctx) },
};

/** La Legión's decision machine. */
export const machine = defineMachine<LegionState, LegionTask, LegionAction>({
  game: 'La Legión',
  handlers,
  isOver: (s) => s.result !== null,
  withTasks: (s, tasks) => withTasks(s, tasks as LegionTask[]),
  withRng,
  endRule: '5',
});
