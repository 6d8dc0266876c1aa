/**
 * Card effects of the Taíno and Carib leaders and peoples: Guacanagarí's support for the Spanish
 * (card 10), Anacaona (card 25), the Hijos de Caonabó (card 26) and the religious conversions
 * (card 27).
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, isUnit, people, pieceLabel, twinBefore } from './board.js';
import { drawFromBag } from './bags.js';
import { newCombat } from './combat.js';
import { controller, hasSide } from './control.js';
import { POOLS } from './data/units.js';
import { EVENT_BY_ID } from './data/cards.js';
import { drawPieces } from './deploy.js';
import { addPiece, removePiece, returnToBag, setArea } from './edits.js';
import { choose, leaderOnMap, leaderPiece, roll, within, type EffectOf } from './effects-common.js';
import { canAdd, unitCount } from './stacking.js';
import type { MyaState, Piece, Task } from './state.js';
import { pop, push, replaceTop } from './tasks.js';

// ---- card 10: Apoyo de Guacanagarí ----

/** Card 10: the Spanish choose where Guacanagarí appears (an area with Taínos if any). */
export function guacanagariEffect(s: MyaState): MyaState {
  const withTaino: number[] = [];
  for (let a = 1; a <= 15; a++) if (areaAt(s, a).pieces.some((p) => people(p.kind) === 'taino')) withTaino.push(a);
  const options = withTaino.length > 0 ? withTaino : Array.from({ length: 15 }, (_, i) => i + 1);
  return push(s, choose('spanish', 'guacanagari', options));
}

// The card: "Remove up to 3 Taínos from one area, place Guacanagarí (Spanish side) and +3 settlers
// there". It leaves the Spanish three choices: the area (a `choose` among the areas with Taínos),
// how many Taínos go (0 to 3: "up to") and which ones (caciques or naborias, full or reduced; the
// rest stay and fight the arrivals). The Taínos are removed one at a time with `{ type: 'hit',
// piece }` (retired to their bag, 4.2), and `{ type: 'pass' }` stops; then Guacanagarí and the
// settlers arrive. The removal step is its own task, `removeTainos`.

type RemoveTainosTask = Extract<Task, { t: 'removeTainos' }>;

/** Card 10's numbers, read from the card data. */
const CARD_10 = card10Effect();

function card10Effect(): { readonly settlers: number; readonly removeTainos: number } {
  for (const e of EVENT_BY_ID.get(10)?.effects ?? []) if (e.kind === 'guacanagari') return e;
  throw new Error('card 10 has no guacanagari effect');
}

/** Card 10, first the area chosen; then the Taínos to remove (removeTainosLegal / removeTainosAct). */
export function guacanagariChosen(s: MyaState, a: number): MyaState {
  return push(s, guacanagariRemoval(a, CARD_10.removeTainos));
}

function guacanagariRemoval(area: number, left: number): RemoveTainosTask {
  return { t: 'removeTainos', seat: 'spanish', area, left };
}

/** A Taíno unit (a cacique or a naboria; Guacanagarí is a leader, not a unit). */
const isTainoUnit = (p: Piece): boolean => people(p.kind) === 'taino' && isUnit(p);

/** Stop (`pass`), or remove one more Taíno of the area: one entry per kind and side shown. */
export function removeTainosLegal(s: MyaState, t: RemoveTainosTask): MyaAction[] {
  const { area, left } = t;
  const out: MyaAction[] = [{ type: 'pass' }];
  if (left <= 0) return out;
  const pieces = areaAt(s, area).pieces;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i] as Piece;
    if (isTainoUnit(p) && !twinBefore(pieces, i)) out.push({ type: 'hit', piece: p.id });
  }
  return out;
}

export function removeTainosAct(s: MyaState, t: RemoveTainosTask, action: MyaAction, ctx: StepContext): MyaState {
  const { area, left } = t;
  if (action.type === 'hit') {
    const p = areaAt(s, area).pieces.find((x) => x.id === action.piece) as Piece;
    if (ctx.log.on) ctx.log.push({ type: 'guacanagari', rule: 'card 10', area, text: `${pieceLabel(p)} is removed from area ${area} (card 10)` });
    return replaceTop(removePiece(s, area, p.id), guacanagariRemoval(area, left - 1));
  }
  if (action.type !== 'pass') throw new Error(`card 10 cannot take ${action.type}`);
  return guacanagariArrives(pop(s), area, ctx);
}

