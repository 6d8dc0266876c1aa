/**
 * Rout moves, the end of phase E (12.2, 12.3; scenario, Huida).
 *
 * - 12.2: every routed unit not rallied (it failed, or could not test next to an enemy) moves
 *   with the whole of its MP towards its side's flight edge, straight along its column (reading
 *   19), paying the terrain's costs; it leaves the column only where the next hex of its column
 *   would eliminate it (an enemy unit or impassable terrain there) or bring it next to an enemy
 *   unit, into the hex ahead in a neighbouring column that does neither (the western one when both
 *   do: the rules name no chooser, so phase E stays automatic); when none does, it goes straight
 *   into contact, or into a neighbouring column to live; barred every way, it is eliminated. It
 *   passes through friends (5.1) and must end where it may stand (5.1, 5.2), or is eliminated.
 *   Leaving the map by its flight edge, it is eliminated as routed off the map.
 * - Scenario (Huida): a cavalry unit's rout move is limited to half its MP, rounded up (reading 19:
 *   exactly that, still compulsory).
 * - A 5.2 pair of routed units moves as one counter (5.2); leaders and the De Rada and Ruy Díaz
 *   markers go with a counter that leaves nobody behind (7.1, reading 20).
 * - Moves are made nearest the flight edge first (the Christians', then the Muslims'), so that a
 *   unit ahead does not bar one behind it, and in the order of battle between counters equally
 *   near (reading: the rules name no order).
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { hexId, neighbour, rowOf } from './board.js';
import { enemyAdjacent, popPush, unitsAt } from './edits.js';
import { canEndAt, mountedCosts, movementAllowance, pairable, terrainCost } from './movement.js';
import { entered } from './navas.js';
import { CHRISTIAN, UNIT_COUNT, UNIT_IDS, UNIT_NAME, UNIT_SIDE } from './pieces.js';
import { eliminate, FLIGHT_FACING, moveCounters } from './results.js';
import { ROUTED, type AlFiloState } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** A rout move's next step from a hex: into `to` for `cost` MP, off the map, or barred. */
type RoutStep = { readonly kind: 'step'; readonly to: number; readonly cost: number } | { readonly kind: 'off' } | { readonly kind: 'barred' };

/** The MP of a counter's rout move (12.2; scenario, Huida: a cavalry unit's half, rounded up). */
export function routAllowance(s: AlFiloState, counter: readonly number[]): number {
  let mp = Infinity;
  for (const u of counter) mp = Math.min(mp, s.mounted[u] === 1 ? Math.ceil(movementAllowance(s, u) / 2) : movementAllowance(s, u));
  return mp;
}

/**
 * The next step of a counter of `side` routing from `h` (12.2, reading 19): straight on while that
 * neither bars it nor brings it next to an enemy; else the hex ahead in a neighbouring column that
 * does neither (western first); else straight into contact; else a neighbouring column into
 * contact; else barred.
 */
export function routStep(s: AlFiloState, side: number, h: number, mounted: boolean): RoutStep {
  const dir = FLIGHT_FACING[side]!;
  const straight = neighbour(h, dir);
  if (straight < 0) return { kind: 'off' };
  // western first: north-west for the Muslims fleeing north, south-west for the Christians fleeing south
  const order = side === CHRISTIAN ? [dir, (dir + 1) % 6, (dir + 5) % 6] : [dir, (dir + 5) % 6, (dir + 1) % 6];
  let fallback: RoutStep = { kind: 'barred' };
  for (const f of order) {
    const n = neighbour(h, f);
    if (n < 0) continue;
    const there = s.occ[n]!;
    const cost = terrainCost(h, f, n, mounted);
    if ((there >= 0 && UNIT_SIDE[there] !== side) || cost === null) continue;
    if (!enemyAdjacent(s, n, side)) return { kind: 'step', to: n, cost };
    if (fallback.kind === 'barred') fallback = { kind: 'step', to: n, cost };
  }
  return fallback;
}

/**
 * The routed counters that make a rout move now, nearest their flight edge first, the Christians'
 * before the Muslims'; counters equally near keep the order of battle (listed in it, and the sort
 * is stable).
 */
