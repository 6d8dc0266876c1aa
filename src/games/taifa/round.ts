/**
 * A kingdom's round (4.3-4.4, 5): one action among attack (5.1.1), incursion (5.3), event (5.4),
 * discard (5.5) and pass (5.6); a kingdom without cards only passes, and a bot plays its round by
 * its own rules (9.1). The round task's handler for the decision machine, with the reasons an
 * action may not be taken.
 */
import { IllegalActionError, showValue, type MachineContext, type TaskHandler } from '../../core/index.js';
import { PASS_ACTION, attackAction, discardAction, eventAction, incursionAction } from './actions.js';
import { botRound } from './bots.js';
import { eventAreas, eventKingdoms, needsArea, needsKingdom, playEvent } from './cards.js';
import { responseFitsIncursion, startAttack } from './combat.js';
import type { KingdomId } from './data/kingdoms.js';
import { attackTargets, bordersOf, elCidIndex, incursionTargets } from './geography.js';
import { resolveIncursion } from './incursion.js';
import { kname, setKingdom, spendAndEnd, takeFromHand, without } from './ops.js';
import { AREA_COUNT, AREA_NAME, CARD_TYPE, EVENT, TROOP, cardName, eventDef, kingdomName } from './tables.js';
import { pass } from './turn.js';
import type { RoundTask, TaifaAction, TaifaState } from './types.js';

/** The index of a kingdom at the table by its id, -1 when it does not play. */
export function kingdomIndex(state: TaifaState, id: KingdomId | null): number {
  if (id === null) return -1;
  const kingdoms = state.kingdoms;
  for (let i = 0; i < kingdoms.length; i++) if (kingdoms[i]!.id === id) return i;
  return -1;
}

/** 5: attack, incursion, event, discard or pass; a kingdom without cards only passes (5.6). */
export function roundActions(state: TaifaState): TaifaAction[] {
  const k = state.current;
  const hand = state.kingdoms[k]!.hand;
  if (hand.length === 0) return [PASS_ACTION];
  const out: TaifaAction[] = [];
  const troops: number[] = [];
  // 5.3 (FAQ): an incursion may add a Response such as Campeón; null is the incursion without one.
  const boosts: (number | null)[] = [null];
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (CARD_TYPE[c] === TROOP) troops.push(c);
    else if (responseFitsIncursion(c)) boosts.push(c);
  }
  // Every target below reads the round's kingdom's borders: computed once for the list.
  const borders = bordersOf(state, k);
  if (troops.length > 0) {
    const areas = attackTargets(state, borders);
    for (let i = 0; i < areas.length; i++) out.push(attackAction(areas[i]! + 1));
    const raided = incursionTargets(state, borders);
    for (let i = 0; i < raided.length; i++) {
      const kingdom = state.kingdoms[raided[i]!]!.id;
      for (let t = 0; t < troops.length; t++) for (let b = 0; b < boosts.length; b++) out.push(incursionAction(kingdom, troops[t]!, boosts[b]!));
    }
  }
  for (const card of hand) {
    if (CARD_TYPE[card] !== EVENT) continue;
    const def = eventDef(card);
    if (needsKingdom(def)) {
      for (const j of eventKingdoms(state, borders, def)) {
        out.push(eventAction(card, state.kingdoms[j]!.id, null));
      }
    } else if (needsArea(def)) {
      const areas = eventAreas(state, borders, def);
      for (let i = 0; i < areas.length; i++) out.push(eventAction(card, null, areas[i]! + 1));
    } else out.push(eventAction(card, null, null));
  }
  for (const card of hand) out.push(discardAction(card));
  out.push(PASS_ACTION);
  return out;
}

