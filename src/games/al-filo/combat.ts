/**
 * Combats (6.D D3-D4, 10.1-10.3, 10.6; Tablas de Combates; 5.1, 5.2; scenario: Ruy Díaz,
 * Al-Nasir's release).
 *
 * - D3 (10.2): the active player declares every combat before resolving any. A unit in command,
 *   not routed, not artillery (10.1), attacks through its front hexes only: every enemy there not
 *   yet attacked by a friend this activation (a new combat), or, when all of them are, it joins a
 *   combat on one of them. A charger (10.4) attacks its central front hex alone, joined only by
 *   other chargers of the same defender. A combat of several defenders has one attacker.
 * - D4 (6.D): in the attacker's order, each combat's defensive fire, offensive fire, then its roll.
 * - The roll (10.3): a d10 plus the force ratio (the defenders' PF with their artillery's, 5.1),
 *   the types most favourable to the defender, the best attacker's quality against the best
 *   defender's (a 5.2 pair with its lower quality; artillery stacked with infantry defending with
 *   the better), the terrain most favourable to the defender (the charge column in a charge:
 *   reading 10), the leaders' bonus difference, -2 after offensive fire, +2 from a rear hex, a
 *   charge's +2 or +3, the demoralized and routed, Ruy Díaz's +1 (-1 when his unit defends: reading
 *   20); held to +-7 (Tablas de Combates). Routed defenders have no facing (reading 17).
 * - An unmodified 9 tests the leaders stacked with the attacking units (7.5, reading 11).
 * @module
 */
import { IllegalActionError, type MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { LEVEL, PARAPET, SIDE, facingTo, hexId, hexIndex, neighbour } from './board.js';
import {
  COMBAT_MODIFIERS,
  type CombatResultRow,
  type SideEffects,
  capModifier,
  combatResult,
  combinedTypeModifier,
  qualityModifier,
  ratioModifier,
} from './data/combat-table.js';
import { LEADER_TEST_DIE, leaderCasualty } from './data/fire-table.js';
import { terrainRow } from './data/terrain.js';
import { leadersAt, popPush, rebuild, stack, unitsAt } from './edits.js';
import { beginFire, canHit, mayFire, poolOf, UNIT_WEAPON } from './fire.js';
import { leaderValues, testLeaders } from './leaders.js';
import { frontFacings, rearFacings } from './movement.js';
import {
  CHRISTIAN,
  IS_ARTILLERY,
  LEADERS_OF_SIDE,
  NASIR_BANNER,
  RUY_DIAZ,
  SIDE_IDS,
  UNIT_BANNER,
  UNIT_IDS,
  UNIT_NAME,
  UNIT_PF,
  UNIT_SIDE,
  UNIT_TYPE,
  unitIndex,
} from './pieces.js';
import { applyEffects, qualityOf } from './results.js';
import { CHARGED, DEMORALIZED, ENGAGED, OUT_OF_COMMAND, ROUTED, type AlFiloState, type AlFiloTask, type Combat } from './state.js';
import { frozen } from './movement.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;
type CombatsTask = Extract<AlFiloTask, { t: 'combats' }>;
type CombatTask = Extract<AlFiloTask, { t: 'combat' }>;
type Modifier = { label: string; value: number; rule: string };

const CLEAR = terrainRow('clear');
const PALISADE = terrainRow('palisade');
const LEVEL_UP = terrainRow('level-up');
const LEVEL_DOWN = terrainRow('level-down');

/** The activated leader's units (the `activation` task below the combats). */
function commanded(s: AlFiloState): readonly number[] {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i]!;
    if (t.t === 'activation') return t.units;
  }
  return [];
}

/** The enemy hexes among `u`'s front hexes (3, 10.2); a charger's central front hex only (10.4). */
function frontEnemies(s: AlFiloState, u: number): number[] {
  const h = s.at[u]!;
  const facings = (s.flags[u]! & CHARGED) !== 0 ? [s.facing[u]!] : frontFacings(u, s.facing[u]!);
  const out: number[] = [];
  for (const f of facings) {
    const n = neighbour(h, f);
    if (n >= 0 && s.occ[n]! >= 0 && UNIT_SIDE[s.occ[n]!] !== UNIT_SIDE[u]) out.push(n);
  }
  return out;
}

