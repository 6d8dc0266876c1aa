/**
 * Initiative and the order of activation (6.C, 6.D, 7.6):
 *
 * - Leaders are activated one by one in increasing value. Equal values within an army: its owner
 *   chooses the order. Equal values across the armies: they alternate, beginning with the army
 *   whose army leader has the smaller bonus (equal bonuses: each rolls 2d6, the lower begins),
 *   until one army has none of that value left (reading 8).
 * - Initiative: each side rolls 2d6 and adds its army leader's bonus. Equal: C1, no initiative.
 *   A difference of 1-3: C2, the higher activates one of his leaders at once. 4-7: C3, and then
 *   names an enemy leader (the army leader included), who is activated at once. 8 or more: C4,
 *   and names another enemy leader, who may not be activated this turn. A leader activated early
 *   is not activated again.
 * @module
 */
import { IllegalActionError, type MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { leaderValues } from './leaders.js';
import { commandedUnits } from './command.js';
import { popPush, rebuild } from './edits.js';
import { LEADER_COUNT, LEADER_IDS, LEADER_NAME, LEADER_SIDE, SIDE_IDS, leaderIndex, sideCode } from './pieces.js';
import { ACTED, ACTIVATED, CHARGED, FIRED, INACTIVE, LEADER_MOVED, MOVED_NOW, REPLACEMENT_DUE, TARGETED, type AlFiloState, type AlFiloTask } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** The initiative band of a difference between the two sides' totals (6.C). */
export function initiativeBand(difference: number): 1 | 2 | 3 | 4 {
  const d = Math.abs(difference);
  return d === 0 ? 1 : d <= 3 ? 2 : d <= 7 ? 3 : 4;
}

/** Whether leader `l` may still be activated this turn: in play, not yet activated, not inactive (6.C). */
export function awaiting(s: AlFiloState, l: number): boolean {
  return s.leaderAt[l]! >= 0 && (s.leaderFlags[l]! & (ACTIVATED | INACTIVE)) === 0;
}

/** 6.C: the initiative roll, and the choices it gives. */
export function rollInitiative(s: AlFiloState, ctx: Ctx): AlFiloState {
  const totals: number[] = [];
  const rolls: { die: string; value: number; for: string }[] = [];
  const modifiers: { label: string; value: number; rule: string }[] = [];
  for (let side = 0; side < 2; side++) {
    const a = ctx.dice.d6();
    const b = ctx.dice.d6();
    const leader = s.armyLeader[side]!;
    const bonus = leaderValues(s, leader).bonus;
    totals.push(a + b + bonus);
    rolls.push({ die: 'd6', value: a, for: `${SIDE_IDS[side]} initiative` }, { die: 'd6', value: b, for: `${SIDE_IDS[side]} initiative` });
    modifiers.push({ label: `${SIDE_IDS[side]}: army leader ${LEADER_NAME[leader]}'s bonus`, value: bonus, rule: '6.C' });
  }
  const diff = totals[0]! - totals[1]!;
  const band = initiativeBand(diff);
  const winner = diff > 0 ? 0 : diff < 0 ? 1 : -1;
  if (ctx.log.on) {
    const who = winner < 0 ? 'no side has the initiative' : `the ${SIDE_IDS[winner]}s have the initiative`;
    ctx.log.push({
      type: 'initiative',
      text: `Turn ${s.turn}, phase C: initiative ${SIDE_IDS[0]} ${totals[0]} against ${SIDE_IDS[1]} ${totals[1]}: C${band}, ${who}`,
      rule: '6.C',
      rolls,
      modifiers,
      totals: [totals[0]!, totals[1]!],
      band,
      winner: winner < 0 ? null : SIDE_IDS[winner]!,
    });
  }
  const next: AlFiloTask[] = [{ t: 'activations', lastSide: -1, lastValue: -1 }];
  if (winner >= 0) {
    const side = SIDE_IDS[winner]!;
    if (band === 4) next.push({ t: 'initiative-inactivate', side });
    if (band >= 3) next.push({ t: 'initiative-designate', side });
    next.push({ t: 'initiative-activate', side });
  }
  return popPush(s, ...next);
}

/** The leaders of a side that may still be activated, in increasing value then table order. */
function awaitingOf(s: AlFiloState, side: number): number[] {
  const out: number[] = [];
  for (let l = 0; l < LEADER_COUNT; l++) if (LEADER_SIDE[l] === side && awaiting(s, l)) out.push(l);
  return out.sort((a, b) => leaderValues(s, a).value - leaderValues(s, b).value || a - b);
}

/** The legal actions of an initiative choice (6.C): own leaders to activate, enemy leaders to name. */
export function initiativeLegal(
  s: AlFiloState,
  t: Extract<AlFiloTask, { t: 'initiative-activate' | 'initiative-designate' | 'initiative-inactivate' }>,
): AlFiloAction[] {
  const side = sideCode(t.side);
  if (t.t === 'initiative-activate') return awaitingOf(s, side).map((l) => ({ type: 'activate', leader: LEADER_IDS[l]! }));
  const type = t.t === 'initiative-designate' ? 'designate' : 'inactivate';
  return awaitingOf(s, 1 - side).map((l) => ({ type, leader: LEADER_IDS[l]! }));
}

/** An initiative choice made (6.C). */
export function initiativeAct(
  s: AlFiloState,
  t: Extract<AlFiloTask, { t: 'initiative-activate' | 'initiative-designate' | 'initiative-inactivate' }>,
  a: AlFiloAction,
  ctx: Ctx,
): AlFiloState {
  if (a.type !== 'activate' && a.type !== 'designate' && a.type !== 'inactivate')
    throw new IllegalActionError('wrong-phase', `${a.type} is not an initiative choice`, '6.C');
  const l = leaderIndex(a.leader);
  if (a.type === 'inactivate') {
    const leaderFlags = s.leaderFlags.slice();
    leaderFlags[l] = leaderFlags[l]! | INACTIVE;
    if (ctx.log.on) ctx.log.push({ type: 'leader-inactive', text: `The ${t.side}s name ${LEADER_NAME[l]} inactive this turn`, rule: '6.C', leader: a.leader });
    return popPush(rebuild(s, { leaderFlags }));
  }
  if (ctx.log.on && a.type === 'designate') {
    ctx.log.push({ type: 'leader-designated', text: `The ${t.side}s name ${LEADER_NAME[l]}, who is activated at once`, rule: '6.C', leader: a.leader });
  }
  return activate(popPush(s), l, ctx);
}

/**
 * The next leader to activate in order (6.C; reading 8), the owner's choice among equal values of
 * his army, or the end of phase D. `tieFirst` is rolled the first time two armies share a value.
 */
export function nextActivation(s: AlFiloState, t: Extract<AlFiloTask, { t: 'activations' }>, ctx: Ctx): AlFiloState {
  // 7.6 Precisión: a replacement who entered play is activated right after the activation under way
  for (let l = 0; l < LEADER_COUNT; l++) if ((s.leaderFlags[l]! & REPLACEMENT_DUE) !== 0 && awaiting(s, l)) return activate(s, l, ctx);
  let lowest = Infinity;
  for (let l = 0; l < LEADER_COUNT; l++) if (awaiting(s, l)) lowest = Math.min(lowest, leaderValues(s, l).value);
  if (lowest === Infinity) return popPush(s);
  const at: number[][] = [[], []];
  for (let l = 0; l < LEADER_COUNT; l++) if (awaiting(s, l) && leaderValues(s, l).value === lowest) at[LEADER_SIDE[l]!]!.push(l);
  let state = s;
  let side: number;
  if (at[0]!.length === 0 || at[1]!.length === 0) side = at[0]!.length > 0 ? 0 : 1;
  else if (t.lastValue === lowest && t.lastSide >= 0) side = 1 - t.lastSide;
  else {
    state = tieBreak(s, ctx);
    side = state.tieFirst;
  }
  const value = lowest;
  const mine = at[side]!;
  const below = popPush(state, { t: 'activations', lastSide: side, lastValue: value });
  if (mine.length > 1) return popPush(below, { t: 'activations', lastSide: side, lastValue: value }, { t: 'choose-leader', side: SIDE_IDS[side]!, value });
  return activate(below, mine[0]!, ctx);
}

/**
 * 6.C: which army begins at equal values: the one whose army leader has the smaller bonus, or on
 * equal bonuses the lower of 2d6 each (rolled again while equal); once a turn.
 */
function tieBreak(s: AlFiloState, ctx: Ctx): AlFiloState {
  if (s.tieFirst >= 0) return s;
  const b0 = leaderValues(s, s.armyLeader[0]!).bonus;
  const b1 = leaderValues(s, s.armyLeader[1]!).bonus;
  if (b0 !== b1) {
    const first = b0 < b1 ? 0 : 1;
    if (ctx.log.on)
      ctx.log.push({
        type: 'tie-order',
        text: `Equal values: the ${SIDE_IDS[first]}s begin, their army leader having the smaller bonus`,
        rule: '6.C',
        first: SIDE_IDS[first]!,
        rolls: [],
        modifiers: [],
      });
    return rebuild(s, { tieFirst: first });
  }
  const rolls: { die: string; value: number; for: string }[] = [];
  for (;;) {
    const r: number[] = [];
    for (let side = 0; side < 2; side++) {
      const a = ctx.dice.d6();
      const b = ctx.dice.d6();
      rolls.push({ die: 'd6', value: a, for: `${SIDE_IDS[side]} order` }, { die: 'd6', value: b, for: `${SIDE_IDS[side]} order` });
      r.push(a + b);
    }
    if (r[0] !== r[1]) {
      const first = r[0]! < r[1]! ? 0 : 1;
      if (ctx.log.on)
        ctx.log.push({
          type: 'tie-order',
          text: `Equal values and equal bonuses: 2d6 ${r[0]} against ${r[1]}, the ${SIDE_IDS[first]}s begin`,
          rule: '6.C',
          first: SIDE_IDS[first]!,
          rolls,
          modifiers: [],
        });
      return rebuild(s, { tieFirst: first });
    }
  }
}

/** The owner's choice among his leaders of equal value (6.C). */
export function chooseLeaderLegal(s: AlFiloState, t: Extract<AlFiloTask, { t: 'choose-leader' }>): AlFiloAction[] {
  return awaitingOf(s, sideCode(t.side))
    .filter((l) => leaderValues(s, l).value === t.value)
    .map((l) => ({ type: 'activate', leader: LEADER_IDS[l]! }));
}

/** The chosen leader activated (6.C). */
export function chooseLeaderAct(s: AlFiloState, _t: Extract<AlFiloTask, { t: 'choose-leader' }>, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type !== 'activate') throw new IllegalActionError('wrong-phase', `${a.type} is not a leader's activation`, '6.C');
  return activate(popPush(s), leaderIndex(a.leader), ctx);
}

