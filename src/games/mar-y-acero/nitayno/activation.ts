/**
 * Which area the Nitayno activates (the `impulse` decision) and each step of that activation
 * (the `activation` decision): the plan of impulse.ts carried out one engine decision at a time.
 *
 * 5.3.5 Fase de Impulsos: (1) the activation area by the area draw; (2) the action planned
 * there, a move to the target area (the strongest units, "mayor FC") or an incursion.
 * 4.4.1 A: extended movement goes through its middle area; under naval difficulty a unit is
 * reduced to sail (the cheapest, 5.3.5 "de manera óptima").
 * 4.2: no area may stay over the stacking limit when the activation ends.
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import type { MyaAction } from '../actions.js';
import type { MyaState, Piece, Task } from '../state.js';
import { isUnit, piecesIn, spanishPresent, stackLimit, unitCount, weighedFactor } from './board.js';
import { pieceById, pieceIn, whereIs, type ActionOf, type Choice } from './choice.js';
import { planForArea, planImpulse, planStamp } from './impulse.js';
import { pickCombatHit } from './rules.js';
import { withPlan, type NitaynoPlan, type SolitaireState } from './state.js';

type MovePlan = Extract<NitaynoPlan, { kind: 'move' }>;
type Move = ActionOf<'move'>;
type PayNaval = ActionOf<'pay-naval'>;

const raidText = (to: number, from: number) => (): string => `raids area ${to} from area ${from}`;
const moveText = (piece: string, at: number, to: number) => (): string => `moves ${piece} from area ${at} to area ${to}`;
const stepText = (piece: string, via: number, to: number) => (): string => `moves ${piece} to area ${via} on the way to ${to} (extended, 4.4.1 A)`;
const payText = (id: string, at: number) => (): string => `reduces ${id} to move by sea from area ${at}`;
const overstackText = (piece: string, to: number) => (): string => `moves ${piece} to area ${to}: no area may stay over-stacked`;

function activateText(area: number, plan: NitaynoPlan | null): () => string {
  return () => {
    const what =
      plan === null || plan.kind === 'reinforce'
        ? 'no valid action'
        : plan.kind === 'incursion'
          ? `incursion against area ${plan.to}`
          : `moves ${plan.pieces.length} piece(s) to area ${plan.to}${plan.via === null ? '' : ` through area ${plan.via}`}`;
    return `activates area ${area}: ${what}`;
  };
}

/** 5.3.5 step 1: the area activated, among those the engine offers, with the plan made for it (stored in the solitaire state). */
export function activateArea(state: MyaState, legal: readonly MyaAction[], ctx: StepContext, rolls: DieRoll[] | null, reasons: string[] | null): Choice | null {
  const activatable: number[] = [];
  for (const a of legal) if (a.type === 'activate') activatable.push(a.area);
  if (activatable.length === 0 || state.solitaire === null) return null;
  const p = planImpulse(state, activatable, ctx.dice, rolls, reasons);
  for (const a of legal) {
    if (a.type === 'activate' && a.area === p.activate)
      return { action: a, text: activateText(p.activate, p.plan), rule: '5.3.5', solitaire: withPlan(state.solitaire, p.plan) };
  }
  return null;
}

/**
 * 5.3.5: the plan made at the start of the impulse, one engine decision at a time. When the
 * engine activated the only possible area without asking, the plan is made here.
 */
export function carryOutPlan(
  state: MyaState,
  task: Extract<Task, { t: 'activation' }>,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  let plan = state.solitaire?.plan ?? null;
  let fresh: SolitaireState | undefined;
  const current = plan !== null && plan.kind !== 'reinforce' && plan.from === task.origin && plan.stamp === planStamp(state);
  if (!current && state.solitaire !== null) {
    reasons?.push(`area ${task.origin} activated (the only area the Nitayno could activate)`);
    plan = planForArea(state, task.origin, ctx.dice, rolls, reasons);
    fresh = withPlan(state.solitaire, plan);
  }
  const chosen = nextStep(state, task.open, plan, legal, reasons);
  if (chosen === null || fresh === undefined) return chosen;
  // The fresh plan is stored; a plan patch of the choice (an identical counter moved) applies on top.
  return chosen.planPatch === undefined
    ? { action: chosen.action, text: chosen.text, rule: chosen.rule, solitaire: fresh }
    : { action: chosen.action, text: chosen.text, rule: chosen.rule, solitaire: fresh, planPatch: chosen.planPatch };
}

