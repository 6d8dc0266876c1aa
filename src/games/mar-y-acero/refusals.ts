/**
 * Why an action is refused, where a specific reason is cheap to give: the decision machine asks
 * these only for an action that is not among the legal ones, and falls back to its generic
 * `not-legal` (with the legal list) when they find no reason. Each reason is one the rule gives:
 * 4.2 (stacking limit), 4.3.2 I (Indigenous conflict), 4.3.2 II (the Event card from the hand),
 * 4.4.1 (which area to activate), 4.4.1 A (movement: activated areas, one departure per area,
 * naval movement and its difficulty, no over-stack at the end), 4.4.1 B (hits and withdrawal),
 * 4.4.2 (only the Spanish build).
 */
import { IllegalActionError } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { adjacent, areaAt, groupSeat, hasNumber, isRebel, isUnit, navalDifficulty, other } from './board.js';
import { piecesOf } from './control.js';
import { conflictBlocks, stackLimit, unitsOf } from './stacking.js';
import { members } from './combat-rounds.js';
import { activatableAreas, overstacked } from './impulse.js';
import type { ActivationTask, CombatTask, MyaState, Piece, Side } from './state.js';
import { mayChooseEvent } from './turn.js';

const refuse = (code: string, message: string, rule: string): IllegalActionError => new IllegalActionError(code, message, rule);

/** An area number (the action may come from outside, malformed: its fields are checked before they are read). */
const isArea = (a: unknown): a is number => typeof a === 'number' && Number.isInteger(a) && a >= 1 && a <= 15;

/** 4.3.2 II: the Event card is chosen from the side's hand (the Nitayno's event deck in solitaire). */
export function eventRefusal(s: MyaState, seat: Side, a: MyaAction): IllegalActionError | null {
  if (a.type !== 'event' || mayChooseEvent(s, seat, a.card)) return null;
  return refuse('not-in-hand', `Event card ${a.card} is not in the ${seat} hand`, '4.3.2 II');
}

/** 4.4.1: an area the side controls and occupies, an over-stacked one first; 4.4.2: only the Spanish build, and not before an over-stack. */
export function impulseRefusal(s: MyaState, seat: Side, a: MyaAction): IllegalActionError | null {
  if (a.type === 'build' && seat !== 'spanish') return refuse('spanish-only', 'only the Spanish build palisades and citadels', '4.4.2');
  if (a.type !== 'activate' && a.type !== 'build') return null;
  const areas = activatableAreas(s, seat);
  const over = overstacked(s, seat).filter((x) => areas.includes(x));
  if (over.length > 0 && (a.type === 'build' || !over.includes(a.area))) {
    return refuse('overstacked-first', `the ${seat} must first activate an over-stacked area (${over.join(', ')})`, '4.4.1');
  }
  if (a.type === 'activate' && isArea(a.area) && !areas.includes(a.area)) {
    return refuse('not-controlled', `the ${seat} may activate only an area they control and occupy; area ${a.area} is not one`, '4.4.1');
  }
  return null;
}

function pieceIn(pieces: readonly Piece[], id: string): Piece | undefined {
  for (const p of pieces) if (p.id === id) return p;
  return undefined;
}

