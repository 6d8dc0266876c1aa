/**
 * 5.3.2 Fase Especial de Solitario and the turn-6 instruction of the Nitayno card (5.3.5).
 * Units the cards add are drawn from the engine's bags and handed to the engine's `deploy`
 * task, so the Nitayno places them by the area draw (5.3.1) and any combat is the engine's.
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import { AREAS } from '../data/areas.js';
import { nitaynoCard, type NitaynoEffect, type NitaynoFinalInstruction } from '../data/nitayno-cards.js';
import { PIECES, POOLS, type Bag } from '../data/units.js';
import { areaAt, findPiece } from '../board.js';
import { drawFromBag } from '../bags.js';
import { addPiece, movePiece, removePiece, setArea, takeHit } from '../edits.js';
import { patchState } from '../phase-state.js';
import type { MyaState, Piece, Task } from '../state.js';
import { push } from '../tasks.js';
import { drawMarker, piecesIn, spanishControlled, unitCount, weighedFactor, isUnit, stackLimit } from './board.js';
import { strongestFirst } from './impulse.js';
import { pieceData } from '../kinds.js';
import { countDown, garrisonSize, hasSuperiority, isTwoVpArea, laterRow, pickIncursionVictim, turn2Row } from './rules.js';
import { NO_TURN_EFFECTS, patchEffects, patchSolitaire, type NitaynoTurnEffects, type SolitaireState } from './state.js';

/** The `bot-choice` event of a phase; `card` (the card played) is named when given. */
function emit(ctx: StepContext, text: string, rule: string, reasons: string[] | null, rolls: DieRoll[] | null, card?: number | null): void {
  if (!ctx.log.on) return;
  // The Nitayno's choices follow priorities, not modified dice: `modifiers` is empty (the contract's shape).
  if (card === undefined) ctx.log.push({ type: 'bot-choice', text: `Nitayno: ${text}`, rule, reasons, rolls: rolls ?? [], modifiers: [] });
  else ctx.log.push({ type: 'bot-choice', text: `Nitayno: ${text}`, rule, reasons, rolls: rolls ?? [], modifiers: [], card });
}

/** The solitaire state of `state` patched (see `patchSolitaire`), in a fixed-shape state copy. */
function patchSolitaireOf(state: MyaState, p: Partial<SolitaireState>): MyaState {
  return patchState(state, { solitaire: patchSolitaire(state.solitaire as SolitaireState, p) });
}

/** Cards 48-50: one turn effect switched on for this turn. */
function withTurnEffect(e: NitaynoTurnEffects, which: 'navalDifficulty' | 'stackLimit4' | 'yaya'): NitaynoTurnEffects {
  return patchEffects(e, which === 'navalDifficulty' ? { navalDifficulty: true } : which === 'stackLimit4' ? { stackLimit4: true } : { yaya: true });
}

/** 5.1 area draw among `valid` areas; null when none is valid (no marker is drawn then). */
function drawArea(state: MyaState, ctx: StepContext, rolls: DieRoll[] | null, why: string, valid: (a: number) => boolean): number | null {
  let any = false;
  for (let a = 1; a <= 15 && !any; a++) any = valid(a);
  if (!any) return null;
  const drawn = drawMarker(ctx.dice, rolls, why);
  return countDown(drawn, valid);
}

/** Draws `n` units of a bag for the Nitayno (4.2); fewer when the bag runs out (5.3.4). */
function drawUnits(state: MyaState, bag: Bag, n: number, ctx: StepContext): { state: MyaState; pieces: Piece[] } {
  let s = state;
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const d = drawFromBag(s, bag, ctx);
    if (d === null) break;
    s = d.state;
    pieces.push(d.piece);
  }
  return { state: s, pieces };
}

/** The engine's deployment for Nitayno units: outside Spanish control first, Spanish areas last (5.3.1). */
function deployTask(pieces: readonly Piece[], label: string): Task {
  return {
    t: 'deploy',
    seat: 'indigenous',
    pieces,
    where: [{ filter: 'notSpanish' }, { filter: 'any' }],
    overstack: false,
    strikeFirst: false,
    spread: [],
    area: null,
    placed: [],
    scribes: false,
    label,
  };
}

function palisadesOnMap(state: MyaState): number {
  let n = 0;
  for (const a of state.map) if (a.palisade) n++;
  return n;
}

/**
 * Removes up to `count` pieces of a bag one by one (5.3.2); null when not even one can go,
 * so the card is redrawn for that effect. The areas are settled afterwards.
 */