/** Ends the activation with `end` (the engine's `end-move`). */
function endChoice(end: ActionOf<'end-move'>, why: string): Choice {
  return { action: end, text: why, rule: '5.3.5' };
}

/** 5.3.5 step 2: the plan's next step: the raid, the next planned piece's move, a naval payment, or the end. */
function nextStep(state: MyaState, open: readonly number[], plan: NitaynoPlan | null, legal: readonly MyaAction[], reasons: string[] | null): Choice | null {
  // The engine lists `end-move` (at most one) last.
  let end: ActionOf<'end-move'> | null = null;
  for (let i = legal.length - 1; i >= 0; i--) {
    const a = legal[i] as MyaAction;
    if (a.type === 'end-move') {
      end = a;
      break;
    }
  }
  if (plan === null || plan.kind === 'reinforce') return end !== null ? endChoice(end, 'ends its activation') : clearOverstack(state, open, null, legal);
  if (plan.kind === 'incursion') {
    for (const a of legal) if (a.type === 'incursion' && a.target === plan.to) return { action: a, text: raidText(plan.to, plan.from), rule: '5.3.5' };
    return end === null ? null : endChoice(end, `cannot raid area ${plan.to}: ends its activation`);
  }
  for (const id of plan.pieces) {
    const at = whereIsOnRoute(state, id, plan);
    if (at === null || at === plan.to) continue;
    const direct = moveOf(state, legal, id, at, plan.to);
    if (direct !== null) return withPiece(plan, id, direct, moveText(direct.piece, at, plan.to));
    if (plan.via !== null && at === plan.from) {
      const step = moveOf(state, legal, id, at, plan.via);
      if (step !== null) return withPiece(plan, id, step, stepText(step.piece, plan.via, plan.to));
    }
    const pay = navalPayment(state, legal, at);
    if (pay !== null) {
      reasons?.push('naval difficulty: a unit is reduced to sail (4.4.1 A)');
      return { action: pay.a, text: payText(pay.p.id, at), rule: '4.4.1' };
    }
  }
  return end !== null ? endChoice(end, `movement to area ${plan.to} done`) : clearOverstack(state, open, plan.to, legal);
}

/** Where a planned piece is: the areas of its route first (ids are unique), else anywhere. */
function whereIsOnRoute(state: MyaState, id: string, plan: MovePlan): number | null {
  if (pieceIn(piecesIn(state, plan.from), id) !== null) return plan.from;
  if (pieceIn(piecesIn(state, plan.to), id) !== null) return plan.to;
  if (plan.via !== null && pieceIn(piecesIn(state, plan.via), id) !== null) return plan.via;
  return whereIs(state, id);
}

/**
 * The engine names one of several identical counters (same kind and strength in one area):
 * a move of the planned piece, or of a counter identical to it (in its area `at`).
 */
function moveOf(state: MyaState, legal: readonly MyaAction[], id: string, at: number, to: number): Move | null {
  const here = piecesIn(state, at);
  const me = pieceIn(here, id);
  for (const a of legal) {
    if (a.type !== 'move' || a.to !== to) continue;
    if (a.piece === id) return a;
    if (me === null) continue;
    const other = pieceIn(here, a.piece);
    if (other !== null && other.kind === me.kind && other.reduced === me.reduced) return a;
  }
  return null;
}

/** The choice of a planned move; when an identical counter moves instead, the plan follows it. */
function withPiece(plan: MovePlan, id: string, action: Move, text: () => string): Choice {
  const moved = action.piece;
  if (moved === id) return { action, text, rule: '5.3.5' };
  const pieces = plan.pieces.map((p) => (p === id ? moved : p === moved ? id : p));
  return { action, text, rule: '5.3.5', planPatch: { ...plan, pieces } };
}

/**
 * 4.4.1 A naval difficulty: the unit of area `at` that pays for the crossing. The cheapest unit
 * pays, a full-strength one first so that nothing is lost (5.3.5 "óptima").
 */
