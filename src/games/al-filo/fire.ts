/**
 * Fire (9, 9.1-9.3; 6.B; 6.D D2 and D4; Tabla de Tiros; 5.1, 5.2; scenario: the archers' -1,
 * Al-Nasir's release).
 *
 * - Who fires: units with a fire capability (Tabla de Tiros rows), through their front hexes
 *   (one for artillery), never routed; one of a stacked pair only (9.1, 5.2). Phase B: artillery,
 *   then archers, each side's in the order 6.B gives; crossbows and javelins never fire in B.
 *   D2: the activated leader's units in command. Neither B nor D2 fire from a unit next to an enemy
 *   (6.B, 6.D). D4: the defenders of a combat fire defensively, one unit a fire (out of command
 *   too, 7.4), then the attackers offensively, artillery only when stacked with attacking infantry.
 * - At what: an enemy hex in range, in the front zone, in sight (9.2: `sight.ts`), not fired at
 *   before in this activation (9.1; phase B counted as one occasion).
 * - Combined fire (9.3): more units of the same type, active together, join before the roll; the
 *   range is the farthest shooter's; the modifiers count every shooter's state.
 * - The roll: a d10 plus the strength band of the shooters' PF, -1 if one moved this activation
 *   (8.2: turning is moving), -1 if one is demoralized, -1 if one is mounted, -1 for the Ar at Las
 *   Navas, the target hex's terrain; demoralized or routed at the cell's thresholds (12). An
 *   unmodified 9 tests the leaders stacked with the target (7.5).
 * - The result falls on the target hex's units, a pair as one counter (5.2); artillery takes it
 *   only when alone in its hex (9.3).
 * @module
 */
import { IllegalActionError, fieldCount, type MachineContext } from '../../core/index.js';
import { inFrontZone, type Facing } from '../../hex/index.js';
import type { AlFiloAction } from './actions.js';
import { GRID, distance, hexId, hexIndex } from './board.js';
import {
  FIRE_MODIFIERS,
  LEADER_TEST_DIE,
  fireResult,
  fireStrengthModifier,
  fireThreshold,
  leaderCasualty,
  weaponOf,
  type FireWeapon,
} from './data/fire-table.js';
import { UNITS } from './data/order-of-battle.js';
import { enemyAdjacent, leadersAt, popPush, rebuild, stack, unitsAt } from './edits.js';
import { testLeaders } from './leaders.js';
import {
  CHRISTIAN,
  IS_ARTILLERY,
  NASIR_BANNER,
  SIDE_IDS,
  UNIT_BANNER,
  UNIT_IDS,
  UNIT_NAME,
  UNIT_PF,
  UNIT_SIDE,
  UNIT_TYPE,
  UNITS_OF_SIDE,
  sideCode,
  unitIndex,
} from './pieces.js';
import { demoralize, rout } from './results.js';
import { sees } from './sight.js';
import { DEMORALIZED, ENGAGED, FIRED, MOVED_NOW, OUT_OF_COMMAND, ROUTED, TARGETED, type AlFiloState, type AlFiloTask, type FireOccasion } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;
type FireTask = Extract<AlFiloTask, { t: 'fire' }>;
type GroupTask = Extract<AlFiloTask, { t: 'fire-group' }>;

/** Each unit's row of the Tabla de Tiros, or null for a unit that does not fire (2.1, 2.2). */
export const UNIT_WEAPON: readonly (FireWeapon | null)[] = UNITS.map((u) => weaponOf(u.type, u.fires));

/** Whether the other unit of `u`'s hex has fired already (9.1: only one of a stacked pair fires). */
function partnerFired(s: AlFiloState, u: number): boolean {
  for (let v = s.occ[s.at[u]!]!; v >= 0; v = s.below[v]!) if (v !== u && (s.flags[v]! & FIRED) !== 0) return true;
  return false;
}

/** Whether unit `u` may fire now on this occasion, whatever its target (9.1, 6.B, 6.D, 7.4). */
export function mayFire(s: AlFiloState, u: number, occasion: FireOccasion): boolean {
  const weapon = UNIT_WEAPON[u];
  const h = s.at[u]!;
  if (weapon === null || h < 0 || s.disorder[u] === ROUTED || (s.flags[u]! & FIRED) !== 0 || partnerFired(s, u)) return false;
  if (occasion === 'defensive') return true;
  if ((s.flags[u]! & OUT_OF_COMMAND) !== 0) return false;
  if (occasion === 'artillery' || occasion === 'archers') {
    if (weapon !== occasion) return false;
  }
  return occasion === 'offensive' || !enemyAdjacent(s, h, UNIT_SIDE[u]!);
}

