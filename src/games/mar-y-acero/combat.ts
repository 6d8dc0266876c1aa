/**
 * 4.4.1 B Combat: rounds of up to three units/leaders per side with reserves and one swap per
 * round, attack against defence factors with their modifiers, a 1 always hits and a 6 always
 * misses, hits reduce then remove, withdrawal starting with the defender, new rounds while both
 * sides remain. Also the one round of Taíno-Carib combat of an Indigenous conflict (4.3.2 I) and
 * the non-simultaneous combats of events (cards 2 and 4).
 *
 * Speed: a combat is a chain of stages, most of which need no choice. `combatAuto` and
 * `combatAct` play on through every following stage with no choice (`runOn`), so that the engine's
 * `advance` does not build a legal list for each one; each stage decides "choice or not" without
 * building its list where a cheaper test settles it (`forcedStep`), and plays exactly what
 * `advance` would have played, in the same order (same dice, same events). Where it stops on a
 * choice, the list it built is handed to the engine (`rememberLegal`), which rests on it instead
 * of listing the same choices again. The helpers avoid closures, Sets and string keys.
 */
import type { DieRoll, Modifier, StepContext } from '../../core/index.js';
import { REROLL_DICE, type MyaAction, type RerollDice } from './actions.js';
import {
  ADJACENT_MASK, adjacent, areaAt, conflictTurn, groupSeat, hasNumber, inGroup, sameCounter, isRebel, isUnit, NAVAL_MASK, navalDifficulty, other,
  pieceLabel, twinBefore,
} from './board.js';
import { bagSize } from './bags.js';
import { heldOnlyBy, piecesOf } from './control.js';
import { conflictPeoplesOf, peoplesBarMask, unitRoom } from './stacking.js';
import { movePiece, removePiece, takeHit } from './edits.js';
import { combatFactor, combatFactorValue, isHit } from './factors.js';
import { CARIB, kindFlags, pieceData, TAINO, UNIT } from './kinds.js';
import { nitaynoRerollsMiss } from './nitayno/index.js';
import type { CombatStage, CombatTask, Group, MyaState, Piece, Side, Task } from './state.js';
import { patchState } from './phase-state.js';
import { rememberLegal, replaceTop, withTasksMap, type StateDraft } from './tasks.js';

type Who = 'a' | 'd';

export function newCombat(area: number, a: Group, d: Group, first: Who | null, origins: readonly number[], label: string): CombatTask {
  return {
    t: 'combat', area, a, d, first, origins, round: 1, stage: 'start', ca: [], cd: [], diceA: [], diceD: [],
    hitsOnA: 0, hitsOnD: 0, doneA: false, doneD: false, navalPaid: false, credits: [], label,
  };
}

const groupOf = (t: CombatTask, w: Who): Group => (w === 'a' ? t.a : t.d);
const isConflict = (t: CombatTask): boolean => t.a === 'taino' || t.a === 'carib';

/** Rulebook 3: every piece fights except the Hijos de Caonabó. */
const fights = (p: Piece): boolean => pieceData(p.kind).fights;

export function members(s: MyaState, area: number, g: Group): Piece[] {
  const out: Piece[] = [];
  for (const p of areaAt(s, area).pieces) if (inGroup(p, g)) out.push(p);
  return out;
}

export function fighters(s: MyaState, area: number, g: Group): Piece[] {
  const out: Piece[] = [];
  for (const p of areaAt(s, area).pieces) if (inGroup(p, g) && fights(p)) out.push(p);
  return out;
}

function hasMember(s: MyaState, area: number, g: Group): boolean {
  if (g === 'spanish' || g === 'indigenous') return piecesOf(areaAt(s, area), area, g) > 0;
  for (const p of areaAt(s, area).pieces) if (inGroup(p, g)) return true;
  return false;
}

function hasFighter(s: MyaState, area: number, g: Group): boolean {
  for (const p of areaAt(s, area).pieces) if (inGroup(p, g) && fights(p)) return true;
  return false;
}

function pieceIn(pieces: readonly Piece[], id: string): Piece | undefined {
  for (const p of pieces) if (p.id === id) return p;
  return undefined;
}

/** The committed pieces still in the area, in commitment order. */
function present(s: MyaState, area: number, ids: readonly string[]): Piece[] {
  const pieces = areaAt(s, area).pieces;
  const out: Piece[] = [];
  for (const id of ids) {
    const p = pieceIn(pieces, id);
    if (p !== undefined) out.push(p);
  }
  return out;
}

/**
 * 4.5: the side holding the marker may use it once per phase or impulse. In solitaire there
 * is no Divine Grace (5.1), except the Nitayno cards 48/49 (12+ VP row): "the Nitayno always
 * has Yaya" that turn, so only the flag counts and the side never matters.
 */
export function graceAvailable(s: MyaState, seat: Side): boolean {
  if (s.mode === 'two-player') return s.grace.side === seat && !s.grace.usedWindow;
  return seat === 'indigenous' && (s.solitaire?.effects.yaya ?? false) && !s.grace.usedWindow;
}

/** 4.5: once used, the marker passes to the other side; the state copy keeps the fixed shape (patchState, not a spread). */
export function useGrace(s: MyaState): MyaState {
  return patchState(s, { grace: { side: other(s.grace.side), usedWindow: true, usedTurn: true } });
}

interface Line { readonly cur: Piece[]; readonly reserve: Piece[] }

/** Whether the piece is among the (at most three) committed ones: a plain loop, no builtin call. */
function committed(cur: readonly Piece[], p: Piece): boolean {
  for (let i = 0; i < cur.length; i++) if (cur[i] === p) return true;
  return false;
}

