/**
 * 7 (movement) with 2.3 (movement and displacement factors), as the readings of
 * `docs/data-provenance.md` take them:
 *
 * - A land counter moves once a turn and then stays (7); a side moves all its counters before
 *   any combat (7: no "movimiento fraccionado").
 * - The movement factor is the most a counter moves to fight; the displacement factor (twice
 *   it) the most it moves when it does not (2.3). Reading 7: a move longer than the movement
 *   factor may not enter an enemy zone of control at any point.
 * - Mountains cost 2, on a road too (reading 6); the road adds 2 to the factor used when the
 *   move starts, runs and ends on one road's line (7).
 * - No passing through another counter, one land counter a hex (7, reading 1); never onto the
 *   sea or the Mar Chica (7, reading 24).
 * - Entering a hex of an enemy zone of control stops the counter, and it must attack (7);
 *   artillery and reinforcements that did not land may not enter one (reading 9); a counter that
 *   starts in one may leave it (reading 8), but not step from it into another hex of the same
 *   enemy's zone: that is going through the zone, which 7 forbids ("no puede atravesar"). In a
 *   sandstorm the zone of a counter in the mountains stops a move but forces no combat (reading 9).
 * - A lander moves at most half its movement factor (6.1: "hasta un máximo"), road or not.
 * - No Moroccan counter enters Melilla's hex while Spanish reinforcements wait there (6.1, reading 1).
 * - Armoured cars never enter mountains, towns or plazas (7, 8.3).
 *
 * `legalActions` lists, for the counter chosen, the hexes it may end on: a small search bounded
 * by its factor, never the paths of every counter.
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import { END_MOVEMENT, MOVE, MOVE_TO, STAY, fieldCount, type LegionAction } from './actions.js';
import { checkAirfield } from './air.js';
import { pushTask } from './armour.js';
import { COLUMN_OF, HEX_COUNT, HEX_IDS, ROW_OF, hexIndex, isLand, isPlainTown, isPlaza, MELILLA, MOUNTAIN, NEIGHBOURS, ROAD_LINKS, TERRAIN } from './board.js';
import { hasTarget } from './combat.js';
import { flag, inZocOf, neighboursOf, pop, push, relocation, sideAt, sideCode, taken, withBoard } from './edits.js';
import { COUNTER_IDS, IS_ARTILLERY, IS_CAR, IS_LAND, LAND_OF, MOROCCAN, SIDE_OF, counterIndex, enemyOf } from './pieces.js';
import { ARRIVED, AT_MELILLA, DISPLACED, ENGAGED, LANDED, MOVED, type LegionState, type LegionTask } from './state.js';
import { REINFORCEMENT_TURNS } from './reinforcements.js';
import { withSurrender } from './surrender.js';
import { displacementFactor, movementFactor } from './weather.js';

/** The road's bonus to the factor used (7). */
export const ROAD_BONUS = 2;
/** The reinforcements' bonus to their displacement (6.1: "más otros diez hexágonos"). */
export const REINFORCEMENT_BONUS = 10;

/** What bounds a counter's move this time. */
export interface MovePlan {
  /** The hex it starts from (Melilla for a Spanish reinforcement entering there, 6.1). */
  readonly start: number;
  /** The most a move may cost (displacement, or the reinforcement's or lander's allowance), road bonus aside. */
  readonly max: number;
  /** The most a move that ends in an enemy zone of control may cost, road bonus aside; -1 when it may not end there. */
  readonly combatMax: number;
  /**
   * The most a move may cost and still be made with the movement factor, not displacement (2.3),
   * road bonus aside; -1 when every move is a displacement. A battery never enters an enemy zone
   * but supports after a move within its movement factor (reading 12).
   */
  readonly moveMax: number;
  /** What a move kept to one road's line adds to `max` and `combatMax` (7: two; 6.1: none for a lander, whose half is a maximum). */
  readonly roadBonus: number;
  /** Whether the counter is an armoured car (8.3: no mountains, towns or plazas). */
  readonly car: boolean;
  /**
   * Whether the counter comes from outside the map through `start` (a Spanish reinforcement at
   * Melilla, 6.1): then it may also stay on `start` itself when that hex is free ("hasta", up to
   * its allowance: a move of none).
   */
  readonly entering: boolean;
}

