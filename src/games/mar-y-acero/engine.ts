/**
 * The task interpreter: every task kind has its legal actions, its automatic run (when it needs
 * no choice) and its action handler. `advance` plays every sequence with no choice in it, so the
 * game always rests on a real decision (two or more actions) or at its end.
 */
import { IllegalActionError, sameJson, type StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { combatAct, combatAuto, combatLegal, combatSeat } from './combat.js';
import { deployAct, deployAuto, deployLegal, prrAct, prrAuto, prrLegal } from './deploy.js';
import { scribeOfferAct, scribeOfferLegal } from './scribes.js';
import { chooseAct, chooseLegal, effectsAuto } from './effects.js';
import { convertAct, convertLegal, removeTainosAct, removeTainosLegal } from './effects-caciques.js';
import { evacuateAct, evacuateAuto, evacuateLegal } from './effects-colon.js';
import { loseAct, loseLegal } from './effects-losses.js';
import { incursionAct, incursionAuto, incursionLegal } from './incursion.js';
import { activationAct, activationLegal, fightOrderAct } from './movement.js';
import { buildAct, buildLegal } from './build.js';
import { impulseAct, impulseLegal } from './impulse.js';
import type { MyaState, Side, Task } from './state.js';
import { nitaynoDecide } from './nitayno/index.js';
import { patchSolitaire, solitaireOf } from './nitayno/state.js';
import { patchState } from './phase-state.js';
import { pop, rememberedLegal, rememberedState, rememberLegal, top } from './tasks.js';
import { goldAct, goldAuto, goldLegal, phaseAuto, settle } from './turn.js';

/** Whose decision a task is (null for tasks that never wait). */
export function taskSeat(t: Task): Side | null {
  switch (t.t) {
    case 'chooseEvent': case 'deploy': case 'scribeOffer': case 'prr': case 'impulse': case 'build': case 'activation':
    case 'fightOrder': case 'incursion': case 'choose': case 'evacuate': case 'lose': case 'convert': case 'removeTainos':
      return t.seat;
    case 'combat':
      return combatSeat(t);
    case 'gold':
      return 'spanish';
    default:
      return null;
  }
}

export function taskLegal(s: MyaState, t: Task): MyaAction[] {
  switch (t.t) {
    case 'chooseEvent': {
      const hand = s.mode === 'solitaire' && t.seat === 'indigenous' ? (s.solitaire?.eventDeck ?? []) : s.hands[t.seat];
      const out: MyaAction[] = [];
      for (const card of hand) out.push({ type: 'event', card });
      return out;
    }
    case 'deploy': return deployLegal(s, t);
    case 'scribeOffer': return scribeOfferLegal(s, t);
    case 'prr': return prrLegal(s, t);
    case 'impulse': return impulseLegal(s, t.seat);
    case 'build': return buildLegal(s, t);
    case 'activation': return activationLegal(s, t);
    case 'fightOrder': {
      const out: MyaAction[] = [];
      for (const area of t.areas) out.push({ type: 'fight', area });
      return out;
    }
    case 'combat': return combatLegal(s, t);
    case 'incursion': return incursionLegal(s, t);
    case 'gold': return goldLegal(s, t);
    case 'choose': return chooseLegal(s, t);
    case 'evacuate': return evacuateLegal(s, t);
    case 'lose': return loseLegal(s, t);
    case 'convert': return convertLegal(s, t);
    case 'removeTainos': return removeTainosLegal(s, t);
    default: return [];
  }
}

function taskAuto(s: MyaState, t: Task, ctx: StepContext): MyaState {
  switch (t.t) {
    case 'phase': return phaseAuto(s, t, ctx);
    case 'effects': return effectsAuto(s, t, ctx);
    case 'deploy': return deployAuto(s, t, ctx);
    case 'prr': return prrAuto(s, t);
    case 'combat': return combatAuto(s, t, ctx);
    case 'incursion': return incursionAuto(s, t, ctx);
    case 'gold': return goldAuto(s, t, ctx);
    case 'settle': return settle(s, ctx);
    case 'evacuate': return evacuateAuto(s, t, ctx);
    case 'impulse':
      if (ctx.log.on) ctx.log.push({ type: 'impulseLost', rule: '4.3.2 IV', text: `${t.seat} has no area to activate and nothing to build: the impulse is lost` });
      return pop(s);
    default:
      // A decision whose options vanished (e.g. an empty hand): nothing to do.
      return pop(s);
  }
}

function taskAct(s: MyaState, t: Task, a: MyaAction, ctx: StepContext): MyaState {
  switch (t.t) {
    case 'chooseEvent': {
      if (a.type !== 'event') break;
      if (ctx.log.on) ctx.log.push({ type: 'eventChosen', rule: '4.3.2 II', side: t.seat, text: `${t.seat} chooses an Event card in secret` });
      // The card leaves the hand (the Nitayno's deck in solitaire) and is played: one state copy, in the fixed shape.
      const played = t.seat === 'spanish' ? { spanish: a.card, indigenous: s.played.indigenous } : { spanish: s.played.spanish, indigenous: a.card };
      const tasks = s.tasks.slice(0, -1);
      if (s.mode === 'solitaire' && t.seat === 'indigenous' && s.solitaire) {
        return patchState(s, { solitaire: patchSolitaire(s.solitaire, { eventDeck: s.solitaire.eventDeck.filter((c) => c !== a.card) }), played, tasks });
      }
      const rest = s.hands[t.seat].filter((c) => c !== a.card);
      const hands = t.seat === 'spanish' ? { spanish: rest, indigenous: s.hands.indigenous } : { spanish: s.hands.spanish, indigenous: rest };
      return patchState(s, { hands, played, tasks });
    }
    case 'deploy': return deployAct(s, t, a, ctx);
    case 'scribeOffer': return scribeOfferAct(s, a, ctx);
    case 'prr': return prrAct(s, t, a, ctx);
    case 'impulse': return impulseAct(s, t.seat, a, ctx);
    case 'build': return buildAct(s, t, a, ctx);
    case 'activation': return activationAct(s, t, a, ctx);
    case 'fightOrder': return fightOrderAct(s, t, a);
    case 'combat': return combatAct(s, t, a, ctx);
    case 'incursion': return incursionAct(s, t, a, ctx);
    case 'gold': return goldAct(s, t, a, ctx);
    case 'choose': return chooseAct(s, t, a, ctx);
    case 'evacuate': return evacuateAct(s, t, a, ctx);
    case 'lose': return loseAct(s, t, a, ctx);
    case 'convert': return convertAct(s, t, a, ctx);
    case 'removeTainos': return removeTainosAct(s, t, a, ctx);
    default: break;
  }
  throw new IllegalActionError('not-legal', `${a.type} does not answer the pending ${t.t}`, '4.3');
}

/** Hooks a rule-driven bot seat plugs in (the Nitayno, rule 5). */
export interface BotHooks {
  decide(state: MyaState, legal: readonly MyaAction[], ctx: StepContext): { action: MyaAction; reasons: string[] };
}

let botHooks: BotHooks | null = null;
export function registerBot(hooks: BotHooks | null): void {
  botHooks = hooks;
}

export function isBotDecision(s: MyaState, t: Task): boolean {
  return s.mode === 'solitaire' && taskSeat(t) === 'indigenous';
}

/** Equality of two flat actions (every field is a string or a number): cheaper than a deep compare. */
function sameAction(a: MyaAction, b: MyaAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] !== y[k]) return false;
    n++;
  }
  let m = 0;
  for (const _ in y) m++;
  return n === m;
}

