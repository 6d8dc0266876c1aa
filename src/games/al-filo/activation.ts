/**
 * A leader's activation (6.D, 7.1-7.4, 8; scenario): in D1 the units he commands move one at a
 * time (in command: 7.3), he moves himself once (7.1), and at Las Navas De Rada and Ruy Díaz may
 * move with any Christian banner (once a turn each); D2-D4 (fire and combats) are part 2 of the
 * module; in D5 the units out of command move towards their banner leader (7.4).
 *
 * - 7.1: a leader moves only when activated and ends his move on a unit of his banner (an army
 *   leader: of his army); a leader on a moving unit is carried with it (7.1's exception, read for
 *   every leader: reading recorded in the provenance); a banner leader may not move a unit of his
 *   banner that carries the army leader.
 * - Scenario: De Rada and Ruy Díaz move up to 6 MP like a leader, ending alone or on any Christian
 *   unit, outside the stacking limits (reading 20).
 * @module
 */
import { loneMarkerSurrounded } from './navas.js';
import { IllegalActionError, fieldCount, type MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { leaderValues } from './leaders.js';
import { HEX_COUNT, facingTo, hexId, hexIndex, neighbour } from './board.js';
import { popPush, rebuild, sideAt, stack } from './edits.js';
import { beginMove, frozen, pairable, terrainCost } from './movement.js';
import { chargeLine, chargeOf, chargePartner, makeCharge } from './charge.js';
import {
  CHRISTIAN,
  LEADER_BANNER,
  LEADER_IDS,
  LEADER_NAME,
  LEADER_SIDE,
  MARKER_IDS,
  MARKER_MP,
  MARKER_NAME,
  SIDE_IDS,
  UNIT_BANNER,
  UNIT_IDS,
  UNIT_SIDE,
  NASIR_BANNER,
  leaderIndex,
  markerIndex,
  unitIndex,
} from './pieces.js';
import { ACTED, LEADER_MOVED, OUT_OF_COMMAND, ROUTED, type AlFiloState, type AlFiloTask } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;
type ActivationTask = Extract<AlFiloTask, { t: 'activation' }>;
type LeaderMoving = Extract<AlFiloTask, { t: 'leader-moving' }>;
type MarkerMoving = Extract<AlFiloTask, { t: 'marker-moving' }>;

/** Whether leader `l` is his side's army leader now. */
export function isArmyLeader(s: AlFiloState, l: number): boolean {
  return s.armyLeader[LEADER_SIDE[l]!] === l;
}

/** Whether unit `u` carries its side's army leader (7.1: a banner leader may not move it). */
function carriesArmyLeader(s: AlFiloState, u: number): boolean {
  const army = s.armyLeader[UNIT_SIDE[u]!]!;
  return s.leaderAt[army] === s.at[u] && s.at[u]! >= 0;
}

/** Whether unit `u` may begin a move in this step of the activation (7.3, 7.4, 12.2, 7.1). */
function mayMove(s: AlFiloState, t: ActivationTask, u: number): boolean {
  if (s.at[u]! < 0 || (s.flags[u]! & ACTED) !== 0 || s.disorder[u] === ROUTED) return false;
  const ooc = (s.flags[u]! & OUT_OF_COMMAND) !== 0;
  if (t.step === 'move' ? ooc : !ooc) return false;
  if (t.step === 'out-of-command' && frozen(s, u)) return false;
  return isArmyLeader(s, t.leader) || !carriesArmyLeader(s, u);
}

/** The enemy hex unit `u` (with the other unit of its 5.2 pair, when both may move) charges in D1, or -1 (10.4); a pair is listed by its first unit. */
function chargeTarget(s: AlFiloState, t: ActivationTask, u: number): number {
  const partner = chargePartner(s, u, t.units);
  const together = partner >= 0 && mayMove(s, t, partner);
  const line = chargeLine(s, u, together ? partner : -1);
  return line !== null && (!together || s.occ[s.at[u]!] === u) ? line.target : -1;
}

/** Whether unit `v` moves with unit `u` as one 5.2 pair (`v` below `u` in their hex, both commanded and free to move). */
function pairMoves(s: AlFiloState, t: ActivationTask, u: number, v: number): boolean {
  return pairable(u, v) && t.units.includes(v) && mayMove(s, t, v) && !frozen(s, u);
}

/** Whether the activated leader may still make his own move (7.1; Al-Nasir frozen, scenario). */
function leaderMayMove(s: AlFiloState, l: number): boolean {
  return (s.leaderFlags[l]! & LEADER_MOVED) === 0 && s.leaderAt[l]! >= 0 && !frozenLeader(s, l);
}

/** Whether marker `m` (De Rada, Ruy Díaz) may move in leader `l`'s activation (scenario: once a turn, with a Christian banner). */
function markerMayMove(s: AlFiloState, l: number, m: number): boolean {
  return LEADER_SIDE[l] === CHRISTIAN && s.markerMoved[m] === 0 && s.markerAt[m]! >= 0;
}

/** The legal actions of an activation: units to move, the leader's and markers' moves, the end of the step. */
export function activationLegal(s: AlFiloState, t: ActivationTask): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  for (const u of t.units) {
    if (!mayMove(s, t, u)) continue;
    out.push({ type: 'move', unit: UNIT_IDS[u]! });
    if (t.step === 'move') {
      const target = chargeTarget(s, t, u);
      if (target >= 0) out.push({ type: 'charge', unit: UNIT_IDS[u]!, target: hexId(target) });
    }
    for (let v = s.below[u]!; v >= 0; v = s.below[v]!) if (pairMoves(s, t, u, v)) out.push({ type: 'move', unit: UNIT_IDS[u]!, with: UNIT_IDS[v]! });
  }
  if (t.step === 'move') {
    if (leaderMayMove(s, t.leader)) out.push({ type: 'move-leader', leader: LEADER_IDS[t.leader]! });
    for (let m = 0; m < 2; m++) if (markerMayMove(s, t.leader, m)) out.push({ type: 'move-marker', marker: MARKER_IDS[m] as 'de-rada' | 'ruy-diaz' });
    out.push({ type: 'end-moves' });
  } else out.push({ type: 'end-activation' });
  return out;
}

