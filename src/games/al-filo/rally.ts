/**
 * Phase E, rest and rally (6.E, 11.2, 12.2, 12.3; scenario: Huida, Jiménez de Rada, Bandera
 * almohade, Al-Andalus), in the order 12.3 gives: rest markers, rally tests, rout moves.
 *
 * - 11.2, 6.E (reading 18): a rest marker comes off a unit that moved (or turned), fought or was
 *   fired at (even without effect) this turn, or stands next to an enemy unit at the turn's end
 *   (one only passing by does not count; the start of the turn was checked when it was placed);
 *   the units still resting turn fresh, a demoralized one staying demoralized.
 * - Scenario (Jiménez de Rada; reading 20): every unit stacked with De Rada rallies one step without
 *   a die and, fatigued, turns fresh without a rest marker, an adjacent enemy notwithstanding.
 * - 12.3: every other demoralized or routed unit next to no enemy unit tests: a d10, modified, at
 *   most its quality rallies it; an unmodified 0 always does. +1 fatigued, +1 routed, minus the
 *   bonus of its banner leader or of its army leader stacked with it or adjacent (the better one
 *   only); scenario: -1 next to De Rada, -1 for a Muslim unit stacked with or next to the Almohad
 *   banner (reading: the banner rallies its own army), +1 for an Al-Andalus unit. A 5.2 pair tests
 *   as one counter: one die, against the lower quality and the worse modifiers of its units.
 *   Rallied, a routed unit turns demoralized and a demoralized one organized, and its owner faces it
 *   freely (a `reorient` decision).
 * - The rout moves of every routed unit left (`rout.ts`).
 * @module
 */
import { IllegalActionError, type MachineContext, type Modifier } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { distance, hexId } from './board.js';
import { enemyAdjacent, popPush, rebuild, unitsAt } from './edits.js';
import { leaderValues } from './leaders.js';
import { pairable } from './movement.js';
import {
  ALMOHAD_BANNER,
  ANDALUS_BANNER,
  BANNER_LEADER,
  CHRISTIAN,
  DE_RADA,
  LEADER_NAME,
  MUSLIM,
  SIDE_IDS,
  UNIT_BANNER,
  UNIT_COUNT,
  UNIT_IDS,
  UNIT_NAME,
  UNIT_SIDE,
} from './pieces.js';
import { qualityOf } from './results.js';
import { DEMORALIZED, ENGAGED, MOVED, ORGANIZED, RESTING, ROUTED, type AlFiloState, type AlFiloTask } from './state.js';
import { FACING_NAMES } from './movement.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/**
 * 11.2, 6.E: rest markers off the units that moved, fought, were fired at or stand next to an
 * enemy; the others' units turn fresh. Scenario: De Rada's units turn fresh too.
 */
export function endRest(s: AlFiloState, ctx: Ctx): AlFiloState {
  const flags = s.flags.slice();
  const fatigued = s.fatigued.slice();
  const deRada = s.markerAt[DE_RADA]!;
  for (let u = 0; u < UNIT_COUNT; u++) {
    const h = s.at[u]!;
    if (h < 0) continue;
    const withDeRada = h === deRada;
    if ((flags[u]! & RESTING) !== 0) {
      const why =
        (flags[u]! & MOVED) !== 0
          ? 'it moved'
          : (flags[u]! & ENGAGED) !== 0
            ? 'it fought or was fired at'
            : enemyAdjacent(s, h, UNIT_SIDE[u]!)
              ? 'an enemy unit stands next to it'
              : null;
      if (why !== null) {
        flags[u] = flags[u]! & ~RESTING;
        if (ctx.log.on)
          ctx.log.push({
            type: 'rest-removed',
            text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) loses its rest marker: ${why} (11.2, 6.E)`,
            rule: '11.2',
            unit: UNIT_IDS[u]!,
          });
      }
    }
    if (fatigued[u] !== 1 || ((flags[u]! & RESTING) === 0 && !withDeRada)) continue;
    fatigued[u] = 0;
    if (ctx.log.on) {
      const how =
        (flags[u]! & RESTING) !== 0
          ? `rested a whole turn: fresh again${s.disorder[u] === DEMORALIZED ? ', still demoralized' : ''} (11.2, 6.E)`
          : 'stands with Jiménez de Rada: fresh again without a rest marker (scenario)';
      ctx.log.push({
        type: 'unit-rested',
        text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) ${how}`,
        rule: (flags[u]! & RESTING) !== 0 ? '11.2' : 'scenario',
        unit: UNIT_IDS[u]!,
      });
    }
  }
  return rebuild(s, { flags, fatigued });
}