/** 4.4.1 A: why a piece may not move there now. */
function moveRefusal(s: MyaState, t: ActivationTask, id: string, to: number): IllegalActionError | null {
  let from = 0;
  let p: Piece | undefined;
  for (const a of t.open) {
    p = pieceIn(areaAt(s, a).pieces, id);
    if (p !== undefined) {
      from = a;
      break;
    }
  }
  if (p === undefined || p.side !== t.seat) {
    return refuse('not-activated', `${id} is not a ${t.seat} piece in an activated area (${t.open.join(', ')})`, '4.4.1 A');
  }
  if ((t.left[from - 1] ?? []).includes(id)) return refuse('already-moved', `${id} has already left area ${from} in this activation`, '4.4.1 A');
  if (to === from) return null;
  const basic = adjacent(from, to);
  if (!basic && s.restriction === 'noNaval')
    return refuse('not-adjacent', `area ${to} is not adjacent to ${from}, and no naval movement is allowed this turn`, 'card 23');
  if (!basic && t.seat === 'indigenous' && !isRebel(p) && !t.credits.some((c) => c.from === from && c.to === to && c.n > 0)) {
    return refuse(
      'not-adjacent',
      `area ${to} is not adjacent to ${from}: Indigenous pieces go by sea only with a Rebel that went from ${from} to ${to}, one each`,
      '4.4.1 A',
    );
  }
  if (!hasNumber(t.paid, from)) {
    if (s.restriction === 'broma') {
      const due = p.side === 'spanish' || isRebel(p) ? !basic : basic;
      if (due) return refuse('naval-difficulty', `a unit in area ${from} must first be eliminated for this move (payNaval; Broma en el casco)`, 'card 24');
    } else if (!basic && navalDifficulty(s)) {
      return refuse('naval-difficulty', `naval difficulty: a unit in area ${from} must first be reduced (payNaval) before a naval move from there`, '4.4.1 A');
    }
  }
  const dest = areaAt(s, to);
  if (isUnit(p) && piecesOf(dest, to, other(t.seat)) > 0 && unitsOf(dest, to, t.seat) >= stackLimit(s, t.seat)) {
    return refuse(
      'stacking-limit',
      `area ${to} already holds ${stackLimit(s, t.seat)} ${t.seat} units beside enemies (no over-stack where the move stops)`,
      '4.2',
    );
  }
  if (conflictBlocks(s, dest, p.kind))
    return refuse('indigenous-conflict', `Indigenous conflict this turn: Taínos and Caribs may not stand together in area ${to}`, '4.3.2 I');
  return null;
}

/** 4.4.1 A: a move's reasons; the end of the movement refused while an over-stack can still be relieved. */
export function activationRefusal(s: MyaState, t: ActivationTask, a: MyaAction): IllegalActionError | null {
  if (a.type === 'move') return isArea(a.to) ? moveRefusal(s, t, a.piece, a.to) : null;
  if (a.type === 'end-move') {
    return refuse(
      'overstacked',
      'an area of this activation is over the stacking limit and a unit can still leave it: no over-stack may remain at the end of the impulse',
      '4.4.1 A',
    );
  }
  return null;
}

/** 4.4.1 B: a withdrawal to the attacker's origin, into enemies, or beyond the stacking limit. */
export function withdrawalRefusal(s: MyaState, t: CombatTask, a: MyaAction): IllegalActionError | null {
  if (a.type !== 'withdraw' || !isArea(a.to)) return null;
  const g = t.stage === 'withdrawA' ? t.a : t.d;
  const p = pieceIn(members(s, t.area, g), a.piece);
  if (p === undefined) return refuse('not-in-combat', `${a.piece} is not a piece of the withdrawing side in area ${t.area}`, '4.4.1 B');
  const side = groupSeat(g);
  const dest = areaAt(s, a.to);
  if (dest.pieces.length === 0 && !dest.citadel && hasNumber(t.origins, a.to)) {
    return refuse(
      'attacker-origin',
      `area ${a.to} is empty but the attackers came from it: withdrawal goes to an empty area other than the attacker's origin`,
      '4.4.1 B',
    );
  }
  if (piecesOf(dest, a.to, other(side)) > 0)
    return refuse('enemy-area', `area ${a.to} holds enemies: withdrawal goes to an empty area or an own area without enemies`, '4.4.1 B');
  if (isUnit(p) && unitsOf(dest, a.to, side) >= stackLimit(s, side))
    return refuse('stacking-limit', `area ${a.to} already holds ${stackLimit(s, side)} ${side} units`, '4.2');
  return null;
}
