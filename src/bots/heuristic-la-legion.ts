/**
 * La Legión's evaluation for the heuristic bot (see `heuristic.ts` and `docs/writing-bots.md`): a
 * score for each legal action from the seat's view, built from what decides the game (5: the
 * towns and plazas of the road, Melilla, the towns of the zone it bounds; three times the enemy's
 * counters) and from the odds of the special die (2.4) in a combat (8):
 *
 * - a counter's **place** is scored by the objectives it holds or nears (the Moroccans: the
 *   nearest objective they do not hold; the Spanish: the nearest objective left empty or
 *   threatened), the defence it would have there (towns, plazas, machine guns in mountains), the
 *   enemy strength that could reach it, friends beside it (the zone-of-control line), and the
 *   combat it would have to fight on entering an enemy zone;
 * - an **attack** by its expected gain in counters, from the exact odds of the die: declared when
 *   the gain is positive, declined otherwise (unless owed, 7); attackers and supporting batteries
 *   are added while they raise the gain;
 * - artillery bombards, aircraft strike, fleets fire whenever they can (a 2 in six eliminates);
 *   aircraft fly toward the nearest target; armoured cars push kabila counters as far from the
 *   objectives as the rule lets them; reinforcements enter or land where the front needs them.
 *
 * It reads the view through the rule helpers of `reglas/la-legion` (defence, distances, which
 * counters may attack), so it never restates a rule.
 * @module
 */
import type { AnyGame, PlayerId } from '../core/index.js';
import { distance, hexIndex, MELILLA, NEIGHBOURS, VICTORY_ROAD_HEXES, VICTORY_ZONE_TOWNS } from '../games/la-legion/board.js';
import { canAttack, defence } from '../games/la-legion/combat.js';
import { standsOn } from '../games/la-legion/edits.js';
import { COMBAT, counterIndex, IS_ARTILLERY, IS_CAR, LAND_OF, MOROCCAN, MOVEMENT, SPANISH } from '../games/la-legion/pieces.js';
import type { LegionAction } from '../games/la-legion/actions.js';
import type { LegionState } from '../games/la-legion/state.js';
import type { Evaluation } from './heuristic.js';
import type { AnyAction, AnyState } from './types.js';

/** The faces of La Legión's die (2.4). */
const FACES = [2, 3, 3, 4, 4, 5];

/** The chances that an attack of `a` against a defence of `d` wins and loses (8: a tie leaves both). */
export function odds(a: number, d: number): { win: number; lose: number } {
  let win = 0;
  let lose = 0;
  for (const x of FACES) {
    for (const y of FACES) {
      if (a * x > d * y) win++;
      else if (a * x < d * y) lose++;
    }
  }
  return { win: win / 36, lose: lose / 36 };
}

/** What a counter is worth: one counter for the three-times rule (5), and its combat factor. */
function worth(c: number): number {
  return 1 + 0.25 * COMBAT[c]!;
}

/** The hexes that decide the game (5): the road's towns and plazas with Melilla, and the towns of the zone. */
const OBJECTIVES: readonly number[] = [...VICTORY_ROAD_HEXES, ...VICTORY_ZONE_TOWNS];

/** What the evaluation reads once per decision. */
interface Context {
  readonly s: LegionState;
  readonly me: number;
  readonly enemy: number;
  /** The land counters of each side on the map (hex >= 0), by side code. */
  readonly land: readonly (readonly number[])[];
  /** Whether each objective is held by my side, by the enemy, or by nobody. */
  readonly holder: readonly number[];
  /** The enemy's nearest land counter to each objective, in hexes. */
  readonly enemyNear: readonly number[];
  /** The game's progress, 0 on turn 1 to 1 on turn 13: objectives weigh more as the end nears. */
  readonly late: number;
  /** A copy of `s.at` the evaluation moves a counter in, to ask the rules its defence elsewhere. */
  readonly at: number[];
}

function context(s: LegionState, me: number): Context {
  const enemy = 1 - me;
  const land = [SPANISH, MOROCCAN].map((side) => LAND_OF[side]!.filter((c) => standsOn(s, c) >= 0));
  const holder = OBJECTIVES.map((h) => {
    const c = s.occupant[Math.floor(h / s.occupant[0]!.length)]![h % s.occupant[0]!.length]!;
    if (c >= 0) return land[me]!.includes(c) ? me : enemy;
    return h === MELILLA && me === SPANISH && land[SPANISH]!.some((x) => s.at[x]! < 0) ? me : -1;
  });
  const enemyNear = OBJECTIVES.map((h) => {
    let best = 99;
    for (const e of land[enemy]!) best = Math.min(best, distance(h, standsOn(s, e)));
    return best;
  });
  return { s, me, enemy, land, holder, enemyNear, late: (s.turn - 1) / 12, at: s.at.slice() };
}

