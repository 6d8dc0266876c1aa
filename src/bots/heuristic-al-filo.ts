/**
 * ¡Al filo de la espada!'s evaluation for the heuristic bot (see `heuristic.ts` and
 * `docs/writing-bots.md`): a score for each legal action from the seat's view, built from what
 * decides Las Navas de Tolosa (scenario, Victoria: victory points for enemy units eliminated, the
 * Almohad banner at 1702, the army leaders) and from the d10's odds in fire and combat
 * (`heuristic-al-filo-odds.ts`). This file picks the part that scores each kind of action:
 *
 * - a unit's **place** (hex and facing at the end of its move; `heuristic-al-filo-place.ts`) is
 *   scored by the enemy it nears, its leader's command radius (7.2), friends beside it, a rest
 *   marker kept (11.2), the attack it could make from there and the attacks it would suffer, its
 *   rear exposed counting (Tablas de Combates: +2 from a rear hex);
 * - a **move** is played step by step (`heuristic-al-filo-move.ts`): one search of the unit's
 *   steps and turns within its MP (8, 8.2, 8.3, the Mujahids' rule) finds the best place it can end
 *   on, and the step or turn that begins the way there scores that place;
 * - a **combat** is declared, joined, fired into or resolved by its expected gain in victory-point
 *   worth, a **charge** (10.4) with its +2 or +3 and the chance of a reaction charge (10.5)
 *   (`heuristic-al-filo-combat.ts`), a **fire** by the loss it inflicts (an offensive fire also by
 *   the -2 it costs the combat);
 * - **leaders** go where their banner stays in command, army leaders well away from the enemy
 *   (losing Alfonso VIII or Al-Nasir loses the battle); Ruy Díaz joins a unit about to attack, De
 *   Rada a shaken unit out of reach (`heuristic-al-filo-leaders.ts`); fatigued units out of reach
 *   rest; retreats go into rear hexes away from the enemy; the initiative strikes first where the
 *   fronts touch.
 *
 * It reads the view through the rule helpers of `reglas/al-filo` (movement costs, front and rear
 * hexes, stacking, the tables), so it never restates a rule, and looks at no future state.
 * @module
 */
import type { AnyGame, PlayerId } from '../core/index.js';
import { inFrontZone, type Facing } from '../hex/index.js';
import { GRID, distance, facingTo, hexIndex } from '../games/al-filo/board.js';
import { chargePartner } from '../games/al-filo/charge.js';
import { leadersAt, unitsAt } from '../games/al-filo/edits.js';
import { frozen, rearFacings } from '../games/al-filo/movement.js';
import {
  CHRISTIAN,
  LEADER_BANNER,
  LEADER_SIDE,
  MUSLIM,
  NASIR_BANNER,
  UNIT_BANNER,
  UNITS_OF_BANNER,
  leaderIndex,
  markerIndex,
  unitIndex,
} from '../games/al-filo/pieces.js';
import type { AlFiloState, AlFiloTask } from '../games/al-filo/state.js';
import type { AlFiloAction } from '../games/al-filo/actions.js';
import { attackersOf, chargeGain, combatGain, newCombatGain } from './heuristic-al-filo-combat.js';
import { context, fighters, type Context } from './heuristic-al-filo-context.js';
import { contact, leaderTarget, markerTarget } from './heuristic-al-filo-leaders.js';
import { moveScores } from './heuristic-al-filo-move.js';
import { placeScore } from './heuristic-al-filo-place.js';
import { fireValue, rearFree } from './heuristic-al-filo-odds.js';
import type { Evaluation } from './heuristic.js';
import type { AnyAction, AnyState } from './types.js';

