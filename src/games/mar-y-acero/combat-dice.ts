/**
 * 4.4.1 B Tirada de dados and Asignar impactos: one die per committed unit/leader (at most three a
 * side) against its attack or defence factor with their modifiers (a 1 always hits, a 6 always
 * misses); the side holding Divine Grace/Yaya may use it right after its roll (4.5); each hit
 * reduces a piece that fought, or removes it when already reduced, the owner choosing which. In
 * solitaire, card 45's +1 to Spanish rolls (5.3.5) and the level II re-roll of three missed
 * Indigenous dice (5.4 (8)).
 */
import type { DieRoll, Modifier, StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, groupSeat, pieceLabel } from './board.js';
import { takeHit } from './edits.js';
import { combatFactor, combatFactorValue } from './factors.js';
import { distinct, distinctUpTo2, draft, groupOf, isConflict, next, pieceIn, present, type Next, type Who } from './combat-rounds.js';
import { combatGraceList, diceNames, graceAvailable, gracedDice, graceName, hitCount, useGrace } from './grace.js';
import { pieceData } from './kinds.js';
import { nitaynoRerollsMiss } from './nitayno/index.js';
import type { CombatStage, CombatTask, MyaState, Piece } from './state.js';

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
export function rollAuto(s: MyaState, t: CombatTask, ctx: StepContext): Next {
  const w: Who = t.stage === 'rollA' ? 'a' : 'd';
  const bonus = groupSeat(groupOf(t, w)) === 'spanish' ? (s.solitaire?.effects.spanishRollBonus ?? 0) : 0;
  const ps = present(s, t.area, w === 'a' ? t.ca : t.cd);
  const dice: number[] = [];
  for (let i = 0; i < ps.length; i++) dice.push(ctx.dice.d6() + bonus);
  if (ctx.log.on) logRoll(s, t, w, ps, dice, bonus, null, ctx);
  const n = draft(t);
  if (w === 'a') {
    n.diceA = dice;
    n.stage = 'graceA';
  } else {
    n.diceD = dice;
    n.stage = 'graceD';
  }
  return next(s, n);
}

/**
 * The combat roll's event: each die with its piece and factor, the modifiers (each labelled with the
 * piece's id), and the hits the roll scores (a Divine Grace/Yaya use may change them: combat-hits
 * gives the count that stands). `again` for the level II re-roll of three missed dice (5.4 (8)).
 */