/** Whether the action is in the list: the same object (bots pick members), or an equal one. */
function listed(legal: readonly MyaAction[], action: MyaAction): boolean {
  for (let i = 0; i < legal.length; i++) if (legal[i] === action) return true;
  for (let i = 0; i < legal.length; i++) if (sameAction(legal[i] as MyaAction, action)) return true;
  return false;
}

/** The solitaire part of the last resting state, already in its fixed shape. */
let restingSolitaire: MyaState['solitaire'] = null;

/**
 * Every resting state in one object shape (monomorphic reads for the next step). Every state the
 * engine builds comes from tasks.ts `withTasksMap` (the fixed field order) and its task or patch
 * helpers; the solitaire part is copied into its fixed shape unless it is the one of the last rest.
 */
function restingShape(s: MyaState): MyaState {
  const sol = s.solitaire;
  if (sol === null || sol === restingSolitaire) return s;
  const fixed = solitaireOf(sol);
  restingSolitaire = fixed;
  return patchState(s, { solitaire: fixed });
}

/** Plays every task that needs no choice, until a decision with two or more actions (or the end). */
export function advance(state: MyaState, ctx: StepContext): MyaState {
  let s = state;
  for (let guard = 0; guard < 1_000_000; guard++) {
    if (s.result !== null) return s.tasks.length > 0 ? { ...s, tasks: [] } : s;
    const t = top(s);
    if (t === undefined) return s;
    // One read of the kind: tasks of many shapes make each read a slow megamorphic one.
    const kind = t.t;
    if (kind === 'phase' || kind === 'settle' || kind === 'effects') {
      s = taskAuto(s, t, ctx);
      continue;
    }
    // A combat run that stopped on a choice has already listed it (combat.ts `rememberLegal`).
    const legal = s === rememberedState() ? rememberedLegal() : taskLegal(s, t);
    if (legal.length === 0) {
      s = taskAuto(s, t, ctx);
      continue;
    }
    if (legal.length === 1) {
      s = taskAct(s, t, legal[0] as MyaAction, ctx);
      continue;
    }
    s = restingShape(s);
    rememberLegal(s, legal);
    return s;
  }
  throw new Error('Mar y Acero: the task loop did not come to rest');
}