function scoreOne(x: Context, top: AlFiloTask | undefined, a: AlFiloAction): number {
  const s = x.s;
  switch (a.type) {
    case 'rest': {
      const h = s.at[unitIndex(a.unit)]!;
      return x.enemyDist[h]! >= (x.me === CHRISTIAN ? 5 : 4) ? 1 : -1;
    }
    case 'activate': {
      const l = leaderIndex(a.leader);
      return contact(x, l) + (frozen(s, UNITS_OF_BANNER[LEADER_BANNER[l]!]![0]!) ? -10 : 0);
    }
    case 'designate': {
      const l = leaderIndex(a.leader);
      return -contact(x, l) + (LEADER_BANNER[l] === NASIR_BANNER && !s.released ? 10 : 0);
    }
    case 'inactivate':
      return contact(x, leaderIndex(a.leader));
    case 'move': {
      const u = unitIndex(a.unit);
      return 100 - 0.1 * Math.min(x.enemyDist[s.at[u]!]!, 30) + (a.with !== undefined ? 1 : 0);
    }
    case 'charge': {
      const u = unitIndex(a.unit);
      const units = top?.t === 'activation' ? top.units : [];
      const g = chargeGain(x, u, chargePartner(s, u, units));
      return g > 0.3 ? 200 + g : -1;
    }
    case 'move-leader': {
      const l = leaderIndex(a.leader);
      return leaderTarget(x, l, s.leaderAt[l]!, 10) !== s.leaderAt[l] ? 150 : -1;
    }
    case 'move-marker': {
      const m = markerIndex(a.marker);
      return markerTarget(x, m, s.markerAt[m]!, 6) !== s.markerAt[m] ? 50 : -1;
    }
    case 'step':
    case 'stop': {
      if (top?.t === 'leader-moving' || top?.t === 'marker-moving') {
        const from = top.t === 'leader-moving' ? s.leaderAt[top.leader]! : s.markerAt[top.marker]!;
        const target = top.t === 'leader-moving' ? leaderTarget(x, top.leader, from, top.mp) : markerTarget(x, top.marker, from, top.mp);
        return a.type === 'stop' ? 0.3 - distance(from, target) : -distance(hexIndex(a.to), target);
      }
      return 0;
    }
    case 'fire': {
      const u = unitIndex(a.unit);
      const target = hexIndex(a.at);
      const release = x.me === CHRISTIAN && !s.released && unitsAt(s, target).some((e) => UNIT_BANNER[e] === NASIR_BANNER) ? 0.3 : 0;
      if (top?.t === 'fire-group') return fireValue(s, [...top.shooters, u], target) - fireValue(s, top.shooters, target) - 0.02 - release;
      if (top?.t === 'combat' && top.step === 'offensive-fire' && !top.fired) {
        const att = attackersOf(s, top.combat);
        const cost = combatGain(x, att, top.combat.defenders, top.combat.charge) - combatGain(x, att, top.combat.defenders, top.combat.charge, -2);
        return fireValue(s, [u], target) - cost - release;
      }
      return fireValue(s, [u], target) - release;
    }
    case 'attack': {
      if (top?.t !== 'combats') return 0;
      if (top.step === 'resolve') return -1;
      const u = unitIndex(a.unit);
      if (a.target === undefined) return newCombatGain(x, u, top.combats) - 0.05;
      const c = top.combats.find((k) => k.defenders[0] === hexIndex(a.target!));
      if (c === undefined) return -1;
      const att = attackersOf(s, c);
      const joined = [...att, ...fighters(s, s.at[u]!, x.me)];
      return combatGain(x, joined, c.defenders, c.charge) - combatGain(x, att, c.defenders, c.charge) - 0.05;
    }
    case 'resolve': {
      if (top?.t !== 'combats') return 0;
      const c = top.combats.find((k) => k.defenders[0] === hexIndex(a.target));
      return c === undefined ? 0 : 10 + combatGain(x, attackersOf(s, c), c.defenders, c.charge);
    }
    case 'retreat': {
      if (top?.t !== 'retreat') return 0;
      const u = top.unit;
      const from = s.at[u]!;
      const to = hexIndex(a.to);
      const rear = rearFacings(u, s.facing[u]!).includes(facingTo(from, to));
      const e = x.nearest[to]!;
      const faces = a.facing !== undefined && e >= 0 && inFrontZone(GRID, to, a.facing as Facing, e) ? 0.5 : 0;
      return (
        (rear ? 0 : -3) + (a.unit !== undefined ? -3 : 0) + 0.4 * Math.min(x.enemyDist[to]!, 4) + faces + (x.me === CHRISTIAN && to === x.banner ? 1000 : 0)
      );
    }
    case 'advance': {
      const u = unitIndex(a.unit);
      const to = hexIndex(a.to);
      const riders = leadersAt(s, s.at[u]!).filter((l) => LEADER_SIDE[l] === x.me);
      const here = placeScore(x, u, -1, s.at[u]!, s.facing[u]!, s.at[u]!, undefined, [], riders);
      return placeScore(x, u, -1, to, a.facing, s.at[u]!, undefined, [], riders) - here + (x.me === CHRISTIAN && to === x.banner ? 1000 : 0);
    }
    case 'face': {
      // 12.3: a rallied counter faces freely: towards the nearest enemy
      const t = top as { readonly t: string; readonly unit?: number } | undefined;
      if (t?.t !== 'reorient' || t.unit === undefined) return 0;
      const h = s.at[t.unit]!;
      const e = x.nearest[h]!;
      return e >= 0 && inFrontZone(GRID, h, a.facing as Facing, e) ? 1 : 0;
    }
    case 'place-leader': {
      const h = s.at[unitIndex(a.unit)]!;
      return Math.min(x.enemyDist[h]!, 4) + (rearFree(s, unitIndex(a.unit)) ? 0.5 : 0);
    }
    case 'shoot':
    case 'stay':
    case 'end-rest':
    case 'end-moves':
    case 'end-activation':
    case 'end-fire':
    case 'end-declare':
      return 0;
    default:
      return 0;
  }
}

/** Scores ¡Al filo de la espada!'s legal actions for `seat` from its view (see the module's notes). */
function score(_game: AnyGame, view: AnyState, seat: PlayerId, legal: readonly AnyAction[]): number[] {
  const s = view as unknown as AlFiloState;
  const x = context(s, seat === 'christian' ? CHRISTIAN : MUSLIM);
  const top = s.tasks[s.tasks.length - 1];
  const actions = legal as unknown as readonly AlFiloAction[];
  if (top?.t === 'moving') return moveScores(x, top, actions);
  return actions.map((a) => scoreOne(x, top, a));
}

/** ¡Al filo de la espada!'s evaluation: see the module's notes. */
export const alFiloEvaluation: Evaluation = { game: 'al-filo', score };
