/**
 * Deployment of new units: by the rule of an Event/Destiny card (4.3.2 II) or by the
 * reinforcement priorities (4.3.2 III), and the spending of the Replacement and Reinforcement
 * points (PRR, 4.3.2 III). The Royal scribes' free action after a deployment is scribes.ts (4.4.3).
 */
import type { DieRoll, StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { hasBit, withBit, type Bits } from '../../core/index.js';
import { ADJACENT_MASK, areaAt, conflictTurn, isUnit, other, pieceLabel, twinBefore } from './board.js';
import { bagCount, bagDrawEvent, bagSize, bagsWith, drawRoll, newPiece, rollFromBag } from './bags.js';
import { controlOf, hasSide, INDIGENOUS_HERE, SPANISH_HERE } from './control.js';
import { peoplesBarMask, peoplesOf, stackLimit, unitCount } from './stacking.js';
import { returnToBag, withStrength } from './edits.js';
import { newCombat } from './combat.js';
import { EVENT_BY_ID, type AreaTier } from './data/cards.js';
import { BAG_SIDE, BAGS, type Bag, type PieceKind, type UnitKind } from './data/units.js';
import { CARIB, COLON, kindFlags, pieceData, TAINO, UNIT } from './kinds.js';
import { scribeReady } from './scribes.js';
import { patchState } from './phase-state.js';
import type { AreaState, MyaState, Piece, Side, Task } from './state.js';
import { pop, replaceTop, withTasksMap } from './tasks.js';

type DeployTask = Extract<Task, { t: 'deploy' }>;
type PrrTask = Extract<Task, { t: 'prr' }>;

/**
 * What deployment reads of the board, once per legal list (the same areas are otherwise read
 * again for every piece kind and every tier), as area masks (bit `a` for area `a`): control (4.2),
 * empty areas (no piece, no citadel), room for one more unit of each side under the stacking limit
 * (4.2), and on a conflict turn the areas holding Caribs or Taínos that bar the other people
 * (4.3.2 I); and where Colón stands.
 */
interface BoardFacts {
  readonly spanish: Bits;
  readonly indigenous: Bits;
  readonly empty: Bits;
  readonly spanishRoom: Bits;
  readonly indigenousRoom: Bits;
  readonly caribAreas: Bits;
  readonly tainoAreas: Bits;
  readonly colon: number | null;
}

function boardFacts(s: MyaState): BoardFacts {
  const conflict = conflictTurn(s);
  const spLimit = stackLimit(s, 'spanish');
  const inLimit = stackLimit(s, 'indigenous');
  let spanish = 0;
  let indigenous = 0;
  let empty = 0;
  let spanishRoom = 0;
  let indigenousRoom = 0;
  let caribAreas = 0;
  let tainoAreas = 0;
  let colon: number | null = null;
  for (let a = 1; a <= 15; a++) {
    const area = s.map[a - 1] as AreaState;
    const pieces = area.pieces;
    // Each area read in one pass: the sides there, each side's units (4.2: leaders do not count) and the kinds' bits.
    let sides = 0;
    let spanishUnits = 0;
    let indigenousUnits = 0;
    let flags = 0;
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i] as Piece;
      const f = kindFlags(p.kind);
      flags |= f;
      if (p.side === 'spanish') {
        sides |= SPANISH_HERE;
        if ((f & UNIT) !== 0) spanishUnits++;
      } else {
        sides |= INDIGENOUS_HERE;
        if ((f & UNIT) !== 0) indigenousUnits++;
      }
    }
    const control = controlOf(sides, area.citadel);
    if (control === 'spanish') spanish = withBit(spanish, a);
    else if (control === 'indigenous') indigenous = withBit(indigenous, a);
    if (sides === 0 && !area.citadel) empty = withBit(empty, a);
    if (spanishUnits < spLimit) spanishRoom = withBit(spanishRoom, a);
    if (indigenousUnits < inLimit) indigenousRoom = withBit(indigenousRoom, a);
    if (conflict) {
      const peoples = peoplesOf(area, flags);
      if ((peoples & CARIB) !== 0) caribAreas = withBit(caribAreas, a);
      if ((peoples & TAINO) !== 0) tainoAreas = withBit(tainoAreas, a);
    }
    if (colon === null && (flags & COLON) !== 0) colon = a;
  }
  // Colón counts only while he is on the map (board.ts colonArea).
  return { spanish, indigenous, empty, spanishRoom, indigenousRoom, caribAreas, tainoAreas, colon: s.colon === 'map' ? colon : null };
}