/** The bounds of counter `c`'s move in `s`, or null when it may not move at all (9: a factor of zero). */
export function movePlan(s: LegionState, c: number, carPushed = false): MovePlan | null {
  const m = movementFactor(s.weather, c);
  if (m <= 0) return null;
  const at = s.at[c]!;
  const flags = s.flags[c]!;
  const entering = at === AT_MELILLA;
  const start = entering ? MELILLA : at;
  if (start < 0) return null;
  const car = IS_CAR[c]!;
  if ((flags & LANDED) !== 0) {
    // 6.1: half the movement factor, rounded down; reading 24: it may attack from where it lands
    // (reading 9: a battery never comes into an enemy zone of control).
    // "hasta un máximo de la mitad": the road's two hexes do not lift that maximum.
    const half = m >> 1;
    return half <= 0 ? null : { start, max: half, combatMax: IS_ARTILLERY[c] ? -1 : half, moveMax: half, roadBonus: 0, car, entering };
  }
  if ((flags & ARRIVED) !== 0) {
    // 6.1: displacement plus ten hexes; reading 9: no enemy zone of control.
    return { start, max: displacementFactor(s.weather, c) + REINFORCEMENT_BONUS, combatMax: -1, moveMax: -1, roadBonus: ROAD_BONUS, car, entering };
  }
  if (car) return { start, max: carPushed ? m : 2 * m, combatMax: m, moveMax: m, roadBonus: ROAD_BONUS, car, entering };
  return { start, max: 2 * m, combatMax: IS_ARTILLERY[c] ? -1 : m, moveMax: m, roadBonus: ROAD_BONUS, car, entering };
}

/** A counter's reach: the cheapest cost to each hex it may end on, and which it reaches within its movement factor. */
export interface Reach {
  /** The counter and the bounds searched. */
  readonly counter: number;
  /** The hexes it may end on, in the order the search found them (by rising cost): a stable order. */
  readonly ends: number[];
  /** The cheapest cost of a move to each hex, by hex (0 at the start, 255 where it cannot go). */
  readonly cost: Uint8Array;
  /** The cheapest cost of a move that kept to one road's line, by hex (255 where none). */
  readonly roadCost: Uint8Array;
  /** The bounds searched. */
  readonly plan: MovePlan;
}

/** Whether the counter reaches hex `h` within its movement factor (it may fight or support from there, reading 12; 8.3: a car may push). */
export function withinMovement(r: Reach, h: number): boolean {
  const m = r.plan.moveMax;
  return m >= 0 && (r.cost[h]! <= m || r.roadCost[h]! <= m + r.plan.roadBonus);
}

const UNREACHED = 255;

/**
 * What entering each hex costs a land counter (7: mountains 2), 0 where no land counter goes (the
 * sea, the Mar Chica); and for an armoured car, 0 also on mountains, towns and plazas (8.3).
 */
const STEP_COST: Uint8Array = Uint8Array.from({ length: HEX_COUNT }, (_, h) => (!isLand(h) ? 0 : TERRAIN[h] === MOUNTAIN ? 2 : 1));
const CAR_STEP_COST: Uint8Array = Uint8Array.from(STEP_COST, (cost, h) => (cost === 2 || isPlaza(h) || isPlainTown(h) ? 0 : cost));

/** What entering hex `h` costs counter `c` moving under `plan`, 0 where it may not enter (taken, not land, 8.3). */
function stepCost(s: LegionState, c: number, plan: MovePlan, h: number): number {
  if (h < 0 || taken(s, h, SIDE_OF[c]!)) return 0;
  return (plan.car ? CAR_STEP_COST : STEP_COST)[h]!;
}

/** Whether two plans bound a move alike. */
function samePlan(a: MovePlan, b: MovePlan): boolean {
  return (
    a.start === b.start &&
    a.max === b.max &&
    a.combatMax === b.combatMax &&
    a.moveMax === b.moveMax &&
    a.roadBonus === b.roadBonus &&
    a.car === b.car &&
    a.entering === b.entering
  );
}

/** The last reach searched for a state (the legality check and the move itself ask the same question). */
const reachMemo = new WeakMap<LegionState, Reach>();

/**
 * The hexes counter `c` may end its move on under `plan`: a search over (hex, still on the road)
 * by rising cost, which stops at each hex of an enemy zone of control.
 */
export function reach(s: LegionState, c: number, plan: MovePlan): Reach {
  const known = reachMemo.get(s);
  if (known !== undefined && known.counter === c && samePlan(known.plan, plan)) return known;
  const found = search(s, c, plan);
  reachMemo.set(s, found);
  return found;
}

