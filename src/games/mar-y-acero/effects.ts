/**
 * The card effects (data/cards.ts) executed as a small vocabulary: deployments by an area rule,
 * Royal Support changes, die tables, Colón's arrest and return, and the Destiny events.
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, colonArea, distance, isRebel, isSoldier, isSettler, isUnit, people, pieceLabel, twinBefore } from './board.js';
import { drawAreaMarker, drawFromBag } from './bags.js';
import { controller, hasSide, heldAreas } from './control.js';
import { canAdd, unitCount } from './stacking.js';
import { addPiece, liftPiece, removePiece, replacePiece, returnToBag, setArea, takeHit, withStrength } from './edits.js';
import { newCombat } from './combat.js';
import { EVENT_BY_ID, type Effect, type Range } from './data/cards.js';
import type { LeaderKind } from './data/units.js';
import { pieceData } from './kinds.js';
import { royalSupportRow, ROYAL_SUPPORT } from './data/tables.js';
import { drawPieces } from './deploy.js';
import { newActivation } from './movement.js';
import { patchState } from './phase-state.js';
import type { AreaState, ChoosePurpose, MyaState, Piece, Side, Task } from './state.js';
import { pop, push, replaceTop, withTasksMap } from './tasks.js';

const within = (v: number, r: Range): boolean => v >= r.min && v <= r.max;

type EffectOf<K extends Effect['kind']> = Extract<Effect, { kind: K }>;

export function changeRoyalSupport(s: MyaState, delta: number, why: string, ctx: StepContext): MyaState {
  const rs = Math.max(0, Math.min(ROYAL_SUPPORT.max, s.royalSupport + delta));
  if (ctx.log.on) ctx.log.push({ type: 'royalSupport', rule: '4.2', text: `Royal Support ${s.royalSupport} -> ${rs} (${why})`, delta });
  return patchState(s, { royalSupport: rs });
}

/** A d6 for a card: the label of the roll is only built when events are kept. */
function roll(ctx: StepContext, label: string, what?: string, n?: number | string): number {
  const v = ctx.dice.d6();
  if (ctx.log.on) {
    const text = what === undefined ? label : `${label}: ${what}${n ?? ''}`;
    ctx.log.push({ type: 'roll', text: `${text}: rolls ${v}`, rolls: [{ die: 'd6', value: v, for: text }] });
  }
  return v;
}

/** "card N", built once per card id (the label of every effect, deployment and roll). */
const CARD_LABELS: readonly string[] = Array.from({ length: 64 }, (_, i) => `card ${i}`);
const cardLabel = (card: number): string => CARD_LABELS[card] ?? `card ${card}`;

function choose(seat: Side, purpose: ChoosePurpose, options: number[]): Task {
  return { t: 'choose', seat, purpose, options };
}

function leaderPiece(kind: LeaderKind, side: Side): Piece {
  return { id: kind, kind, side, reduced: false };
}

function leaderOnMap(s: MyaState, kind: LeaderKind): number | null {
  for (let i = 0; i < 15; i++) for (const p of (s.map[i] as AreaState).pieces) if (p.kind === kind) return i + 1;
  return null;
}

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

type LoseTask = Extract<Task, { t: 'lose' }>;

/** A Spanish unit of the bag the card takes from. */
const losable = (t: LoseTask, p: Piece): boolean => p.side === 'spanish' && (t.bag === 'soldier' ? isSoldier(p) : isSettler(p));

/** The Spanish units that may be lost now: of the bag, and (card 3) at the smallest distance from Colón. */
export function loseLegal(s: MyaState, t: LoseTask): MyaAction[] {
  if (t.count <= 0) return [];
  const colon = t.nearColon ? colonArea(s) : null;
  // Card 3: only the units at the smallest distance from Colón.
  let min = Infinity;
  if (colon !== null) {
    for (let a = 1; a <= 15; a++) {
      if (distance(a, colon) < min && areaAt(s, a).pieces.some((p) => losable(t, p))) min = distance(a, colon);
    }
  }
  const out: MyaAction[] = [];
  for (let a = 1; a <= 15; a++) {
    if (colon !== null && distance(a, colon) !== min) continue;
    const pieces = areaAt(s, a).pieces;
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i] as Piece;
      if (!losable(t, p)) continue;
      // One entry per kind and side shown in an area: the same counter twice is the same choice.
      if (!twinBefore(pieces, i)) out.push({ type: 'hit', piece: p.id });
    }
  }
  return out;
}

