/**
 * Attacks (5.1) and their combat (5.2): the face-down windows in order of play (5.1.2-5.1.4),
 * the reveal and the dice (5.1.5, 5.2), the conquest and its reward (5.1.6), the discards
 * (5.1.7); a bot's attack and defence (9.2, 9.4); an attack made by an event (5.4).
 */
import { HIDDEN, type DieRoll, type EventLog, type Modifier, type StepContext } from '../../core/index.js';
import { castles } from './geography.js';
import { append, changeBonus, endAction, kname, setKingdom, toDiscard, withCore, withHand, without, withState } from './ops.js';
import {
  AREA_AND_NEIGHBOURS,
  AREA_NAME,
  CANCELS_TROOP,
  CARD_TYPE,
  DEFENCE,
  RESPONSE_ATTACK,
  RESPONSE_DEFENCE,
  RESPONSE_INCURSION,
  RESPONSE,
  STRENGTH,
  TROOP,
  cardName,
  eventDef,
  responseDef,
} from './tables.js';
import { stack } from './tasks.js';
import type { AttackStage, AttackTask, PlacedResponse, TaifaState } from './types.js';
import { suddenVictory } from './victory.js';

export type AttackEffect = Extract<ReturnType<typeof eventDef>['effect'], { kind: 'attack' }>;

/** The attack parameters of the event that made an attack, or null for the attack action. */
export function attackEffect(p: AttackTask): AttackEffect | null {
  if (p.event < 0) return null;
  const effect = eventDef(p.event).effect;
  return effect.kind === 'attack' ? effect : null;
}

export function troopsAllowed(p: AttackTask): boolean {
  const e = attackEffect(p);
  return e === null || e.troops;
}

export function responsesAllowed(p: AttackTask): boolean {
  const e = attackEffect(p);
  return e === null || e.responses;
}

/** Whether a Response card can go on a side of this attack (card text; FAQ on Campaña). */
export function responseFits(p: AttackTask, card: number, side: 'attack' | 'defence'): boolean {
  if (CARD_TYPE[card] !== RESPONSE || (p.event >= 0 && !responsesAllowed(p))) return false;
  if (side === 'attack') return RESPONSE_ATTACK[card]!;
  if (!RESPONSE_DEFENCE[card]) return false;
  // FAQ: Salida por sorpresa eliminates an attacking Troop card, so it does nothing against an attack without troops.
  return !CANCELS_TROOP[card] || hasTroop(p);
}

/**
 * Whether the attacker has a Troop card face down (5.1.2). On a view, a hidden card of the
 * attacker's counts as one, since the seat cannot tell.
 */
export function hasTroop(p: AttackTask): boolean {
  for (const c of p.down) if (c === HIDDEN || CARD_TYPE[c] === TROOP) return true;
  return false;
}

/** The attacker's Troop cards among its face-down cards, in the order placed (revealed at 5.1.5). */
export function troopsOf(p: AttackTask): number[] {
  return p.down.filter((c) => CARD_TYPE[c] === TROOP);
}

/** Every Response of the attack as revealed (5.1.5): the attacker's, then the others', each in the order placed. */
export function responsesOf(p: AttackTask): PlacedResponse[] {
  const out: PlacedResponse[] = [];
  for (const c of p.down) if (CARD_TYPE[c] === RESPONSE) out.push({ card: c, by: p.attacker, side: 'attack' });
  for (const r of p.placed) out.push(r);
  return out;
}

/** Cards the attacker may put face down (5.1.2). */
export function attackerCards(state: TaifaState, p: AttackTask): number[] {
  const out: number[] = [];
  const troops = troopsAllowed(p);
  for (const card of state.kingdoms[p.attacker]!.hand) {
    if (CARD_TYPE[card] === TROOP ? troops : responseFits(p, card, 'attack')) out.push(card);
  }
  return out;
}