function search(s: LegionState, c: number, plan: MovePlan): Reach {
  const enemy = enemyOf(SIDE_OF[c]!);
  const zone = s.zoc[enemy]!;
  // 6.1: Melilla's hex is taken for a Moroccan while Spanish reinforcements wait there.
  const shut = SIDE_OF[c] === MOROCCAN && taken(s, MELILLA, MOROCCAN) ? MELILLA : -1;
  const roadBonus = plan.roadBonus;
  const costs = plan.car ? CAR_STEP_COST : STEP_COST;
  const occupant = s.occupant;
  // Two tables in one: [0, HEX_COUNT) the cheapest cost by any way, [HEX_COUNT, 2 HEX_COUNT) by a
  // way that has kept to one road's line from the start (7: the road bonus needs the whole move on it).
  const best = new Uint8Array(2 * HEX_COUNT).fill(UNREACHED);
  const top = plan.max + roadBonus;
  // Buckets by cost: the costs are 1 and 2, so a list per cost level is an exact priority queue.
  const buckets: number[][] = [];
  for (let i = 0; i <= top; i++) buckets.push([]);
  const startRoad = ROAD_LINKS[plan.start] !== 0;
  best[plan.start] = 0;
  if (startRoad) best[HEX_COUNT + plan.start] = 0;
  buckets[0]!.push(startRoad ? HEX_COUNT + plan.start : plan.start);
  const touched: number[] = [];
  if (staysAtEntry(s, c, plan)) touched.push(plan.start);
  const combatMax = plan.combatMax;
  const max = plan.max;
  for (let cost = 0; cost <= top; cost++) {
    const bucket = buckets[cost]!;
    for (let i = 0; i < bucket.length; i++) {
      const node = bucket[i]!;
      if (best[node] !== cost) continue;
      const road = node >= HEX_COUNT;
      const h = road ? node - HEX_COUNT : node;
      const fromZone = zone[COLUMN_OF[h]!]![ROW_OF[h]!] !== 0;
      if (h !== plan.start && fromZone) continue;
      const links = road ? ROAD_LINKS[h]! : 0;
      const base = h * 6;
      for (let f = 0; f < 6; f++) {
        const n = NEIGHBOURS[base + f]!;
        if (n < 0) continue;
        const col = COLUMN_OF[n]!;
        const row = ROW_OF[n]!;
        if (occupant[col]![row] !== -1 || n === shut) continue;
        const step = costs[n]!;
        if (step === 0) continue;
        const next = cost + step;
        const alongRoad = (links & (1 << f)) !== 0;
        const bonus = alongRoad ? roadBonus : 0;
        const intoZone = zone[col]![row] !== 0;
        if (intoZone ? combatMax < 0 || next > combatMax + bonus : next > max + bonus) continue;
        if (fromZone && intoZone && slides(s, h, f, enemy)) continue;
        if (best[n] === UNREACHED) touched.push(n);
        if (alongRoad) {
          if (next < best[HEX_COUNT + n]!) {
            best[HEX_COUNT + n] = next;
            if (next < best[n]!) best[n] = next;
            buckets[next]!.push(HEX_COUNT + n);
          }
        } else if (next < best[n]!) {
          best[n] = next;
          buckets[next]!.push(n);
        }
      }
    }
  }
  return { counter: c, ends: touched, cost: best.subarray(0, HEX_COUNT), roadCost: best.subarray(HEX_COUNT), plan };
}

/**
 * Whether counter `c`, coming in through its entry hex (a Spanish reinforcement at Melilla, 6.1),
 * may stay on that hex: free, open to it (8.3), and not in an enemy zone of control unless it may
 * end a move there.
 */
function staysAtEntry(s: LegionState, c: number, plan: MovePlan): boolean {
  return plan.entering && stepCost(s, c, plan, plan.start) !== 0 && (plan.combatMax >= 0 || !inZocOf(s, plan.start, enemyOf(SIDE_OF[c]!)));
}

/**
 * Whether the step from hex `h` across its side `f` keeps to one enemy counter's zone of control
 * (7: "no puede atravesar la zona de control"): an enemy land counter stands on one of the two
 * hexes next to both ends of the step. A counter that starts in a zone leaves it (reading 8), or
 * steps into another enemy's zone and stops there; it never slides along the zone it starts in.
 */
export function slides(s: LegionState, h: number, f: number, enemy: number): boolean {
  // The two hexes beside both h and its neighbour across side f are h's neighbours across f-1 and f+1.
  const left = NEIGHBOURS[h * 6 + ((f + 5) % 6)]!;
  const right = NEIGHBOURS[h * 6 + ((f + 1) % 6)]!;
  return (left >= 0 && sideAt(s, left) === enemy) || (right >= 0 && sideAt(s, right) === enemy);
}