/** Whether leader `l` is on the map, stacked with or next to hex `h`. */
function near(s: AlFiloState, l: number, h: number): boolean {
  const at = s.leaderAt[l]!;
  return at >= 0 && distance(at, h) <= 1;
}

/** The modifiers of unit `u`'s rally test (12.3; scenario), each with its rule. */
export function rallyModifiers(s: AlFiloState, u: number): Modifier[] {
  const h = s.at[u]!;
  const side = UNIT_SIDE[u]!;
  const out: Modifier[] = [];
  if (s.fatigued[u] === 1) out.push({ value: 1, label: 'fatigued', rule: '12.3' });
  if (s.disorder[u] === ROUTED) out.push({ value: 1, label: 'routed', rule: '12.3' });
  const banner = BANNER_LEADER[UNIT_BANNER[u]!]!;
  const army = s.armyLeader[side]!;
  const bannerBonus = near(s, banner, h) ? leaderValues(s, banner).bonus : 0;
  const armyBonus = army !== banner && near(s, army, h) ? leaderValues(s, army).bonus : 0;
  // 12.3: of the banner leader and the army leader, only the more favourable bonus counts
  if (bannerBonus > 0 || armyBonus > 0) {
    const l = armyBonus > bannerBonus ? army : banner;
    out.push({
      value: -Math.max(bannerBonus, armyBonus),
      label: `${l === army ? 'army' : 'banner'} leader ${LEADER_NAME[l]} stacked or adjacent`,
      rule: '12.3',
    });
  }
  const deRada = s.markerAt[DE_RADA]!;
  if (side === CHRISTIAN && deRada >= 0 && distance(deRada, h) === 1) out.push({ value: -1, label: 'next to Jiménez de Rada', rule: 'scenario' });
  const almohad = s.markerAt[ALMOHAD_BANNER]!;
  if (side === MUSLIM && almohad >= 0 && distance(almohad, h) <= 1) out.push({ value: -1, label: 'with or next to the Almohad banner', rule: 'scenario' });
  if (UNIT_BANNER[u] === ANDALUS_BANNER) out.push({ value: 1, label: 'Al-Andalus', rule: 'scenario' });
  return out;
}

/** The counters on the map that rally now, each as its units (a 5.2 pair of disorganized units as one, 5.2), in unit order. */
function rallyCounters(s: AlFiloState): number[][] {
  const out: number[][] = [];
  const seen = new Set<number>();
  for (let u = 0; u < UNIT_COUNT; u++) {
    if (s.at[u]! < 0 || s.disorder[u] === ORGANIZED || seen.has(u)) continue;
    const counter = unitsAt(s, s.at[u]!).filter((v) => v === u || (pairable(u, v) && s.disorder[v] !== ORGANIZED));
    for (const v of counter) seen.add(v);
    out.push(counter);
  }
  return out;
}

/** The state with the units of a counter one step rallied (12.3): routed to demoralized, demoralized to organized. */
function rallied(s: AlFiloState, counter: readonly number[]): AlFiloState {
  const disorder = s.disorder.slice();
  for (const u of counter) disorder[u] = disorder[u] === ROUTED ? DEMORALIZED : ORGANIZED;
  return rebuild(s, { disorder });
}

/**
 * Phase E after the rest markers (12.3; scenario): De Rada's units rally, the others test; the
 * rallied counters' free reorientations are queued above the rout moves.
 */
