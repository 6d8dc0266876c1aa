import { IllegalActionError, type StepContext } from '../../core/index.js';
import {
  BOT_ACTION,
  COMMIT_ACTION,
  PASS_ACTION,
  REWARD_BONUS,
  REWARD_GARRISON,
  attackAction,
  discardAction,
  eventAction,
  garrisonAction,
  incursionAction,
  respondAction,
  selectAction,
  truceAction,
} from './actions.js';
import { botRound } from './bots.js';
import { KINGDOM_IDS } from './data/kingdoms.js';
import { eventAreas, eventKingdoms, needsArea, needsKingdom, playEvent } from './cards.js';
import {
  attackerCards,
  chooseReward,
  defenderGarrisons,
  nextWindow,
  placeCard,
  responseFits,
  responseFitsIncursion,
  startAttack,
  withAttack,
} from './combat.js';
import { attackTargets, incursionTargets } from './geography.js';
import { resolveIncursion } from './incursion.js';
import { kname, setKingdom, spendAndEnd, takeFromHand, without, withState } from './ops.js';
import { CARD_COUNT, CARD_TYPE, EVENT, TROOP, cardName, eventDef } from './tables.js';
import { applyCidTruce, pass, truceCandidates } from './turn.js';
import type { KingdomId, PendingAttack, TaifaAction, TaifaState } from './types.js';

const BOT = BOT_ACTION;
const PASS = PASS_ACTION;
const COMMIT = COMMIT_ACTION;

/** Who decides now: the kingdom of the pending choice, else the kingdom whose round it is. */
export function activeIndex(state: TaifaState): number {
  if (state.result !== null) return -1;
  return state.pending !== null ? state.pending.who : state.current;
}

/**
 * The last state listed and its list: `apply(state, legal[i])` right after
 * `legalActions(state)` (what every bot does) then needs no recomputation. A pure memo.
 */
let lastState: TaifaState | null = null;
let lastLegal: readonly TaifaAction[] = [];

/** Every legal action, in a stable order. */
export function legalActions(state: TaifaState): TaifaAction[] {
  const out = listActions(state);
  lastState = state;
  lastLegal = out.slice();
  return out;
}

function listActions(state: TaifaState): TaifaAction[] {
  if (state.result !== null) return [];
  const p = state.pending;
  if (p === null) {
    const k = state.current;
    if (state.kingdoms[k]!.bot) return [BOT];
    return roundActions(state, k);
  }
  if (p.kind === 'truce') return truceCandidates(state).map((j) => truceAction(state.kingdoms[j]!.id));
  return attackActions(state, p);
}

const TROOPS: number[] = new Array<number>(CARD_COUNT).fill(0);
/** Slot 0 is the incursion without a Response. */
const BOOSTS: (number | null)[] = new Array<number | null>(CARD_COUNT + 1).fill(null);

/** 5: attack, incursion, event, discard or pass; a kingdom without cards only passes (5.6). */
function roundActions(state: TaifaState, k: number): TaifaAction[] {
  const hand = state.kingdoms[k]!.hand;
  if (hand.length === 0) return [PASS];
  const out: TaifaAction[] = [];
  // Module scratch arrays (this function never re-enters): no allocation per call.
  const troops = TROOPS;
  const boosts = BOOSTS;
  let nTroops = 0;
  let nBoosts = 1;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (CARD_TYPE[c] === TROOP) troops[nTroops++] = c;
    else if (responseFitsIncursion(c)) boosts[nBoosts++] = c;
  }
  if (nTroops > 0) {
    const areas = attackTargets(state, k);
    for (let i = 0; i < areas.length; i++) out.push(attackAction(areas[i]! + 1));
    const raided = incursionTargets(state, k);
    for (let i = 0; i < raided.length; i++) {
      const kingdom = state.kingdoms[raided[i]!]!.id;
      const ki = KINGDOM_IDS.indexOf(kingdom);
      for (let t = 0; t < nTroops; t++) for (let b = 0; b < nBoosts; b++) out.push(incursionAction(kingdom, ki, troops[t]!, boosts[b]!));
    }
  }
  for (const card of hand) {
    if (CARD_TYPE[card] !== EVENT) continue;
    const def = eventDef(card);
    if (needsKingdom(def)) {
      for (const j of eventKingdoms(state, k, def)) {
        const kingdom = state.kingdoms[j]!.id;
        out.push(eventAction(card, kingdom, KINGDOM_IDS.indexOf(kingdom), null));
      }
    } else if (needsArea(def)) {
      const areas = eventAreas(state, k, def);
      for (let i = 0; i < areas.length; i++) out.push(eventAction(card, null, 0, areas[i]! + 1));
    } else out.push(eventAction(card, null, 0, null));
  }
  for (const card of hand) out.push(discardAction(card));
  out.push(PASS);
  return out;
}