/** Whether counter `c` has at least one hex to step to (a cheap test before listing it as movable). */
export function canStep(s: LegionState, c: number, plan: MovePlan): boolean {
  return firstSteps(s, c, plan, 1) > 0;
}

/** How many hexes counter `c` may step to first, counted up to `upTo`. */
function firstSteps(s: LegionState, c: number, plan: MovePlan, upTo: number): number {
  const enemy = enemyOf(SIDE_OF[c]!);
  const links = ROAD_LINKS[plan.start]!;
  const fromZone = inZocOf(s, plan.start, enemy);
  let n = 0;
  for (let f = 0; f < 6 && n < upTo; f++) {
    const h = NEIGHBOURS[plan.start * 6 + f]!;
    const cost = stepCost(s, c, plan, h);
    if (cost === 0) continue;
    const bonus = (links & (1 << f)) !== 0 ? plan.roadBonus : 0;
    if (!inZocOf(s, h, enemy)) {
      if (cost <= plan.max + bonus) n++;
    } else if (plan.combatMax >= 0 && cost <= plan.combatMax + bonus && !(fromZone && slides(s, plan.start, f, enemy))) n++;
  }
  return n;
}

/** Whether the counter must still come ashore or out of Melilla this turn (6.1, reading 24). */
export function mustEnter(s: LegionState, c: number): boolean {
  const at = s.at[c]!;
  return at === AT_MELILLA || (at >= 0 && !isLand(at));
}

type MovementTask = Extract<LegionTask, { t: 'movement' }>;
type MovingTask = Extract<LegionTask, { t: 'moving' }>;
type Ctx = MachineContext<LegionState, LegionAction>;

/** Whether counter `c` has its move still to make and somewhere to go (a car also when it has counters to push). */
function movable(s: LegionState, c: number): boolean {
  if ((s.flags[c]! & MOVED) !== 0) return false;
  const at = s.at[c]!;
  if (at < 0 && at !== AT_MELILLA) return false;
  const plan = movePlan(s, c);
  if (plan === null) return false;
  return canStep(s, c, plan) || staysAtEntry(s, c, plan) || (IS_CAR[c]! && neighboursOf(s, at, MOROCCAN).length > 0);
}

/**
 * The movement decision (7): each counter that may still move, then the end of the movement,
 * which waits while a reinforcement must still come out of Melilla or ashore (6.1).
 */
export function movementLegal(s: LegionState, task: MovementTask): LegionAction[] {
  const side = sideCode(task.side);
  const out: LegionAction[] = [];
  for (const c of LAND_OF[side]!) if (movable(s, c)) out.push(MOVE[c]!);
  if (!waiting(s, side)) out.push(END_MOVEMENT);
  return withSurrender(s, out);
}

/** A counter chosen to move (an armoured car first pushes, 8.3), or the movement ended. */
export function movementAct(s: LegionState, _task: MovementTask, action: LegionAction): LegionState {
  if (action.type !== 'move') return pop(s);
  const c = counterIndex(action.counter);
  const pushes = IS_CAR[c] ? pushTask(s, c, false) : null;
  if (pushes === null) return push(s, { t: 'moving', counter: c, pushed: false });
  return push(s, { t: 'moving', counter: c, pushed: true }, pushes);
}

/** Where the counter chosen may end its move (7), and staying where it is unless it must come in. */
export function movingLegal(s: LegionState, task: MovingTask): LegionAction[] {
  const c = task.counter;
  const plan = movePlan(s, c, task.pushed);
  if (plan === null) return [];
  // No first step, no search: a counter hemmed in (or left with too little movement) only stays.
  const out: LegionAction[] = canStep(s, c, plan) || staysAtEntry(s, c, plan) ? reach(s, c, plan).ends.map((h) => MOVE_TO[h]!) : [];
  if (!mustEnter(s, c)) out.push(STAY);
  return withSurrender(s, out);
}

/** The counter's move is over without moving (no hex to go to, or it stays). */
export function movingAuto(s: LegionState, task: MovingTask): LegionState {
  return flag(pop(s), task.counter, MOVED);
}

