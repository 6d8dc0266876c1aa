/**
 * 4.3.2 IV Fase de Impulsos: in each impulse a side activates one area it controls (4.4.1), an
 * over-stacked one first; instead the Spanish may build (4.4.2) while none of their areas is
 * over-stacked.
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt } from './board.js';
import { canBuild, newBuild } from './build.js';
import { kindFlags, UNIT } from './kinds.js';
import { activationIn } from './movement.js';
import { stackLimit, unitCount } from './stacking.js';
import type { AreaState, MyaState, Piece, Side } from './state.js';
import { replaceTop } from './tasks.js';
import { patchState } from './phase-state.js';
import { patchEffects, patchSolitaire } from './nitayno/state.js';

/** 4.3.2 IV: a side with an over-stacked area must activate it first. */
export function overstacked(s: MyaState, side: Side): number[] {
  const out: number[] = [];
  const limit = stackLimit(s, side);
  for (let a = 1; a <= 15; a++) if (unitCount(areaAt(s, a), side) > limit) out.push(a);
  return out;
}

/**
 * 4.3.2 IV in one pass over the map: the areas the side may activate (the over-stacked areas it
 * controls come first, and alone; otherwise every area it controls and occupies), and whether any
 * of its areas is over-stacked (the Spanish may then not build).
 */
function activationOptions(s: MyaState, side: Side): { readonly areas: number[]; readonly anyOver: boolean } {
  const areas: number[] = [];
  const limit = stackLimit(s, side);
  const map = s.map;
  let anyOver = false;
  let ownedOver = false;
  for (let a = 1; a <= 15; a++) {
    const pieces = (map[a - 1] as AreaState).pieces;
    // The area read in one pass: whether each side is there, and the side's units (4.2: leaders do not count).
    let mine = false;
    let theirs = false;
    let units = 0;
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i] as Piece;
      if (p.side !== side) {
        theirs = true;
        continue;
      }
      mine = true;
      if ((kindFlags(p.kind) & UNIT) !== 0) units++;
    }
    // An over-stacked area holds the side's units, so it is controlled exactly when no enemy is there (4.2).
    if (units > limit) {
      anyOver = true;
      if (!theirs) {
        if (!ownedOver) areas.length = 0;
        ownedOver = true;
        areas.push(a);
      }
    } else if (!ownedOver && mine && !theirs) {
      areas.push(a);
    }
  }
  return { areas, anyOver };
}

/** 4.3.2 IV: the areas the side may activate now. */
export function activatableAreas(s: MyaState, side: Side): number[] {
  return activationOptions(s, side).areas;
}

/** 4.3.2 IV: activate an area (over-stacked ones first); the Spanish may build instead when nothing is over-stacked (4.4.2). */
export function impulseLegal(s: MyaState, seat: Side): MyaAction[] {
  const { areas, anyOver } = activationOptions(s, seat);
  const out: MyaAction[] = [];
  for (let i = 0; i < areas.length; i++) out.push({ type: 'activate', area: areas[i] as number });
  if (seat === 'spanish' && !anyOver) {
    if (canBuild(s, 'palisade')) out.push({ type: 'build', what: 'palisade' });
    if (canBuild(s, 'citadel')) out.push({ type: 'build', what: 'citadel' });
  }
  return out;
}

/**
 * Nitayno card 45 (5.3.5): "+1 to every Spanish roll" lasts the Nitayno's last impulse only. The
 * Indigenous impulse of a round comes before the Spanish one, so a Spanish impulse that starts
 * with the bonus set follows that last impulse: the bonus ends there.
 */
function card45Over(s: MyaState, seat: Side): MyaState {
  const sol = s.solitaire;
  if (seat !== 'spanish' || sol === null || sol.effects.spanishRollBonus === 0) return s;
  return patchState(s, { solitaire: patchSolitaire(sol, { effects: patchEffects(sol.effects, { spanishRollBonus: 0 }) }) });
}

/** 4.3.2 IV: the area activated (4.4.1), or the Build action (4.4.2). */
export function impulseAct(state: MyaState, seat: Side, action: MyaAction, ctx: StepContext): MyaState {
  const s = card45Over(state, seat);
  if (action.type === 'activate') {
    if (ctx.log.on) ctx.log.push({ type: 'activate', rule: '4.4.1', side: seat, area: action.area, text: `${seat} activates area ${action.area}` });
    return replaceTop(s, activationIn(s, seat, action.area));
  }
  if (action.type === 'build') {
    if (ctx.log.on) ctx.log.push({ type: 'build', rule: '4.4.2', text: `Spanish build ${action.what === 'palisade' ? 'palisades' : 'citadels'}` });
    return replaceTop(s, newBuild(action.what), { t: 'settle' });
  }
  throw new Error(`impulse cannot take ${action.type}`);
}
