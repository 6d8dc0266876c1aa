/** Event cards (5.4): their targets and effects; the bots' reading of their italic texts (9.6). */
import type { StepContext } from '../../core/index.js';
import { botAttack, startAttack } from './combat.js';
import { enemyAreas, enemyBorderAreas, type Borders } from './geography.js';
import { changeBonus, discardRandom, drawCards, endAction, kname, toDiscard, withState } from './ops.js';
import { AREA_COUNT, AREA_NAME, INVASION_ROUTE, cardName, eventDef, type EventDef } from './tables.js';
import type { TaifaState } from './types.js';

/**
 * The kingdoms an Event card may target when `b.k` plays it (5.4): any other kingdom for a
 * `kingdom` target, the bordering ones for `bordering-kingdom`; none for an event that targets
 * no kingdom. Indices into `state.kingdoms`, by order of play. `def` is the card's design
 * (`CARDS[id].def`, an event).
 */
export function eventKingdoms(state: TaifaState, b: Borders, def: EventDef): readonly number[] {
  if (def.target === 'bordering-kingdom') return b.kingdoms;
  if (def.target === 'kingdom') {
    const out: number[] = [];
    for (let j = 0; j < state.kingdoms.length; j++) if (j !== b.k) out.push(j);
    return out;
  }
  return [];
}

/**
 * The areas an Event card may target when `b.k` plays it (5.4): own areas without a garrison
 * (`own-area`), every bordering area, of another kingdom or independent (`bordering-area`),
 * bordering areas of other kingdoms (`enemy-bordering-area`), any area of another kingdom
 * (`enemy-area`); none for an event that targets no area. A Tregua binds no event card (10.2: the
 * kingdom under it "todavía podrá usar cartas de evento contra él"), so none of these drops the
 * areas of a kingdom whose Tregua binds `b.k`. Area indices (number - 1), ascending.
 */
export function eventAreas(state: TaifaState, b: Borders, def: EventDef): readonly number[] {
  const owner = state.owner;
  const k = b.k;
  switch (def.target) {
    case 'own-area': {
      const out: number[] = [];
      for (let a = 0; a < AREA_COUNT; a++) if (owner[a] === k && !state.garrison[a]) out.push(a);
      return out;
    }
    case 'bordering-area':
      // 10.2: a Tregua forbids the attack action, not event cards (Cabalgada, Aceifa as Juicio de Dios).
      return b.areas;
    case 'enemy-bordering-area':
      return enemyBorderAreas(state, b);
    case 'enemy-area':
      return enemyAreas(state, k);
    default:
      return [];
  }
}

/** Whether the event targets a kingdom (its `kingdom` field is required). */
export function needsKingdom(def: EventDef): boolean {
  return def.target === 'kingdom' || def.target === 'bordering-kingdom';
}
/** Whether the event targets an area (its `area` field is required). */
export function needsArea(def: EventDef): boolean {
  return def.target === 'own-area' || def.target === 'bordering-area' || def.target === 'enemy-bordering-area' || def.target === 'enemy-area';
}

/**
 * Plays an event already taken from the hand (5.4): permanent ones stay face up for the
 * turn, those marked so leave the game, the rest are discarded; then the effect.
 */
export function playEvent(state: TaifaState, k: number, card: number, target: number, area: number, ctx: StepContext): TaifaState {
  const def = eventDef(card);
  const { log } = ctx;
  if (log.on)
    log.push({
      type: 'event',
      text: `${kname(state, k)} plays ${def.name}${target >= 0 ? ` against ${kname(state, target)}` : ''}${area >= 0 ? ` on ${AREA_NAME[area]}` : ''}: ${def.text}${def.removedAfterUse ? ' It leaves the game.' : ''}`,
      rule: '5.4',
      kingdom: state.kingdoms[k]!.id,
      card,
    });
  if (def.permanent) state = withState(state, { permanents: [...state.permanents, { card, by: k, target }] });
  else if (def.removedAfterUse) state = withState(state, { removed: [...state.removed, card] });
  else state = toDiscard(state, [card]);
  const effect = def.effect;
  switch (effect.kind) {
    case 'draw':
      return endAction(drawCards(state, k, effect.count, log, '5.4'));
    case 'raid': {
      for (let i = 0; i < effect.count; i++) state = discardRandom(state, target, ctx.dice, log, '5.4');
      return endAction(state);
    }
    case 'truce':
      if (log.on)
        log.push({
          type: 'truce',
          text: `${kname(state, target)} may not attack ${kname(state, k)} this turn`,
          rule: '5.4',
          by: state.kingdoms[k]!.id,
          target: state.kingdoms[target]!.id,
        });
      return endAction(state);
    case 'garrison': {
      const garrison = state.garrison.slice();
      garrison[area] = true;
      if (log.on) log.push({ type: 'garrison', text: `${kname(state, k)} places a garrison in ${AREA_NAME[area]}`, rule: '5.4', area: area + 1 });
      return endAction(withState(state, { garrison }));
    }
    case 'bonus':
      return endAction(changeBonus(state, k, effect.delta, cardName(card), log));
    case 'attack':
      return state.kingdoms[k]!.bot ? botAttack(state, k, area, card, ctx) : startAttack(state, k, area, card, ctx);
  }
}

/**
 * The areas a bot may choose for an Event card (9.6 and the cards' italic bot texts): its
 * {@link eventAreas}, restricted for a card whose bot text says so to the ends of invasion routes
 * held by another kingdom. Area indices (number - 1), ascending; the bot then chooses by
 * {@link chooseArea}.
 */
export function botEventAreas(state: TaifaState, b: Borders, def: EventDef): readonly number[] {
  const areas = eventAreas(state, b, def);
  if (def.bot?.areas === 'invasion-route') return areas.filter((a) => INVASION_ROUTE[a] && state.owner[a]! >= 0 && state.owner[a] !== b.k);
  return areas;
}