function removeSeveral(state: MyaState, ctx: StepContext, rolls: DieRoll[] | null, bag: Bag, count: number, reasons: string[] | null): MyaState | null {
  let s = state;
  for (let i = 0; i < count; i++) {
    const next = removeOne(s, ctx, rolls, bag, reasons);
    if (next === null) {
      if (i === 0) return null;
      break;
    }
    s = next;
  }
  return push(s, { t: 'settle' });
}

/** Removes one piece of a bag from an area drawn among those holding one (5.3.2: by the area draw). */
function removeOne(state: MyaState, ctx: StepContext, rolls: DieRoll[] | null, bag: Bag, reasons: string[] | null): MyaState | null {
  const holds = (a: number): boolean => {
    for (const p of piecesIn(state, a)) if (pieceData(p.kind).bag === bag) return true;
    return false;
  };
  const area = drawArea(state, ctx, rolls, `area losing a ${bag} unit (5.3.2)`, holds);
  if (area === null) return null;
  const cands: Piece[] = [];
  for (const p of piecesIn(state, area)) if (pieceData(p.kind).bag === bag) cands.push(p);
  // 5.3.5: of several of one type, the full-strength unit is removed; Spanish ones the strongest.
  const side = PIECES[cands[0]?.kind ?? 'naboria'].side;
  const victim = pickIncursionVictim(cands, side);
  if (victim === null) return null;
  reasons?.push(`${PIECES[victim.kind].name} ${victim.id} leaves area ${area}`);
  return removePiece(state, area, victim.id);
}

/** Applies one top event of a Nitayno card; null when it cannot be carried out (5.3.2: another card is drawn). */
export function applyNitaynoEffect(
  state: MyaState,
  effect: NitaynoEffect,
  card: number,
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): MyaState | null {
  const sol = state.solitaire as SolitaireState;
  switch (effect.kind) {
    case 'nothing':
      reasons?.push('no effect');
      return state;
    case 'royal-support': {
      const value = Math.max(0, Math.min(10, state.royalSupport + effect.delta));
      if (value === state.royalSupport) return null;
      reasons?.push(`Royal Support ${state.royalSupport} -> ${value}`);
      return patchState(state, { royalSupport: value });
    }
    case 'spanish-units': {
      if (effect.delta < 0) return removeSeveral(state, ctx, rolls, effect.bag, -effect.delta, reasons);
      let s = state;
      for (let i = 0; i < effect.delta; i++) {
        const d = drawFromBag(s, effect.bag, ctx);
        if (d === null) return i === 0 ? null : s;
        const piece = d.piece;
        const room = (a: number): boolean => spanishControlled(d.state, a) && unitCount(d.state, a, 'spanish') < stackLimit(d.state, 'spanish');
        const area = drawArea(d.state, ctx, rolls, 'area of the Spanish unit (5.3.2)', room);
        if (area === null) return i === 0 ? null : s;
        s = addPiece(d.state, area, piece);
        reasons?.push(`${PIECES[piece.kind].name} joins the Spanish in area ${area}`);
      }
      return s;
    }
    case 'indigenous-units': {
      if (effect.delta < 0) return removeSeveral(state, ctx, rolls, effect.bag, -effect.delta, reasons);
      const d = drawUnits(state, effect.bag, effect.delta, ctx);
      if (d.pieces.length === 0) return null;
      reasons?.push(`${d.pieces.length} ${effect.bag} unit(s) drawn, placed by the area draw (5.3.1)`);
      return push(d.state, deployTask(d.pieces, `Nitayno card ${card}`));
    }
    case 'palisade': {
      if (effect.delta > 0) {
        if (palisadesOnMap(state) >= POOLS.palisades) return null;
        const ok = (a: number): boolean => {
          const ar = areaAt(state, a);
          return spanishControlled(state, a) && !ar.palisade && !ar.citadel && !(AREAS[a - 1]?.jungle ?? false);
        };
        const area = drawArea(state, ctx, rolls, 'area of the palisade (5.3.2)', ok);
        if (area === null) return null;
        reasons?.push(`a palisade is built in area ${area}`);
        return setArea(state, area, { ...areaAt(state, area), palisade: true });
      }
      const area = drawArea(state, ctx, rolls, 'palisade removed (5.3.2)', (a) => areaAt(state, a).palisade);
      if (area === null) return null;
      reasons?.push(`the palisade of area ${area} is removed`);
      return setArea(state, area, { ...areaAt(state, area), palisade: false });
    }
    case 'citadel': {
      const area = drawArea(state, ctx, rolls, 'citadel removed (5.3.2)', (a) => areaAt(state, a).citadel);
      if (area === null) return null;
      reasons?.push(`the citadel of area ${area} is removed`);
      return push(setArea(state, area, { ...areaAt(state, area), citadel: false }), { t: 'settle' });
    }
    case 'colon-hit': {
      const found = findPiece(state, colonId(state) ?? '');
      if (found === null) return null;
      const hit = takeHit(state, found.area, found.piece.id);
      reasons?.push(hit.removed ? 'Colón, already reduced, is eliminated' : 'Colón is reduced');
      return hit.removed ? push(hit.state, { t: 'settle' }) : hit.state;
    }
    case 'turn-effect': {
      reasons?.push(`this turn: ${effect.effect}`);
      return patchSolitaireOf(state, { effects: withTurnEffect(sol.effects, effect.effect) });
    }
  }
}

