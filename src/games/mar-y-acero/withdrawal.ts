/**
 * 4.4.1 B Replegarse del combate: after the hits, starting with the defender, each side may
 * withdraw any of its pieces from the combat area, to an empty area other than the attacker's
 * origin or to an own area without enemies, within the stacking limit (4.2); by basic or naval
 * movement, naval with the naval-difficulty reduction (4.4.1 A) paid once per side and stage, and
 * the Indigenous by sea only with Rebels (one companion per Rebel); card 24's cost in its place.
 * No extended movement. Then a new round while both sides remain (combat-rounds.ts).
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { ADJACENT_MASK, adjacent, areaAt, conflictTurn, groupSeat, hasNumber, isRebel, isUnit, NAVAL_MASK, navalDifficulty, pieceLabel } from './board.js';
import { conflictPeoplesOf, peoplesBarMask, stackLimit } from './stacking.js';
import { movePiece, removePiece, takeHit } from './edits.js';
import { distinct, draft, groupOf, isConflict, next, nextRound, pieceIn, type Next, type Who } from './combat-rounds.js';
import { CARIB, kindFlags, TAINO, UNIT } from './kinds.js';
import type { CombatTask, MyaState, Piece, Side } from './state.js';

/** Whether withdrawal by sea is open at all this stage (4.4.1 A: naval difficulty paid once; card "noNaval"). */
const navalOpen = (s: MyaState, t: CombatTask): boolean => s.restriction === 'broma' || (s.restriction !== 'noNaval' && (!navalDifficulty(s) || t.navalPaid));

/** What the pieces' own conditions read of a side's destinations, once per withdrawal list (see `pieceDestinations`). */
interface DestinationFacts {
  /**
   * 4.4.1 B, the side's destinations before each piece's own conditions: an empty area other than
   * the attacker's origin, or an own area without enemies, by basic movement (adjacent) or naval
   * movement (when open).
   */
  readonly dests: number;
  readonly adjacentTo: number;
  /** Areas a Rebel has gone to by sea with a place left for a companion. */
  readonly credited: number;
  /** Card 24's cost is due and unpaid. */
  readonly broma: boolean;
  readonly conflict: boolean;
  /** Stacking room for one more unit of the side. */
  readonly room: number;
  readonly caribsThere: number;
  readonly tainosThere: number;
}

/**
 * The side's destinations and what its pieces' conditions read of them (null: none), each area
 * read in one pass: whether the side may go there (4.4.1 B) and its units there (4.2).
 */
function destinationFacts(s: MyaState, t: CombatTask, side: Side, navalOk: boolean): DestinationFacts | null {
  const adjacentTo = ADJACENT_MASK[t.area] as number;
  const reach = navalOk ? (NAVAL_MASK[t.area] as number) | adjacentTo : adjacentTo;
  const limit = stackLimit(s, side);
  const conflict = conflictTurn(s);
  let dests = 0;
  let room = 0;
  let caribsThere = 0;
  let tainosThere = 0;
  for (let to = 1; to <= 15; to++) {
    if ((reach & (1 << to)) === 0) continue;
    const area = areaAt(s, to);
    const pieces = area.pieces;
    if (pieces.length === 0) {
      // An empty area (no piece, no citadel), unless the attacker came from it.
      if (area.citadel || hasNumber(t.origins, to)) continue;
    } else {
      // An area the side holds alone: a piece of its own there and none of the enemy.
      let units = 0;
      let enemy = false;
      for (let i = 0; i < pieces.length; i++) {
        const p = pieces[i] as Piece;
        if (p.side !== side) {
          enemy = true;
          break;
        }
        if ((kindFlags(p.kind) & UNIT) !== 0) units++;
      }
      if (enemy) continue;
      if (units >= limit) {
        dests |= 1 << to;
        continue;
      }
    }
    dests |= 1 << to;
    room |= 1 << to;
  }
  if (dests === 0) return null;
  if (conflict) {
    for (let m = dests; m !== 0; m &= m - 1) {
      const to = 31 - Math.clz32(m & -m);
      const peoples = conflictPeoplesOf(areaAt(s, to), to);
      if ((peoples & CARIB) !== 0) caribsThere |= 1 << to;
      if ((peoples & TAINO) !== 0) tainosThere |= 1 << to;
    }
  }
  // The first credit to an area is the one that counts (one per area, see seaCredits).
  let credited = 0;
  let creditSeen = 0;
  for (const c of t.credits) {
    if ((creditSeen & (1 << c.to)) !== 0) continue;
    creditSeen |= 1 << c.to;
    if (c.n > 0) credited |= 1 << c.to;
  }
  return { dests, adjacentTo, credited, broma: s.restriction === 'broma' && !t.navalPaid, conflict, room, caribsThere, tainosThere };
}