function navalPayment(state: MyaState, legal: readonly MyaAction[], at: number): { a: PayNaval; p: Piece } | null {
  let any = false;
  let full = false;
  const here = piecesIn(state, at);
  for (const a of legal) {
    if (a.type !== 'pay-naval' || a.area !== at) continue;
    any = true;
    const p = payer(state, here, a);
    if (p !== null && !p.reduced) {
      full = true;
      break;
    }
  }
  if (!any) return null;
  // The pool (full-strength payers when there are any) in list order, the cheapest by the hit order.
  const pool: Piece[] = [];
  for (const a of legal) {
    if (a.type !== 'pay-naval' || a.area !== at) continue;
    const p = payer(state, here, a);
    if (p !== null && (!full || !p.reduced)) pool.push(p);
  }
  const hit = pickCombatHit(pool);
  if (hit === null) return null;
  for (const a of legal) if (a.type === 'pay-naval' && a.area === at && a.piece === hit.id) return { a, p: hit };
  return null;
}

/** The piece a `pay-naval` action names: in the paying area `here` (where the engine lists it from), else anywhere. */
function payer(state: MyaState, here: readonly Piece[], a: PayNaval): Piece | null {
  return pieceIn(here, a.piece) ?? pieceById(state, a.piece);
}

/**
 * 4.2 / 4.4.1 A: no area may stay over the stacking limit at the end of the impulse; when the
 * engine does not let the movement end yet, the strongest extra unit moves on — to the planned
 * area if it can, else to an area free of Spanish pieces holding the most Indigenous units.
 * Only units move here: leaders do not count for stacking (4.2), so moving one would leave the
 * area as over-stacked as before. A destination with room for the unit comes first (moving
 * into a full area only moves the over-stack). Among units with the same best destination the
 * one with the highest attack factor goes (5.3.5 "Siempre moverá las unidades Indígenas con el
 * mayor FC"); equal factors keep the engine's order.
 */
function clearOverstack(state: MyaState, open: readonly number[], target: number | null, legal: readonly MyaAction[]): Choice | null {
  const limit = stackLimit(state, 'indigenous');
  let best: Move | null = null;
  let bestScore = -Infinity;
  let bestFactor = -1;
  // The engine lists the moves piece by piece: the piece, where it stands and its factor are read once per piece.
  let lastPiece: string | null = null;
  let eligible = false;
  let factor = 0;
  // A destination's score (the target bonus aside) by area number, for the areas `scored` marks (bit n: area n).
  const destinationScore = new Int32Array(16);
  let scored = 0;
  for (const a of legal) {
    if (a.type !== 'move') continue;
    if (a.piece !== lastPiece) {
      lastPiece = a.piece;
      const at = areaOfPiece(state, lastPiece, open);
      const piece = at === 0 ? null : pieceIn(piecesIn(state, at), lastPiece);
      eligible = piece !== null && isUnit(piece) && unitCount(state, at, 'indigenous') > limit;
      factor = eligible && piece !== null ? weighedFactor(state, piece, true, at) : 0;
    }
    if (!eligible) continue;
    const to = a.to;
    if ((scored & (1 << to)) === 0) {
      scored |= 1 << to;
      destinationScore[to] = overstackDestinationScore(state, to, limit);
    }
    const score = (destinationScore[to] as number) + (to === target ? 100 : 0);
    if (score > bestScore || (score === bestScore && factor > bestFactor)) {
      bestScore = score;
      bestFactor = factor;
      best = a;
    }
  }
  return best === null ? null : { action: best, text: overstackText(best.piece, best.to), rule: '4.2' };
}

/** How good `to` is for a unit leaving an over-stacked area: room first, then no Spanish piece, then the most Indigenous units (4.2, 5.3.5). */
function overstackDestinationScore(state: MyaState, to: number, limit: number): number {
  const units = unitCount(state, to, 'indigenous');
  return (units < limit ? 1000 : 0) + (spanishPresent(state, to) ? -50 : 0) + units;
}

/** The area of a piece on the map, 0 when it is not there: the areas `first` (the activation's) are read first. */
function areaOfPiece(state: MyaState, id: string, first: readonly number[]): number {
  for (const a of first) if (pieceIn(piecesIn(state, a), id) !== null) return a;
  return whereIs(state, id) ?? 0;
}
