/**
 * ¡Al filo de la espada!'s encoding for learning: its action space (deployment, rest markers 11.2,
 * initiative 6.C, the activation's moves 6.D, 7, 8) and its observation planes (every unit's place,
 * facing and state, each side's occupancy, the map's heights, the leaders and markers, turn, the
 * decision under way). Nothing of a battle is hidden but the dice. Units are the 136 of
 * `UNIT_IDS`, leaders the 12 of `LEADER_IDS`, hexes the 660 of the map (printed numbers).
 */
import { alFilo, type AlFiloState } from '../games/al-filo/index.js';
import { GRID, LEVEL, facingTo, hexIndex } from '../games/al-filo/board.js';
import { deploymentHexes, freeFacing } from '../games/al-filo/deploy.js';
import { LEADER_IDS, MARKER_IDS, UNIT_IDS, UNIT_SIDE, unitIndex } from '../games/al-filo/pieces.js';
import { OFF_MAP } from '../games/al-filo/state.js';
import type { GameEncoding } from './encoding.js';
import { layout, oneHot, planes, valuesField, type ActionField } from './space.js';

type S = AlFiloState;
const N = UNIT_IDS.length;
const L = LEADER_IDS.length;
const COLS = GRID.columns;
const ROWS = GRID.rows;
const SIDES = ['christian', 'muslim'] as const;
const HEXES = GRID.ids;
const FREE = UNIT_IDS.filter((_, u) => freeFacing(u));
const FIXED = UNIT_IDS.filter((_, u) => !freeFacing(u));
/** Every hex some unit may deploy on (scenario). */
const DEPLOY_HEXES = [...new Set(UNIT_IDS.flatMap((_, u) => deploymentHexes(u)))].sort((a, b) => a - b).map((h) => HEXES[h]!);
const unit = (name: string, list: readonly string[] = UNIT_IDS) => valuesField<S>(name, list);
const leader = valuesField<S>('leader', LEADER_IDS);
const hex = (name: string, list: readonly string[] = HEXES) => valuesField<S>(name, list);
const facing = valuesField<S>('facing', [0, 1, 2, 3, 4, 5]);
/** A move's `with`: code 0 when absent (the unit moves alone), else the partner's number + 1. */
const PARTNER_CODE = new Map(UNIT_IDS.map((id, u) => [id, u + 1]));
const PARTNER: ActionField<S> = {
  name: 'with',
  size: N + 1,
  code: (_s, a) => (a.with === undefined ? 0 : (PARTNER_CODE.get(a.with as string) ?? -1)),
  label: (k) => (k === 0 ? 'none' : UNIT_IDS[k - 1]!),
};

/** A hex named relative to a unit's: the cube offset, each coordinate -6 to 6 (fire reaches 6 hexes, 9.3). */
function offsetField(name: string, unitField: string): ActionField<S> {
  return {
    name,
    size: 13 * 13,
    code: (s, a) => {
      const from = s.at[unitIndex(a[unitField])] ?? -1;
      const to = hexIndex(a[name]);
      if (from < 0 || to < 0) return -1;
      const dq = GRID.cubeQ[to]! - GRID.cubeQ[from]!;
      const dr = GRID.cubeR[to]! - GRID.cubeR[from]!;
      return Math.abs(dq) > 6 || Math.abs(dr) > 6 ? -1 : (dq + 6) * 13 + dr + 6;
    },
    label: (k) => `${Math.floor(k / 13) - 6},${(k % 13) - 6}`,
  };
}
/** An adjacent hex named by the hexside towards it from the unit's hex (0-5); `none` (code 6) when absent. */
function sideField(name: string, unitField: string): ActionField<S> {
  return {
    name,
    size: 7,
    code: (s, a) => {
      if (a[name] === undefined) return 6;
      const from = s.at[unitIndex(a[unitField])] ?? -1;
      const to = hexIndex(a[name]);
      return from < 0 || to < 0 ? -1 : facingTo(from, to);
    },
    label: (k) => (k === 6 ? 'none' : ['N', 'NE', 'SE', 'S', 'SW', 'NW'][k]!),
  };
}
/** A retreat's facing: code 0 when absent (8.3 keeps the facing), else the facing + 1 (10.7). */
const RETREAT_FACING: ActionField<S> = {
  name: 'facing',
  size: 7,
  code: (_s, a) => (a.facing === undefined ? 0 : typeof a.facing === 'number' ? a.facing + 1 : -1),
  label: (k) => (k === 0 ? 'kept' : String(k - 1)),
};

/** A retreat's `unit` (5.2's split): code 0 when the whole counter retreats, 1 the retreat's own unit alone, 2 its partner alone. */
const PAIR_UNIT: ActionField<S> = {
  name: 'unit',
  size: 3,
  code: (s, a) => {
    if (a.unit === undefined) return 0;
    const t = s.tasks[s.tasks.length - 1];
    if (t?.t !== 'retreat') return -1;
    const u = unitIndex(a.unit);
    return u === t.unit ? 1 : u === t.partner ? 2 : -1;
  },
  label: (k) => ['both', 'the unit alone', 'its partner alone'][k]!,
};

