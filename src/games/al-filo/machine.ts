/**
 * The battle's decision machine: one handler record per kind of pending task, each naming who
 * decides, what is legal, what an action does and the rule it belongs to. Core's machine plays
 * every choiceless task, keeps the stack and gives the reasons an action is refused.
 * @module
 */
import { defineMachine, type TaskHandlers } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import {
  activationAccepts,
  activationAct,
  activationCount,
  activationLegal,
  freeMoveAccepts,
  fireAndCombat,
  freeMoveAct,
  leaderMovingLegal,
  markerMovingLegal,
} from './activation.js';
import { commandCheck, restAct, restLegal } from './command.js';
import { deployAct, deployAuto, deployLegal } from './deploy.js';
import { describeAction } from './describe.js';
import { withTasks } from './edits.js';
import { chooseLeaderAct, chooseLeaderLegal, initiativeAct, initiativeLegal, nextActivation, rollInitiative } from './initiative.js';
import { movingAccepts, movingAct, movingCount, movingLegal } from './movement.js';
import { LEADER_NAME, LEADER_SIDE, MARKER_NAME, SIDE_IDS, UNIT_IDS, UNIT_NAME, UNIT_SIDE } from './pieces.js';
import type { AlFiloState, AlFiloTask } from './state.js';
import { beginTurn, endTurn, firePhase, rallyPhase } from './turn.js';
import { fireAccepts, fireAct, fireCount, fireLegal, groupAct, groupLegal } from './fire.js';
import { combatAct, combatLegal, combatSeat, combatsAct, combatsLegal } from './combat.js';
import { advanceAct, advanceLegal, flee, retreatAct, retreatBlocked, retreatLegal, unitSeat } from './results.js';
import { placeLeaderAct, placeLeaderLegal } from './leaders.js';
import { reorientAct, reorientLegal, reorientSeat } from './rally.js';
import { routMoves } from './rout.js';
import { hexId } from './board.js';
import { rebuild } from './edits.js';

const side = (l: number): string => SIDE_IDS[LEADER_SIDE[l]!]!;