function routingCounters(s: AlFiloState): number[][] {
  const out: number[][] = [];
  const seen = new Set<number>();
  for (let u = 0; u < UNIT_COUNT; u++) {
    if (s.at[u]! < 0 || s.disorder[u] !== ROUTED || seen.has(u)) continue;
    const counter = unitsAt(s, s.at[u]!).filter((v) => v === u || (pairable(u, v) && s.disorder[v] === ROUTED));
    for (const v of counter) seen.add(v);
    out.push(counter);
  }
  const edge = (c: readonly number[]): number => (UNIT_SIDE[c[0]!] === CHRISTIAN ? -rowOf(s.at[c[0]!]!) : 1000 + rowOf(s.at[c[0]!]!));
  return out.sort((a, b) => edge(a) - edge(b));
}

/** 12.2: one counter's rout move. */
function routMove(s: AlFiloState, counter: readonly number[], ctx: Ctx): AlFiloState {
  const u = counter[0]!;
  const partner = counter[1] ?? -1;
  const side = UNIT_SIDE[u]!;
  const mounted = counter.some((v) => mountedCosts(s, v));
  const from = s.at[u]!;
  const allowance = routAllowance(s, counter);
  let mp = allowance;
  let h = from;
  let next = s;
  const path: string[] = [];
  const label = `${UNIT_NAME[u]} (${UNIT_IDS[u]})${partner >= 0 ? ` with ${UNIT_IDS[partner]}` : ''}`;
  const moveTo = (to: number): AlFiloState => (to === from ? next : moveCounters(next, counter, to));
  const lose = (why: string, loss: 'rout' | 'fled'): AlFiloState => {
    if (ctx.log.on)
      ctx.log.push({
        type: 'rout-move',
        text: `${label} routs ${[hexId(from), ...path].join(' -> ')}: ${why} (12.2)`,
        rule: '12.2',
        unit: UNIT_IDS[u]!,
        from: hexId(from),
        path,
        mp: allowance,
      });
    const at = moveTo(h);
    return counter.reduce((acc, v) => eliminate(acc, v, { kind: loss }, ctx), at);
  };
  while (mp > 0) {
    const step = routStep(next, side, h, mounted);
    if (step.kind === 'off') return lose('it leaves the map by its flight edge', 'fled');
    if (step.kind === 'barred') return lose('barred every way, it is eliminated', 'rout');
    if (step.cost > mp) break;
    mp -= step.cost;
    h = step.to;
    path.push(hexId(h));
    // a Muslim unit passing a lone De Rada or Ruy Díaz displaces him; no rout move reaches 1702 (the Christians flee south)
    next = entered(next, u, h, ctx);
  }
  if (!canEndAt(next, u, partner, h)) return lose(`it cannot stand in ${hexId(h)}: eliminated`, 'rout');
  if (ctx.log.on) {
    const spent = allowance - mp;
    ctx.log.push({
      type: 'rout-move',
      text: `${label} routs ${path.length === 0 ? `in place: no hex it can pay for ahead of ${hexId(from)}` : [hexId(from), ...path].join(' -> ')} (${spent} of ${allowance} MP${allowance < movementAllowance(s, u) ? ', half for cavalry: scenario, Huida' : ''}) (12.2)`,
      rule: '12.2',
      unit: UNIT_IDS[u]!,
      from: hexId(from),
      path,
      mp: allowance,
    });
  }
  // in place now, it may complete the encirclement of a lone De Rada or Ruy Díaz (scenario)
  return path.length === 0 ? next : entered(moveTo(h), u, h, ctx);
}

/** Phase E's rout moves (12.2): every routed counter on the map, in turn; then the task is done. */
export function routMoves(s: AlFiloState, ctx: Ctx): AlFiloState {
  let next = popPush(s);
  for (const counter of routingCounters(next)) {
    // an earlier move may have withdrawn it (Al-Andalus broken: scenario)
    if (next.at[counter[0]!]! < 0) continue;
    next = routMove(next, counter, ctx);
  }
  return next;
}
