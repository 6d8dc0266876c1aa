// La Legión's movement (7, 2.3, 6.1, 8.3, 9, readings 1, 6, 7, 8, 9, 24) tied to a plain reference:
// for random small positions, the hexes a counter is offered, what each move costs, whether it is a
// displacement and whether it engages are computed again here from the rules, path by path, with
// none of movement.ts's search (its buckets, its packed road table, its first-step shortcut).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laLegion, type LegionAction, type LegionState } from 'reglas/la-legion';
import {
  HEX_COUNT,
  HEX_IDS,
  MELILLA,
  MOUNTAIN,
  NEIGHBOURS,
  ROAD_LINKS,
  TERRAIN,
  distance,
  hexIndex,
  isLand,
  isPlainTown,
  isPlaza,
} from '../../src/games/la-legion/board.js';
import { occupantAt } from '../../src/games/la-legion/edits.js';
import { movingAccepts, movingCount, movingLegal } from '../../src/games/la-legion/movement.js';
import { IS_ARTILLERY, IS_CAR, MOROCCAN, SIDE_OF, SPANISH, counterIndex } from '../../src/games/la-legion/pieces.js';
import { ARRIVED, AT_MELILLA, DISPLACED, ENGAGED, LANDED, MOVED, type Weather } from '../../src/games/la-legion/state.js';
import { movementFactor } from '../../src/games/la-legion/weather.js';
import { board, steps } from './helpers.js';

/** Movers of every arm and both sides, and the counters set around them. */
const MOVERS = [
  'ceriñola-1',
  'bandera-1-1',
  'ceriñola-4',
  'ceriñola-5',
  'harca-soliman-2',
  'blindados-1',
  'bandera-7-1',
  'beni-urriaguel-1',
  'beni-urriaguel-27',
  'beni-urriaguel-31',
  'captured-battery-1',
];
const SPANISH_OTHERS = ['bandera-2-1', 'bandera-3-1', 'regulares-melilla-1', 'regulares-melilla-2', 'garellano-1'];
const MOROCCAN_OTHERS = ['beni-ulisex-1', 'beni-ulisex-2', 'beni-ulisex-3', 'beni-ulisex-4', 'beni-ulisex-5'];
/** Centres of the positions: plain, mountains, roads, towns and plazas, the coast, Melilla's gate, the map's edge. */
const CENTRES = ['2918', '3124', '3224', '1413', '1513', '3518', '3708', '3808', '0511', '0112', '2420', '1608', '3020', '2618', '3811'];

const inZone = (s: LegionState, h: number, enemy: number): boolean => {
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[h * 6 + f]!;
    if (n >= 0 && occupantAt(s, n) >= 0 && SIDE_OF[occupantAt(s, n)] === enemy) return true;
  }
  return false;
};
/** Whether hexes a and b (neighbours) have a common neighbour held by `enemy`: a step along that counter's zone (7). */
const alongZone = (s: LegionState, a: number, b: number, enemy: number): boolean => {
  for (let f = 0; f < 6; f++) {
    const n = NEIGHBOURS[a * 6 + f]!;
    if (n >= 0 && distance(n, b) === 1 && occupantAt(s, n) >= 0 && SIDE_OF[occupantAt(s, n)] === enemy) return true;
  }
  return false;
};

interface Expected {
  readonly ends: Set<number>;
  /** The cheapest cost to each end. */
  readonly cost: Map<number, number>;
  /** The ends reached within the movement factor (not by displacement). */
  readonly within: Set<number>;
  readonly start: number;
}