const actions = layout<S>([
  ...['end-rest', 'end-moves', 'end-activation', 'mount', 'dismount', 'stop', 'shoot', 'end-fire', 'end-declare', 'stay'].map((type) => ({ type, fields: [] })),
  {
    type: 'place',
    fields: [unit('unit', FIXED), hex('hex', DEPLOY_HEXES)],
    when: (a) => FIXED.includes(a.unit as string),
    note: 'a unit whose deployment facing is set (towards the enemy): unit and hex',
  },
  {
    type: 'place',
    fields: [unit('unit', FREE), facing],
    when: (a) => FREE.includes(a.unit as string),
    note: "Al-Nasir's Pi, on their printed hexes with a free facing: unit and facing",
  },
  { type: 'rest', fields: [unit('unit')] },
  { type: 'activate', fields: [leader] },
  { type: 'designate', fields: [leader] },
  { type: 'inactivate', fields: [leader] },
  { type: 'move', fields: [unit('unit'), PARTNER], note: 'with: none, or the other unit of a 5.2 pair moving together' },
  { type: 'move-leader', fields: [leader] },
  { type: 'move-marker', fields: [valuesField<S>('marker', ['de-rada', 'ruy-diaz'])] },
  { type: 'step', fields: [hex('to')] },
  { type: 'face', fields: [facing] },
  {
    type: 'retreat',
    fields: [hex('to'), RETREAT_FACING, PAIR_UNIT],
    note: "facing: kept in 8.3's fall-back, the new facing after a combat (10.7); unit: the one unit of a 5.2 pair that retreats alone (5.2), or none",
  },
  { type: 'charge', fields: [unit('unit')], note: 'a charge goes straight ahead: its target is the first enemy on the line (10.4)' },
  { type: 'fire', fields: [unit('unit'), offsetField('at', 'unit')], note: 'at: the target hex as a cube offset from the shooter, each coordinate -6 to 6' },
  {
    type: 'attack',
    fields: [unit('unit'), sideField('target', 'unit')],
    note: 'target: none (a new combat on every enemy in front), or the hexside towards the combat it joins',
  },
  { type: 'resolve', fields: [hex('target')] },
  { type: 'advance', fields: [unit('unit'), sideField('to', 'unit'), facing], note: 'to: the hexside towards the vacated hex; facing: the new facing' },
  { type: 'place-leader', fields: [unit('unit')] },
]);

const TASKS = [
  'deploy',
  'rest',
  'initiative-activate',
  'initiative-designate',
  'initiative-inactivate',
  'choose-leader',
  'activation',
  'moving',
  'leader-moving',
  'marker-moving',
  'fire',
  'fire-group',
  'combats',
  'combat',
  'retreat',
  'advance',
  'place-leader',
  'reorient',
] as const;
const top = (s: S) => s.tasks[s.tasks.length - 1];
const col = (h: number): number => GRID.col[h]! - 1;
const row = (h: number): number => GRID.row[h]! - 1;

