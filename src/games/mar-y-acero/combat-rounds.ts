/**
 * 4.4.1 B Combat rounds: up to three units/leaders per side with the rest in reserve, the
 * attacker commits first, one swap per round from the reserve, one die per fighter against its
 * attack or defence factor (a 1 always hits, a 6 always misses), the owner takes each hit on a
 * fighter (reduced, then removed), new rounds while both sides remain. Also the one round of
 * Taíno-Carib combat of an Indigenous conflict (4.3.2 I) and the non-simultaneous combats of
 * events (cards 2 and 4: one side strikes and inflicts its hits first).
 *
 * Each stage of the combat task (state.ts `CombatStage`) is one step of the machine's loop: its
 * choices (`...Legal`, empty when it has none), what it does when it has none (`...Auto`), and
 * what a choice does (`...Act`). combat.ts puts them in one table.
 */
import type { DieRoll, Modifier, StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, bagSize, combatFactor, combatFactorValue, groupSeat, inGroup, pieceLabel, piecesOf, sameCounter, takeHit } from './board.js';
import { combatGraceList, diceNames, graceAvailable, gracedDice, graceName, hitCount, useGrace } from './grace.js';
import { pieceData } from './kinds.js';
import { nitaynoRerollsMiss } from './nitayno/index.js';
import type { CombatStage, CombatTask, Group, MyaState, Piece, Side } from './state.js';
import { pop, replaceTop } from './tasks.js';

/** The attacking (`a`) or defending (`d`) group of a combat. */
export type Who = 'a' | 'd';

export function newCombat(area: number, a: Group, d: Group, first: Who | null, origins: readonly number[], label: string): CombatTask {
  return {
    t: 'combat', area, a, d, first, origins, round: 1, stage: 'start', ca: [], cd: [], diceA: [], diceD: [],
    hitsOnA: 0, hitsOnD: 0, doneA: false, doneD: false, navalPaid: false, credits: [], label,
  };
}

export const groupOf = (t: CombatTask, w: Who): Group => (w === 'a' ? t.a : t.d);
/** 4.3.2 I: a combat between the two peoples rather than the two sides. */
export const isConflict = (t: CombatTask): boolean => t.a === 'taino' || t.a === 'carib';

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

export function hasMember(s: MyaState, area: number, g: Group): boolean {
  if (g === 'spanish' || g === 'indigenous') return piecesOf(areaAt(s, area), area, g) > 0;
  for (const p of areaAt(s, area).pieces) if (inGroup(p, g)) return true;
  return false;
}

function hasFighter(s: MyaState, area: number, g: Group): boolean {
  for (const p of areaAt(s, area).pieces) if (inGroup(p, g) && fights(p)) return true;
  return false;
}