/** The units of the combat's attacking counters still fighting: each counter's units, not routed, not artillery (5.2, 10.1). */
export function attackingUnits(s: AlFiloState, c: Combat): number[] {
  const out: number[] = [];
  for (const rep of c.attackers) {
    const h = s.at[rep]!;
    if (h < 0) continue;
    for (const u of unitsAt(s, h)) if (!IS_ARTILLERY[u] && s.disorder[u] !== ROUTED && UNIT_SIDE[u] === UNIT_SIDE[rep]) out.push(u);
  }
  return out;
}

/** The units in the combat's defending hexes (every unit there, artillery included: 5.1). */
export function defendingUnits(s: AlFiloState, c: Combat, side: number): number[] {
  return c.defenders.flatMap((h) => unitsAt(s, h)).filter((u) => UNIT_SIDE[u] !== side);
}

/**
 * 10.4: the enemy hexes charged by units that have not declared their charge yet: a charge is
 * resolved alone, so no other unit opens a combat on them first (it joins the charge's combat only
 * if it charged too).
 */
function chargedHexes(s: AlFiloState, units: readonly number[], combats: readonly Combat[]): Set<number> {
  const out = new Set<number>();
  for (const u of units) {
    if ((s.flags[u]! & CHARGED) === 0 || s.at[u]! < 0 || combats.some((c) => c.attackers.includes(u))) continue;
    const n = neighbour(s.at[u]!, s.facing[u]!);
    if (n >= 0) out.add(n);
  }
  return out;
}

/** Whether `u` is the counter's first fighting unit in its hex (one declaration a counter, 5.2). */
function firstOfCounter(s: AlFiloState, u: number): boolean {
  for (let v = s.occ[s.at[u]!]!; v >= 0; v = s.below[v]!) {
    if (v === u) return true;
    if (!IS_ARTILLERY[v]) return false;
  }
  return false;
}

/** Whether unit `u` may declare an attack at all (10.1, 7.4, scenario). */
function mayAttack(s: AlFiloState, u: number, c: readonly Combat[]): boolean {
  if (s.at[u]! < 0 || IS_ARTILLERY[u] || s.disorder[u] === ROUTED || (s.flags[u]! & OUT_OF_COMMAND) !== 0 || frozen(s, u)) return false;
  if (!firstOfCounter(s, u)) return false;
  return !c.some((k) => k.attackers.some((a) => s.at[a] === s.at[u]));
}

/**
 * 10.2: the attackers the active player may move from one declared combat to another before it is
 * resolved, "con la condición que todos los defensores sean atacados": a counter that is not its
 * combat's only attacker, into a combat of one defender in its front hexes; charges are their
 * chargers' own (10.4).
 */
function reassignments(s: AlFiloState, combats: readonly Combat[]): [number, number][] {
  const out: [number, number][] = [];
  for (const c of combats) {
    if (c.charge || c.attackers.length < 2) continue;
    for (const rep of c.attackers) {
      if (s.at[rep]! < 0) continue;
      for (const h of frontEnemies(s, rep)) {
        const d = combats.find((k) => k.defenders.includes(h));
        if (d !== undefined && d !== c && !d.charge && d.defenders.length === 1) out.push([rep, h]);
      }
    }
  }
  return out;
}

/** The legal actions of D3 and D4's choice of combat. */
export function combatsLegal(s: AlFiloState, t: CombatsTask): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  if (t.step === 'resolve') {
    for (const c of t.combats) out.push({ type: 'resolve', target: hexId(c.defenders[0]!) });
    for (const [rep, h] of reassignments(s, t.combats)) out.push({ type: 'attack', unit: UNIT_IDS[rep]!, target: hexId(h) });
    return out;
  }
  const marked = new Set(t.combats.flatMap((c) => c.defenders));
  const charged = chargedHexes(s, commanded(s), t.combats);
  let chargeOwed = false;
  for (const u of commanded(s)) {
    if (!mayAttack(s, u, t.combats)) continue;
    const charger = (s.flags[u]! & CHARGED) !== 0;
    const enemies = charger ? frontEnemies(s, u) : frontEnemies(s, u).filter((h) => !charged.has(h));
    if (enemies.length === 0) continue;
    const fresh = enemies.filter((h) => !marked.has(h));
    if (fresh.length > 0) {
      out.push({ type: 'attack', unit: UNIT_IDS[u]! });
      if (charger) chargeOwed = true;
      continue;
    }
    for (const h of enemies) {
      const c = t.combats.find((k) => k.defenders.includes(h))!;
      if (c.defenders.length === 1 && c.charge === charger) out.push({ type: 'attack', unit: UNIT_IDS[u]!, target: hexId(h) });
    }
    if (charger && out.some((a) => a.type === 'attack' && a.unit === UNIT_IDS[u])) chargeOwed = true;
  }
  // 10.4: a unit that charged fights the enemy it charged
  if (!chargeOwed) out.push({ type: 'end-declare' });
  return out;
}