/** Garrisons the defender may spend: its own, in and next to the attacked area (5.1.4). */
export function defenderGarrisons(state: TaifaState, p: AttackTask): number[] {
  if (p.defender < 0) return [];
  const e = attackEffect(p);
  if (e !== null && e.defenceDice !== null) return [];
  const out: number[] = [];
  const a = p.area - 1;
  for (const i of AREA_AND_NEIGHBOURS[a]!) if (state.owner[i] === p.defender && state.garrison[i] && !p.garrisons.includes(i + 1)) out.push(i + 1);
  return out;
}

/** `defenderGarrisons(state, p).length > 0` without building the list. */
function hasDefenderGarrison(state: TaifaState, p: AttackTask): boolean {
  if (p.defender < 0) return false;
  const e = attackEffect(p);
  if (e !== null && e.defenceDice !== null) return false;
  const near = AREA_AND_NEIGHBOURS[p.area - 1]!;
  for (let n = 0; n < near.length; n++) {
    const i = near[n]!;
    if (state.owner[i] === p.defender && state.garrison[i] && !p.garrisons.includes(i + 1)) return true;
  }
  return false;
}

/** Whether kingdom `j` has anything to decide in this attack's face-down window (5.1.3-4). */
function hasWindow(state: TaifaState, p: AttackTask, j: number): boolean {
  const kingdom = state.kingdoms[j]!;
  if (kingdom.bot) return false;
  if (j === p.defender) {
    if (hasDefenderGarrison(state, p)) return true;
    for (const card of kingdom.hand) if (responseFits(p, card, 'defence')) return true;
    return false;
  }
  for (const card of kingdom.hand) if (responseFits(p, card, 'attack') || responseFits(p, card, 'defence')) return true;
  return false;
}

/**
 * Moves the attack on to the next kingdom with a face-down choice, or resolves it. The
 * windows go to the kingdoms after the attacker in order of play, the defender last
 * (5.1.3-4); `after` is the kingdom whose window just closed, -1 (or the attacker) for none.
 * The attack's task is not on the stack: the next window is pushed over the round.
 */
export function nextWindow(state: TaifaState, p: AttackTask, after: number, ctx: StepContext): TaifaState {
  const n = state.kingdoms.length;
  const d = p.defender;
  let i = 1;
  if (after === d && d >= 0) i = n + 1;
  else if (after >= 0) i = ((after - p.attacker + n) % n) + 1;
  for (; i < n; i++) {
    const j = (p.attacker + i) % n;
    if (j !== d && hasWindow(state, p, j)) return stack.push(state, withWindow(p, 'attack-respond', j));
  }
  if (i === n && d >= 0 && hasWindow(state, p, d)) return stack.push(state, withWindow(p, 'attack-defend', d));
  return resolveAttack(state, p, ctx);
}

/** A fresh attack on `area` (0-based index) with no card or garrison committed yet (5.1.1). */
function newAttack(state: TaifaState, attacker: number, area: number, event: number, stage: AttackStage): AttackTask {
  return { t: stage, who: attacker, attacker, area: area + 1, defender: state.owner[area]!, event, down: [], placed: [], garrisons: [] };
}

/** Announces an attack (5.1.1); `event` is the card that made it, or -1. */
export function startAttack(state: TaifaState, attacker: number, area: number, event: number, ctx: StepContext): TaifaState {
  const p = newAttack(state, attacker, area, event, 'attack-select');
  const defender = p.defender;
  if (ctx.log.on)
    ctx.log.push({
      type: 'attack',
      text: `${kname(state, attacker)} attacks ${AREA_NAME[area]} (${defender < 0 ? 'independent' : kname(state, defender)})${event >= 0 ? ` with the event ${cardName(event)}` : ''}`,
      rule: '5.1',
      attacker: state.kingdoms[attacker]!.id,
      area: area + 1,
      defender: defender < 0 ? null : state.kingdoms[defender]!.id,
    });
  if (!state.kingdoms[attacker]!.bot && attackerCards(state, p).length > 0) return stack.push(state, p);
  return nextWindow(state, p, -1, ctx);
}

