/**
 * 4.3.2 IV the Impulse phase and 4.4.1 A Activate an area: basic movement to consecutive areas,
 * naval movement with naval difficulty and the Indigenous restriction (one companion per Rebel),
 * extended movement chains with temporary over-stacking; then combat (attacker picks the order)
 * or an incursion instead of moving. 4.4.2 Build and 4.4.3 Royal scribes.
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import {
  addPiece, adjacent, areaAt, canAdd, conflictBlocks, conflictExempt, conflictTurn, controller, people, hasSide, isRebel, isUnit, liftPiece, navalDifficulty, other,
  pieceLabel, removePiece, replacePiece, setArea, stackLimit, unitCount,
} from './board.js';
import { newCombat } from './combat.js';
import { AREAS } from './data/areas.js';
import { POOLS } from './data/units.js';
import type { ActivationTask, MyaState, Piece, Side, Task } from './state.js';
import { pop, push, replaceTop } from './tasks.js';

export function newActivation(seat: Side, origin: number, free = false): ActivationTask {
  return { t: 'activation', seat, origin, open: [origin], left: [], entered: [], paid: [], credits: [], fights: [], origins: [], moved: false, free };
}

/** 4.3.2 IV: a side with an over-stacked area must activate it first. */
export function overstacked(s: MyaState, side: Side): number[] {
  const out: number[] = [];
  const limit = stackLimit(s, side);
  for (let a = 1; a <= 15; a++) if (unitCount(areaAt(s, a), side) > limit) out.push(a);
  return out;
}

export function activatableAreas(s: MyaState, side: Side): number[] {
  const over = overstacked(s, side).filter((a) => controller(s, a) === side);
  if (over.length > 0) return over;
  const out: number[] = [];
  for (let a = 1; a <= 15; a++) if (controller(s, a) === side && hasSide(areaAt(s, a), side)) out.push(a);
  return out;
}

export function palisadeAreas(s: MyaState): number[] {
  let used = 0;
  for (const area of s.map) if (area.palisade) used++;
  if (used >= POOLS.palisades) return [];
  const out: number[] = [];
  for (let a = 1; a <= 15; a++) {
    const area = areaAt(s, a);
    if (AREAS[a - 1]?.jungle || area.palisade || area.citadel) continue;
    if (controller(s, a) === 'spanish' && hasSide(area, 'spanish')) out.push(a);
  }
  return out;
}

export function citadelAreas(s: MyaState): number[] {
  let used = 0;
  for (const area of s.map) if (area.citadel) used++;
  if (used >= POOLS.citadels) return [];
  const out: number[] = [];
  for (let a = 1; a <= 15; a++) {
    const area = areaAt(s, a);
    if (area.palisade && area.pieces.some((p) => p.kind === 'peon') && controller(s, a) === 'spanish') out.push(a);
  }
  return out;
}

export function impulseLegal(s: MyaState, seat: Side): MyaAction[] {
  const out: MyaAction[] = activatableAreas(s, seat).map((area) => ({ type: 'activate', area }));
  if (seat === 'spanish' && overstacked(s, seat).length === 0) {
    if (palisadeAreas(s).length > 0) out.push({ type: 'build', what: 'palisade' });
    if (citadelAreas(s).length > 0) out.push({ type: 'build', what: 'citadel' });
  }
  return out;
}

export function impulseAct(s: MyaState, seat: Side, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'activate') {
    if (ctx.log.on) ctx.log.push({ type: 'activate', rule: '4.4.1', side: seat, area: action.area, text: `${seat} activates area ${action.area}` });
    return replaceTop(s, newActivation(seat, action.area));
  }
  if (action.type === 'build') {
    if (ctx.log.on) ctx.log.push({ type: 'build', rule: '4.4.2', text: `Spanish build ${action.what === 'palisade' ? 'palisades' : 'citadels'}` });
    return replaceTop(s, { t: 'build', seat: 'spanish', what: action.what, left: action.what === 'palisade' ? 3 : 2, built: 0 }, { t: 'settle' });
  }
  throw new Error(`impulse cannot take ${action.type}`);
}

export function buildLegal(s: MyaState, t: Extract<Task, { t: 'build' }>): MyaAction[] {
  if (t.left === 0) return [];
  const areas = t.what === 'palisade' ? palisadeAreas(s) : citadelAreas(s);
  const out: MyaAction[] = areas.map((area) => ({ type: 'buildAt', area }));
  if (t.built > 0 && out.length > 0) out.push({ type: 'buildDone' });
  return out;
}

