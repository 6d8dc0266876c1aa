/**
 * La Legión's encoding for learning: its action space (set-up 6, aircraft and fleets 8.2,
 * bombardment, reinforcements 6, movement 7 and combat 10, surrender 5) and its observation planes
 * (every counter's place and what it did this turn, the map's occupancy and zones of control 7,
 * turn 4 and weather 9, the decision under way). Nothing is hidden in La Legión but the dice.
 * Counters are the 199 of `COUNTER_IDS`, hexes the 1242 of `HEX_IDS` (printed numbers).
 */
import { laLegion, type LegionState } from '../games/la-legion/index.js';
import { COUNTERS } from '../games/la-legion/data/counters.js';
import { MAP_COLUMNS, MAP_ROWS } from '../games/la-legion/data/map.js';
import { HEX_IDS, LANDING, MELILLA, MOROCCAN_ZONE, NEIGHBOURS, SPANISH_ZONE, ZONE, hexIndex, isLand } from '../games/la-legion/board.js';
import { AIRCRAFT, COUNTER_IDS, FLEETS, IS_ARTILLERY, MOROCCAN, SIDE_OF, SPANISH } from '../games/la-legion/pieces.js';
import { AT_MELILLA, ELIMINATED, GROUNDED, IN_BOX } from '../games/la-legion/state.js';
import type { GameEncoding } from './encoding.js';
import { layout, oneHot, planes, valuesField, type ActionField } from './space.js';

type S = LegionState;
const N = COUNTER_IDS.length;
const SIDES = ['spanish', 'moroccan'] as const;
const ids = (test: (i: number) => boolean): string[] => COUNTER_IDS.filter((_, i) => test(i));
const counter = (name: string, list: readonly string[] = COUNTER_IDS) => valuesField<S>(name, list);
const hex = (list: readonly string[] = HEX_IDS) => valuesField<S>('hex', list);
/** The land hexes of a side's zone, where it places its counters (6) and the Moroccans bring theirs (6.1). */
const zone = (z: number): string[] => HEX_IDS.filter((_, h) => isLand(h) && ZONE[h] === z);
const sideOf = new Map(COUNTER_IDS.map((id, i) => [id, SIDE_OF[i]]));
const ofSide = (side: number) => (a: Readonly<Record<string, unknown>>) => sideOf.get(a.counter as string) === side;
const SPANISH_IDS = ids((i) => SIDE_OF[i] === SPANISH);
const MOROCCAN_IDS = ids((i) => SIDE_OF[i] === MOROCCAN);
const arriving = (side: number): string[] => ids((i) => SIDE_OF[i] === side && (COUNTERS[i]!.entryTurn ?? 1) > 1);
/** Past the farthest a push carries a counter (its movement factor and one, 8.3; the weather only shortens it). */
const PUSH_REACH = Math.max(...COUNTERS.map((c) => c.movement ?? 0)) + 4;
const counterNumber = new Map(COUNTER_IDS.map((id, i) => [id, i]));
/** A push's hex by the line it runs along from the pushed counter's hex (8.3): facing * reach + (hexes - 1). */
const pushHex: ActionField<S> = {
  name: 'hex',
  size: 6 * PUSH_REACH,
  code: (s, a) => {
    const from = s.at[counterNumber.get(a.counter as string) ?? -1] ?? -1;
    const target = hexIndex(a.hex as string);
    for (let f = 0; f < 6 && from >= 0; f++) {
      let h = from;
      for (let k = 0; k < PUSH_REACH && h >= 0; k++) {
        h = NEIGHBOURS[h * 6 + f]!;
        if (h === target) return f * PUSH_REACH + k;
      }
    }
    return -1;
  },
  label: (k) => `facing ${Math.floor(k / PUSH_REACH)}, ${(k % PUSH_REACH) + 1} hexes`,
};
const AIR = AIRCRAFT.map((i) => COUNTER_IDS[i]!);
const FLEET = FLEETS.map((i) => COUNTER_IDS[i]!);
const BATTERIES = ids((i) => IS_ARTILLERY[i] === true);

