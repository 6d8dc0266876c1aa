/**
 * 4.4.1 B Combat: rounds of up to three units/leaders per side with reserves and one swap per
 * round, attack against defence factors with their modifiers, a 1 always hits and a 6 always
 * misses, hits reduce then remove, withdrawal starting with the defender, new rounds while both
 * sides remain. Also the one round of Taíno-Carib combat of an Indigenous conflict (4.3.2 I) and
 * the non-simultaneous combats of events (cards 2 and 4).
 */
import type { DieRoll, Modifier, StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import {
  addPiece, adjacent, areaAt, bagSize, canAdd, combatFactor, controller, groupSeat, hasSide, inGroup, isEmpty, isHit, isRebel,
  liftPiece, navalDifficulty, other, pieceLabel, takeHit,
} from './board.js';
import { PIECES } from './data/units.js';
import { nitaynoRerollsMiss } from './nitayno/index.js';
import type { CombatStage, CombatTask, Group, MyaState, Piece, Side } from './state.js';
import { pop, push, replaceTop } from './tasks.js';

type Who = 'a' | 'd';

export function newCombat(area: number, a: Group, d: Group, first: Who | null, origins: readonly number[], label: string): CombatTask {
  return {
    t: 'combat', area, a, d, first, origins, round: 1, stage: 'start', ca: [], cd: [], diceA: [], diceD: [],
    hitsOnA: 0, hitsOnD: 0, doneA: false, doneD: false, navalPaid: false, credits: [], label,
  };
}

const groupOf = (t: CombatTask, w: Who): Group => (w === 'a' ? t.a : t.d);
const isConflict = (t: CombatTask): boolean => t.a === 'taino' || t.a === 'carib';

export function members(s: MyaState, area: number, g: Group): Piece[] {
  return areaAt(s, area).pieces.filter((p) => inGroup(p, g));
}

export function fighters(s: MyaState, area: number, g: Group): Piece[] {
  return areaAt(s, area).pieces.filter((p) => inGroup(p, g) && PIECES[p.kind].fights);
}

function present(s: MyaState, area: number, ids: readonly string[]): Piece[] {
  const pieces = areaAt(s, area).pieces;
  const out: Piece[] = [];
  for (const id of ids) {
    const p = pieces.find((x) => x.id === id);
    if (p) out.push(p);
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

export function useGrace(s: MyaState): MyaState {
  return { ...s, grace: { side: other(s.grace.side), usedWindow: true, usedTurn: true } };
}

function reserveOf(s: MyaState, t: CombatTask, w: Who): { cur: Piece[]; reserve: Piece[] } {
  const cur = present(s, t.area, w === 'a' ? t.ca : t.cd).filter((p) => PIECES[p.kind].fights);
  const ids = new Set(cur.map((p) => p.id));
  const reserve = fighters(s, t.area, groupOf(t, w)).filter((p) => !ids.has(p.id));
  return { cur, reserve };
}

function factorsOf(s: MyaState, t: CombatTask, w: Who, withMods: boolean) {
  const conflict = isConflict(t);
  return present(s, t.area, w === 'a' ? t.ca : t.cd).map((p) => ({ piece: p, f: combatFactor(s, p, t.area, w === 'a', conflict, withMods) }));
}

/** Distinct pieces by kind and strength: taking a hit on either of two identical counters is the same choice. */
function distinct(pieces: readonly Piece[]): Piece[] {
  const seen = new Set<string>();
  const out: Piece[] = [];
  for (const p of pieces) {
    const key = `${p.kind}:${p.reduced}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  }
  return out;
}

/**
 * 4.4.1 B withdrawal destinations: an empty area other than the attacker's origin, or an own area
 * without enemies, within the stacking limit; by basic or naval movement (naval difficulty: once a
 * unit was reduced for it; the Indigenous by sea only with Rebels, one companion each, same area).
 */
export function withdrawalAreas(s: MyaState, t: CombatTask, p: Piece): number[] {
  const out: number[] = [];
  const navalOk = s.restriction !== 'noNaval' && (!navalDifficulty(s) || t.navalPaid);
  const free = p.side === 'spanish' || isRebel(p);
  for (let to = 1; to <= 15; to++) {
    if (to === t.area) continue;
    if (!adjacent(t.area, to)) {
      if (!navalOk) continue;
      if (!free && !t.credits.some((c) => c.to === to && c.n > 0)) continue;
    }
    const empty = isEmpty(s, to);
    if (empty) {
      if (t.origins.includes(to)) continue;
    } else {
      if (controller(s, to) !== p.side || !hasSide(areaAt(s, to), p.side)) continue;
    }
    if (!canAdd(s, to, p)) continue;
    out.push(to);
  }
  return out;
}

export function combatLegal(s: MyaState, t: CombatTask): MyaAction[] {
  switch (t.stage) {
    case 'commitA':
    case 'commitD': {
      const w: Who = t.stage === 'commitA' ? 'a' : 'd';
      if (t.stage === 'commitA' && t.round === 1 && t.ca.length === 0 && !bothFight(s, t)) return [];
      const { cur, reserve } = reserveOf(s, t, w);
      if (cur.length < 3 && cur.length + reserve.length > 3) return distinct(reserve).map((p) => ({ type: 'commit', piece: p.id }));
      return [];
    }
    case 'swapA':
    case 'swapD': {
      const w: Who = t.stage === 'swapA' ? 'a' : 'd';
      const { cur, reserve } = reserveOf(s, t, w);
      if (cur.length === 0 || reserve.length === 0) return [];
      const out: MyaAction[] = [{ type: 'noSwap' }];
      for (const o of distinct(cur)) for (const i of distinct(reserve)) if (o.kind !== i.kind || o.reduced !== i.reduced) out.push({ type: 'swap', out: o.id, in: i.id });
      return out.length === 1 ? [] : out;
    }
    case 'graceA':
    case 'graceD': {
      const w: Who = t.stage === 'graceA' ? 'a' : 'd';
      const dice = w === 'a' ? t.diceA : t.diceD;
      if (dice.length === 0 || isConflict(t) || !graceAvailable(s, groupSeat(groupOf(t, w)))) return [];
      const fs = factorsOf(s, t, w, false);
      const out: MyaAction[] = [];
      let miss = false;
      const seen = new Set<number>();
      dice.forEach((d, i) => {
        const f = fs[i]?.f.value ?? 1;
        if (!isHit(d, f)) {
          miss = true;
          if (isHit(d - 1, f) && !seen.has(d * 10 + f)) {
            seen.add(d * 10 + f);
            out.push({ type: 'grace', use: 'minus', die: i });
          }
        }
      });
      if (!miss) return [];
      return [{ type: 'grace', use: 'none' }, { type: 'grace', use: 'reroll' }, ...out];
    }
    case 'hitsA':
    case 'hitsD': {
      const w: Who = t.stage === 'hitsA' ? 'a' : 'd';
      const hits = w === 'a' ? t.hitsOnA : t.hitsOnD;
      if (hits === 0) return [];
      const cands = present(s, t.area, w === 'a' ? t.ca : t.cd);
      if (cands.length <= 1) return [];
      let steps = 0;
      for (const p of cands) steps += p.reduced || PIECES[p.kind].reducedOnly ? 1 : 2;
      if (hits >= steps) return [];
      const d = distinct(cands);
      return d.length <= 1 ? [] : d.map((p) => ({ type: 'hit', piece: p.id }));
    }
    case 'withdrawA':
    case 'withdrawD': {
      if (isConflict(t)) return [];
      const w: Who = t.stage === 'withdrawA' ? 'a' : 'd';
      const g = groupOf(t, w);
      if (members(s, t.area, g === t.a ? t.d : t.a).length === 0) return [];
      const out: MyaAction[] = [];
      const mine = members(s, t.area, g);
      for (const p of distinct(mine)) for (const to of withdrawalAreas(s, t, p)) out.push({ type: 'withdraw', piece: p.id, to });
      if (navalDifficulty(s) && !t.navalPaid && s.restriction !== 'noNaval' && mine.length > 1) {
        for (const u of distinct(mine.filter((p) => PIECES[p.kind].bag !== null))) out.push({ type: 'payNaval', area: t.area, piece: u.id });
      }
      return out.length === 0 ? [] : [{ type: 'stay' }, ...out];
    }
    default:
      return [];
  }
}

function bothFight(s: MyaState, t: CombatTask): boolean {
  return fighters(s, t.area, t.a).length > 0 && fighters(s, t.area, t.d).length > 0;
}

/** The task with a patch applied, built in newCombat's field order (one object shape; same JSON). */
function patched(t: CombatTask, p: Partial<CombatTask>): CombatTask {
  return {
    t: 'combat', area: p.area !== undefined ? p.area : t.area, a: p.a !== undefined ? p.a : t.a, d: p.d !== undefined ? p.d : t.d,
    first: p.first !== undefined ? p.first : t.first, origins: p.origins !== undefined ? p.origins : t.origins,
    round: p.round !== undefined ? p.round : t.round, stage: p.stage !== undefined ? p.stage : t.stage,
    ca: p.ca !== undefined ? p.ca : t.ca, cd: p.cd !== undefined ? p.cd : t.cd,
    diceA: p.diceA !== undefined ? p.diceA : t.diceA, diceD: p.diceD !== undefined ? p.diceD : t.diceD,
    hitsOnA: p.hitsOnA !== undefined ? p.hitsOnA : t.hitsOnA, hitsOnD: p.hitsOnD !== undefined ? p.hitsOnD : t.hitsOnD,
    doneA: p.doneA !== undefined ? p.doneA : t.doneA, doneD: p.doneD !== undefined ? p.doneD : t.doneD,
    navalPaid: p.navalPaid !== undefined ? p.navalPaid : t.navalPaid, credits: p.credits !== undefined ? p.credits : t.credits,
    label: p.label !== undefined ? p.label : t.label,
  };
}
const set = (s: MyaState, t: CombatTask, patch: Partial<CombatTask>): MyaState => replaceTop(s, patched(t, patch));

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

function roll(s: MyaState, t: CombatTask, w: Who, ctx: StepContext): MyaState {
  const fs = factorsOf(s, t, w, ctx.log.on);
  // Solitaire card 45 (turn 6): every Spanish roll +1 during the Nitayno's last impulse.
  const bonus = groupSeat(groupOf(t, w)) === 'spanish' ? (s.solitaire?.effects.spanishRollBonus ?? 0) : 0;
  const dice = fs.map(() => ctx.dice.d6() + bonus);
  if (ctx.log.on) {
    const g = groupOf(t, w);
    const rolls: DieRoll[] = dice.map((v, i) => ({ die: 'd6', value: v, for: pieceLabel((fs[i] as (typeof fs)[number]).piece) }));
    const modifiers: Modifier[] = fs.flatMap((x) => x.f.modifiers.map((m) => ({ ...m, label: `${x.piece.id}: ${m.label}` })));
    ctx.log.push({
      type: 'combatRoll', rule: '4.4.1 B', area: t.area, group: g, round: t.round,
      text: `Area ${t.area} round ${t.round}: ${g} ${w === 'a' ? 'attacks' : 'defends'} with ${fs.map((x, i) => `${x.piece.id} factor ${x.f.value} rolls ${dice[i]}`).join(', ') || 'nothing'}`,
      rolls, modifiers: bonus ? [...modifiers, { label: 'Nitayno card 45: Spanish rolls', value: bonus, rule: '5.3.5' }] : modifiers, factors: fs.map((x) => x.f.value),
    });
  }
  return set(s, t, w === 'a' ? { diceA: dice, stage: 'graceA' } : { diceD: dice, stage: 'graceD' });
}

function finishRoll(s: MyaState, t: CombatTask, w: Who, ctx: StepContext): MyaState {
  const fs = factorsOf(s, t, w, false);
  let dice = w === 'a' ? t.diceA : t.diceD;
  const count = (ds: readonly number[]): number => {
    let n = 0;
    ds.forEach((d, i) => {
      if (isHit(d, fs[i]?.f.value ?? 1)) n++;
    });
    return n;
  };
  let hits = count(dice);
  if (groupSeat(groupOf(t, w)) === 'indigenous' && !isConflict(t) && nitaynoRerollsMiss(s, dice.length, hits)) {
    // 5.4 (8), level II: three dice and no hit: the Nitayno rolls them again.
    dice = dice.map(() => ctx.dice.d6());
    hits = count(dice);
    if (ctx.log.on) ctx.log.push({ type: 'combatRoll', rule: '5.4 (8)', area: t.area, text: `Nitayno re-rolls its three missed dice: ${dice.join(', ')}`, rolls: dice.map((v) => ({ die: 'd6', value: v, for: 'level II re-roll' })) });
  }
  if (ctx.log.on) ctx.log.push({ type: 'combatHits', rule: '4.4.1 B', area: t.area, text: `${groupOf(t, w)} scores ${hits} hit(s) in area ${t.area}`, hits, dice: [...dice] });
  const next = { ...t, stage: afterGrace(t, w) } as CombatTask;
  return w === 'a'
    ? set(s, t, { stage: next.stage, hitsOnD: t.hitsOnD + hits, doneA: true })
    : set(s, t, { stage: next.stage, hitsOnA: t.hitsOnA + hits, doneD: true });
}

function applyHit(s: MyaState, t: CombatTask, w: Who, id: string, ctx: StepContext): MyaState {
  const p = areaAt(s, t.area).pieces.find((x) => x.id === id);
  const r = takeHit(s, t.area, id);
  if (ctx.log.on && p) ctx.log.push({ type: 'hit', rule: '4.4.1 B', area: t.area, piece: id, text: `${pieceLabel(p)} ${r.removed ? (PIECES[p.kind].bag === null ? 'is eliminated' : 'is removed') : 'is reduced'}` });
  const patch = w === 'a' ? { hitsOnA: t.hitsOnA - 1 } : { hitsOnD: t.hitsOnD - 1 };
  return set(r.state, t, patch);
}

function endCombat(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  let next = s;
  // A side left with leaders that take no part in combat (Hijos de Caonabó) cannot stay beside enemy fighters.
  for (const [g, o] of [[t.a, t.d], [t.d, t.a]] as const) {
    if (fighters(next, t.area, g).length === 0 && fighters(next, t.area, o).length > 0) {
      for (const p of members(next, t.area, g)) {
        next = takeHit(next, t.area, p.id).state;
        next = members(next, t.area, g).some((x) => x.id === p.id) ? takeHit(next, t.area, p.id).state : next;
      }
    }
  }
  if (ctx.log.on) {
    const left = (g: Group): number => members(next, t.area, g).length;
    ctx.log.push({ type: 'combatEnd', rule: '4.4.1 B', area: t.area, text: `Combat in area ${t.area} ends (${t.a}: ${left(t.a)} left, ${t.d}: ${left(t.d)} left)` });
  }
  return pop(next);
}

/** Runs the stage that needs no choice. */
export function combatAuto(s: MyaState, t: CombatTask, ctx: StepContext): MyaState {
  switch (t.stage) {
    case 'start': {
      if (ctx.log.on) {
        ctx.log.push({ type: 'combatStart', rule: '4.4.1 B', area: t.area, text: `Combat in area ${t.area}: ${t.a} attacks ${t.d}${t.first ? ` (${t.first === 'a' ? t.a : t.d} strikes first)` : ''} — ${t.label}` });
      }
      const next = set(s, t, { stage: 'commitA' });
      // Card 26: in any combat the Indigenous may swap the Hijos de Caonabó for 3 Caribs.
      const hijos = (t.a === 'indigenous' || t.d === 'indigenous') && areaAt(s, t.area).pieces.some((p) => p.kind === 'hijos') && bagSize(s, 'carib') > 0;
      return hijos ? push(next, { t: 'choose', seat: 'indigenous', purpose: 'hijosSwap', options: [0, t.area] }) : next;
    }
    case 'commitA':
    case 'commitD': {
      const w: Who = t.stage === 'commitA' ? 'a' : 'd';
      if (w === 'a' && !bothFight(s, t)) return endCombat(s, t, ctx);
      const { cur, reserve } = reserveOf(s, t, w);
      const all = cur.length + reserve.length <= 3 ? [...cur, ...reserve] : cur;
      const ids = all.map((p) => p.id);
      const carried = t.round > 1;
      if (w === 'a') return set(s, t, { ca: ids, stage: carried ? 'swapA' : 'commitD' });
      return set(s, t, { cd: ids, stage: carried ? 'swapD' : t.first === 'd' ? 'rollD' : 'rollA' });
    }
    case 'swapA':
      return set(s, t, { stage: 'commitD' });
    case 'swapD':
      return set(s, t, { stage: t.first === 'd' ? 'rollD' : 'rollA' });
    case 'rollA':
      return roll(s, t, 'a', ctx);
    case 'rollD':
      return roll(s, t, 'd', ctx);
    case 'graceA':
      return finishRoll(s, t, 'a', ctx);
    case 'graceD':
      return finishRoll(s, t, 'd', ctx);
    case 'hitsA':
    case 'hitsD': {
      const w: Who = t.stage === 'hitsA' ? 'a' : 'd';
      let hits = w === 'a' ? t.hitsOnA : t.hitsOnD;
      let next = s;
      // No choice: one candidate, or enough hits to remove them all.
      for (const p of present(s, t.area, w === 'a' ? t.ca : t.cd)) {
        while (hits > 0 && areaAt(next, t.area).pieces.some((x) => x.id === p.id)) {
          next = applyHit(next, { ...t, hitsOnA: 0, hitsOnD: 0 }, w, p.id, ctx);
          hits--;
        }
      }
      const base = { ...t, hitsOnA: w === 'a' ? 0 : t.hitsOnA, hitsOnD: w === 'd' ? 0 : t.hitsOnD };
      return replaceTop(next, { ...base, stage: afterHits(base, w) });
    }
    case 'withdrawD':
      return set(s, t, { stage: 'withdrawA', navalPaid: false, credits: [] });
    case 'withdrawA': {
      if (members(s, t.area, t.a).length > 0 && members(s, t.area, t.d).length > 0 && bothFight(s, t)) {
        return set(s, t, {
          round: t.round + 1, stage: 'commitA', diceA: [], diceD: [], hitsOnA: 0, hitsOnD: 0, doneA: false, doneD: false, navalPaid: false, credits: [],
        });
      }
      return endCombat(s, t, ctx);
    }
    case 'end':
      return endCombat(s, t, ctx);
  }
}

export function combatAct(s: MyaState, t: CombatTask, action: MyaAction, ctx: StepContext): MyaState {
  switch (action.type) {
    case 'commit': {
      const w: Who = t.stage === 'commitA' ? 'a' : 'd';
      const { cur } = reserveOf(s, t, w);
      const ids = [...cur.map((p) => p.id), action.piece];
      return set(s, t, w === 'a' ? { ca: ids } : { cd: ids });
    }
    case 'swap':
    case 'noSwap': {
      const w: Who = t.stage === 'swapA' ? 'a' : 'd';
      const list = (w === 'a' ? t.ca : t.cd).filter((id) => areaAt(s, t.area).pieces.some((p) => p.id === id));
      const ids = action.type === 'swap' ? list.map((id) => (id === action.out ? action.in : id)) : list;
      if (action.type === 'swap' && ctx.log.on) ctx.log.push({ type: 'swap', rule: '4.4.1 B', text: `${action.in} replaces ${action.out} in the fight` });
      return w === 'a' ? set(s, t, { ca: ids, stage: 'commitD' }) : set(s, t, { cd: ids, stage: t.first === 'd' ? 'rollD' : 'rollA' });
    }
    case 'grace': {
      const w: Who = t.stage === 'graceA' ? 'a' : 'd';
      if (action.use === 'none') return finishRoll(s, t, w, ctx);
      const fs = factorsOf(s, t, w, false);
      const old = w === 'a' ? t.diceA : t.diceD;
      const dice = old.map((d, i) => {
        if (action.use === 'reroll') return isHit(d, fs[i]?.f.value ?? 1) ? d : ctx.dice.d6();
        return i === (action.die ?? 0) ? d - 1 : d;
      });
      if (ctx.log.on) {
        ctx.log.push({
          type: 'grace', rule: '4.5', text: `${s.grace.side === 'spanish' ? 'Divine Grace' : 'Yaya'}: ${action.use === 'reroll' ? 're-roll of the missed dice' : `-1 to die ${(action.die ?? 0) + 1}`} → ${dice.join(', ')}`,
          rolls: dice.map((v) => ({ die: 'd6', value: v, for: 'after Divine Grace/Yaya' })),
        });
      }
      const next = useGrace(s);
      const t2 = patched(t, w === 'a' ? { diceA: dice } : { diceD: dice });
      return finishRoll(replaceTop(next, t2), t2, w, ctx);
    }
    case 'hit': {
      const w: Who = t.stage === 'hitsA' ? 'a' : 'd';
      return applyHit(s, t, w, action.piece, ctx);
    }
    case 'withdraw': {
      const p = areaAt(s, t.area).pieces.find((x) => x.id === action.piece) as Piece;
      const naval = !adjacent(t.area, action.to);
      if (ctx.log.on) ctx.log.push({ type: 'withdraw', rule: '4.4.1 B', text: `${pieceLabel(p)} withdraws from area ${t.area} to ${action.to}${naval ? ' by sea' : ''}` });
      let credits = t.credits;
      if (naval && p.side === 'indigenous') {
        const i = credits.findIndex((c) => c.to === action.to);
        if (isRebel(p)) credits = i < 0 ? [...credits, { to: action.to, n: 1 }] : credits.map((c, j) => (j === i ? { ...c, n: c.n + 1 } : c));
        else credits = credits.map((c, j) => (j === i ? { ...c, n: c.n - 1 } : c));
      }
      const moved = addPiece(liftPiece(s, t.area, p.id), action.to, p);
      return credits === t.credits ? moved : set(moved, t, { credits });
    }
    case 'payNaval': {
      const p = areaAt(s, t.area).pieces.find((x) => x.id === action.piece) as Piece;
      if (ctx.log.on) ctx.log.push({ type: 'navalCost', rule: '4.4.1 A-B', text: `${pieceLabel(p)} is ${p.reduced ? 'removed' : 'reduced'} to withdraw by sea` });
      return set(takeHit(s, t.area, p.id).state, t, { navalPaid: true });
    }
    case 'stay':
      return t.stage === 'withdrawD' ? set(s, t, { stage: 'withdrawA' }) : combatAuto(s, t, ctx);
    default:
      throw new Error(`combat cannot take ${action.type}`);
  }
}

export const combatSeat = (t: CombatTask): Side => {
  switch (t.stage) {
    case 'commitA': case 'swapA': case 'graceA': case 'hitsA': case 'withdrawA': case 'rollA': return groupSeat(t.a);
    default: return groupSeat(t.d);
  }
};
