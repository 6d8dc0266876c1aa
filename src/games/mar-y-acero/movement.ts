/**
 * 4.4.1 A Activar un área, the movement: from the activated area, basic movement to consecutive
 * areas and naval movement to any other, with naval difficulty (a unit pays before the crossing)
 * and the Indigenous restriction (one companion per Rebel); extended movement on from each area
 * reached without enemies, with temporary over-stacking; a piece never leaves an area twice. Then
 * combat where enemies met (4.4.1 B, the attacker picks the order), or an incursion instead of
 * moving (4.4.1 D, incursion.ts), and the Royal scribes of an activated area (4.4.3, scribes.ts).
 */
import { hasBit, lowestBit, withBit, type Bits, type StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import {
  adjacent,
  ADJACENT_MASK,
  areaAt,
  conflictTurn,
  hasNumber,
  indexOfId,
  isRebel,
  NAVAL_MASK,
  navalDifficulty,
  other,
  pieceLabel,
  twinBefore,
} from './board.js';
import { INDIGENOUS_HERE, sidesIn, SPANISH_HERE } from './control.js';
import { peoplesBarMask, stackLimit } from './stacking.js';
import { mapWith, movedMap, reducedIn, removePiece } from './edits.js';
import { pushIncursions } from './incursion.js';
import { flagsAt, kindFlags, kindIndex, REBEL, UNIT } from './kinds.js';
import { factsAfterLoss, factsAfterMove, readMoveFacts, returnedAreas } from './move-facts.js';
import { newCombat } from './combat.js';
import type { ActivationTask, AreaState, MoveFacts, MyaState, Piece, Side, Task } from './state.js';
import { scribeReady, useScribe } from './scribes.js';
import { replaceTop, withTasksMap } from './tasks.js';

/** The activation before anything moved, with the map's facts for its moves or null (read on the first move). */
function activation(seat: Side, origin: number, free: boolean, facts: MoveFacts | null): ActivationTask {
  // No piece has left any area yet (a list of its own for each area: frozen or shared lists read slower).
  const left: (readonly string[])[] = [];
  for (let i = 0; i < 15; i++) left.push([]);
  return { t: 'activation', seat, origin, open: [origin], left, paid: [], credits: [], fights: [], origins: [], moved: false, free, facts, returned: 0 };
}

/**
 * The activation of area `origin` by `seat` (4.3.2 IV, 4.4.1 A) before anything moved, to push on a
 * position; `free` for an activation out of the impulse sequence (card 37, the turn-1 landing).
 * Built without the state, it reads the map's facts for its moves on its first move.
 */
export function newActivation(seat: Side, origin: number, free = false): ActivationTask {
  return activation(seat, origin, free, null);
}

/** `newActivation` in state `s`, with the map's facts for its moves read once, at its start. */
export function activationIn(s: MyaState, seat: Side, origin: number, free = false): ActivationTask {
  return activation(seat, origin, free, readMoveFacts(s, seat));
}

// ---- activation ----

/** The facts the activation keeps, or (before its first move, when built without the state) read from the map. */
function factsOf(s: MyaState, t: ActivationTask): MoveFacts {
  return t.facts ?? readMoveFacts(s, t.seat);
}

/**
 * What the moves of an activation read, once per legal list: the turn's conditions (naval
 * difficulty, cards 23 and 24) and, per destination as area masks, enemies there, areas a unit may
 * not enter (own units at the limit beside enemies: extended movement over-stacks only where it may
 * go on, 4.4.1 A) and the peoples that bar a Taíno or a Carib (4.3.2 I).
 */
interface MoveRules {
  readonly seat: Side;
  readonly naval: boolean;
  readonly broma: boolean;
  readonly noNaval: boolean;
  /** Conflict bars only Taínos and Caribs, which are all Indigenous: false for the Spanish. */
  readonly conflict: boolean;
  readonly enemies: Bits;
  readonly full: Bits;
  readonly caribAreas: Bits;
  readonly tainoAreas: Bits;
}

function moveRules(s: MyaState, t: ActivationTask): MoveRules {
  const seat = t.seat;
  const f = factsOf(s, t);
  return {
    seat,
    naval: navalDifficulty(s),
    broma: s.restriction === 'broma',
    noNaval: s.restriction === 'noNaval',
    conflict: seat === 'indigenous' && conflictTurn(s),
    enemies: f.enemies,
    full: f.full,
    caribAreas: f.caribAreas,
    tainoAreas: f.tainoAreas,
  };
}

/** 4.4.1 A Indigenous naval restriction: the areas a non-Rebel may sail to from `from`, one credit each (earned by a Rebel's crossing). */
function creditAreas(t: ActivationTask, from: number): Bits {
  let out = 0;
  for (let i = 0; i < t.credits.length; i++) {
    const c = t.credits[i] as ActivationTask['credits'][number];
    if (c.from === from && c.n > 0) out = withBit(out, c.to);
  }
  return out;
}

/**
 * 4.4.1 A: the areas a piece with these kind bits may move to from `from` now: consecutive areas,
 * and by sea any other (not under card 23; for an Indigenous non-Rebel only with a credit). Under
 * naval difficulty a crossing waits for the area's payment (`paid`); under card 24 the Spanish and
 * Rebels pay to cross the sea and the other Indigenous to move next door.
 */
function moveTargets(m: MoveRules, from: number, flags: number, paid: boolean, credits: Bits): Bits {
  const rebel = (flags & REBEL) !== 0;
  const paysBySea = m.broma ? m.seat === 'spanish' || rebel : m.naval;
  const paysNextDoor = m.broma && !(m.seat === 'spanish' || rebel);
  const navalTo = m.noNaval ? 0 : (NAVAL_MASK[from] as number);
  let to = !paid && paysNextDoor ? 0 : (ADJACENT_MASK[from] as number);
  if (paid || !paysBySea) to |= m.seat === 'indigenous' && !rebel ? navalTo & credits : navalTo;
  if ((flags & UNIT) !== 0) to &= ~m.full;
  if (m.conflict) to &= ~peoplesBarMask(flags, m.caribAreas, m.tainoAreas);
  return to;
}

/**
 * Whether the piece may move from `from` to `to` now (4.4.1 A): it is the seat's, in an open area
 * without enemies that it has not left before, and `to` is among its `moveTargets`. The legal list
 * (`activationLegal`) offers the same moves, naming one of identical counters.
 */
export function canMove(s: MyaState, t: ActivationTask, p: Piece, from: number, to: number): boolean {
  if (p.side !== t.seat || !hasNumber(t.open, from) || indexOfId(areaAt(s, from).pieces, p.id) < 0) return false;
  if (listed(t.left[from - 1] as readonly string[], p.id)) return false;
  const m = moveRules(s, t);
  if (hasBit(m.enemies, from)) return false;
  const credits = t.seat === 'indigenous' ? creditAreas(t, from) : 0;
  return hasBit(moveTargets(m, from, kindFlags(p.kind), hasNumber(t.paid, from), credits), to);
}

const NONE: readonly string[] = [];

/** Whether the piece is among the ids (a plain loop: the lists of departures are short). */
function listed(ids: readonly string[], id: string): boolean {
  for (let i = 0; i < ids.length; i++) if (ids[i] === id) return true;
  return false;
}

export function activationLegal(s: MyaState, t: ActivationTask): MyaAction[] {
  const out: MyaAction[] = [];
  let canRelieve = false;
  const seat = t.seat;
  const limit = stackLimit(s, seat);
  const m = moveRules(s, t);
  const map = s.map;
  const left = t.left;
  const open = t.open;
  const paidAreas = t.paid;
  for (let oi = 0; oi < open.length; oi++) {
    const from = open[oi] as number;
    if (hasBit(m.enemies, from)) continue;
    const pieces = (map[from - 1] as AreaState).pieces;
    const paid = hasNumber(paidAreas, from);
    // The pieces that already left this area (4.4.1 A), read only where one of them came back.
    const gone = hasBit(t.returned, from) ? (left[from - 1] as readonly string[]) : NONE;
    const credits = seat === 'indigenous' ? creditAreas(t, from) : 0;
    // The counters listed so far, one bit per kind and strength: identical counters are interchangeable.
    let seen = 0;
    let canSail = seat === 'spanish';
    let own = 0;
    let units = 0;
    let fullUnit = false;
    let unitMoves = false;
    for (let pi = 0; pi < pieces.length; pi++) {
      const p = pieces[pi] as Piece;
      if (p.side !== seat) continue;
      const kind = kindIndex(p.kind);
      const flags = flagsAt(kind);
      own++;
      if ((flags & UNIT) !== 0) {
        units++;
        if (!p.reduced) fullUnit = true;
      }
      const rebel = (flags & REBEL) !== 0;
      const stays = gone.length > 0 && listed(gone, p.id);
      if (!stays && rebel) canSail = true;
      if (stays) continue;
      // Identical counters (same kind and strength) are interchangeable: list the first only.
      const counter = kind * 2 + (p.reduced ? 1 : 0);
      if (hasBit(seen, counter)) continue;
      seen = withBit(seen, counter);
      const to = moveTargets(m, from, flags, paid, credits);
      if (to === 0) continue;
      if ((flags & UNIT) !== 0) unitMoves = true;
      // One action per destination, lowest area first.
      for (let rest = to; rest !== 0; rest &= rest - 1) out.push({ type: 'move', piece: p.id, to: lowestBit(rest) });
    }
    // An over-stacked area (its own units, counted above, beyond the limit) that a unit may leave.
    if (unitMoves && units > limit) canRelieve = true;
    // The reduction is paid once per area, by a unit there, before its naval moves.
    // Only where a naval move could follow: the Indigenous sail only with a Rebel that may still leave (4.4.1 A).
    // Card 24: the other Indigenous pay to move to an adjacent area, so the payment is offered to them too.
    if (!paid && (m.naval || m.broma) && !m.noNaval && (canSail || m.broma) && (own > 1 || (fullUnit && !m.broma)) && units > 0) {
      pushPayments(out, pieces, seat, from);
    }
  }
  // 4.4.1 D: an incursion replaces movement, so not once a naval payment (a step of naval movement) was made.
  // An activation out of the sequence (4.3.1 VI, card 37) is "de la manera habitual": it may raid too.
  if (!t.moved && open.length === 1 && paidAreas.length === 0) pushIncursions(out, s, t.origin, seat);
  if (seat === 'spanish')
    for (let oi = 0; oi < open.length; oi++) if (scribeReady(s, open[oi] as number)) out.push({ type: 'scribe', area: open[oi] as number });
  // 4.4.1 A and 4.3.2 IV: no over-stack may remain at the end of the impulse, unless no unit can leave an
  // over-stacked area any more (the over-stack then stays and must be activated first next impulse).
  // An area that a unit may relieve is an open area over the limit, so the movement cannot end yet.
  if (!canRelieve) out.push({ type: 'end-move' });
  return out;
}

/** The naval payment, one per distinct counter (kind and strength) among the seat's units in the area. */
function pushPayments(out: MyaAction[], pieces: readonly Piece[], seat: Side, from: number): void {
  for (let i = 0; i < pieces.length; i++) {
    const u = pieces[i] as Piece;
    if (u.side === seat && (kindFlags(u.kind) & UNIT) !== 0 && !twinBefore(pieces, i)) out.push({ type: 'pay-naval', area: from, piece: u.id });
  }
}

/**
 * The open area a piece moves from: the one holding it, which it has not left yet (4.4.1 A). A piece
 * is in one area only, so the search stops there; `index` is its place in that area's pieces.
 */
function moveOrigin(s: MyaState, t: ActivationTask, id: string): { readonly from: number; readonly index: number } {
  for (let oi = 0; oi < t.open.length; oi++) {
    const a = t.open[oi] as number;
    const i = indexOfId(areaAt(s, a).pieces, id);
    if (i < 0) continue;
    if (listed(t.left[a - 1] as readonly string[], id)) break;
    return { from: a, index: i };
  }
  throw new Error(`activation: ${id} is not in an open area`);
}

/** 4.4.1 A Indigenous naval restriction: a Rebel's naval move earns a companion credit, a companion spends one. */
function creditsAfter(credits: ActivationTask['credits'], from: number, to: number, rebel: boolean): ActivationTask['credits'] {
  let i = -1;
  for (let j = 0; j < credits.length; j++) {
    const c = credits[j] as ActivationTask['credits'][number];
    if (c.from === from && c.to === to) {
      i = j;
      break;
    }
  }
  if (rebel && i < 0) return [...credits, { from, to, n: 1 }];
  const out: ActivationTask['credits'][number][] = [];
  for (let j = 0; j < credits.length; j++) {
    const c = credits[j] as ActivationTask['credits'][number];
    out.push(j === i ? { from: c.from, to: c.to, n: rebel ? c.n + 1 : c.n - 1 } : c);
  }
  return out;
}

/** The list with one more item at its end, copied by a loop (one allocation; a spread copies, then grows the copy). */
function appended<T>(list: readonly T[], item: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i] as T);
  out.push(item);
  return out;
}

