/**
 * 4.4.1 A and 4.3.2 I: what the moves of an activation read of the map (`MoveFacts`), kept in the
 * activation as its pieces move instead of read again from the 15 areas for every legal list. In
 * an activation only the activating side's pieces move or go (a move, a naval payment), so the
 * enemy areas stay as they were; a unit that stops against enemies may fill their area, and on a
 * conflict turn a move or a loss changes the peoples of the areas it touches.
 * `readMoveFacts` is the plain form, read afresh: the kept facts must equal it
 * (test/mar-y-acero/move-facts.test.ts, and the invariants of a state); so with `returnedAreas`.
 */
import { bit } from '../../core/index.js';
import { conflictTurn } from './board.js';
import { CARIB, TAINO } from './kinds.js';
import { conflictPeoples, stackLimit, unitCount } from './stacking.js';
import type { ActivationTask, AreaState, MoveFacts, MyaState, Piece, Side } from './state.js';

/** 4.3.2 I bars Taínos from Caribs only in an Indigenous activation on a conflict turn. */
function conflictMoves(s: MyaState, seat: Side): boolean {
  return seat === 'indigenous' && conflictTurn(s);
}

/** The facts of an activation of `seat`, read from every area of the map. */
export function readMoveFacts(s: MyaState, seat: Side): MoveFacts {
  const limit = stackLimit(s, seat);
  const conflict = conflictMoves(s, seat);
  const map = s.map;
  let enemies = 0;
  let full = 0;
  let caribAreas = 0;
  let tainoAreas = 0;
  for (let a = 1; a <= 15; a++) {
    const area = map[a - 1] as AreaState;
    const pieces = area.pieces;
    // The first enemy piece makes an enemy area; the seat's units there are counted only then.
    for (let i = 0; i < pieces.length; i++) {
      if ((pieces[i] as Piece).side !== seat) {
        enemies |= bit(a);
        if (unitCount(area, seat) >= limit) full |= bit(a);
        break;
      }
    }
    if (conflict) {
      const peoples = conflictPeoples(area);
      if ((peoples & CARIB) !== 0) caribAreas |= bit(a);
      if ((peoples & TAINO) !== 0) tainoAreas |= bit(a);
    }
  }
  return { enemies, full, caribAreas, tainoAreas };
}

/** The mask with area `a` in it or out of it. */
function withArea(mask: number, a: number, member: boolean): number {
  return member ? mask | bit(a) : mask & ~bit(a);
}

/** 4.3.2 I: the facts with the peoples of area `a` (of `map`) read again. */
function peoplesRead(f: MoveFacts, map: readonly AreaState[], a: number): MoveFacts {
  const peoples = conflictPeoples(map[a - 1] as AreaState);
  const caribAreas = withArea(f.caribAreas, a, (peoples & CARIB) !== 0);
  const tainoAreas = withArea(f.tainoAreas, a, (peoples & TAINO) !== 0);
  if (caribAreas === f.caribAreas && tainoAreas === f.tainoAreas) return f;
  return { enemies: f.enemies, full: f.full, caribAreas, tainoAreas };
}

/**
 * The facts after a piece of `seat` moved from `from` to `to`; `map` is the map after the move.
 * A unit that stops against enemies may bring their area to the limit (4.4.1 A); on a conflict
 * turn the two areas' peoples are read again.
 */
export function factsAfterMove(s: MyaState, f: MoveFacts, map: readonly AreaState[], seat: Side, from: number, to: number): MoveFacts {
  let out = f;
  const b = bit(to);
  if ((f.enemies & b) !== 0 && (f.full & b) === 0 && unitCount(map[to - 1] as AreaState, seat) >= stackLimit(s, seat)) {
    out = { enemies: f.enemies, full: f.full | b, caribAreas: f.caribAreas, tainoAreas: f.tainoAreas };
  }
  if (conflictMoves(s, seat)) out = peoplesRead(peoplesRead(out, map, from), map, to);
  return out;
}

/**
 * The facts after a unit of `seat` paid for the sea with its removal from `area` (4.4.1 A, card 24);
 * `map` is the map after it. It stood where no enemy is, so only the area's peoples may change.
 */
export function factsAfterLoss(s: MyaState, f: MoveFacts, map: readonly AreaState[], seat: Side, area: number): MoveFacts {
  return conflictMoves(s, seat) ? peoplesRead(f, map, area) : f;
}

/**
 * 4.4.1 A, a piece never leaves an area twice: the areas where a piece stands that left them
 * before in the activation (it came back), read from the map and the departures. The plain form of
 * `ActivationTask.returned`, which a move keeps (a piece that came back stays where it is) and a
 * removal reads again: the legal list reads the departures of these areas only.
 */
export function returnedAreas(map: readonly AreaState[], left: ActivationTask['left']): number {
  let out = 0;
  for (let a = 1; a <= 15; a++) {
    const gone = left[a - 1] as readonly string[];
    const pieces = (map[a - 1] as AreaState).pieces;
    for (let i = 0; i < pieces.length; i++) if (gone.includes((pieces[i] as Piece).id)) out |= bit(a);
  }
  return out;
}
