/**
 * The effects of fire and combat results on units (10.6-10.8, 11, 12.1, 12.2; 5.2; 7.5 for the
 * leaders they carry), applied in the order the combat table lists them: fatigue, demoralization,
 * rout, retreat.
 *
 * - 11: fresh to fatigued; a fatigued unit fatigued again stays so.
 * - 12.1: organized to demoralized; demoralized and fresh to demoralized and fatigued; demoralized
 *   and fatigued to routed; a routed unit demoralized again flees two more hexes (12.2).
 * - 12.2: put to rout, a unit flees at once two hexes straight towards its flight edge, faced
 *   towards it at no cost (10.2 Precisión); each friendly counter it passes through rolls a d10
 *   against its quality and routs on more, fleeing after it (the unit that made it flee is not
 *   tested again); it is eliminated if the way is barred by an enemy or by impassable terrain, or
 *   if it cannot end in a free hex (readings recorded in the provenance), and routed off the map
 *   if it leaves it; routed again, it is eliminated.
 * - 10.7: a retreat of one hex, turning one hexside at most, into any free hex; one that is not a
 *   rear hex, or a retreat made impossible, costs one more level of disorganization (organized to
 *   demoralized, demoralized to routed, routed to eliminated; never through fatigue). A unit
 *   routed by the same result flees instead of retreating.
 * - 10.8: after a combat that empties a defender's hex the attacker advances one unit (mandatory
 *   or possible, as the table says), not a demoralized one, turning freely (a charger one hexside
 *   at most); leaders go with their unit only if it leaves no unit behind (7.1, 10.8).
 * - Scenario (`navas.ts`): every hex a unit enters here may take the Almohad banner or displace De
 *   Rada or Ruy Díaz; every unit lost or routed counts towards the Al-Andalus withdrawal.
 * @module
 */
