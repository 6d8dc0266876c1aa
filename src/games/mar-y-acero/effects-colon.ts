/**
 * Card effects on Colón's fortunes: his arrest (card 15), his negotiations with the areas beside him
 * (card 28, with the Indigenous leaving an area that turns Spanish), his health (card 37), the
 * intrigues at court that set him aside (card 38, and his return next turn) and the eclipse (card 39).
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, colonArea, isUnit, pieceLabel } from './board.js';
import { controller, heldAreas } from './control.js';
import { DESTINY_BY_ID } from './data/cards.js';
import { drawPieces } from './deploy.js';
import { addPiece, liftPiece, removePiece, takeHit, withStrength } from './edits.js';
import { changeRoyalSupport, choose, freeActivation, roll, within, type EffectOf } from './effects-common.js';
import { patchState } from './phase-state.js';
import { canAdd, stackLimit, unitCount } from './stacking.js';
import type { MyaState, Piece, Task } from './state.js';
import { pop, push, replaceTop } from './tasks.js';

/** Card 15: Colón is arrested (the "Prisión en España" box). */
export function colonToPrisonEffect(s: MyaState, label: string, ctx: StepContext): MyaState {
  const a = colonArea(s);
  if (a === null) return s;
  const colon = areaAt(s, a).pieces.find((p) => p.kind === 'colon') as Piece;
  if (ctx.log.on) ctx.log.push({ type: 'prison', text: 'Colón is arrested and sent to the "Prisión en España" box', rule: label });
  return patchState(liftPiece(s, a, colon.id), { colon: 'prison', offMap: [...s.offMap, colon] });
}

/** Card 28: the areas next to Colón roll: a hit on him, or the area turns Spanish. */
export function negotiationsEffect(s: MyaState, e: EffectOf<'negotiations'>, label: string, ctx: StepContext): MyaState {
  const ca = colonArea(s);
  if (ca === null) return s;
  let next = s;
  const rest: Task[] = [];
  for (const a of [ca === 1 ? 15 : ca - 1, ca === 15 ? 1 : ca + 1]) {
    if (colonArea(next) === null) break;
    const v = roll(ctx, label, `area ${a}`, (x) => (within(x, e.hit) ? 'Colón takes a hit' : `area ${a} turns Spanish`));
    if (within(v, e.hit)) {
      const c = colonArea(next) as number;
      next = takeHit(next, c, 'colon').state;
      if (ctx.log.on) ctx.log.push({ type: 'hit', rule: label, area: c, piece: 'colon', text: 'Colón takes a hit' });
    } else {
      if (ctx.log.on)
        ctx.log.push({
          type: 'negotiation',
          rule: label,
          text: `Area ${a} turns Spanish: the Indigenous withdraw or are eliminated, then ${e.soldiers} soldiers hold it`,
        });
      rest.push({ t: 'evacuate', seat: 'indigenous', area: a, soldiers: e.soldiers });
    }
  }
  return push(next, { t: 'settle' }, ...rest.reverse());
}

// ---- card 28: the Indigenous leave an area that turns Spanish ----

type EvacuateTask = Extract<Task, { t: 'evacuate' }>;

export function evacuateLegal(s: MyaState, t: EvacuateTask): MyaAction[] {
  const out: MyaAction[] = [];
  const seen: string[] = [];
  for (const p of areaAt(s, t.area).pieces) {
    if (p.side !== 'indigenous' || seen.includes(`${p.kind}:${p.reduced}`)) continue;
    seen.push(`${p.kind}:${p.reduced}`);
    for (const to of [t.area === 1 ? 15 : t.area - 1, t.area === 15 ? 1 : t.area + 1]) {
      if (controller(s, to) === 'indigenous' && canAdd(s, to, p)) out.push({ type: 'withdraw', piece: p.id, to });
    }
  }
  return out.length === 0 ? [] : [{ type: 'pass' }, ...out];
}

export function evacuateAct(s: MyaState, t: EvacuateTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'withdraw') {
    const p = areaAt(s, t.area).pieces.find((x) => x.id === action.piece) as Piece;
    if (ctx.log.on) ctx.log.push({ type: 'withdraw', rule: 'card 28', text: `${pieceLabel(p)} leaves area ${t.area} for ${action.to}` });
    return addPiece(liftPiece(s, t.area, p.id), action.to, p);
  }
  return evacuateAuto(s, t, ctx);
}

/**
 * Whoever stayed is eliminated; the soldiers arrive. A Destiny card has no over-stacking icon, so
 * the stacking limit holds (4.2): when the area cannot take them all (Spanish units already there),
 * the Spanish place the drawn soldiers that fit, as in any deployment (4.3.2 II), and the rest go back.
 */
export function evacuateAuto(s: MyaState, t: EvacuateTask, ctx: StepContext): MyaState {
  let next = s;
  for (const p of areaAt(s, t.area).pieces) if (p.side === 'indigenous') next = removePiece(next, t.area, p.id);
  const r = drawPieces(next, [{ bag: 'soldier', count: t.soldiers }], ctx);
  next = r.state;
  const room = stackLimit(next, 'spanish') - unitCount(areaAt(next, t.area), 'spanish');
  if (r.pieces.length > room) {
    if (ctx.log.on)
      ctx.log.push({
        type: 'negotiation',
        rule: 'card 28',
        text: `${r.pieces.length} soldier(s) drawn for area ${t.area}, which has room for ${Math.max(0, room)} (4.2)`,
      });
    return replaceTop(next, {
      t: 'deploy',
      seat: 'spanish',
      pieces: r.pieces,
      where: [{ filter: 'any', among: [t.area] }],
      overstack: false,
      strikeFirst: false,
      spread: [],
      area: null,
      placed: [],
      scribes: false,
      label: 'card 28',
    });
  }
  for (const p of r.pieces) next = addPiece(next, t.area, p);
  if (ctx.log.on) ctx.log.push({ type: 'negotiation', rule: 'card 28', text: `${r.pieces.length} soldier(s) hold area ${t.area}` });
  return pop(next);
}

