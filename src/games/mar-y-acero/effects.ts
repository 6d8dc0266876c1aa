/**
 * The card effects (data/cards.ts) executed as a small vocabulary, one function per kind of effect:
 * deployments by an area rule (4.3.2 II), Royal Support changes (4.2), die tables, tests of control
 * (cards 30-35), the turn's movement restrictions (cards 23-24), the earthly paradise (card 29) and
 * the choices they leave to a side. The effects that cost units are effects-losses.ts; Colón's
 * fortunes effects-colon.ts; the Taíno and Carib leaders and peoples effects-caciques.ts.
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt } from './board.js';
import { controller, heldAreas } from './control.js';
import { DESTINY_BY_ID, type Effect } from './data/cards.js';
import { royalSupportRow } from './data/tables.js';
import { drawPieces } from './deploy.js';
import { replacePiece, withStrength } from './edits.js';
import {
  guacanagariChosen,
  guacanagariEffect,
  anacaonaEffect,
  conversionsEffect,
  hijosCitadelChosen,
  hijosEffect,
  hijosSwapChosen,
} from './effects-caciques.js';
import {
  colonHealthChosen,
  colonHealthEffect,
  colonPlaceChosen,
  colonToPrisonEffect,
  eclipseChosen,
  eclipseEffect,
  intrigueChosen,
  intrigueEffect,
  negotiationsEffect,
} from './effects-colon.js';
import { changeRoyalSupport, choose, freeActivation, inEventPhase, leaderOnMap, leaderPiece, roll, within, type EffectOf } from './effects-common.js';
import { crueltyEffect, earthquakeEffect, smallpoxEffect, stormEffect, tropicalClimateEffect } from './effects-losses.js';
import { pieceData } from './kinds.js';
import { unitRoom } from './stacking.js';
import { patchState } from './phase-state.js';
import type { MyaState, Side, Task } from './state.js';
import { pop, push, withTasksMap } from './tasks.js';

/** "card N", built once per card id (the label of every effect, deployment and roll). */
const CARD_LABELS: readonly string[] = Array.from({ length: 64 }, (_, i) => `card ${i}`);
const cardLabel = (card: number): string => CARD_LABELS[card] ?? `card ${card}`;

/** Runs the first effect of the task on top; the rest stay below whatever it pushes. */
export function effectsAuto(s: MyaState, t: Extract<Task, { t: 'effects' }>, ctx: StepContext): MyaState {
  const effects = t.effects;
  const first = effects[0];
  const tasks = s.tasks.slice(0, -1);
  if (effects.length > 1) tasks.push({ t: 'effects', seat: t.seat, card: t.card, effects: effects.slice(1) });
  const base = withTasksMap(s, tasks, s.map);
  if (!first) return base;
  return runEffect(base, t.seat, t.card, first, ctx);
}

/** One effect of a card, by its kind (each kind has its own small function: one function for all was slow to optimise). */
export function runEffect(s: MyaState, seat: Side, card: number, e: Effect, ctx: StepContext): MyaState {
  const label = cardLabel(card);
  switch (e.kind) {
    case 'deploy':
      return deployEffect(s, e, label, ctx);
    case 'royalSupport':
      return changeRoyalSupport(s, e.delta, label, ctx);
    case 'dieTable':
      return dieTableEffect(s, seat, card, e, label, ctx);
    case 'colonToPrison':
      return colonToPrisonEffect(s, label, ctx);
    case 'loseSoldiers':
      return push(s, { t: 'settle' }, { t: 'lose', seat: 'spanish', bag: 'soldier', count: e.count, nearColon: e.nearColon ?? false });
    case 'loseSettlers':
      return push(s, { t: 'settle' }, { t: 'lose', seat: 'spanish', bag: 'settler', count: e.count, nearColon: false });
    case 'storm':
      return stormEffect(s, e, label, ctx);
    case 'smallpox':
      return smallpoxEffect(s, e, label, ctx);
    case 'earthquake':
      return earthquakeEffect(s, e, label, ctx);
    case 'restriction':
      if (ctx.log.on)
        ctx.log.push({
          type: 'restriction',
          rule: label,
          text:
            e.restriction === 'noNaval'
              ? 'This turn units move only to adjacent areas'
              : 'This turn naval (Spanish, Rebels) and adjacent (Indigenous) moves cost a unit',
        });
      return patchState(s, { restriction: e.restriction });
    case 'anacaona':
      return anacaonaEffect(s, e, label, ctx);
    case 'hijos':
      return hijosEffect(s, ctx);
    case 'conversions':
      return conversionsEffect(s, e, label, ctx);
    case 'negotiations':
      return negotiationsEffect(s, e, label, ctx);
    case 'paradise':
      return paradiseEffect(s);
    case 'ifSpanishControls':
      return ifSpanishControlsEffect(s, seat, card, e);
    case 'perArea':
      return perAreaEffect(s, e, label, ctx);
    case 'cruelty':
      return crueltyEffect(s, e, label, ctx);
    case 'settlersInControlled':
      return settlersInControlledEffect(s, e);
    case 'countRoll':
      return countRollEffect(s, seat, card, e, label, ctx);
    case 'tropicalClimate':
      return tropicalClimateEffect(s, e, label, ctx);
    case 'colonHealth':
      return colonHealthEffect(s, e, label, ctx);
    case 'intrigue':
      return intrigueEffect(s);
    case 'eclipse':
      return eclipseEffect(s);
    case 'guacanagari':
      return guacanagariEffect(s);
  }
}