export function buildAct(s: MyaState, t: Extract<Task, { t: 'build' }>, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'buildDone') return pop(s);
  if (action.type !== 'buildAt') throw new Error('build');
  const a = action.area;
  let next = s;
  if (t.what === 'palisade') {
    next = setArea(next, a, { ...areaAt(next, a), palisade: true });
  } else {
    // 4.4.2: the palisade and a Peón go back; the citadel takes their place.
    const peon = areaAt(next, a).pieces.find((p) => p.kind === 'peon') as Piece;
    next = removePiece(next, a, peon.id);
    next = setArea(next, a, { ...areaAt(next, a), palisade: false, citadel: true });
  }
  if (ctx.log.on) ctx.log.push({ type: 'built', rule: '4.4.2', area: a, text: `A ${t.what} is built in area ${a}` });
  return replaceTop(next, { ...t, left: t.left - 1, built: t.built + 1 });
}

// ---- activation ----

function hasEnemy(s: MyaState, a: number, seat: Side): boolean {
  return hasSide(areaAt(s, a), other(seat));
}

/** Whether the naval-difficulty reduction (or card 24's elimination) is due before this move. */
function paymentDue(s: MyaState, t: ActivationTask, p: Piece, from: number, to: number): boolean {
  if (t.paid.includes(from)) return false;
  const basic = adjacent(from, to);
  if (s.restriction === 'broma') {
    // Card 24: Spanish and Rebels pay to go to a non-adjacent area, the other Indigenous to an adjacent one.
    if (p.side === 'spanish' || isRebel(p)) return !basic;
    return basic;
  }
  return !basic && navalDifficulty(s);
}

/** Whether a piece in an open area may move to `to` now (4.4.1 A). */
export function canMove(s: MyaState, t: ActivationTask, p: Piece, from: number, to: number): boolean {
  if (to === from) return false;
  const basic = adjacent(from, to);
  if (!basic) {
    if (s.restriction === 'noNaval') return false;
    if (t.seat === 'indigenous' && !isRebel(p)) {
      const c = t.credits.find((x) => x.from === from && x.to === to);
      if (!c || c.n <= 0) return false;
    }
  }
  if (paymentDue(s, t, p, from, to)) return false;
  const area = areaAt(s, to);
  if (conflictBlocks(s, area, p.kind)) return false;
  if (isUnit(p) && unitCount(area, p.side) >= stackLimit(s, p.side)) {
    // Extended movement allows a temporary over-stack where the piece may go on (no enemies there).
    if (hasEnemy(s, to, t.seat)) return false;
  }
  return true;
}

/** `@${area}` for areas 0..15: the suffix of an ActivationTask.left entry. */
const LEFT_AT: readonly string[] = Array.from({ length: 16 }, (_, a) => `@${a}`);

/** Whether `${id}${at}` is among the left entries, without building the string. */
function hasLeft(left: readonly string[], id: string, at: string): boolean {
  const n = id.length + at.length;
  for (const e of left) if (e.length === n && e.startsWith(id) && e.endsWith(at)) return true;
  return false;
}