/** Leader `l` activated (6.D): his activation is pushed with the units he commands (7.2). */
export function activate(s: AlFiloState, l: number, ctx: Ctx): AlFiloState {
  const leaderFlags = s.leaderFlags.slice();
  leaderFlags[l] = (leaderFlags[l]! | ACTIVATED) & ~(LEADER_MOVED | REPLACEMENT_DUE);
  const army = s.armyLeader[LEADER_SIDE[l]!] === l;
  const units = commandedUnits(s, l, army);
  // 9.1, 10.4: each activation's fire marks and charges are its own
  const flags = s.flags.map((f) => f & ~(TARGETED | FIRED | CHARGED));
  for (const u of units) flags[u] = flags[u]! & ~(ACTED | MOVED_NOW);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'activation',
      text: `${LEADER_NAME[l]} (value ${leaderValues(s, l).value}) is activated, commanding ${units.length} unit${units.length === 1 ? '' : 's'}`,
      rule: army ? '7.2' : '6.D',
      leader: LEADER_IDS[l]!,
      side: SIDE_IDS[LEADER_SIDE[l]!]!,
      units: units.length,
    });
  }
  const tasks = s.tasks.slice();
  tasks.push({ t: 'activation', leader: l, step: 'move', units });
  return rebuild(s, { leaderFlags, flags, tasks });
}