function attackActions(state: TaifaState, p: PendingAttack): TaifaAction[] {
  const out: TaifaAction[] = [];
  switch (p.stage) {
    case 'select':
      for (const card of attackerCards(state, p)) out.push(selectAction(card));
      // An attack is made with Troop cards (5.1.2, 9.3); an event's attack may have none.
      if (p.event >= 0 || p.troops.length > 0) out.push(COMMIT);
      return out;
    case 'respond':
      for (const card of state.kingdoms[p.who]!.hand) {
        if (responseFits(p, card, 'attack')) out.push(respondAction(card, 'attack'));
        if (responseFits(p, card, 'defence')) out.push(respondAction(card, 'defence'));
      }
      out.push(COMMIT);
      return out;
    case 'defend':
      for (const card of state.kingdoms[p.who]!.hand) if (responseFits(p, card, 'defence')) out.push(respondAction(card, 'defence'));
      for (const area of defenderGarrisons(state, p)) out.push(garrisonAction(area));
      out.push(COMMIT);
      return out;
    case 'reward':
      out.push(REWARD_BONUS, REWARD_GARRISON);
      return out;
  }
}

function kingdomIndex(state: TaifaState, id: KingdomId | null): number {
  if (id === null) return -1;
  const kingdoms = state.kingdoms;
  for (let i = 0; i < kingdoms.length; i++) if (kingdoms[i]!.id === id) return i;
  return -1;
}

/** Throws unless the action is legal now (nothing changes). */
function checkLegal(state: TaifaState, action: TaifaAction): void {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string')
    throw new IllegalActionError('bad-action', `an action is an object with a type, got ${JSON.stringify(action)}`, '5');
  if (state.result !== null) throw new IllegalActionError('game-over', `the game is over: ${state.result.reason}`, '8');
  if (state === lastState && lastLegal.includes(action)) return;
  if (isLegal(state, action)) return;
  const k = activeIndex(state);
  const who = kname(state, k);
  throw new IllegalActionError('not-legal', `${JSON.stringify(action)} is not a legal action now: it is ${who}'s decision (${stageText(state)})`, ruleOf(action));
}

const KEYS: Readonly<Record<TaifaAction['type'], number>> = {
  bot: 1,
  attack: 2,
  incursion: 4,
  event: 4,
  discard: 2,
  pass: 1,
  'select-card': 2,
  respond: 3,
  'spend-garrison': 2,
  commit: 1,
  reward: 2,
  truce: 2,
};

function isCard(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CARD_TYPE.length;
}

/**
 * The same answer as membership in `legalActions(state)`, checked directly (the hot path
 * of `apply`); `legal.test.ts` checks the two agree.
 */
export function isLegal(state: TaifaState, action: TaifaAction): boolean {
  const expected = KEYS[action.type];
  if (expected === undefined) return false;
  let keys = 0;
  for (const key in action) if (Object.prototype.hasOwnProperty.call(action, key)) keys++;
  if (keys !== expected) return false;
  const p = state.pending;
  const k = p === null ? state.current : p.who;
  const kingdom = state.kingdoms[k]!;
  if (action.type === 'bot') return p === null && kingdom.bot;
  if (kingdom.bot) return false;
  const hand = kingdom.hand;
  if (p === null) {
    switch (action.type) {
      case 'pass':
        return true;
      case 'discard':
        return isCard(action.card) && hand.includes(action.card);
      case 'attack':
        return hand.some((c) => CARD_TYPE[c] === TROOP) && attackTargets(state, k).includes(action.area - 1);
      case 'incursion': {
        const { card, response } = action;
        if (!isCard(card) || CARD_TYPE[card] !== TROOP || !hand.includes(card)) return false;
        if (response !== null && (!isCard(response) || !responseFitsIncursion(response) || !hand.includes(response))) return false;
        const target = kingdomIndex(state, action.kingdom);
        return target >= 0 && incursionTargets(state, k).includes(target);
      }
      case 'event': {
        const { card } = action;
        if (!isCard(card) || CARD_TYPE[card] !== EVENT || !hand.includes(card)) return false;
        const def = eventDef(card);
        if (needsKingdom(def)) {
          if (action.area !== null) return false;
          const target = kingdomIndex(state, action.kingdom);
          return target >= 0 && eventKingdoms(state, k, def).includes(target);
        }
        if (action.kingdom !== null) return false;
        if (needsArea(def)) return typeof action.area === 'number' && eventAreas(state, k, def).includes(action.area - 1);
        return action.area === null;
      }
      default:
        return false;
    }
  }
  if (p.kind === 'truce') {
    if (action.type !== 'truce') return false;
    const target = kingdomIndex(state, action.kingdom);
    return target >= 0 && truceCandidates(state).includes(target);
  }
  switch (action.type) {
    case 'select-card':
      return p.stage === 'select' && isCard(action.card) && attackerCards(state, p).includes(action.card);
    case 'commit':
      return p.stage === 'select' ? p.event >= 0 || p.troops.length > 0 : p.stage === 'respond' || p.stage === 'defend';
    case 'respond': {
      if (p.stage !== 'respond' && p.stage !== 'defend') return false;
      if (!isCard(action.card) || !hand.includes(action.card)) return false;
      if (action.side === 'defence') return responseFits(p, action.card, 'defence');
      return p.stage === 'respond' && action.side === 'attack' && responseFits(p, action.card, 'attack');
    }
    case 'spend-garrison':
      return p.stage === 'defend' && defenderGarrisons(state, p).includes(action.area);
    case 'reward':
      return p.stage === 'reward' && (action.choice === 'bonus' || action.choice === 'garrison');
    default:
      return false;
  }
}