/** The areas the side controls (4.2). */
const controlled = (c: BoardFacts, side: Side): Bits => (side === 'spanish' ? c.spanish : c.indigenous);

/** 4.3.2 I conflict only (the over-stacking icon lifts the stacking limit, not the conflict). */
function factsBar(c: BoardFacts, a: number, kind: PieceKind): boolean {
  return hasBit(peoplesBarMask(kindFlags(kind), c.caribAreas, c.tainoAreas), a);
}

/** `canAdd` read from the board's facts: conflict, then the stacking limit for units. */
function factsCanAdd(c: BoardFacts, a: number, p: Piece): boolean {
  if (factsBar(c, a, p.kind)) return false;
  if ((kindFlags(p.kind) & UNIT) === 0) return true;
  return hasBit(p.side === 'spanish' ? c.spanishRoom : c.indigenousRoom, a);
}

function tierAreas(s: MyaState, c: BoardFacts, seat: Side, tier: AreaTier): number[] {
  const colon = c.colon;
  const among = tier.among;
  const skipColon = tier.notColonOnTurn === s.turn;
  const filter = tier.filter;
  const out: number[] = [];
  for (let a = 1; a <= 15; a++) {
    if (among !== undefined && !among.includes(a)) continue;
    if (skipColon && a === colon) continue;
    switch (filter) {
      case 'any':
        break;
      case 'empty':
        if (!hasBit(c.empty, a)) continue;
        break;
      case 'own':
        if (!hasBit(controlled(c, seat), a)) continue;
        break;
      case 'spanish':
        if (!hasBit(c.spanish, a)) continue;
        break;
      case 'notSpanish':
        if (hasBit(c.spanish, a)) continue;
        break;
      case 'colon':
        if (a !== colon) continue;
        break;
    }
    out.push(a);
  }
  if (tier.fewest !== undefined && out.length > 1) {
    const counted: Side = tier.fewest === 'spanish' || seat === 'indigenous' ? 'spanish' : 'indigenous';
    let min = Infinity;
    for (const a of out) min = Math.min(min, unitCount(areaAt(s, a), counted));
    return out.filter((a) => unitCount(areaAt(s, a), counted) === min);
  }
  return out;
}

function reinforcementFrom(c: BoardFacts, seat: Side, p: Piece): number[] {
  const first: number[] = [];
  const own = controlled(c, seat);
  for (let a = 1; a <= 15; a++) if (hasBit(own, a) && factsCanAdd(c, a, p)) first.push(a);
  if (first.length > 0) return first;
  const empty: number[] = [];
  const enemy: number[] = [];
  const foe = controlled(c, other(seat));
  for (let a = 1; a <= 15; a++) {
    if (((ADJACENT_MASK[a] as number) & own) === 0 || !factsCanAdd(c, a, p)) continue;
    if (hasBit(c.empty, a)) empty.push(a);
    else if (hasBit(foe, a)) enemy.push(a);
  }
  return empty.length > 0 ? empty : enemy;
}

/** 4.3.2 III deployment priorities: own areas, then empty areas next to them, then enemy areas next to them. */
export function reinforcementAreas(s: MyaState, seat: Side, p: Piece): number[] {
  return reinforcementFrom(boardFacts(s), seat, p);
}

/** Where a drawn piece of a deployment may go (the deploying side places its drawn pieces in the order it likes). */
export function deployOptions(s: MyaState, t: DeployTask, p: Piece): number[] {
  if (t.area !== null) return [t.area];
  return optionsFrom(s, boardFacts(s), t, p, null);
}

function optionsFrom(s: MyaState, c: BoardFacts, t: DeployTask, p: Piece, tiers: (number[] | undefined)[] | null): number[] {
  if (t.where === 'reinforcement') return reinforcementFrom(c, t.seat, p);
  const where = t.where;
  for (let w = 0; w < where.length; w++) {
    // A tier's areas do not depend on the piece: built once per legal list.
    let areas = tiers === null ? undefined : tiers[w];
    if (areas === undefined) {
      areas = tierAreas(s, c, t.seat, where[w] as AreaTier);
      if (tiers !== null) tiers[w] = areas;
    }
    const ok: number[] = [];
    if (t.overstack) {
      // The icon lifts the stacking limit, not the Indigenous conflict (4.3.2 I).
      for (const a of areas) if (!factsBar(c, a, p.kind)) ok.push(a);
      if (ok.length > 0) return ok;
      continue;
    }
    for (const a of areas) if (factsCanAdd(c, a, p)) ok.push(a);
    if (t.spread.length > 0) {
      // Card 7: at least one unit in each of the areas, as long as the units left allow it.
      const unvisited: number[] = [];
      for (const a of ok) if (t.spread.includes(a) && !t.placed.includes(a)) unvisited.push(a);
      if (unvisited.length > 0 && unvisited.length >= t.pieces.length) return unvisited;
    }
    if (ok.length > 0) return ok;
  }
  return [];
}