import { IllegalActionError, type MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { distance, facingTo, hexId, hexIndex, neighbour } from './board.js';
import type { SideEffects } from './data/combat-table.js';
import { andalusWithdrawal, entered } from './navas.js';
import { carry, leadersAt, popPush, rebuild, relocate, ridersOf, stack, unitsAt } from './edits.js';
import { freePrisoners, unitLost, type UnitLoss } from './leaders.js';
import { canEndAt, mountedCosts, pairable, rearFacings, terrainCost } from './movement.js';
import { DE_RADA, IS_ARTILLERY, MARKER_IDS, MARKER_NAME, RUY_DIAZ, SIDE_IDS, UNIT_IDS, UNIT_NAME, UNIT_QUALITY, UNIT_SIDE, unitIndex } from './pieces.js';
import { CHARGED, DEMORALIZED, ELIMINATED, ENGAGED, FLED, ORGANIZED, ROUTED, type AlFiloState, type AlFiloTask } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** Each side's flight direction (scenario): the Christians flee south to rows 19-20, the Muslims north to row 01. */
export const FLIGHT_FACING: readonly number[] = [3, 0];

/** A unit's quality now (fresh or fatigued side, 11.1). */
export function qualityOf(s: AlFiloState, u: number): number {
  return UNIT_QUALITY[u]![s.fatigued[u]!]!;
}

/** The state with one unit's field changed. */
function setUnit(s: AlFiloState, key: 'fatigued' | 'disorder' | 'facing' | 'flags', u: number, value: number): AlFiloState {
  const arr = s[key].slice();
  arr[u] = value;
  return rebuild(s, { [key]: arr });
}

/** 11: unit `u` becomes fatigued (no further effect when it is). */
export function fatigue(s: AlFiloState, u: number, ctx: Ctx): AlFiloState {
  if (s.fatigued[u] === 1) return s;
  if (ctx.log.on)
    ctx.log.push({ type: 'unit-result', text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) is fatigued (11)`, rule: '11', unit: UNIT_IDS[u]!, result: 'fatigued' });
  return setUnit(s, 'fatigued', u, 1);
}

/** The state with De Rada and Ruy Díaz, where they stand on `from`, put on `to` (a hex, or {@link ELIMINATED}), and which moved. */
function moveMarkers(s: AlFiloState, from: number, to: number): { state: AlFiloState; moved: number[] } {
  const moved = [DE_RADA, RUY_DIAZ].filter((m) => s.markerAt[m] === from);
  if (moved.length === 0) return { state: s, moved };
  const markerAt = s.markerAt.slice();
  for (const m of moved) markerAt[m] = to;
  return { state: rebuild(s, { markerAt }), moved };
}

/**
 * The markers De Rada and Ruy Díaz and the leaders that go with units leaving hex `from` for `to`
 * (7.1, 10.8; reading 20): all of them when no unit stays behind.
 */
export function moveCounters(s: AlFiloState, units: readonly number[], to: number): AlFiloState {
  const from = s.at[units[0]!]!;
  const riders = ridersOf(s, from, units[0]!, units[1] ?? -1);
  let next = s;
  for (const u of units) next = relocate(next, u, to);
  if (riders.length === 0 && next.occ[from]! >= 0) return next;
  next = carry(next, riders, to);
  return next.occ[from]! < 0 ? moveMarkers(next, from, to).state : next;
}

/**
 * Unit `u` eliminated (`loss`: how): off the map, or routed off it (12.2); the leaders left alone
 * on its hex follow 7.5, a De Rada or Ruy Díaz marker left alone is eliminated with it (scenario),
 * and the leaders it held captive are freed when an attack of their side caused it (7.5.1).
 */
export function eliminate(s: AlFiloState, u: number, loss: UnitLoss, ctx: Ctx): AlFiloState {
  const h = s.at[u]!;
  if (h < 0) return s;
  if (ctx.log.on) {
    const how =
      loss.kind === 'fled'
        ? 'routs off the map (12.2)'
        : loss.kind === 'rout'
          ? 'cannot flee and is eliminated (12.2)'
          : `is eliminated (${loss.kind === 'fire' ? '9.3' : '10.6'})`;
    ctx.log.push({
      type: 'unit-eliminated',
      text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) ${how}`,
      rule: loss.kind === 'combat' ? '10.6' : loss.kind === 'fire' ? '9.3' : '12.2',
      unit: UNIT_IDS[u]!,
      hex: hexId(h),
      fled: loss.kind === 'fled',
    });
  }
  let next = relocate(s, u, loss.kind === 'fled' ? FLED : ELIMINATED);
  if ((loss.kind === 'combat' || loss.kind === 'fire') && loss.by >= 0) next = freePrisoners(next, u, loss.by, ctx);
  // 7.5.1 frees a prisoner only by an attack: a captor lost in a flight keeps him, held off the map (reading)
  if (next.prisoners.some((p) => p.unit === u)) next = rebuild(next, { prisoners: next.prisoners.map((p) => (p.unit === u ? { ...p, unit: -1 } : p)) });
  if (next.occ[h]! >= 0) return andalusWithdrawal(next, [u], ctx);
  const gone = moveMarkers(next, h, ELIMINATED);
  next = gone.state;
  if (ctx.log.on) {
    for (const m of gone.moved)
      ctx.log.push({
        type: 'marker-eliminated',
        text: `${MARKER_NAME[m]} is eliminated with his unit (scenario)`,
        rule: 'scenario',
        marker: MARKER_IDS[m] as 'de-rada' | 'ruy-diaz',
      });
  }
  return andalusWithdrawal(unitLost(next, leadersAt(next, h), h, UNIT_SIDE[u]!, loss, ctx), [u], ctx);
}

