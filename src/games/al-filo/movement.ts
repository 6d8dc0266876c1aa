/**
 * Movement (3, 5, 8, 8.2, 8.3, 8.4, 7.4) and the scenario's movement rules:
 *
 * - 3.1, 3.2, 8: a unit has three front and three rear hexes (artillery one and five) and moves
 *   only into its front hexes, paying each hex's cost and its hexsides' surcharges (Tabla de
 *   Terrenos: infantry and leaders one column, cavalry and artillery the other; a parapet is an
 *   Empalizada hexside and a level change a "+1/-1 nivel" hexside, reading 2). MP are not kept
 *   from turn to turn; one unit's move ends before the next begins.
 * - 8: a move of exactly one hex without a change of facing is always allowed, whatever the
 *   terrain, within the stacking limits.
 * - 8.2: 1 MP a hexside of facing change, at the start, during or at the end of the move; a change
 *   in place counts as a move.
 * - 8.3: +1 MP to leave a hex that is a front hex of an enemy unit; the retreat of one hex through a
 *   rear hex, keeping the facing, is always possible (stacking allowing) and costs all the MP.
 * - 8.4: mounting and dismounting before a move, with a marker of the army's pool (none at Las
 *   Navas), not next to an enemy nor routed; then 2 MP on foot (1 fatigued), 4 mounted (3).
 * - 5.1, 5.2: stacking is checked only at the end of a move (passing through friends is free); a
 *   hex ends with one unit, or artillery with infantry, or at Las Navas two units of the same type
 *   and banner, the one that joins or leaves such a pair paying 1 MP more; a pair that moves
 *   together, over one whole path, pays nothing more.
 * - 7.4: a unit out of command moves in D5, up to half its MP rounded up, and must end nearer its
 *   banner leader than it began; or it stays.
 * - 12.2: a routed unit moves only in phase E (`rout.ts`).
 * - Scenario: Al-Nasir's banner may neither move nor fight before it is released, but turns
 *   freely; the Mujahids never enter a hex nearer the Almohad banner than the one they started
 *   from (reading 22).
 * @module
 */