const observation = planes<S>([
  {
    name: 'unit-place',
    shape: [N, 5],
    doc: 'per unit (UNIT_IDS): on the map, its column / 33, its row / 20, out of the battle (eliminated, routed off the map or withdrawn), not yet deployed',
    fill: (s, _seat, out, at) =>
      s.at.forEach((h, u) => {
        const o = at + u * 5;
        if (h >= 0) {
          out[o] = 1;
          out[o + 1] = (col(h) + 1) / COLS;
          out[o + 2] = (row(h) + 1) / ROWS;
        } else out[o + (h === OFF_MAP ? 4 : 3)] = 1;
      }),
  },
  {
    name: 'unit-facing',
    shape: [N, 6],
    doc: 'per unit: one-hot of its facing, N NE SE S SW NW (3)',
    fill: (s, _seat, out, at) => {
      for (const [u, f] of s.facing.entries()) if (s.at[u]! >= 0) oneHot(out, at + u * 6, f, 6);
    },
  },
  {
    name: 'unit-state',
    shape: [N, 14],
    doc: 'per unit: fatigued (11), demoralized, routed (12), mounted (8.4), then its marks: out of command, resting, moved (this turn), acted, moved (this activation), fired at (9.1), fired at or fought this turn (6.E), fired, charged (10.4), and 1 for the side that owns it being Muslim',
    fill: (s, _seat, out, at) => {
      for (let u = 0; u < N; u++) {
        const o = at + u * 14;
        out[o] = s.fatigued[u]!;
        out[o + 1] = s.disorder[u] === 1 ? 1 : 0;
        out[o + 2] = s.disorder[u] === 2 ? 1 : 0;
        out[o + 3] = s.mounted[u]!;
        for (let b = 0; b < 9; b++) out[o + 4 + b] = (s.flags[u]! >> b) & 1;
        out[o + 13] = UNIT_SIDE[u]!;
      }
    },
  },
  {
    name: 'occupancy',
    shape: [2, COLS, ROWS],
    doc: 'per side (Christian, Muslim), column and row of the map: how many of its units stand there (5)',
    fill: (s, _seat, out, at) => {
      for (const [u, h] of s.at.entries()) if (h >= 0) out[at + UNIT_SIDE[u]! * COLS * ROWS + col(h) * ROWS + row(h)]! += 1;
    },
  },
  {
    name: 'heights',
    shape: [COLS, ROWS],
    doc: 'per column and row: 1 on the higher level (scenario, map note)',
    fill: (_s, _seat, out, at) => {
      for (const [h, l] of LEVEL.entries()) out[at + col(h) * ROWS + row(h)] = l;
    },
  },
  {
    name: 'leaders',
    shape: [L, 8],
    doc: 'per leader (LEADER_IDS): on the map, column / 33, row / 20, activated this turn, inactive this turn (6.C), wounded (7.5.2), a replacement (7.6), how many of his counters are prisoners (7.5.1)',
    fill: (s, _seat, out, at) =>
      s.leaderAt.forEach((h, l) => {
        const o = at + l * 8;
        out[o + 5] = s.leaderWounded[l]!;
        out[o + 6] = s.leaderForm[l]! > 0 ? 1 : 0;
        out[o + 7] = s.prisoners.filter((p) => p.leader === l).length;
        if (h >= 0) {
          out[o] = 1;
          out[o + 1] = (col(h) + 1) / COLS;
          out[o + 2] = (row(h) + 1) / ROWS;
        }
        out[o + 3] = s.leaderFlags[l]! & 1;
        out[o + 4] = (s.leaderFlags[l]! >> 1) & 1;
      }),
  },
  {
    name: 'markers',
    shape: [MARKER_IDS.length, 4],
    doc: 'per marker (De Rada, Ruy Díaz, the Almohad banner): on the map, column / 33, row / 20, moved this turn',
    fill: (s, _seat, out, at) =>
      s.markerAt.forEach((h, m) => {
        const o = at + m * 4;
        if (h >= 0) {
          out[o] = 1;
          out[o + 1] = (col(h) + 1) / COLS;
          out[o + 2] = (row(h) + 1) / ROWS;
        }
        out[o + 3] = s.markerMoved[m] ?? 0;
      }),
  },
  {
    name: 'turn',
    shape: [2],
    doc: 'the turn / 12, and 1 once turn 12 is passed (the open battle goes on)',
    fill: (s, _seat, out, at) => {
      out[at] = Math.min(s.turn, 12) / 12;
      out[at + 1] = s.turn > 12 ? 1 : 0;
    },
  },
  { name: 'released', shape: [1], doc: "1 once Al-Nasir's banner is released (scenario)", fill: (s, _seat, out, at) => (out[at] = s.released ? 1 : 0) },
  {
    name: 'task',
    shape: [TASKS.length],
    doc: `one-hot of the decision under way: ${TASKS.join(', ')}`,
    fill: (s, _seat, out, at) => oneHot(out, at, TASKS.indexOf(top(s)?.t as never), TASKS.length),
  },
  {
    name: 'moving',
    shape: [N + 1],
    doc: 'one-hot of the unit moving now (the last entry: its MP left / 10)',
    fill: (s, _seat, out, at) => {
      const t = top(s);
      if (t?.t === 'moving') {
        oneHot(out, at, t.unit, N);
        out[at + N] = t.mp / 10;
      }
    },
  },
  {
    name: 'to-move',
    shape: [2],
    doc: 'one-hot of the side deciding now',
    fill: (s, _seat, out, at) => oneHot(out, at, SIDES.indexOf(alFilo.activePlayer(s) as never), 2),
  },
  { name: 'seat', shape: [2], doc: 'one-hot of the observing side', fill: (_s, seat, out, at) => oneHot(out, at, SIDES.indexOf(seat as never), 2) },
]);

/** ¡Al filo de la espada!'s encoding: the time-limited and the open battle, the free deployment. */
export const alFiloEncoding: GameEncoding<S> = {
  game: 'al-filo',
  format: 3,
  modes: [
    { name: 'standard', options: {}, solitaire: false, doc: 'the time-limited battle (12 turns) from the standard deployment' },
    { name: 'free', options: { deployment: 'free' }, solitaire: false, doc: 'the players deploy their banners themselves first (scenario)' },
    { name: 'open', options: { victory: 'open' }, solitaire: false, doc: "the scenario's open battle, on until a victory" },
  ],
  modeOf: (options) => (options.deployment === 'free' ? 'free' : options.victory === 'open' ? 'open' : 'standard'),
  ruleSeats: () => [],
  actions,
  observation,
  notes: [
    'A move is several steps, each its own small part of the space: choose the unit (move), then step hex by hex, turn, retreat or stop.',
    'Units are numbered as in UNIT_IDS, leaders as in LEADER_IDS; map planes are laid out column by column (33 columns of 20 rows).',
  ],
};