/** 12.2: unit `u` is put to rout: routed and fleeing at once, or eliminated when it already was. */
export function rout(s: AlFiloState, u: number, loss: UnitLoss, ctx: Ctx): AlFiloState {
  if (s.at[u]! < 0) return s;
  if (s.disorder[u] === ROUTED) return eliminate(s, u, loss, ctx);
  if (ctx.log.on)
    ctx.log.push({ type: 'unit-result', text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) is routed (12.2)`, rule: '12.2', unit: UNIT_IDS[u]!, result: 'routed' });
  return andalusWithdrawal(stack.push(setUnit(s, 'disorder', u, ROUTED), { t: 'flee', unit: u, spared: -1 }), [u], ctx);
}

/** 12.1: unit `u` is demoralized, with the cumulative effects of 12.1 and 12.2. */
export function demoralize(s: AlFiloState, u: number, loss: UnitLoss, ctx: Ctx): AlFiloState {
  if (s.at[u]! < 0) return s;
  if (s.disorder[u] === ROUTED) {
    if (ctx.log.on)
      ctx.log.push({
        type: 'unit-result',
        text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}), routed, is demoralized again: it flees two more hexes (12.2)`,
        rule: '12.2',
        unit: UNIT_IDS[u]!,
        result: 'flees',
      });
    return stack.push(s, { t: 'flee', unit: u, spared: -1 });
  }
  if (s.disorder[u] === DEMORALIZED) {
    if (s.fatigued[u] === 1) return rout(s, u, loss, ctx);
    if (ctx.log.on)
      ctx.log.push({
        type: 'unit-result',
        text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}), demoralized and fresh, is demoralized again: it becomes fatigued (12.1)`,
        rule: '12.1',
        unit: UNIT_IDS[u]!,
        result: 'fatigued',
      });
    return setUnit(s, 'fatigued', u, 1);
  }
  if (ctx.log.on)
    ctx.log.push({
      type: 'unit-result',
      text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) is demoralized (12.1)`,
      rule: '12.1',
      unit: UNIT_IDS[u]!,
      result: 'demoralized',
    });
  return setUnit(s, 'disorder', u, DEMORALIZED);
}