/** The reference: every hex the counter may end on, from the rules, by a plain cheapest-path search over (hex, all the way on the road). */
function expected(s: LegionState, c: number): Expected | null {
  const side = SIDE_OF[c]!;
  const enemy = side === SPANISH ? MOROCCAN : SPANISH;
  const m = movementFactor(s.weather, c);
  if (m <= 0) return null;
  const flags = s.flags[c]!;
  const entering = s.at[c] === AT_MELILLA;
  const start = entering ? MELILLA : s.at[c]!;
  const car = IS_CAR[c]!;
  let max: number;
  let combat: number;
  // 2.3: the most a move within the movement factor costs (a battery's too: reading 12), -1 for a reinforcement's move.
  let within = m;
  let bonus = 2;
  if ((flags & LANDED) !== 0) {
    // 6.1: half the movement factor, rounded down, the road's bonus not on top; reading 9: no battery into a zone.
    max = Math.floor(m / 2);
    if (max === 0) return null;
    combat = IS_ARTILLERY[c] ? -1 : max;
    within = max;
    bonus = 0;
  } else if ((flags & ARRIVED) !== 0) {
    // 6.1: displacement plus ten; reading 9: never into an enemy zone.
    max = 2 * m + 10;
    combat = -1;
    within = -1;
  } else {
    max = 2 * m;
    combat = IS_ARTILLERY[c] ? -1 : m;
  }
  const waiting = s.at.includes(AT_MELILLA);
  const enterable = (h: number): boolean =>
    h >= 0 &&
    isLand(h) &&
    occupantAt(s, h) === -1 &&
    !(side === MOROCCAN && h === MELILLA && waiting) &&
    !(car && (TERRAIN[h] === MOUNTAIN || isPlaza(h) || isPlainTown(h)));
  const stepCost = (h: number): number => (TERRAIN[h] === MOUNTAIN ? 2 : 1);
  const key = (h: number, road: boolean): number => h * 2 + (road ? 1 : 0);
  const dist = new Map<number, number>([[key(start, ROAD_LINKS[start] !== 0), 0]]);
  const queue: [number, boolean, number][] = [[start, ROAD_LINKS[start] !== 0, 0]];
  while (queue.length > 0) {
    queue.sort((a, b) => a[2] - b[2]);
    const [h, road, d] = queue.shift()!;
    if (dist.get(key(h, road))! < d) continue;
    // 7: a hex of an enemy zone stops the counter; only the start may be left from inside one.
    if (h !== start && inZone(s, h, enemy)) continue;
    for (let f = 0; f < 6; f++) {
      const n = NEIGHBOURS[h * 6 + f]!;
      if (!enterable(n)) continue;
      const nd = d + stepCost(n);
      const nroad = road && (ROAD_LINKS[h]! & (1 << f)) !== 0;
      const into = inZone(s, n, enemy);
      const limit = (into ? combat : max) + (nroad ? bonus : 0);
      if ((into && combat < 0) || nd > limit) continue;
      if (into && inZone(s, h, enemy) && alongZone(s, h, n, enemy)) continue;
      if (nd < (dist.get(key(n, nroad)) ?? Infinity)) {
        dist.set(key(n, nroad), nd);
        queue.push([n, nroad, nd]);
      }
    }
  }
  const ends = new Set<number>();
  const cost = new Map<number, number>();
  const inside = new Set<number>();
  for (const [k, d] of dist) {
    const h = k >> 1;
    const road = (k & 1) === 1;
    if (h === start) continue;
    ends.add(h);
    cost.set(h, Math.min(cost.get(h) ?? Infinity, d));
    if (within >= 0 && d <= within + (road ? bonus : 0)) inside.add(h);
  }
  // 6.1: a reinforcement coming in through Melilla may stay there, if free and open to it.
  if (entering && enterable(start) && (combat >= 0 || !inZone(s, start, enemy))) {
    ends.add(start);
    cost.set(start, 0);
    if (within >= 0) inside.add(start);
  }
  return { ends, cost, within: inside, start };
}

interface Case {
  readonly mover: string;
  readonly centre: string;
  readonly others: { id: string; dx: number; dy: number }[];
  readonly weather: Weather;
  readonly arrival: 'none' | 'arrived' | 'landed' | 'melilla';
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  mover: fc.constantFrom(...MOVERS),
  centre: fc.constantFrom(...CENTRES),
  others: fc.array(
    fc.record({ id: fc.constantFrom(...SPANISH_OTHERS, ...MOROCCAN_OTHERS), dx: fc.integer({ min: -3, max: 3 }), dy: fc.integer({ min: -3, max: 3 }) }),
    { maxLength: 6 },
  ),
  weather: fc.constantFrom<Weather>('normal', 'normal', 'sandstorm', 'very-hot'),
  arrival: fc.constantFrom('none', 'none', 'none', 'arrived', 'landed', 'melilla'),
});