export function pieceIn(pieces: readonly Piece[], id: string): Piece | undefined {
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

/** Distinct pieces by kind and strength: taking a hit on either of two identical counters is the same choice. */
export function distinct(pieces: readonly Piece[]): Piece[] {
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

/** How many distinct counters, counting no further than two ("one or a choice?"). */
function distinctUpTo2(pieces: readonly Piece[]): number {
  const first = pieces[0];
  if (first === undefined) return 0;
  for (let i = 1; i < pieces.length; i++) if (!sameCounter(pieces[i] as Piece, first)) return 2;
  return 1;
}

// ---- the task, stage by stage ----

export type CombatDraft = { -readonly [K in keyof CombatTask]: CombatTask[K] };

/**
 * A fresh copy of the task to fill in before it is put on the stack (never an input: states stay
 * immutable), built in newCombat's field order so every combat task shares one object shape.
 */
export function draft(t: CombatTask): CombatDraft {
  return {
    t: 'combat', area: t.area, a: t.a, d: t.d, first: t.first, origins: t.origins, round: t.round, stage: t.stage, ca: t.ca, cd: t.cd,
    diceA: t.diceA, diceD: t.diceD, hitsOnA: t.hitsOnA, hitsOnD: t.hitsOnD, doneA: t.doneA, doneD: t.doneD,
    navalPaid: t.navalPaid, credits: t.credits, label: t.label,
  };
}

/** The combat at another stage, on top of the state. */
export function atStage(s: MyaState, t: CombatTask, stage: CombatStage): MyaState {
  const n = draft(t);
  n.stage = stage;
  return replaceTop(s, n);
}

/** Who decides at each stage: the attacker's stages are its group's, the rest the defender's. */
export const combatSeat = (t: CombatTask): Side => {
  switch (t.stage) {
    case 'commitA': case 'swapA': case 'graceA': case 'hitsA': case 'withdrawA': case 'rollA': return groupSeat(t.a);
    default: return groupSeat(t.d);
  }
};

const afterSwap = (t: CombatTask, w: Who): CombatStage => (w === 'a' ? 'commitD' : t.first === 'd' ? 'rollD' : 'rollA');

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

// ---- start and end ----

/** 4.4.1 B: the combat opens; card 26: in any combat the Indigenous may first swap the Hijos de Caonabó for 3 Caribs. */
export function startAuto(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  if (ctx.log.on) {
    ctx.log.push({ type: 'combatStart', rule: '4.4.1 B', area: t.area, text: `Combat in area ${t.area}: ${t.a} attacks ${t.d}${t.first ? ` (${t.first === 'a' ? t.a : t.d} strikes first)` : ''} — ${t.label}` });
  }
  const n = draft(t);
  n.stage = 'commitA';
  const hijos = (t.a === 'indigenous' || t.d === 'indigenous') && hasHijos(s, t.area) && bagSize(s, 'carib') > 0;
  if (!hijos) return replaceTop(s, n);
  return replaceTop(s, n, { t: 'choose', seat: 'indigenous', purpose: 'hijosSwap', options: [0, t.area] });
}

function hasHijos(s: MyaState, area: number): boolean {
  for (const p of areaAt(s, area).pieces) if (p.kind === 'hijos') return true;
  return false;
}

/**
 * 4.4.1 B Fin del combate: the combat task goes. A side left with leaders that take no part in
 * combat (Hijos de Caonabó) cannot stay beside enemy fighters: they are eliminated.
 */
export function endCombat(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  let next = s;
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
  return pop(next);
}

export const endAuto = (s: MyaState, t: CombatTask, ctx: StepContext): MyaState => endCombat(s, t, ctx);

/** 4.4.1 B: a new round while both sides remain with fighters, else the end of the combat. */
export function nextRound(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  // A side with a fighter has a piece there: both fighting is the whole condition.
  if (!bothFight(s, t)) return endCombat(s, t, ctx);
  const n = draft(t);
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
  return replaceTop(s, n);
}

// ---- commitment ----

/** The fighters committed to the round (in commitment order) and the rest of the group (in area order). */
interface Line { readonly cur: Piece[]; readonly reserve: Piece[] }

/** Whether the piece is among the (at most three) committed ones. */
function committed(cur: readonly Piece[], p: Piece): boolean {
  for (let i = 0; i < cur.length; i++) if (cur[i] === p) return true;
  return false;
}

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

const commitSide = (t: CombatTask): Who => (t.stage === 'commitA' ? 'a' : 'd');

/** 4.4.1 B: round 1 opens only when both groups have a fighter (else the combat ends at once). */
const opensWithoutFight = (s: MyaState, t: CombatTask): boolean =>
  t.stage === 'commitA' && t.round === 1 && t.ca.length === 0 && !bothFight(s, t);

/** 4.4.1 B: up to three pieces fight; a choice only when more than three could. */
const mustChoose = (l: Line): boolean => l.cur.length < 3 && l.cur.length + l.reserve.length > 3;

/** 4.4.1 B "primero asigna tropas el atacante y luego el defensor": one more fighter at a time, one per distinct counter in reserve. */
export function commitLegal(s: MyaState, t: CombatTask): MyaAction[] {
  if (opensWithoutFight(s, t)) return [];
  const l = reserveOf(s, t, commitSide(t));
  if (!mustChoose(l)) return [];
  const out: MyaAction[] = [];
  for (const p of distinct(l.reserve)) out.push({ type: 'commit', piece: p.id });
  return out;
}

/** The task with new committed pieces (and stage) of one side. */
function withCommitted(s: MyaState, t: CombatTask, w: Who, ids: readonly string[], stage: CombatStage): MyaState {
  const n = draft(t);
  if (w === 'a') n.ca = ids;
  else n.cd = ids;
  n.stage = stage;
  return replaceTop(s, n);
}

/** 4.4.1 B commitment with no choice: every fighter when three or fewer, else the ones already committed (none fights: the end). */
export function commitAuto(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  const w = commitSide(t);
  if (w === 'a' && !bothFight(s, t)) return endCombat(s, t, ctx);
  const l = reserveOf(s, t, w);
  const ids: string[] = [];
  for (const p of l.cur) ids.push(p.id);
  if (l.cur.length + l.reserve.length <= 3) for (const p of l.reserve) ids.push(p.id);
  const carried = t.round > 1;
  if (w === 'a') return withCommitted(s, t, 'a', ids, carried ? 'swapA' : 'commitD');
  return withCommitted(s, t, 'd', ids, carried ? 'swapD' : t.first === 'd' ? 'rollD' : 'rollA');
}

/** 4.4.1 B: one more fighter committed to the round. */
export function commitAct(s: MyaState, t: CombatTask, a: MyaAction): MyaState {
  if (a.type !== 'commit') throw new Error(`combat commitment cannot take ${a.type}`);
  const w = commitSide(t);
  const ids: string[] = [];
  for (const p of reserveOf(s, t, w).cur) ids.push(p.id);
  ids.push(a.piece);
  return withCommitted(s, t, w, ids, t.stage);
}

// ---- the swap ----

const swapSide = (t: CombatTask): Who => (t.stage === 'swapA' ? 'a' : 'd');

/** 4.4.1 B "puede intercambiar una unidad/líder por otra de la reserva": keep the fighters, or swap one for a different counter. */
export function swapLegal(s: MyaState, t: CombatTask): MyaAction[] {
  const { cur, reserve } = reserveOf(s, t, swapSide(t));
  if (cur.length === 0 || reserve.length === 0) return [];
  const out: MyaAction[] = [{ type: 'noSwap' }];
  const ins = distinct(reserve);
  for (const o of distinct(cur)) for (const i of ins) if (!sameCounter(o, i)) out.push({ type: 'swap', out: o.id, in: i.id });
  // Every swap would change nothing (identical counters): no choice.
  return out.length === 1 ? [] : out;
}

export const swapAuto = (s: MyaState, t: CombatTask): MyaState => atStage(s, t, afterSwap(t, swapSide(t)));

export function swapAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): MyaState {
  if (a.type !== 'swap' && a.type !== 'noSwap') throw new Error(`combat swap cannot take ${a.type}`);
  const w = swapSide(t);
  const pieces = areaAt(s, t.area).pieces;
  const ids: string[] = [];
  for (const id of w === 'a' ? t.ca : t.cd) {
    if (pieceIn(pieces, id) === undefined) continue;
    ids.push(a.type === 'swap' && id === a.out ? a.in : id);
  }
  if (a.type === 'swap' && ctx.log.on) ctx.log.push({ type: 'swap', rule: '4.4.1 B', text: `${a.in} replaces ${a.out} in the fight` });
  return withCommitted(s, t, w, ids, afterSwap(t, w));
}

// ---- the rolls and Divine Grace/Yaya ----

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

/** 4.4.1 B "cada facción tira 1 dado por unidad/líder en combate"; solitaire card 45: +1 to every Spanish roll in the Nitayno's last impulse. */
export function rollAuto(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  const w: Who = t.stage === 'rollA' ? 'a' : 'd';
  const bonus = groupSeat(groupOf(t, w)) === 'spanish' ? (s.solitaire?.effects.spanishRollBonus ?? 0) : 0;
  const ps = present(s, t.area, w === 'a' ? t.ca : t.cd);
  const dice: number[] = [];
  for (let i = 0; i < ps.length; i++) dice.push(ctx.dice.d6() + bonus);
  if (ctx.log.on) logRoll(s, t, w, ps, dice, bonus, ctx);
  const n = draft(t);
  if (w === 'a') {
    n.diceA = dice;
    n.stage = 'graceA';
  } else {
    n.diceD = dice;
    n.stage = 'graceD';
  }
  return replaceTop(s, n);
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

const graceSide = (t: CombatTask): Who => (t.stage === 'graceA' ? 'a' : 'd');

/** 4.5: Divine Grace/Yaya is offered to a side that rolled, holds it, missed at least once, outside a conflict. */
export function graceLegal(s: MyaState, t: CombatTask): MyaAction[] {
  const w = graceSide(t);
  const dice = w === 'a' ? t.diceA : t.diceD;
  if (dice.length === 0 || isConflict(t) || !graceAvailable(s, groupSeat(groupOf(t, w)))) return [];
  const fs = factorValues(s, t, w);
  return hitCount(dice, fs) < dice.length ? combatGraceList(dice, fs) : [];
}

export const graceAuto = (s: MyaState, t: CombatTask, ctx: StepContext): MyaState => {
  const w = graceSide(t);
  return finishRoll(s, t, w, factorValues(s, t, w), ctx);
};

/** 4.5: the marker used on this roll: the chosen dice re-rolled or one die less 1; then the hits are counted. */
export function graceAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): MyaState {
  if (a.type !== 'grace') throw new Error(`combat Divine Grace cannot take ${a.type}`);
  const w = graceSide(t);
  const fs = factorValues(s, t, w);
  if (a.use === 'none') return finishRoll(s, t, w, fs, ctx);
  const dice = gracedDice(w === 'a' ? t.diceA : t.diceD, a, ctx.dice);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'grace', rule: '4.5', text: `${graceName(s)}: ${a.use === 'reroll' ? `re-roll of ${diceNames(a.dice)}` : `-1 to die ${(a.die ?? 0) + 1}`} → ${dice.join(', ')}`,
      rolls: dice.map((v) => ({ die: 'd6', value: v, for: 'after Divine Grace/Yaya' })),
    });
  }
  const n = draft(t);
  if (w === 'a') n.diceA = dice;
  else n.diceD = dice;
  return finishRoll(useGrace(s), n, w, fs, ctx);
}

