/**
 * Deployment of new units: by the rule of an Event/Destiny card (4.3.2 II) or by the
 * reinforcement priorities (4.3.2 III), with the PRR spending and the Royal scribes' free action.
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import {
  addPiece, adjacent, areaAt, bagSize, canAdd, colonArea, conflictBlocks, controller, drawFromBag, hasSide, isEmpty, isUnit, other, pieceLabel,
  returnToBag, unitCount,
} from './board.js';
import { newCombat } from './combat.js';
import { EVENT_BY_ID, type AreaTier } from './data/cards.js';
import { BAG_SIDE, BAGS, PIECES, type Bag } from './data/units.js';
import { scribeReady, useScribe } from './movement.js';
import type { MyaState, Piece, Side, Task } from './state.js';
import { pop, push, replaceTop } from './tasks.js';

type DeployTask = Extract<Task, { t: 'deploy' }>;
type PrrTask = Extract<Task, { t: 'prr' }>;

function tierAreas(s: MyaState, seat: Side, tier: AreaTier): number[] {
  const colon = colonArea(s);
  let out: number[] = [];
  for (let a = 1; a <= 15; a++) {
    if (tier.among && !tier.among.includes(a)) continue;
    if (tier.notColonOnTurn === s.turn && a === colon) continue;
    const c = controller(s, a);
    switch (tier.filter) {
      case 'any': break;
      case 'empty': if (!isEmpty(s, a)) continue; break;
      case 'own': if (c !== seat) continue; break;
      case 'spanish': if (c !== 'spanish') continue; break;
      case 'notSpanish': if (c === 'spanish') continue; break;
      case 'colon': if (a !== colon) continue; break;
    }
    out.push(a);
  }
  if (tier.fewest && out.length > 1) {
    const whose = tier.fewest === 'spanish' ? 'spanish' : other(seat);
    const counts = out.map((a) => unitCount(areaAt(s, a), whose));
    const min = Math.min(...counts);
    out = out.filter((_, i) => counts[i] === min);
  }
  return out;
}

/** 4.3.2 III deployment priorities: own areas, then empty areas next to them, then enemy areas next to them. */
export function reinforcementAreas(s: MyaState, seat: Side, p: Piece): number[] {
  const own: number[] = [];
  for (let a = 1; a <= 15; a++) if (controller(s, a) === seat) own.push(a);
  const first = own.filter((a) => canAdd(s, a, p));
  if (first.length > 0) return first;
  const near = (a: number): boolean => own.some((o) => adjacent(o, a));
  const empty: number[] = [];
  const enemy: number[] = [];
  for (let a = 1; a <= 15; a++) {
    if (!near(a) || !canAdd(s, a, p)) continue;
    if (isEmpty(s, a)) empty.push(a);
    else if (controller(s, a) === other(seat)) enemy.push(a);
  }
  return empty.length > 0 ? empty : enemy;
}

/** Where a drawn piece of a deployment may go (the deploying side places its drawn pieces in the order it likes). */
export function deployOptions(s: MyaState, t: DeployTask, p: Piece): number[] {
  if (t.area !== null) return [t.area];
  if (t.where === 'reinforcement') return reinforcementAreas(s, t.seat, p);
  for (const tier of t.where) {
    const areas = tierAreas(s, t.seat, tier);
    if (t.overstack) {
      // The icon lifts the stacking limit, not the Indigenous conflict (4.3.2 I).
      const ok = areas.filter((a) => !conflictBlocks(s, areaAt(s, a), p.kind));
      if (ok.length > 0) return ok;
      continue;
    }
    let ok = areas.filter((a) => canAdd(s, a, p));
    if (t.spread.length > 0) {
      // Card 7: at least one unit in each of the areas, as long as the units left allow it.
      const unvisited = ok.filter((a) => t.spread.includes(a) && !t.placed.includes(a));
      if (unvisited.length > 0 && unvisited.length >= t.pieces.length) ok = unvisited;
    }
    if (ok.length > 0) return ok;
  }
  return [];
}

