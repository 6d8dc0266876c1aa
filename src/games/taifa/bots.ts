import type { StepContext } from '../../core/index.js';
import { botEventAreas, eventKingdoms, needsArea, needsKingdom, playEvent } from './cards.js';
import { botAttack, responseFitsIncursion } from './combat.js';
import { attackTargets, incursionTargets } from './geography.js';
import { resolveIncursion } from './incursion.js';
import { kname, setKingdom, toDiscard, without } from './ops.js';
import { AREA_NAME, CARD_TYPE, DEFENCE, EVENT, OFENSIVA, RESPONSE, STRENGTH, TROOP, cardName, eventDef } from './tables.js';
import { endAction, pass } from './turn.js';
import type { TaifaState } from './types.js';

/** The rule-driven bots (9). */

/** 9.5: among several areas, a die: 1-3 the lowest identification number, 4-6 the highest. */
export function chooseArea(state: TaifaState, k: number, areas: readonly number[], ctx: StepContext, why: string): number {
  if (areas.length === 1) return areas[0]!;
  const value = ctx.dice.d6();
  const low = value <= 3;
  let pick = areas[0]!;
  for (const a of areas) if (low ? a < pick : a > pick) pick = a;
  if (ctx.log.on)
    ctx.log.push({
      type: 'bot-choice',
      text: `${kname(state, k)} (bot) chooses ${why} among ${areas.map((a) => `${AREA_NAME[a]} (${a + 1})`).join(', ')}: rolls ${value}, ${low ? '1-3 the lowest' : '4-6 the highest'} number: ${AREA_NAME[pick]}`,
      rule: '9.5',
      rolls: [{ die: 'd6', value, for: `choice of ${why}` }],
      candidates: areas.map((a) => a + 1),
      chosen: pick + 1,
    });
  return pick;
}

/** 9.5: among several kingdoms, a die: 1-3 the first counter-clockwise, 4-6 the first clockwise. */
export function chooseKingdom(state: TaifaState, k: number, candidates: readonly number[], ctx: StepContext, why: string): number {
  if (candidates.length === 1) return candidates[0]!;
  const n = state.kingdoms.length;
  const value = ctx.dice.d6();
  const clockwise = value >= 4;
  let pick = candidates[0]!;
  for (let i = 1; i < n; i++) {
    const j = clockwise ? (k + i) % n : (k - i + n) % n;
    if (candidates.includes(j)) {
      pick = j;
      break;
    }
  }
  if (ctx.log.on)
    ctx.log.push({
      type: 'bot-choice',
      text: `${kname(state, k)} (bot) chooses ${why} among ${candidates.map((c) => kname(state, c)).join(', ')}: rolls ${value}, ${clockwise ? '4-6 the first clockwise' : '1-3 the first counter-clockwise'}: ${kname(state, pick)}`,
      rule: '9.5',
      rolls: [{ die: 'd6', value, for: `choice of ${why}` }],
      candidates: candidates.map((c) => state.kingdoms[c]!.id),
      chosen: state.kingdoms[pick]!.id,
    });
  return pick;
}

export function armyStrength(state: TaifaState, k: number): number {
  let s = 0;
  for (const c of state.kingdoms[k]!.army) s += STRENGTH[c]!;
  return s;
}

/** 9.2: the areas with the highest defence (garrison counted, Responses not) below the army's strength. */
export function armyTargets(state: TaifaState, k: number): number[] {
  const strength = armyStrength(state, k);
  if (strength === 0) return [];
  let best = -1;
  let out: number[] = [];
  for (const a of attackTargets(state, k)) {
    const d = DEFENCE[a]! + (state.garrison[a] ? 1 : 0);
    if (d >= strength || d < best) continue;
    if (d > best) {
      best = d;
      out = [];
    }
    out.push(a);
  }
  return out;
}

function armyAttack(state: TaifaState, k: number, ctx: StepContext): TaifaState | null {
  const targets = armyTargets(state, k);
  if (targets.length === 0) return null;
  const area = chooseArea(state, k, targets, ctx, 'the area to attack');
  return botAttack(state, k, area, -1, ctx);
}