/** Guacanagarí (Spanish side, unless already in play or out of the game) and the settlers arrive; then a fight if Indigenous remain. */
function guacanagariArrives(s: MyaState, area: number, ctx: StepContext): MyaState {
  let out = s;
  if (!out.leadersOut.includes('guacanagari') && leaderOnMap(out, 'guacanagari') === null) out = addPiece(out, area, leaderPiece('guacanagari', 'spanish'));
  const r = drawPieces(out, [{ bag: 'settler', count: CARD_10.settlers }], ctx);
  const fit = placeWhatFits(r.state, area, r.pieces);
  out = fit.state;
  const placed = fit.placed;
  if (ctx.log.on)
    ctx.log.push({ type: 'guacanagari', rule: 'card 10', area, text: `Guacanagarí (Spanish side) and ${placed} settler(s) arrive in area ${area}` });
  const tasks: Task[] = [{ t: 'settle' }];
  if (hasSide(areaAt(out, area), 'indigenous') && hasSide(areaAt(out, area), 'spanish'))
    tasks.push(newCombat(area, 'spanish', 'indigenous', null, [], 'card 10'));
  return push(out, ...tasks);
}

/**
 * 4.2: drawn pieces placed in `area` while they fit (stacking, and a conflict turn's peoples); the
 * ones that do not fit go back to their bag. A card that names no over-stacking places this way.
 */
function placeWhatFits(s: MyaState, area: number, pieces: readonly Piece[]): { state: MyaState; placed: number } {
  let out = s;
  let placed = 0;
  for (const p of pieces) {
    if (canAdd(out, area, p)) {
      out = addPiece(out, area, p);
      placed++;
    } else out = returnToBag(out, p);
  }
  return { state: out, placed };
}

// ---- cards 25-27: Anacaona, the Hijos de Caonabó, conversions ----

/** Card 25: Anacaona enters a rolled area on its controller's side. */
export function anacaonaEffect(s: MyaState, e: EffectOf<'anacaona'>, label: string, ctx: StepContext): MyaState {
  if (s.map.some((x) => x.anacaona !== null)) return s;
  const areaFor = (x: number): number => e.rows.find((row) => within(x, row))?.area ?? 6;
  const v = roll(ctx, label, "Anacaona's area", (x) => `area ${areaFor(x)}`);
  const a = areaFor(v);
  const side = controller(s, a) ?? 'indigenous';
  if (ctx.log.on) ctx.log.push({ type: 'anacaona', text: `Anacaona enters area ${a} on the ${side} side` });
  return setArea(s, a, { ...areaAt(s, a), anacaona: side });
}

/** Card 26: Los Hijos de Caonabó join him, or the Spanish may raise a citadel. */
export function hijosEffect(s: MyaState, ctx: StepContext): MyaState {
  const ca = leaderOnMap(s, 'caonabo');
  if (ca !== null) {
    if (s.leadersOut.includes('hijos') || leaderOnMap(s, 'hijos') !== null) return s;
    if (ctx.log.on) ctx.log.push({ type: 'hijos', text: `Los Hijos de Caonabó join Caonabó in area ${ca}` });
    return addPiece(s, ca, leaderPiece('hijos', 'indigenous'));
  }
  const citadels = s.map.filter((x) => x.citadel).length;
  const options: number[] = [];
  for (let a = 1; a <= 15; a++) if (areaAt(s, a).palisade) options.push(a);
  return citadels < POOLS.citadels && options.length > 0 ? push(s, choose('spanish', 'hijosCitadel', options)) : s;
}

