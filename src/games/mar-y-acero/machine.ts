/**
 * Mar y Acero on the core decision machine: one handler record per kind of task on the stack
 * (task-types.ts `Task`), wired to the rule functions of each file; the Nitayno (rule 5) as the bot of
 * the Indigenous seat in solitaire. The machine plays every task with no choice inside `step`, so
 * the game rests only on a decision with two or more actions, or at its end (4.6).
 */
import { defineMachine, type MachineContext, type TaskHandlers } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { combatAct, combatAuto, combatExplain, combatLegal, combatPrompt, combatSeat } from './combat.js';
import { deployAct, deployAuto, deployLegal, prrAct, prrAuto, prrLegal } from './deploy.js';
import { scribeOfferAct, scribeOfferLegal } from './scribes.js';
import { chooseAct, chooseLegal, effectsAuto } from './effects.js';
import { convertAct, convertLegal, removeTainosAct, removeTainosLegal } from './effects-caciques.js';
import { evacuateAct, evacuateAuto, evacuateLegal } from './effects-colon.js';
import { loseAct, loseLegal } from './effects-losses.js';
import { goldAct, goldAuto, goldLegal } from './gold.js';
import { incursionAct, incursionAuto, incursionLegal } from './incursion.js';
import { activationAct, activationLegal, fightOrderAct } from './movement.js';
import { buildAct, buildLegal } from './build.js';
import { impulseAct, impulseLegal } from './impulse.js';
import { nitaynoDecide } from './nitayno/index.js';
import { activationRefusal, eventRefusal, impulseRefusal, withdrawalRefusal } from './refusals.js';
import type { MyaState, Side, Task } from './state.js';
import { pop, withRng, withSolitaire, withTasksFixed } from './tasks.js';
import { chooseEventAct, chooseEventLegal, phaseAuto, settle } from './turn.js';

type Ctx = MachineContext<MyaState, MyaAction>;

/** The seat named in the task: most decisions carry it. */
const seatOf = (_s: MyaState, t: { readonly seat: Side }): Side => t.seat;