const goesFreelyBySea = (p: Piece): boolean => p.side === 'spanish' || isRebel(p);

/**
 * 4.4.1 B, the piece's own conditions on its side's destinations, as an area mask: by sea only the
 * Spanish, Rebels and Indigenous companions of a Rebel gone there (4.4.1 A, one companion per
 * Rebel); on a conflict turn no Taíno beside Caribs nor Carib beside Taínos (4.3.2 I); a unit only
 * where its side has room under the stacking limit (4.2).
 *
 * Card 24 "Broma en el casco": "this turn Spanish and Rebel units must eliminate a unit to move to
 * a non-adjacent area; Indigenous units must eliminate one to move to an adjacent area". Reading
 * for withdrawals: 4.4.1 B withdraws by basic or naval movement "with the usual restrictions" of
 * movement, so the card applies as it does to movement (movement.ts paymentDue): its cost takes
 * the place of naval difficulty that turn; it is paid like the naval reduction of a withdrawal,
 * once by the withdrawing side in that stage (one payment opens the way for all its pieces, as one
 * payment opens an activated area), by eliminating one of its units in the combat area (removed,
 * not reduced); it is due for Spanish pieces and Rebels going to a non-adjacent area, and for the
 * other Indigenous pieces (Taínos, Caribs and their leaders) going to an adjacent one. Indigenous
 * pieces still go by sea only with Rebels.
 */
function pieceDestinations(f: DestinationFacts, p: Piece): number {
  const flags = kindFlags(p.kind);
  const free = goesFreelyBySea(p);
  let to = f.dests;
  if (!free) to &= f.adjacentTo | f.credited;
  if (f.broma) to &= free ? f.adjacentTo : ~f.adjacentTo;
  if (f.conflict) to &= ~peoplesBarMask(flags, f.caribsThere, f.tainosThere);
  if ((flags & UNIT) !== 0) to &= f.room;
  return to;
}

/**
 * 4.4.1 B withdrawal destinations: an empty area other than the attacker's origin, or an own area
 * without enemies, within the stacking limit; by basic or naval movement (naval difficulty: once a
 * unit was reduced for it; the Indigenous by sea only with Rebels, one companion each, same area).
 * Ascending area order.
 */