export function deployLegal(s: MyaState, t: DeployTask): MyaAction[] {
  const out: MyaAction[] = [];
  const pieces = t.pieces;
  if (t.overstack) {
    // Over-stacking icon: the only choice is the one area; the order of the pieces does not matter.
    const p = pieces[0];
    if (!p || t.area !== null) return [];
    for (const area of optionsFrom(s, boardFacts(s), t, p, null)) out.push({ type: 'place', piece: p.id, area });
    return out;
  }
  if (pieces.length === 0) return out;
  const c = t.area === null ? boardFacts(s) : null;
  const tiers: (number[] | undefined)[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    // One entry per kind and side shown: the same counter twice is the same choice.
    if (twinBefore(pieces, i)) continue;
    if (c === null) {
      out.push({ type: 'place', piece: p.id, area: t.area as number });
      continue;
    }
    for (const area of optionsFrom(s, c, t, p, tiers)) out.push({ type: 'place', piece: p.id, area });
  }
  return out;
}

/** The deployment task with its pieces and areas changed (a fixed-shape copy). */
function deployWith(t: DeployTask, pieces: readonly Piece[], area: number | null, placed: readonly number[]): DeployTask {
  return {
    t: 'deploy',
    seat: t.seat,
    pieces,
    where: t.where,
    overstack: t.overstack,
    strikeFirst: t.strikeFirst,
    spread: t.spread,
    area,
    placed,
    scribes: t.scribes,
    label: t.label,
  };
}

export function deployAct(s: MyaState, t: DeployTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'place') throw new Error('deploy');
  const to = action.area;
  // The piece leaves the task's list and joins the area: one new map, one new task, one new state.
  const rest: Piece[] = [];
  let p: Piece | undefined;
  for (const x of t.pieces) {
    if (x.id === action.piece) p = x;
    else rest.push(x);
  }
  const old = s.map[to - 1] as AreaState;
  const pieces = old.pieces.slice();
  pieces.push(p as Piece);
  // The over-stacking icon: the other pieces can only follow it to that area, in their order (as
  // `deployAuto` would place them one by one), so they join it now.
  if (t.overstack) for (const x of rest) pieces.push(x);
  let colon = false;
  for (let i = old.pieces.length; i < pieces.length; i++) {
    const piece = pieces[i] as Piece;
    if (piece.kind === 'colon') colon = true;
    if (ctx.log.on)
      ctx.log.push({
        type: 'deploy',
        rule: t.where === 'reinforcement' ? '4.3.2 III' : '4.3.2 II',
        area: to,
        text: `${pieceLabel(piece)} deployed in area ${to} (${t.label})`,
      });
  }
  const map = s.map.slice();
  map[to - 1] = { pieces, parchment: old.parchment, palisade: old.palisade, citadel: old.citadel, anacaona: old.anacaona };
  let placed = t.placed;
  if (!placed.includes(to)) {
    const more = placed.slice();
    more.push(to);
    placed = more;
  }
  const left = t.overstack ? [] : rest;
  // The last piece placed: the deployment ends in this step (as `deployAuto` would end it next).
  if (left.length === 0) return deploymentOver(s, t, placed, map, colon);
  const tasks = s.tasks.slice(0, -1);
  tasks.push(deployWith(t, left, t.overstack ? to : null, placed));
  return colon ? patchState(s, { map, tasks, colon: 'map' }) : withTasksMap(s, tasks, map);
}

/** No area can take any piece left (or all are placed): they go back, and the deployment ends with its combats. */
export function deployAuto(s: MyaState, t: DeployTask, ctx: StepContext): MyaState {
  const p = t.pieces[0];
  if (p && t.overstack && t.area !== null) return deployAct(s, t, { type: 'place', piece: p.id, area: t.area }, ctx);
  if (p) {
    if (ctx.log.on) ctx.log.push({ type: 'deploy-failed', rule: '4.3.2', text: `${pieceLabel(p)} finds no valid area and goes back` });
    // A unit returns to its bag; a leader stays out (Colón keeps his prison box).
    let back = isUnit(p) ? returnToBag(s, p) : s;
    if (p.kind === 'colon') back = patchState(back, { colon: 'prison', offMap: [...back.offMap, p] });
    return replaceTop(back, deployWith(t, t.pieces.slice(1), t.area, t.placed));
  }
  return deploymentOver(s, t, t.placed, s.map, false);
}