/** Whether `a` is one of {@link activationLegal}'s actions, checked alone (the machine's `accepts`). */
export function activationAccepts(s: AlFiloState, t: ActivationTask, a: AlFiloAction): boolean {
  const fields = fieldCount(a);
  switch (a.type) {
    case 'move': {
      const u = unitIndex(a.unit);
      if (fields !== (a.with === undefined ? 2 : 3) || u < 0 || !t.units.includes(u) || !mayMove(s, t, u)) return false;
      if (a.with === undefined) return true;
      const v = unitIndex(a.with);
      for (let w = s.below[u]!; w >= 0; w = s.below[w]!) if (w === v) return pairMoves(s, t, u, v);
      return false;
    }
    case 'charge': {
      const u = unitIndex(a.unit);
      const target = fields !== 3 || u < 0 || t.step !== 'move' || !t.units.includes(u) || !mayMove(s, t, u) ? -1 : chargeTarget(s, t, u);
      return target >= 0 && hexId(target) === a.target;
    }
    case 'move-leader':
      return fields === 2 && t.step === 'move' && leaderIndex(a.leader) === t.leader && leaderMayMove(s, t.leader);
    case 'move-marker':
      return fields === 2 && t.step === 'move' && markerMayMove(s, t.leader, markerIndex(a.marker));
    case 'end-moves':
      return fields === 1 && t.step === 'move';
    case 'end-activation':
      return fields === 1 && t.step === 'out-of-command';
    default:
      return false;
  }
}

/** How many legal actions an activation has, 2 standing for two or more: {@link activationLegal}'s length without listing it (every unit that may move has its `move`). */
export function activationCount(s: AlFiloState, t: ActivationTask): 0 | 1 | 2 {
  for (const u of t.units) if (mayMove(s, t, u)) return 2;
  if (t.step === 'move' && (leaderMayMove(s, t.leader) || markerMayMove(s, t.leader, 0) || markerMayMove(s, t.leader, 1))) return 2;
  return 1;
}

/** Whether leader `l` is Al-Nasir, frozen with his banner (scenario). */
function frozenLeader(s: AlFiloState, l: number): boolean {
  return LEADER_BANNER[l] === NASIR_BANNER && !s.released;
}

