/**
 * 4.4.1 B Combat rounds: the combat task and its stages (task-types.ts `CombatStage`), the opening
 * (card 26: the Hijos de Caonabó may first be swapped for Caribs), the commitment of up to three
 * units/leaders per side with the rest in reserve (the attacker first), one swap per round from
 * the reserve, new rounds while both sides remain, and the end of the combat. Also the one round
 * of Taíno-Carib combat of an Indigenous conflict (4.3.2 I) and the non-simultaneous combats of
 * events (cards 2 and 4: one side strikes and inflicts its hits first). The rolls and hits are in
 * combat-dice.ts, the withdrawal in withdrawal.ts.
 *
 * Each stage is one step of the machine's loop: its choices (`...Legal`, empty when it has none),
 * what it does when it has none (`...Auto`), and what a choice does (`...Act`); combat.ts puts
 * them in one table.
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, groupSeat, inGroup, sameCounter } from './board.js';
import { bagSize } from './bags.js';
import { piecesOf } from './control.js';
import { takeHit } from './edits.js';
import { pieceData } from './kinds.js';
import { canAdd } from './stacking.js';
import type { CombatStage, CombatTask, Group, MyaState, Piece, Side } from './state.js';
import { pop, replaceTop } from './tasks.js';

/** The attacking (`a`) or defending (`d`) group of a combat. */
export type Who = 'a' | 'd';

/**
 * A combat task in `area` (4.4.1 B) at its start, to push on a position: group `a` attacks group
 * `d` (sides, or the Taíno and Carib peoples of an Indigenous conflict, 4.3.2 I); `first` strikes
 * first in a non-simultaneous combat (cards 2 and 4), else null; `origins` are the areas the
 * attackers came from (a withdrawal may not go there); `label` says why the combat happens.
 */