/** 9.3: the ofensiva symbol: attack with the army; else an incursion with the card; else discard it. */
function offensive(state: TaifaState, k: number, card: number, ctx: StepContext): TaifaState {
  const { log } = ctx;
  const attacked = armyAttack(toDiscard(state, [card]), k, ctx);
  if (attacked !== null) return attacked;
  const targets = incursionTargets(state, k).filter((j) => state.kingdoms[j]!.hand.length > 0);
  if (targets.length === 0) {
    if (log.on) log.push({ type: 'bot-discard', text: `${kname(state, k)} (bot) can neither attack nor raid: discards ${cardName(card)}`, rule: '9.3', card });
    return endAction(toDiscard(state, [card]));
  }
  const target = chooseKingdom(state, k, targets, ctx, 'the kingdom to raid');
  const ready = state.kingdoms[k]!.ready;
  const response = ready.find(responseFitsIncursion);
  if (response !== undefined) state = setKingdom(state, k, { ready: without(ready, response) });
  return resolveIncursion(state, k, target, card, response ?? -1, ctx);
}

/** 9.1 events: played at once, italic text applied; a card the bot cannot play is discarded. */
function botEvent(state: TaifaState, k: number, card: number, ctx: StepContext): TaifaState {
  const def = eventDef(card);
  let target = -1;
  let area = -1;
  if (needsKingdom(def)) {
    let candidates = eventKingdoms(state, k, def);
    if (def.effect.kind === 'raid') candidates = candidates.filter((j) => state.kingdoms[j]!.hand.length > 0);
    if (candidates.length > 0) target = chooseKingdom(state, k, candidates, ctx, `the target of ${def.name}`);
    else return cannotPlay(state, k, card, ctx);
  }
  if (needsArea(def)) {
    const areas = botEventAreas(state, k, def);
    if (areas.length > 0) area = chooseArea(state, k, areas, ctx, `the area of ${def.name}`);
    else return cannotPlay(state, k, card, ctx);
  }
  return playEvent(state, k, card, target, area, ctx);
}

function cannotPlay(state: TaifaState, k: number, card: number, ctx: StepContext): TaifaState {
  if (ctx.log.on) ctx.log.push({ type: 'bot-discard', text: `${kname(state, k)} (bot) cannot play ${cardName(card)}: discards it`, rule: '9.1', card });
  return endAction(toDiscard(state, [card]));
}

/** One bot round (9.1): reveal the top card of the pile and play it; pass only with no cards. */
export function botRound(state: TaifaState, ctx: StepContext): TaifaState {
  const k = state.current;
  const kingdom = state.kingdoms[k]!;
  if (kingdom.hand.length === 0) return pass(state, ctx);
  const card = kingdom.hand[0]!;
  state = setKingdom(state, k, { hand: kingdom.hand.slice(1) });
  const { log } = ctx;
  if (log.on) log.push({ type: 'bot-reveal', text: `${kname(state, k)} (bot) reveals ${cardName(card)}${OFENSIVA[card] ? ' with the ofensiva symbol' : ''}`, rule: '9.1', kingdom: kingdom.id, card });
  if (OFENSIVA[card]) return offensive(state, k, card, ctx);
  const type = CARD_TYPE[card];
  if (type === TROOP) {
    state = setKingdom(state, k, { army: [...kingdom.army, card] });
    const strength = armyStrength(state, k);
    if (strength > 3) {
      const attacked = armyAttack(state, k, ctx);
      if (attacked !== null) return attacked;
      if (log.on) log.push({ type: 'bot-wait', text: `${kname(state, k)} (bot) has an army of ${strength} but no area it can beat: it waits`, rule: '9.2' });
    } else if (log.on) log.push({ type: 'bot-wait', text: `${kname(state, k)} (bot) army strength ${strength}: not above 3, no attack`, rule: '9.2' });
    return endAction(state);
  }
  if (type === RESPONSE) {
    state = setKingdom(state, k, { ready: [...kingdom.ready, card] });
    return endAction(state);
  }
  if (type === EVENT) return botEvent(state, k, card, ctx);
  return endAction(state);
}