export function loseAct(s: MyaState, t: LoseTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'hit') throw new Error('lose');
  for (let a = 1; a <= 15; a++) {
    const p = areaAt(s, a).pieces.find((x) => x.id === action.piece);
    if (!p) continue;
    if (ctx.log.on) ctx.log.push({ type: 'loss', rule: t.nearColon ? 'card 3' : '4.3.2 I', text: `${pieceLabel(p)} in area ${a} is lost` });
    const next = removePiece(s, a, p.id);
    return t.count > 1 ? replaceTop(next, { ...t, count: t.count - 1 }) : pop(next);
  }
  return pop(s);
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
      if (ctx.log.on) ctx.log.push({ type: 'restriction', rule: label, text: e.restriction === 'noNaval' ? 'This turn units move only to adjacent areas' : 'This turn naval (Spanish, Rebels) and adjacent (Indigenous) moves cost a unit' });
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
      return settlersInControlledEffect(s, e, label, ctx);
    case 'countRoll':
      return countRollEffect(s, seat, card, e, label, ctx);
    case 'tropicalClimate':
      return tropicalClimateEffect(s, e, label, ctx);
    case 'colonHealth':
      return colonHealthEffect(s, e, label, ctx);
    case 'intrigue':
      return s.colon === 'map' ? push(s, choose('spanish', 'intrigue', [0, 1])) : s;
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
      const v = roll(ctx, label, 'number of units');
      count = u.count.table.find((row) => within(v, row))?.count ?? 0;
    }
    if (u.royalSupport) {
      const adj = royalSupportRow(s.royalSupport).soldiers;
      if (adj !== 0 && ctx.log.on) ctx.log.push({ type: 'royalSupportSoldiers', rule: '4.3.2 II', text: `Royal Support ${s.royalSupport}: ${adj > 0 ? '+' : ''}${adj} soldier(s) (${count} -> ${Math.max(0, count + adj)})` });
      count = Math.max(0, count + adj);
    }
    draws.push({ bag: u.bag, count });
  }
  const r = drawPieces(s, draws, ctx);
  let next = r.state;
  const pieces = r.pieces;
  if (e.leaders !== undefined) for (const k of e.leaders) if (!next.leadersOut.includes(k) && leaderOnMap(next, k) === null) pieces.push(leaderPiece(k, e.side));
  if (e.colonReturns && (next.colon === 'prison' || next.colon === 'aside')) {
    const colon = next.offMap.find((p) => p.kind === 'colon');
    if (colon) {
      pieces.push(colon);
      next = patchState(next, { offMap: next.offMap.filter((p) => p.kind !== 'colon'), colon: 'map' });
    }
  }
  const first = e.where[0];
  return push(next, {
    t: 'deploy', seat: e.side, pieces, where: e.where, overstack: e.overstack, strikeFirst: e.strikeFirst ?? false,
    spread: e.spreadEach && first?.among ? first.among : [], area: null, placed: [], scribes: e.side === 'spanish', label,
  });
}

/** A d6 table: the row's effects run next. */
function dieTableEffect(s: MyaState, seat: Side, card: number, e: EffectOf<'dieTable'>, label: string, ctx: StepContext): MyaState {
  const v = roll(ctx, label);
  const row = e.rows.find((x) => within(v, x));
  return row && row.effects.length > 0 ? push(s, { t: 'effects', seat, card, effects: row.effects }) : s;
}