function colonId(state: MyaState): string | null {
  for (const a of state.map) for (const p of a.pieces) if (p.kind === 'colon') return p.id;
  return null;
}

/**
 * 5.3.2: reveal the Nitayno card of the turn, read the row for the VP marker (turn 2: and a d6),
 * apply it; when it cannot be applied, another card is drawn for this purpose only. On turn 6
 * the card revealed gives the instruction of the Nitayno's last impulse.
 */
export function nitaynoSpecialPhase(state: MyaState, ctx: StepContext): MyaState {
  const sol0 = state.solitaire;
  if (sol0 === null) return state;
  const rolls: DieRoll[] | null = ctx.log.on ? [] : null;
  const reasons: string[] | null = ctx.log.on ? [] : null;
  const turn2 = state.turn === 2;
  const deck = turn2 ? sol0.turn2Deck : sol0.laterDeck;
  const base = patchSolitaireOf(state, { effects: NO_TURN_EFFECTS, card: null, plan: null });
  const revealed = deck.length > 0 ? (deck[0] as number) : null;
  let result: MyaState = base;
  for (const id of deck) {
    const card = nitaynoCard(id);
    let effect: NitaynoEffect;
    if (card.deck === 'turn2') {
      const row = turn2Row(state.vp);
      const die = ctx.dice.d6();
      if (rolls !== null) rolls.push({ die: 'd6', value: die, for: `Nitayno card ${id}, row ${row}` });
      effect = (card.rows[row].find((b) => die >= b.from && die <= b.to) ?? card.rows[row][0])?.effect ?? { kind: 'nothing' };
      reasons?.push(`card ${id}: VP ${state.vp} reads row ${row}; d6 ${die}`);
    } else {
      const row = laterRow(state.vp);
      effect = card.rows[row];
      reasons?.push(`card ${id}: VP ${state.vp} reads row ${row}`);
    }
    const applied = applyNitaynoEffect(base, effect, id, ctx, rolls, reasons);
    if (applied !== null) {
      result = applied;
      break;
    }
    reasons?.push(`card ${id} cannot be applied: another card is drawn for this purpose (5.3.2)`);
  }
  const finalCard = state.turn === 6 ? revealed : (result.solitaire as SolitaireState).finalCard;
  const rest = deck.filter((c) => c !== revealed);
  emit(ctx, revealed === null ? 'no Nitayno card left' : `reveals Nitayno card ${revealed}`, '5.3.2', reasons, rolls, revealed);
  return patchSolitaireOf(result, turn2 ? { card: revealed, finalCard, turn2Deck: rest } : { card: revealed, finalCard, laterDeck: rest });
}

// ---------------------------------------------------------------- turn 6

/** Units an area can spare under its garrison (5.1), strongest (attacking in `attackIn`) first. */
function spareUnits(state: MyaState, area: number, attackIn: number): Piece[] {
  const units = piecesIn(state, area).filter((p) => p.side === 'indigenous' && isUnit(p));
  const keep = Math.min(garrisonSize(area), units.length);
  return strongestFirst(state, units, attackIn).slice(0, units.length - keep);
}

/** A unit that may join a turn-6 attack: where it stands and its factor in the attack (weighed once, for the sort). */
interface Spare {
  readonly from: number;
  readonly piece: Piece;
  readonly factor: number;
}

/** The spare units strongest first, ties in the order gathered (Array.prototype.sort is stable). */
function byFactor(pool: Spare[]): Spare[] {
  return pool.sort((x, y) => y.factor - x.factor);
}

