/**
 * A unit's reach (3, 5, 8, 8.2, 8.3, scenario): every hex and facing where a move begun now may end,
 * with the most MP left there, found by one search of the steps and turns its MP allow; for rules
 * lawyers ("where can this knight go?") and bots. The moves themselves are played step by step
 * (`movement.ts`).
 * @module
 */
import { HEX_COUNT, hexId, hexIndex, neighbour } from './board.js';
import { sideAt } from './edits.js';
import { ARTILLERY_FRONT, FRONT, beginMove, endsAt, frozen, leaveCost, mountedCosts, movingLegal, mujahidBars, terrainCost } from './movement.js';
import { IS_ARTILLERY, UNIT_SIDE } from './pieces.js';
import type { AlFiloState, AlFiloTask } from './state.js';

type MovingTask = Extract<AlFiloTask, { t: 'moving' }>;

/**
 * Explores every (hex, facing) the moving unit can reach from `h` facing `facing` with `mp` by
 * steps into its front hexes and turns, each with the most MP it can have left there (8, 8.2, 8.3,
 * 5.2, scenario), and calls `visit` on each (a place met again with more MP is visited again). The
 * state's other units stay where they stand (5.1: friends are passed through, enemies never
 * entered). A place waits on the stack packed as `(h * 6 + facing) * 64 + mp`.
 */
function explore(s: AlFiloState, t: MovingTask, h: number, facing: number, mp: number, visit: (h: number, facing: number, mp: number) => void): void {
  const best = new Int8Array(HEX_COUNT * 6);
  const queue: number[] = [(h * 6 + facing) * 64 + mp];
  const u = t.unit;
  const side = UNIT_SIDE[u]!;
  const mounted = mountedCosts(s, u);
  const front = IS_ARTILLERY[u] ? ARTILLERY_FRONT : FRONT;
  while (queue.length > 0) {
    const packed = queue.pop()!;
    const key = packed >> 6;
    const nmp = packed & 63;
    const nh = (key / 6) | 0;
    const nf = key % 6;
    if (best[key]! > nmp) continue;
    best[key] = nmp + 1;
    visit(nh, nf, nmp);
    let leave = -1;
    for (let i = 0; i < front.length; i++) {
      const f = (nf + front[i]!) % 6;
      const to = neighbour(nh, f);
      if (to < 0 || (sideAt(s, to) >= 0 && sideAt(s, to) !== side) || mujahidBars(s, u, t.from, to)) continue;
      const base = terrainCost(nh, f, to, mounted);
      if (base === null) continue;
      if (leave < 0) leave = leaveCost(s, t, nh);
      const c = base + leave;
      if (c <= nmp && best[to * 6 + nf]! <= nmp - c) queue.push((to * 6 + nf) * 64 + nmp - c);
    }
    if (nmp >= 1) {
      for (let k = 1; k < 6; k += 4) {
        const turned = nh * 6 + ((nf + k) % 6);
        if (best[turned]! <= nmp - 1) queue.push(turned * 64 + nmp - 1);
      }
    }
  }
}

/** One place a unit can end its move: hex, facing and the MP it would have left (an {@link reach} entry). */
export interface ReachedPlace {
  /** The hex, as printed. */
  readonly hex: string;
  /** The facing, 0-5 clockwise from north. */
  readonly facing: number;
  /** The most MP it can have left there. */
  readonly mp: number;
}

/**
 * Every hex and facing where a unit beginning its move now (in command, 7.3) may end it (3, 5, 8,
 * 8.2, 8.3, scenario), with the most MP it can have left there: the steps and turns of its MP, the
 * one hex always allowed (8) and the one-hex retreat (8.3). A rules lawyer's "where can this
 * knight go?", and a bot's view of a unit's move; the moves themselves are played step by step.
 */
export function reachOf(s: AlFiloState, u: number): ReachedPlace[] {
  const t = beginMove(s, u, -1, 'command');
  const h = s.at[u]!;
  const out = new Map<number, ReachedPlace>();
  const add = (hex: number, facing: number, mp: number): void => {
    const key = hex * 6 + facing;
    const known = out.get(key);
    if (known === undefined || known.mp < mp) out.set(key, { hex: hexId(hex), facing, mp });
  };
  if (frozen(s, u)) {
    for (let f = 0; f < 6; f++) add(h, f, t.mp);
    return [...out.values()];
  }
  explore(s, t, h, s.facing[u]!, t.mp, (nh, nf, nmp) => {
    if (endsAt(s, t, nh, nmp, nh !== h || nf !== s.facing[u])) add(nh, nf, nmp);
  });
  for (const a of movingLegal(s, t)) {
    if (a.type !== 'retreat' && a.type !== 'step') continue;
    const to = hexIndex(a.to);
    // a step listed but not reached by the search is 8's one hex whatever it costs
    if (a.type === 'retreat' || (!out.has(to * 6 + s.facing[u]!) && endsAt(s, t, to, 0, true))) add(to, s.facing[u]!, 0);
  }
  return [...out.values()];
}