function logRoll(
  s: MyaState,
  t: CombatTask,
  w: Who,
  ps: readonly Piece[],
  dice: readonly number[],
  bonus: number,
  again: string | null,
  ctx: StepContext,
): void {
  const conflict = isConflict(t);
  const fs = ps.map((p) => ({ piece: p, f: combatFactor(s, p, t.area, w === 'a', conflict, true) }));
  const g = groupOf(t, w);
  const rolls: DieRoll[] = dice.map((v, i) => ({
    die: 'd6',
    value: v,
    for: `${again === null ? '' : 'level II re-roll: '}${pieceLabel((fs[i] as (typeof fs)[number]).piece)}`,
  }));
  const modifiers: Modifier[] = fs.flatMap((x) => x.f.modifiers.map((m) => ({ ...m, label: `${x.piece.id}: ${m.label}` })));
  const factors = fs.map((x) => x.f.value);
  const hits = hitCount(dice, factors);
  const rolled = fs.map((x, i) => `${x.piece.id} factor ${x.f.value} rolls ${dice[i]}`).join(', ') || 'nothing';
  ctx.log.push({
    type: 'combat-roll',
    rule: again ?? '4.4.1 B',
    area: t.area,
    group: g,
    round: t.round,
    text:
      again === null
        ? `Area ${t.area} round ${t.round}: ${g} ${w === 'a' ? 'attacks' : 'defends'} with ${rolled}: ${hits} hit(s)`
        : `${again}: ${rolled}: ${hits} hit(s)`,
    rolls,
    modifiers: bonus ? [...modifiers, { label: 'Nitayno card 45: Spanish rolls', value: bonus, rule: '5.3.5' }] : modifiers,
    factors,
    hits,
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

export const graceAuto = (s: MyaState, t: CombatTask, ctx: StepContext): Next => {
  const w = graceSide(t);
  return finishRoll(s, t, w, factorValues(s, t, w), ctx);
};

/** 4.5: the marker used on this roll: the chosen dice re-rolled or one die less 1; then the hits are counted. */
export function graceAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): Next {
  if (a.type !== 'grace') throw new Error(`combat Divine Grace cannot take ${a.type}`);
  const w = graceSide(t);
  const fs = factorValues(s, t, w);
  if (a.use === 'none') return finishRoll(s, t, w, fs, ctx);
  const old = w === 'a' ? t.diceA : t.diceD;
  const dice = gracedDice(old, a, ctx.dice);
  if (ctx.log.on) {
    // Only the dice rolled again are rolls; the kept dice are in `dice`, with the new ones.
    const rolls: DieRoll[] = [];
    if (a.use === 'reroll')
      for (const k of a.dice ?? []) rolls.push({ die: 'd6', value: dice[k - 1] as number, for: `re-roll of die ${k} (was ${old[k - 1]})` });
    const modifiers: Modifier[] = a.use === 'minus' ? [{ label: `${graceName(s)}: die ${a.die ?? 1}`, value: -1, rule: '4.5' }] : [];
    const fs = factorValues(s, t, w);
    ctx.log.push({
      type: 'grace',
      rule: '4.5',
      text: `${graceName(s)}: ${a.use === 'reroll' ? `re-roll of ${diceNames(a.dice)}` : `-1 to die ${a.die ?? 1}`} → ${dice.join(', ')}: ${hitCount(dice, fs)} hit(s)`,
      rolls,
      modifiers,
      dice,
      hits: hitCount(dice, fs),
    });
  }
  const n = draft(t);
  if (w === 'a') n.diceA = dice;
  else n.diceD = dice;
  return finishRoll(useGrace(s), n, w, fs, ctx);
}

/** 4.4.1 B: the hits of a roll (after any Divine Grace/Yaya) fall on the other side; `fs` are the factors of the present pieces. */
function finishRoll(s: MyaState, t: CombatTask, w: Who, fs: readonly number[], ctx: StepContext): Next {
  let dice = w === 'a' ? t.diceA : t.diceD;
  let hits = hitCount(dice, fs);
  if (groupSeat(groupOf(t, w)) === 'indigenous' && !isConflict(t) && nitaynoRerollsMiss(s, dice.length, hits)) {
    // 5.4 (8), level II: three dice and no hit: the Nitayno rolls them again.
    const again: number[] = [];
    for (let i = 0; i < dice.length; i++) again.push(ctx.dice.d6());
    dice = again;
    hits = hitCount(dice, fs);
    if (ctx.log.on) logRoll(s, t, w, present(s, t.area, w === 'a' ? t.ca : t.cd), dice, 0, '5.4 (8)', ctx);
  }
  if (ctx.log.on)
    ctx.log.push({
      type: 'combat-hits',
      rule: '4.4.1 B',
      area: t.area,
      text: `${groupOf(t, w)} scores ${hits} hit(s) in area ${t.area}`,
      hits,
      dice: [...dice],
    });
  const n = draft(t);
  n.stage = afterGrace(n, w);
  if (w === 'a') {
    n.hitsOnD += hits;
    n.doneA = true;
  } else {
    n.hitsOnA += hits;
    n.doneD = true;
  }
  return next(s, n);
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
  if (p !== undefined)
    ctx.log.push({
      type: 'hit',
      rule: '4.4.1 B',
      area,
      piece: id,
      text: `${pieceLabel(p)} ${r.removed ? (pieceData(p.kind).bag === null ? 'is eliminated' : 'is removed') : 'is reduced'}`,
    });
  return r.state;
}

/** 4.4.1 B with no choice (one candidate, identical ones, or enough hits for all): hits in commitment order; then on. */
export function hitsAuto(s: MyaState, t: CombatTask, ctx: StepContext): Next {
  const w = hitsSide(t);
  let hits = w === 'a' ? t.hitsOnA : t.hitsOnD;
  let after = s;
  if (hits > 0) {
    for (const p of present(s, t.area, w === 'a' ? t.ca : t.cd)) {
      while (hits > 0 && pieceIn(areaAt(after, t.area).pieces, p.id) !== undefined) {
        after = hitPiece(after, t.area, p.id, ctx);
        hits--;
      }
    }
  }
  const n = draft(t);
  if (w === 'a') n.hitsOnA = 0;
  else n.hitsOnD = 0;
  n.stage = afterHits(n, w);
  return next(after, n);
}

export function hitsAct(s: MyaState, t: CombatTask, a: MyaAction, ctx: StepContext): Next {
  if (a.type !== 'hit') throw new Error(`combat hits cannot take ${a.type}`);
  const after = hitPiece(s, t.area, a.piece, ctx);
  const n = draft(t);
  if (hitsSide(t) === 'a') n.hitsOnA--;
  else n.hitsOnD--;
  return next(after, n);
}

/** The committed pieces of the side taking hits at this stage (for the reasons of a refused hit). */
export function hitCandidates(s: MyaState, t: CombatTask): Piece[] {
  return present(s, t.area, hitsSide(t) === 'a' ? t.ca : t.cd);
}
