/**
 * What a fight is worth in ¡Al filo de la espada!, for the heuristic bot's evaluation
 * (`heuristic-al-filo.ts`): the expected gain of a combat or a fire from the ten faces of the d10
 * (0.3), read through the rulebook's own tables and helpers (`combatResult`, `ratioModifier`,
 * `combinedTypeModifier`, `qualityModifier`, `COMBAT_MODIFIERS`, `fireThreshold`, `fireResult`,
 * `fireStrengthModifier`; 10.3, 10.6, 10.7, 12, Tablas de Combates, Tabla de Tiros).
 *
 * A unit's condition is scored from fresh and organized (0) to eliminated (1): fatigue (11) costs a
 * little, demoralization (12.1) more, rout (12.2) most. A result's effects are applied in the
 * table's order (F, D, Dr, R; 10.6) to each unit's state, a retreat with no free rear hex costing a
 * level (10.7), and the change is weighed by what the scenario's victory points count for the unit
 * (its type's points), with leaders stacked with it lost when it is eliminated (7.5).
 *
 * The estimate leaves out what only the moment of the roll knows (terrain, a reaction charge's
 * die); the rules decide every combat with all of it.
 * @module
 */
import {
  COMBAT_MODIFIERS,
  capModifier,
  combatResult,
  combinedTypeModifier,
  qualityModifier,
  ratioModifier,
  type SideEffects,
} from '../games/al-filo/data/combat-table.js';
import { FIRE_MODIFIERS, fireResult, fireStrengthModifier, fireThreshold } from '../games/al-filo/data/fire-table.js';
import { distance, neighbour } from '../games/al-filo/board.js';
import { UNIT_WEAPON } from '../games/al-filo/fire.js';
import { leaderValues } from '../games/al-filo/leaders.js';
import { rearFacings } from '../games/al-filo/movement.js';
import { BANNER_IDS, IS_ARTILLERY, LEADERS_OF_SIDE, RUY_DIAZ, UNIT_BANNER, UNIT_PF, UNIT_SIDE, UNIT_TYPE } from '../games/al-filo/pieces.js';
import { qualityOf } from '../games/al-filo/results.js';
import { DEMORALIZED, MOVED_NOW, ROUTED, type AlFiloState } from '../games/al-filo/state.js';
import { POINTS_PER_TYPE } from '../games/al-filo/victory.js';

/** What losing an army leader is worth, in victory points: the battle (scenario, Victoria). */
export const ARMY_LEADER_WORTH = 60;
/** What another leader killed or captured is worth (scenario: 3 or 5 points). */
const LEADER_WORTH = 5;

/** A condition's score by disorganization (organized, demoralized, routed) and fatigue. */
const CONDITION = [
  [0, 0.12],
  [0.38, 0.5],
  [0.75, 0.75],
] as const;

/** The Andalusi banner: its seventh unit eliminated or routed withdraws it, and the Christians score 15 more (scenario, Al-Andalus). */
const ANDALUS = BANNER_IDS.indexOf('al-andalus');

/** What unit `u` is worth: its type's victory points (scenario) and one for the unit itself; an Andalusi unit its share of the 15 of the withdrawal. */
export function worth(u: number): number {
  return POINTS_PER_TYPE[UNIT_TYPE[u]!] + 1 + (UNIT_BANNER[u] === ANDALUS ? 2 : 0);
}

/** The condition score of a unit in `fatigued`, `disorder` (1 for eliminated). */
function condition(fatigued: number, disorder: number): number {
  return disorder > ROUTED ? 1 : CONDITION[disorder]![fatigued]!;
}

/** Whether unit `u` has a free hex behind it to retreat into (10.7): one of its rear hexes, on the map and empty. */
export function rearFree(s: AlFiloState, u: number): boolean {
  const h = s.at[u]!;
  for (const f of rearFacings(u, s.facing[u]!)) {
    const n = neighbour(h, f);
    if (n >= 0 && s.occ[n]! < 0) return true;
  }
  return false;
}

/**
 * The change in condition of unit `u` after a result's effects (10.6's order: F, D, Dr, R; 11, 12.1,
 * 12.2, 10.7), and whether it is eliminated.
 */
export function hurt(s: AlFiloState, u: number, e: SideEffects, free: boolean): { loss: number; gone: boolean } {
  let fat = s.fatigued[u]!;
  let dis = s.disorder[u]!;
  const before = condition(fat, dis);
  if (e.fatigue) fat = 1;
  if (e.demoralize) {
    if (dis === 0) dis = DEMORALIZED;
    else if (dis === DEMORALIZED && fat === 0) fat = 1;
    else if (dis === DEMORALIZED) dis = ROUTED;
  }
  if (e.rout) dis = dis === ROUTED ? 3 : ROUTED;
  if (e.retreat && dis < ROUTED && !free) dis++;
  return { loss: condition(fat, dis) - before, gone: dis > ROUTED };
}