export function activationLegal(s: MyaState, t: ActivationTask): MyaAction[] {
  const out: MyaAction[] = [];
  let anyMove = false;
  const enemySide = other(t.seat);
  const limit = stackLimit(s, t.seat);
  const naval = navalDifficulty(s);
  const broma = s.restriction === 'broma';
  const noNaval = s.restriction === 'noNaval';
  const conflict = conflictTurn(s);
  // Per destination, computed once: enemies there, own units at the limit, conflict blocks.
  const enemy: boolean[] = [false];
  const full: boolean[] = [false];
  const blockTaino: boolean[] = [false];
  const blockCarib: boolean[] = [false];
  for (let a = 1; a <= 15; a++) {
    const area = areaAt(s, a);
    let e = false;
    let n = 0;
    let hasT = false;
    let hasC = false;
    for (const p of area.pieces) {
      if (p.side === enemySide) e = true;
      else if (p.side === t.seat && isUnit(p)) n++;
      if (conflict) {
        const who = people(p.kind);
        if (who === 'taino') hasT = true;
        else if (who === 'carib') hasC = true;
      }
    }
    enemy[a] = e;
    full[a] = n >= limit;
    const exempt = conflict && conflictExempt(area);
    blockTaino[a] = conflict && !exempt && hasC;
    blockCarib[a] = conflict && !exempt && hasT;
  }
  const left = t.left.length > 0 ? t.left : null;
  const seat = t.seat;
  const credits = t.credits;
  const open = t.open;
  const paidAreas = t.paid;
  // Indigenous non-Rebel naval moves need a credit from this area to that one (4.4.1 A).
  const credit: boolean[] = [];
  const seen: Piece[] = [];
  for (const from of open) {
    if (enemy[from]) continue;
    const pieces = areaAt(s, from).pieces;
    const paid = paidAreas.includes(from);
    if (seat === 'indigenous') {
      for (let to = 1; to <= 15; to++) credit[to] = false;
      for (const c of credits) if (c.from === from && c.n > 0) credit[c.to] = true;
    }
    seen.length = 0;
    const leftAt = LEFT_AT[from] as string;
    let canSail = seat === 'spanish';
    for (const p of pieces) {
      if (p.side !== seat) continue;
      const gone = left !== null && hasLeft(left, p.id, leftAt);
      if (!gone && !canSail && isRebel(p)) canSail = true;
      if (gone) continue;
      // Identical counters (same kind and strength) are interchangeable: list the first only.
      let dup = false;
      for (const q of seen) {
        if (q.kind === p.kind && q.reduced === p.reduced) {
          dup = true;
          break;
        }
      }
      if (dup) continue;
      seen.push(p);
      const unit = isUnit(p);
      const rebel = isRebel(p);
      const folk = conflict ? people(p.kind) : null;
      const crossesPays = !paid && (broma ? p.side === 'spanish' || rebel : naval);
      const basicPays = !paid && broma && !(p.side === 'spanish' || rebel);
      const needsCredit = seat === 'indigenous' && !rebel;
      const block = folk === 'taino' ? blockTaino : folk === 'carib' ? blockCarib : null;
      for (let to = 1; to <= 15; to++) {
        if (to === from) continue;
        const d = from > to ? from - to : to - from;
        if (d === 1 || d === 14) {
          if (basicPays) continue;
        } else {
          if (noNaval || crossesPays) continue;
          if (needsCredit && !credit[to]) continue;
        }
        if (unit && full[to] && enemy[to]) continue;
        if (block !== null && block[to]) continue;
        out.push({ type: 'move', piece: p.id, to });
        anyMove = true;
      }
    }
    // The reduction is paid once per area, by a unit there, before its naval moves.
    // Only where a naval move could follow: the Indigenous sail only with a Rebel that may still leave (4.4.1 A).
    // Card 24: the other Indigenous pay to move to an adjacent area, so the payment is offered to them too.
    if (!paid && (naval || broma) && !noNaval && (canSail || broma)) {
      const units = pieces.filter((p) => p.side === t.seat && isUnit(p));
      if (pieces.filter((p) => p.side === t.seat).length > 1 || units.some((u) => !u.reduced && !broma)) {
        const seenPay: string[] = [];
        for (const u of units) {
          const key = u.reduced ? `${u.kind}*` : u.kind;
          if (seenPay.includes(key)) continue;
          seenPay.push(key);
          out.push({ type: 'payNaval', area: from, piece: u.id });
        }
      }
    }
  }
  if (!t.moved && t.open.length === 1 && !t.free) {
    for (const target of incursionTargets(s, t.origin, t.seat)) out.push({ type: 'incursion', target });
  }
  if (t.seat === 'spanish') for (const a of t.open) if (scribeReady(s, a)) out.push({ type: 'scribe', area: a });
  if (!anyMove || overstackCleared(s, t)) out.push({ type: 'endMove' });
  return out;
}

function overstackCleared(s: MyaState, t: ActivationTask): boolean {
  const limit = stackLimit(s, t.seat);
  for (const a of t.entered) if (unitCount(areaAt(s, a), t.seat) > limit) return false;
  return true;
}

/** 4.4.1 D: areas adjacent to the activated one with enemy units (leaders are never affected). */
export function incursionTargets(s: MyaState, origin: number, seat: Side): number[] {
  const out: number[] = [];
  for (const to of [origin === 1 ? 15 : origin - 1, origin === 15 ? 1 : origin + 1]) {
    if (areaAt(s, to).pieces.some((p) => p.side !== seat && isUnit(p))) out.push(to);
  }
  return out;
}

export function scribeReady(s: MyaState, a: number): boolean {
  const area = areaAt(s, a);
  return area.parchment && area.pieces.some((p) => p.kind === 'escribano');
}

/** 4.4.3: the scribe goes back to the bag and the parchment leaves: the area is worth 2 VP for the rest of the game. */
export function useScribe(s: MyaState, a: number, ctx: StepContext): MyaState {
  const scribe = areaAt(s, a).pieces.find((p) => p.kind === 'escribano') as Piece;
  let next = removePiece(s, a, scribe.id);
  next = setArea(next, a, { ...areaAt(next, a), parchment: false });
  if (ctx.log.on) ctx.log.push({ type: 'scribe', rule: '4.4.3', area: a, text: `Royal scribes: area ${a} is now worth 2 VP (${scribe.id} returns to the bag)` });
  return next;
}