/**
 * The deployed Response a bot spends now (9.4: "las gastará de una en una, tomándolas en orden"):
 * only the first in the order drawn (9.1), when it serves here; a first card that does not serve
 * (Milicia in an attack, Salida por sorpresa in an incursion) holds the ones behind it until it is
 * spent. -1 for none.
 */
export function nextReady(ready: readonly number[], fits: (card: number) => boolean): number {
  return ready.length > 0 && fits(ready[0]!) ? ready[0]! : -1;
}

/** A bot attacks with its whole army and its first deployed Response, when it fits (9.2, 9.4). */
export function botAttack(state: TaifaState, k: number, area: number, event: number, ctx: StepContext): TaifaState {
  const kingdom = state.kingdoms[k]!;
  let p = newAttack(state, k, area, event, 'attack-respond');
  const troops = troopsAllowed(p) ? kingdom.army : [];
  p = withAttack(p, { down: troops });
  let ready = kingdom.ready;
  const first = nextReady(ready, (c) => responseFits(p, c, 'attack'));
  const response = first < 0 ? undefined : first;
  if (response !== undefined) {
    p = withAttack(p, { down: [...troops, response] });
    ready = without(ready, response);
  }
  if (ctx.log.on)
    ctx.log.push({
      type: 'attack',
      text: `${kname(state, k)} (bot) attacks ${AREA_NAME[area]} (${p.defender < 0 ? 'independent' : kname(state, p.defender)})${troops.length > 0 ? ` with its army: ${troops.map(cardName).join(', ')}` : ''}${event >= 0 ? ` by the event ${cardName(event)}` : ''}${response !== undefined ? `, adding ${cardName(response)}` : ''}`,
      rule: event >= 0 ? '5.4' : '9.2',
      attacker: kingdom.id,
      area: area + 1,
      defender: p.defender < 0 ? null : state.kingdoms[p.defender]!.id,
      troops,
      responses: response === undefined ? [] : [response],
    });
  state = setKingdom(state, k, { army: troops.length > 0 ? [] : kingdom.army, ready });
  return nextWindow(state, p, -1, ctx);
}

/** 9.4: a bot defender always spends the attacked area's garrison, and its first deployed Response (in order, when it fits) against troops of strength 3 or more. */
function botDefence(state: TaifaState, p: AttackTask, log: EventLog): { state: TaifaState; p: AttackTask } {
  const d = p.defender;
  const kingdom = state.kingdoms[d]!;
  const e = attackEffect(p);
  if ((e === null || e.defenceDice === null) && state.garrison[p.area - 1]) {
    p = withAttack(p, { garrisons: [p.area] });
    if (log.on) log.push({ type: 'bot-defence', text: `${kname(state, d)} (bot) spends the garrison of ${AREA_NAME[p.area - 1]}`, rule: '9.4' });
  }
  const strength = attackStrength(p);
  if (strength >= 3) {
    const card = nextReady(kingdom.ready, (c) => responseFits(p, c, 'defence'));
    if (card >= 0) {
      p = withAttack(p, { placed: [...p.placed, { card, by: d, side: 'defence' }] });
      state = setKingdom(state, d, { ready: without(kingdom.ready, card) });
      if (log.on)
        log.push({ type: 'bot-defence', text: `${kname(state, d)} (bot) uses ${cardName(card)} against troops of strength ${strength}`, rule: '9.4', card });
    } else if (log.on && kingdom.ready.length > 0) {
      log.push({
        type: 'bot-defence',
        text: `${kname(state, d)} (bot) keeps its Responses: the first in order, ${cardName(kingdom.ready[0]!)}, does not serve in this defence`,
        rule: '9.4',
      });
    }
  } else if (log.on && kingdom.ready.length > 0) {
    log.push({
      type: 'bot-defence',
      text: `${kname(state, d)} (bot) keeps its Responses: the attacking troops have strength ${strength}, less than 3`,
      rule: '9.4',
    });
  }
  return { state, p };
}