/**
 * Whether two states differ at most in their generator state: `runApply` writes the generator
 * back with a spread, so the state `advance` rested on comes back as a new object with every
 * other field shared. No legal list reads the generator.
 */
function sameButRng(a: MyaState, b: MyaState): boolean {
  return a === b || (
    a.tasks === b.tasks && a.map === b.map && a.bags === b.bags && a.mode === b.mode && a.level === b.level
    && a.testamentRule === b.testamentRule && a.turn === b.turn && a.vp === b.vp && a.royalSupport === b.royalSupport
    && a.grace === b.grace && a.impulses === b.impulses && a.destiny === b.destiny && a.turn1Deck === b.turn1Deck
    && a.destinyDeck === b.destinyDeck && a.hands === b.hands && a.played === b.played && a.restriction === b.restriction
    && a.revealed === b.revealed && a.colon === b.colon && a.offMap === b.offMap && a.leadersOut === b.leadersOut
    && a.control === b.control && a.testament === b.testament && a.nextId === b.nextId && a.solitaire === b.solitaire
    && a.result === b.result
  );
}

function legalOfTop(s: MyaState, t: Task): MyaAction[] {
  const remembered = rememberedState();
  if (remembered !== null && sameButRng(remembered, s)) return rememberedLegal();
  const legal = taskLegal(s, t);
  rememberLegal(s, legal);
  return legal;
}

export function legalActions(s: MyaState): MyaAction[] {
  if (s.result !== null) return [];
  const t = top(s);
  if (t === undefined) return [];
  if (isBotDecision(s, t)) return [{ type: 'bot' }];
  return legalOfTop(s, t).slice();
}

export function resolve(s: MyaState, action: MyaAction, ctx: StepContext): MyaState {
  if (s.result !== null) throw new IllegalActionError('game-over', 'the game is over', '4.6');
  const t = top(s);
  if (t === undefined) throw new IllegalActionError('no-decision', 'nothing is pending', '4.3');
  if (isBotDecision(s, t)) {
    if (action.type !== 'bot') throw new IllegalActionError('bot-seat', 'the Nitayno decides here: the only legal action is { type: "bot" }', '5');
    const cached = legalOfTop(s, t);
    if (botHooks) {
      // A copy of the resting list: an outside bot may not alter the cached one.
      const legal = cached.slice();
      const { action: chosen, reasons } = botHooks.decide(s, legal, ctx);
      if (!legal.some((x) => sameJson(x, chosen))) throw new Error(`the bot chose an action that is not legal: ${JSON.stringify(chosen)}`);
      if (ctx.log.on) ctx.log.push({ type: 'bot', rule: '5.3', text: `bot: ${JSON.stringify(chosen)}`, reasons, action: chosen });
      return advance(taskAct(s, t, chosen, ctx), ctx);
    }
    // The Nitayno only reads the list (it picks one of its members).
    const legal: readonly MyaAction[] = cached;
    // Rule 5: the Nitayno picks one of the ordinary legal actions by its priorities (its events explain why).
    const d = nitaynoDecide(s, legal, ctx);
    const chosen = d.action as MyaAction;
    if (!listed(legal, chosen)) throw new Error(`the Nitayno chose an action that is not legal: ${JSON.stringify(chosen)}`);
    const base = d.solitaire ? patchState(s, { solitaire: d.solitaire }) : s;
    return advance(taskAct(base, t, chosen, ctx), ctx);
  }
  const legal = legalOfTop(s, t);
  if (typeof action !== 'object' || action === null || !listed(legal, action)) {
    throw new IllegalActionError('not-legal', `${JSON.stringify(action)} is not a legal action now (pending: ${t.t})`, '4.3');
  }
  return advance(taskAct(s, t, action, ctx), ctx);
}