/** 4.4.1 B: the fighters committed to the round (in commitment order) and the rest of the group (in area order). */
function reserveOf(s: MyaState, t: CombatTask, w: Who): Line {
  const pieces = areaAt(s, t.area).pieces;
  const cur: Piece[] = [];
  for (const id of w === 'a' ? t.ca : t.cd) {
    const p = pieceIn(pieces, id);
    if (p !== undefined && fights(p)) cur.push(p);
  }
  const g = groupOf(t, w);
  const reserve: Piece[] = [];
  for (const p of pieces) if (inGroup(p, g) && fights(p) && !committed(cur, p)) reserve.push(p);
  return { cur, reserve };
}

/** The factor of each committed piece still present, in die order. */
function factorValues(s: MyaState, t: CombatTask, w: Who): number[] {
  const conflict = isConflict(t);
  const pieces = areaAt(s, t.area).pieces;
  const out: number[] = [];
  for (const id of w === 'a' ? t.ca : t.cd) {
    const p = pieceIn(pieces, id);
    if (p !== undefined) out.push(combatFactorValue(s, p, t.area, w === 'a', conflict));
  }
  return out;
}

/** Die i hits: a die beyond the committed pieces (one was removed) counts against factor 1, as before. */
const dieHits = (dice: readonly number[], fs: readonly number[], i: number): boolean => isHit(dice[i] as number, fs[i] ?? 1);

function hitCount(dice: readonly number[], fs: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < dice.length; i++) if (dieHits(dice, fs, i)) n++;
  return n;
}

/** Distinct pieces by kind and strength: taking a hit on either of two identical counters is the same choice. */
function distinct(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    let seen = false;
    for (const q of out) {
      if (sameCounter(p, q)) {
        seen = true;
        break;
      }
    }
    if (!seen) out.push(p);
  }
  return out;
}

/** How many distinct counters, counting no further than two (the hot path asks "one or a choice?"). */
function distinctUpTo2(pieces: readonly Piece[]): number {
  const first = pieces[0];
  if (first === undefined) return 0;
  for (let i = 1; i < pieces.length; i++) if (!sameCounter(pieces[i] as Piece, first)) return 2;
  return 1;
}

/** 4.4.1 B swap: some reserve counter differs from some committed one (else every swap changes nothing). */
function swapMatters(cur: readonly Piece[], reserve: readonly Piece[]): boolean {
  for (const o of cur) for (const i of reserve) if (!sameCounter(o, i)) return true;
  return false;
}

/** Whether withdrawal by sea is open at all this stage (4.4.1 A: naval difficulty paid once; card "noNaval"). */
const navalOpen = (s: MyaState, t: CombatTask): boolean =>
  s.restriction === 'broma' || (s.restriction !== 'noNaval' && (!navalDifficulty(s) || t.navalPaid));

/**
 * 4.4.1 B, a withdrawal destination of one side before each piece's own conditions: an empty area
 * other than the attacker's origin, or an own area without enemies.
 */
function sideMayGoTo(s: MyaState, t: CombatTask, side: Side, to: number): boolean {
  const area = areaAt(s, to);
  if (area.pieces.length === 0 && !area.citadel) return !hasNumber(t.origins, to);
  return heldOnlyBy(area, to, side);
}

/**
 * 4.4.1 B withdrawal destinations of one side, before each piece's own conditions, as an area mask
 * (bit `to` for area `to`): by basic movement (adjacent) or naval movement (when open).
 */
function sideDestinations(s: MyaState, t: CombatTask, side: Side, navalOk: boolean): number {
  let out = 0;
  const adjacentTo = ADJACENT_MASK[t.area] as number;
  const reach = navalOk ? (NAVAL_MASK[t.area] as number) | adjacentTo : adjacentTo;
  for (let to = 1; to <= 15; to++) if ((reach & (1 << to)) !== 0 && sideMayGoTo(s, t, side, to)) out |= 1 << to;
  return out;
}