/** D3's and D4's actions: a combat declared or joined, the declarations closed, a combat chosen for resolution. */
export function combatsAct(s: AlFiloState, t: CombatsTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type === 'end-declare') return t.combats.length === 0 ? popPush(s) : stack.replaceTop(s, { ...t, step: 'resolve' });
  if (a.type === 'resolve') {
    const h = hexIndex(a.target);
    const combat = t.combats.find((c) => c.defenders[0] === h)!;
    const rest = t.combats.filter((c) => c !== combat);
    const next = rest.length === 0 ? popPush(s) : stack.replaceTop(s, { ...t, combats: rest });
    return stack.push(next, { t: 'combat', leader: t.leader, combat, step: 'defensive-fire', fired: false });
  }
  if (a.type !== 'attack') throw new IllegalActionError('wrong-phase', `${a.type} does not answer the declaration of combats`, '10.2');
  const u = unitIndex(a.unit);
  if (t.step === 'resolve') {
    const h = hexIndex(a.target!);
    const combats = t.combats.map((c) =>
      c.defenders[0] === h ? { ...c, attackers: [...c.attackers, u] } : c.attackers.includes(u) ? { ...c, attackers: c.attackers.filter((v) => v !== u) } : c,
    );
    if (ctx.log.on)
      ctx.log.push({
        type: 'combat-declared',
        text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) is reassigned to the combat on ${a.target} (10.2)`,
        rule: '10.2',
        unit: a.unit,
        targets: [a.target!],
        charge: false,
      });
    return stack.replaceTop(s, { ...t, combats });
  }
  const charge = (s.flags[u]! & CHARGED) !== 0;
  let combats: Combat[];
  let defenders: readonly number[];
  if (a.target === undefined) {
    const marked = new Set(t.combats.flatMap((c) => c.defenders));
    const charged = charge ? new Set<number>() : chargedHexes(s, commanded(s), t.combats);
    defenders = frontEnemies(s, u).filter((h) => !marked.has(h) && !charged.has(h));
    combats = [...t.combats, { defenders, attackers: [u], charge }];
  } else {
    const h = hexIndex(a.target);
    defenders = [h];
    combats = t.combats.map((c) => (c.defenders[0] === h ? { ...c, attackers: [...c.attackers, u] } : c));
  }
  if (ctx.log.on) {
    ctx.log.push({
      type: 'combat-declared',
      text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) ${charge ? 'charges' : 'attacks'} ${defenders.map(hexId).join(' and ')} (10.2${charge ? ', 10.4' : ''})`,
      rule: charge ? '10.4' : '10.2',
      unit: UNIT_IDS[u]!,
      targets: defenders.map(hexId),
      charge,
    });
  }
  // scenario: Al-Nasir's banner moves and fights once a unit of it is attacked by a Christian
  const released = s.released || (UNIT_SIDE[u] === CHRISTIAN && defenders.some((h) => unitsAt(s, h).some((v) => UNIT_BANNER[v] === NASIR_BANNER)));
  return stack.replaceTop(released === s.released ? s : rebuild(s, { released }), { ...t, combats });
}

/** The hexes of a combat's attacking counters now. */
function attackerHexes(s: AlFiloState, c: Combat): number[] {
  return [...new Set(c.attackers.map((u) => s.at[u]!).filter((h) => h >= 0))];
}

/** The side that decides a combat's current step: the defender's fire, else the attacker. */
export function combatSeat(_s: AlFiloState, t: CombatTask): string {
  const side = UNIT_SIDE[t.combat.attackers[0]!]!;
  return SIDE_IDS[t.step === 'defensive-fire' ? 1 - side : side]!;
}