/**
 * The deployment is over (its pieces placed or sent back; the state holds its task on top, the
 * map given is the map after it): the task gives way to settle, a combat in each area it
 * reached that holds both sides, and the Royal scribes' offer (4.4.3). One state copy.
 */
function deploymentOver(s: MyaState, t: DeployTask, placed: readonly number[], map: readonly AreaState[], colon: boolean): MyaState {
  const tasks = s.tasks.slice(0, -1);
  tasks.push({ t: 'settle' });
  for (const a of placed) {
    const area = map[a - 1] as AreaState;
    if (hasSide(area, 'spanish') && hasSide(area, 'indigenous')) {
      tasks.push(newCombat(a, t.seat, other(t.seat), t.strikeFirst ? 'a' : null, [], t.label));
    }
  }
  const next = colon ? patchState(s, { map, tasks, colon: 'map' }) : withTasksMap(s, tasks, map);
  if (t.seat === 'spanish' && t.scribes) {
    // 4.4.3: the Royal scribes may act in the areas that just received units (read on the new
    // state, whose task list was made here and is not yet shared: it is completed in place).
    const areas: number[] = [];
    for (const a of placed) if (scribeReady(next, a)) areas.push(a);
    if (areas.length > 0) tasks.push({ t: 'scribeOffer', seat: 'spanish', areas });
  }
  return next;
}

/**
 * Draws the listed pieces at random from their bags (4.3.2 II: drawn first, then deployed): the
 * same picks as repeated bags.ts `drawFromBag`, with one state copy at the end.
 */
export function drawPieces(s: MyaState, draws: readonly { bag: Bag; count: number }[], ctx: StepContext): { state: MyaState; pieces: Piece[] } {
  const pieces: Piece[] = [];
  let bags: Record<UnitKind, number> | null = null;
  let nextId = s.nextId;
  for (const d of draws) {
    const first = pieces.length;
    const rolls: DieRoll[] | null = ctx.log.on ? [] : null;
    for (let i = 0; i < d.count; i++) {
      const r = rollFromBag(bags ?? s.bags, d.bag, ctx.dice);
      // An empty bag ends this draw (4.2).
      if (r === null) break;
      const k = r.kind;
      const from: Readonly<Record<UnitKind, number>> = bags ?? s.bags;
      bags = bagsWith(from, k, bagCount(from, k) - 1);
      pieces.push(newPiece(k, nextId));
      nextId++;
      rolls?.push(drawRoll(d.bag, r.value, r.faces));
    }
    if (rolls !== null && rolls.length > 0) ctx.log.push(bagDrawEvent(d.bag, pieces.slice(first), rolls));
  }
  return { state: bags === null ? s : patchState(s, { bags, nextId }), pieces };
}

// ---- 4.3.2 III Replacement and Reinforcement points ----

/** Replacement and Reinforcement points of each side (4.3.2 III). */
export interface PrrPoints {
  /** The Spanish side's points. */
  readonly spanish: number;
  /** The Indigenous side's points. */
  readonly indigenous: number;
}

/** 4.3.2 III: PRR from the two VRR: a difference of 0 or 1 gives both 2; otherwise the lower VRR gets the difference and the higher 1. */
export function prrFromVrr(spanishVrr: number, indigenousVrr: number): PrrPoints {
  const diff = Math.abs(spanishVrr - indigenousVrr);
  if (diff <= 1) return { spanish: 2, indigenous: 2 };
  return spanishVrr < indigenousVrr ? { spanish: diff, indigenous: 1 } : { spanish: 1, indigenous: diff };
}

/** 4.3.2 III: the PRR of this turn, from the VRR of the two Event cards played (0 for none). */
export function prrPoints(s: MyaState): PrrPoints {
  const sp = s.played.spanish === null ? null : EVENT_BY_ID.get(s.played.spanish);
  const ind = s.played.indigenous === null ? null : EVENT_BY_ID.get(s.played.indigenous);
  return prrFromVrr(sp?.vrr ?? 0, ind?.vrr ?? 0);
}