export function withdrawalAreas(s: MyaState, t: CombatTask, p: Piece): number[] {
  const out: number[] = [];
  const facts = destinationFacts(s, t, p.side, navalOpen(s, t));
  if (facts === null) return out;
  for (let m = pieceDestinations(facts, p); m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

/**
 * 4.4.1 A-B: a unit may be reduced to open withdrawal by sea under naval difficulty; card 24: a
 * unit may be eliminated to open the withdrawals the card charges for (as in movement, offered
 * whenever the side has another piece there). Never the side's last piece.
 */
const navalPayable = (s: MyaState, t: CombatTask, mine: number): boolean =>
  mine > 1 && !t.navalPaid && (s.restriction === 'broma' || (s.restriction !== 'noNaval' && navalDifficulty(s)));

/** Whether some of the pieces may withdraw by sea at all (4.4.1 B): Spanish and Rebels, or Indigenous companions of a Rebel gone before. */
function anyBySea(t: CombatTask, mine: readonly Piece[]): boolean {
  if (t.credits.length > 0) return true;
  for (const p of mine) if (goesFreelyBySea(p)) return true;
  return false;
}

const withdrawSide = (t: CombatTask): Who => (t.stage === 'withdrawA' ? 'a' : 'd');

/**
 * 4.4.1 B the withdrawal choices of the side at this stage while enemies remain: each distinct
 * counter to each destination it may reach, and the naval payment; none (no choice) when staying
 * is all there is. No withdrawal from the one round of an Indigenous conflict (4.3.2 I).
 */
export function withdrawLegal(s: MyaState, t: CombatTask): MyaAction[] {
  if (isConflict(t)) return [];
  // Outside a conflict the groups are the sides: the area read in one pass for the side's pieces and the enemy's presence.
  const side = groupSeat(groupOf(t, withdrawSide(t)));
  const mine: Piece[] = [];
  let enemy = false;
  for (const p of areaAt(s, t.area).pieces) {
    if (p.side === side) mine.push(p);
    else enemy = true;
  }
  if (!enemy) return [];
  const out: MyaAction[] = [{ type: 'stay' }];
  // Non-adjacent areas only for a group with a piece that may go by sea.
  const facts = destinationFacts(s, t, side, anyBySea(t, mine) && navalOpen(s, t));
  if (facts !== null) {
    // Each distinct counter to each of its destinations, lowest area first.
    for (const p of distinct(mine)) {
      for (let m = pieceDestinations(facts, p); m !== 0; m &= m - 1) out.push({ type: 'withdraw', piece: p.id, to: 31 - Math.clz32(m & -m) });
    }
  }
  if (navalPayable(s, t, mine.length)) {
    // Naval difficulty is paid by reducing a unit (4.4.1 A-B), not a leader.
    const units: Piece[] = [];
    for (const p of mine) if (isUnit(p)) units.push(p);
    for (const u of distinct(units)) out.push({ type: 'pay-naval', area: t.area, piece: u.id });
  }
  return out.length === 1 ? [] : out;
}

/** 4.4.1 B: the defender's withdrawal done, the attacker's begins with its own naval payment and companions. */
function toAttackerWithdrawal(s: MyaState, t: CombatTask): Next {
  const n = draft(t);
  n.stage = 'withdrawA';
  n.navalPaid = false;
  n.credits = [];
  return next(s, n);
}

/** Nobody (more) withdraws: the attacker's turn after the defender's, else the next round. */
export function withdrawAuto(s: MyaState, t: CombatTask, ctx: StepContext): Next {
  return t.stage === 'withdrawD' ? toAttackerWithdrawal(s, t) : nextRound(s, t, ctx);
}

export function withdrawAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): Next {
  switch (a.type) {
    case 'withdraw': {
      const p = pieceIn(areaAt(s, t.area).pieces, a.piece) as Piece;
      const naval = !adjacent(t.area, a.to);
      if (ctx.log.on)
        ctx.log.push({ type: 'withdraw', rule: '4.4.1 B', text: `${pieceLabel(p)} withdraws from area ${t.area} to ${a.to}${naval ? ' by sea' : ''}` });
      const moved = movePiece(s, t.area, p.id, a.to);
      if (!(naval && p.side === 'indigenous')) return next(moved, t);
      const n = draft(t);
      n.credits = seaCredits(t, a.to, isRebel(p));
      return next(moved, n);
    }
    case 'pay-naval': {
      const p = pieceIn(areaAt(s, t.area).pieces, a.piece) as Piece;
      const broma = s.restriction === 'broma';
      if (ctx.log.on) {
        ctx.log.push(
          broma
            ? { type: 'naval-cost', rule: 'card 24', text: `${pieceLabel(p)} is removed to open the withdrawal (Broma en el casco)` }
            : { type: 'naval-cost', rule: '4.4.1 A-B', text: `${pieceLabel(p)} is ${p.reduced ? 'removed' : 'reduced'} to withdraw by sea` },
        );
      }
      const n = draft(t);
      n.navalPaid = true;
      // Card 24 eliminates the unit (movement.ts does the same); naval difficulty costs one step.
      return next(broma ? removePiece(s, t.area, p.id) : takeHit(s, t.area, p.id).state, n);
    }
    case 'stay':
      // 4.4.1 B: the attacker withdraws on its own terms: the defender's payment and companions do not carry over.
      return withdrawAuto(s, t, ctx);
    default:
      throw new Error(`combat withdrawal cannot take ${a.type}`);
  }
}

/** 4.4.1 B: an Indigenous piece goes by sea only with a Rebel: a Rebel opens one place, a companion takes it. */
function seaCredits(t: CombatTask, to: number, rebel: boolean): CombatTask['credits'] {
  const out: { to: number; n: number }[] = [];
  let found = false;
  for (const c of t.credits) {
    if (c.to === to) {
      found = true;
      out.push({ to: c.to, n: c.n + (rebel ? 1 : -1) });
    } else out.push(c);
  }
  if (!found && rebel) out.push({ to, n: 1 });
  return out;
}