/** Card 15: Colón is arrested (the "Prisión en España" box). */
function colonToPrisonEffect(s: MyaState, label: string, ctx: StepContext): MyaState {
  const a = colonArea(s);
  if (a === null) return s;
  const colon = areaAt(s, a).pieces.find((p) => p.kind === 'colon') as Piece;
  if (ctx.log.on) ctx.log.push({ type: 'prison', text: 'Colón is arrested and sent to the "Prisión en España" box', rule: label });
  return patchState(liftPiece(s, a, colon.id), { colon: 'prison', offMap: [...s.offMap, colon] });
}

/** Card 8: each soldier may become a settler. */
function stormEffect(s: MyaState, e: EffectOf<'storm'>, label: string, ctx: StepContext): MyaState {
  let next = s;
  for (let a = 1; a <= 15; a++) {
    for (const p of areaAt(s, a).pieces) {
      if (!isSoldier(p)) continue;
      const v = roll(ctx, label, p.id);
      if (!within(v, e.convert)) continue;
      next = removePiece(next, a, p.id);
      const r = drawFromBag(next, 'settler', ctx.dice);
      if (r) next = addPiece(r.state, a, r.piece);
      if (ctx.log.on) ctx.log.push({ type: 'storm', text: `${p.id} becomes ${r ? r.piece.id : 'nothing (no settler left)'} in area ${a}` });
    }
  }
  return next;
}

/** Card 12: each Indigenous unit rolls to survive (+1 far from Spanish and Rebels). */
function smallpoxEffect(s: MyaState, e: EffectOf<'smallpox'>, label: string, ctx: StepContext): MyaState {
  const hosts: number[] = [];
  for (let a = 1; a <= 15; a++) if (areaAt(s, a).pieces.some((p) => p.side === 'spanish' || isRebel(p))) hosts.push(a);
  let next = s;
  for (let a = 1; a <= 15; a++) {
    const near = hosts.length === 0 ? 99 : Math.min(...hosts.map((h) => distance(a, h)));
    for (const p of areaAt(s, a).pieces) {
      if (people(p.kind) === null) continue;
      const v = roll(ctx, label, p.id);
      const total = v + (near >= e.farDistance ? e.farBonus : 0);
      if (within(total, e.eliminate)) {
        next = removePiece(next, a, p.id);
        if (ctx.log.on) ctx.log.push({ type: 'smallpox', text: `${pieceLabel(p)} in area ${a} dies (${v}${near >= e.farDistance ? ' +1 far from Spanish and Rebels' : ''})` });
      }
    }
  }
  return next;
}

/** Cards 20-21: the units of a drawn area roll for losses. */
function earthquakeEffect(s: MyaState, e: EffectOf<'earthquake'>, label: string, ctx: StepContext): MyaState {
  const a = drawAreaMarker(ctx.dice);
  if (ctx.log.on) ctx.log.push({ type: 'areaDraw', rule: '4.2', area: a, text: `${label}: area marker ${a} drawn` });
  let next = s;
  for (const p of areaAt(s, a).pieces) {
    if (!isUnit(p)) continue;
    const v = roll(ctx, label, p.id);
    if (within(v, e.eliminate)) next = removePiece(next, a, p.id);
    else if (within(v, e.hit)) next = takeHit(next, a, p.id).state;
  }
  return next;
}

/** Card 25: Anacaona enters a rolled area on its controller's side. */
function anacaonaEffect(s: MyaState, e: EffectOf<'anacaona'>, label: string, ctx: StepContext): MyaState {
  if (s.map.some((x) => x.anacaona !== null)) return s;
  const v = roll(ctx, label, "Anacaona's area");
  const a = e.rows.find((x) => within(v, x))?.area ?? 6;
  const side = controller(s, a) ?? 'indigenous';
  if (ctx.log.on) ctx.log.push({ type: 'anacaona', text: `Anacaona enters area ${a} on the ${side} side` });
  return setArea(s, a, { ...areaAt(s, a), anacaona: side });
}

