/**
 * Leaders' casualties, capture and replacement (7.5, 7.5.1-7.5.3, 7.6, 10.1 Observación; the
 * tables' "Efecto sobre los jefes"; scenario victory on the army leaders).
 *
 * - An unmodified 9 on a fire die tests each leader stacked with the target; on a combat die, each
 *   leader stacked with the attacking units (as printed; reading 11: no 10 on a 0-9 die, one roll
 *   a leader, 7.5 Precisión). 0-5 nothing, 6-8 wounded, 9 killed; a second wound kills (7.5.2).
 * - A leader whose unit is eliminated: by a combat, captured by the enemy unit that caused it
 *   (7.5, 10.1: a routed defender too); by fire, placed on the nearest unit of his banner (an army
 *   leader: of his army), captured if the unit was surrounded (reading 12), and when no unit of his
 *   banner remains a d6 decides, even captured, odd killed; by an impossible rout, captured if
 *   surrounded, else placed; routed off the map, placed on the nearest unit of his banner, or of
 *   his side when none remains (7.5 Precisión; 7.1's "safe").
 * - 7.6: a killed leader is replaced by his counter's reverse, a captured one by a generic marker;
 *   the replacement is placed at once on a unit of his banner of his side's choice (none when the
 *   banner is gone) and activated right after the activation under way unless the leader it
 *   replaces was already activated this turn (7.6 Precisión).
 * - 7.5.1: a captured counter stays under its captor, freed when a friendly attack eliminates it:
 *   the inverse mechanism (reading: the freed leader takes his banner's command back, on the unit
 *   that freed him, and the capture no longer scores).
 * - Scenario: Alfonso VIII killed or captured, the Muslims win at once; Al-Nasir, the Christians.
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { distance, hexId, neighbour } from './board.js';
import { endBattle, victoryPoints } from './victory.js';
import { LEADERS } from './data/order-of-battle.js';
import type { LeaderValues } from './data/types.js';
import { rebuild, stack } from './edits.js';
import {
  CHRISTIAN,
  IS_ARMY_LEADER,
  MUSLIM,
  SIDE_IDS,
  LEADER_BANNER,
  LEADER_COUNT,
  LEADER_IDS,
  LEADER_NAME,
  LEADER_SIDE,
  UNIT_BANNER,
  UNIT_COUNT,
  UNIT_IDS,
  UNIT_SIDE,
  unitIndex,
} from './pieces.js';
import { ACTIVATED, ELIMINATED, FRONT, GENERIC, REPLACEMENT_DUE, REVERSE, type AlFiloState, type AlFiloTask } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/**
 * Each leader's values by face and wound (`[l][form * 2 + wounded]`): the counter's front, its
 * reverse (7.6), a generic replacement (the reverse's values with the captured leader's MP, 7.6:
 * "de la misma capacidad de movimiento"), each 1 MP less under the wounded marker (7.5.2, 7.6).
 */
const VALUES_BY_STATE: readonly (readonly LeaderValues[])[] = LEADERS.map((rec) => {
  const faces = [rec.values, rec.replacement, { ...rec.replacement, mp: rec.values.mp }];
  return faces.flatMap((v) => [v, { ...v, mp: Math.max(0, v.mp - 1) }]);
});

/** Leader `l`'s values now: his face (7.6) and wound (7.5.2). */
export function leaderValues(s: AlFiloState, l: number): LeaderValues {
  return VALUES_BY_STATE[l]![s.leaderForm[l]! * 2 + s.leaderWounded[l]!]!;
}

/** How a leader's unit was lost (7.5). */
export type UnitLoss =
  /** Eliminated by a combat, by the enemy unit `by` (7.5, 10.1). */
  | { readonly kind: 'combat'; readonly by: number }
  /** Eliminated by fire from the enemy unit `by` (7.5). */
  | { readonly kind: 'fire'; readonly by: number }
  /** Eliminated by a rout made impossible (12.2, 7.5). */
  | { readonly kind: 'rout' }
  /** Routed off the map (12.2, 7.5 Precisión). */
  | { readonly kind: 'fled' };

/** Whether every hex next to `h` on the map holds a unit of the enemies of `side` (reading 12: "cercada"). */
export function surrounded(s: AlFiloState, h: number, side: number): boolean {
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n < 0) continue;
    const u = s.occ[n]!;
    if (u < 0 || UNIT_SIDE[u] === side) return false;
  }
  return true;
}

/** An enemy unit of `side` next to `h` (the first by number), or -1. */
function adjacentEnemy(s: AlFiloState, h: number, side: number): number {
  let best = -1;
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n < 0) continue;
    const u = s.occ[n]!;
    if (u >= 0 && UNIT_SIDE[u] !== side && (best < 0 || u < best)) best = u;
  }
  return best;
}