/** Card 27: Indigenous areas next to Spanish ones roll for a conversion or a new unit. */
export function conversionsEffect(s: MyaState, e: EffectOf<'conversions'>, label: string, ctx: StepContext): MyaState {
  let next = s;
  const converts: Task[] = [];
  for (let a = 1; a <= 15; a++) {
    const area = areaAt(s, a);
    if (controller(s, a) !== 'indigenous' || !hasSide(area, 'indigenous')) continue;
    if (![a === 1 ? 15 : a - 1, a === 15 ? 1 : a + 1].some((b) => controller(s, b) === 'spanish')) continue;
    const full = unitCount(areaAt(next, a), 'indigenous') >= e.maxStack;
    const v = roll(ctx, label, `area ${a}`, (x) =>
      within(x, e.convert)
        ? 'an Indigenous unit becomes a settler'
        : full
          ? `no unit added (already ${e.maxStack} units)`
          : within(x, e.taino)
            ? '+1 Taíno'
            : '+1 Carib',
    );
    if (within(v, e.convert)) {
      // The Indigenous choose which of their units converts (leaders are untouched).
      if (areaAt(next, a).pieces.some((p) => p.side === 'indigenous' && isUnit(p))) converts.push({ t: 'convert', seat: 'indigenous', area: a });
    } else {
      const bag = within(v, e.taino) ? 'taino' : 'carib';
      if (unitCount(areaAt(next, a), 'indigenous') >= e.maxStack) continue;
      const r = drawFromBag(next, bag, ctx);
      if (r) next = addPiece(r.state, a, r.piece);
      if (ctx.log.on && r) ctx.log.push({ type: 'conversion', text: `+1 ${bag} (${r.piece.id}) in area ${a}` });
    }
  }
  return push(next, { t: 'settle' }, ...converts.reverse());
}

type ConvertTask = Extract<Task, { t: 'convert' }>;

export function convertLegal(s: MyaState, t: ConvertTask): MyaAction[] {
  const out: MyaAction[] = [];
  const seen: string[] = [];
  for (const p of areaAt(s, t.area).pieces) {
    if (p.side !== 'indigenous' || !isUnit(p) || seen.includes(`${p.kind}:${p.reduced}`)) continue;
    seen.push(`${p.kind}:${p.reduced}`);
    out.push({ type: 'hit', piece: p.id });
  }
  return out;
}

/** The chosen unit goes back to its bag and a random settler takes its place; a mixed area fights (Spanish attacking). */
export function convertAct(s: MyaState, t: ConvertTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'hit') throw new Error('convert');
  let next = removePiece(s, t.area, action.piece);
  const r = drawFromBag(next, 'settler', ctx);
  if (r) next = addPiece(r.state, t.area, r.piece);
  if (ctx.log.on)
    ctx.log.push({ type: 'conversion', rule: 'card 27', text: `${action.piece} in area ${t.area} becomes ${r ? r.piece.id : 'nothing (no settler left)'}` });
  const mixed = r !== null && hasSide(areaAt(next, t.area), 'indigenous');
  return mixed ? replaceTop(next, newCombat(t.area, 'spanish', 'indigenous', null, [], 'card 27')) : pop(next);
}

/** Card 26: the palisade of the area chosen becomes a citadel. */
export function hijosCitadelChosen(s: MyaState, a: number, ctx: StepContext): MyaState {
  if (ctx.log.on) ctx.log.push({ type: 'citadel', rule: 'card 26', text: `The palisade in area ${a} becomes a citadel` });
  return setArea(s, a, { ...areaAt(s, a), palisade: false, citadel: true });
}

/** Card 26: the Indigenous may swap the Hijos de Caonabó for three Caribs in their area (option 0 declines). */
export function hijosSwapChosen(s: MyaState, a: number, ctx: StepContext): MyaState {
  if (a === 0) return s;
  let out = removePiece(s, a, 'hijos');
  const r = drawPieces(out, [{ bag: 'carib', count: 3 }], ctx);
  out = r.state;
  // 4.2: the card names no over-stacking, so the Caribs that do not fit go back to their bag.
  const fit = placeWhatFits(out, a, r.pieces);
  out = fit.state;
  const placed = fit.placed;
  if (ctx.log.on) {
    const back = r.pieces.length - placed;
    ctx.log.push({
      type: 'hijos',
      rule: 'card 26',
      text: `The Hijos de Caonabó are swapped for ${placed} Caribs in area ${a}${back > 0 ? ` (${back} back to the bag: stacking limit, 4.2)` : ''}`,
    });
  }
  return out;
}