/** The departures after the piece left the area: one list copied, the others shared. */
function departed(left: ActivationTask['left'], from: number, id: string): ActivationTask['left'] {
  const out = left.slice();
  const before = left[from - 1] as readonly string[];
  const ids: string[] = [];
  for (let i = 0; i < before.length; i++) ids.push(before[i] as string);
  ids.push(id);
  out[from - 1] = ids;
  return out;
}

/** 4.4.1 A: a piece moves from an open area; into enemies it stops (combat after the movement), else the area opens. */
function moveAct(s: MyaState, t: ActivationTask, id: string, to: number, ctx: StepContext): MyaState {
  const { from, index: i } = moveOrigin(s, t, id);
  const fromArea = areaAt(s, from);
  const p = fromArea.pieces[i] as Piece;
  const naval = !adjacent(from, to);
  const credits = naval && t.seat === 'indigenous' ? creditsAfter(t.credits, from, to, isRebel(p)) : t.credits;
  const facts = factsOf(s, t);
  const enemy = hasBit(facts.enemies, to);
  // One map copy for the lift and the add, one state copy for the map and the tasks.
  const map = movedMap(s, from, i, to);
  if (ctx.log.on)
    ctx.log.push({
      type: 'move',
      rule: '4.4.1 A',
      text: `${pieceLabel(p)}: ${from} -> ${to} (${naval ? 'naval' : 'basic'}${enemy ? ', enemies: combat' : ''})`,
    });
  const next: ActivationTask = {
    t: 'activation',
    seat: t.seat,
    origin: t.origin,
    open: enemy || hasNumber(t.open, to) ? t.open : appended(t.open, to),
    left: departed(t.left, from, p.id),
    paid: t.paid,
    credits,
    fights: enemy && !hasNumber(t.fights, to) ? appended(t.fights, to) : t.fights,
    origins: enemy ? appended(t.origins, { area: to, from }) : t.origins,
    moved: true,
    free: t.free,
    facts: factsAfterMove(s, facts, map, t.seat, from, to),
    returned: listed(t.left[to - 1] as readonly string[], p.id) ? withBit(t.returned, to) : t.returned,
  };
  const tasks = s.tasks.slice();
  tasks[tasks.length - 1] = next;
  return withTasksMap(s, tasks, map);
}