/** 10.7: one more level of disorganization (organized to demoralized to routed to eliminated; fatigue untouched). */
export function extraLevel(s: AlFiloState, u: number, loss: UnitLoss, ctx: Ctx): AlFiloState {
  if (s.disorder[u] === ORGANIZED) {
    if (ctx.log.on)
      ctx.log.push({
        type: 'unit-result',
        text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) loses a level: demoralized (10.7)`,
        rule: '10.7',
        unit: UNIT_IDS[u]!,
        result: 'demoralized',
      });
    return setUnit(s, 'disorder', u, DEMORALIZED);
  }
  return rout(s, u, loss, ctx);
}

/**
 * A side's effects of a combat result on its units (10.6): fatigue, demoralization, rout, then
 * a retreat decision for each counter still on the map and not routed (pairs as one, 5.2);
 * flights (pushed last) run first.
 */
export function applyEffects(s: AlFiloState, units: readonly number[], e: SideEffects, loss: UnitLoss, ctx: Ctx): AlFiloState {
  let next = s;
  for (const u of units) {
    const flags = next.flags.slice();
    flags[u] = flags[u]! | ENGAGED;
    next = rebuild(next, { flags });
  }
  // Dr+R: the two-hex flight of 12.2 is the retreat
  if (e.retreat && !e.rout) {
    const retreats: AlFiloTask[] = [];
    const seen = new Set<number>();
    for (const u of units) {
      if (seen.has(u)) continue;
      const partner = units.find((v) => v !== u && next.at[v] === next.at[u]) ?? -1;
      seen.add(u);
      if (partner >= 0) seen.add(partner);
      retreats.push({ t: 'retreat', unit: u, partner });
    }
    // the retreats wait below the flights; each is skipped if its unit has routed or gone by then
    for (let i = retreats.length - 1; i >= 0; i--) next = stack.push(next, retreats[i]!);
  }
  for (const u of units) {
    if (e.fatigue) next = fatigue(next, u, ctx);
    if (e.demoralize) next = demoralize(next, u, loss, ctx);
    if (e.rout) next = rout(next, u, loss, ctx);
  }
  return next;
}

/** The units on hex `h` that are not routed. */
function unroutedAt(s: AlFiloState, h: number): number[] {
  return unitsAt(s, h).filter((v) => s.disorder[v] !== ROUTED);
}

/** 12.2: a routed unit's flight of two hexes (an automatic task). */
export function flee(s: AlFiloState, t: Extract<AlFiloTask, { t: 'flee' }>, ctx: Ctx): AlFiloState {
  let next = popPush(s);
  const u = t.unit;
  const from = next.at[u]!;
  if (from < 0) return next;
  // 5.2: a pair routed by one result flees as one counter: its partner's flight is this one
  const pending = next.tasks.findIndex((k) => k.t === 'flee' && k.unit !== u && next.at[k.unit] === from);
  const partner = pending >= 0 ? (next.tasks[pending] as Extract<AlFiloTask, { t: 'flee' }>).unit : -1;
  if (pending >= 0) next = rebuild(next, { tasks: next.tasks.filter((_, i) => i !== pending) });
  const units = partner >= 0 ? [u, partner] : [u];
  const lose = (loss: UnitLoss): AlFiloState => units.reduce((acc, v) => eliminate(acc, v, loss, ctx), next);
  const side = UNIT_SIDE[u]!;
  const dir = FLIGHT_FACING[side]!;
  const mounted = mountedCosts(next, u);
  const panicked: number[] = [];
  let h = from;
  let passed = -1;
  for (let step = 1; step <= 2; step++) {
    const n = neighbour(h, dir);
    if (n < 0) return lose({ kind: 'fled' });
    const there = next.occ[n]!;
    if ((there >= 0 && UNIT_SIDE[there] !== side) || terrainCost(h, dir, n, mounted) === null) return lose({ kind: 'rout' });
    if (step === 1 && there >= 0) {
      const tested = unroutedAt(next, n).filter((v) => v !== t.spared);
      if (tested.length > 0) {
        const quality = Math.min(...tested.map((v) => qualityOf(next, v)));
        const roll = ctx.dice.d10();
        const fails = roll > quality;
        if (ctx.log.on) {
          ctx.log.push({
            type: 'panic-test',
            text: `${UNIT_NAME[u]} flees through ${tested.map((v) => UNIT_IDS[v]).join(' and ')} in ${hexId(n)}: d10 ${roll} against quality ${quality}: ${fails ? 'routed' : 'holds'} (12.2)`,
            rule: '12.2',
            units: tested.map((v) => UNIT_IDS[v]!),
            rolls: [{ die: 'd10', value: roll, for: `panic in ${hexId(n)} (12.2)` }],
            modifiers: [],
            routed: fails,
          });
        }
        if (fails) panicked.push(...tested);
      }
    }
    if (step === 1) passed = n;
    h = n;
  }
  if (!canEndAt(next, u, partner, h)) return lose({ kind: 'rout' });
  next = entered(entered(moveCounters(next, units, h), u, passed, ctx), u, h, ctx);
  for (const v of units) next = setUnit(next, 'facing', v, dir);
  if (ctx.log.on)
    ctx.log.push({
      type: 'unit-flees',
      text: `${UNIT_NAME[u]} (${UNIT_IDS[u]})${partner >= 0 ? ` with ${UNIT_IDS[partner]}` : ''} flees ${hexId(from)} -> ${hexId(h)}, facing its flight edge (12.2, 10.2)`,
      rule: '12.2',
      unit: UNIT_IDS[u]!,
      from: hexId(from),
      to: hexId(h),
    });
  // 12.2: the units it routed flee after it has finished, in the order they stand
  for (let i = panicked.length - 1; i >= 0; i--) {
    const v = panicked[i]!;
    next = stack.push(setUnit(next, 'disorder', v, ROUTED), { t: 'flee', unit: v, spared: u });
  }
  return andalusWithdrawal(next, panicked, ctx);
}

/** The hexes a counter (`unit` with `partner`) may retreat into, each with its facings (10.7). */
function retreatOptions(s: AlFiloState, unit: number, partner: number): AlFiloAction[] {
  const h = s.at[unit]!;
  const out: AlFiloAction[] = [];
  const mounted = mountedCosts(s, unit) || (partner >= 0 && mountedCosts(s, partner));
  const facing = s.facing[unit]!;
  const facings = [facing, (facing + 5) % 6, (facing + 1) % 6];
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n < 0 || terrainCost(h, f, n, mounted) === null) continue;
    if (canEndAt(s, unit, partner, n)) {
      for (const g of facings) out.push({ type: 'retreat', to: hexId(n), facing: g });
      continue;
    }
    // 5.2: where the stacking limits bar the pair, one of it may retreat alone
    if (partner < 0) continue;
    for (const v of [unit, partner]) {
      if (canEndAt(s, v, -1, n)) for (const g of facings) out.push({ type: 'retreat', to: hexId(n), facing: g, unit: UNIT_IDS[v]! });
    }
  }
  return out;
}

/** Whether a retreat task is still to make: its unit on the map and not routed. */
function retreatDue(s: AlFiloState, t: Extract<AlFiloTask, { t: 'retreat' }>): boolean {
  return s.at[t.unit]! >= 0 && s.disorder[t.unit] !== ROUTED;
}

/** 10.7: the retreats a counter may make; none (the task then costs a level in place) when impossible. */
export function retreatLegal(s: AlFiloState, t: Extract<AlFiloTask, { t: 'retreat' }>): AlFiloAction[] {
  return retreatDue(s, t) ? retreatOptions(s, t.unit, t.partner) : [];
}

/** The units of a retreating counter still there. */
function counterOf(s: AlFiloState, t: Extract<AlFiloTask, { t: 'retreat' }>): number[] {
  return t.partner >= 0 && s.at[t.partner] === s.at[t.unit] && s.disorder[t.partner] !== ROUTED ? [t.unit, t.partner] : [t.unit];
}

/** 10.7: a retreat made impossible: the counter stays and loses one more level (or nothing: gone or routed meanwhile). */
export function retreatBlocked(s: AlFiloState, t: Extract<AlFiloTask, { t: 'retreat' }>, ctx: Ctx): AlFiloState {
  let next = popPush(s);
  if (!retreatDue(s, t)) return next;
  if (ctx.log.on)
    ctx.log.push({
      type: 'unit-retreat-blocked',
      text: `${UNIT_NAME[t.unit]} (${UNIT_IDS[t.unit]}) cannot retreat: it stays and loses a level (10.7)`,
      rule: '10.7',
      unit: UNIT_IDS[t.unit]!,
    });
  for (const u of counterOf(s, t)) next = extraLevel(next, u, { kind: 'rout' }, ctx);
  return next;
}

/** 10.7: the counter retreats into the chosen hex; not into a rear hex, it loses one more level. */
export function retreatAct(s: AlFiloState, t: Extract<AlFiloTask, { t: 'retreat' }>, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type !== 'retreat' || a.facing === undefined) throw new IllegalActionError('wrong-phase', `${a.type} does not answer a retreat after combat`, '10.7');
  const counter = counterOf(s, t);
  const units = a.unit === undefined ? counter : [unitIndex(a.unit)];
  const left = counter.filter((v) => !units.includes(v));
  const from = s.at[t.unit]!;
  const to = hexIndex(a.to);
  const rear = rearFacings(t.unit, s.facing[t.unit]!).includes(facingTo(from, to));
  let next = moveCounters(popPush(s), units, to);
  for (const u of units) next = setUnit(next, 'facing', u, a.facing);
  const mover = units[0]!;
  if (ctx.log.on)
    ctx.log.push({
      type: 'unit-retreat',
      text: `${UNIT_NAME[mover]} (${UNIT_IDS[mover]}) retreats ${hexId(from)} -> ${a.to}${rear ? '' : ', not into a rear hex: it loses a level'} (10.7)`,
      rule: '10.7',
      unit: UNIT_IDS[mover]!,
      from: hexId(from),
      to: a.to,
    });
  if (!rear) for (const u of units) next = extraLevel(next, u, { kind: 'rout' }, ctx);
  for (const u of left) {
    if (ctx.log.on)
      ctx.log.push({
        type: 'unit-retreat-blocked',
        text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) stays as its pair splits: it loses a level (5.2)`,
        rule: '5.2',
        unit: UNIT_IDS[u]!,
      });
    next = extraLevel(next, u, { kind: 'rout' }, ctx);
  }
  return entered(next, mover, to, ctx);
}