/** The defence counter `c` would have on hex `h` (8, 9), asked of the rules with the counter moved there. */
function defenceAt(x: Context, c: number, h: number): number {
  const was = x.at[c]!;
  x.at[c] = h;
  const value = defence({ ...x.s, at: x.at }, c).value;
  x.at[c] = was;
  return value;
}

/** The enemy strength that could come at hex `h` next turn: the combat factors of enemy counters within their movement. */
function threatAt(x: Context, h: number, ignore = -1): number {
  let t = 0;
  for (const e of x.land[x.enemy]!) {
    if (e === ignore || IS_ARTILLERY[e] || IS_CAR[e]) continue;
    if (distance(h, standsOn(x.s, e)) <= MOVEMENT[e]! + 1) t += COMBAT[e]!;
  }
  return t;
}

/** How good hex `h` is for my land counter `c` to stand on at the end of its move. */
function placeScore(x: Context, c: number, h: number): number {
  let score = 0;
  const objectiveWeight = 4 + 8 * x.late;
  const at = x.s.at[c]!;
  let nearest = 99;
  for (let i = 0; i < OBJECTIVES.length; i++) {
    const o = OBJECTIVES[i]!;
    const d = distance(h, o);
    if (x.me === MOROCCAN) {
      if (o === h) score += 3 * objectiveWeight;
      if (x.holder[i] !== x.me || o === at) nearest = Math.min(nearest, d);
    } else {
      // The Spanish hold what they have, and go where an objective is empty or the enemy is near.
      if (o === h) score += x.holder[i] === x.me && o !== at ? 0 : 2 * objectiveWeight;
      if (x.holder[i] !== x.me || o === at) nearest = Math.min(nearest, d + Math.max(0, x.enemyNear[i]! - 4));
    }
  }
  score -= (x.me === MOROCCAN ? 1.2 : 0.6) * Math.min(nearest, 20);
  if (IS_ARTILLERY[c]) return score;
  // Safety: the defence it would have against what could reach it.
  const threat = threatAt(x, h);
  if (threat > 0) {
    const risk = odds(threat, defenceAt(x, c, h)).win;
    score -= risk * worth(c) * 3;
  }
  // The line: friends beside it.
  let friends = 0;
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n < 0) continue;
    const o = x.s.occupant[Math.floor(n / x.s.occupant[0]!.length)]![n % x.s.occupant[0]!.length]!;
    if (o >= 0 && o !== c && x.land[x.me]!.includes(o)) friends++;
  }
  score += 0.4 * Math.min(friends, 2);
  return score;
}

/** The best expected gain of attacking enemy `t` with my counters beside it that may still attack, and battery support. */
function attackGain(x: Context, attackers: readonly number[], t: number, support: number): number {
  if (attackers.length === 0) return -1;
  let a = 0;
  let lost = 0;
  for (const c of attackers) {
    a += COMBAT[c]! + support;
    lost += worth(c);
  }
  const d = defence(x.s, t).value;
  const { win, lose } = odds(a, d);
  return win * worth(t) * 1.2 - lose * lost;
}

/** My counters beside enemy `t` that may attack now. */
function besideAndReady(x: Context, t: number): number[] {
  const h = standsOn(x.s, t);
  const out: number[] = [];
  for (const c of x.land[x.me]!) {
    if (!canAttack(x.s, c)) continue;
    const hc = x.s.at[c]!;
    if (hc >= 0 && distance(hc, h) === 1) out.push(c);
  }
  return out;
}

/** The most gain an attack on `t` can have, adding attackers in the order that helps most. */
function bestAttack(x: Context, t: number, have: readonly number[], support: number): number {
  const pool = besideAndReady(x, t)
    .filter((c) => !have.includes(c))
    .sort((a, b) => COMBAT[b]! - COMBAT[a]!);
  let chosen = [...have];
  let best = chosen.length > 0 ? attackGain(x, chosen, t, support) : -Infinity;
  for (const c of pool) {
    const next = [...chosen, c];
    const g = attackGain(x, next, t, support);
    if (g > best) {
      best = g;
      chosen = next;
    }
  }
  return best;
}