/**
 * Cards 46-48: up to three units from up to three areas, adjacent or not and with no movement
 * limit, attack a 2-VP area held by the Spanish; the engine fights the combat.
 */
function assault(state: MyaState, ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null, count: 1 | 2, marker: boolean): MyaState | null {
  let s = state;
  const fights: number[] = [];
  const origins: { area: number; from: number }[] = [];
  for (let k = 0; k < count; k++) {
    const target = drawArea(s, ctx, rolls, 'turn-6 assault target (2-VP area)', (a) => isTwoVpArea(a) && spanishControlled(s, a) && !fights.includes(a));
    if (target === null) break;
    const pool: Spare[] = [];
    for (let a = 1; a <= 15; a++) {
      if (a !== target && !fights.includes(a))
        for (const p of spareUnits(s, a, target)) pool.push({ from: a, piece: p, factor: weighedFactor(s, p, true, target) });
    }
    byFactor(pool);
    const chosen = pool.slice(0, stackLimit(s, 'indigenous'));
    if (chosen.length === 0) break;
    for (const c of chosen) {
      s = movePiece(s, c.from, c.piece.id, target);
      if (!origins.some((o) => o.area === target && o.from === c.from)) origins.push({ area: target, from: c.from });
    }
    reasons?.push(`${chosen.length} unit(s) from area(s) ${[...new Set(chosen.map((c) => c.from))].join(', ')} attack area ${target}`);
    fights.push(target);
  }
  if (fights.length === 0) return null;
  if (marker) s = patchSolitaireOf(s, { target: fights[0] ?? null });
  return push(s, { t: 'fightOrder', seat: 'indigenous', areas: fights, origins });
}

/**
 * Cards 49 and 51: every Taíno unit attacks or raids the areas it can reach, with no movement
 * limit. Reading: each Spanish-held area, taken by the area draw, is attacked by up to three
 * spare Taínos (beyond their garrisons, 5.1) when they have superiority (5.3.5); otherwise the
 * Taínos of an adjacent Indigenous area raid it (4.4.1 D), each area raiding once.
 */
function tainoOnslaught(state: MyaState, ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): MyaState | null {
  let s = state;
  // The Spanish-held areas (bit n: area n), read again whenever units move.
  let spanish = spanishAreas(s);
  const pool: Spare[] = [];
  for (let a = 1; a <= 15; a++) {
    if (((spanish >> a) & 1) === 1) continue;
    for (const p of spareUnits(s, a, a)) if (PIECES[p.kind].bag === 'taino') pool.push({ from: a, piece: p, factor: weighedFactor(s, p, true, a) });
  }
  byFactor(pool);
  const hasTaino = (a: number): boolean => piecesIn(s, a).some((p) => p.side === 'indigenous' && PIECES[p.kind].bag === 'taino');
  const fights: number[] = [];
  const origins: { area: number; from: number }[] = [];
  const raids: Task[] = [];
  const raiders: number[] = [];
  let done = 0;
  for (;;) {
    const open = spanish & ~done;
    const target = drawArea(s, ctx, rolls, 'Taíno onslaught target', (a) => ((open >> a) & 1) === 1);
    if (target === null) break;
    done |= 1 << target;
    const group = pool.slice(0, stackLimit(s, 'indigenous'));
    const enemy = piecesIn(s, target).filter((p) => p.side === 'spanish');
    const superior =
      group.length > 0 &&
      hasSuperiority(
        group.map((c) => weighedFactor(s, c.piece, true, target)),
        enemy.map((p) => weighedFactor(s, p, false, target)),
      );
    if (superior) {
      pool.splice(0, group.length);
      for (const c of group) {
        s = movePiece(s, c.from, c.piece.id, target);
        if (!origins.some((o) => o.area === target && o.from === c.from)) origins.push({ area: target, from: c.from });
      }
      spanish = spanishAreas(s);
      reasons?.push(`${group.length} Taíno unit(s) attack area ${target} (superiority)`);
      fights.push(target);
      continue;
    }
    const from = [target === 1 ? 15 : target - 1, target === 15 ? 1 : target + 1].find(
      (a) => !raiders.includes(a) && ((spanish >> a) & 1) === 0 && hasTaino(a) && unitCount(s, target, 'spanish') > 0,
    );
    if (from !== undefined) {
      raiders.push(from);
      raids.push({ t: 'incursion', seat: 'indigenous', origin: from, target, attempt: 1, stage: 'roll', die: 0 });
      reasons?.push(`the Taínos of area ${from} raid area ${target} (no superiority)`);
    }
  }
  if (fights.length === 0 && raids.length === 0) return null;
  const tasks: Task[] = [{ t: 'settle' }, ...raids];
  if (fights.length > 0) tasks.push({ t: 'fightOrder', seat: 'indigenous', areas: fights, origins });
  return push(s, ...tasks);
}