/** What an activation's action does. */
export function activationAct(s: AlFiloState, t: ActivationTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  switch (a.type) {
    case 'move': {
      const u = unitIndex(a.unit);
      const partner = a.with === undefined ? -1 : unitIndex(a.with);
      const flags = s.flags.slice();
      flags[u] = flags[u]! | ACTED;
      if (partner >= 0) flags[partner] = flags[partner]! | ACTED;
      return stack.push(rebuild(s, { flags }), beginMove(s, u, partner, t.step === 'move' ? 'command' : 'out-of-command'));
    }
    case 'charge': {
      const u = unitIndex(a.unit);
      const p = chargePartner(s, u, t.units);
      const partner = p >= 0 && mayMove(s, t, p) ? p : -1;
      return makeCharge(s, u, partner, chargeOf(s, u, partner, a.target)!, ctx);
    }
    case 'move-leader': {
      const l = leaderIndex(a.leader);
      const leaderFlags = s.leaderFlags.slice();
      leaderFlags[l] = leaderFlags[l]! | LEADER_MOVED;
      return stack.push(rebuild(s, { leaderFlags }), { t: 'leader-moving', leader: l, mp: leaderValues(s, l).mp });
    }
    case 'move-marker': {
      const m = markerIndex(a.marker);
      const markerMoved = s.markerMoved.slice();
      markerMoved[m] = 1;
      return stack.push(rebuild(s, { markerMoved }), { t: 'marker-moving', marker: m, mp: MARKER_MP[m]! });
    }
    case 'end-moves':
      if (ctx.log.on) ctx.log.push({ type: 'moves-end', text: `${LEADER_NAME[t.leader]}'s moves are over (D1)`, rule: '6.D', leader: LEADER_IDS[t.leader]! });
      return popPush(s, { ...t, step: 'out-of-command' }, { t: 'fire-and-combat', leader: t.leader });
    case 'end-activation':
      if (ctx.log.on) ctx.log.push({ type: 'activation-end', text: `${LEADER_NAME[t.leader]}'s activation ends`, rule: '6.D', leader: LEADER_IDS[t.leader]! });
      return popPush(s);
    default:
      throw new IllegalActionError('wrong-phase', `${a.type} does not answer an activation`, '6.D');
  }
}

/** 6.D (D2-D4): the activation's fire (D2), then its combats declared (D3) and resolved (D4). */
export function fireAndCombat(s: AlFiloState, t: Extract<AlFiloTask, { t: 'fire-and-combat' }>): AlFiloState {
  const side = SIDE_IDS[LEADER_SIDE[t.leader]!] as 'christian' | 'muslim';
  return popPush(s, { t: 'combats', leader: t.leader, step: 'declare', combats: [] }, { t: 'fire', side, occasion: 'activation', leader: t.leader });
}

/** Whether a leader may end his move on `h` (7.1): on a unit of his banner, or for an army leader of his army. */
function leaderMayEnd(s: AlFiloState, l: number, h: number): boolean {
  const army = isArmyLeader(s, l);
  for (let u = s.occ[h]!; u >= 0; u = s.below[u]!) {
    if (UNIT_SIDE[u] !== LEADER_SIDE[l]) return false;
    if (army || UNIT_BANNER[u] === LEADER_BANNER[l]) return true;
  }
  return false;
}

/**
 * Whether a counter moving like a leader (no facing: 3.3), standing on `from`, can reach a hex
 * where it may end within `budget` MP (on the infantry and leader column of the terrain table,
 * never entering an enemy's hex). A search forward from `from` that stops at the first such hex:
 * any path found within the budget answers, and the search relabels a hex only when it finds a
 * cheaper way there, so it finds one whenever one exists. `cost` (-1 for unseen) and `queue` are
 * the caller's scratch, left as they were on return.
 */
function reachesEnd(s: AlFiloState, side: number, from: number, budget: number, ends: (h: number) => boolean, cost: Int8Array, queue: number[]): boolean {
  cost[from] = 0;
  queue.push(from);
  let found = false;
  for (let i = 0; i < queue.length && !found; i++) {
    const h = queue[i]!;
    for (let f = 0; f < 6; f++) {
      const to = neighbour(h, f);
      if (to < 0) continue;
      const occ = sideAt(s, to);
      if (occ >= 0 && occ !== side) continue;
      const c = terrainCost(h, f, to, false);
      if (c === null) continue;
      const total = cost[h]! + c;
      if (total > budget || (cost[to]! >= 0 && cost[to]! <= total)) continue;
      // every hex a leader may end on holds a unit of his side
      if (occ >= 0 && ends(to)) {
        found = true;
        break;
      }
      cost[to] = total;
      queue.push(to);
    }
  }
  for (const h of queue) cost[h] = -1;
  queue.length = 0;
  return found;
}

/**
 * Whether a leader or marker of `side` on `h` with `mp` may step across hexside `f` (3.3, 8): into
 * no enemy's hex, paying the terrain, and able to end there or further (`ends`). `cost` and `queue`
 * are {@link reachesEnd}'s scratch, made on first need.
 */
function freeStepAllowed(
  s: AlFiloState,
  side: number,
  h: number,
  mp: number,
  f: number,
  ends: (h: number) => boolean,
  scratch: { cost: Int8Array | null; queue: number[] },
): boolean {
  const n = neighbour(h, f);
  if (n < 0 || (sideAt(s, n) >= 0 && sideAt(s, n) !== side)) return false;
  const c = terrainCost(h, f, n, false);
  if (c === null || c > mp) return false;
  if (ends(n)) return true;
  scratch.cost ??= new Int8Array(HEX_COUNT).fill(-1);
  return reachesEnd(s, side, n, mp - c, ends, scratch.cost, scratch.queue);
}

