/**
 * 5.3.5 Fase de Impulsos del Nitayno: which area it activates and what it does there.
 * The plan is made once, when the impulse starts, and carried out through the engine's
 * movement decisions (see decide.ts).
 */
import type { DieRoll, StepDice } from '../../../core/index.js';
import type { MyaState, Piece } from '../state.js';
import {
  adjacent,
  drawMarker,
  isEmpty,
  isUnit,
  piecesIn,
  stackLimit,
  spanishPresent,
  unitCount,
  weighedFactor,
} from './board.js';
import {
  activationAction,
  activationReason,
  bestTargets,
  countDown,
  garrisonSize,
  hasSuperiority,
  isTwoVpArea,
  previousArea,
  priorityAction,
  type TargetCandidate,
} from './rules.js';
import type { NitaynoPlan } from './state.js';

/** Which Indigenous impulse a plan belongs to: turn * 10 + impulses left (the track moves first, 4.3.2 IV). */
export function planStamp(state: MyaState): number {
  return state.turn * 10 + state.impulses.indigenous;
}

export interface ImpulsePlan {
  readonly activate: number;
  readonly plan: NitaynoPlan | null;
}

function strongestFirst(state: MyaState, pieces: readonly Piece[], area: number): Piece[] {
  return pieces.slice().sort((a, b) => weighedFactor(state, b, true, area) - weighedFactor(state, a, true, area));
}

/** The route a group takes to a target (4.4.1 A): basic, naval (needs Rebels), or extended through `via`. */
interface Route {
  readonly via: number | null;
  readonly naval: boolean;
}

/**
 * 4.4.1 A, as the Nitayno plans (5.3.5 "considera todas las áreas que puede alcanzar ... Básico /
 * Naval (si hay Rebeldes) / Extendido"): adjacent areas by basic movement; with Rebels in the
 * group any area by sea; otherwise two steps through an adjacent area free of Spanish pieces.
 */
export function routeTo(state: MyaState, from: number, to: number, rebels: number): Route | null {
  if (from === to) return null;
  if (adjacent(from, to)) return { via: null, naval: false };
  const noNaval = state.restriction === 'noNaval';
  if (rebels > 0 && !noNaval) return { via: null, naval: true };
  for (const via of [from === 15 ? 1 : from + 1, from === 1 ? 15 : from - 1]) {
    if (adjacent(via, to) && !spanishPresent(state, via)) return { via, naval: false };
  }
  return null;
}

/**
 * The plan for one activated area, or null when its action cannot be carried out (5.3.5:
 * "Si no se puede realizar ninguna acción válida ... activa la siguiente área").
 */