/** What the pieces' own conditions read of a side's destinations, once per withdrawal list (see `pieceDestinations`). */
interface DestinationFacts {
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

function destinationFacts(s: MyaState, t: CombatTask, side: Side, dests: number): DestinationFacts {
  // The first credit to an area is the one that counts (one per area, see seaCredits).
  let credited = 0;
  let creditSeen = 0;
  for (const c of t.credits) {
    if ((creditSeen & (1 << c.to)) !== 0) continue;
    creditSeen |= 1 << c.to;
    if (c.n > 0) credited |= 1 << c.to;
  }
  const conflict = conflictTurn(s);
  let room = 0;
  let caribsThere = 0;
  let tainosThere = 0;
  for (let to = 1; to <= 15; to++) {
    if ((dests & (1 << to)) === 0) continue;
    if (unitRoom(s, to, side)) room |= 1 << to;
    if (conflict) {
      const peoples = conflictPeoplesOf(areaAt(s, to), to);
      if ((peoples & CARIB) !== 0) caribsThere |= 1 << to;
      if ((peoples & TAINO) !== 0) tainosThere |= 1 << to;
    }
  }
  return {
    dests, adjacentTo: ADJACENT_MASK[t.area] as number, credited, broma: s.restriction === 'broma' && !t.navalPaid, conflict, room,
    caribsThere, tainosThere,
  };
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
  const dests = sideDestinations(s, t, p.side, navalOpen(s, t));
  if (dests === 0) return out;
  for (let m = pieceDestinations(destinationFacts(s, t, p.side, dests), p); m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

/**
 * 4.4.1 A-B: a unit may be reduced to open withdrawal by sea under naval difficulty; card 24: a
 * unit may be eliminated to open the withdrawals the card charges for (as in movement, offered
 * whenever the side has another piece there). Never the side's last piece.
 */
const navalPayable = (s: MyaState, t: CombatTask, mine: number): boolean =>
  mine > 1 && !t.navalPaid && (s.restriction === 'broma' || (s.restriction !== 'noNaval' && navalDifficulty(s)));

function commitStage(t: CombatTask): Who {
  return t.stage === 'commitA' ? 'a' : 'd';
}

/** 4.4.1 B: round 1 opens only when both groups have a fighter (else the combat ends at once). */
const opensWithoutFight = (s: MyaState, t: CombatTask): boolean =>
  t.stage === 'commitA' && t.round === 1 && t.ca.length === 0 && !bothFight(s, t);

/** 4.4.1 B: up to three pieces fight; a choice only when more than three could. */
const mustChoose = (l: Line): boolean => l.cur.length < 3 && l.cur.length + l.reserve.length > 3;

/** 4.5: the missed dice that one less would turn into hits, one action per distinct (die, factor). */
function graceMinus(dice: readonly number[], fs: readonly number[], out: MyaAction[]): void {
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as number;
    const f = fs[i] ?? 1;
    if (isHit(d, f) || !isHit(d - 1, f)) continue;
    let seen = false;
    for (let j = 0; j < i; j++) {
      if (dice[j] === d && (fs[j] ?? 1) === f) {
        seen = true;
        break;
      }
    }
    if (!seen) out.push({ type: 'grace', use: 'minus', die: i });
  }
}

/**
 * 4.5 "volver a tirar cualquier número de dados": one action per choice of dice to re-roll that
 * differs in effect, in REROLL_DICE order (one die, then two, then three; positions ascending).
 * Listed: non-empty sets of missed dice, one per distinct set of factors. Why: re-rolling a hit
 * can only lose it (legal under the rule but pointless, so not listed); a missed die that is kept
 * stays a miss whatever its value, and a re-rolled die's old value is forgotten, so two sets whose
 * dice have the same factors give the same chances and the same hits. The set of every missed die
 * (the old "re-roll the missed dice") is always listed, last.
 */
function graceRerolls(dice: readonly number[], fs: readonly number[], out: MyaAction[]): void {
  const keys: number[] = [];
  for (const set of REROLL_DICE) {
    // The multiset of the set's factors (1-5, at most three dice): a base-8 count per factor.
    let key = 0;
    let ok = true;
    for (let k = 0; k < set.length; k++) {
      const i = set.charCodeAt(k) - 48;
      if (i >= dice.length || dieHits(dice, fs, i)) {
        ok = false;
        break;
      }
      key += 1 << (3 * ((fs[i] ?? 1) - 1));
    }
    if (!ok || keys.includes(key)) continue;
    keys.push(key);
    out.push({ type: 'grace', use: 'reroll', dice: set });
  }
}

/** 4.5: whether die `i` is among the dice to re-roll. */
function rerolled(set: RerollDice | undefined, i: number): boolean {
  if (set === undefined) return false;
  for (let k = 0; k < set.length; k++) if (set.charCodeAt(k) - 48 === i) return true;
  return false;
}

/** 4.5: the re-rolled dice for the log, counted from 1. */
function diceNames(set: RerollDice | undefined): string {
  const dice = (set ?? '').split('').map((c) => Number(c) + 1);
  return `${dice.length > 1 ? 'dice' : 'die'} ${dice.join(', ')}`;
}

/** 4.5: Divine Grace/Yaya is offered to a side that rolled, holds it, missed at least once, outside a conflict. */
function graceOffered(s: MyaState, t: CombatTask, w: Who, dice: readonly number[], fs: readonly number[]): boolean {
  if (dice.length === 0 || isConflict(t) || !graceAvailable(s, groupSeat(groupOf(t, w)))) return false;
  return hitCount(dice, fs) < dice.length;
}

/** 4.4.1 B: the owner picks which piece takes a hit only when hits fall short of removing every candidate and the candidates differ. */
function hitsChosen(cands: readonly Piece[], hits: number): boolean {
  if (hits === 0 || cands.length <= 1) return false;
  let steps = 0;
  for (const p of cands) steps += p.reduced || pieceData(p.kind).reducedOnly ? 1 : 2;
  return hits < steps && distinctUpTo2(cands) > 1;
}

/** Whether some of the pieces may withdraw by sea at all (4.4.1 B): Spanish and Rebels, or Indigenous companions of a Rebel gone before. */
function anyBySea(t: CombatTask, mine: readonly Piece[]): boolean {
  if (t.credits.length > 0) return true;
  for (const p of mine) if (goesFreelyBySea(p)) return true;
  return false;
}

/**
 * 4.4.1 B the withdrawal choices of one side while enemies remain: each distinct counter to each
 * destination it may reach, and the naval payment; none (no choice) when staying is all there is.
 */
function withdrawList(s: MyaState, t: CombatTask, w: Who): MyaAction[] {
  if (isConflict(t)) return [];
  const g = groupOf(t, w);
  if (!hasMember(s, t.area, g === t.a ? t.d : t.a)) return [];
  const out: MyaAction[] = [{ type: 'stay' }];
  const mine = members(s, t.area, g);
  const side = groupSeat(g);
  // Non-adjacent areas only for a group with a piece that may go by sea.
  const dests = sideDestinations(s, t, side, anyBySea(t, mine) && navalOpen(s, t));
  if (dests !== 0) {
    const facts = destinationFacts(s, t, side, dests);
    // Each distinct counter to each of its destinations, lowest area first.
    for (const p of distinct(mine)) {
      for (let m = pieceDestinations(facts, p); m !== 0; m &= m - 1) out.push({ type: 'withdraw', piece: p.id, to: 31 - Math.clz32(m & -m) });
    }
  }
  if (navalPayable(s, t, mine.length)) {
    // Naval difficulty is paid by reducing a unit (4.4.1 A-B), not a leader.
    const units: Piece[] = [];
    for (const p of mine) if (isUnit(p)) units.push(p);
    for (const u of distinct(units)) out.push({ type: 'payNaval', area: t.area, piece: u.id });
  }
  return out.length === 1 ? [] : out;
}

/** 4.4.1 B: the commitment choices, one per distinct counter in reserve. */
function commitList(l: Line): MyaAction[] {
  const out: MyaAction[] = [];
  for (const p of distinct(l.reserve)) out.push({ type: 'commit', piece: p.id });
  return out;
}

/** 4.4.1 B: keep the fighters, or swap one for a different counter in reserve. */
function swapList(cur: readonly Piece[], reserve: readonly Piece[]): MyaAction[] {
  const out: MyaAction[] = [{ type: 'noSwap' }];
  const ins = distinct(reserve);
  for (const o of distinct(cur)) for (const i of ins) if (!sameCounter(o, i)) out.push({ type: 'swap', out: o.id, in: i.id });
  return out.length === 1 ? [] : out;
}

/** 4.5: not using Divine Grace/Yaya, each re-roll that differs in effect, each -1 that turns a miss into a hit. */
function graceList(dice: readonly number[], fs: readonly number[]): MyaAction[] {
  const out: MyaAction[] = [{ type: 'grace', use: 'none' }];
  graceRerolls(dice, fs, out);
  graceMinus(dice, fs, out);
  return out;
}

/** 4.4.1 B: which committed piece takes the next hit, one per distinct counter. */
function hitList(cands: readonly Piece[]): MyaAction[] {
  const out: MyaAction[] = [];
  for (const p of distinct(cands)) out.push({ type: 'hit', piece: p.id });
  return out;
}

export function combatLegal(s: MyaState, t: CombatTask): MyaAction[] {
  switch (t.stage) {
    case 'commitA':
    case 'commitD': {
      if (opensWithoutFight(s, t)) return [];
      const l = reserveOf(s, t, commitStage(t));
      return mustChoose(l) ? commitList(l) : [];
    }
    case 'swapA':
    case 'swapD': {
      const { cur, reserve } = reserveOf(s, t, t.stage === 'swapA' ? 'a' : 'd');
      if (cur.length === 0 || reserve.length === 0) return [];
      return swapList(cur, reserve);
    }
    case 'graceA':
    case 'graceD': {
      const w: Who = t.stage === 'graceA' ? 'a' : 'd';
      const dice = w === 'a' ? t.diceA : t.diceD;
      if (dice.length === 0) return [];
      const fs = factorValues(s, t, w);
      return graceOffered(s, t, w, dice, fs) ? graceList(dice, fs) : [];
    }
    case 'hitsA':
    case 'hitsD': {
      const w: Who = t.stage === 'hitsA' ? 'a' : 'd';
      const cands = present(s, t.area, w === 'a' ? t.ca : t.cd);
      return hitsChosen(cands, w === 'a' ? t.hitsOnA : t.hitsOnD) ? hitList(cands) : [];
    }
    case 'withdrawA':
    case 'withdrawD':
      return withdrawList(s, t, t.stage === 'withdrawA' ? 'a' : 'd');
    default:
      return [];
  }
}

/** Both groups have a fighter in the area (one pass over its pieces). */
function bothFight(s: MyaState, t: CombatTask): boolean {
  let a = false;
  let d = false;
  for (const p of areaAt(s, t.area).pieces) {
    if (!fights(p)) continue;
    if (!a && inGroup(p, t.a)) a = true;
    else if (!d && inGroup(p, t.d)) d = true;
    if (a && d) return true;
  }
  return false;
}

type Draft = { -readonly [K in keyof CombatTask]: CombatTask[K] };

/**
 * A fresh copy of the task to fill in before it is handed out (never an input: states stay
 * immutable), built in newCombat's field order so every combat task shares one object shape.
 */
function draft(t: CombatTask): Draft {
  return {
    t: 'combat', area: t.area, a: t.a, d: t.d, first: t.first, origins: t.origins, round: t.round, stage: t.stage, ca: t.ca, cd: t.cd,
    diceA: t.diceA, diceD: t.diceD, hitsOnA: t.hitsOnA, hitsOnD: t.hitsOnD, doneA: t.doneA, doneD: t.doneD,
    navalPaid: t.navalPaid, credits: t.credits, label: t.label,
  };
}

/**
 * A combat being played on, stage after stage: the state `s` and this combat's task `t`, or
 * `t` null once the combat was popped or covered by another task (`s` is then whole). `t` is the
 * input task until a stage changes it: `edit` then copies it once, and every following stage of
 * the run fills in that copy (it is no input and is handed out only at the end). The task is put
 * on top of the state once, when the run stops (`stateOf`).
 */
interface Run { s: MyaState; t: CombatTask | null; copied: boolean; fresh: boolean; legal: MyaAction[] | null }

/**
 * The run's state after an edit. A state the board's builders made during the run (not the input
 * state) is held by nobody else until the run hands it out: `fresh` says its tasks may then be
 * filled in (`withTasks`) instead of copying the whole state once more.
 */
function setState(r: Run, next: MyaState): void {
  if (next === r.s) return;
  r.s = next;
  r.fresh = true;
}

/** The run's state with other tasks: filled in when the run built it, else one fixed-shape copy. */
function withTasks(r: Run, tasks: readonly Task[]): MyaState {
  if (!r.fresh) return withTasksMap(r.s, tasks, r.s.map);
  (r.s as StateDraft).tasks = tasks;
  return r.s;
}

/** The task of the run, writable (copied on the first change). */
function edit(r: Run): Draft {
  if (!r.copied) {
    r.t = draft(r.t as CombatTask);
    r.copied = true;
  }
  return r.t as Draft;
}

/** The task of a run still on (not ended). */
const taskOf = (r: Run): CombatTask => r.t as CombatTask;

function stateOf(r: Run): MyaState {
  const t = r.t;
  const tasks = r.s.tasks;
  const n = tasks.length - 1;
  if (t === null || tasks[n] === t) return r.s;
  // The combat is on top: it is replaced by its new copy.
  const out = tasks.slice(0, n);
  out.push(t);
  return withTasks(r, out);
}

/** The task with new committed pieces (and stage) of one side. */
function setCommitted(r: Run, w: Who, ids: readonly string[], stage: CombatStage): void {
  const n = edit(r);
  if (w === 'a') n.ca = ids;
  else n.cd = ids;
  n.stage = stage;
}

/** 4.4.1 B withdrawal: the defender's withdrawal done, the attacker's begins with its own naval payment and companions. */
function toAttackerWithdrawal(r: Run): void {
  const n = edit(r);
  n.stage = 'withdrawA';
  n.navalPaid = false;
  n.credits = [];
}

function afterGrace(t: CombatTask, w: Who): CombatStage {
  if (w === 'a') return t.first === null ? 'rollD' : 'hitsD';
  return t.first === null ? 'hitsD' : 'hitsA';
}

function afterHits(t: CombatTask, w: Who): CombatStage {
  if (w === 'd') {
    if (t.first === 'a' && !t.doneD) return 'rollD';
    if (t.first === null) return 'hitsA';
    return isConflict(t) ? 'end' : 'withdrawD';
  }
  if (t.first === 'd' && !t.doneA) return 'rollA';
  return isConflict(t) ? 'end' : 'withdrawD';
}

const afterSwap = (t: CombatTask, w: Who): CombatStage => (w === 'a' ? 'commitD' : t.first === 'd' ? 'rollD' : 'rollA');

function roll(r: Run, w: Who, ctx: StepContext): void {
  const s = r.s;
  const t = taskOf(r);
  // Solitaire card 45 (turn 6): every Spanish roll +1 during the Nitayno's last impulse.
  const bonus = groupSeat(groupOf(t, w)) === 'spanish' ? (s.solitaire?.effects.spanishRollBonus ?? 0) : 0;
  const ps = present(s, t.area, w === 'a' ? t.ca : t.cd);
  const dice: number[] = [];
  for (let i = 0; i < ps.length; i++) dice.push(ctx.dice.d6() + bonus);
  if (ctx.log.on) logRoll(s, t, w, ps, dice, bonus, ctx);
  const n = edit(r);
  if (w === 'a') {
    n.diceA = dice;
    n.stage = 'graceA';
  } else {
    n.diceD = dice;
    n.stage = 'graceD';
  }
}

function logRoll(s: MyaState, t: CombatTask, w: Who, ps: readonly Piece[], dice: readonly number[], bonus: number, ctx: StepContext): void {
  const conflict = isConflict(t);
  const fs = ps.map((p) => ({ piece: p, f: combatFactor(s, p, t.area, w === 'a', conflict, true) }));
  const g = groupOf(t, w);
  const rolls: DieRoll[] = dice.map((v, i) => ({ die: 'd6', value: v, for: pieceLabel((fs[i] as (typeof fs)[number]).piece) }));
  const modifiers: Modifier[] = fs.flatMap((x) => x.f.modifiers.map((m) => ({ ...m, label: `${x.piece.id}: ${m.label}` })));
  ctx.log.push({
    type: 'combatRoll', rule: '4.4.1 B', area: t.area, group: g, round: t.round,
    text: `Area ${t.area} round ${t.round}: ${g} ${w === 'a' ? 'attacks' : 'defends'} with ${fs.map((x, i) => `${x.piece.id} factor ${x.f.value} rolls ${dice[i]}`).join(', ') || 'nothing'}`,
    rolls, modifiers: bonus ? [...modifiers, { label: 'Nitayno card 45: Spanish rolls', value: bonus, rule: '5.3.5' }] : modifiers, factors: fs.map((x) => x.f.value),
  });
}

/** Counts the hits of a roll (after any Divine Grace/Yaya) and moves on; `fs` are the factors of the present pieces. */
function finishRoll(r: Run, w: Who, fs: readonly number[], ctx: StepContext): void {
  const t = taskOf(r);
  let dice = w === 'a' ? t.diceA : t.diceD;
  let hits = hitCount(dice, fs);
  if (groupSeat(groupOf(t, w)) === 'indigenous' && !isConflict(t) && nitaynoRerollsMiss(r.s, dice.length, hits)) {
    // 5.4 (8), level II: three dice and no hit: the Nitayno rolls them again.
    const again: number[] = [];
    for (let i = 0; i < dice.length; i++) again.push(ctx.dice.d6());
    dice = again;
    hits = hitCount(dice, fs);
    if (ctx.log.on) ctx.log.push({ type: 'combatRoll', rule: '5.4 (8)', area: t.area, text: `Nitayno re-rolls its three missed dice: ${dice.join(', ')}`, rolls: dice.map((v) => ({ die: 'd6', value: v, for: 'level II re-roll' })) });
  }
  if (ctx.log.on) ctx.log.push({ type: 'combatHits', rule: '4.4.1 B', area: t.area, text: `${groupOf(t, w)} scores ${hits} hit(s) in area ${t.area}`, hits, dice: [...dice] });
  const n = edit(r);
  n.stage = afterGrace(n, w);
  if (w === 'a') {
    n.hitsOnD += hits;
    n.doneA = true;
  } else {
    n.hitsOnA += hits;
    n.doneD = true;
  }
}

/** 4.4.1 B: one hit on one piece (reduced, or removed), with its event; the task is left as it is. */
function hitPiece(s: MyaState, area: number, id: string, ctx: StepContext): MyaState {
  const p = ctx.log.on ? pieceIn(areaAt(s, area).pieces, id) : undefined;
  const r = takeHit(s, area, id);
  if (p !== undefined) ctx.log.push({ type: 'hit', rule: '4.4.1 B', area, piece: id, text: `${pieceLabel(p)} ${r.removed ? (pieceData(p.kind).bag === null ? 'is eliminated' : 'is removed') : 'is reduced'}` });
  return r.state;
}

function applyHit(r: Run, w: Who, id: string, ctx: StepContext): void {
  setState(r, hitPiece(r.s, taskOf(r).area, id, ctx));
  const n = edit(r);
  if (w === 'a') n.hitsOnA--;
  else n.hitsOnD--;
}

/** 4.4.1 B with no choice (one candidate, identical ones, or enough hits for all): hits in commitment order. */
function takeForcedHits(r: Run, w: Who, cands: readonly Piece[], ctx: StepContext): void {
  const t = taskOf(r);
  let hits = w === 'a' ? t.hitsOnA : t.hitsOnD;
  let next = r.s;
  for (const p of cands) {
    while (hits > 0 && pieceIn(areaAt(next, t.area).pieces, p.id) !== undefined) {
      next = hitPiece(next, t.area, p.id, ctx);
      hits--;
    }
  }
  setState(r, next);
  hitsDone(r, w);
}

/** The side's hits are all taken: on to the next stage. */
function hitsDone(r: Run, w: Who): void {
  const n = edit(r);
  if (w === 'a') n.hitsOnA = 0;
  else n.hitsOnD = 0;
  n.stage = afterHits(n, w);
}

function endCombat(r: Run, ctx: StepContext): void {
  const t = taskOf(r);
  let next = r.s;
  // A side left with leaders that take no part in combat (Hijos de Caonabó) cannot stay beside enemy fighters.
  for (let k = 0; k < 2; k++) {
    const g = k === 0 ? t.a : t.d;
    const o = k === 0 ? t.d : t.a;
    if (!hasFighter(next, t.area, g) && hasFighter(next, t.area, o)) {
      for (const p of members(next, t.area, g)) {
        next = takeHit(next, t.area, p.id).state;
        if (pieceIn(areaAt(next, t.area).pieces, p.id) !== undefined) next = takeHit(next, t.area, p.id).state;
      }
    }
  }
  if (ctx.log.on) {
    const left = (g: Group): number => members(next, t.area, g).length;
    ctx.log.push({ type: 'combatEnd', rule: '4.4.1 B', area: t.area, text: `Combat in area ${t.area} ends (${t.a}: ${left(t.a)} left, ${t.d}: ${left(t.d)} left)` });
  }
  setState(r, next);
  r.s = withTasks(r, next.tasks.slice(0, -1));
  r.t = null;
}

function startCombat(r: Run, ctx: StepContext): void {
  const s = r.s;
  const t = taskOf(r);
  if (ctx.log.on) {
    ctx.log.push({ type: 'combatStart', rule: '4.4.1 B', area: t.area, text: `Combat in area ${t.area}: ${t.a} attacks ${t.d}${t.first ? ` (${t.first === 'a' ? t.a : t.d} strikes first)` : ''} — ${t.label}` });
  }
  edit(r).stage = 'commitA';
  // Card 26: in any combat the Indigenous may swap the Hijos de Caonabó for 3 Caribs.
  const hijos = (t.a === 'indigenous' || t.d === 'indigenous') && hasHijos(s, t.area) && bagSize(s, 'carib') > 0;
  if (!hijos) return;
  r.s = replaceTop(s, taskOf(r), { t: 'choose', seat: 'indigenous', purpose: 'hijosSwap', options: [0, t.area] });
  r.t = null;
}

function hasHijos(s: MyaState, area: number): boolean {
  for (const p of areaAt(s, area).pieces) if (p.kind === 'hijos') return true;
  return false;
}

/** 4.4.1 B commitment with no choice: every fighter when three or fewer, else the ones already committed. */
function commitAll(r: Run, w: Who, l: Line, ctx: StepContext): void {
  const t = taskOf(r);
  if (w === 'a' && !bothFight(r.s, t)) {
    endCombat(r, ctx);
    return;
  }
  const ids: string[] = [];
  for (const p of l.cur) ids.push(p.id);
  if (l.cur.length + l.reserve.length <= 3) for (const p of l.reserve) ids.push(p.id);
  const carried = t.round > 1;
  if (w === 'a') setCommitted(r, 'a', ids, carried ? 'swapA' : 'commitD');
  else setCommitted(r, 'd', ids, carried ? 'swapD' : t.first === 'd' ? 'rollD' : 'rollA');
}

/** 4.4.1 B: one more fighter committed to the round. */
function commitOne(r: Run, w: Who, l: Line, piece: string): void {
  const ids: string[] = [];
  for (const p of l.cur) ids.push(p.id);
  ids.push(piece);
  setCommitted(r, w, ids, taskOf(r).stage);
}

/** 4.4.1 B: a new round while both sides remain with fighters, else the end of the combat. */
function nextRound(r: Run, ctx: StepContext): void {
  // A side with a fighter has a piece there: both fighting is the whole condition.
  if (bothFight(r.s, taskOf(r))) {
    const n = edit(r);
    n.round++;
    n.stage = 'commitA';
    n.diceA = [];
    n.diceD = [];
    n.hitsOnA = 0;
    n.hitsOnD = 0;
    n.doneA = false;
    n.doneD = false;
    n.navalPaid = false;
    n.credits = [];
    return;
  }
  endCombat(r, ctx);
}

/** The stage offers two or more actions: the run stops there, with them listed (the engine's legal list of the state it rests on). */
function choice(r: Run, legal: MyaAction[]): false {
  r.legal = legal;
  return false;
}

/**
 * Plays the stage as `advance` would play it when it offers no choice (none, or a single
 * action), and returns true; returns false, the run untouched but for its `legal` list (the
 * stage's actions, as `combatLegal` lists them), when it offers two or more (the game rests
 * there). Same effects, dice and events as `combatLegal` followed by the old one-stage
 * `combatAuto` / `combatAct`.
 */
function forcedStep(r: Run, ctx: StepContext): boolean {
  const s = r.s;
  const t = taskOf(r);
  switch (t.stage) {
    case 'start':
      startCombat(r, ctx);
      return true;
    case 'commitA':
    case 'commitD': {
      const w = commitStage(t);
      if (opensWithoutFight(s, t)) {
        endCombat(r, ctx);
        return true;
      }
      const l = reserveOf(s, t, w);
      if (!mustChoose(l)) {
        commitAll(r, w, l, ctx);
        return true;
      }
      if (distinctUpTo2(l.reserve) > 1) return choice(r, commitList(l));
      // A single option: identical reserves, the first one comes in (as combatLegal's single action).
      commitOne(r, w, l, (l.reserve[0] as Piece).id);
      return true;
    }
    case 'swapA':
    case 'swapD': {
      const w: Who = t.stage === 'swapA' ? 'a' : 'd';
      const { cur, reserve } = reserveOf(s, t, w);
      if (cur.length > 0 && reserve.length > 0 && swapMatters(cur, reserve)) return choice(r, swapList(cur, reserve));
      edit(r).stage = afterSwap(t, w);
      return true;
    }
    case 'rollA':
      roll(r, 'a', ctx);
      return true;
    case 'rollD':
      roll(r, 'd', ctx);
      return true;
    case 'graceA':
    case 'graceD': {
      const w: Who = t.stage === 'graceA' ? 'a' : 'd';
      const fs = factorValues(s, t, w);
      const dice = w === 'a' ? t.diceA : t.diceD;
      if (graceOffered(s, t, w, dice, fs)) return choice(r, graceList(dice, fs));
      finishRoll(r, w, fs, ctx);
      return true;
    }
    case 'hitsA':
    case 'hitsD': {
      const w: Who = t.stage === 'hitsA' ? 'a' : 'd';
      const hits = w === 'a' ? t.hitsOnA : t.hitsOnD;
      // No hit to take (a missed roll): on at once, with no look at the candidates.
      if (hits === 0) {
        hitsDone(r, w);
        return true;
      }
      const cands = present(s, t.area, w === 'a' ? t.ca : t.cd);
      if (hitsChosen(cands, hits)) return choice(r, hitList(cands));
      takeForcedHits(r, w, cands, ctx);
      return true;
    }
    case 'withdrawD': {
      const legal = withdrawList(s, t, 'd');
      if (legal.length > 0) return choice(r, legal);
      toAttackerWithdrawal(r);
      return true;
    }
    case 'withdrawA': {
      const legal = withdrawList(s, t, 'a');
      if (legal.length > 0) return choice(r, legal);
      nextRound(r, ctx);
      return true;
    }
    case 'end':
      endCombat(r, ctx);
      return true;
  }
}

/**
 * Plays on through every following combat stage that offers no choice, stopping where `advance`
 * would rest (two or more actions, whoever decides: a Nitayno decision with two or more options
 * is a bot decision there), or once this combat task is no longer on top (popped at its end, or
 * covered by a card 26 choice). Builds the resulting state once.
 */
function runOn(r: Run, ctx: StepContext): MyaState {
  for (;;) {
    // Combat never ends the game, but `advance` would stop at once if it did.
    if (r.t === null || r.s.result !== null) return stateOf(r);
    if (!forcedStep(r, ctx)) {
      const s = stateOf(r);
      // forcedStep listed the choices (every false it returns comes from `choice`): the engine rests on them.
      rememberLegal(s, r.legal as MyaAction[]);
      return s;
    }
  }
}

/** Runs the stage that needs no choice, then every following one that needs none. */
export function combatAuto(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  const r: Run = { s, t, copied: false, fresh: false, legal: null };
  if (!forcedStep(r, ctx)) autoAnyway(r, ctx);
  return runOn(r, ctx);
}

/** A stage with options asked to run without a choice (not done by the engine): the default of each stage. */
function autoAnyway(r: Run, ctx: StepContext): void {
  const s = r.s;
  const t = taskOf(r);
  switch (t.stage) {
    case 'commitA':
    case 'commitD': {
      const w = commitStage(t);
      commitAll(r, w, reserveOf(s, t, w), ctx);
      return;
    }
    case 'swapA':
      edit(r).stage = 'commitD';
      return;
    case 'swapD':
      edit(r).stage = afterSwap(t, 'd');
      return;
    case 'graceA':
      finishRoll(r, 'a', factorValues(s, t, 'a'), ctx);
      return;
    case 'graceD':
      finishRoll(r, 'd', factorValues(s, t, 'd'), ctx);
      return;
    case 'hitsA':
      takeForcedHits(r, 'a', present(s, t.area, t.ca), ctx);
      return;
    case 'hitsD':
      takeForcedHits(r, 'd', present(s, t.area, t.cd), ctx);
      return;
    case 'withdrawD':
      toAttackerWithdrawal(r);
      return;
    case 'withdrawA':
      nextRound(r, ctx);
      return;
    default:
      forcedStep(r, ctx);
  }
}

export function combatAct(s: MyaState, t: CombatTask, action: MyaAction, ctx: StepContext): MyaState {
  const r: Run = { s, t, copied: false, fresh: false, legal: null };
  actOnce(r, action, ctx);
  return runOn(r, ctx);
}

function actOnce(r: Run, action: MyaAction, ctx: StepContext): void {
  const s = r.s;
  const t = taskOf(r);
  switch (action.type) {
    case 'commit': {
      const w = commitStage(t);
      commitOne(r, w, reserveOf(s, t, w), action.piece);
      return;
    }
    case 'swap':
    case 'noSwap': {
      const w: Who = t.stage === 'swapA' ? 'a' : 'd';
      const pieces = areaAt(s, t.area).pieces;
      const ids: string[] = [];
      for (const id of w === 'a' ? t.ca : t.cd) {
        if (pieceIn(pieces, id) === undefined) continue;
        ids.push(action.type === 'swap' && id === action.out ? action.in : id);
      }
      if (action.type === 'swap' && ctx.log.on) ctx.log.push({ type: 'swap', rule: '4.4.1 B', text: `${action.in} replaces ${action.out} in the fight` });
      setCommitted(r, w, ids, afterSwap(t, w));
      return;
    }
    case 'grace': {
      const w: Who = t.stage === 'graceA' ? 'a' : 'd';
      const fs = factorValues(s, t, w);
      if (action.use === 'none') {
        finishRoll(r, w, fs, ctx);
        return;
      }
      const old = w === 'a' ? t.diceA : t.diceD;
      const dice: number[] = [];
      for (let i = 0; i < old.length; i++) {
        const d = old[i] as number;
        if (action.use === 'reroll') dice.push(rerolled(action.dice, i) ? ctx.dice.d6() : d);
        else dice.push(i === (action.die ?? 0) ? d - 1 : d);
      }
      if (ctx.log.on) {
        ctx.log.push({
          type: 'grace', rule: '4.5', text: `${s.grace.side === 'spanish' ? 'Divine Grace' : 'Yaya'}: ${action.use === 'reroll' ? `re-roll of ${diceNames(action.dice)}` : `-1 to die ${(action.die ?? 0) + 1}`} → ${dice.join(', ')}`,
          rolls: dice.map((v) => ({ die: 'd6', value: v, for: 'after Divine Grace/Yaya' })),
        });
      }
      setState(r, useGrace(s));
      const n = edit(r);
      if (w === 'a') n.diceA = dice;
      else n.diceD = dice;
      finishRoll(r, w, fs, ctx);
      return;
    }
    case 'hit':
      applyHit(r, t.stage === 'hitsA' ? 'a' : 'd', action.piece, ctx);
      return;
    case 'withdraw': {
      const p = pieceIn(areaAt(s, t.area).pieces, action.piece) as Piece;
      const naval = !adjacent(t.area, action.to);
      if (ctx.log.on) ctx.log.push({ type: 'withdraw', rule: '4.4.1 B', text: `${pieceLabel(p)} withdraws from area ${t.area} to ${action.to}${naval ? ' by sea' : ''}` });
      setState(r, movePiece(s, t.area, p.id, action.to));
      if (naval && p.side === 'indigenous') edit(r).credits = seaCredits(t, action.to, isRebel(p));
      return;
    }
    case 'payNaval': {
      const p = pieceIn(areaAt(s, t.area).pieces, action.piece) as Piece;
      const broma = s.restriction === 'broma';
      if (ctx.log.on) {
        ctx.log.push(broma
          ? { type: 'navalCost', rule: 'card 24', text: `${pieceLabel(p)} is removed to open the withdrawal (Broma en el casco)` }
          : { type: 'navalCost', rule: '4.4.1 A-B', text: `${pieceLabel(p)} is ${p.reduced ? 'removed' : 'reduced'} to withdraw by sea` });
      }
      edit(r).navalPaid = true;
      // Card 24 eliminates the unit (movement.ts does the same); naval difficulty costs one step.
      setState(r, broma ? removePiece(s, t.area, p.id) : takeHit(s, t.area, p.id).state);
      return;
    }
    case 'stay':
      // 4.4.1 B: the attacker withdraws on its own terms: the defender's payment and companions do not carry over.
      if (t.stage === 'withdrawD') toAttackerWithdrawal(r);
      else nextRound(r, ctx);
      return;
    default:
      throw new Error(`combat cannot take ${action.type}`);
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

export const combatSeat = (t: CombatTask): Side => {
  switch (t.stage) {
    case 'commitA': case 'swapA': case 'graceA': case 'hitsA': case 'withdrawA': case 'rollA': return groupSeat(t.a);
    default: return groupSeat(t.d);
  }
};