/** The attacking troops' strength, counting an event's own dice as troops (reading of 9.4). */
function attackStrength(p: AttackTask): number {
  let s = 0;
  for (const c of p.down) if (CARD_TYPE[c] === TROOP) s += STRENGTH[c]!;
  const e = attackEffect(p);
  return e === null ? s : s + e.dice;
}

function rollPool(n: number, ctx: StepContext, what: string): { rolls: DieRoll[]; hits: number } {
  const rolls: DieRoll[] = [];
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const value = ctx.dice.d6();
    if (value >= 4) hits++;
    if (ctx.log.on) rolls.push({ die: 'd6', value, for: what });
  }
  return { rolls, hits };
}

/** 5.1.5-5.1.7 and 5.2: reveal, dice, castle change, bonus, discards (the attack's task already off the stack). */
export function resolveAttack(state: TaifaState, p: AttackTask, ctx: StepContext): TaifaState {
  const { log } = ctx;
  if (p.defender >= 0 && state.kingdoms[p.defender]!.bot) ({ state, p } = botDefence(state, p, log));
  const e = attackEffect(p);
  const area = p.area - 1;

  // Salida por sorpresa: each eliminates the strongest attacking Troop card left.
  let troops = troopsOf(p);
  const responses = responsesOf(p);
  const cancelled: number[] = [];
  for (const r of responses) {
    if (r.side !== 'defence' || responseDef(r.card).effect.kind !== 'cancel-troop' || troops.length === 0) continue;
    let best = troops[0]!;
    for (const t of troops) if (STRENGTH[t]! > STRENGTH[best]!) best = t;
    troops = without(troops, best);
    cancelled.push(best);
  }
  const attackMods: Modifier[] = [];
  const defenceMods: Modifier[] = [];
  let attackDice = 0;
  for (const t of troops) {
    attackDice += STRENGTH[t]!;
    if (log.on) attackMods.push({ label: `troop ${cardName(t)}`, value: STRENGTH[t]!, rule: '5.2' });
  }
  if (e !== null && e.dice > 0) {
    attackDice += e.dice;
    if (log.on) attackMods.push({ label: `event ${cardName(p.event)}`, value: e.dice, rule: '5.4' });
  }
  let defenceDice = 0;
  if (e !== null && e.defenceDice !== null) {
    defenceDice = e.defenceDice;
    if (log.on) defenceMods.push({ label: `event ${cardName(p.event)}: fixed defence`, value: e.defenceDice, rule: '5.4' });
  } else {
    defenceDice = DEFENCE[area]! + p.garrisons.length;
    if (log.on) {
      defenceMods.push({ label: `defence of ${AREA_NAME[area]}`, value: DEFENCE[area]!, rule: '5.2' });
      for (const g of p.garrisons) defenceMods.push({ label: `garrison in ${AREA_NAME[g - 1]}`, value: 1, rule: '5.1.4' });
    }
  }
  for (const r of responses) {
    const effect = responseDef(r.card).effect;
    if (effect.kind !== 'extra-dice') continue;
    if (r.side === 'attack') attackDice += effect.dice;
    else defenceDice += effect.dice;
    if (log.on)
      (r.side === 'attack' ? attackMods : defenceMods).push({ label: `${cardName(r.card)} (${kname(state, r.by)})`, value: effect.dice, rule: '5.2' });
  }
  if (log.on && cancelled.length > 0)
    log.push({
      type: 'response',
      text: `Salida por sorpresa eliminates ${cancelled.map(cardName).join(', ')}`,
      rule: '5.2',
      cancelled,
    });
  const att = rollPool(attackDice, ctx, 'attack');
  const def = rollPool(defenceDice, ctx, 'defence');
  const won = att.hits > def.hits;
  if (log.on)
    log.push({
      type: 'combat',
      text: `${kname(state, p.attacker)} rolls ${attackDice} dice: ${att.hits} hit${att.hits === 1 ? '' : 's'}; ${p.defender < 0 ? `independent ${AREA_NAME[area]}` : kname(state, p.defender)} rolls ${defenceDice} dice: ${def.hits} hit${def.hits === 1 ? '' : 's'}; ${won ? 'the attacker wins' : 'the defender holds'} (the attacker needs more hits)`,
      rule: '5.2',
      area: p.area,
      attacker: state.kingdoms[p.attacker]!.id,
      defender: p.defender < 0 ? null : state.kingdoms[p.defender]!.id,
      revealed: { troops: troopsOf(p), responses },
      modifiers: [...attackMods, ...defenceMods],
      attackModifiers: attackMods,
      defenceModifiers: defenceMods,
      attackDice,
      defenceDice,
      rolls: [...att.rolls, ...def.rolls],
      attackHits: att.hits,
      defenceHits: def.hits,
      won,
    });

  // 5.1.4: spent garrisons are turned over; 5.1.7: every card used goes to the discards.
  if (p.garrisons.length > 0) {
    const garrison = state.garrison.slice();
    for (const g of p.garrisons) garrison[g - 1] = false;
    state = withState(state, { garrison });
  }
  state = toDiscard(state, usedCards(p));
  if (!won) return endAction(state);
  if (e !== null && e.independence) return makeIndependent(state, p, log);
  return conquer(state, p, ctx);
}