import { IllegalActionError, fieldCount, type MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { HEX_COUNT, LEVEL, PARAPET, SIDE, distance, facingTo, hexId, hexIndex, neighbour } from './board.js';
import { terrainRow } from './data/terrain.js';
import { entered } from './navas.js';
import { carry, inEnemyFront, enemyAdjacent, rebuild, relocate, ridersOf, sideAt, stack } from './edits.js';
import {
  ALMOHAD_BANNER,
  BANNER_LEADER,
  IS_ARTILLERY,
  MUJAHID_BANNER,
  NASIR_BANNER,
  UNIT_BANNER,
  UNIT_MP,
  UNIT_NAME,
  UNIT_SIDE,
  UNIT_TYPE,
  UNIT_IDS,
} from './pieces.js';
import { MOVED, MOVED_NOW, ROUTED, type AlFiloState, type AlFiloTask } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;
type MovingTask = Extract<AlFiloTask, { t: 'moving' }>;

const CLEAR = terrainRow('clear');
const PALISADE = terrainRow('palisade');
const LEVEL_UP = terrainRow('level-up');
const LEVEL_DOWN = terrainRow('level-down');

/** Whether unit `u` pays the cavalry and artillery column of the terrain table now (2.2, 8.4). */
export function mountedCosts(s: AlFiloState, u: number): boolean {
  return IS_ARTILLERY[u]! || s.mounted[u] === 1;
}

/** A unit's MP now: the fatigued side's when fatigued (11.1). */
export function movementAllowance(s: AlFiloState, u: number): number {
  return UNIT_MP[u]![s.fatigued[u]!]!;
}

/**
 * The MP to cross from `from` into the adjacent `to` (Tabla de Terrenos): the hex's cost plus the
 * surcharges of the hexside between (parapet, level change: reading 2); null where not allowed.
 * `mounted`: the cavalry and artillery column.
 */
export function terrainCost(from: number, facing: number, to: number, mounted: boolean): number | null {
  const hex = mounted ? CLEAR.mountedCost : CLEAR.footCost;
  if (hex === null) return null;
  let cost = hex;
  const side = SIDE[from * 6 + facing]!;
  if ((side & PARAPET) !== 0) {
    const c = mounted ? PALISADE.mountedCost : PALISADE.footCost;
    if (c === null) return null;
    cost += c;
  }
  const dl = LEVEL[to]! - LEVEL[from]!;
  if (dl !== 0) {
    const row = dl > 0 ? LEVEL_UP : LEVEL_DOWN;
    const c = mounted ? row.mountedCost : row.footCost;
    if (c === null) return null;
    cost += c;
  }
  return cost;
}

/** The facings of a unit's front hexes (3.1, 3.2): three, or one for artillery. */
export function frontFacings(u: number, facing: number): readonly number[] {
  return IS_ARTILLERY[u] ? [facing] : [(facing + 5) % 6, facing, (facing + 1) % 6];
}

/** The facings of its rear hexes: the other three, or five for artillery. */
export function rearFacings(u: number, facing: number): number[] {
  const front = frontFacings(u, facing);
  const out: number[] = [];
  for (let f = 0; f < 6; f++) if (!front.includes(f)) out.push(f);
  return out;
}

/** Whether two units may stand together as a Las Navas pair: same type and same banner (5.2). */
export function pairable(a: number, b: number): boolean {
  return UNIT_TYPE[a] === UNIT_TYPE[b] && UNIT_BANNER[a] === UNIT_BANNER[b];
}

/** Whether two units may share a hex at the end of a move (5.1: artillery with infantry; 5.2). */
export function mayStack(s: AlFiloState, a: number, b: number): boolean {
  if (pairable(a, b)) return true;
  const art = IS_ARTILLERY[a] ? a : IS_ARTILLERY[b] ? b : -1;
  const other = art === a ? b : a;
  return art >= 0 && !IS_ARTILLERY[other] && s.mounted[other] === 0;
}

/**
 * Whether unit `u` (with `partner` moving with it, or -1) may end a move on `h` (5.1, 5.2): no
 * enemy there, and at most one other unit, which it may stack with.
 */
export function canEndAt(s: AlFiloState, u: number, partner: number, h: number): boolean {
  let others = 0;
  let other = -1;
  for (let v = s.occ[h]!; v >= 0; v = s.below[v]!) {
    if (v === u || v === partner) continue;
    if (UNIT_SIDE[v] !== UNIT_SIDE[u]) return false;
    others++;
    other = v;
  }
  if (others === 0) return true;
  return others === 1 && partner < 0 && mayStack(s, u, other);
}

/** The unit on `h` that `u` would join as a 5.2 pair there (paying 1 MP), or -1. */
function pairJoined(s: AlFiloState, u: number, partner: number, h: number): number {
  if (partner >= 0) return -1;
  for (let v = s.occ[h]!; v >= 0; v = s.below[v]!) if (v !== u && pairable(u, v)) return v;
  return -1;
}

/** Whether the Mujahid rule forbids entering `to` (scenario; reading 22): nearer the Almohad banner than the start. */
export function mujahidBars(s: AlFiloState, u: number, from: number, to: number): boolean {
  if (UNIT_BANNER[u] !== MUJAHID_BANNER) return false;
  const banner = s.markerAt[ALMOHAD_BANNER]!;
  return banner >= 0 && distance(to, banner) < distance(from, banner);
}

/** Whether unit `u` is frozen by the Al-Nasir rule (scenario): his banner, not yet released. */
export function frozen(s: AlFiloState, u: number): boolean {
  return UNIT_BANNER[u] === NASIR_BANNER && !s.released;
}

/**
 * The MP of a step of the moving unit into `to` across its hexside `f`: terrain (8), +1 to leave an
 * enemy's front hex (8.3), +1 to leave a 5.2 pair it stood in at the start (5.2); null if not allowed.
 */
function stepCost(s: AlFiloState, t: MovingTask, f: number, to: number, here: number = s.at[t.unit]!): number | null {
  const base = terrainCost(here, f, to, mountedCosts(s, t.unit));
  return base === null ? null : base + leaveCost(s, t, here);
}

/** The MP the moving unit pays to leave `here` whatever the hex it enters: 8.3's enemy front hex, 5.2's pair left at the start. */
export function leaveCost(s: AlFiloState, t: MovingTask, here: number): number {
  let cost = 0;
  if (inEnemyFront(s, here, UNIT_SIDE[t.unit]!)) cost += 1;
  if (here === t.from && t.partner < 0 && pairJoined(s, t.unit, -1, here) >= 0) cost += 1;
  return cost;
}

/**
 * Whether the moving unit may end its move on `h` with `mp` left (5.1, 5.2, 7.4): a legal stack,
 * 1 MP for joining a 5.2 pair there, and out of command nearer its banner leader than it began.
 */
export function endsAt(s: AlFiloState, t: MovingTask, h: number, mp: number, changed: boolean): boolean {
  if (!canEndAt(s, t.unit, t.partner, h)) return false;
  if (h !== t.from && pairJoined(s, t.unit, t.partner, h) >= 0 && mp < 1) return false;
  return t.mode !== 'out-of-command' || !changed || nearerBanner(s, t.unit, t.from, h);
}

/** The MP of the moving unit's step into the adjacent `to` (8, 8.3, 5.2), null where it may not enter; for `describe`. */
export function stepCostTo(s: AlFiloState, t: MovingTask, to: number): number | null {
  const f = facingTo(s.at[t.unit]!, to);
  return f < 0 ? null : stepCost(s, t, f, to);
}

/** Whether the moving unit may end its move where it stands (5, 7.4). */
export function canStop(s: AlFiloState, t: MovingTask): boolean {
  return endsAt(s, t, s.at[t.unit]!, t.mp, t.changed);
}

/** 7.4: whether `h` is nearer the unit's banner leader than `from`. */
function nearerBanner(s: AlFiloState, u: number, from: number, h: number): boolean {
  const lh = s.leaderAt[BANNER_LEADER[UNIT_BANNER[u]!]!]!;
  return lh >= 0 && distance(h, lh) < distance(from, lh);
}

/** The offsets of the front hexsides from a unit's facing (3.1, 3.2), in the order the steps are listed. */
export const FRONT = [5, 0, 1] as const;
/** Artillery's one front hexside (3.2). */
export const ARTILLERY_FRONT = [0] as const;

/**
 * What one listing's {@link canFinish} questions know, by `h * 6 + facing`: the least MP known
 * enough plus one (low byte, 0 for none) and the most MP known too few plus one (next byte); by
 * `LEAVE + h`, the hex's leave cost plus one. A Map, not a table over the map: a listing asks of
 * few hexes, and a typed array the map's size cost more to allocate than the whole search.
 */
type FinishMemo = Map<number, number>;
const LEAVE = HEX_COUNT * 6;

/**
 * Whether the moving unit, standing on `h` with `facing` and `mp` left, can still end its move
 * legally (a step into a friend's hex, or a turn out of command, must not leave it stuck). Every
 * step and turn costs at least 1 MP, so the questions form a graph whose MP only falls; and what
 * can end with some MP can end with more (each cost and 5.2's join only ask for enough MP), so the
 * memo keeps, per hex and facing, the least MP known enough and the most known too few.
 */
function canFinish(s: AlFiloState, t: MovingTask, memo: FinishMemo, h: number, facing: number, mp: number): boolean {
  const key = h * 6 + facing;
  const known = memo.get(key) ?? 0;
  const okFrom = known & 0xff;
  if (okFrom > 0 && mp >= okFrom - 1) return true;
  if (mp < known >> 8) return false;
  let ok = endsAt(s, t, h, mp, true);
  if (!ok) {
    const u = t.unit;
    const side = UNIT_SIDE[u]!;
    const mounted = mountedCosts(s, u);
    let leave = (memo.get(LEAVE + h) ?? 0) - 1;
    const front = IS_ARTILLERY[u] ? ARTILLERY_FRONT : FRONT;
    for (let i = 0; i < front.length && !ok; i++) {
      const f = (facing + front[i]!) % 6;
      const to = neighbour(h, f);
      if (to < 0 || (sideAt(s, to) >= 0 && sideAt(s, to) !== side) || mujahidBars(s, u, t.from, to)) continue;
      const base = terrainCost(h, f, to, mounted);
      if (base === null) continue;
      if (leave < 0) {
        leave = leaveCost(s, t, h);
        memo.set(LEAVE + h, leave + 1);
      }
      const c = base + leave;
      ok = c <= mp && canFinish(s, t, memo, to, facing, mp - c);
    }
  }
  if (!ok && mp >= 1) ok = canFinish(s, t, memo, h, (facing + 1) % 6, mp - 1) || canFinish(s, t, memo, h, (facing + 5) % 6, mp - 1);
  const now = memo.get(key) ?? 0;
  memo.set(key, ok ? (now & ~0xff) | (mp + 1) : (now & 0xff) | ((mp + 1) << 8));
  return ok;
}

/** Whether the moving unit may step across its front hexside `f` (3.1, 8, 8.3, 5.2, 7.4, scenario): able to end after it. */
function stepAllowed(s: AlFiloState, t: MovingTask, memo: FinishMemo, f: number): boolean {
  const u = t.unit;
  const h = s.at[u]!;
  const to = neighbour(h, f);
  if (to < 0 || (sideAt(s, to) >= 0 && sideAt(s, to) !== UNIT_SIDE[u]) || mujahidBars(s, u, t.from, to)) return false;
  const base = terrainCost(h, f, to, mountedCosts(s, u));
  if (base === null) return false;
  const cost = base + leaveCost(s, t, h);
  // 8: one hex without turning is always possible, as the whole move
  if (cost > t.mp) return !t.changed && endsAt(s, t, to, 0, true);
  return endsAt(s, t, to, t.mp - cost, true) || canFinish(s, t, memo, to, s.facing[u]!, t.mp - cost);
}

/** Whether the moving unit may fall back across its rear hexside `f` for all its MP (8.3). */
function retreatAllowed(s: AlFiloState, t: MovingTask, f: number): boolean {
  const u = t.unit;
  const h = s.at[u]!;
  const to = neighbour(h, f);
  return to >= 0 && endsAt(s, t, to, 0, true) && !mujahidBars(s, u, t.from, to) && terrainCost(h, f, to, mountedCosts(s, u)) !== null;
}

/** Whether the moving unit may turn to face `nf` (8.2; Al-Nasir's frozen banner at no cost): able to end after it. */
function faceAllowed(s: AlFiloState, t: MovingTask, memo: FinishMemo, nf: number): boolean {
  const u = t.unit;
  const k = (nf - s.facing[u]! + 6) % 6;
  const cost = frozen(s, u) ? 0 : Math.min(k, 6 - k);
  if (k === 0 || cost > t.mp) return false;
  // where it may stop after the turn, no search is needed (the end does not depend on the facing)
  return endsAt(s, t, s.at[u]!, t.mp - cost, true) || canFinish(s, t, memo, s.at[u]!, nf, t.mp - cost);
}

/** Whether the moving unit may mount or dismount now (8.4), before it has stepped or turned. */
function mountAllowed(s: AlFiloState, t: MovingTask): boolean {
  const u = t.unit;
  const side = UNIT_SIDE[u]!;
  return (
    !t.changed &&
    t.mode === 'command' &&
    s.mountMarkers[side]! > 0 &&
    s.disorder[u] !== ROUTED &&
    !IS_ARTILLERY[u] &&
    !enemyAdjacent(s, s.at[u]!, side) &&
    t.partner < 0
  );
}

/**
 * Each legal action of a unit's move under way but `stop` (3, 5, 8, 8.2, 8.3, 8.4, 7.4, scenario),
 * in the listing's order, given to `emit` until it returns false.
 */
function eachMove(s: AlFiloState, t: MovingTask, emit: (a: AlFiloAction) => boolean): void {
  const u = t.unit;
  const h = s.at[u]!;
  const facing = s.facing[u]!;
  const memo: FinishMemo = new Map();
  if (!frozen(s, u)) {
    const front = IS_ARTILLERY[u] ? ARTILLERY_FRONT : FRONT;
    for (let i = 0; i < front.length; i++) {
      const f = (facing + front[i]!) % 6;
      if (stepAllowed(s, t, memo, f) && !emit({ type: 'step', to: hexId(neighbour(h, f)) })) return;
    }
    if (!t.changed) for (const f of rearFacings(u, facing)) if (retreatAllowed(s, t, f) && !emit({ type: 'retreat', to: hexId(neighbour(h, f)) })) return;
  }
  for (let k = 1; k < 6; k++) if (faceAllowed(s, t, memo, (facing + k) % 6) && !emit({ type: 'face', facing: (facing + k) % 6 })) return;
  if (mountAllowed(s, t)) emit({ type: s.mounted[u] === 1 ? 'dismount' : 'mount' });
}

/** Whether `a` is one of {@link movingLegal}'s actions, checked alone (the machine's `accepts`). */
export function movingAccepts(s: AlFiloState, t: MovingTask, a: AlFiloAction): boolean {
  const u = t.unit;
  const h = s.at[u]!;
  const facing = s.facing[u]!;
  switch (a.type) {
    case 'step': {
      if (fieldCount(a) !== 2) return false;
      const to = hexIndex(a.to);
      const f = to < 0 ? -1 : facingTo(h, to);
      return f >= 0 && !frozen(s, u) && frontFacings(u, facing).includes(f) && stepAllowed(s, t, new Map(), f);
    }
    case 'retreat': {
      const to = hexIndex(a.to);
      const f = to < 0 ? -1 : facingTo(h, to);
      return fieldCount(a) === 2 && f >= 0 && !frozen(s, u) && !t.changed && rearFacings(u, facing).includes(f) && retreatAllowed(s, t, f);
    }
    case 'face':
      return fieldCount(a) === 2 && Number.isInteger(a.facing) && a.facing >= 0 && a.facing < 6 && faceAllowed(s, t, new Map(), a.facing);
    case 'mount':
    case 'dismount':
      return fieldCount(a) === 1 && mountAllowed(s, t) && (a.type === 'dismount') === (s.mounted[u] === 1);
    case 'stop':
      return fieldCount(a) === 1 && canStop(s, t);
    default:
      return false;
  }
}

/** The legal actions of a unit's move under way (3, 5, 8, 8.2, 8.3, 8.4, 7.4, scenario). */
export function movingLegal(s: AlFiloState, t: MovingTask): AlFiloAction[] {
  const out: AlFiloAction[] = [];
  eachMove(s, t, (a) => out.push(a) > 0);
  if (canStop(s, t)) out.push({ type: 'stop' });
  return out;
}

/** How many legal actions a unit's move under way has, 2 standing for two or more: {@link movingLegal}'s length without listing it all. */
export function movingCount(s: AlFiloState, t: MovingTask): 0 | 1 | 2 {
  let n = canStop(s, t) ? 1 : 0;
  eachMove(s, t, () => ++n < 2);
  return n >= 2 ? 2 : (n as 0 | 1);
}

function rebuildFacing(s: AlFiloState, u: number, partner: number, facing: number): AlFiloState {
  const f = s.facing.slice();
  f[u] = facing;
  if (partner >= 0) f[partner] = facing;
  return rebuild(s, { facing: f });
}

/** The moving unit (and its pair) marked as having moved (8.2: a turn in place counts). */
function markMoved(s: AlFiloState, t: MovingTask): readonly number[] {
  const flags = s.flags.slice();
  flags[t.unit] = flags[t.unit]! | MOVED | MOVED_NOW;
  if (t.partner >= 0) flags[t.partner] = flags[t.partner]! | MOVED | MOVED_NOW;
  return flags;
}

/** What a move's action does (8). */
export function movingAct(s: AlFiloState, t: MovingTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  const u = t.unit;
  const label = `${UNIT_NAME[u]} (${UNIT_IDS[u]})`;
  const h = s.at[u]!;
  switch (a.type) {
    case 'step': {
      const to = hexIndex(a.to);
      const f = facingTo(h, to);
      const cost = stepCost(s, t, f, to)!;
      const whole = cost > t.mp;
      let next = relocate(s, u, to);
      if (t.partner >= 0) next = relocate(next, t.partner, to);
      next = entered(rebuild(carry(next, t.carried, to), { flags: markMoved(next, t) }), u, to, ctx);
      if (next.result !== null) return next;
      const mp = whole ? 0 : t.mp - cost;
      if (ctx.log.on) {
        ctx.log.push({
          type: 'unit-step',
          text: `${label}${t.partner >= 0 ? ` with ${UNIT_IDS[t.partner]}` : ''} ${hexId(h)} -> ${a.to} (${whole ? `one hex whatever the terrain, ${cost} MP: the whole move` : `${cost} MP, ${mp} left`})`,
          rule: whole ? '8' : '8',
          unit: UNIT_IDS[u]!,
          from: hexId(h),
          to: a.to,
          cost,
          left: mp,
        });
      }
      if (whole) return finish(stack.pop(next), t, to, ctx);
      return stack.replaceTop(next, { ...t, mp, changed: true });
    }
    case 'face': {
      const k = (a.facing - s.facing[u]! + 6) % 6;
      const cost = frozen(s, u) ? 0 : Math.min(k, 6 - k);
      const next = rebuildFacing(s, u, t.partner, a.facing);
      if (ctx.log.on) {
        ctx.log.push({
          type: 'unit-face',
          text: `${label} turns to face ${FACING_NAMES[a.facing]} in ${hexId(h)} (${cost} MP${frozen(s, u) ? ": Al-Nasir's banner turns freely" : ''})`,
          rule: frozen(s, u) ? 'scenario' : '8.2',
          unit: UNIT_IDS[u]!,
          facing: a.facing,
          cost,
        });
      }
      const marked = rebuild(next, { flags: markMoved(next, t) });
      // scenario: Al-Nasir's frozen banner turns freely, once, as the whole of its move (reading 21)
      if (frozen(s, u)) return finish(stack.pop(marked), t, h, ctx);
      return stack.replaceTop(marked, { ...t, mp: t.mp - cost, changed: true });
    }
    case 'retreat': {
      const to = hexIndex(a.to);
      let next = relocate(s, u, to);
      if (t.partner >= 0) next = relocate(next, t.partner, to);
      next = entered(rebuild(carry(next, t.carried, to), { flags: markMoved(next, t) }), u, to, ctx);
      if (ctx.log.on)
        ctx.log.push({
          type: 'unit-retreat',
          text: `${label} falls back ${hexId(h)} -> ${a.to} through a rear hex, keeping its facing, for all its MP`,
          rule: '8.3',
          unit: UNIT_IDS[u]!,
          from: hexId(h),
          to: a.to,
        });
      return next.result !== null ? next : finish(stack.pop(next), t, to, ctx);
    }
    case 'mount':
    case 'dismount': {
      const side = UNIT_SIDE[u]!;
      const mounted = s.mounted.slice();
      mounted[u] = a.type === 'mount' ? 1 : 0;
      const pool: [number, number] = [s.mountMarkers[0], s.mountMarkers[1]];
      pool[side] = pool[side]! - 1;
      const fatigued = s.fatigued[u] === 1;
      const mp = a.type === 'mount' ? (fatigued ? 3 : 4) : fatigued ? 1 : 2;
      if (ctx.log.on)
        ctx.log.push({
          type: 'unit-mount',
          text: `${label} ${a.type}s in ${hexId(h)}: ${mp} MP left`,
          rule: '8.4',
          unit: UNIT_IDS[u]!,
          mounted: a.type === 'mount',
        });
      return stack.replaceTop(rebuild(s, { mounted, mountMarkers: pool }), { ...t, mp, changed: true });
    }
    case 'stop':
      return finish(stack.pop(s), t, h, ctx);
    default:
      throw new IllegalActionError('wrong-phase', `${a.type} does not answer a unit's move`, '8');
  }
}

/** The end of a move: a 5.2 join paid, the event. */
function finish(s: AlFiloState, t: MovingTask, h: number, ctx: Ctx): AlFiloState {
  if (ctx.log.on) {
    const joined = h !== t.from ? pairJoined(s, t.unit, t.partner, h) : -1;
    ctx.log.push({
      type: 'unit-move-end',
      text: `${UNIT_NAME[t.unit]} (${UNIT_IDS[t.unit]}) ends its move in ${hexId(h)}${joined >= 0 ? `, paired with ${UNIT_IDS[joined]} (1 MP, 5.2)` : ''}`,
      rule: joined >= 0 ? '5.2' : '8',
      unit: UNIT_IDS[t.unit]!,
      hex: hexId(h),
    });
  }
  return s;
}

/** The names of the six facings, clockwise from north. */
export const FACING_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** A unit's move begun (8; 7.4 out of command): the moving task, with its MP (7.4: half, rounded up). */
export function beginMove(s: AlFiloState, u: number, partner: number, mode: MovingTask['mode']): MovingTask {
  let mp = movementAllowance(s, u);
  if (partner >= 0) mp = Math.min(mp, movementAllowance(s, partner));
  if (mode === 'out-of-command') mp = Math.ceil(mp / 2);
  return { t: 'moving', unit: u, partner, mp, from: s.at[u]!, changed: false, mode, carried: ridersOf(s, s.at[u]!, u, partner) };
}