/** The steps of a leader or marker from `h` with `mp` (leaders have no facing: 3.3, 8), each able to end. */
function freeSteps(s: AlFiloState, side: number, h: number, mp: number, ends: (h: number) => boolean): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  const scratch = { cost: null, queue: [] };
  for (let f = 0; f < 6; f++) if (freeStepAllowed(s, side, h, mp, f, ends, scratch)) out.push({ type: 'step', to: hexId(neighbour(h, f)) });
  return out;
}

/** Whether `a` is one of a leader's or marker's move actions (`leaderMovingLegal`, `markerMovingLegal`), checked alone (the machine's `accepts`). */
export function freeMoveAccepts(s: AlFiloState, t: LeaderMoving | MarkerMoving, a: AlFiloAction): boolean {
  const isLeader = t.t === 'leader-moving';
  const ends = isLeader ? (h: number): boolean => leaderMayEnd(s, t.leader, h) : (): boolean => true;
  const h = isLeader ? s.leaderAt[t.leader]! : s.markerAt[t.marker]!;
  if (a.type === 'stop') return fieldCount(a) === 1 && ends(h);
  if (a.type !== 'step' || fieldCount(a) !== 2) return false;
  const to = hexIndex(a.to);
  const f = to < 0 ? -1 : facingTo(h, to);
  return f >= 0 && freeStepAllowed(s, isLeader ? LEADER_SIDE[t.leader]! : CHRISTIAN, h, t.mp, f, ends, { cost: null, queue: [] });
}

/** The legal actions of a leader's own move (7.1, 8). */
export function leaderMovingLegal(s: AlFiloState, t: LeaderMoving): AlFiloAction[] {
  const ends = (h: number): boolean => leaderMayEnd(s, t.leader, h);
  const h = s.leaderAt[t.leader]!;
  const out = freeSteps(s, LEADER_SIDE[t.leader]!, h, t.mp, ends);
  if (ends(h)) out.push({ type: 'stop' });
  return out;
}

/** The legal actions of De Rada's or Ruy Díaz's move (scenario; reading 20): ends alone or on any Christian unit. */
export function markerMovingLegal(s: AlFiloState, t: MarkerMoving): AlFiloAction[] {
  const ends = (): boolean => true;
  const out = freeSteps(s, CHRISTIAN, s.markerAt[t.marker]!, t.mp, ends);
  out.push({ type: 'stop' });
  return out;
}

/** A leader's or marker's step or stop. */
export function freeMoveAct(s: AlFiloState, t: LeaderMoving | MarkerMoving, a: AlFiloAction, ctx: Ctx): AlFiloState {
  const isLeader = t.t === 'leader-moving';
  const name = isLeader ? LEADER_NAME[t.leader]! : MARKER_NAME[t.marker]!;
  const from = isLeader ? s.leaderAt[t.leader]! : s.markerAt[t.marker]!;
  if (a.type === 'stop') {
    if (ctx.log.on)
      ctx.log.push({ type: 'counter-move-end', text: `${name} ends his move in ${hexId(from)}`, rule: isLeader ? '7.1' : 'scenario', hex: hexId(from) });
    // scenario: a marker that ends alone among enemy units on every side is eliminated
    return isLeader ? stack.pop(s) : loneMarkerSurrounded(stack.pop(s), from, ctx);
  }
  if (a.type !== 'step') throw new IllegalActionError('wrong-phase', `${a.type} does not answer ${name}'s move`, isLeader ? '7.1' : 'scenario');
  const to = hexIndex(a.to);
  const cost = terrainCost(from, facingTo(from, to), to, false)!;
  const mp = t.mp - cost;
  if (ctx.log.on)
    ctx.log.push({
      type: 'counter-step',
      text: `${name} ${hexId(from)} -> ${a.to} (${cost} MP, ${mp} left)`,
      rule: isLeader ? '8' : 'scenario',
      from: hexId(from),
      to: a.to,
      cost,
      left: mp,
    });
  if (isLeader) {
    const leaderAt = s.leaderAt.slice();
    leaderAt[t.leader] = to;
    return stack.replaceTop(rebuild(s, { leaderAt }), { ...t, mp });
  }
  const markerAt = s.markerAt.slice();
  markerAt[t.marker] = to;
  return stack.replaceTop(rebuild(s, { markerAt }), { ...t, mp });
}