/** Whether unit `u` can fire at hex `target`: an enemy there not yet fired at, in range, in its front zone and in sight (9.1-9.3). */
export function canHit(s: AlFiloState, u: number, target: number): boolean {
  const h = s.at[u]!;
  const first = s.occ[target]!;
  if (first < 0 || UNIT_SIDE[first] === UNIT_SIDE[u]) return false;
  for (let v = first; v >= 0; v = s.below[v]!) if ((s.flags[v]! & TARGETED) !== 0) return false;
  if (fireThreshold(UNIT_WEAPON[u]!, distance(h, target)) === null) return false;
  if (!inFrontZone(GRID, h, s.facing[u] as Facing, target, IS_ARTILLERY[u] ? 'artillery' : 'standard')) return false;
  return sees(s, h, target, UNIT_TYPE[u] === 'Ar');
}

/** The units of the activation under way (the `activation` task below), or none. */
function activationUnits(s: AlFiloState): readonly number[] {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i]!;
    if (t.t === 'activation') return t.units;
  }
  return [];
}

/** The units that may begin a fire on a `fire` task's occasion. */
function shootersOf(s: AlFiloState, t: FireTask): readonly number[] {
  return t.occasion === 'activation' ? activationUnits(s) : UNITS_OF_SIDE[sideCode(t.side)]!;
}

/**
 * The target hexes unit `u` may fire at among `targets` (all enemy hexes within 6 when null), each
 * given to `emit` until it returns false.
 */
function eachTarget(s: AlFiloState, u: number, targets: readonly number[] | null, emit: (h: number) => boolean): void {
  if (targets !== null) {
    for (const h of targets) if (canHit(s, u, h) && !emit(h)) return;
    return;
  }
  const seen = new Set<number>();
  for (const e of UNITS_OF_SIDE[1 - UNIT_SIDE[u]!]!) {
    const h = s.at[e]!;
    if (h < 0 || seen.has(h) || distance(s.at[u]!, h) > 6) continue;
    seen.add(h);
    if (canHit(s, u, h) && !emit(h)) return;
  }
}

/** The fires a unit may begin: one action per target hex it can hit among `targets` (all enemy hexes when null). */
export function firesOf(s: AlFiloState, u: number, targets: readonly number[] | null, out: AlFiloAction[]): void {
  eachTarget(s, u, targets, (h) => out.push({ type: 'fire', unit: UNIT_IDS[u]!, at: hexId(h) }) > 0);
}

/** The legal actions of a side's fire in phase B or D2: each fire it may begin, and its end. */
export function fireLegal(s: AlFiloState, t: FireTask): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  for (const u of shootersOf(s, t)) if (UNIT_SIDE[u] === sideCode(t.side) && mayFire(s, u, t.occasion)) firesOf(s, u, null, out);
  out.push({ type: 'end-fire' });
  return out;
}

/** How many legal actions a side's fire has, 2 standing for two or more: {@link fireLegal}'s length without listing it. */
export function fireCount(s: AlFiloState, t: FireTask): 1 | 2 {
  let any = false;
  for (const u of shootersOf(s, t)) {
    if (UNIT_SIDE[u] !== sideCode(t.side) || !mayFire(s, u, t.occasion)) continue;
    eachTarget(s, u, null, () => {
      any = true;
      return false;
    });
    if (any) return 2;
  }
  return 1;
}

/** Whether `a` is one of {@link fireLegal}'s actions, checked alone (the machine's `accepts`). */
export function fireAccepts(s: AlFiloState, t: FireTask, a: AlFiloAction): boolean {
  if (a.type === 'end-fire') return fieldCount(a) === 1;
  if (a.type !== 'fire' || fieldCount(a) !== 3) return false;
  const u = unitIndex(a.unit);
  const target = hexIndex(a.at);
  return (
    u >= 0 &&
    target >= 0 &&
    UNIT_SIDE[u] === sideCode(t.side) &&
    shootersOf(s, t).includes(u) &&
    mayFire(s, u, t.occasion) &&
    distance(s.at[u]!, target) <= 6 &&
    canHit(s, u, target)
  );
}