/**
 * The unit on the map nearest to `h` that `l` may stand on (his banner's; an army leader: his
 * army's; with `anyOfSide`, his side's), the lowest number among equals; -1 if none.
 */
function nearestUnit(s: AlFiloState, l: number, h: number, anyOfSide: boolean): number {
  const army = s.armyLeader[LEADER_SIDE[l]!] === l;
  let best = -1;
  let bestD = Infinity;
  for (let u = 0; u < UNIT_COUNT; u++) {
    if (s.at[u]! < 0 || UNIT_SIDE[u] !== LEADER_SIDE[l]) continue;
    if (!anyOfSide && !army && UNIT_BANNER[u] !== LEADER_BANNER[l]) continue;
    const d = distance(h, s.at[u]!);
    if (d < bestD) {
      best = u;
      bestD = d;
    }
  }
  return best;
}

/** Whether a unit of leader `l`'s banner is on the map. */
function bannerOnMap(s: AlFiloState, l: number): boolean {
  for (let u = 0; u < UNIT_COUNT; u++) if (s.at[u]! >= 0 && UNIT_BANNER[u] === LEADER_BANNER[l] && UNIT_SIDE[u] === LEADER_SIDE[l]) return true;
  return false;
}

/**
 * The scenario's sudden end when an army leader's own counter is killed or captured: Alfonso VIII
 * (the Muslims win) or Al-Nasir (the Christians win).
 */
function armyLeaderLost(s: AlFiloState, l: number, what: 'killed' | 'captured', ctx: Ctx): AlFiloState | null {
  if (!IS_ARMY_LEADER[l] || s.leaderForm[l] !== FRONT) return null;
  const winner = LEADER_SIDE[l] === CHRISTIAN ? MUSLIM : CHRISTIAN;
  return endBattle(s, winner, `${LEADER_NAME[l]} ${what}: the ${SIDE_IDS[winner]}s win at once (scenario, Victoria)`, 'automatic', victoryPoints(s), ctx);
}

/**
 * 7.6: leader `l`'s command passes to a replacement (`form`: the reverse after a death, a generic
 * marker after a capture), placed at once by his side on a unit of his banner (a `place-leader`
 * decision on top of the stack), or out of play when his banner is gone.
 */
function replace(s: AlFiloState, l: number, form: number, ctx: Ctx): AlFiloState {
  const leaderForm = s.leaderForm.slice();
  leaderForm[l] = form;
  const leaderWounded = s.leaderWounded.slice();
  leaderWounded[l] = 0;
  const leaderAt = s.leaderAt.slice();
  leaderAt[l] = ELIMINATED;
  const leaderFlags = s.leaderFlags.slice();
  // 7.6 Precisión: activated right after the activation under way, unless he had been already
  if ((leaderFlags[l]! & ACTIVATED) === 0) leaderFlags[l] = leaderFlags[l]! | REPLACEMENT_DUE;
  const next = succession(rebuild(s, { leaderForm, leaderWounded, leaderAt, leaderFlags }), l, ctx);
  if (!bannerOnMap(next, l)) {
    if (ctx.log.on)
      ctx.log.push({
        type: 'leader-replaced',
        text: `${LEADER_NAME[l]}'s banner has no unit left: no replacement enters play (7.6)`,
        rule: '7.6',
        leader: LEADER_IDS[l]!,
        form: FORM_NAMES[form]!,
        placed: false,
      });
    const flags = next.leaderFlags.slice();
    flags[l] = flags[l]! & ~REPLACEMENT_DUE;
    return rebuild(next, { leaderFlags: flags });
  }
  if (ctx.log.on)
    ctx.log.push({
      type: 'leader-replaced',
      text: `${LEADER_NAME[l]} is replaced by ${form === REVERSE ? "his counter's reverse" : 'a generic replacement'} (7.6)`,
      rule: '7.6',
      leader: LEADER_IDS[l]!,
      form: FORM_NAMES[form]!,
      placed: true,
    });
  return stack.push(next, { t: 'place-leader', leader: l });
}

/**
 * 7.6: when the army leader `l` is killed or captured "el jefe amigo de valor más grande se
 * convierte entonces en jefe de ejército en su lugar": the friendly leader of the highest value on
 * the map (the lowest number among equals) commands the army from now on; `l`'s replacement
 * commands his banner only.
 */