/** 4.4.1 B: the hits of a roll (after any Divine Grace/Yaya) fall on the other side; `fs` are the factors of the present pieces. */
function finishRoll(s: MyaState, t: CombatTask, w: Who, fs: readonly number[], ctx: StepContext): MyaState {
  let dice = w === 'a' ? t.diceA : t.diceD;
  let hits = hitCount(dice, fs);
  if (groupSeat(groupOf(t, w)) === 'indigenous' && !isConflict(t) && nitaynoRerollsMiss(s, dice.length, hits)) {
    // 5.4 (8), level II: three dice and no hit: the Nitayno rolls them again.
    const again: number[] = [];
    for (let i = 0; i < dice.length; i++) again.push(ctx.dice.d6());
    dice = again;
    hits = hitCount(dice, fs);
    if (ctx.log.on) ctx.log.push({ type: 'combatRoll', rule: '5.4 (8)', area: t.area, text: `Nitayno re-rolls its three missed dice: ${dice.join(', ')}`, rolls: dice.map((v) => ({ die: 'd6', value: v, for: 'level II re-roll' })) });
  }
  if (ctx.log.on) ctx.log.push({ type: 'combatHits', rule: '4.4.1 B', area: t.area, text: `${groupOf(t, w)} scores ${hits} hit(s) in area ${t.area}`, hits, dice: [...dice] });
  const n = draft(t);
  n.stage = afterGrace(n, w);
  if (w === 'a') {
    n.hitsOnD += hits;
    n.doneA = true;
  } else {
    n.hitsOnA += hits;
    n.doneD = true;
  }
  return replaceTop(s, n);
}

