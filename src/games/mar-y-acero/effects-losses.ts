/**
 * Card effects that cost units: the Spanish losing soldiers or settlers of their choice (cards 3, 34
 * and 35 through their rolls, nearest Colón first on card 3), storms turning soldiers into settlers
 * (card 8), smallpox (card 12), earthquakes (cards 20-22), cruelty (card 33) and the tropical
 * climate (card 36). A unit lost goes back to its bag (4.2 Retirada).
 */
import type { Modifier, StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, colonArea, distance, isRebel, isSettler, isSoldier, isUnit, people, pieceLabel, twinBefore } from './board.js';
import { bagSize, drawAreaMarker, drawFromBag } from './bags.js';
import { controller, heldAreas } from './control.js';
import { addPiece, removePiece, replacePiece, takeHit, withStrength } from './edits.js';
import { roll, within, type EffectOf } from './effects-common.js';
import type { MyaState, Piece, Task } from './state.js';
import { pop, replaceTop } from './tasks.js';

type LoseTask = Extract<Task, { t: 'lose' }>;

/** A Spanish unit of the bag the card takes from. */
const losable = (t: LoseTask, p: Piece): boolean => p.side === 'spanish' && (t.bag === 'soldier' ? isSoldier(p) : isSettler(p));

/** The Spanish units that may be lost now: of the bag, and (card 3) at the smallest distance from Colón. */
export function loseLegal(s: MyaState, t: LoseTask): MyaAction[] {
  if (t.count <= 0) return [];
  const colon = t.nearColon ? colonArea(s) : null;
  // Card 3: only the units at the smallest distance from Colón.
  let min = Infinity;
  if (colon !== null) {
    for (let a = 1; a <= 15; a++) {
      if (distance(a, colon) < min && areaAt(s, a).pieces.some((p) => losable(t, p))) min = distance(a, colon);
    }
  }
  const out: MyaAction[] = [];
  for (let a = 1; a <= 15; a++) {
    if (colon !== null && distance(a, colon) !== min) continue;
    const pieces = areaAt(s, a).pieces;
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i] as Piece;
      if (!losable(t, p)) continue;
      // One entry per kind and side shown in an area: the same counter twice is the same choice.
      if (!twinBefore(pieces, i)) out.push({ type: 'hit', piece: p.id });
    }
  }
  return out;
}

/** One unit chosen is lost (back to its bag, 4.2); the task goes on while the count lasts. */
export function loseAct(s: MyaState, t: LoseTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'hit') throw new Error('lose');
  for (let a = 1; a <= 15; a++) {
    const p = areaAt(s, a).pieces.find((x) => x.id === action.piece);
    if (!p) continue;
    if (ctx.log.on) ctx.log.push({ type: 'loss', rule: t.nearColon ? 'card 3' : '4.3.2 I', text: `${pieceLabel(p)} in area ${a} is lost` });
    const next = removePiece(s, a, p.id);
    return t.count > 1 ? replaceTop(next, { ...t, count: t.count - 1 }) : pop(next);
  }
  return pop(s);
}

/** Card 8: each soldier may become a settler. */
export function stormEffect(s: MyaState, e: EffectOf<'storm'>, label: string, ctx: StepContext): MyaState {
  let next = s;
  for (let a = 1; a <= 15; a++) {
    for (const p of areaAt(s, a).pieces) {
      if (!isSoldier(p)) continue;
      const settlers = bagSize(next, 'settler') > 0;
      const v = roll(ctx, label, p.id, (x) =>
        !within(x, e.convert) ? 'no effect' : settlers ? 'becomes a random settler' : 'stays a soldier: no settler left',
      );
      if (!within(v, e.convert)) continue;
      // "It becomes a random settler": with the settler bag empty there is none to become, so it stays.
      const r = drawFromBag(next, 'settler', ctx);
      if (r) next = addPiece(removePiece(r.state, a, p.id), a, r.piece);
      if (ctx.log.on)
        ctx.log.push({
          type: 'storm',
          text: r ? `${p.id} becomes ${r.piece.id} in area ${a}` : `${p.id} stays a soldier in area ${a}: no settler left in the bag`,
        });
    }
  }
  return next;
}