/** What the leaders stacked with unit `u` are worth to their side (7.5: lost with an eliminated unit). */
function ridersWorth(s: AlFiloState, u: number): number {
  const h = s.at[u]!;
  let w = 0;
  for (const l of LEADERS_OF_SIDE[UNIT_SIDE[u]!]!) if (s.leaderAt[l] === h) w += s.armyLeader[UNIT_SIDE[u]!] === l ? ARMY_LEADER_WORTH : LEADER_WORTH;
  return w;
}

/** The best leader bonus of a side on `hexes` (Tablas de Combates: the leaders' bonus difference). */
function bonusOn(s: AlFiloState, side: number, hexes: readonly number[]): number {
  let best = 0;
  for (const l of LEADERS_OF_SIDE[side]!) if (hexes.includes(s.leaderAt[l]!)) best = Math.max(best, leaderValues(s, l).bonus);
  return best;
}

/** A counter's quality: a 5.2 pair's lower, artillery with infantry the better in defence (5.1). */
function quality(s: AlFiloState, units: readonly number[], defending: boolean): number {
  let pair = Infinity;
  let art = -Infinity;
  for (const u of units) {
    if (IS_ARTILLERY[u]) art = Math.max(art, qualityOf(s, u));
    else pair = Math.min(pair, qualityOf(s, u));
  }
  if (pair === Infinity) return art;
  return defending ? Math.max(pair, art) : pair;
}

/** How a combat is fought, besides who fights it. */
export interface CombatShape {
  /** A charge (10.4), from a rear hex or not. */
  readonly charge?: boolean;
  /** The attack comes from a rear hex of a defender (Tablas de Combates: +2). */
  readonly rear?: boolean;
  /** Any other modifier to add (the -2 of an offensive fire). */
  readonly extra?: number;
}

/** The summed die modifiers the estimate knows for `att` attacking `def` (10.3, 10.4, Tablas de Combates), before the cap. */
export function combatModifiers(s: AlFiloState, att: readonly number[], def: readonly number[], shape: CombatShape = {}): number {
  const pf = (units: readonly number[]): number => units.reduce((n, u) => n + UNIT_PF[u]![s.fatigued[u]!]!, 0);
  const fighters = att.filter((u) => !IS_ARTILLERY[u]);
  let m = ratioModifier(pf(fighters), pf(def));
  m += combinedTypeModifier(
    fighters.map((u) => UNIT_TYPE[u]!),
    def.map((u) => UNIT_TYPE[u]!),
  );
  const aHexes = [...new Set(fighters.map((u) => s.at[u]!))];
  const dHexes = [...new Set(def.map((u) => s.at[u]!))];
  let aq = -Infinity;
  for (const h of aHexes)
    aq = Math.max(
      aq,
      quality(
        s,
        fighters.filter((u) => s.at[u] === h),
        false,
      ),
    );
  let dq = -Infinity;
  for (const h of dHexes)
    dq = Math.max(
      dq,
      quality(
        s,
        def.filter((u) => s.at[u] === h),
        true,
      ),
    );
  m += qualityModifier(aq, dq);
  const side = UNIT_SIDE[fighters[0]!]!;
  m += bonusOn(s, side, aHexes) - bonusOn(s, 1 - side, dHexes);
  const routedDef = def.filter((u) => s.disorder[u] === ROUTED).length;
  if (shape.rear === true && routedDef === 0) m += COMBAT_MODIFIERS.rearAttack;
  if (shape.charge === true) m += shape.rear === true && routedDef === 0 ? COMBAT_MODIFIERS.rearCharge : COMBAT_MODIFIERS.frontCharge;
  const demA = fighters.filter((u) => s.disorder[u] === DEMORALIZED).length;
  if (demA === fighters.length) m += COMBAT_MODIFIERS.attackersAllDemoralized;
  else if (demA > 0) m += COMBAT_MODIFIERS.attackersSomeDemoralized;
  const shaken = def.filter((u) => s.disorder[u] !== 0).length;
  if (routedDef === def.length) m += COMBAT_MODIFIERS.defendersAllRouted;
  else if (routedDef > 0 || shaken === def.length) m += COMBAT_MODIFIERS.defendersAllDemoralizedOrOneRouted;
  else if (shaken > 0) m += COMBAT_MODIFIERS.defendersSomeDemoralized;
  const ruy = s.markerAt[RUY_DIAZ]!;
  if (ruy >= 0 && aHexes.includes(ruy)) m += 1;
  if (ruy >= 0 && dHexes.includes(ruy)) m -= 1;
  return m + (shape.extra ?? 0);
}