// ---- the hits ----

const hitsSide = (t: CombatTask): Who => (t.stage === 'hitsA' ? 'a' : 'd');

/** 4.4.1 B: the owner picks which piece takes a hit only when hits fall short of removing every candidate and the candidates differ. */
function hitsChosen(cands: readonly Piece[], hits: number): boolean {
  if (hits === 0 || cands.length <= 1) return false;
  let steps = 0;
  for (const p of cands) steps += p.reduced || pieceData(p.kind).reducedOnly ? 1 : 2;
  return hits < steps && distinctUpTo2(cands) > 1;
}

/** 4.4.1 B Asignar impactos: which committed piece takes the next hit, one per distinct counter. */
export function hitsLegal(s: MyaState, t: CombatTask): MyaAction[] {
  const w = hitsSide(t);
  const hits = w === 'a' ? t.hitsOnA : t.hitsOnD;
  // No hit to take (a missed roll): no look at the candidates.
  if (hits === 0) return [];
  const cands = present(s, t.area, w === 'a' ? t.ca : t.cd);
  if (!hitsChosen(cands, hits)) return [];
  const out: MyaAction[] = [];
  for (const p of distinct(cands)) out.push({ type: 'hit', piece: p.id });
  return out;
}

/** 4.4.1 B: one hit on one piece (reduced, or removed), with its event; the task is left as it is. */
function hitPiece(s: MyaState, area: number, id: string, ctx: StepContext): MyaState {
  const p = ctx.log.on ? pieceIn(areaAt(s, area).pieces, id) : undefined;
  const r = takeHit(s, area, id);
  if (p !== undefined) ctx.log.push({ type: 'hit', rule: '4.4.1 B', area, piece: id, text: `${pieceLabel(p)} ${r.removed ? (pieceData(p.kind).bag === null ? 'is eliminated' : 'is removed') : 'is reduced'}` });
  return r.state;
}