/** The position of a case: the mover on the centre (or waiting in Melilla), the others on free land hexes near it. */
function position(k: Case): { s: LegionState; c: number } | null {
  const c = counterIndex(k.mover);
  const centre = hexIndex(k.centre);
  const counters: Record<string, string | number> = {};
  const used = new Set<number>();
  if (k.arrival === 'melilla') {
    if (SIDE_OF[c] !== SPANISH) return null;
    counters[k.mover] = AT_MELILLA;
  } else {
    counters[k.mover] = k.centre;
    used.add(centre);
  }
  const col = Number(k.centre.slice(0, 2));
  const row = Number(k.centre.slice(2));
  for (const o of k.others) {
    if (o.id in counters) continue;
    const id = `${String(col + o.dx).padStart(2, '0')}${String(row + o.dy).padStart(2, '0')}`;
    const h = HEX_IDS.indexOf(id as never);
    if (h < 0 || !isLand(h) || used.has(h)) continue;
    used.add(h);
    counters[o.id] = id;
  }
  // A kabila counter far off, so that each side has counters in play.
  counters['beni-urriaguel-9'] ??= '0216';
  const arrival = k.arrival === 'none' ? 0 : k.arrival === 'landed' ? ARRIVED | LANDED : ARRIVED;
  const side = SIDE_OF[c] === SPANISH ? 'spanish' : 'moroccan';
  // Moroccan reinforcements and landings come only from their own rules; keep those Spanish.
  if (k.arrival === 'landed' && side !== 'spanish') return null;
  const s = board({ counters, weather: k.weather, turn: 5, flags: { [k.mover]: arrival }, tasks: steps({ t: 'movement', side }) });
  return { s, c };
}

describe('7: the hexes a counter may end on, tied to a plain reference of the rules', () => {
  it('7, 2.3, 6.1, 8.3, 9: the ends offered, their cost, displacement and engagement agree with the reference in random positions', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const p = position(k);
        if (p === null || p.s.tasks.at(-1)?.t !== 'movement') return;
        const { s, c } = p;
        const want = expected(s, c);
        const task = { t: 'moving' as const, counter: c, pushed: false };
        const legal = movingLegal(s, task);
        const got = legal.flatMap((a) => (a.type === 'move-to' ? [hexIndex(a.hex)] : []));
        expect(new Set(got), `${k.mover} ends`).toEqual(want?.ends ?? new Set());
        expect(got.length).toBe(new Set(got).size);
        // 6.1: a counter coming in may not stay out; every other may stay.
        const mustEnter = s.at[c] === AT_MELILLA;
        expect(legal.some((a) => a.type === 'stay')).toBe(want !== null && !mustEnter);
        expect(movingCount(s, task)).toBe(Math.min(legal.length, 2));
        // The fast form accepts the ends offered and refuses every other hex near the counter.
        const from = want?.start ?? s.at[c]!;
        for (let h = 0; h < HEX_COUNT; h++) {
          if (from >= 0 && distance(h, from) > 8) continue;
          expect(movingAccepts(s, task, { type: 'move-to', hex: HEX_IDS[h]! }), HEX_IDS[h]).toBe(got.includes(h));
        }
        // 7: the counter is listed as movable when it has somewhere to go (a car also when it has counters to push).
        const listed = laLegion.legalActions(s).some((a) => a.type === 'move' && a.counter === k.mover);
        const pushes = IS_CAR[c]! && s.at[c]! >= 0 && inZone(s, s.at[c]!, MOROCCAN);
        expect(listed, 'movable').toBe(want !== null && (want.ends.size > 0 || pushes));
        // One move played: its event's cost, displacement and engagement.
        if (want === null || got.length === 0 || pushes) return;
        const to = got[got.length >> 1]!;
        const chosen = laLegion.step(s, { type: 'move', counter: k.mover }).state;
        const moved = laLegion.step(chosen, { type: 'move-to', hex: HEX_IDS[to]! } as LegionAction);
        const event = moved.events.find((e) => e.type === 'move');
        const enemy = SIDE_OF[c] === SPANISH ? MOROCCAN : SPANISH;
        const hasTarget = Array.from({ length: 6 }, (_, f) => NEIGHBOURS[to * 6 + f]!).some((n) => {
          if (n < 0) return false;
          const e = occupantAt(s, n);
          return e >= 0 && SIDE_OF[e] === enemy && !(s.weather === 'sandstorm' && TERRAIN[n] === MOUNTAIN);
        });
        expect(event, `${k.mover} to ${HEX_IDS[to]}`).toMatchObject({
          counter: k.mover,
          to: HEX_IDS[to],
          cost: want.cost.get(to),
          displacement: !want.within.has(to),
          engaged: !IS_CAR[c] && inZone(s, to, enemy) && hasTarget,
        });
        // 2.3: a displacement may not attack afterwards; 7: a counter that entered a zone must.
        const flags = moved.state.flags[c]!;
        expect(flags & MOVED).toBe(MOVED);
        expect((flags & DISPLACED) !== 0, 'displaced').toBe(!want.within.has(to));
        expect((flags & ENGAGED) !== 0, 'engaged').toBe((event as { engaged: boolean }).engaged);
      }),
      { numRuns: 120, seed: 25 },
    );
  });
});