/** The areas under Spanish control (4.2), bit n: area n. */
function spanishAreas(state: MyaState): number {
  let mask = 0;
  for (let a = 1; a <= 15; a++) if (spanishControlled(state, a)) mask |= 1 << a;
  return mask;
}

function purge(state: MyaState, ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null, keep: 0 | 1): MyaState | null {
  const ok = (a: number): boolean => spanishControlled(state, a) && unitCount(state, a, 'spanish') > keep;
  const area = drawArea(state, ctx, rolls, 'turn-6 purge area (Spanish)', ok);
  if (area === null) return null;
  const units = piecesIn(state, area)
    .filter((p) => p.side === 'spanish' && isUnit(p))
    .sort((a, b) => weighedFactor(state, a, false, area) - weighedFactor(state, b, false, area));
  // Card 52: the Nitayno leaves the weakest Spanish unit (reading: most convenient for the Indigenous, 5).
  const gone = units.slice(keep);
  let s = state;
  for (const p of gone) s = removePiece(s, area, p.id);
  reasons?.push(`${gone.length} Spanish unit(s) leave area ${area}${keep > 0 ? ', one stays' : ''}; leaders stay`);
  return push(s, { t: 'settle' });
}

export function applyFinalInstruction(
  state: MyaState,
  f: NitaynoFinalInstruction,
  card: number,
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): MyaState | null {
  switch (f.kind) {
    case 'purge-area':
      return purge(state, ctx, rolls, reasons, f.keep);
    case 'spanish-roll-bonus':
      reasons?.push('every Spanish roll +1 in this impulse; the impulse is played by the ordinary rules');
      return patchSolitaireOf(state, { effects: patchEffects((state.solitaire as SolitaireState).effects, { spanishRollBonus: f.value }) });
    case 'assault-two-vp':
      return assault(state, ctx, rolls, reasons, f.areas, f.useTargetMarker);
    case 'taino-onslaught':
      return tainoOnslaught(state, ctx, rolls, reasons);
    case 'indigenous-units': {
      const d = drawUnits(state, f.bag, f.delta, ctx);
      if (d.pieces.length === 0) return null;
      reasons?.push(`${d.pieces.length} ${f.bag} unit(s) drawn, placed by the area draw (5.3.1)`);
      return push(d.state, deployTask(d.pieces, `Nitayno card ${card}, turn 6`));
    }
  }
}

/**
 * 5.3.5 "Recuerda": in turn 6 the Nitayno's last impulse follows the bottom instruction of its
 * card; when it cannot be applied another card is drawn for this purpose only. `replaces` is
 * false when the impulse is still played by the ordinary rules (card 45's +1 to Spanish rolls
 * lasts through it, or no instruction applies).
 */
export function nitaynoLastImpulse(state: MyaState, ctx: StepContext): { state: MyaState; replaces: boolean } {
  const sol = state.solitaire;
  if (sol === null || state.turn !== 6) return { state, replaces: false };
  const rolls: DieRoll[] | null = ctx.log.on ? [] : null;
  const reasons: string[] | null = ctx.log.on ? [] : null;
  const candidates = [...(sol.finalCard === null ? [] : [sol.finalCard]), ...sol.laterDeck];
  for (const id of candidates) {
    const card = nitaynoCard(id);
    if (card.deck !== 'later') continue;
    reasons?.push(`card ${id}, turn 6: ${card.final.kind}`);
    const next = applyFinalInstruction(state, card.final, id, ctx, rolls, reasons);
    if (next !== null) {
      const laterDeck = (next.solitaire as SolitaireState).laterDeck.filter((c) => c !== id);
      emit(ctx, `plays the turn-6 instruction of card ${id}`, '5.3.5', reasons, rolls, id);
      return { state: patchSolitaireOf(next, { finalCard: id, laterDeck }), replaces: card.final.kind !== 'spanish-roll-bonus' };
    }
    reasons?.push(`the instruction of card ${id} cannot be applied: another card is drawn (5.3.2)`);
  }
  emit(ctx, 'no turn-6 instruction applies: ordinary impulse', '5.3.5', reasons, rolls);
  return { state, replaces: false };
}
