/**
 * 5.3.5 Fase de Impulsos del Nitayno: which area it activates and what it does there.
 * The plan is made once, when the impulse starts, and carried out through the engine's
 * movement decisions (see activation.ts).
 */
import type { DieRoll, StepDice } from '../../../core/index.js';
import type { MyaState, Piece } from '../state.js';
import { areaAt } from '../board.js';
import { adjacent, drawMarker, isUnit, piecesIn, stackLimit, spanishPresent, unitCount, weighedFactor } from './board.js';
import {
  activationKind,
  activationReason,
  BestThree,
  countDown,
  garrisonSize,
  isTwoVpArea,
  previousArea,
  priorityAction,
  priorityOf,
  type TargetPriority,
} from './rules.js';
import { pieceData } from '../kinds.js';
import type { NitaynoPlan } from './state.js';

/** Which Indigenous impulse a plan belongs to: turn * 10 + impulses left (the track moves first, 4.3.2 IV). */
export function planStamp(state: MyaState): number {
  return state.turn * 10 + state.impulses.indigenous;
}

export interface ImpulsePlan {
  readonly activate: number;
  readonly plan: NitaynoPlan | null;
}

/** The pieces by weighed attack factor in `area`, strongest first, ties in board order (a stable sort). */
export function strongestFirst(state: MyaState, pieces: readonly Piece[], area: number): Piece[] {
  const out: Piece[] = [];
  const factors: number[] = [];
  for (const p of pieces) {
    const f = weighedFactor(state, p, true, area);
    // Insertion: past every weaker piece, never past an equal one.
    let i = out.length;
    out.push(p);
    factors.push(f);
    while (i > 0 && (factors[i - 1] as number) < f) {
      out[i] = out[i - 1] as Piece;
      factors[i] = factors[i - 1] as number;
      i--;
    }
    out[i] = p;
    factors[i] = f;
  }
  return out;
}

/** The route a group takes to a target (4.4.1 A): basic, naval (needs Rebels), or extended through `via`. */
interface Route {
  readonly via: number | null;
  readonly naval: boolean;
}

// The routes are shared constants: the planner asks for one per candidate target.
const BASIC: Route = Object.freeze({ via: null, naval: false });
const NAVAL: Route = Object.freeze({ via: null, naval: true });
const THROUGH: readonly Route[] = Array.from({ length: 16 }, (_, via) => Object.freeze({ via, naval: false }));

/**
 * 4.4.1 A, as the Nitayno plans (5.3.5 "considera todas las áreas que puede alcanzar ... Básico /
 * Naval (si hay Rebeldes) / Extendido"): adjacent areas by basic movement; with Rebels in the
 * group any area by sea; otherwise two steps through an adjacent area free of Spanish pieces.
 */
export function routeTo(state: MyaState, from: number, to: number, rebels: number): Route | null {
  if (from === to) return null;
  if (adjacent(from, to)) return BASIC;
  if (rebels > 0 && state.restriction !== 'noNaval') return NAVAL;
  // Extended movement: through the next area up first, then the next down.
  const up = from === 15 ? 1 : from + 1;
  if (adjacent(up, to) && !spanishPresent(state, up)) return THROUGH[up] as Route;
  const down = from === 1 ? 15 : from - 1;
  if (adjacent(down, to) && !spanishPresent(state, down)) return THROUGH[down] as Route;
  return null;
}

/**
 * The plan for one activated area, or null when its action cannot be carried out (5.3.5:
 * "Si no se puede realizar ninguna acción válida ... activa la siguiente área").
 */