export function activationAct(s: MyaState, t: ActivationTask, action: MyaAction, ctx: StepContext): MyaState {
  switch (action.type) {
    case 'move': {
      const from = t.open.find((a) => areaAt(s, a).pieces.some((p) => p.id === action.piece && !hasLeft(t.left, p.id, LEFT_AT[a] as string))) as number;
      const p = areaAt(s, from).pieces.find((x) => x.id === action.piece) as Piece;
      const to = action.to;
      const naval = !adjacent(from, to);
      let credits = t.credits;
      if (naval && t.seat === 'indigenous') {
        const i = credits.findIndex((c) => c.from === from && c.to === to);
        if (isRebel(p)) {
          credits = i < 0 ? [...credits, { from, to, n: 1 }] : credits.map((c, j) => (j === i ? { ...c, n: c.n + 1 } : c));
        } else {
          credits = credits.map((c, j) => (j === i ? { ...c, n: c.n - 1 } : c));
        }
      }
      const enemy = hasEnemy(s, to, t.seat);
      const next = addPiece(liftPiece(s, from, p.id), to, p);
      if (ctx.log.on) ctx.log.push({ type: 'move', rule: '4.4.1 A', text: `${pieceLabel(p)}: ${from} -> ${to} (${naval ? 'naval' : 'basic'}${enemy ? ', enemies: combat' : ''})` });
      return replaceTop(next, {
        ...t,
        moved: true,
        credits,
        left: [...t.left, `${p.id}@${from}`],
        entered: t.entered.includes(to) ? t.entered : [...t.entered, to],
        open: enemy || t.open.includes(to) ? t.open : [...t.open, to],
        fights: enemy && !t.fights.includes(to) ? [...t.fights, to] : t.fights,
        origins: enemy ? [...t.origins, { area: to, from }] : t.origins,
      });
    }
    case 'payNaval': {
      const p = areaAt(s, action.area).pieces.find((x) => x.id === action.piece) as Piece;
      const eliminate = s.restriction === 'broma' || p.reduced;
      const next = eliminate ? removePiece(s, action.area, p.id) : replacePiece(s, action.area, { ...p, reduced: true });
      if (ctx.log.on) {
        ctx.log.push({
          type: 'navalCost', rule: s.restriction === 'broma' ? 'card 24' : '4.4.1 A',
          text: `${pieceLabel(p)} is ${eliminate ? 'removed' : 'reduced'} to move by sea from area ${action.area}`,
        });
      }
      return replaceTop(next, { ...t, paid: [...t.paid, action.area] });
    }
    case 'scribe':
      return replaceTop(useScribe(s, action.area, ctx), t, { t: 'settle' });
    case 'incursion':
      return replaceTop(s, { t: 'settle' }, { t: 'incursion', seat: t.seat, origin: t.origin, target: action.target, attempt: 1, stage: 'roll', die: 0 });
    case 'endMove':
      return endMovement(s, t, ctx);
    default:
      throw new Error(`activation cannot take ${action.type}`);
  }
}

/** After the movement, a combat in each area where enemies met; the attacker chooses the order (4.4.1 B). */
function endMovement(s: MyaState, t: ActivationTask, ctx: StepContext): MyaState {
  const fights = t.fights.filter((a) => hasEnemy(s, a, t.seat) && hasSide(areaAt(s, a), t.seat));
  if (ctx.log.on) ctx.log.push({ type: 'endMove', rule: '4.4.1', text: `Movement ends${fights.length ? `; combat in ${fights.join(', ')}` : ''}` });
  const tasks: Task[] = [{ t: 'settle' }];
  if (fights.length > 1) tasks.push({ t: 'fightOrder', seat: t.seat, areas: fights, origins: t.origins.filter((o) => fights.includes(o.area)) });
  else if (fights.length === 1) tasks.push(combatFor(t.seat, fights[0] as number, t.origins));
  return replaceTop(s, ...tasks);
}

export function combatFor(seat: Side, area: number, origins: readonly { area: number; from: number }[]): Task {
  return newCombat(area, seat, other(seat), null, origins.filter((o) => o.area === area).map((o) => o.from), 'after movement');
}

export function fightOrderAct(s: MyaState, t: Extract<Task, { t: 'fightOrder' }>, action: MyaAction): MyaState {
  if (action.type !== 'fight') throw new Error('fightOrder');
  const rest = t.areas.filter((a) => a !== action.area);
  const tasks: Task[] = [];
  if (rest.length > 0) tasks.push({ ...t, areas: rest });
  tasks.push(combatFor(t.seat, action.area, t.origins));
  return replaceTop(s, ...tasks);
}

export { push, canAdd };