/** The other unit of `u`'s 5.2 pair among `units`, organized, that advances with it (5.2: a pair advances together), or -1. */
function advancePartner(s: AlFiloState, u: number, units: readonly number[]): number {
  for (let v = s.occ[s.at[u]!]!; v >= 0; v = s.below[v]!) if (v !== u && pairable(u, v) && units.includes(v) && s.disorder[v] === ORGANIZED) return v;
  return -1;
}

/** 10.8: the advances a side may make after a combat (and `stay` where not mandatory); a pair as one counter, listed by its first unit (5.2). */
export function advanceLegal(s: AlFiloState, t: Extract<AlFiloTask, { t: 'advance' }>): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  for (const u of t.units) {
    const at = s.at[u]!;
    if (at < 0 || s.disorder[u] !== ORGANIZED || IS_ARTILLERY[u]) continue;
    const partner = advancePartner(s, u, t.units);
    if (partner >= 0 && s.occ[at] !== u) continue;
    for (const h of t.hexes) {
      if (distance(at, h) !== 1 || !canEndAt(s, u, partner, h)) continue;
      const facing = s.facing[u]!;
      const facings = (s.flags[u]! & CHARGED) !== 0 ? [facing, (facing + 5) % 6, (facing + 1) % 6] : [0, 1, 2, 3, 4, 5];
      for (const f of facings) out.push({ type: 'advance', unit: UNIT_IDS[u]!, to: hexId(h), facing: f });
    }
  }
  if (out.length > 0 && !t.must) out.push({ type: 'stay' });
  return out;
}