/** The attack's face-down cards, troops first, then the Responses as revealed (5.1.7). */
function usedCards(p: AttackTask): number[] {
  const out = troopsOf(p);
  for (const r of responsesOf(p)) out.push(r.card);
  return out;
}

/** Campaña de independiente won: the area's castle and garrison go, the owner loses a bonus step. */
function makeIndependent(state: TaifaState, p: AttackTask, log: EventLog): TaifaState {
  const area = p.area - 1;
  const owner = state.owner.slice();
  owner[area] = -1;
  const garrison = state.garrison.slice();
  garrison[area] = false;
  if (log.on) log.push({ type: 'independence', text: `${AREA_NAME[area]} becomes independent`, rule: '5.4', area: p.area });
  state = withState(state, { owner, garrison });
  if (p.defender >= 0) state = changeBonus(state, p.defender, -1, `lost ${AREA_NAME[area]}`, log);
  return endAction(state);
}

/** 5.1.6: castle change, the defender's -1, then the winner's reward. */
function conquer(state: TaifaState, p: AttackTask, ctx: StepContext): TaifaState {
  const { log } = ctx;
  const area = p.area - 1;
  const owner = state.owner.slice();
  owner[area] = p.attacker;
  const garrison = state.garrison.slice();
  garrison[area] = false;
  state = withState(state, { owner, garrison });
  if (log.on)
    log.push({
      type: 'conquest',
      text: `${kname(state, p.attacker)} places a castle in ${AREA_NAME[area]} (${castles(state, p.attacker)} castles on the map)`,
      rule: '5.1',
      area: p.area,
      kingdom: state.kingdoms[p.attacker]!.id,
    });
  if (p.defender >= 0) state = changeBonus(state, p.defender, -1, `lost ${AREA_NAME[area]}`, log);
  const won = suddenVictory(state, p.attacker, log);
  if (won !== state) return won;
  const kingdom = state.kingdoms[p.attacker]!;
  if (kingdom.bot) {
    // 9.4: a bot trades its bonus for a garrison only when the bonus is +2.
    if (kingdom.bonus >= 2) return endAction(placeRewardGarrison(state, p, log, '9.4'));
    return endAction(changeBonus(state, p.attacker, 1, `conquered ${AREA_NAME[area]}`, log));
  }
  return stack.push(state, attackWith(p, 'attack-reward', p.attacker, [], [], []));
}