/** Card 26: Los Hijos de Caonabó join him, or the Spanish may raise a citadel. */
function hijosEffect(s: MyaState, ctx: StepContext): MyaState {
  const ca = leaderOnMap(s, 'caonabo');
  if (ca !== null) {
    if (s.leadersOut.includes('hijos') || leaderOnMap(s, 'hijos') !== null) return s;
    if (ctx.log.on) ctx.log.push({ type: 'hijos', text: `Los Hijos de Caonabó join Caonabó in area ${ca}` });
    return addPiece(s, ca, leaderPiece('hijos', 'indigenous'));
  }
  const citadels = s.map.filter((x) => x.citadel).length;
  const options: number[] = [];
  for (let a = 1; a <= 15; a++) if (areaAt(s, a).palisade) options.push(a);
  return citadels < 3 && options.length > 0 ? push(s, choose('spanish', 'hijosCitadel', options)) : s;
}

/** Card 27: Indigenous areas next to Spanish ones roll for a conversion or a new unit. */
function conversionsEffect(s: MyaState, e: EffectOf<'conversions'>, label: string, ctx: StepContext): MyaState {
  let next = s;
  const converts: Task[] = [];
  for (let a = 1; a <= 15; a++) {
    const area = areaAt(s, a);
    if (controller(s, a) !== 'indigenous' || !hasSide(area, 'indigenous')) continue;
    if (![a === 1 ? 15 : a - 1, a === 15 ? 1 : a + 1].some((b) => controller(s, b) === 'spanish')) continue;
    const v = roll(ctx, label, 'area ', a);
    if (within(v, e.convert)) {
      // The Indigenous choose which of their units converts (leaders are untouched).
      if (areaAt(next, a).pieces.some((p) => p.side === 'indigenous' && isUnit(p))) converts.push({ t: 'convert', seat: 'indigenous', area: a });
    } else {
      const bag = within(v, e.taino) ? 'taino' : 'carib';
      if (unitCount(areaAt(next, a), 'indigenous') >= e.maxStack) continue;
      const r = drawFromBag(next, bag, ctx.dice);
      if (r) next = addPiece(r.state, a, r.piece);
      if (ctx.log.on && r) ctx.log.push({ type: 'conversion', text: `+1 ${bag} (${r.piece.id}) in area ${a}` });
    }
  }
  return push(next, { t: 'settle' }, ...converts.reverse());
}