const actions = layout<S>([
  ...['end-subturn', 'end-bombardment', 'end-movement', 'stay', 'end-combat', 'resolve', 'capture-battery', 'leave-battery', 'surrender'].map((type) => ({
    type,
    fields: [],
  })),
  {
    type: 'place',
    when: ofSide(SPANISH),
    fields: [counter('counter', SPANISH_IDS), hex(zone(SPANISH_ZONE))],
    note: 'a Spanish counter in the Spanish zone (6)',
  },
  {
    type: 'place',
    when: ofSide(MOROCCAN),
    fields: [counter('counter', MOROCCAN_IDS), hex(zone(MOROCCAN_ZONE))],
    note: 'a Moroccan counter in the Moroccan zone (6)',
  },
  { type: 'fly', fields: [counter('aircraft', AIR), hex()] },
  { type: 'strike', fields: [counter('aircraft', AIR), counter('target')] },
  { type: 'fleet-fire', fields: [counter('fleet', FLEET), counter('target')] },
  { type: 'fleet-hold', fields: [counter('fleet', FLEET)] },
  { type: 'bombard', fields: [counter('battery', BATTERIES), counter('target')] },
  {
    type: 'enter',
    when: ofSide(SPANISH),
    fields: [counter('counter', arriving(SPANISH)), hex([HEX_IDS[MELILLA]!])],
    note: 'a Spanish reinforcement at Melilla (6)',
  },
  {
    type: 'enter',
    when: ofSide(MOROCCAN),
    fields: [counter('counter', arriving(MOROCCAN)), hex(zone(MOROCCAN_ZONE))],
    note: 'a Moroccan reinforcement in the Moroccan zone (6.1)',
  },
  { type: 'land', fields: [counter('counter', arriving(SPANISH)), hex(LANDING.map((h) => HEX_IDS[h]!))] },
  { type: 'move', fields: [counter('counter')] },
  { type: 'move-to', fields: [hex()] },
  { type: 'push', fields: [counter('counter'), pushHex], note: 'the hex by the line from the pushed counter (8.3)' },
  { type: 'no-push', fields: [counter('counter')] },
  { type: 'attack', fields: [counter('target')] },
  { type: 'add-attacker', fields: [counter('counter')] },
  { type: 'add-defender', fields: [counter('counter')] },
  { type: 'add-support', fields: [counter('battery', BATTERIES)] },
]);

const TASKS = [
  'deploy',
  'turn',
  'side',
  'air',
  'fleets',
  'bombard',
  'reinforce',
  'movement',
  'moving',
  'car-pushes',
  'combat',
  'declare',
  'capture',
  'end-turn',
] as const;
const PLACES = [IN_BOX, ELIMINATED, GROUNDED, AT_MELILLA];
const top = (s: S) => s.tasks[s.tasks.length - 1];
const column = (h: number): number => Math.floor(h / MAP_ROWS);
const row = (h: number): number => h % MAP_ROWS;
const taskCounters = (s: S): { moving: readonly number[]; attackers: readonly number[]; defenders: readonly number[]; support: readonly number[] } => {
  const t = top(s);
  if (t?.t === 'declare') return { moving: [], attackers: t.attackers, defenders: t.defenders, support: t.support };
  if (t?.t === 'moving') return { moving: [t.counter], attackers: [], defenders: [], support: [] };
  if (t?.t === 'car-pushes') return { moving: [t.car], attackers: [], defenders: [], support: [] };
  return { moving: [], attackers: [], defenders: [], support: [] };
};