/** 4.3.2 II: units (and leaders, or Colón back) drawn, then a deployment task to place them. */
function deployEffect(s: MyaState, e: EffectOf<'deploy'>, label: string, ctx: StepContext): MyaState {
  const draws: { bag: (typeof e.units)[number]['bag']; count: number }[] = [];
  for (const u of e.units) {
    let count = typeof u.count === 'number' ? u.count : 0;
    if (typeof u.count !== 'number') {
      const table = u.count.table;
      const countOf = (x: number): number => table.find((row) => within(x, row))?.count ?? 0;
      const v = roll(ctx, label, 'number of units', (x) => `${countOf(x)} unit(s)`);
      count = countOf(v);
    }
    if (u.royalSupport) {
      const adj = royalSupportRow(s.royalSupport).soldiers;
      if (adj !== 0 && ctx.log.on)
        ctx.log.push({
          type: 'royal-support-soldiers',
          rule: '4.3.2 II',
          text: `Royal Support ${s.royalSupport}: ${adj > 0 ? '+' : ''}${adj} soldier(s) (${count} -> ${Math.max(0, count + adj)})`,
        });
      count = Math.max(0, count + adj);
    }
    draws.push({ bag: u.bag, count });
  }
  const r = drawPieces(s, draws, ctx);
  let next = r.state;
  const pieces = r.pieces;
  if (e.leaders !== undefined)
    for (const k of e.leaders) if (!next.leadersOut.includes(k) && leaderOnMap(next, k) === null) pieces.push(leaderPiece(k, e.side));
  if (e.colonReturns && (next.colon === 'prison' || next.colon === 'aside')) {
    const colon = next.offMap.find((p) => p.kind === 'colon');
    if (colon) {
      pieces.push(colon);
      next = patchState(next, { offMap: next.offMap.filter((p) => p.kind !== 'colon'), colon: 'map' });
    }
  }
  const first = e.where[0];
  return push(next, {
    t: 'deploy',
    seat: e.side,
    pieces,
    where: e.where,
    overstack: e.overstack,
    strikeFirst: e.strikeFirst ?? false,
    spread: e.spreadEach && first?.among ? first.among : [],
    area: null,
    placed: [],
    scribes: e.side === 'spanish' && inEventPhase(next),
    label,
  });
}

/** A d6 table: the row's effects run next. */
function dieTableEffect(s: MyaState, seat: Side, card: number, e: EffectOf<'dieTable'>, label: string, ctx: StepContext): MyaState {
  const rowOf = (v: number) => e.rows.find((x) => within(v, x));
  const v = roll(ctx, label, "the card's table", (x) => effectsSummary(rowOf(x)?.effects ?? []));
  const row = rowOf(v);
  return row && row.effects.length > 0 ? push(s, { t: 'effects', seat, card, effects: row.effects }) : s;
}

/** Card 29: each side chooses one of its areas. */
function paradiseEffect(s: MyaState): MyaState {
  const tasks: Task[] = [];
  const sp = heldAreas(s, 'spanish');
  const ind = heldAreas(s, 'indigenous');
  if (sp.length > 0) tasks.push(choose('spanish', 'paradise', sp));
  if (ind.length > 0) tasks.push(choose('indigenous', 'paradise', ind));
  return push(s, ...tasks);
}

/** Effects that depend on Spanish control of some areas. */
function ifSpanishControlsEffect(s: MyaState, seat: Side, card: number, e: EffectOf<'ifSpanishControls'>): MyaState {
  const yes = e.areas.some((a) => controller(s, a) === 'spanish');
  const list = yes ? e.then : e.else;
  return list.length > 0 ? push(s, { t: 'effects', seat, card, effects: list }) : s;
}

/** Card 32: Royal Support moves for each listed area by its controller. */
function perAreaEffect(s: MyaState, e: EffectOf<'perArea'>, label: string, ctx: StepContext): MyaState {
  let next = s;
  for (const a of e.areas) next = changeRoyalSupport(next, controller(s, a) === 'spanish' ? e.spanish : e.indigenous, `${label}, area ${a}`, ctx);
  return next;
}

/**
 * Card 34: "+2 settlers in one of them": the Spanish choose one of the listed Spanish areas (one
 * with room first, 4.2: a Destiny card has no over-stacking icon), then the settlers are drawn and
 * deployed there (tierraFirmeChosen).
 */