/** The units that may still join a fire at `target` (9.3: the same type, active on the same occasion). */
function joiners(s: AlFiloState, shooters: readonly number[], occasion: FireOccasion, pool: readonly number[], target: number): number[] {
  if (occasion === 'defensive') return [];
  const type = UNIT_TYPE[shooters[0]!];
  const out: number[] = [];
  for (const u of pool) {
    if (shooters.includes(u) || UNIT_TYPE[u] !== type || UNIT_SIDE[u] !== UNIT_SIDE[shooters[0]!]) continue;
    if (shooters.some((v) => s.at[v] === s.at[u])) continue;
    if (mayFire(s, u, occasion) && canHit(s, u, target)) out.push(u);
  }
  return out;
}

/** The units that may fire on a group's occasion (the pool joiners come from). */
export function poolOf(s: AlFiloState, occasion: FireOccasion, side: number, attackerHexes: readonly number[]): readonly number[] {
  if (occasion === 'activation') return activationUnits(s);
  if (occasion === 'offensive') return attackerHexes.flatMap((h) => unitsAt(s, h));
  return UNITS_OF_SIDE[side]!;
}

/**
 * A fire begins: `u` at `target`. With no unit able to join it is rolled at once; else a
 * `fire-group` waits for joiners (9.3). `pool`: the units that may join.
 */
export function beginFire(s: AlFiloState, u: number, target: number, occasion: FireOccasion, pool: readonly number[], leader: number, ctx: Ctx): AlFiloState {
  if (joiners(s, [u], occasion, pool, target).length === 0) return resolveFire(s, [u], target, ctx);
  return stack.push(s, { t: 'fire-group', side: SIDE_IDS[UNIT_SIDE[u]!] as 'christian' | 'muslim', occasion, target, shooters: [u], leader });
}

/** A `fire` task's action: a fire begun, or the end of the side's fire. */
export function fireAct(s: AlFiloState, t: FireTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type === 'end-fire') return popPush(s);
  if (a.type !== 'fire') throw new IllegalActionError('wrong-phase', `${a.type} does not answer a fire`, '9');
  return beginFire(s, unitIndex(a.unit), hexIndex(a.at), t.occasion, shootersOf(s, t), t.leader, ctx);
}

/** The attackers' hexes of the combat under way (for an offensive group's pool). */
function combatHexes(s: AlFiloState): readonly number[] {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i]!;
    if (t.t === 'combat') return t.combat.attackers.map((u) => s.at[u]!).filter((h) => h >= 0);
  }
  return [];
}

/** A fire group's legal actions: more shooters of its type, and the roll. */
export function groupLegal(s: AlFiloState, t: GroupTask): AlFiloAction[] {
  const pool = poolOf(s, t.occasion, sideCode(t.side), combatHexes(s));
  const out: AlFiloAction[] = joiners(s, t.shooters, t.occasion, pool, t.target).map((u) => ({ type: 'fire', unit: UNIT_IDS[u]!, at: hexId(t.target) }));
  out.push({ type: 'shoot' });
  return out;
}

/** A fire group's action: a shooter joins, or the die is rolled. */
export function groupAct(s: AlFiloState, t: GroupTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type === 'shoot') return resolveFire(popPush(s), t.shooters, t.target, ctx);
  if (a.type !== 'fire') throw new IllegalActionError('wrong-phase', `${a.type} does not answer a fire being declared`, '9.3');
  return stack.replaceTop(s, { ...t, shooters: [...t.shooters, unitIndex(a.unit)] });
}

/** The units of hex `h` a fire result falls on: artillery only when alone there (9.3); a pair as one counter (5.2). */
function recipients(s: AlFiloState, h: number): number[] {
  const all = unitsAt(s, h);
  const others = all.filter((u) => !IS_ARTILLERY[u]);
  return others.length > 0 ? others : all;
}