const handlers: TaskHandlers<MyaState, Task, MyaAction> = {
  phase: { rule: '4.3', prompt: (_s, t) => `the ${t.phase} phase runs`, auto: phaseAuto },
  effects: { rule: '4.3.2', prompt: (_s, t) => `the effects of card ${t.card} run`, auto: effectsAuto },
  settle: { rule: '4.2', prompt: () => 'control, VP and fortifications are brought up to date', auto: (s, _t, ctx) => settle(s, ctx) },
  chooseEvent: {
    rule: '4.3.2 II',
    prompt: (_s, t) => `${t.seat} chooses an Event card in secret`,
    seat: seatOf,
    answers: ['event'],
    legal: chooseEventLegal,
    act: chooseEventAct,
    explain: (s, t, a) => eventRefusal(s, t.seat, a),
  },
  deploy: {
    rule: '4.3.2 III',
    prompt: (_s, t) => `${t.seat} deploys ${t.label}`,
    seat: seatOf,
    answers: ['place'],
    legal: deployLegal,
    act: deployAct,
    auto: deployAuto,
  },
  scribeOffer: {
    rule: '4.4.3',
    prompt: () => 'the Spanish may use Royal scribes',
    seat: seatOf,
    answers: ['scribe', 'pass'],
    legal: scribeOfferLegal,
    act: (s, _t, a, ctx) => scribeOfferAct(s, a, ctx),
  },
  prr: {
    rule: '4.3.2 III',
    prompt: (_s, t) => `${t.seat} spends replacement and reinforcement points (${t.points} left)`,
    seat: seatOf,
    answers: ['draw', 'flip', 'pass'],
    legal: prrLegal,
    act: prrAct,
    auto: (s, t) => prrAuto(s, t),
  },
  impulse: {
    rule: '4.3.2 IV',
    prompt: (_s, t) => `${t.seat} activates an area${t.seat === 'spanish' ? ' or builds' : ''}`,
    seat: seatOf,
    answers: ['activate', 'build'],
    legal: (s, t) => impulseLegal(s, t.seat),
    act: (s, t, a, ctx) => impulseAct(s, t.seat, a, ctx),
    auto: impulseLost,
    explain: (s, t, a) => impulseRefusal(s, t.seat, a),
  },
  build: {
    rule: '4.4.2',
    prompt: (_s, t) => `the Spanish build ${t.what}s (${t.left} left)`,
    seat: seatOf,
    answers: ['build-at', 'build-done'],
    legal: buildLegal,
    act: buildAct,
  },
  activation: {
    rule: '4.4.1 A',
    prompt: (_s, t) => `${t.seat} moves from area ${t.open.join(', ')}`,
    seat: seatOf,
    answers: ['move', 'pay-naval', 'incursion', 'scribe', 'end-move'],
    legal: activationLegal,
    act: activationAct,
    explain: activationRefusal,
  },
  fightOrder: {
    rule: '4.4.1 B',
    prompt: (_s, t) => `${t.seat} chooses which combat to resolve first (${t.areas.join(', ')})`,
    seat: seatOf,
    answers: ['fight'],
    legal: (_s, t) => t.areas.map((area): MyaAction => ({ type: 'fight', area })),
    act: (s, t, a) => fightOrderAct(s, t, a),
  },
  combat: {
    rule: '4.4.1 B',
    prompt: (_s, t) => combatPrompt(t),
    seat: (_s, t) => combatSeat(t),
    answers: ['commit', 'swap', 'no-swap', 'grace', 'hit', 'withdraw', 'pay-naval', 'stay'],
    legal: combatLegal,
    act: combatAct,
    auto: combatAuto,
    explain: (s, t, a) => combatExplain(s, t, a) ?? withdrawalRefusal(s, t, a),
  },
  incursion: {
    rule: '4.4.1 D',
    prompt: (_s, t) => `${t.seat} incursion into area ${t.target}`,
    seat: seatOf,
    answers: ['grace', 'again', 'stop'],
    legal: incursionLegal,
    act: incursionAct,
    auto: incursionAuto,
  },
  gold: {
    rule: '4.4.1 C',
    prompt: (_s, t) => `gold search for area ${t.areas[0]}`,
    seat: () => 'spanish',
    answers: ['grace'],
    legal: goldLegal,
    act: goldAct,
    auto: goldAuto,
  },
  lose: {
    rule: 'cards 3, 34, 35',
    prompt: (_s, t) => `the Spanish lose ${t.count} ${t.bag}(s)`,
    seat: seatOf,
    answers: ['hit'],
    legal: loseLegal,
    act: loseAct,
  },
  removeTainos: {
    rule: 'card 10',
    prompt: (_s, t) => `the Spanish may remove up to ${t.left} more Taínos from area ${t.area}`,
    seat: seatOf,
    answers: ['hit', 'pass'],
    legal: removeTainosLegal,
    act: removeTainosAct,
  },
  convert: {
    rule: 'card 27',
    prompt: (_s, t) => `the Indigenous choose the unit in area ${t.area} that becomes a settler`,
    seat: seatOf,
    answers: ['hit'],
    legal: convertLegal,
    act: convertAct,
  },
  evacuate: {
    rule: 'card 28',
    prompt: (_s, t) => `the Indigenous pieces leave area ${t.area}`,
    seat: seatOf,
    answers: ['withdraw', 'pass'],
    legal: evacuateLegal,
    act: evacuateAct,
    auto: evacuateAuto,
  },
  choose: { rule: '4.3', prompt: (_s, t) => `${t.seat} chooses (${t.purpose})`, seat: seatOf, answers: ['choose'], legal: chooseLegal, act: chooseAct },
};

/** 4.3.2 IV: a side with no area to activate and nothing to build loses the impulse. */
function impulseLost(s: MyaState, t: Extract<Task, { t: 'impulse' }>, ctx: Ctx): MyaState {
  if (ctx.log.on) ctx.log.push({ type: 'impulse-lost', rule: '4.3.2 IV', text: `${t.seat} has no area to activate and nothing to build: the impulse is lost` });
  return pop(s);
}

/** The game's decision machine. */
export const myaMachine = defineMachine<MyaState, Task, MyaAction>({
  game: 'Mar y Acero',
  handlers,
  isOver: (s) => s.result !== null,
  withTasks: withTasksFixed,
  withRng,
  // Rule 5: in solitaire the Nitayno plays the Indigenous seat.
  isBot: (s, seat) => s.mode === 'solitaire' && seat === 'indigenous',
  bot: {
    choose(state, _t, legal, ctx) {
      // Rule 5: the Nitayno picks one of the ordinary legal actions by its priorities (its events explain why).
      const d = nitaynoDecide(state, legal, ctx);
      return { state: d.solitaire ? withSolitaire(state, d.solitaire) : state, action: d.action };
    },
  },
  endRule: '4.6',
});