export function placeRewardGarrison(state: TaifaState, p: AttackTask, log: EventLog, rule: string): TaifaState {
  const garrison = state.garrison.slice();
  garrison[p.area - 1] = true;
  if (log.on)
    log.push({
      type: 'garrison',
      text: `${kname(state, p.attacker)} places a garrison in ${AREA_NAME[p.area - 1]} instead of a bonus step`,
      rule,
      area: p.area,
    });
  return withState(state, { garrison });
}

/** The human winner's choice (5.1.6), its task on top of the stack. */
export function chooseReward(state: TaifaState, p: AttackTask, choice: 'bonus' | 'garrison', log: EventLog): TaifaState {
  state = stack.pop(state);
  if (choice === 'garrison') return endAction(placeRewardGarrison(state, p, log, '5.1'));
  return endAction(changeBonus(state, p.attacker, 1, `conquered ${AREA_NAME[p.area - 1]}`, log));
}

/**
 * Attacker or responder puts a card face down (5.1.2-3); `p` is the task on top of the stack. The
 * attacker's cards, Troop or Response, go on its one face-down pile (`down`, 5.1.2).
 */
export function placeCard(state: TaifaState, p: AttackTask, card: number, side: 'attack' | 'defence'): TaifaState {
  const k = p.who;
  const hand = without(state.kingdoms[k]!.hand, card);
  const next: AttackTask =
    k === p.attacker
      ? attackWith(p, p.t, p.who, onPile(p.down, card), p.placed, p.garrisons)
      : attackWith(p, p.t, p.who, p.down, append(p.placed, { card, by: k, side }), p.garrisons);
  return stack.replaceTop(withCore(state, withHand(state, k, hand), state.discard, state.tasks, state.passes, state.current), next);
}

/**
 * The attacker's pile with `card` put face down on it: its Troops first, then its Responses, each in
 * the order placed (the order they are revealed in, 5.1.5), so a position written from them gives
 * the same pile back. Which is where shows no seat anything: every card of it is face down.
 */
function onPile(down: readonly number[], card: number): number[] {
  if (CARD_TYPE[card] !== TROOP) return append(down, card);
  let at = 0;
  while (at < down.length && CARD_TYPE[down[at]!] === TROOP) at++;
  return [...down.slice(0, at), card, ...down.slice(at)];
}

/** 5.1.4: the defender spends one more garrison; `p` is the task on top of the stack. */
export function spendGarrison(state: TaifaState, p: AttackTask, area: number): TaifaState {
  return stack.replaceTop(state, attackWith(p, p.t, p.who, p.down, p.placed, append(p.garrisons, area)));
}

/** Whether a Response adds to an incursion (Campeón, FAQ). */
export function responseFitsIncursion(card: number): boolean {
  return RESPONSE_INCURSION[card] === true;
}

/** `withAttack` for the fields the hot path changes, read from no patch object (one shape). */
function attackWith(
  p: AttackTask,
  stage: AttackStage,
  who: number,
  down: readonly number[],
  placed: AttackTask['placed'],
  garrisons: readonly number[],
): AttackTask {
  return { t: stage, who, attacker: p.attacker, area: p.area, defender: p.defender, event: p.event, down, placed, garrisons };
}

/** The next face-down window (5.1.3-4). */
function withWindow(p: AttackTask, stage: AttackStage, who: number): AttackTask {
  return attackWith(p, stage, who, p.down, p.placed, p.garrisons);
}

/** A copy of an attack with some fields changed, in one fixed field order (one object shape). */
export function withAttack(p: AttackTask, c: Partial<AttackTask>): AttackTask {
  return {
    t: c.t ?? p.t,
    who: c.who ?? p.who,
    attacker: p.attacker,
    area: p.area,
    defender: p.defender,
    event: p.event,
    down: c.down ?? p.down,
    placed: c.placed ?? p.placed,
    garrisons: c.garrisons ?? p.garrisons,
  };
}