/** Card 28: the areas next to Colón roll: a hit on him, or the area turns Spanish. */
function negotiationsEffect(s: MyaState, e: EffectOf<'negotiations'>, label: string, ctx: StepContext): MyaState {
  const ca = colonArea(s);
  if (ca === null) return s;
  let next = s;
  const rest: Task[] = [];
  for (const a of [ca === 1 ? 15 : ca - 1, ca === 15 ? 1 : ca + 1]) {
    if (colonArea(next) === null) break;
    const v = roll(ctx, label, 'area ', a);
    if (within(v, e.hit)) {
      const c = colonArea(next) as number;
      next = takeHit(next, c, 'colon').state;
      if (ctx.log.on) ctx.log.push({ type: 'hit', text: 'Colón takes a hit' });
    } else {
      if (ctx.log.on) ctx.log.push({ type: 'negotiation', rule: label, text: `Area ${a} turns Spanish: the Indigenous withdraw or are eliminated, then ${e.soldiers} soldiers hold it` });
      rest.push({ t: 'evacuate', seat: 'indigenous', area: a, soldiers: e.soldiers });
    }
  }
  return push(next, { t: 'settle' }, ...rest.reverse());
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

/** Card 33: a drawn Spanish area rolls: every Spanish unit there takes a hit or is restored. */
function crueltyEffect(s: MyaState, e: EffectOf<'cruelty'>, label: string, ctx: StepContext): MyaState {
  const spanish = heldAreas(s, 'spanish');
  if (spanish.length === 0) return s;
  // 4.2: the marker is drawn (and put back) until it names a Spanish area.
  let a = drawAreaMarker(ctx.dice);
  for (let i = 0; i < 200 && !spanish.includes(a); i++) a = drawAreaMarker(ctx.dice);
  if (!spanish.includes(a)) a = spanish[0] as number;
  const v = roll(ctx, label, 'area ', a);
  let next = s;
  for (const p of areaAt(s, a).pieces) {
    if (p.side !== 'spanish') continue;
    if (within(v, e.hit)) {
      if (isUnit(p)) next = takeHit(next, a, p.id).state;
    } else next = replacePiece(next, a, withStrength(p, false));
  }
  if (ctx.log.on) ctx.log.push({ type: 'cruelty', text: `Area ${a}: ${within(v, e.hit) ? 'every Spanish unit takes a hit' : 'every Spanish unit is restored'}` });
  return next;
}

/** Card 34: settlers drawn and deployed in listed Spanish areas. */
function settlersInControlledEffect(s: MyaState, e: EffectOf<'settlersInControlled'>, label: string, ctx: StepContext): MyaState {
  const r = drawPieces(s, [{ bag: 'settler', count: e.count }], ctx);
  return push(r.state, {
    t: 'deploy', seat: 'spanish', pieces: r.pieces, where: [{ filter: 'spanish', among: e.areas }], overstack: true, strikeFirst: false,
    spread: [], area: null, placed: [], scribes: true, label,
  });
}

/** Card 35: a d6 against the number of listed Spanish areas. */
function countRollEffect(s: MyaState, seat: Side, card: number, e: EffectOf<'countRoll'>, label: string, ctx: StepContext): MyaState {
  const n = e.areas.filter((a) => controller(s, a) === 'spanish').length;
  const v = roll(ctx, label, 'Spanish areas ', n);
  return push(s, { t: 'effects', seat, card, effects: v <= n ? e.success : e.failure });
}

/** Card 36: Spanish units in areas 3, 4, 5 and 7 roll for a hit or a restore. */
function tropicalClimateEffect(s: MyaState, e: EffectOf<'tropicalClimate'>, label: string, ctx: StepContext): MyaState {
  let next = s;
  for (let a = 1; a <= 15; a++) {
    if (!([3, 4, 5, 7] as number[]).includes(a) || controller(s, a) !== 'spanish') continue;
    for (const p of areaAt(s, a).pieces) {
      if (p.side !== 'spanish' || !isUnit(p)) continue;
      const v = roll(ctx, label, p.id);
      if (within(v, e.hit)) next = takeHit(next, a, p.id).state;
      else if (within(v, e.restore)) next = replacePiece(next, a, withStrength(p, false));
    }
  }
  return next;
}

/** Card 37: Colón's health roll. */
function colonHealthEffect(s: MyaState, e: EffectOf<'colonHealth'>, label: string, ctx: StepContext): MyaState {
  if (s.colon !== 'map' && s.colon !== 'prison') return s;
  const v = roll(ctx, label, "Colón's health");
  if (within(v, e.activate)) {
    if (s.colon === 'map') return push(s, choose('spanish', 'colonHealth', [0, colonArea(s) as number]));
    // From prison he is first placed in a Spanish area (option 0 declines and leaves him there).
    const spanish = heldAreas(s, 'spanish');
    return spanish.length > 0 ? push(s, choose('spanish', 'colonHealth', [0, ...spanish])) : s;
  }
  if (s.colon === 'map') {
    if (ctx.log.on) ctx.log.push({ type: 'hit', text: 'Colón takes a hit' });
    return takeHit(s, colonArea(s) as number, 'colon').state;
  }
  const colon = s.offMap.find((p) => p.kind === 'colon') as Piece;
  if (colon.reduced) return patchState(s, { offMap: s.offMap.filter((p) => p.kind !== 'colon'), colon: 'eliminated', leadersOut: [...s.leadersOut, 'colon'] });
  return patchState(s, { offMap: s.offMap.map((p) => (p.kind === 'colon' ? withStrength(p, true) : p)) });
}

/** Card 39: the Spanish choose an adjacent Indigenous area with the fewest units. */
function eclipseEffect(s: MyaState): MyaState {
  const ca = colonArea(s);
  if (ca === null) return s;
  const cands = [ca === 1 ? 15 : ca - 1, ca === 15 ? 1 : ca + 1].filter((a) => areaAt(s, a).pieces.some((p) => p.side === 'indigenous' && isUnit(p)));
  if (cands.length === 0) return s;
  const counts = cands.map((a) => unitCount(areaAt(s, a), 'indigenous'));
  const min = Math.min(...counts);
  return push(s, choose('spanish', 'eclipse', cands.filter((_, i) => counts[i] === min)));
}

/** Card 10: the Spanish choose where Guacanagarí appears (an area with Taínos if any). */
function guacanagariEffect(s: MyaState): MyaState {
  const withTaino: number[] = [];
  for (let a = 1; a <= 15; a++) if (areaAt(s, a).pieces.some((p) => people(p.kind) === 'taino')) withTaino.push(a);
  const options = withTaino.length > 0 ? withTaino : Array.from({ length: 15 }, (_, i) => i + 1);
  return push(s, choose('spanish', 'guacanagari', options));
}

// ---- card 27: conversion ----

type ConvertTask = Extract<Task, { t: 'convert' }>;

export function convertLegal(s: MyaState, t: ConvertTask): MyaAction[] {
  const out: MyaAction[] = [];
  const seen: string[] = [];
  for (const p of areaAt(s, t.area).pieces) {
    if (p.side !== 'indigenous' || !isUnit(p) || seen.includes(`${p.kind}:${p.reduced}`)) continue;
    seen.push(`${p.kind}:${p.reduced}`);
    out.push({ type: 'hit', piece: p.id });
  }
  return out;
}

/** The chosen unit goes back to its bag and a random settler takes its place; a mixed area fights (Spanish attacking). */
export function convertAct(s: MyaState, t: ConvertTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'hit') throw new Error('convert');
  let next = removePiece(s, t.area, action.piece);
  const r = drawFromBag(next, 'settler', ctx.dice);
  if (r) next = addPiece(r.state, t.area, r.piece);
  if (ctx.log.on) ctx.log.push({ type: 'conversion', rule: 'card 27', text: `${action.piece} in area ${t.area} becomes ${r ? r.piece.id : 'nothing (no settler left)'}` });
  const mixed = r !== null && hasSide(areaAt(next, t.area), 'indigenous');
  return mixed ? replaceTop(next, newCombat(t.area, 'spanish', 'indigenous', null, [], 'card 27')) : pop(next);
}