/** D4's fire inside a combat (6.D 1-2): the defenders' fires at the attackers, then the attackers' at the defenders. */
export function combatLegal(s: AlFiloState, t: CombatTask): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  const side = UNIT_SIDE[t.combat.attackers[0]!]!;
  const attackers = attackerHexes(s, t.combat);
  if (t.step === 'defensive-fire') {
    for (const u of defendingUnits(s, t.combat, side)) {
      if (!mayFire(s, u, 'defensive')) continue;
      for (const h of attackers) if (canHit(s, u, h)) out.push({ type: 'fire', unit: UNIT_IDS[u]!, at: hexId(h) });
    }
  } else {
    for (const h of attackers) {
      for (const u of unitsAt(s, h)) {
        if (UNIT_WEAPON[u] === null || !mayFire(s, u, 'offensive')) continue;
        // 6.D: artillery fires offensively only when stacked with infantry that attacks
        if (IS_ARTILLERY[u] && !attackingUnits(s, t.combat).some((v) => s.at[v] === h)) continue;
        for (const d of t.combat.defenders) if (canHit(s, u, d)) out.push({ type: 'fire', unit: UNIT_IDS[u]!, at: hexId(d) });
      }
    }
  }
  out.push({ type: 'end-fire' });
  return out;
}

/** A combat's fire, or the end of one side's fire (the offensive fire's end rolls the combat). */
export function combatAct(s: AlFiloState, t: CombatTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type === 'end-fire') {
    if (t.step === 'defensive-fire') return stack.replaceTop(s, { ...t, step: 'offensive-fire' });
    return resolveCombat(popPush(s), t.combat, t.fired, ctx);
  }
  if (a.type !== 'fire') throw new IllegalActionError('wrong-phase', `${a.type} does not answer a combat's fire`, '6.D');
  const u = unitIndex(a.unit);
  if (t.step === 'defensive-fire') return beginFire(s, u, hexIndex(a.at), 'defensive', [], t.leader, ctx);
  const marked = stack.replaceTop(s, { ...t, fired: true });
  return beginFire(marked, u, hexIndex(a.at), 'offensive', poolOf(marked, 'offensive', UNIT_SIDE[u]!, attackerHexes(s, t.combat)), t.leader, ctx);
}

/** The best bonus among a side's leaders on `hexes`, 0 with none. */
function bestBonus(s: AlFiloState, side: number, hexes: readonly number[]): number {
  let best = 0;
  for (const l of LEADERS_OF_SIDE[side]!) if (hexes.includes(s.leaderAt[l]!)) best = Math.max(best, leaderValues(s, l).bonus);
  return best;
}

/** A counter's quality (5.2: a pair with its lower; 5.1: artillery with infantry, the better in defence). */
function counterQuality(s: AlFiloState, units: readonly number[], defending: boolean): number {
  const art = units.filter((u) => IS_ARTILLERY[u]).map((u) => qualityOf(s, u));
  const rest = units.filter((u) => !IS_ARTILLERY[u]).map((u) => qualityOf(s, u));
  const pair = rest.length > 0 ? Math.min(...rest) : -Infinity;
  return defending && art.length > 0 ? Math.max(pair, ...art) : pair;
}

/** The terrain's modifier for one attacker hex against one defender hex (Tabla de Terrenos; reading 2). */
function terrainModifier(from: number, to: number, charge: boolean): number {
  const col = (row: typeof CLEAR): number => (charge ? row.charge : row.combat) ?? 0;
  let m = col(CLEAR);
  const f = facingTo(from, to);
  if ((SIDE[from * 6 + f]! & PARAPET) !== 0) m += col(PALISADE);
  if (LEVEL[to]! > LEVEL[from]!) m += col(LEVEL_UP);
  else if (LEVEL[to]! < LEVEL[from]!) m += col(LEVEL_DOWN);
  return m;
}

/** Whether hex `from` is one of the rear hexes of a defender on `to` (routed units have no facing: reading 17). */
function fromRear(s: AlFiloState, from: number, to: number, units: readonly number[]): boolean {
  const f = facingTo(to, from);
  return units.some((u) => s.at[u] === to && s.disorder[u] !== ROUTED && rearFacings(u, s.facing[u]!).includes(f));
}