/**
 * 4.4.1 A Naval difficulty: a unit of the area is reduced (or removed when already reduced) before
 * the naval moves from there; card 24 removes it. The reduction keeps the piece in place, so the
 * map and the tasks are copied once.
 */
function payNavalAct(s: MyaState, t: ActivationTask, area: number, id: string, ctx: StepContext): MyaState {
  const pieces = areaAt(s, area).pieces;
  const i = indexOfId(pieces, id);
  const p = pieces[i] as Piece;
  const eliminate = s.restriction === 'broma' || p.reduced;
  if (ctx.log.on) {
    ctx.log.push({
      type: 'naval-cost',
      rule: s.restriction === 'broma' ? 'card 24' : '4.4.1 A',
      text: `${pieceLabel(p)} is ${eliminate ? 'removed' : 'reduced'} to move by sea from area ${area}`,
    });
  }
  const paid = [...t.paid, area];
  if (eliminate) {
    const removed = removePiece(s, area, id);
    return replaceTop(removed, afterLoss(s, t, paid, removed.map, area));
  }
  const next = activationWith(t, paid, factsOf(s, t), t.returned);
  const map = mapWith(s, area, reducedIn(areaAt(s, area), i));
  const tasks = s.tasks.slice();
  tasks[tasks.length - 1] = next;
  return withTasksMap(s, tasks, map);
}