export function planForArea(state: MyaState, area: number, dice: StepDice, rolls: DieRoll[] | null, reasons: string[] | null): NitaynoPlan | null {
  // Its units, and the leaders that fight (Hijos de Caonabó do not), in board order.
  const units: Piece[] = [];
  const leaders: Piece[] = [];
  for (const p of piecesIn(state, area)) {
    if (p.side !== 'indigenous') continue;
    if (isUnit(p)) units.push(p);
    // A leader's weighed factor is at least 1 when it fights (4.4.1 B), 0 when it does not.
    else if (pieceData(p.kind).fights) leaders.push(p);
  }
  reasons?.push(activationReason(area, units.length));
  if (activationKind(area, units.length) === 'incursion') return planIncursion(state, area, dice, rolls, reasons);

  const garrison = Math.min(garrisonSize(area), units.length);
  const strongest = strongestFirst(state, units, area);
  const movable = garrison > 0 ? strongest.slice(0, units.length - garrison) : strongest;
  if (garrison > 0) reasons?.push(`garrison of ${garrison} stays in area ${area} (5.1)`);
  if (movable.length === 0) {
    reasons?.push('no unit free to move');
    return null;
  }
  let rebels = 0;
  for (const p of movable) if (isRebelKind(p)) rebels++;
  const limit = stackLimit(state, 'indigenous');
  // 4.4.1 A: by sea the Rebels go first, each carrying one companion.
  const navalOrder = rebels === 0 ? movable : rebelsFirst(movable);

  // 5.3.5 Área Objetivo: the best priority over the other areas, and the areas sharing it (bit n: area n).
  let best = 0;
  let tied = 0;
  // The accumulator `groupSuperior` reuses for each candidate target.
  const top = new BestThree();
  for (let to = 1; to <= 15; to++) {
    // An area that cannot meet the best priority found so far is not read: a 2-VP area ranks
    // 1, 2 or 5, any other 3, 4 or 6 (`priorityOf`); once that best is its empty-area rank,
    // only an empty area can still tie.
    const emptyRank = isTwoVpArea(to) ? 1 : 3;
    if (best !== 0 && emptyRank > best) continue;
    const there = areaAt(state, to);
    if (best === emptyRank && (there.pieces.length > 0 || there.citadel)) continue;
    // An area out of reach meets no priority: adjacent areas are always reachable (basic move).
    const route = routeTo(state, area, to, rebels);
    if (route === null) continue;
    // One pass over the target's pieces: Indigenous units, Spanish units, Spanish presence.
    let indigenousUnits = 0;
    let spanishUnits = 0;
    let spanish = there.citadel;
    for (const p of there.pieces) {
      if (p.side === 'spanish') {
        spanish = true;
        if (isUnit(p)) spanishUnits++;
      } else if (isUnit(p)) indigenousUnits++;
    }
    const n = groupSize(route, movable.length, rebels, limit - indigenousUnits);
    const reachable = n > 0;
    // Superiority decides priorities 2 and 4 only: it is not weighed when a better one is known.
    const superiority =
      spanish &&
      reachable &&
      (best === 0 || best >= (isTwoVpArea(to) ? 2 : 4)) &&
      groupSuperior(state, route.naval ? navalOrder : movable, n, leaders, to, top);
    // 4.4.1 D: a raid needs enemy units in the target (leaders are never affected).
    const raidable = adjacent(area, to) && spanishUnits > 0;
    const p = priorityOf(to, spanish, there.pieces.length === 0 && !there.citadel, reachable, raidable, superiority);
    if (p === 0) continue;
    if (best === 0 || p < best) {
      best = p;
      tied = 1 << to;
    } else if (p === best) tied |= 1 << to;
  }
  if (best === 0) {
    reasons?.push('no reachable area meets any of the six priorities (5.3.5)');
    return null;
  }
  const priority = best as TargetPriority;
  const to = pickTied(areasOf(tied), dice, rolls, reasons, 'target area tie (5.3.5)');
  const what = priorityAction(priority);
  reasons?.push(`area ${to} is priority ${priority} (5.3.5)`);
  if (what.kind === 'incursion') return { kind: 'incursion', from: area, to, priority, stamp: planStamp(state) };
  const route = routeTo(state, area, to, rebels);
  const size = groupSize(route, movable.length, rebels, limit - unitCount(state, to, 'indigenous'));
  const group = route !== null && route.naval ? navalOrder : movable;
  // Leaders join the attacks (priorities 2 and 4), not the moves into empty areas.
  const count = what.units === 'one' ? Math.min(1, size) : size;
  const pieces: string[] = [];
  for (let i = 0; i < count && i < group.length; i++) pieces.push((group[i] as Piece).id);
  if (what.units !== 'one' && what.combat) for (const l of leaders) pieces.push(l.id);
  return { kind: 'move', from: area, to, via: route === null ? null : route.via, pieces, priority, stamp: planStamp(state) };
}

/** The areas of a mask (bit n: area n), in ascending order. */
function areasOf(mask: number): number[] {
  const out: number[] = [];
  for (let a = 1; a <= 15; a++) if (((mask >> a) & 1) === 1) out.push(a);
  return out;
}

function isRebelKind(p: Piece): boolean {
  return p.kind === 'capitan' || p.kind === 'tropa';
}