const observation = planes<S>([
  {
    name: 'counter-place',
    shape: [N, 7],
    doc: 'per counter (COUNTER_IDS): on the map, its column / 46, its row / 27, in the box (not yet in play), eliminated, grounded (aircraft), at Melilla',
    fill: (s, _seat, out, at) =>
      s.at.forEach((h, c) => {
        const o = at + c * 7;
        if (h >= 0) {
          out[o] = 1;
          out[o + 1] = column(h) / MAP_COLUMNS;
          out[o + 2] = row(h) / MAP_ROWS;
        } else oneHot(out, o + 3, PLACES.indexOf(h), 4);
      }),
  },
  {
    name: 'counter-flags',
    shape: [N, 8],
    doc: 'per counter: the eight bits of what it did this turn (moved, fought...)',
    fill: (s, _seat, out, at) =>
      s.flags.forEach((f, c) => {
        for (let b = 0; b < 8; b++) out[at + c * 8 + b] = (f >> b) & 1;
      }),
  },
  {
    name: 'occupancy',
    shape: [2, MAP_COLUMNS, MAP_ROWS],
    doc: 'per side (Spanish, Moroccan), column and row of the map: 1 where a land counter of that side stands',
    fill: (s, _seat, out, at) => {
      for (const [x, col] of s.occupant.entries())
        for (const [y, c] of col.entries()) if (c >= 0) out[at + SIDE_OF[c]! * MAP_COLUMNS * MAP_ROWS + x * MAP_ROWS + y] = 1;
    },
  },
  {
    name: 'zoc',
    shape: [2, MAP_COLUMNS, MAP_ROWS],
    doc: "per side, column and row: how many of the side's land counters stand next to the hex (its zone of control, 7)",
    fill: (s, _seat, out, at) => {
      for (const [side, grid] of s.zoc.entries())
        for (const [x, col] of grid.entries()) for (const [y, n] of col.entries()) out[at + side * MAP_COLUMNS * MAP_ROWS + x * MAP_ROWS + y] = n;
    },
  },
  { name: 'turn', shape: [13], doc: 'one-hot of the turn, 1-13 (4)', fill: (s, _seat, out, at) => oneHot(out, at, s.turn - 1, 13) },
  {
    name: 'weather',
    shape: [3],
    doc: "one-hot of the turn's weather: sandstorm, normal, very-hot (9)",
    fill: (s, _seat, out, at) => oneHot(out, at, ['sandstorm', 'normal', 'very-hot'].indexOf(s.weather ?? ''), 3),
  },
  {
    name: 'task',
    shape: [TASKS.length],
    doc: `one-hot of the decision under way: ${TASKS.join(', ')}`,
    fill: (s, _seat, out, at) => oneHot(out, at, TASKS.indexOf(top(s)?.t as never), TASKS.length),
  },
  {
    name: 'to-move',
    shape: [2],
    doc: 'one-hot of the side deciding now',
    fill: (s, _seat, out, at) => oneHot(out, at, SIDES.indexOf(laLegion.activePlayer(s) as never), 2),
  },
  { name: 'seat', shape: [2], doc: 'one-hot of the observing side', fill: (_s, seat, out, at) => oneHot(out, at, SIDES.indexOf(seat as never), 2) },
  {
    name: 'engaged',
    shape: [4, N],
    doc: 'per counter: the one moving (or pushing), and the declared attackers, defenders and supporting batteries of a combat (10)',
    fill: (s, _seat, out, at) => {
      const t = taskCounters(s);
      for (const [k, list] of [t.moving, t.attackers, t.defenders, t.support].entries()) for (const c of list) oneHot(out, at + k * N, c, N);
    },
  },
]);

/** La Legión's encoding: the standard set-up and the free deployment. */
export const laLegionEncoding: GameEncoding<S> = {
  game: 'la-legion',
  format: 1,
  modes: [
    { name: 'standard', options: {}, solitaire: false, doc: 'the Spanish against the Moroccans from the standard set-up (6)' },
    { name: 'free', options: { deployment: 'free' }, solitaire: false, doc: 'the players place their counters themselves first (6)' },
  ],
  modeOf: (options) => (options.deployment === 'free' ? 'free' : 'standard'),
  ruleSeats: () => [],
  actions,
  observation,
  notes: [
    "place, enter and land name a counter and a hex in one action of the game, so their parts of the space are products: a side's counters by the land hexes of its zone (place), its reinforcements by where they may arrive (enter, land). A push names its hex by the line it runs along from the pushed counter: facing x hexes.",
    'Counters are numbered as in COUNTER_IDS and hexes as in HEX_IDS; map planes are laid out column by column (46 columns of 27 rows).',
  ],
};