/** The activation with other areas paid for (4.4.1 A) and the map's facts after a removal. */
function activationWith(t: ActivationTask, paid: readonly number[], facts: MoveFacts, returned: number): ActivationTask {
  return {
    t: 'activation',
    seat: t.seat,
    origin: t.origin,
    open: t.open,
    left: t.left,
    paid,
    credits: t.credits,
    fights: t.fights,
    origins: t.origins,
    moved: t.moved,
    free: t.free,
    facts,
    returned,
  };
}

/** The activation after a piece of its side went from `area` (a naval payment, the Royal scribes): `map` is the map after. */
function afterLoss(s: MyaState, t: ActivationTask, paid: readonly number[], map: readonly AreaState[], area: number): ActivationTask {
  return activationWith(t, paid, factsAfterLoss(s, factsOf(s, t), map, t.seat, area), returnedAreas(map, t.left));
}

export function activationAct(s: MyaState, t: ActivationTask, action: MyaAction, ctx: StepContext): MyaState {
  switch (action.type) {
    case 'move':
      return moveAct(s, t, action.piece, action.to, ctx);
    case 'pay-naval':
      return payNavalAct(s, t, action.area, action.piece, ctx);
    case 'scribe': {
      // The activation goes on after the scribe leaves the map (4.4.3) and control is settled.
      const after = useScribe(s, action.area, ctx);
      return replaceTop(after, afterLoss(s, t, t.paid, after.map, action.area), { t: 'settle' });
    }
    case 'incursion':
      return replaceTop(s, { t: 'settle' }, { t: 'incursion', seat: t.seat, origin: t.origin, target: action.target, attempt: 1, stage: 'roll', die: 0 });
    case 'end-move':
      return endMovement(s, t, ctx);
    default:
      throw new Error(`activation cannot take ${action.type}`);
  }
}