// ---- card 28: evacuation ----

type EvacuateTask = Extract<Task, { t: 'evacuate' }>;

export function evacuateLegal(s: MyaState, t: EvacuateTask): MyaAction[] {
  const out: MyaAction[] = [];
  const seen: string[] = [];
  for (const p of areaAt(s, t.area).pieces) {
    if (p.side !== 'indigenous' || seen.includes(`${p.kind}:${p.reduced}`)) continue;
    seen.push(`${p.kind}:${p.reduced}`);
    for (const to of [t.area === 1 ? 15 : t.area - 1, t.area === 15 ? 1 : t.area + 1]) {
      if (controller(s, to) === 'indigenous' && canAdd(s, to, p)) out.push({ type: 'withdraw', piece: p.id, to });
    }
  }
  return out.length === 0 ? [] : [{ type: 'pass' }, ...out];
}

export function evacuateAct(s: MyaState, t: EvacuateTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'withdraw') {
    const p = areaAt(s, t.area).pieces.find((x) => x.id === action.piece) as Piece;
    if (ctx.log.on) ctx.log.push({ type: 'withdraw', rule: 'card 28', text: `${pieceLabel(p)} leaves area ${t.area} for ${action.to}` });
    return addPiece(liftPiece(s, t.area, p.id), action.to, p);
  }
  return evacuateAuto(s, t, ctx);
}