/** 10.8: the chosen counter advances (a pair together, 5.2; its leaders with it when it leaves no unit behind), or none does. */
export function advanceAct(s: AlFiloState, t: Extract<AlFiloTask, { t: 'advance' }>, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type === 'stay') return popPush(s);
  if (a.type !== 'advance') throw new IllegalActionError('wrong-phase', `${a.type} does not answer an advance after combat`, '10.8');
  const u = unitIndex(a.unit);
  const partner = advancePartner(s, u, t.units);
  const units = partner >= 0 ? [u, partner] : [u];
  const from = s.at[u]!;
  const to = hexIndex(a.to);
  let next = moveCounters(popPush(s), units, to);
  for (const v of units) next = setUnit(next, 'facing', v, a.facing);
  if (ctx.log.on)
    ctx.log.push({
      type: 'unit-advance',
      text: `${UNIT_NAME[u]} (${UNIT_IDS[u]})${partner >= 0 ? ` with ${UNIT_IDS[partner]}` : ''} advances ${hexId(from)} -> ${a.to} (10.8)`,
      rule: '10.8',
      unit: a.unit,
      from: hexId(from),
      to: a.to,
    });
  return entered(next, u, to, ctx);
}

/** The seat that decides a retreat or an advance: the side of its units. */
export function unitSeat(u: number): string {
  return SIDE_IDS[UNIT_SIDE[u]!]!;
}