/** What a round's action does (5.1.1, 5.3-5.6). */
function playRound(state: TaifaState, action: TaifaAction, ctx: MachineContext<TaifaState, TaifaAction>): TaifaState {
  const k = state.current;
  switch (action.type) {
    case 'pass':
      return pass(state, ctx);
    case 'discard': {
      if (ctx.log.on)
        ctx.log.push({
          type: 'discard',
          text: `${kname(state, k)} discards ${cardName(action.card)}`,
          rule: '5.5',
          kingdom: state.kingdoms[k]!.id,
          card: action.card,
        });
      // endAction(toDiscard(takeFromHand(...))) in one copy; the game is not over while a kingdom acts.
      return spendAndEnd(state, k, without(state.kingdoms[k]!.hand, action.card), [action.card]);
    }
    case 'attack':
      return startAttack(state, k, action.area - 1, -1, ctx);
    case 'incursion': {
      let hand = without(state.kingdoms[k]!.hand, action.card);
      if (action.response !== null) hand = without(hand, action.response);
      const next = setKingdom(state, k, { hand });
      return resolveIncursion(next, k, kingdomIndex(state, action.kingdom), action.card, action.response ?? -1, ctx);
    }
    case 'event':
      return playEvent(
        takeFromHand(state, k, action.card),
        k,
        action.card,
        kingdomIndex(state, action.kingdom),
        action.area === null ? -1 : action.area - 1,
        ctx,
      );
    default:
      throw new Error(`taifa: '${action.type}' is not a round's action`);
  }
}

// ---------------------------------------------------------------------------------------------
// Why an action may not be taken in a round (the machine asks only for an action not listed).

/** A card id of the game, or a reason naming the bad value. */
export function unknownCard(value: unknown, rule: string): IllegalActionError | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < CARD_TYPE.length) return null;
  return new IllegalActionError('unknown-card', `there is no card ${showValue(value)} (cards are numbered 0-${CARD_TYPE.length - 1})`, rule);
}

/** A card that must be in kingdom `k`'s hand. */
export function notInHand(state: TaifaState, k: number, card: unknown, rule: string): IllegalActionError | null {
  const unknown = unknownCard(card, rule);
  if (unknown !== null) return unknown;
  if (state.kingdoms[k]!.hand.includes(card as number)) return null;
  return new IllegalActionError('not-in-hand', `${kname(state, k)} has no card ${cardName(card as number)} in hand`, rule);
}

/** An area number of the map, or a reason naming the bad value. */
export function unknownArea(value: unknown, rule: string): IllegalActionError | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= AREA_COUNT) return null;
  return new IllegalActionError('unknown-area', `there is no area ${showValue(value)} (areas are numbered 1-${AREA_COUNT})`, rule);
}

/** A kingdom at this table, or a reason naming the bad value. */
function unknownKingdom(state: TaifaState, value: unknown, rule: string): IllegalActionError | null {
  if (typeof value === 'string' && kingdomIndex(state, value as KingdomId) >= 0) return null;
  return new IllegalActionError('unknown-kingdom', `${showValue(value)} is not a kingdom of this game (${state.kingdoms.map((k) => k.id).join(', ')})`, rule);
}

function areaText(area: number): string {
  return `${AREA_NAME[area - 1]} (${area})`;
}

/**
 * Why `k` may not attack area `area` (a number) with the attack action or an attack event; a
 * Tregua binds only the attack action (`action`), never an event card (10.2).
 */
function whyNotAttack(state: TaifaState, k: number, area: number, rule: string, action: boolean): IllegalActionError | null {
  const bad = unknownArea(area, rule);
  if (bad !== null) return bad;
  const a = area - 1;
  const who = kname(state, k);
  if (state.owner[a] === -2) return new IllegalActionError('out-of-play', `${areaText(area)} is out of play in this scenario`, '10.1');
  if (state.owner[a] === k) return new IllegalActionError('own-area', `${who} already holds ${areaText(area)}`, '5.1.1');
  const borders = bordersOf(state, k);
  if (!borders.areas.includes(a)) {
    const capital = !state.owner.includes(k);
    return new IllegalActionError(
      'not-adjacent',
      capital ? `${who} holds no area, so it may attack only its capital, not ${areaText(area)}` : `${areaText(area)} does not border any area of ${who}`,
      '5.1.1',
    );
  }
  if (action && !attackTargets(state, borders).includes(a)) {
    const owner = state.owner[a]!;
    const byCid = state.cidTruce === k && owner === elCidIndex(state);
    return new IllegalActionError(
      'truce',
      `${who} is under ${byCid ? "El Cid's" : `${kname(state, owner)}'s`} Tregua: it may not attack ${areaText(area)} this turn`,
      byCid ? '10.2' : '5.4',
    );
  }
  return null;
}