/** Whoever stayed is eliminated; the soldiers arrive. */
export function evacuateAuto(s: MyaState, t: EvacuateTask, ctx: StepContext): MyaState {
  let next = s;
  for (const p of areaAt(s, t.area).pieces) if (p.side === 'indigenous') next = removePiece(next, t.area, p.id);
  const r = drawPieces(next, [{ bag: 'soldier', count: t.soldiers }], ctx);
  next = r.state;
  for (const p of r.pieces) next = addPiece(next, t.area, p);
  if (ctx.log.on) ctx.log.push({ type: 'negotiation', rule: 'card 28', text: `${r.pieces.length} soldier(s) hold area ${t.area}` });
  return pop(next);
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
    case 'colonHealth': {
      if (o === 0) return next;
      let out = next;
      if (t.purpose === 'colonHealth' && out.colon !== 'map') {
        const colon = out.offMap.find((p) => p.kind === 'colon') as Piece;
        out = patchState(addPiece(out, o, colon), { offMap: out.offMap.filter((p) => p.kind !== 'colon'), colon: 'map' });
      }
      if (ctx.log.on) ctx.log.push({ type: 'activate', rule: t.purpose === 'turn1Activate' ? '4.3.1 VI' : 'card 37', text: `Spanish activate area ${o}` });
      return push(out, { t: 'settle' }, newActivation('spanish', o, true));
    }
    case 'colonPlace': {
      const colon = s.offMap.find((p) => p.kind === 'colon') as Piece;
      if (ctx.log.on) ctx.log.push({ type: 'colon', text: `Colón is placed in area ${o}` });
      return patchState(addPiece(next, o, colon), { offMap: next.offMap.filter((p) => p.kind !== 'colon'), colon: 'map' });
    }
    case 'paradise': {
      let out = next;
      for (const p of areaAt(next, o).pieces) if (p.side === t.seat && p.reduced && !pieceData(p.kind).reducedOnly) out = replacePiece(out, o, withStrength(p, false));
      if (ctx.log.on) ctx.log.push({ type: 'paradise', rule: 'card 29', text: `${t.seat}: every unit in area ${o} is restored` });
      return out;
    }
    case 'eclipse': {
      let out = next;
      for (const p of areaAt(next, o).pieces) if (p.side === 'indigenous' && isUnit(p)) out = removePiece(out, o, p.id);
      if (ctx.log.on) ctx.log.push({ type: 'eclipse', rule: 'card 39', text: `Every Indigenous unit in area ${o} is eliminated` });
      return push(out, { t: 'settle' });
    }
    case 'intrigue': {
      if (o === 0) return changeRoyalSupport(next, -2, 'card 38', ctx);
      const a = colonArea(next) as number;
      const colon = areaAt(next, a).pieces.find((p) => p.kind === 'colon') as Piece;
      if (ctx.log.on) ctx.log.push({ type: 'colon', rule: 'card 38', text: 'Colón is set aside until the start of next turn' });
      return push(patchState(liftPiece(next, a, 'colon'), { colon: 'aside', offMap: [...next.offMap, colon] }), { t: 'settle' });
    }
    case 'hijosCitadel':
      if (ctx.log.on) ctx.log.push({ type: 'citadel', rule: 'card 26', text: `The palisade in area ${o} becomes a citadel` });
      return setArea(next, o, { ...areaAt(next, o), palisade: false, citadel: true });
    case 'guacanagari':
      // Card 10, first the area; then the Taínos to remove (removeTainosLegal / removeTainosAct).
      return push(next, guacanagariRemoval(o, CARD_10.removeTainos));
    case 'hijosSwap': {
      if (o === 0) return next;
      let out = removePiece(next, o, 'hijos');
      const r = drawPieces(out, [{ bag: 'carib', count: 3 }], ctx);
      out = r.state;
      for (const p of r.pieces) out = addPiece(out, o, p);
      if (ctx.log.on) ctx.log.push({ type: 'hijos', rule: 'card 26', text: `The Hijos de Caonabó are swapped for ${r.pieces.length} Caribs in area ${o}` });
      return out;
    }
  }
  return next;
}