describe('7: the move event explains the move', () => {
  const spanishMove = () => steps({ t: 'movement', side: 'spanish' }, { t: 'combat', side: 'spanish' });

  it('7, 2.3: a move within the movement factor, a displacement, and a move into an enemy zone are each named so', () => {
    const s = board({
      counters: { 'ceriñola-1': '2912', 'bandera-1-1': '2918', 'beni-urriaguel-1': '3120', 'beni-urriaguel-9': '0216' },
      tasks: spanishMove(),
    });
    const move = (hex: string, counter = 'ceriñola-1') =>
      laLegion.step(laLegion.step(s, { type: 'move', counter }).state, { type: 'move-to', hex }).events.find((e) => e.type === 'move');
    expect(move('2914')).toEqual({
      type: 'move',
      text: 'ceriñola-1 2912 -> 2914 (2 MP)',
      rule: '7',
      counter: 'ceriñola-1',
      from: '2912',
      to: '2914',
      cost: 2,
      displacement: false,
      engaged: false,
    });
    expect(move('2917')).toEqual({
      type: 'move',
      text: 'ceriñola-1 2912 -> 2917 (5 MP, displacement)',
      rule: '7',
      counter: 'ceriñola-1',
      from: '2912',
      to: '2917',
      cost: 5,
      displacement: true,
      engaged: false,
    });
    expect(move('3019', 'bandera-1-1')).toEqual({
      type: 'move',
      text: 'bandera-1-1 2918 -> 3019 (2 MP, enters an enemy zone of control: must attack)',
      rule: '7',
      counter: 'bandera-1-1',
      from: '2918',
      to: '3019',
      cost: 2,
      displacement: false,
      engaged: true,
    });
  });

  it("6.1: a reinforcement coming out of Melilla moves from Melilla's hex, by displacement (it may not attack that turn)", () => {
    const s = board({
      counters: { 'bandera-4-1': AT_MELILLA, 'bandera-1-1': '3811', 'beni-urriaguel-9': '0216' },
      flags: { 'bandera-4-1': ARRIVED },
      turn: 3,
      tasks: spanishMove(),
    });
    const chosen = laLegion.step(s, { type: 'move', counter: 'bandera-4-1' }).state;
    const event = laLegion.step(chosen, { type: 'move-to', hex: '3708' }).events.find((e) => e.type === 'move');
    expect(event).toMatchObject({
      text: 'bandera-4-1 Melilla -> 3708 (1 MP, displacement)',
      from: '3807',
      to: '3708',
      cost: 1,
      displacement: true,
      engaged: false,
    });
  });
});