export function deployLegal(s: MyaState, t: DeployTask): MyaAction[] {
  const out: MyaAction[] = [];
  if (t.overstack) {
    // Over-stacking icon: the only choice is the one area; the order of the pieces does not matter.
    const p = t.pieces[0];
    if (!p || t.area !== null) return [];
    return deployOptions(s, t, p).map((area) => ({ type: 'place', piece: p.id, area }));
  }
  const seen: string[] = [];
  for (const p of t.pieces) {
    const key = `${p.kind}:${p.reduced}`;
    if (seen.includes(key)) continue;
    seen.push(key);
    for (const area of deployOptions(s, t, p)) out.push({ type: 'place', piece: p.id, area });
  }
  return out;
}

export function deployAct(s: MyaState, t: DeployTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'place') throw new Error('deploy');
  const p = t.pieces.find((x) => x.id === action.piece) as Piece;
  let next = addPiece(s, action.area, p);
  if (p.kind === 'colon') next = { ...next, colon: 'map' };
  if (ctx.log.on) ctx.log.push({ type: 'deploy', rule: t.where === 'reinforcement' ? '4.3.2 III' : '4.3.2 II', area: action.area, text: `${pieceLabel(p)} deployed in area ${action.area} (${t.label})` });
  return replaceTop(next, {
    ...t,
    pieces: t.pieces.filter((x) => x.id !== p.id),
    area: t.overstack ? action.area : null,
    placed: t.placed.includes(action.area) ? t.placed : [...t.placed, action.area],
  });
}

/** No area can take any piece left (or all are placed): they go back, and the deployment ends with its combats. */
export function deployAuto(s: MyaState, t: DeployTask, ctx: StepContext): MyaState {
  const p = t.pieces[0];
  if (p && t.overstack && t.area !== null) return deployAct(s, t, { type: 'place', piece: p.id, area: t.area }, ctx);
  if (p) {
    if (ctx.log.on) ctx.log.push({ type: 'deployFailed', rule: '4.3.2', text: `${pieceLabel(p)} finds no valid area and goes back` });
    // A unit returns to its bag; a leader stays out (Colón keeps his prison box).
    let back = isUnit(p) ? returnToBag(s, p) : s;
    if (p.kind === 'colon') back = { ...back, colon: 'prison', offMap: [...back.offMap, p] };
    return replaceTop(back, { ...t, pieces: t.pieces.slice(1) });
  }
  const tasks: Task[] = [{ t: 'settle' }];
  for (const a of t.placed) {
    const area = areaAt(s, a);
    if (hasSide(area, 'spanish') && hasSide(area, 'indigenous')) {
      tasks.push(newCombat(a, t.seat, other(t.seat), t.strikeFirst ? 'a' : null, [], t.label));
    }
  }
  if (t.seat === 'spanish' && t.scribes) {
    const areas = t.placed.filter((a) => scribeReady(s, a));
    if (areas.length > 0) tasks.push({ t: 'scribeOffer', seat: 'spanish', areas });
  }
  return replaceTop(s, ...tasks);
}

/** Draws the listed pieces at random from their bags (4.3.2 II: drawn first, then deployed). */
export function drawPieces(s: MyaState, draws: readonly { bag: Bag; count: number }[], ctx: StepContext): { state: MyaState; pieces: Piece[] } {
  let next = s;
  const pieces: Piece[] = [];
  for (const d of draws) {
    for (let i = 0; i < d.count; i++) {
      const r = drawFromBag(next, d.bag, ctx.dice);
      if (!r) break;
      next = r.state;
      pieces.push(r.piece);
    }
  }
  return { state: next, pieces };
}

// ---- 4.3.2 III Replacement and Reinforcement points ----

/** PRR from the two VRR: a difference of 0 or 1 gives both 2; otherwise the lower VRR gets the difference and the higher 1. */
export function prrFromVrr(spanishVrr: number, indigenousVrr: number): { spanish: number; indigenous: number } {
  const diff = Math.abs(spanishVrr - indigenousVrr);
  if (diff <= 1) return { spanish: 2, indigenous: 2 };
  return spanishVrr < indigenousVrr ? { spanish: diff, indigenous: 1 } : { spanish: 1, indigenous: diff };
}