function stageText(state: TaifaState): string {
  const p = state.pending;
  if (p === null) return state.kingdoms[state.current]!.bot ? 'a bot round: the only action is {type:"bot"}' : 'its round';
  if (p.kind === 'truce') return 'El Cid chooses the kingdom under his Tregua';
  return { select: 'the attacker puts cards face down', respond: 'placing Response cards', defend: 'the defender places Responses and garrisons', reward: 'the winner chooses a bonus step or a garrison' }[p.stage];
}

function ruleOf(action: TaifaAction): string {
  switch (action.type) {
    case 'attack':
    case 'select-card':
    case 'respond':
    case 'spend-garrison':
    case 'commit':
    case 'reward':
      return '5.1';
    case 'incursion':
      return '5.3';
    case 'event':
      return '5.4';
    case 'discard':
      return '5.5';
    case 'pass':
      return '5.6';
    case 'truce':
      return '10.2';
    case 'bot':
      return '9';
    default:
      return '5';
  }
}

/** The resolver behind `step` and `apply`: the action, then any passes nobody chooses (5.6). */
export function resolve(state: TaifaState, action: TaifaAction, ctx: StepContext): TaifaState {
  checkLegal(state, action);
  return settle(resolveAction(state, action, ctx), ctx);
}

/**
 * Contract: a sequence with no choice in it is played inside the step. 5.6: a person's kingdom
 * without cards can only pass, so it passes at once; 5.1.2-5.1.4: a face-down window with a
 * single legal action (an attacker whose one Troop card must go down, a `commit` left alone)
 * is played at once. Bots play their rounds through their own `{ type: 'bot' }` action (9.1).
 */
export function settle(state: TaifaState, ctx: StepContext): TaifaState {
  for (;;) {
    if (state.result !== null) return state;
    const p = state.pending;
    if (p === null) {
      const kingdom = state.kingdoms[state.current]!;
      if (kingdom.bot || kingdom.hand.length > 0) return state;
      state = pass(state, ctx);
      continue;
    }
    const legal = p.kind === 'truce' ? truceCandidates(state).map((j) => truceAction(state.kingdoms[j]!.id)) : attackActions(state, p);
    if (legal.length !== 1) return state;
    state = resolveAction(state, legal[0]!, ctx);
  }
}

function resolveAction(state: TaifaState, action: TaifaAction, ctx: StepContext): TaifaState {
  const { log } = ctx;
  const p = state.pending;
  switch (action.type) {
    case 'bot':
      return botRound(state, ctx);
    case 'pass':
      return pass(state, ctx);
    case 'discard': {
      const k = state.current;
      if (log.on) log.push({ type: 'discard', text: `${kname(state, k)} discards ${cardName(action.card)}`, rule: '5.5', kingdom: state.kingdoms[k]!.id, card: action.card });
      // endAction(toDiscard(takeFromHand(...))) in one copy; the game is not over while a kingdom acts.
      return spendAndEnd(state, k, without(state.kingdoms[k]!.hand, action.card), [action.card]);
    }
    case 'attack':
      return startAttack(state, state.current, action.area - 1, -1, ctx);
    case 'incursion': {
      const k = state.current;
      let hand = without(state.kingdoms[k]!.hand, action.card);
      if (action.response !== null) hand = without(hand, action.response);
      const next = setKingdom(state, k, { hand });
      return resolveIncursion(next, k, kingdomIndex(state, action.kingdom), action.card, action.response ?? -1, ctx);
    }
    case 'event': {
      const k = state.current;
      return playEvent(takeFromHand(state, k, action.card), k, action.card, kingdomIndex(state, action.kingdom), action.area === null ? -1 : action.area - 1, ctx);
    }
    case 'truce':
      return applyCidTruce(state, kingdomIndex(state, action.kingdom), log);
    case 'select-card': {
      const a = p as PendingAttack;
      return placeCard(state, a, action.card, CARD_TYPE[action.card] === TROOP ? 'troop' : 'attack');
    }
    case 'respond':
      return placeCard(state, p as PendingAttack, action.card, action.side);
    case 'spend-garrison': {
      const a = p as PendingAttack;
      return withState(state, { pending: withAttack(a, { garrisons: [...a.garrisons, action.area] }) });
    }
    case 'commit': {
      const a = p as PendingAttack;
      if (log.on) log.push({ type: 'commit', text: `${kname(state, a.who)} has placed its face-down cards`, rule: '5.1', kingdom: state.kingdoms[a.who]!.id });
      return nextWindow(state, a, a.stage === 'select' ? -1 : a.who, ctx);
    }
    case 'reward':
      return chooseReward(state, p as PendingAttack, action.choice, log);
  }
}