/** After the movement, a combat in each area where enemies met; the attacker chooses the order (4.4.1 B). */
function endMovement(s: MyaState, t: ActivationTask, ctx: StepContext): MyaState {
  const fights: number[] = [];
  for (let i = 0; i < t.fights.length; i++) {
    const a = t.fights[i] as number;
    if (sidesIn(areaAt(s, a)) === (SPANISH_HERE | INDIGENOUS_HERE)) fights.push(a);
  }
  if (ctx.log.on) ctx.log.push({ type: 'end-move', rule: '4.4.1', text: `Movement ends${fights.length ? `; combat in ${fights.join(', ')}` : ''}` });
  if (fights.length > 1) {
    const origins: { area: number; from: number }[] = [];
    for (let i = 0; i < t.origins.length; i++) {
      const o = t.origins[i] as ActivationTask['origins'][number];
      if (hasNumber(fights, o.area)) origins.push(o);
    }
    return replaceTop(s, { t: 'settle' }, { t: 'fightOrder', seat: t.seat, areas: fights, origins });
  }
  if (fights.length === 1) return replaceTop(s, { t: 'settle' }, combatFor(t.seat, fights[0] as number, t.origins));
  return replaceTop(s, { t: 'settle' });
}

/**
 * The combat that follows `seat`'s movement into `area` (4.4.1 B: the mover attacks), with the
 * areas its pieces came from as the origins a withdrawal may not go back to.
 */
export function combatFor(seat: Side, area: number, origins: readonly { area: number; from: number }[]): Task {
  const from: number[] = [];
  for (let i = 0; i < origins.length; i++) {
    const o = origins[i] as { area: number; from: number };
    if (o.area === area) from.push(o.from);
  }
  return newCombat(area, seat, other(seat), null, from, 'after movement');
}

export function fightOrderAct(s: MyaState, t: Extract<Task, { t: 'fightOrder' }>, action: MyaAction): MyaState {
  if (action.type !== 'fight') throw new Error('fightOrder');
  const rest: number[] = [];
  for (let i = 0; i < t.areas.length; i++) if (t.areas[i] !== action.area) rest.push(t.areas[i] as number);
  const combat = combatFor(t.seat, action.area, t.origins);
  if (rest.length === 0) return replaceTop(s, combat);
  // The other fights wait below this one, in a task of the same fixed shape.
  return replaceTop(s, { t: 'fightOrder', seat: t.seat, areas: rest, origins: t.origins }, combat);
}