/** 10.5: a charged Ch or Ha tries its reaction charge (always: it costs nothing; reading); success cancels the charge's modifiers. */
function reactionCharge(s: AlFiloState, defenders: readonly number[], ctx: Ctx): boolean {
  const riders = defenders.filter((u) => (UNIT_TYPE[u] === 'Ch' || UNIT_TYPE[u] === 'Ha') && s.mounted[u] === 1 && s.disorder[u] !== ROUTED);
  if (riders.length === 0) return false;
  // 5.2: a pair tests as one counter, with its lower quality; the best counter tries
  const quality = Math.max(...riders.map((u) => Math.min(...riders.filter((v) => s.at[v] === s.at[u]).map((v) => qualityOf(s, v)))));
  const roll = ctx.dice.d10();
  const ok = roll <= quality;
  if (ctx.log.on) {
    ctx.log.push({
      type: 'reaction-charge',
      text: `${riders.map((u) => UNIT_IDS[u]).join(' and ')} counter-charge: d10 ${roll} against quality ${quality}: ${ok ? "success, the charge's modifiers are cancelled" : 'failure'} (10.5)`,
      rule: '10.5',
      units: riders.map((u) => UNIT_IDS[u]!),
      rolls: [{ die: 'd10', value: roll, for: 'reaction charge (10.5)' }],
      modifiers: [],
      success: ok,
    });
  }
  return ok;
}

/** The die modifiers of a combat (10.3, 10.4, Tablas de Combates), each with its rule. */
function modifiersOf(s: AlFiloState, c: Combat, att: readonly number[], def: readonly number[], fired: boolean, charge: boolean): Modifier[] {
  const out: Modifier[] = [];
  const add = (label: string, value: number, rule: string): void => {
    if (value !== 0) out.push({ label, value, rule });
  };
  const aHexes = [...new Set(att.map((u) => s.at[u]!))];
  const attackPf = att.reduce((n, u) => n + UNIT_PF[u]![s.fatigued[u]!]!, 0);
  const defencePf = def.reduce((n, u) => n + UNIT_PF[u]![s.fatigued[u]!]!, 0);
  add(`force ${attackPf} to ${defencePf}`, ratioModifier(attackPf, defencePf), 'Tablas de Combates');
  add(
    'unit types',
    combinedTypeModifier(
      att.map((u) => UNIT_TYPE[u]!),
      def.map((u) => UNIT_TYPE[u]!),
    ),
    'Tablas de Combates',
  );
  const aq = Math.max(
    ...aHexes.map((h) =>
      counterQuality(
        s,
        att.filter((u) => s.at[u] === h),
        false,
      ),
    ),
  );
  const dq = Math.max(
    ...c.defenders
      .map((h) =>
        counterQuality(
          s,
          def.filter((u) => s.at[u] === h),
          true,
        ),
      )
      .filter(Number.isFinite),
  );
  add(`quality ${aq} against ${dq}`, qualityModifier(aq, dq), 'Tablas de Combates');
  let terrain = Infinity;
  for (const a of aHexes) for (const d of c.defenders) if (facingTo(a, d) >= 0) terrain = Math.min(terrain, terrainModifier(a, d, charge));
  add(charge ? 'terrain (charge)' : 'terrain', Number.isFinite(terrain) ? terrain : 0, 'Tabla de Terrenos');
  const side = UNIT_SIDE[att[0]!]!;
  add('leaders', bestBonus(s, side, aHexes) - bestBonus(s, 1 - side, c.defenders), 'Tablas de Combates');
  if (fired) add('offensive fire', COMBAT_MODIFIERS.offensiveFire, 'Tablas de Combates');
  const rear = aHexes.some((a) => c.defenders.some((d) => facingTo(a, d) >= 0 && fromRear(s, a, d, def)));
  if (rear) add('attack from a rear hex', COMBAT_MODIFIERS.rearAttack, 'Tablas de Combates');
  if (charge) add(rear ? 'charge from a rear hex' : 'charge from a front hex', rear ? COMBAT_MODIFIERS.rearCharge : COMBAT_MODIFIERS.frontCharge, '10.4');
  const demA = att.filter((u) => s.disorder[u] === DEMORALIZED).length;
  if (demA === att.length) add('attackers demoralized', COMBAT_MODIFIERS.attackersAllDemoralized, 'Tablas de Combates');
  else if (demA > 0) add('an attacker demoralized', COMBAT_MODIFIERS.attackersSomeDemoralized, 'Tablas de Combates');
  const routed = def.filter((u) => s.disorder[u] === ROUTED).length;
  const shaken = def.filter((u) => s.disorder[u] !== 0).length;
  if (routed === def.length) add('defenders routed', COMBAT_MODIFIERS.defendersAllRouted, 'Tablas de Combates');
  else if (routed > 0 || shaken === def.length)
    add('defenders demoralized or one routed', COMBAT_MODIFIERS.defendersAllDemoralizedOrOneRouted, 'Tablas de Combates');
  else if (shaken > 0) add('a defender demoralized', COMBAT_MODIFIERS.defendersSomeDemoralized, 'Tablas de Combates');
  const ruy = s.markerAt[RUY_DIAZ]!;
  if (ruy >= 0 && aHexes.includes(ruy)) add('Ruy Díaz with the attackers', 1, 'scenario');
  if (ruy >= 0 && c.defenders.includes(ruy)) add('Ruy Díaz with the defenders', -1, 'scenario');
  return out;
}