export function planForArea(state: MyaState, area: number, dice: StepDice, rolls: DieRoll[] | null, reasons: string[] | null): NitaynoPlan | null {
  const mine = piecesIn(state, area).filter((p) => p.side === 'indigenous');
  const units = mine.filter(isUnit);
  const act = activationAction(area, units.length);
  reasons?.push(activationReason(area, units.length));
  if (act.kind === 'incursion') return planIncursion(state, area, dice, rolls, reasons);

  const garrison = Math.min(garrisonSize(area), units.length);
  const movable = strongestFirst(state, units, area).slice(0, units.length - garrison);
  if (garrison > 0) reasons?.push(`garrison of ${garrison} stays in area ${area} (5.1)`);
  if (movable.length === 0) {
    reasons?.push('no unit free to move');
    return null;
  }
  const leaders = mine.filter((p) => !isUnit(p) && weighedFactor(state, p, true, area) > 0);
  const rebels = movable.filter((p) => p.kind === 'capitan' || p.kind === 'tropa').length;
  const limit = stackLimit(state, 'indigenous');
  // 4.4.1 A: by sea the Rebels go first, each carrying one companion.
  const navalOrder = rebels === 0 ? movable : [...movable.filter((p) => p.kind === 'capitan' || p.kind === 'tropa'), ...movable.filter((p) => !(p.kind === 'capitan' || p.kind === 'tropa'))];

  const candidates: TargetCandidate[] = [];
  const via: (number | null)[] = [];
  const sizes: number[] = [];
  const naval: boolean[] = [];
  for (let to = 1; to <= 15; to++) {
    if (to === area) continue;
    const route = routeTo(state, area, to, rebels);
    const room = limit - unitCount(state, to, 'indigenous');
    // 4.4.1 A Indigenous naval restriction: each Rebel carries one companion.
    const cap = route === null ? 0 : route.naval ? Math.min(movable.length, rebels * 2) : movable.length;
    const n = Math.max(0, Math.min(cap, room));
    const spanish = spanishPresent(state, to);
    const reachable = route !== null && n > 0;
    const superiority = spanish && reachable && groupSuperior(state, (route.naval ? navalOrder : movable), n, leaders, to);
    // 4.4.1 D: a raid needs enemy units in the target (leaders are never affected).
    const raidable = adjacent(area, to) && unitCount(state, to, 'spanish') > 0;
    candidates.push({ area: to, spanish, empty: isEmpty(state, to), reachable, adjacent: raidable, superiority });
    via[to] = route === null ? null : route.via;
    sizes[to] = n;
    naval[to] = route !== null && route.naval;
  }
  const best = bestTargets(candidates);
  if (best === null) {
    reasons?.push('no reachable area meets any of the six priorities (5.3.5)');
    return null;
  }
  const to = pickTied(best.areas, dice, rolls, reasons, 'target area tie (5.3.5)');
  const what = priorityAction(best.priority);
  reasons?.push(`area ${to} is priority ${best.priority} (5.3.5)`);
  if (what.kind === 'incursion') return { kind: 'incursion', from: area, to, priority: best.priority, stamp: planStamp(state) };
  const group = (naval[to] === true ? navalOrder : movable).slice(0, sizes[to] ?? 0);
  // Leaders join the attacks (priorities 2 and 4), not the moves into empty areas.
  const pieces = what.units === 'one' ? group.slice(0, 1) : what.combat ? [...group, ...leaders] : group;
  return { kind: 'move', from: area, to, via: via[to] ?? null, pieces: pieces.map((p) => p.id), priority: best.priority, stamp: planStamp(state) };
}

/** 5.3.5 superiority of the first `n` movers (plus the leaders) against the Spanish in `to`. */
function groupSuperior(state: MyaState, order: readonly Piece[], n: number, leaders: readonly Piece[], to: number): boolean {
  const mine: number[] = [];
  for (let i = 0; i < n && i < order.length; i++) mine.push(weighedFactor(state, order[i] as Piece, true, to));
  for (const l of leaders) mine.push(weighedFactor(state, l, true, to));
  const theirs: number[] = [];
  for (const p of piecesIn(state, to)) if (p.side === 'spanish') theirs.push(weighedFactor(state, p, false, to));
  return hasSuperiority(mine, theirs);
}

/** 5.3.5: an incursion "seleccionando un área de 2 PV si es posible"; the area draw breaks ties. */
function planIncursion(state: MyaState, area: number, dice: StepDice, rolls: DieRoll[] | null, reasons: string[] | null): NitaynoPlan | null {
  const targets: number[] = [];
  for (const to of [area === 1 ? 15 : area - 1, area === 15 ? 1 : area + 1]) {
    if (unitCount(state, to, 'spanish') > 0 && !targets.includes(to)) targets.push(to);
  }
  if (targets.length === 0) {
    reasons?.push('no adjacent area with Spanish units to raid');
    return null;
  }
  const twoVp = targets.filter(isTwoVpArea);
  const pool = twoVp.length > 0 ? twoVp : targets;
  const to = pickTied(pool, dice, rolls, reasons, 'incursion target tie (5.3.5)');
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
  const drawn = drawMarker(dice, rolls, 'Nitayno activation area (5.3.5)');
  const first = countDown(drawn, (a) => activatable.includes(a));
  if (first === null) return { activate: activatable[0] as number, plan: null };
  if (first !== drawn) reasons?.push(`marker ${drawn} drawn: no Indigenous piece there to activate, counting down to ${first} (5.1)`);
  let area = first;
  for (let i = 0; i < 15; i++) {
    if (activatable.includes(area)) {
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