/** The counter moves: it stays there for the turn, and must attack if it entered an enemy zone of control (7). */
export function movingAct(s: LegionState, task: MovingTask, action: LegionAction, ctx: Ctx): LegionState {
  const c = task.counter;
  if (action.type !== 'move-to') return movingAuto(s, task);
  const plan = movePlan(s, c, task.pushed) as MovePlan;
  const to = hexIndex(action.hex);
  const r = reach(s, c, plan);
  const within = withinMovement(r, to);
  const side = SIDE_OF[c]!;
  const from = s.at[c]!;
  const moved = withBoard(s, relocation(s, c, to), s.tasks.slice(0, -1));
  const engaged = !IS_CAR[c] && inZocOf(moved, to, enemyOf(side)) && hasTarget(moved, c);
  const flags = moved.flags.slice();
  flags[c] = flags[c]! | MOVED | (within ? 0 : DISPLACED) | (engaged ? ENGAGED : 0);
  const next = withBoard(moved, moved, moved.tasks, flags);
  if (ctx.log.on) {
    ctx.log.push({
      type: 'move',
      text: `${COUNTER_IDS[c]} ${from >= 0 ? HEX_IDS[from] : 'Melilla'} -> ${action.hex} (${r.cost[to]} MP${within ? '' : ', displacement'}${engaged ? ', enters an enemy zone of control: must attack' : ''})`,
      rule: '7',
      counter: COUNTER_IDS[c]!,
      from: HEX_IDS[plan.start]!,
      to: action.hex,
      cost: r.cost[to]!,
      displacement: !within,
      engaged,
    });
  }
  if (side === MOROCCAN) return checkAirfield(next, ctx.log);
  if (IS_CAR[c] && within) {
    const pushes = pushTask(next, c, true);
    if (pushes !== null) return push(next, pushes);
  }
  return next;
}

/** Whether a counter of the side must still come in, so that the movement may not end yet (6.1, reading 24). */
function waiting(s: LegionState, side: number): boolean {
  // Only reinforcements wait to come in, and the first arrive on turn 3 (6.1).
  if (s.turn < REINFORCEMENT_TURNS[0]!) return false;
  for (const c of LAND_OF[side]!) if (mustEnter(s, c) && movable(s, c)) return true;
  return false;
}

/** {@link movementLegal}'s fast form for one action (tied to it by test/la-legion/fast-forms.test.ts). */
export function movementAccepts(s: LegionState, task: MovementTask, action: LegionAction): boolean {
  const side = sideCode(task.side);
  if (action.type === 'move') {
    const c = counterIndex(action.counter);
    return c >= 0 && fieldCount(action) === 2 && SIDE_OF[c] === side && IS_LAND[c]! && movable(s, c);
  }
  if (action.type === 'end-movement') return fieldCount(action) === 1 && !waiting(s, side);
  return action.type === 'surrender' && s.surrender && fieldCount(action) === 1;
}

/** {@link movementLegal}'s length, capped at 2. */
export function movementCount(s: LegionState, task: MovementTask): 0 | 1 | 2 {
  const side = sideCode(task.side);
  let n = waiting(s, side) ? 0 : 1;
  for (const c of LAND_OF[side]!) {
    if (movable(s, c) && ++n >= 2) return 2;
  }
  return n === 1 && s.surrender ? 2 : (n as 0 | 1);
}

/** {@link movingLegal}'s fast form for one action. */
export function movingAccepts(s: LegionState, task: MovingTask, action: LegionAction): boolean {
  const c = task.counter;
  if (action.type === 'stay') return fieldCount(action) === 1 && !mustEnter(s, c) && movePlan(s, c, task.pushed) !== null;
  if (action.type === 'surrender') return s.surrender && fieldCount(action) === 1 && movePlan(s, c, task.pushed) !== null;
  if (action.type !== 'move-to' || fieldCount(action) !== 2) return false;
  const plan = movePlan(s, c, task.pushed);
  const to = hexIndex(action.hex);
  if (plan === null || to < 0) return false;
  const r = reach(s, c, plan);
  // The start is an end only for a counter coming in through it (then it is the first found).
  return r.cost[to] !== UNREACHED && (to !== plan.start || r.ends[0] === to);
}

/**
 * {@link movingLegal}'s length, capped at 2. A counter that must come in lists its ends alone: two
 * first steps (or one and its entry hex) are two ends; with one, the search counts them.
 */
export function movingCount(s: LegionState, task: MovingTask): 0 | 1 | 2 {
  const c = task.counter;
  const plan = movePlan(s, c, task.pushed);
  if (plan === null) return 0;
  let ends: number;
  if (!mustEnter(s, c)) ends = (canStep(s, c, plan) ? 1 : 0) + 1;
  else {
    const stays = staysAtEntry(s, c, plan) ? 1 : 0;
    ends = firstSteps(s, c, plan, 2) + stays;
    if (ends === 1) ends = reach(s, c, plan).ends.length;
  }
  const n = ends + (s.surrender && ends > 0 ? 1 : 0);
  return n >= 2 ? 2 : (n as 0 | 1);
}