function settlersInControlledEffect(s: MyaState, e: EffectOf<'settlersInControlled'>): MyaState {
  const held = e.areas.filter((a) => controller(s, a) === 'spanish');
  if (held.length === 0) return s;
  const roomy = held.filter((a) => unitRoom(s, a, 'spanish'));
  return push(s, choose('spanish', 'tierraFirme', roomy.length > 0 ? roomy : held));
}

/**
 * Card 34: the settlers in the area chosen, up to the stacking limit (those that do not fit go
 * back, 4.2); in the Destiny phase, so no Royal scribes (4.4.3).
 */
function tierraFirmeChosen(s: MyaState, a: number, ctx: StepContext): MyaState {
  const r = drawPieces(s, [{ bag: 'settler', count: CARD_34_SETTLERS }], ctx);
  return push(r.state, {
    t: 'deploy',
    seat: 'spanish',
    pieces: r.pieces,
    where: [{ filter: 'spanish', among: [a] }],
    overstack: false,
    strikeFirst: false,
    spread: [],
    area: null,
    placed: [],
    scribes: false,
    label: cardLabel(34),
  });
}

/** Card 34's settlers, read from the card data. */
const CARD_34_SETTLERS = card34Settlers();

function card34Settlers(): number {
  const find = (effects: readonly Effect[]): number | null => {
    for (const e of effects) {
      if (e.kind === 'settlersInControlled') return e.count;
      const inner = e.kind === 'ifSpanishControls' ? [...e.then, ...e.else] : e.kind === 'dieTable' ? e.rows.flatMap((r) => r.effects) : [];
      const n = find(inner);
      if (n !== null) return n;
    }
    return null;
  };
  const n = find(DESTINY_BY_ID.get(34)?.effects ?? []);
  if (n === null) throw new Error('card 34 has no settlersInControlled effect');
  return n;
}

/** Card 35: a d6 against the number of listed Spanish areas. */
function countRollEffect(s: MyaState, seat: Side, card: number, e: EffectOf<'countRoll'>, label: string, ctx: StepContext): MyaState {
  const n = e.areas.filter((a) => controller(s, a) === 'spanish').length;
  const v = roll(ctx, label, `${n} Spanish area(s), success at ${n} or less`, (x) =>
    x <= n ? `success: ${effectsSummary(e.success)}` : `failure: ${effectsSummary(e.failure)}`,
  );
  return push(s, { t: 'effects', seat, card, effects: v <= n ? e.success : e.failure });
}

/** What a row of card effects does, in words, for the roll's result. */
function effectsSummary(effects: readonly Effect[]): string {
  if (effects.length === 0) return 'no effect';
  return effects
    .map((e) => {
      switch (e.kind) {
        case 'royalSupport':
          return `Royal Support ${e.delta > 0 ? '+' : ''}${e.delta}`;
        case 'loseSoldiers':
          return `-${e.count} soldier(s)`;
        case 'loseSettlers':
          return `-${e.count} settler(s)`;
        case 'settlersInControlled':
          return `+${e.count} settlers`;
        default:
          return e.kind;
      }
    })
    .join(', ');
}

// ---- generic choices ----

export function chooseLegal(s: MyaState, t: Extract<Task, { t: 'choose' }>): MyaAction[] {
  const out: MyaAction[] = [];
  // 4.3.1 VI: the landing area may be activated only if the Spanish hold it after the landing combat.
  const spanishOnly = t.purpose === 'turn1Activate';
  for (const option of t.options) {
    if (spanishOnly && option !== 0 && controller(s, option) !== 'spanish') continue;
    out.push({ type: 'choose', option });
  }
  return out;
}

export function chooseAct(s: MyaState, t: Extract<Task, { t: 'choose' }>, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'choose') throw new Error('choose');
  const o = action.option;
  const next = pop(s);
  switch (t.purpose) {
    case 'turn1Activate':
      return o === 0 ? next : freeActivation(next, o, '4.3.1 VI', ctx);
    case 'colonHealth':
      return colonHealthChosen(next, o, ctx);
    case 'colonPlace':
      return colonPlaceChosen(next, o, ctx);
    case 'paradise':
      return paradiseChosen(next, t.seat, o, ctx);
    case 'eclipse':
      return eclipseChosen(next, o, ctx);
    case 'intrigue':
      return intrigueChosen(next, o, ctx);
    case 'hijosCitadel':
      return hijosCitadelChosen(next, o, ctx);
    case 'guacanagari':
      return guacanagariChosen(next, o);
    case 'hijosSwap':
      return hijosSwapChosen(next, o, ctx);
    case 'tierraFirme':
      return tierraFirmeChosen(next, o, ctx);
  }
  return next;
}

/** Card 29: every reduced unit of the side in the area it chose is restored. */
function paradiseChosen(s: MyaState, seat: Side, a: number, ctx: StepContext): MyaState {
  let out = s;
  for (const p of areaAt(s, a).pieces) if (p.side === seat && p.reduced && !pieceData(p.kind).reducedOnly) out = replacePiece(out, a, withStrength(p, false));
  if (ctx.log.on) ctx.log.push({ type: 'paradise', rule: 'card 29', text: `${seat}: every unit in area ${a} is restored` });
  return out;
}