/** A side's effects in words ("F+R"; "-" for none), as the table abbreviates them. */
function effectsText(e: SideEffects): string {
  const parts = [e.fatigue ? 'F' : '', e.demoralize ? 'D' : '', e.rout ? 'Dr' : '', e.retreat ? 'R' : ''].filter((x) => x !== '');
  return parts.length === 0 ? '-' : parts.join('+');
}

/** A row of the result table in words: its range, each side's effects and the advance. */
export function rowText(row: CombatResultRow): string {
  const range = row.from === row.to ? `${row.from}` : `${row.from} to ${row.to}`;
  const advance = row.advance === 'attackers-must' ? ', the attacker must advance' : row.advance === 'defenders-may' ? ', the defender may advance' : '';
  return `row ${range}: defenders ${effectsText(row.defenders)}, attackers ${effectsText(row.attackers)}${advance}`;
}

/** 10.3: a combat's roll and results, after its fire (the combat task already popped). */
export function resolveCombat(s: AlFiloState, c: Combat, fired: boolean, ctx: Ctx): AlFiloState {
  const side = UNIT_SIDE[c.attackers[0]!]!;
  const att = attackingUnits(s, c);
  const def = defendingUnits(s, c, side);
  if (att.length === 0 || def.length === 0) {
    if (ctx.log.on)
      ctx.log.push({
        type: 'combat-void',
        text: `The combat on ${c.defenders.map(hexId).join(' and ')} does not take place: ${att.length === 0 ? 'no attacker is left' : 'no defender is left'} (10.3)`,
        rule: '10.3',
        targets: c.defenders.map(hexId),
      });
    return s;
  }
  const charge = c.charge && !reactionCharge(s, def, ctx);
  const modifiers = modifiersOf(s, c, att, def, fired, charge);
  const sum = modifiers.reduce((n, m) => n + m.value, 0);
  const capped = capModifier(sum);
  const roll = ctx.dice.d10();
  const row = combatResult(roll + capped);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'combat',
      text: `${att.map((u) => UNIT_IDS[u]).join(', ')} against ${def.map((u) => UNIT_IDS[u]).join(', ')}: d10 ${roll}${modifiers.map((m) => ` ${m.value > 0 ? '+' : ''}${m.value} ${m.label}`).join('')}${capped !== sum ? ` (held to ${capped > 0 ? '+' : ''}${capped})` : ''} = ${roll + capped}: ${rowText(row)} (10.3, Tablas de Combates)`,
      rule: '10.3',
      attackers: att.map((u) => UNIT_IDS[u]!),
      defenders: def.map((u) => UNIT_IDS[u]!),
      rolls: [{ die: 'd10', value: roll, for: `combat on ${hexId(c.defenders[0]!)} (10.3)` }],
      modifiers,
      total: roll + capped,
      result: rowText(row),
    });
  }
  const flags = s.flags.slice();
  for (const u of [...att, ...def]) flags[u] = flags[u]! | ENGAGED;
  let next = rebuild(s, { flags });
  if (roll === LEADER_TEST_DIE) {
    const hexes = [...new Set(att.map((u) => next.at[u]!))];
    next = testLeaders(
      next,
      hexes.flatMap((h) => leadersAt(next, h)),
      'Tablas de Combates',
      ctx,
      leaderCasualty,
    );
    if (next.result !== null) return next;
  }
  const aHexes = [...new Set(att.map((u) => next.at[u]!))];
  // 10.8: the advance waits below the results' retreats and flights
  if (row.advance === 'attackers-must') next = stack.push(next, { t: 'advance', units: att, hexes: [...c.defenders], must: true });
  else if (row.advance === 'defenders-may') next = stack.push(next, { t: 'advance', units: def, hexes: aHexes, must: false });
  next = applyEffects(next, att, row.attackers, { kind: 'combat', by: def[0]! }, ctx);
  return applyEffects(next, def, row.defenders, { kind: 'combat', by: att[0]! }, ctx);
}