/** The enemy counter nearest hex `h`, and how far. */
function nearestEnemy(x: Context, h: number): number {
  let best = 99;
  for (const e of x.land[x.enemy]!) best = Math.min(best, distance(h, standsOn(x.s, e)));
  return best;
}

function scoreOne(x: Context, a: LegionAction): number {
  const s = x.s;
  const top = s.tasks[s.tasks.length - 1];
  switch (a.type) {
    case 'surrender':
      return -1e9;
    case 'place':
    case 'enter':
      return placeScore(x, counterIndex(a.counter), hexIndex(a.hex));
    case 'land':
      // A lander is worth its place after half a move: where the front needs it, and it may attack.
      return placeScore(x, counterIndex(a.counter), hexIndex(a.hex)) + 2;
    case 'move':
      // Every counter gets its chance to move ('stay' is among its choices); reinforcements first.
      return 100 + (s.at[counterIndex(a.counter)]! < 0 ? 10 : 0);
    case 'move-to':
    case 'stay': {
      if (top?.t !== 'moving') return 0;
      const c = top.counter;
      const h = a.type === 'stay' ? s.at[c]! : hexIndex(a.hex);
      let score = placeScore(x, c, h);
      if (a.type === 'move-to' && !IS_CAR[c] && !IS_ARTILLERY[c]) {
        // Entering an enemy zone forces a combat (7): the best one from there.
        let best = -Infinity;
        let engaged = false;
        for (let f = 0; f < 6; f++) {
          const n = NEIGHBOURS[h * 6 + f]!;
          if (n < 0) continue;
          const e = s.occupant[Math.floor(n / s.occupant[0]!.length)]![n % s.occupant[0]!.length]!;
          if (e < 0 || !x.land[x.enemy]!.includes(e)) continue;
          engaged = true;
          best = Math.max(best, bestAttack(x, e, [c], 0) + 0.6 * worth(e) * (COMBAT[c]! >= 3 ? 0.5 : 0));
        }
        if (engaged) score += 3 * best;
      }
      return score;
    }
    case 'end-movement':
    case 'end-combat':
    case 'end-bombardment':
    case 'end-subturn':
    case 'fleet-hold':
    case 'leave-battery':
      return 0;
    case 'attack': {
      const t = counterIndex(a.target);
      return 3 * bestAttack(x, t, [], 0);
    }
    case 'add-attacker': {
      if (top?.t !== 'declare') return 0;
      const t = top.defenders[0]!;
      return 3 * attackGain(x, [...top.attackers, counterIndex(a.counter)], t, top.support.length) + 0.01;
    }
    case 'add-support': {
      if (top?.t !== 'declare') return 0;
      return 3 * attackGain(x, top.attackers, top.defenders[0]!, top.support.length + 1) + 0.02;
    }
    case 'add-defender':
      return -1;
    case 'resolve': {
      if (top?.t !== 'declare') return 0;
      return 3 * attackGain(x, top.attackers, top.defenders[0]!, top.support.length);
    }
    case 'bombard':
    case 'fleet-fire':
      return 1 + worth(counterIndex(a.target)) / 6;
    case 'strike':
      return 2 + worth(counterIndex(a.target)) / 6;
    case 'fly': {
      const d = nearestEnemy(x, hexIndex(a.hex));
      return 1 - d / 20;
    }
    case 'push': {
      const h = hexIndex(a.hex);
      let near = 99;
      for (const o of OBJECTIVES) near = Math.min(near, distance(h, o));
      return 1 + near;
    }
    case 'no-push':
      return 0;
    case 'capture-battery':
      return 1;
    default:
      return 0;
  }
}

/** Scores La Legión's legal actions for `seat` from its view (see the module's notes). */
function score(_game: AnyGame, view: AnyState, seat: PlayerId, legal: readonly AnyAction[]): number[] {
  const s = view as unknown as LegionState;
  const x = context(s, seat === 'spanish' ? SPANISH : MOROCCAN);
  return legal.map((a) => scoreOne(x, a as unknown as LegionAction));
}

/** La Legión's evaluation: see the module's notes. */
export const laLegionEvaluation: Evaluation = { game: 'la-legion', score };