function succession(s: AlFiloState, l: number, ctx: Ctx): AlFiloState {
  const side = LEADER_SIDE[l]!;
  if (s.armyLeader[side] !== l) return s;
  let best = -1;
  for (let m = 0; m < LEADER_COUNT; m++) {
    if (m === l || LEADER_SIDE[m] !== side || s.leaderAt[m]! < 0) continue;
    if (best < 0 || leaderValues(s, m).value > leaderValues(s, best).value) best = m;
  }
  if (best < 0) return s;
  const armyLeader: [number, number] = [s.armyLeader[0], s.armyLeader[1]];
  armyLeader[side] = best;
  if (ctx.log.on)
    ctx.log.push({
      type: 'army-leader',
      text: `${LEADER_NAME[best]} becomes the army leader in ${LEADER_NAME[l]}'s place (7.6)`,
      rule: '7.6',
      leader: LEADER_IDS[best]!,
    });
  return rebuild(s, { armyLeader });
}

/** The names of the leader counters' faces, for events. */
export const FORM_NAMES = ['front', 'reverse', 'generic'] as const;

/** 7.5.3: leader `l` is killed; the battle may end (scenario), else he is replaced (7.6). */
export function killLeader(s: AlFiloState, l: number, ctx: Ctx): AlFiloState {
  if (ctx.log.on)
    ctx.log.push({ type: 'leader-casualty', text: `${LEADER_NAME[l]} is killed (7.5.3)`, rule: '7.5.3', leader: LEADER_IDS[l]!, result: 'killed' });
  // the scenario scores every leader killed but Alfonso VIII and Al-Nasir, whose loss ends the battle
  const fallen: [number, number] = [s.fallen[0], s.fallen[1]];
  if (!(IS_ARMY_LEADER[l] && s.leaderForm[l] === FRONT)) fallen[LEADER_SIDE[l]!]!++;
  const counted = rebuild(s, { fallen });
  return armyLeaderLost(counted, l, 'killed', ctx) ?? replace(counted, l, REVERSE, ctx);
}

/** 7.5.1: leader `l` is captured by the enemy unit `by`, his counter stacked under it; he is replaced (7.6). */
export function captureLeader(s: AlFiloState, l: number, by: number, ctx: Ctx): AlFiloState {
  if (ctx.log.on)
    ctx.log.push({
      type: 'leader-casualty',
      text: `${LEADER_NAME[l]} is captured by ${UNIT_IDS[by]} (7.5.1)`,
      rule: '7.5.1',
      leader: LEADER_IDS[l]!,
      result: 'captured',
    });
  const taken = rebuild(s, { prisoners: [...s.prisoners, { leader: l, form: s.leaderForm[l]!, unit: by }] });
  return armyLeaderLost(taken, l, 'captured', ctx) ?? replace(taken, l, GENERIC, ctx);
}

/**
 * The tables' "Efecto sobre los jefes" after an unmodified 9: each of `leaders` rolls a d10 (7.5
 * Precisión): 0-5 nothing, 6-8 wounded (a second wound kills, 7.5.2), 9 killed.
 */
export function testLeaders(
  s: AlFiloState,
  leaders: readonly number[],
  rule: string,
  ctx: Ctx,
  casualty: (d10: number) => 'none' | 'wounded' | 'killed',
): AlFiloState {
  let next = s;
  for (const l of leaders) {
    if (next.result !== null) return next;
    const roll = ctx.dice.d10();
    const result = casualty(roll);
    const text = `${LEADER_NAME[l]} tests his fate: d10 ${roll}: ${result === 'none' ? 'unharmed' : result} (${rule}, 7.5)`;
    if (ctx.log.on)
      ctx.log.push({
        type: 'leader-test',
        text,
        rule: '7.5',
        leader: LEADER_IDS[l]!,
        rolls: [{ die: 'd10', value: roll, for: `${LEADER_IDS[l]} (7.5)` }],
        modifiers: [],
        result,
      });
    if (result === 'killed' || (result === 'wounded' && next.leaderWounded[l] === 1)) next = killLeader(next, l, ctx);
    else if (result === 'wounded') {
      const leaderWounded = next.leaderWounded.slice();
      leaderWounded[l] = 1;
      next = rebuild(next, { leaderWounded });
      if (ctx.log.on)
        ctx.log.push({
          type: 'leader-casualty',
          text: `${LEADER_NAME[l]} is wounded: 1 MP less (7.5.2)`,
          rule: '7.5.2',
          leader: LEADER_IDS[l]!,
          result: 'wounded',
        });
    }
  }
  return next;
}

/** A leader placed on hex `h` (7.5). */
function placeLeader(s: AlFiloState, l: number, h: number, ctx: Ctx, rule: string): AlFiloState {
  const leaderAt = s.leaderAt.slice();
  leaderAt[l] = h;
  if (ctx.log.on) ctx.log.push({ type: 'leader-placed', text: `${LEADER_NAME[l]} goes to ${hexId(h)} (${rule})`, rule, leader: LEADER_IDS[l]!, hex: hexId(h) });
  return rebuild(s, { leaderAt });
}