export function newCombat(area: number, a: Group, d: Group, first: Who | null, origins: readonly number[], label: string): CombatTask {
  return {
    t: 'combat',
    area,
    a,
    d,
    first,
    origins,
    round: 1,
    stage: 'start',
    ca: [],
    cd: [],
    diceA: [],
    diceD: [],
    hitsOnA: 0,
    hitsOnD: 0,
    doneA: false,
    doneD: false,
    navalPaid: false,
    credits: [],
    label,
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
export function present(s: MyaState, area: number, ids: readonly string[]): Piece[] {
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
export function distinctUpTo2(pieces: readonly Piece[]): number {
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
    t: 'combat',
    area: t.area,
    a: t.a,
    d: t.d,
    first: t.first,
    origins: t.origins,
    round: t.round,
    stage: t.stage,
    ca: t.ca,
    cd: t.cd,
    diceA: t.diceA,
    diceD: t.diceD,
    hitsOnA: t.hitsOnA,
    hitsOnD: t.hitsOnD,
    doneA: t.doneA,
    doneD: t.doneD,
    navalPaid: t.navalPaid,
    credits: t.credits,
    label: t.label,
  };
}

/**
 * What a stage leaves: the board `s` and the combat task `t` after the stage, not yet written on
 * the stack (whose top is still this combat, as it was before the stage), so that the stages of
 * one step of the round write the task once (combat.ts); `t` is null once the combat left the top
 * of the stack (it ended, or a task was pushed on it), and `s` is then the whole state.
 */
export interface Next {
  readonly s: MyaState;
  readonly t: CombatTask | null;
}

export const next = (s: MyaState, t: CombatTask | null): Next => ({ s, t });

/** The state a stage leaves, with the combat task written on the stack. */
export function written(n: Next): MyaState {
  const t = n.t;
  const tasks = n.s.tasks;
  return t === null || tasks[tasks.length - 1] === t ? n.s : replaceTop(n.s, t);
}

/** The combat at another stage. */
export function atStage(s: MyaState, t: CombatTask, stage: CombatStage): Next {
  const n = draft(t);
  n.stage = stage;
  return next(s, n);
}

/** Who decides at each stage: the attacker's stages are its group's, the rest the defender's. */
export const combatSeat = (t: CombatTask): Side => {
  switch (t.stage) {
    case 'commitA':
    case 'swapA':
    case 'graceA':
    case 'hitsA':
    case 'withdrawA':
    case 'rollA':
      return groupSeat(t.a);
    default:
      return groupSeat(t.d);
  }
};

const afterSwap = (t: CombatTask, w: Who): CombatStage => (w === 'a' ? 'commitD' : t.first === 'd' ? 'rollD' : 'rollA');

// ---- start and end ----

/** 4.4.1 B: the combat opens; card 26: in any combat the Indigenous may first swap the Hijos de Caonabó for 3 Caribs. */
export function startAuto(s: MyaState, t: CombatTask, ctx: StepContext): Next {
  if (ctx.log.on) {
    ctx.log.push({
      type: 'combat-start',
      rule: '4.4.1 B',
      area: t.area,
      text: `Combat in area ${t.area}: ${t.a} attacks ${t.d}${t.first ? ` (${t.first === 'a' ? t.a : t.d} strikes first)` : ''} — ${t.label}`,
    });
  }
  const n = draft(t);
  n.stage = 'commitA';
  // Card 26's swap, while a Carib can join the area (4.2 stacking, 4.3.2 I conflict).
  const hijos = (t.a === 'indigenous' || t.d === 'indigenous') && hasHijos(s, t.area) && bagSize(s, 'carib') > 0 && canAdd(s, t.area, A_CARIB);
  if (!hijos) return next(s, n);
  return next(replaceTop(s, n, { t: 'choose', seat: 'indigenous', purpose: 'hijosSwap', options: [0, t.area] }), null);
}

/** A Carib counter, to ask whether one may join an area (both Carib kinds stack alike). */
const A_CARIB: Piece = { id: 'carib', kind: 'tama', side: 'indigenous', reduced: false };

function hasHijos(s: MyaState, area: number): boolean {
  for (const p of areaAt(s, area).pieces) if (p.kind === 'hijos') return true;
  return false;
}

/**
 * 4.4.1 B Fin del combate: the combat task goes. A side left with leaders that take no part in
 * combat (Hijos de Caonabó) cannot stay beside enemy fighters: they are eliminated.
 */
export function endCombat(s: MyaState, t: CombatTask, ctx: StepContext): Next {
  let after = s;
  for (let k = 0; k < 2; k++) {
    const g = k === 0 ? t.a : t.d;
    const o = k === 0 ? t.d : t.a;
    if (!hasFighter(after, t.area, g) && hasFighter(after, t.area, o)) {
      for (const p of members(after, t.area, g)) {
        after = takeHit(after, t.area, p.id).state;
        if (pieceIn(areaAt(after, t.area).pieces, p.id) !== undefined) after = takeHit(after, t.area, p.id).state;
      }
    }
  }
  if (ctx.log.on) {
    const left = (g: Group): number => members(after, t.area, g).length;
    ctx.log.push({
      type: 'combat-end',
      rule: '4.4.1 B',
      area: t.area,
      text: `Combat in area ${t.area} ends (${t.a}: ${left(t.a)} left, ${t.d}: ${left(t.d)} left)`,
    });
  }
  return next(pop(after), null);
}

export const endAuto = (s: MyaState, t: CombatTask, ctx: StepContext): Next => endCombat(s, t, ctx);

/** 4.4.1 B: a new round while both sides remain with fighters, else the end of the combat. */
export function nextRound(s: MyaState, t: CombatTask, ctx: StepContext): Next {
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
  return next(s, n);
}

// ---- commitment ----

/** The fighters committed to the round (in commitment order) and the rest of the group (in area order). */
interface Line {
  readonly cur: Piece[];
  readonly reserve: Piece[];
}

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
const opensWithoutFight = (s: MyaState, t: CombatTask): boolean => t.stage === 'commitA' && t.round === 1 && t.ca.length === 0 && !bothFight(s, t);

/**
 * 4.4.1 B: up to three pieces fight; a choice only while fewer than three are committed and more
 * than three could fight (the committed fighters and the reserve are the group's fighters).
 */
function mustChoose(s: MyaState, t: CombatTask, w: Who): boolean {
  const pieces = areaAt(s, t.area).pieces;
  const g = groupOf(t, w);
  let all = 0;
  for (const p of pieces) if (inGroup(p, g) && fights(p)) all++;
  // Three fighters or fewer all fight: the committed ones need no look (most combats end here).
  if (all <= 3) return false;
  let cur = 0;
  for (const id of w === 'a' ? t.ca : t.cd) {
    const p = pieceIn(pieces, id);
    if (p !== undefined && fights(p)) cur++;
  }
  return cur < 3;
}

/** 4.4.1 B "primero asigna tropas el atacante y luego el defensor": one more fighter at a time, one per distinct counter in reserve. */
export function commitLegal(s: MyaState, t: CombatTask): MyaAction[] {
  const w = commitSide(t);
  if (opensWithoutFight(s, t) || !mustChoose(s, t, w)) return [];
  const l = reserveOf(s, t, w);
  const out: MyaAction[] = [];
  for (const p of distinct(l.reserve)) out.push({ type: 'commit', piece: p.id });
  return out;
}

/** The task with new committed pieces (and stage) of one side. */
function withCommitted(s: MyaState, t: CombatTask, w: Who, ids: readonly string[], stage: CombatStage): Next {
  const n = draft(t);
  if (w === 'a') n.ca = ids;
  else n.cd = ids;
  n.stage = stage;
  return next(s, n);
}

/** 4.4.1 B commitment with no choice: every fighter when three or fewer, else the ones already committed (none fights: the end). */
export function commitAuto(s: MyaState, t: CombatTask, ctx: StepContext): Next {
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
export function commitAct(s: MyaState, t: CombatTask, a: MyaAction): Next {
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
  const out: MyaAction[] = [{ type: 'no-swap' }];
  const ins = distinct(reserve);
  for (const o of distinct(cur)) for (const i of ins) if (!sameCounter(o, i)) out.push({ type: 'swap', out: o.id, in: i.id });
  // Every swap would change nothing (identical counters): no choice.
  return out.length === 1 ? [] : out;
}

export const swapAuto = (s: MyaState, t: CombatTask): Next => atStage(s, t, afterSwap(t, swapSide(t)));

export function swapAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): Next {
  if (a.type !== 'swap' && a.type !== 'no-swap') throw new Error(`combat swap cannot take ${a.type}`);
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