export function rallyTests(s: AlFiloState, ctx: Ctx): AlFiloState {
  let next = s;
  const reorient: AlFiloTask[] = [];
  const deRada = s.markerAt[DE_RADA]!;
  for (const counter of rallyCounters(s)) {
    const u = counter[0]!;
    const h = s.at[u]!;
    const names = counter.map((v) => `${UNIT_NAME[v]} (${UNIT_IDS[v]})`).join(' and ');
    const steps = counter.map((v) => (s.disorder[v] === ROUTED ? 'routed to demoralized' : 'demoralized to organized')).join(', ');
    if (h === deRada) {
      if (ctx.log.on)
        ctx.log.push({
          type: 'unit-rallied',
          text: `${names}, with Jiménez de Rada, ${counter.length > 1 ? 'rally' : 'rallies'} without a die: ${steps} (scenario)`,
          rule: 'scenario',
          units: counter.map((v) => UNIT_IDS[v]!),
        });
      next = rallied(next, counter);
      reorient.push({ t: 'reorient', unit: u, partner: counter[1] ?? -1 });
      continue;
    }
    // 12.3: a unit next to an enemy may not test; a routed one then makes its rout move
    if (enemyAdjacent(s, h, UNIT_SIDE[u]!)) continue;
    // 5.2: a pair tests as one counter: its lower quality and its worse modifiers
    let quality = Infinity;
    let modifiers: Modifier[] = [];
    let total = -Infinity;
    for (const v of counter) {
      const mods = rallyModifiers(s, v);
      const sum = mods.reduce((a, m) => a + m.value, 0);
      if (sum - qualityOf(s, v) > total - quality) {
        modifiers = mods;
        total = sum;
        quality = qualityOf(s, v);
      }
    }
    const roll = ctx.dice.d10();
    const success = roll === 0 || roll + total <= quality;
    if (ctx.log.on) {
      const mods = modifiers.map((m) => ` ${m.value > 0 ? '+' : ''}${m.value} ${m.label} (${m.rule})`).join(',');
      ctx.log.push({
        type: 'rally-test',
        text: `${names} in ${hexId(h)} tests to rally: d10 ${roll}${mods}${modifiers.length > 0 ? `, ${roll + total}` : ''} against quality ${quality}: ${success ? `${roll === 0 ? 'an unmodified 0: ' : ''}rallied, ${steps}` : 'fails'} (12.3)`,
        rule: '12.3',
        units: counter.map((v) => UNIT_IDS[v]!),
        rolls: [{ die: 'd10', value: roll, for: `rally of ${UNIT_IDS[u]} (12.3)` }],
        modifiers,
        quality,
        success,
      });
    }
    if (!success) continue;
    next = rallied(next, counter);
    reorient.push({ t: 'reorient', unit: u, partner: counter[1] ?? -1 });
  }
  // the first rallied counter faces first: its task goes on top
  return popPush(next, { t: 'rout-moves' }, ...reorient.reverse());
}

/** 12.3: the six facings a rallied counter may take. */
export function reorientLegal(_s: AlFiloState, _t: Extract<AlFiloTask, { t: 'reorient' }>): AlFiloAction[] {
  return [0, 1, 2, 3, 4, 5].map((facing) => ({ type: 'face', facing }));
}

/** 12.3: the rallied counter faced as its owner chooses. */
export function reorientAct(s: AlFiloState, t: Extract<AlFiloTask, { t: 'reorient' }>, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type !== 'face') throw new IllegalActionError('wrong-phase', `${a.type} does not face a rallied unit`, '12.3');
  const facing = s.facing.slice();
  facing[t.unit] = a.facing;
  if (t.partner >= 0) facing[t.partner] = a.facing;
  if (ctx.log.on)
    ctx.log.push({
      type: 'unit-face',
      text: `${UNIT_NAME[t.unit]} (${UNIT_IDS[t.unit]}), rallied, faces ${FACING_NAMES[a.facing]} (12.3)`,
      rule: '12.3',
      unit: UNIT_IDS[t.unit]!,
      facing: a.facing,
      cost: 0,
    });
  return popPush(rebuild(s, { facing }));
}

/** The seat that faces a rallied counter: its side. */
export function reorientSeat(_s: AlFiloState, t: Extract<AlFiloTask, { t: 'reorient' }>): string {
  return SIDE_IDS[UNIT_SIDE[t.unit]!]!;
}