// ---- card 10: Apoyo de Guacanagarí ----
//
// The card: "Remove up to 3 Taínos from one area, place Guacanagarí (Spanish side) and +3 settlers
// there". It leaves the Spanish three choices: the area (a `choose` among the areas with Taínos),
// how many Taínos go (0 to 3: "up to") and which ones (caciques or naborias, full or reduced; the
// rest stay and fight the arrivals). The Taínos are removed one at a time with `{ type: 'hit',
// piece }` (retired to their bag, 4.2), and `{ type: 'pass' }` stops; then Guacanagarí and the
// settlers arrive. The removal step is its own task, `removeTainos`.

type RemoveTainosTask = Extract<Task, { t: 'removeTainos' }>;

/** Card 10's numbers, read from the card data. */
const CARD_10 = card10Effect();

function card10Effect(): { readonly settlers: number; readonly removeTainos: number } {
  for (const e of EVENT_BY_ID.get(10)?.effects ?? []) if (e.kind === 'guacanagari') return e;
  throw new Error('card 10 has no guacanagari effect');
}

function guacanagariRemoval(area: number, left: number): RemoveTainosTask {
  return { t: 'removeTainos', seat: 'spanish', area, left };
}

/** A Taíno unit (a cacique or a naboria; Guacanagarí is a leader, not a unit). */
const isTainoUnit = (p: Piece): boolean => people(p.kind) === 'taino' && isUnit(p);

/** Stop (`pass`), or remove one more Taíno of the area: one entry per kind and side shown. */
export function removeTainosLegal(s: MyaState, t: RemoveTainosTask): MyaAction[] {
  const { area, left } = t;
  const out: MyaAction[] = [{ type: 'pass' }];
  if (left <= 0) return out;
  const pieces = areaAt(s, area).pieces;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    if (isTainoUnit(p) && !twinBefore(pieces, i)) out.push({ type: 'hit', piece: p.id });
  }
  return out;
}

export function removeTainosAct(s: MyaState, t: RemoveTainosTask, action: MyaAction, ctx: StepContext): MyaState {
  const { area, left } = t;
  if (action.type === 'hit') {
    const p = areaAt(s, area).pieces.find((x) => x.id === action.piece) as Piece;
    if (ctx.log.on) ctx.log.push({ type: 'guacanagari', rule: 'card 10', area, text: `${pieceLabel(p)} is removed from area ${area} (card 10)` });
    return replaceTop(removePiece(s, area, p.id), guacanagariRemoval(area, left - 1));
  }
  if (action.type !== 'pass') throw new Error(`card 10 cannot take ${action.type}`);
  return guacanagariArrives(pop(s), area, ctx);
}

/** Guacanagarí (Spanish side, unless already in play or out of the game) and the settlers arrive; then a fight if Indigenous remain. */
function guacanagariArrives(s: MyaState, area: number, ctx: StepContext): MyaState {
  let out = s;
  if (!out.leadersOut.includes('guacanagari') && leaderOnMap(out, 'guacanagari') === null) out = addPiece(out, area, leaderPiece('guacanagari', 'spanish'));
  const r = drawPieces(out, [{ bag: 'settler', count: CARD_10.settlers }], ctx);
  out = r.state;
  let placed = 0;
  for (const p of r.pieces) {
    if (canAdd(out, area, p)) {
      out = addPiece(out, area, p);
      placed++;
    } else out = returnToBag(out, p);
  }
  if (ctx.log.on) ctx.log.push({ type: 'guacanagari', rule: 'card 10', area, text: `Guacanagarí (Spanish side) and ${placed} settler(s) arrive in area ${area}` });
  const tasks: Task[] = [{ t: 'settle' }];
  if (hasSide(areaAt(out, area), 'indigenous') && hasSide(areaAt(out, area), 'spanish')) tasks.push(newCombat(area, 'spanish', 'indigenous', null, [], 'card 10'));
  return push(out, ...tasks);
}