/** 4.4.1 B with no choice (one candidate, identical ones, or enough hits for all): hits in commitment order; then on. */
export function hitsAuto(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  const w = hitsSide(t);
  let hits = w === 'a' ? t.hitsOnA : t.hitsOnD;
  let next = s;
  if (hits > 0) {
    for (const p of present(s, t.area, w === 'a' ? t.ca : t.cd)) {
      while (hits > 0 && pieceIn(areaAt(next, t.area).pieces, p.id) !== undefined) {
        next = hitPiece(next, t.area, p.id, ctx);
        hits--;
      }
    }
  }
  const n = draft(t);
  if (w === 'a') n.hitsOnA = 0;
  else n.hitsOnD = 0;
  n.stage = afterHits(n, w);
  return replaceTop(next, n);
}

export function hitsAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): MyaState {
  if (a.type !== 'hit') throw new Error(`combat hits cannot take ${a.type}`);
  const next = hitPiece(s, t.area, a.piece, ctx);
  const n = draft(t);
  if (hitsSide(t) === 'a') n.hitsOnA--;
  else n.hitsOnD--;
  return replaceTop(next, n);
}

/** The committed pieces of the side taking hits at this stage (for the reasons of a refused hit). */
export function hitCandidates(s: MyaState, t: CombatTask): Piece[] {
  return present(s, t.area, hitsSide(t) === 'a' ? t.ca : t.cd);
}