export function prrPoints(s: MyaState): { spanish: number; indigenous: number } {
  const sp = s.played.spanish === null ? null : EVENT_BY_ID.get(s.played.spanish);
  const ind = s.played.indigenous === null ? null : EVENT_BY_ID.get(s.played.indigenous);
  return prrFromVrr(sp?.vrr ?? 0, ind?.vrr ?? 0);
}

export function prrLegal(s: MyaState, t: PrrTask): MyaAction[] {
  if (t.points <= 0) return [];
  // 4.3.2 III: each side uses its PRR freely; it may stop spending (5.3.4: the Nitayno only draws).
  const out: MyaAction[] = [{ type: 'pass' }];
  for (const bag of BAGS) {
    if (BAG_SIDE[bag] !== t.seat || bag === t.lastBag) continue;
    if (bagSize(s, bag) > 0) out.push({ type: 'draw', bag });
  }
  const seen = new Set<string>();
  for (const area of s.map) {
    for (const p of area.pieces) {
      if (p.side !== t.seat || !p.reduced || PIECES[p.kind].reducedOnly) continue;
      if (seen.has(p.kind)) continue;
      seen.add(p.kind);
      out.push({ type: 'flip', piece: p.id });
    }
  }
  return out;
}

export function prrAct(s: MyaState, t: PrrTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'draw') {
    const r = drawFromBag(s, action.bag, ctx.dice);
    if (!r) throw new Error('empty bag');
    if (ctx.log.on) ctx.log.push({ type: 'reinforcement', rule: '4.3.2 III', text: `${t.seat} draws ${pieceLabel(r.piece)} (1 PRR)` });
    return replaceTop(r.state, { ...t, points: t.points - 1, lastBag: action.bag, drawn: [...t.drawn, r.piece] });
  }
  if (action.type === 'flip') {
    let next = s;
    for (let a = 1; a <= 15; a++) {
      const area = areaAt(next, a);
      const p = area.pieces.find((x) => x.id === action.piece);
      if (p) {
        const map = next.map.slice();
        map[a - 1] = { ...area, pieces: area.pieces.map((x) => (x.id === p.id ? { ...x, reduced: false } : x)) };
        next = { ...next, map };
        if (ctx.log.on) ctx.log.push({ type: 'replacement', rule: '4.3.2 III', text: `${pieceLabel(p)} is flipped to full strength (1 PRR)` });
        break;
      }
    }
    return replaceTop(next, { ...t, points: t.points - 1 });
  }
  if (action.type === 'pass') return prrAuto(s, { ...t, points: 0 });
  throw new Error(`prr cannot take ${action.type}`);
}

/** The PRR are spent (or nothing is left to buy): the drawn units are deployed by the priorities. */
export function prrAuto(s: MyaState, t: PrrTask): MyaState {
  if (t.drawn.length === 0) return pop(s);
  return replaceTop(s, {
    t: 'deploy', seat: t.seat, pieces: t.drawn, where: 'reinforcement', overstack: false, strikeFirst: false, spread: [], area: null,
    placed: [], scribes: false, label: 'reinforcements',
  });
}

// ---- 4.4.3 Royal scribes, free action in the Event and Reinforcement phases ----

export function scribeOfferLegal(s: MyaState, t: Extract<Task, { t: 'scribeOffer' }>): MyaAction[] {
  const out: MyaAction[] = [];
  for (let a = 1; a <= 15; a++) {
    if (t.areas.length > 0 && !t.areas.includes(a)) continue;
    if (scribeReady(s, a)) out.push({ type: 'scribe', area: a });
  }
  return out.length === 0 ? [] : [{ type: 'pass' }, ...out];
}

export function scribeOfferAct(s: MyaState, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'pass') return pop(s);
  if (action.type !== 'scribe') throw new Error('scribeOffer');
  // The VP marker follows at once (settle on top), then the offer stands for other areas.
  return push(useScribe(s, action.area, ctx), { t: 'settle' });
}