/** 9.3: the fire of `shooters` at hex `target` rolled and applied. */
export function resolveFire(s: AlFiloState, shooters: readonly number[], target: number, ctx: Ctx): AlFiloState {
  const first = shooters[0]!;
  const weapon = UNIT_WEAPON[first]!;
  const range = Math.max(...shooters.map((u) => distance(s.at[u]!, target)));
  const threshold = fireThreshold(weapon, range)!;
  const pf = shooters.reduce((sum, u) => sum + UNIT_PF[u]![s.fatigued[u]!]!, 0);
  const modifiers: { label: string; value: number; rule: string }[] = [];
  const strength = fireStrengthModifier(pf, weapon === 'artillery');
  if (strength !== 0) modifiers.push({ label: `${pf} PF firing`, value: strength, rule: 'Tabla de Tiros' });
  // "en el curso de la activación en curso": a defender's mark from its own, earlier activation does not count
  const active = activationUnits(s);
  if (shooters.some((u) => (s.flags[u]! & MOVED_NOW) !== 0 && active.includes(u)))
    modifiers.push({ label: 'moved this activation', value: FIRE_MODIFIERS.moved, rule: 'Tabla de Tiros' });
  if (shooters.some((u) => s.disorder[u] === DEMORALIZED)) modifiers.push({ label: 'demoralized', value: FIRE_MODIFIERS.demoralized, rule: 'Tabla de Tiros' });
  if (shooters.some((u) => s.mounted[u] === 1)) modifiers.push({ label: 'mounted', value: FIRE_MODIFIERS.mounted, rule: '9.1' });
  if (weapon === 'archers') modifiers.push({ label: 'archers at Las Navas', value: FIRE_MODIFIERS.lasNavasArchers, rule: 'scenario' });
  const roll = ctx.dice.d10();
  const total = roll + modifiers.reduce((sum, m) => sum + m.value, 0);
  const result = fireResult(threshold, total);
  const targets = unitsAt(s, target);
  const shooterSide = UNIT_SIDE[first]!;
  if (ctx.log.on) {
    const cell = threshold.rout === null ? `${threshold.demoralize}` : `${threshold.demoralize}/${threshold.rout}`;
    ctx.log.push({
      type: 'fire',
      text: `${shooters.map((u) => `${UNIT_NAME[u]} (${UNIT_IDS[u]})`).join(' and ')} fire at ${hexId(target)} (${targets.map((u) => UNIT_IDS[u]).join(', ')}), ${range} hex${range === 1 ? '' : 'es'}: d10 ${roll}${modifiers.map((m) => ` ${m.value > 0 ? '+' : ''}${m.value} ${m.label}`).join('')} = ${total} against ${cell}: ${result === 'none' ? 'no effect' : result} (9.3, Tabla de Tiros)`,
      rule: '9.3',
      shooters: shooters.map((u) => UNIT_IDS[u]!),
      target: hexId(target),
      range,
      rolls: [{ die: 'd10', value: roll, for: `fire at ${hexId(target)} (9.3)` }],
      modifiers,
      total,
      result,
    });
  }
  const flags = s.flags.slice();
  for (const u of shooters) flags[u] = flags[u]! | FIRED;
  for (const u of targets) flags[u] = flags[u]! | TARGETED | ENGAGED;
  // scenario: Al-Nasir's banner moves and fights once a Christian unit fires at one of its units
  const released = s.released || (shooterSide === CHRISTIAN && targets.some((u) => UNIT_BANNER[u] === NASIR_BANNER));
  let next = rebuild(s, { flags, released });
  if (roll === LEADER_TEST_DIE) next = testLeaders(next, leadersAt(next, target), 'Tabla de Tiros', ctx, leaderCasualty);
  if (next.result !== null || result === 'none') return next;
  for (const u of recipients(next, target)) {
    next = result === 'routed' ? rout(next, u, { kind: 'fire', by: first }, ctx) : demoralize(next, u, { kind: 'fire', by: first }, ctx);
  }
  return next;
}

/** 6.B: phase B's fire, artillery then archers, the attacker's artillery first and the defender's archers before the attacker's. */
export function firePhaseTasks(): AlFiloTask[] {
  // pushed bottom first: the last runs first
  return [
    { t: 'fire', side: 'christian', occasion: 'archers', leader: -1 },
    { t: 'fire', side: 'muslim', occasion: 'archers', leader: -1 },
    { t: 'fire', side: 'muslim', occasion: 'artillery', leader: -1 },
    { t: 'fire', side: 'christian', occasion: 'artillery', leader: -1 },
  ];
}

/** The marks of one occasion of fire cleared on every unit: fired, fired at (9.1), charged (10.4). */
export function clearFireMarks(s: AlFiloState, extra: number): AlFiloState {
  const mask = ~(FIRED | TARGETED | extra);
  if (!s.flags.some((f) => (f & ~mask) !== 0)) return s;
  return rebuild(s, { flags: s.flags.map((f) => f & mask) });
}