/**
 * What becomes of the leaders `leaders` whose unit (of `side`) was lost on hex `h` (7.5): captured,
 * killed, or placed on a friendly unit, as {@link UnitLoss} says.
 */
export function unitLost(s: AlFiloState, leaders: readonly number[], h: number, side: number, loss: UnitLoss, ctx: Ctx): AlFiloState {
  let next = s;
  for (const l of leaders) {
    if (next.result !== null) return next;
    if (next.leaderAt[l] !== h) continue;
    if (loss.kind === 'combat') {
      next = captureLeader(next, l, loss.by, ctx);
      continue;
    }
    if (loss.kind !== 'fled' && surrounded(next, h, side)) {
      const by = loss.kind === 'fire' ? loss.by : adjacentEnemy(next, h, side);
      next = captureLeader(next, l, by, ctx);
      continue;
    }
    const banner = nearestUnit(next, l, h, false);
    if (banner >= 0) {
      next = placeLeader(next, l, next.at[banner]!, ctx, '7.5');
      continue;
    }
    if (loss.kind === 'fire') {
      const roll = ctx.dice.d6();
      if (ctx.log.on) {
        ctx.log.push({
          type: 'leader-test',
          text: `${LEADER_NAME[l]}'s banner has no unit left: d6 ${roll}, ${roll % 2 === 0 ? 'even: captured' : 'odd: killed'} (7.5)`,
          rule: '7.5',
          leader: LEADER_IDS[l]!,
          rolls: [{ die: 'd6', value: roll, for: `${LEADER_IDS[l]} (7.5)` }],
          modifiers: [],
          result: roll % 2 === 0 ? 'captured' : 'killed',
        });
      }
      next = roll % 2 === 0 ? captureLeader(next, l, loss.by, ctx) : killLeader(next, l, ctx);
      continue;
    }
    const friend = nearestUnit(next, l, h, true);
    if (friend >= 0) next = placeLeader(next, l, next.at[friend]!, ctx, '7.5 Precisión');
    else {
      const leaderAt = next.leaderAt.slice();
      leaderAt[l] = ELIMINATED;
      next = rebuild(next, { leaderAt });
    }
  }
  return next;
}

/**
 * 7.5.1's inverse mechanism: the leaders captured by unit `u`, now eliminated by an attack of
 * their side, are freed: each takes his banner's command back on `freer`'s hex (reading).
 */
export function freePrisoners(s: AlFiloState, u: number, freer: number, ctx: Ctx): AlFiloState {
  if (!s.prisoners.some((p) => p.unit === u)) return s;
  const leaderAt = s.leaderAt.slice();
  const leaderForm = s.leaderForm.slice();
  const leaderFlags = s.leaderFlags.slice();
  for (const p of s.prisoners) {
    if (p.unit !== u) continue;
    leaderAt[p.leader] = s.at[freer]!;
    leaderForm[p.leader] = p.form;
    leaderFlags[p.leader] = leaderFlags[p.leader]! & ~REPLACEMENT_DUE;
    if (ctx.log.on)
      ctx.log.push({
        type: 'leader-freed',
        text: `${LEADER_NAME[p.leader]} is freed by ${UNIT_IDS[freer]} (7.5.1)`,
        rule: '7.5.1',
        leader: LEADER_IDS[p.leader]!,
        hex: hexId(s.at[freer]!),
      });
  }
  return rebuild(s, { leaderAt, leaderForm, leaderFlags, prisoners: s.prisoners.filter((p) => p.unit !== u) });
}

/** 7.6: the units a replacement leader may be placed on: his banner's, on the map. */
export function placeLeaderLegal(s: AlFiloState, t: Extract<AlFiloTask, { t: 'place-leader' }>): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  for (let u = 0; u < UNIT_COUNT; u++) {
    if (s.at[u]! >= 0 && UNIT_BANNER[u] === LEADER_BANNER[t.leader] && UNIT_SIDE[u] === LEADER_SIDE[t.leader])
      out.push({ type: 'place-leader', unit: UNIT_IDS[u]! });
  }
  return out;
}

/** 7.6: the replacement leader placed on the chosen unit. */
export function placeLeaderAct(s: AlFiloState, t: Extract<AlFiloTask, { t: 'place-leader' }>, a: AlFiloAction, ctx: Ctx): AlFiloState {
  const u = unitIndex((a as { unit: string }).unit);
  return stack.pop(placeLeader(s, t.leader, s.at[u]!, ctx, '7.6'));
}