/** The handler records (exported for the tests that tie each decision to its rule). */
export const handlers: TaskHandlers<AlFiloState, AlFiloTask, AlFiloAction> = {
  deploy: {
    rule: 'scenario',
    prompt: (_s, t) => `the ${t.side}s deploy their units`,
    seat: (_s, t) => t.side,
    legal: deployLegal,
    act: deployAct,
    auto: deployAuto,
    answers: ['place'],
  },
  turn: { rule: '6', auto: (s, _t, ctx) => beginTurn(s, ctx) },
  command: { rule: '7.2', auto: (s, _t, ctx) => commandCheck(s, ctx) },
  rest: {
    rule: '11.2',
    prompt: (_s, t) => `the ${t.side}s place rest markers`,
    seat: (_s, t) => t.side,
    legal: restLegal,
    act: restAct,
    answers: ['rest', 'end-rest'],
  },
  'fire-phase': { rule: '6.B', auto: (s) => firePhase(s) },
  initiative: { rule: '6.C', auto: (s, _t, ctx) => rollInitiative(s, ctx) },
  'initiative-activate': {
    rule: '6.C',
    prompt: (_s, t) => `the ${t.side}s have the initiative: they activate one of their leaders at once`,
    seat: (_s, t) => t.side,
    legal: initiativeLegal,
    act: initiativeAct,
    answers: ['activate'],
  },
  'initiative-designate': {
    rule: '6.C',
    prompt: (_s, t) => `the ${t.side}s name an enemy leader, who is activated at once`,
    seat: (_s, t) => t.side,
    legal: initiativeLegal,
    act: initiativeAct,
    answers: ['designate'],
  },
  'initiative-inactivate': {
    rule: '6.C',
    prompt: (_s, t) => `the ${t.side}s name an enemy leader, inactive this turn`,
    seat: (_s, t) => t.side,
    legal: initiativeLegal,
    act: initiativeAct,
    answers: ['inactivate'],
  },
  activations: { rule: '6.C', auto: nextActivation },
  'choose-leader': {
    rule: '6.C',
    prompt: (_s, t) => `the ${t.side}s choose which of their leaders of value ${t.value} to activate`,
    seat: (_s, t) => t.side,
    legal: chooseLeaderLegal,
    act: chooseLeaderAct,
    answers: ['activate'],
  },
  activation: {
    rule: '6.D',
    prompt: (_s, t) => `${LEADER_NAME[t.leader]}'s activation: ${t.step === 'move' ? 'moves (D1)' : 'units out of command move (D5)'}`,
    seat: (_s, t) => side(t.leader),
    legal: activationLegal,
    count: activationCount,
    accepts: activationAccepts,
    act: activationAct,
    answers: ['move', 'charge', 'move-leader', 'move-marker', 'end-moves', 'end-activation'],
  },
  'fire-and-combat': { rule: '6.D', auto: fireAndCombat },
  fire: {
    rule: '9',
    prompt: (_s, t) =>
      t.occasion === 'activation'
        ? `${LEADER_NAME[t.leader]}'s units fire (D2)`
        : `the ${t.side}s' ${t.occasion === 'artillery' ? 'artillery' : 'archers'} fire (phase B)`,
    seat: (_s, t) => t.side,
    legal: fireLegal,
    count: fireCount,
    accepts: fireAccepts,
    act: fireAct,
    answers: ['fire', 'end-fire'],
  },
  'fire-group': {
    rule: '9.3',
    prompt: (_s, t) => `a fire at ${hexId(t.target)} by ${t.shooters.map((u) => UNIT_IDS[u]).join(', ')}: more of their type may join before the roll`,
    seat: (_s, t) => t.side,
    legal: groupLegal,
    act: groupAct,
    answers: ['fire', 'shoot'],
  },
  combats: {
    rule: '10.2',
    prompt: (_s, t) =>
      t.step === 'declare'
        ? `${LEADER_NAME[t.leader]}'s combats are declared (D3)`
        : `${LEADER_NAME[t.leader]}'s combats are resolved in the order the attacker chooses (D4)`,
    seat: (_s, t) => side(t.leader),
    legal: combatsLegal,
    act: combatsAct,
    answers: ['attack', 'end-declare', 'resolve'],
  },
  combat: {
    rule: '6.D',
    prompt: (_s, t) =>
      `the combat on ${t.combat.defenders.map(hexId).join(' and ')}: ${t.step === 'defensive-fire' ? "the defenders' fire" : "the attackers' fire"}`,
    seat: combatSeat,
    legal: combatLegal,
    act: combatAct,
    answers: ['fire', 'end-fire'],
  },
  retreat: {
    rule: '10.7',
    prompt: (_s, t) => `${UNIT_NAME[t.unit]} (${UNIT_IDS[t.unit]}) retreats one hex`,
    seat: (_s, t) => unitSeat(t.unit),
    legal: retreatLegal,
    act: retreatAct,
    auto: retreatBlocked,
    answers: ['retreat'],
  },
  advance: {
    rule: '10.8',
    prompt: (_s, t) => `advance after combat (${t.must ? 'mandatory' : 'possible'})`,
    seat: (_s, t) => unitSeat(t.units[0]!),
    legal: advanceLegal,
    act: advanceAct,
    answers: ['advance', 'stay'],
  },
  flee: { rule: '12.2', auto: flee },
  'place-leader': {
    rule: '7.6',
    prompt: (_s, t) => `${LEADER_NAME[t.leader]}'s replacement is placed on a unit of his banner`,
    seat: (_s, t) => side(t.leader),
    legal: placeLeaderLegal,
    act: placeLeaderAct,
    // scenario (Al-Andalus): his banner withdrawn meanwhile, no replacement is placed
    auto: (s) => rebuild(s, { tasks: s.tasks.slice(0, -1) }),
    answers: ['place-leader'],
  },
  moving: {
    rule: '8',
    prompt: (_s, t) => `${UNIT_NAME[t.unit]} (${UNIT_IDS[t.unit]}) moves: ${t.mp} MP left`,
    seat: (_s, t) => SIDE_IDS[UNIT_SIDE[t.unit]!]!,
    legal: movingLegal,
    count: movingCount,
    accepts: movingAccepts,
    act: movingAct,
    // the legal list always holds a way to end the move (a step or a turn is listed only if one remains)
    auto: (_s, t) => {
      throw new Error(`¡Al filo de la espada!: the move of unit ${t.unit} has no legal action left`);
    },
    answers: ['step', 'face', 'retreat', 'mount', 'dismount', 'stop'],
  },
  'leader-moving': {
    rule: '7.1',
    prompt: (_s, t) => `${LEADER_NAME[t.leader]} moves: ${t.mp} MP left`,
    seat: (_s, t) => side(t.leader),
    legal: leaderMovingLegal,
    accepts: freeMoveAccepts,
    act: freeMoveAct,
    answers: ['step', 'stop'],
  },
  'marker-moving': {
    rule: 'scenario',
    prompt: (_s, t) => `${MARKER_NAME[t.marker]} moves: ${t.mp} MP left`,
    seat: () => 'christian',
    legal: markerMovingLegal,
    accepts: freeMoveAccepts,
    act: freeMoveAct,
    answers: ['step', 'stop'],
  },
  'rally-phase': { rule: '6.E', auto: (s, _t, ctx) => rallyPhase(s, ctx) },
  reorient: {
    rule: '12.3',
    prompt: (_s, t) => `${UNIT_NAME[t.unit]} (${UNIT_IDS[t.unit]}) has rallied: its owner faces it freely`,
    seat: reorientSeat,
    legal: reorientLegal,
    act: reorientAct,
    answers: ['face'],
  },
  'rout-moves': { rule: '12.2', auto: (s, _t, ctx) => routMoves(s, ctx) },
  'end-turn': { rule: '6.E', auto: (s, _t, ctx) => endTurn(s, ctx) },
};

/** The battle's machine. */
export const machine = defineMachine<AlFiloState, AlFiloTask, AlFiloAction>({
  game: '¡Al filo de la espada!',
  handlers,
  isOver: (s) => s.result !== null,
  withTasks,
  withRng: (s, rng) => rebuild(s, { rng }),
  endRule: 'scenario',
  describeAction: (s, a) => describeAction(s, a),
});
