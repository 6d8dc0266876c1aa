/** The rule-driven bots (9.1-9.4, 9.6): one bot round, its attacks, offensives and events. */
import type { StepContext } from '../../core/index.js';
import { botEventAreas, eventKingdoms, needsArea, needsKingdom, playEvent } from './cards.js';
import { chooseArea, chooseKingdom } from './choice.js';
import { botAttack, nextReady, responseFitsIncursion } from './combat.js';
import { attackTargets, bordersOf, incursionTargets, type Borders } from './geography.js';
import { resolveIncursion } from './incursion.js';
import { endAction, kname, setKingdom, toDiscard, without } from './ops.js';
import { CARD_TYPE, DEFENCE, EVENT, OFENSIVA, RESPONSE, STRENGTH, TROOP, cardName, eventDef } from './tables.js';
import { pass } from './turn.js';
import type { TaifaState } from './types.js';

/**
 * The strength of bot `k`'s army (9.2): the sum of the Troop cards it has deployed face up
 * (`state.kingdoms[k].army`). A bot attacks with its army once this is above 3 (9.2).
 */
export function armyStrength(state: TaifaState, k: number): number {
  let s = 0;
  for (const c of state.kingdoms[k]!.army) s += STRENGTH[c]!;
  return s;
}

/**
 * The areas bot `b.k`'s army would attack (9.2): among its {@link attackTargets}, those with the
 * highest defence (the area's dice, +1 for a garrison; Responses not counted) still below the
 * army's strength. Area indices (number - 1), ascending; empty when the army is empty or beats
 * none. Several: the bot chooses by {@link chooseArea}.
 */
export function armyTargets(state: TaifaState, b: Borders): number[] {
  const strength = armyStrength(state, b.k);
  if (strength === 0) return [];
  let best = -1;
  let out: number[] = [];
  for (const a of attackTargets(state, b)) {
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

function armyAttack(state: TaifaState, b: Borders, ctx: StepContext): TaifaState | null {
  const k = b.k;
  const targets = armyTargets(state, b);
  if (targets.length === 0) return null;
  const area = chooseArea(state, k, targets, ctx, 'the area to attack', () => [
    { label: 'army strength (its Troop cards)', value: armyStrength(state, k), rule: '9.2' },
    { label: 'the highest defence below it (garrison counted)', value: DEFENCE[targets[0]!]! + (state.garrison[targets[0]!] ? 1 : 0), rule: '9.2' },
  ]);
  return botAttack(state, k, area, -1, ctx);
}

/** 9.3: the ofensiva symbol: attack with the army; else an incursion with the card; else discard it. */
function offensive(state: TaifaState, k: number, card: number, ctx: StepContext): TaifaState {
  const { log } = ctx;
  const b = bordersOf(state, k);
  const attacked = armyAttack(toDiscard(state, [card]), b, ctx);
  if (attacked !== null) return attacked;
  const targets = incursionTargets(state, b).filter((j) => state.kingdoms[j]!.hand.length > 0);
  if (targets.length === 0) {
    if (log.on) log.push({ type: 'bot-discard', text: `${kname(state, k)} (bot) can neither attack nor raid: discards ${cardName(card)}`, rule: '9.3', card });
    return endAction(toDiscard(state, [card]));
  }
  const target = chooseKingdom(state, k, targets, ctx, 'the kingdom to raid', () => [
    { label: 'bordering kingdoms with cards in hand', value: targets.length, rule: '9.3' },
  ]);
  // 9.4: only the first deployed Response, in order, may join (Campeón, FAQ).
  const ready = state.kingdoms[k]!.ready;
  const response = nextReady(ready, responseFitsIncursion);
  if (response >= 0) state = setKingdom(state, k, { ready: without(ready, response) });
  return resolveIncursion(state, k, target, card, response, ctx);
}

/** 9.1 events: played at once, italic text applied; a card the bot cannot play is discarded. */
function botEvent(state: TaifaState, k: number, card: number, ctx: StepContext): TaifaState {
  const def = eventDef(card);
  let target = -1;
  let area = -1;
  const b = needsKingdom(def) || needsArea(def) ? bordersOf(state, k) : null;
  if (b !== null && needsKingdom(def)) {
    let candidates = eventKingdoms(state, b, def);
    if (def.effect.kind === 'raid') candidates = candidates.filter((j) => state.kingdoms[j]!.hand.length > 0);
    const n = candidates.length;
    const label = `kingdoms ${def.name} may target${def.effect.kind === 'raid' ? ' with cards in hand' : ''}`;
    if (n > 0) target = chooseKingdom(state, k, candidates, ctx, `the target of ${def.name}`, () => [{ label, value: n, rule: '9.5' }]);
    else return cannotPlay(state, k, card, ctx);
  }
  if (b !== null && needsArea(def)) {
    const areas = botEventAreas(state, b, def);
    const route = def.bot?.areas === 'invasion-route';
    const label = route ? 'invasion-route areas of other kingdoms' : `areas ${def.name} may target`;
    if (areas.length > 0)
      area = chooseArea(state, k, areas, ctx, `the area of ${def.name}`, () => [{ label, value: areas.length, rule: route ? '9.6' : '9.5' }]);
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
  if (log.on)
    log.push({
      type: 'bot-reveal',
      text: `${kname(state, k)} (bot) reveals ${cardName(card)}${OFENSIVA[card] ? ' with the ofensiva symbol' : ''}`,
      rule: '9.1',
      kingdom: kingdom.id,
      card,
    });
  if (OFENSIVA[card]) return offensive(state, k, card, ctx);
  const type = CARD_TYPE[card];
  if (type === TROOP) {
    state = setKingdom(state, k, { army: [...kingdom.army, card] });
    const strength = armyStrength(state, k);
    if (strength > 3) {
      const attacked = armyAttack(state, bordersOf(state, k), ctx);
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