/** The first rule a round's action breaks (5.1.1-5.6). */
export function explainRound(state: TaifaState, action: TaifaAction): IllegalActionError | null {
  const k = state.current;
  const who = kname(state, k);
  const a = action as unknown as Record<string, unknown>;
  switch (action.type) {
    case 'discard':
      return notInHand(state, k, a.card, '5.5');
    case 'attack': {
      if (!state.kingdoms[k]!.hand.some((c) => CARD_TYPE[c] === TROOP))
        return new IllegalActionError('no-troop', `${who} has no Troop card to attack with`, '5.1.2');
      return whyNotAttack(state, k, a.area as number, '5.1.1', true);
    }
    case 'incursion': {
      const bad = notInHand(state, k, a.card, '5.3');
      if (bad !== null) return bad;
      if (CARD_TYPE[a.card as number] !== TROOP)
        return new IllegalActionError('not-troop', `an incursion discards a Troop card, and ${cardName(a.card as number)} is not one`, '5.3');
      if (a.response !== null) {
        const r = notInHand(state, k, a.response, '5.3');
        if (r !== null) return r;
        if (!responseFitsIncursion(a.response as number))
          return new IllegalActionError('not-for-incursion', `${cardName(a.response as number)} cannot be added to an incursion`, '5.3');
      }
      const badKingdom = unknownKingdom(state, a.kingdom, '5.3');
      if (badKingdom !== null) return badKingdom;
      const target = kingdomIndex(state, a.kingdom as KingdomId);
      const borders = bordersOf(state, k);
      if (!borders.kingdoms.includes(target))
        return new IllegalActionError('not-adjacent', `${kingdomName(a.kingdom as KingdomId)} does not border ${who}`, '5.3');
      if (!incursionTargets(state, borders).includes(target))
        return new IllegalActionError('truce', `${who} is under El Cid's Tregua: it may not raid him this turn`, '10.2');
      return null;
    }
    case 'event':
      return explainEvent(state, k, a);
    default:
      return null;
  }
}

/** Why an event may not be played so (5.4). */
function explainEvent(state: TaifaState, k: number, a: Record<string, unknown>): IllegalActionError | null {
  const bad = notInHand(state, k, a.card, '5.4');
  if (bad !== null) return bad;
  const card = a.card as number;
  if (CARD_TYPE[card] !== EVENT) return new IllegalActionError('not-event', `${cardName(card)} is not an Event card`, '5.4');
  const def = eventDef(card);
  if (needsKingdom(def)) {
    if (a.area !== null) return new IllegalActionError('bad-target', `${def.name} targets a kingdom, not an area`, '5.4');
    const badKingdom = unknownKingdom(state, a.kingdom, '5.4');
    if (badKingdom !== null) return badKingdom;
    const target = kingdomIndex(state, a.kingdom as KingdomId);
    if (!eventKingdoms(state, bordersOf(state, k), def).includes(target)) {
      const why = target === k ? `${kname(state, k)} cannot target itself` : `${kname(state, target)} does not border ${kname(state, k)}`;
      return new IllegalActionError(target === k ? 'bad-target' : 'not-adjacent', `${def.name}: ${why}`, '5.4');
    }
    return null;
  }
  if (a.kingdom !== null) return new IllegalActionError('bad-target', `${def.name} does not target a kingdom`, '5.4');
  if (!needsArea(def)) return a.area === null ? null : new IllegalActionError('bad-target', `${def.name} does not target an area`, '5.4');
  if (def.target === 'bordering-area') return whyNotAttack(state, k, a.area as number, '5.4', false);
  const badArea = unknownArea(a.area, '5.4');
  if (badArea !== null) return badArea;
  if (!eventAreas(state, bordersOf(state, k), def).includes((a.area as number) - 1)) {
    const wanted =
      def.target === 'own-area'
        ? 'an area of its own without a garrison'
        : def.target === 'enemy-area'
          ? "another kingdom's area"
          : 'a bordering area of another kingdom';
    return new IllegalActionError('bad-target', `${def.name} needs ${wanted}, not ${areaText(a.area as number)}`, '5.4');
  }
  return null;
}

/** The round task's handler (4.3-4.4, 5, 9.1). */
export const roundHandler: TaskHandler<TaifaState, RoundTask, TaifaAction> = {
  rule: '5',
  prompt: (state) => `${kname(state, state.current)} plays its round: attack, incursion, event, discard or pass`,
  seat: (state) => state.kingdoms[state.current]!.id,
  answers: ['attack', 'incursion', 'event', 'discard', 'pass'],
  legal: (state) => roundActions(state),
  act: (state, _task, action, ctx) => playRound(state, action, ctx),
  bot: (state, _task, ctx) => botRound(state, ctx),
  explain: (state, _task, action) => explainRound(state, action),
};