/** Card 12: each Indigenous unit rolls to survive (+1 far from Spanish and Rebels). */
export function smallpoxEffect(s: MyaState, e: EffectOf<'smallpox'>, label: string, ctx: StepContext): MyaState {
  const hosts: number[] = [];
  // "Any Spanish or Rebel unit": units only, so a lone Colón (a leader) or Guacanagarí carries no disease.
  for (let a = 1; a <= 15; a++) if (areaAt(s, a).pieces.some((p) => isUnit(p) && (p.side === 'spanish' || isRebel(p)))) hosts.push(a);
  let next = s;
  for (let a = 1; a <= 15; a++) {
    const near = hosts.length === 0 ? 99 : Math.min(...hosts.map((h) => distance(a, h)));
    for (const p of areaAt(s, a).pieces) {
      if (people(p.kind) === null) continue;
      const far = near >= e.farDistance;
      const mods: Modifier[] = far ? [{ label: `${e.farDistance} or more areas from any Spanish or Rebel unit`, value: e.farBonus, rule: label }] : [];
      const v = roll(ctx, label, `${pieceLabel(p)} in area ${a}`, (x) => (within(x + (far ? e.farBonus : 0), e.eliminate) ? 'dies' : 'survives'), mods);
      const total = v + (far ? e.farBonus : 0);
      if (within(total, e.eliminate)) {
        next = removePiece(next, a, p.id);
        if (ctx.log.on)
          ctx.log.push({
            type: 'smallpox',
            text: `${pieceLabel(p)} in area ${a} dies (${v}${near >= e.farDistance ? ' +1 far from Spanish and Rebels' : ''})`,
          });
      }
    }
  }
  return next;
}

/** Cards 20-21: the units of a drawn area roll for losses. */
export function earthquakeEffect(s: MyaState, e: EffectOf<'earthquake'>, label: string, ctx: StepContext): MyaState {
  const a = drawAreaMarker(ctx.dice);
  if (ctx.log.on) ctx.log.push({ type: 'area-draw', rule: '4.2', area: a, text: `${label}: area marker ${a} drawn` });
  let next = s;
  for (const p of areaAt(s, a).pieces) {
    if (!isUnit(p)) continue;
    const v = roll(ctx, label, `${pieceLabel(p)} in area ${a}`, (x) =>
      within(x, e.eliminate) ? 'eliminated' : within(x, e.hit) ? (p.reduced ? 'one hit: removed (already reduced)' : 'one hit: reduced') : 'no effect',
    );
    if (within(v, e.eliminate)) next = removePiece(next, a, p.id);
    else if (within(v, e.hit)) next = takeHit(next, a, p.id).state;
  }
  return next;
}

/** Card 33: a drawn Spanish area rolls: every Spanish unit there takes a hit or is restored. */
export function crueltyEffect(s: MyaState, e: EffectOf<'cruelty'>, label: string, ctx: StepContext): MyaState {
  const spanish = heldAreas(s, 'spanish');
  if (spanish.length === 0) return s;
  // 4.2: the marker is drawn (and put back) until it names a Spanish area.
  let a = drawAreaMarker(ctx.dice);
  for (let i = 0; i < 200 && !spanish.includes(a); i++) a = drawAreaMarker(ctx.dice);
  if (!spanish.includes(a)) a = spanish[0] as number;
  const v = roll(ctx, label, `area ${a}`, (x) => (within(x, e.hit) ? 'every Spanish unit takes a hit' : 'every Spanish unit is restored'));
  let next = s;
  for (const p of areaAt(s, a).pieces) {
    if (p.side !== 'spanish') continue;
    if (within(v, e.hit)) {
      if (isUnit(p)) next = takeHit(next, a, p.id).state;
    } else next = replacePiece(next, a, withStrength(p, false));
  }
  if (ctx.log.on)
    ctx.log.push({ type: 'cruelty', text: `Area ${a}: ${within(v, e.hit) ? 'every Spanish unit takes a hit' : 'every Spanish unit is restored'}` });
  return next;
}

/** Card 36: Spanish units in areas 3, 4, 5 and 7 roll for a hit or a restore. */
export function tropicalClimateEffect(s: MyaState, e: EffectOf<'tropicalClimate'>, label: string, ctx: StepContext): MyaState {
  let next = s;
  for (let a = 1; a <= 15; a++) {
    if (!([3, 4, 5, 7] as number[]).includes(a) || controller(s, a) !== 'spanish') continue;
    for (const p of areaAt(s, a).pieces) {
      if (p.side !== 'spanish' || !isUnit(p)) continue;
      const v = roll(ctx, label, `${pieceLabel(p)} in area ${a}`, (x) =>
        within(x, e.hit)
          ? p.reduced
            ? 'a hit: removed (already reduced)'
            : 'a hit: reduced'
          : within(x, e.restore)
            ? p.reduced
              ? 'restored'
              : 'restored (already at full strength)'
            : 'no effect',
      );
      if (within(v, e.hit)) next = takeHit(next, a, p.id).state;
      else if (within(v, e.restore)) next = replacePiece(next, a, withStrength(p, false));
    }
  }
  return next;
}