/** What a combat is expected to bring the attacker, and the chance that its defenders leave their hex. */
export interface CombatValue {
  /** The expected loss of the defenders less the attackers', in victory-point worth. */
  readonly gain: number;
  /** The chance that the defenders retreat or flee (the attackers then must advance, 10.8). */
  readonly taken: number;
  /** The chance that the attackers retreat (10.7). */
  readonly lost: number;
}

/**
 * The expected gain of `att` attacking `def` (their units), over the ten faces of the d10 with the
 * estimate's modifiers held to the cap (Tablas de Combates), each face's row applied to both sides.
 */
export function combatValue(s: AlFiloState, att: readonly number[], def: readonly number[], shape: CombatShape = {}): CombatValue {
  const fighters = att.filter((u) => !IS_ARTILLERY[u] && s.disorder[u] !== ROUTED);
  if (fighters.length === 0 || def.length === 0) return { gain: 0, taken: 0, lost: 0 };
  const m = capModifier(combatModifiers(s, fighters, def, shape));
  const aFree = fighters.map((u) => rearFree(s, u));
  const dFree = def.map((u) => rearFree(s, u));
  let gain = 0;
  let taken = 0;
  let lost = 0;
  for (let roll = 0; roll <= 9; roll++) {
    const row = combatResult(roll + m);
    if (row.defenders.retreat) taken += 0.1;
    if (row.attackers.retreat) lost += 0.1;
    def.forEach((u, i) => {
      const h = hurt(s, u, row.defenders, dFree[i]!);
      gain += 0.1 * (worth(u) * h.loss + (h.gone ? ridersWorth(s, u) : 0));
    });
    fighters.forEach((u, i) => {
      const h = hurt(s, u, row.attackers, aFree[i]!);
      gain -= 0.1 * (worth(u) * h.loss + (h.gone ? ridersWorth(s, u) : 0));
    });
    // 7.5: an unmodified 9 tests the attackers' leaders: killed on a 9, wounded on 6-8
    if (roll === 9) for (const u of fighters) gain -= (0.1 * 0.1 * ridersWorth(s, u)) / Math.max(1, fighters.length);
  }
  return { gain, taken, lost };
}

/** The units a fire result falls on in hex `h` (9.3: artillery only when alone there). */
function recipients(s: AlFiloState, h: number): number[] {
  const all: number[] = [];
  for (let u = s.occ[h]!; u >= 0; u = s.below[u]!) all.push(u);
  const others = all.filter((u) => !IS_ARTILLERY[u]);
  return others.length > 0 ? others : all;
}

/**
 * The expected loss a fire of `shooters` at hex `target` inflicts (9.3, Tabla de Tiros): the cell of
 * the farthest shooter's range, the strength band of their PF and the shooters' own modifiers
 * (moved this activation, demoralized, mounted, the Las Navas archers), over the ten faces of the d10.
 */
export function fireValue(s: AlFiloState, shooters: readonly number[], target: number): number {
  const first = shooters[0]!;
  const weapon = UNIT_WEAPON[first];
  if (weapon === null || weapon === undefined) return 0;
  const range = Math.max(...shooters.map((u) => distance(s.at[u]!, target)));
  const threshold = fireThreshold(weapon, range);
  if (threshold === null) return 0;
  const pf = shooters.reduce((n, u) => n + UNIT_PF[u]![s.fatigued[u]!]!, 0);
  let m = fireStrengthModifier(pf, weapon === 'artillery');
  if (shooters.some((u) => (s.flags[u]! & MOVED_NOW) !== 0)) m += FIRE_MODIFIERS.moved;
  if (shooters.some((u) => s.disorder[u] === DEMORALIZED)) m += FIRE_MODIFIERS.demoralized;
  if (shooters.some((u) => s.mounted[u] === 1)) m += FIRE_MODIFIERS.mounted;
  if (weapon === 'archers') m += FIRE_MODIFIERS.lasNavasArchers;
  const hit = recipients(s, target);
  let value = 0;
  for (let roll = 0; roll <= 9; roll++) {
    const result = fireResult(threshold, roll + m);
    if (result === 'none') continue;
    const e: SideEffects = { fatigue: false, demoralize: result === 'demoralized', rout: result === 'routed', retreat: false };
    for (const u of hit) {
      const h = hurt(s, u, e, true);
      value += 0.1 * (worth(u) * h.loss + (h.gone ? ridersWorth(s, u) : 0));
    }
  }
  return value;
}