function rebelsFirst(movable: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of movable) if (isRebelKind(p)) out.push(p);
  for (const p of movable) if (!isRebelKind(p)) out.push(p);
  return out;
}

/** How many movers go to a target: what the route carries (4.4.1 A: by sea each Rebel carries one companion) and the room there takes. */
function groupSize(route: Route | null, movers: number, rebels: number, room: number): number {
  const cap = route === null ? 0 : route.naval ? Math.min(movers, rebels * 2) : movers;
  return Math.max(0, Math.min(cap, room));
}

/** 5.3.5 superiority (`hasSuperiority`) of the first `n` movers plus the leaders against the Spanish in `to`. */
function groupSuperior(state: MyaState, order: readonly Piece[], n: number, leaders: readonly Piece[], to: number, top: BestThree): boolean {
  top.reset();
  for (let i = 0; i < n && i < order.length; i++) top.add(weighedFactor(state, order[i] as Piece, true, to));
  for (const l of leaders) top.add(weighedFactor(state, l, true, to));
  const mine = top.sum();
  top.reset();
  for (const p of piecesIn(state, to)) if (p.side === 'spanish') top.add(weighedFactor(state, p, false, to));
  return mine > top.sum();
}

/** 5.3.5: an incursion "seleccionando un área de 2 PV si es posible"; the area draw breaks ties. */
function planIncursion(state: MyaState, area: number, dice: StepDice, rolls: DieRoll[] | null, reasons: string[] | null): NitaynoPlan | null {
  const down = area === 1 ? 15 : area - 1;
  const up = area === 15 ? 1 : area + 1;
  const raidDown = unitCount(state, down, 'spanish') > 0;
  const raidUp = unitCount(state, up, 'spanish') > 0;
  if (!raidDown && !raidUp) {
    reasons?.push('no adjacent area with Spanish units to raid');
    return null;
  }
  // Both can be raided: the 2-VP one, or the area draw between them (listed down first).
  let to: number;
  if (raidDown && raidUp) {
    const twoDown = isTwoVpArea(down);
    to = twoDown === isTwoVpArea(up) ? pickTied([down, up], dice, rolls, reasons, 'incursion target tie (5.3.5)') : twoDown ? down : up;
  } else to = raidDown ? down : up;
  reasons?.push(`incursion against area ${to}${isTwoVpArea(to) ? ' (2-VP)' : ''}`);
  return { kind: 'incursion', from: area, to, priority: null, stamp: planStamp(state) };
}

/** 5.3.5 "usa el sistema de extracción de marcadores" among tied areas (5.1 count-down). */
export function pickTied(areas: readonly number[], dice: StepDice, rolls: DieRoll[] | null, reasons: string[] | null, why: string): number {
  if (areas.length === 1) return areas[0] as number;
  const drawn = drawMarker(dice, rolls, why);
  const picked = countDown(drawn, (a) => areas.includes(a)) as number;
  reasons?.push(`areas ${areas.join(', ')} tie: marker ${drawn} drawn, area ${picked} chosen (5.1)`);
  return picked;
}

/**
 * 5.3.5 step 1 and the fallback: draw the activation area among the areas the engine lets the
 * Indigenous activate, then count down until an area yields a valid action.
 */
export function planImpulse(state: MyaState, activatable: readonly number[], dice: StepDice, rolls: DieRoll[] | null, reasons: string[] | null): ImpulsePlan {
  // The areas it may activate, as bits (bit n: area n).
  let can = 0;
  for (const a of activatable) can |= 1 << a;
  const drawn = drawMarker(dice, rolls, 'Nitayno activation area (5.3.5)');
  let first = drawn;
  for (let i = 0; i < 15 && ((can >> first) & 1) === 0; i++) first = previousArea(first);
  if (((can >> first) & 1) === 0) return { activate: activatable[0] as number, plan: null };
  if (first !== drawn) reasons?.push(`marker ${drawn} drawn: no Indigenous piece there to activate, counting down to ${first} (5.1)`);
  let area = first;
  for (let i = 0; i < 15; i++) {
    if (((can >> area) & 1) === 1) {
      reasons?.push(`area ${area} activated`);
      const plan = planForArea(state, area, dice, rolls, reasons);
      if (plan !== null) return { activate: area, plan };
      reasons?.push(`no valid action from area ${area}: next area down (5.3.5)`);
    }
    area = previousArea(area);
  }
  reasons?.push('no area gives a valid action: the Nitayno does not act this impulse (5.3.5)');
  return { activate: first, plan: null };
}