/** Card 37: Colón's health roll. */
export function colonHealthEffect(s: MyaState, e: EffectOf<'colonHealth'>, label: string, ctx: StepContext): MyaState {
  if (s.colon !== 'map' && s.colon !== 'prison') return s;
  const v = roll(ctx, label, "Colón's health", (x) =>
    within(x, e.activate) ? (s.colon === 'map' ? 'Colón may activate his area' : 'Colón may be placed in a Spanish area and activate it') : 'Colón takes a hit',
  );
  if (within(v, e.activate)) {
    if (s.colon === 'map') return push(s, choose('spanish', 'colonHealth', [0, colonArea(s) as number]));
    // From prison he is first placed in a Spanish area (option 0 declines and leaves him there).
    const spanish = heldAreas(s, 'spanish');
    return spanish.length > 0 ? push(s, choose('spanish', 'colonHealth', [0, ...spanish])) : s;
  }
  if (s.colon === 'map') {
    const c = colonArea(s) as number;
    if (ctx.log.on) ctx.log.push({ type: 'hit', rule: label, area: c, piece: 'colon', text: 'Colón takes a hit' });
    return takeHit(s, c, 'colon').state;
  }
  const colon = s.offMap.find((p) => p.kind === 'colon') as Piece;
  if (colon.reduced) return patchState(s, { offMap: s.offMap.filter((p) => p.kind !== 'colon'), colon: 'eliminated', leadersOut: [...s.leadersOut, 'colon'] });
  return patchState(s, { offMap: s.offMap.map((p) => (p.kind === 'colon' ? withStrength(p, true) : p)) });
}

/** Card 39: the Spanish choose an adjacent Indigenous area with the fewest units. */
export function eclipseEffect(s: MyaState): MyaState {
  const ca = colonArea(s);
  if (ca === null) return s;
  const cands = [ca === 1 ? 15 : ca - 1, ca === 15 ? 1 : ca + 1].filter((a) => areaAt(s, a).pieces.some((p) => p.side === 'indigenous' && isUnit(p)));
  if (cands.length === 0) return s;
  const counts = cands.map((a) => unitCount(areaAt(s, a), 'indigenous'));
  const min = Math.min(...counts);
  return push(
    s,
    choose(
      'spanish',
      'eclipse',
      cands.filter((_, i) => counts[i] === min),
    ),
  );
}

/** Card 38, Intrigas contra Colón: while he is on the map the Spanish choose what they lose. */
export function intrigueEffect(s: MyaState): MyaState {
  return s.colon === 'map' ? push(s, choose('spanish', 'intrigue', [0, 1])) : s;
}

/** Card 37: Colón recovers and activates his area; from prison he is first placed in the Spanish area chosen (0 declines). */
export function colonHealthChosen(s: MyaState, a: number, ctx: StepContext): MyaState {
  if (a === 0) return s;
  const placed = s.colon === 'map' ? s : colonPlacedIn(s, a);
  return freeActivation(placed, a, 'card 37', ctx);
}

/** Card 38: Colón returns at the start of the next turn, in the Spanish area chosen. */
export function colonPlaceChosen(s: MyaState, a: number, ctx: StepContext): MyaState {
  if (ctx.log.on) ctx.log.push({ type: 'colon', text: `Colón is placed in area ${a}` });
  return colonPlacedIn(s, a);
}

/** Colón from his box beside the map into area `a`. */
function colonPlacedIn(s: MyaState, a: number): MyaState {
  const colon = s.offMap.find((p) => p.kind === 'colon') as Piece;
  return patchState(addPiece(s, a, colon), { offMap: s.offMap.filter((p) => p.kind !== 'colon'), colon: 'map' });
}

/** Card 38, Intrigas contra Colón: the Spanish lose Royal Support (option 0), or Colón is set aside until next turn (option 1). */
export function intrigueChosen(s: MyaState, option: number, ctx: StepContext): MyaState {
  if (option === 0) return changeRoyalSupport(s, -CARD_38.loss, 'card 38', ctx);
  const a = colonArea(s) as number;
  const colon = areaAt(s, a).pieces.find((p) => p.kind === 'colon') as Piece;
  if (ctx.log.on) ctx.log.push({ type: 'colon', rule: 'card 38', text: 'Colón is set aside until the start of next turn' });
  return push(patchState(liftPiece(s, a, 'colon'), { colon: 'aside', offMap: [...s.offMap, colon] }), { t: 'settle' });
}

/** Card 38's loss of Royal Support, read from the card data. */
const CARD_38 = card38Effect();

function card38Effect(): EffectOf<'intrigue'> {
  for (const e of DESTINY_BY_ID.get(38)?.effects ?? []) if (e.kind === 'intrigue') return e;
  throw new Error('card 38 has no intrigue effect');
}

/** Card 39: every Indigenous unit of the area chosen is eliminated. */
export function eclipseChosen(s: MyaState, a: number, ctx: StepContext): MyaState {
  let out = s;
  for (const p of areaAt(s, a).pieces) if (p.side === 'indigenous' && isUnit(p)) out = removePiece(out, a, p.id);
  if (ctx.log.on) ctx.log.push({ type: 'eclipse', rule: 'card 39', text: `Every Indigenous unit in area ${a} is eliminated` });
  return push(out, { t: 'settle' });
}