/** The bags of each side, in the order of BAGS (the order of the legal list). */
const SIDE_BAGS: Readonly<Record<Side, readonly Bag[]>> = {
  spanish: BAGS.filter((b) => BAG_SIDE[b] === 'spanish'),
  indigenous: BAGS.filter((b) => BAG_SIDE[b] === 'indigenous'),
};

export function prrLegal(s: MyaState, t: PrrTask): MyaAction[] {
  if (t.points <= 0) return [];
  // 4.3.2 III: each side uses its PRR freely; it may stop spending (5.3.4: the Nitayno only draws).
  const out: MyaAction[] = [{ type: 'pass' }];
  for (const bag of SIDE_BAGS[t.seat]) {
    if (bag === t.lastBag) continue;
    if (bagSize(s, bag) > 0) out.push({ type: 'draw', bag });
  }
  // One flip per kind: two reduced counters of a kind are the same choice.
  const seat = t.seat;
  const seen: PieceKind[] = [];
  const map = s.map;
  for (let i = 0; i < map.length; i++) {
    const pieces = (map[i] as AreaState).pieces;
    for (let j = 0; j < pieces.length; j++) {
      const p = pieces[j] as Piece;
      // Guacanagarí has only his reduced side (rulebook 3): never flipped.
      if (!p.reduced || p.side !== seat || pieceData(p.kind).reducedOnly || seen.includes(p.kind)) continue;
      seen.push(p.kind);
      out.push({ type: 'flip', piece: p.id });
    }
  }
  return out;
}

/** The PRR task after one point is spent (a fixed-shape copy). */
function spent(t: PrrTask, lastBag: Bag | null, drawn: readonly Piece[]): PrrTask {
  return { t: 'prr', seat: t.seat, points: t.points - 1, lastBag, drawn };
}

export function prrAct(s: MyaState, t: PrrTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'draw') {
    const pick = rollFromBag(s.bags, action.bag, ctx.dice);
    if (pick === null) throw new Error('empty bag');
    const k = pick.kind;
    const piece = newPiece(k, s.nextId);
    if (ctx.log.on) {
      ctx.log.push({
        type: 'reinforcement',
        rule: '4.3.2 III',
        text: `${t.seat} draws ${pieceLabel(piece)} (1 PRR; a d${pick.faces} for the ${pick.faces} counters of the ${action.bag} bag: ${pick.value})`,
        rolls: [drawRoll(action.bag, pick.value, pick.faces)],
        modifiers: [],
      });
    }
    const bags = bagsWith(s.bags, k, bagCount(s.bags, k) - 1);
    const drawn = t.drawn.slice();
    drawn.push(piece);
    const tasks = s.tasks.slice(0, -1);
    tasks.push(spent(t, action.bag, drawn));
    return patchState(s, { bags, nextId: s.nextId + 1, tasks });
  }
  if (action.type === 'flip') {
    const id = action.piece;
    const map = s.map;
    for (let i = 0; i < map.length; i++) {
      const area = map[i] as AreaState;
      const pieces = area.pieces;
      for (let j = 0; j < pieces.length; j++) {
        const p = pieces[j] as Piece;
        if (p.id !== id) continue;
        const flipped = pieces.slice();
        flipped[j] = withStrength(p, false);
        const nextMap = map.slice();
        nextMap[i] = { pieces: flipped, parchment: area.parchment, palisade: area.palisade, citadel: area.citadel, anacaona: area.anacaona };
        if (ctx.log.on) ctx.log.push({ type: 'replacement', rule: '4.3.2 III', text: `${pieceLabel(p)} is flipped to full strength (1 PRR)` });
        const tasks = s.tasks.slice(0, -1);
        tasks.push(spent(t, t.lastBag, t.drawn));
        return withTasksMap(s, tasks, nextMap);
      }
    }
    return replaceTop(s, spent(t, t.lastBag, t.drawn));
  }
  if (action.type === 'pass') return prrAuto(s, t);
  throw new Error(`prr cannot take ${action.type}`);
}

/** The PRR are spent (or nothing is left to buy): the drawn units are deployed by the priorities. */
export function prrAuto(s: MyaState, t: PrrTask): MyaState {
  if (t.drawn.length === 0) return pop(s);
  return replaceTop(s, {
    t: 'deploy',
    seat: t.seat,
    pieces: t.drawn,
    where: 'reinforcement',
    overstack: false,
    strikeFirst: false,
    spread: [],
    area: null,
    placed: [],
    scribes: false,
    label: 'reinforcements',
  });
}
