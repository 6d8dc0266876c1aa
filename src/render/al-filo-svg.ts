/**
 * The SVG picture of a battle of ¡Al filo de la espada!: the Las Navas map with its two levels
 * (the heights shaded, level changes drawn on their hexsides) and its parapets, every unit as a
 * counter in its nationality's colour with its type, banner, values and a notch on its front
 * hexside (3), its state (fatigued, demoralized, routed, out of command, resting), the leaders
 * and the scenario's markers, and a legend.
 */
import { GRID, LEVEL, PARAPET, SIDE, hexId } from '../games/al-filo/board.js';
import { BANNERS } from '../games/al-filo/data/order-of-battle.js';
import { MAP } from '../games/al-filo/data/map.js';
import {
  ALMOHAD_BANNER,
  DE_RADA,
  IS_ARMY_LEADER,
  LEADER_BANNER,
  LEADER_COUNT,
  LEADER_IDS,
  LEADER_NAME,
  LEADER_NATION,
  MARKER_IDS,
  NATIONALITY_IDS,
  RUY_DIAZ,
  UNIT_BANNER,
  UNIT_COUNT,
  UNIT_IDS,
  UNIT_NATION,
  UNIT_TYPE,
} from '../games/al-filo/pieces.js';
import { DEMORALIZED, FRONT, GENERIC, OUT_OF_COMMAND, RESTING, REVERSE, ROUTED, type AlFiloState } from '../games/al-filo/state.js';
import { alFiloHeadline, alFiloState, alFiloValues } from './al-filo-text.js';
import { facingVector, hexCentre, hexCorners, hexsideEnds, mapSize, type HexGeometry } from './hex-geometry.js';
import { checkSvgOptions, type SvgOptions } from './options.js';
import { el, inkOn, num, svgDocument, text, tint, type Point } from './svg.js';

const GEOMETRY: HexGeometry = { layout: { shiftedColumns: MAP.shiftedColumns, bounds: MAP.bounds }, radius: 27, halfHeight: 23.5, left: 28, top: 64 };
const SIZE = mapSize(GEOMETRY);
const WIDTH = SIZE.width + 12;
const FOOTER_Y = SIZE.height + 8;
const HEIGHT = FOOTER_Y + 92;
/** A counter's side: it fits inside the hex. */
const C = 30;

/** The background colour of each nationality (1.1, 2.1; reconstructed: the counters are lost). */
const NATION_FILL: Readonly<Record<string, string>> = { castile: '#b3261e', aragon: '#e2b33c', navarre: '#6d2f8a', almohad: '#f3efe0', andalusi: '#2f7d3b' };
/** A short tag for each banner, printed on its counters: its leader's name in three letters. */
const TAGS: Readonly<Record<string, string>> = { 'al-maymanah': 'MYM', 'al-maysarah': 'MYS' };
const BANNER_TAG: readonly string[] = BANNERS.map(
  (b) =>
    TAGS[b.id] ??
    b.id
      .replace(/^(al|de)-/, '')
      .slice(0, 3)
      .toUpperCase(),
);

const LOW = '#e9e2c8';
const HIGH = '#c9b98a';
const PAPER = '#f7f3e8';
const INK = '#222222';

const centreOf = (h: number): Point => hexCentre(GEOMETRY, hexId(h));
const points = (ps: readonly Point[]): string => ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');

/** The map: hexes by level, level changes and parapets on their hexsides, the column and row numbers. */
function drawMap(s: AlFiloState): string[] {
  const out: string[] = [];
  for (let h = 0; h < GRID.size; h++) {
    out.push(el('polygon', { points: points(hexCorners(GEOMETRY, centreOf(h))), fill: LEVEL[h] === 1 ? HIGH : LOW, stroke: '#a89f84', 'stroke-width': 0.6 }));
  }
  for (let h = 0; h < GRID.size; h++) {
    const c = centreOf(h);
    // the number of a hex a counter covers is read from its neighbours
    if (s.occ[h]! < 0) out.push(text(c.x, c.y - GEOMETRY.halfHeight + 7, hexId(h), { 'font-size': 6, fill: '#7a7160', 'text-anchor': 'middle' }));
    for (let f = 0; f < 3; f++) {
      const n = GRID.neighbour(h, f as 0 | 1 | 2);
      if (n < 0) continue;
      const [a, b] = hexsideEnds(GEOMETRY, c, f);
      if (LEVEL[n] !== LEVEL[h]) out.push(el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#7a5a2a', 'stroke-width': 2.5 }));
      if ((SIDE[h * 6 + f]! & PARAPET) !== 0)
        out.push(el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#3b2412', 'stroke-width': 4, 'stroke-dasharray': '3 2' }));
    }
  }
  return out;
}

/** The status marks a counter carries (2.3, 7.2, 11.2, 12), each a letter on a disc of its colour, in the order drawn. */
const MARKS = {
  fatigued: ['F', '#6b6b6b'],
  demoralized: ['D', '#e08a00'],
  routed: ['R', '#d01010'],
  outOfCommand: ['C', '#444444'],
  resting: ['Z', '#2a6fb0'],
} as const;
/** How much a fatigued counter's colours are washed toward white: the reverse of the counter (2.3.1, 11.1). */
const REVERSE_WASH = 0.5;
/** The wounded marker's red (7.5.2). */
const WOUND = '#c8102e';
/** The side of a captured leader's square (7.5.1). */
const PRISONER = 12;
/** The faces of a leader's counter in words (7.6). */
const FORM_NAMES = ['front', 'reverse: the replacement after his death', 'generic replacement'];

/** How far a routed counter is turned: it has no facing (10, combat Precisión; reading 17) and reads as broken at a glance. */
const ROUT_TILT = 14;

/**
 * Where a counter's status marks go, from its centre, in order: along its lower edge, below the
 * values, then beside it; a place the front notch takes is skipped (at most four marks: fatigued,
 * demoralized or routed, out of command, resting).
 */
const MARK_SLOTS: readonly Point[] = [
  { x: 14, y: 18 },
  { x: 3, y: 18 },
  { x: -8, y: 18 },
  { x: -19, y: 18 },
  { x: 20, y: 7 },
  { x: -20, y: 7 },
];

/** The names of a unit's status marks, in the order drawn. */
function statusOf(s: AlFiloState, u: number): (keyof typeof MARKS)[] {
  const out: (keyof typeof MARKS)[] = [];
  if (s.fatigued[u] === 1) out.push('fatigued');
  if (s.disorder[u] === DEMORALIZED) out.push('demoralized');
  if (s.disorder[u] === ROUTED) out.push('routed');
  if ((s.flags[u]! & OUT_OF_COMMAND) !== 0) out.push('outOfCommand');
  if ((s.flags[u]! & RESTING) !== 0) out.push('resting');
  return out;
}

/**
 * One unit's counter at `p`: nationality colour (washed out on its fatigued reverse), type, banner
 * tag, values, front notch; a demoralized unit framed in amber, a routed one in red, turned askew
 * and without a notch; a disc for each status mark along its lower edge.
 */
function drawUnit(s: AlFiloState, u: number, p: Point): string {
  const fatigued = s.fatigued[u] === 1;
  const printed = NATION_FILL[NATIONALITY_IDS[UNIT_NATION[u]!]!] ?? '#999999';
  const fill = fatigued ? tint(printed, REVERSE_WASH) : printed;
  const ink = inkOn(fill);
  const routed = s.disorder[u] === ROUTED;
  const demoralized = s.disorder[u] === DEMORALIZED;
  const parts: string[] = [];
  if (routed || demoralized) {
    // a frame outside the counter, a white line between them so that it shows on any colour
    const colour = routed ? MARKS.routed[1] : MARKS.demoralized[1];
    parts.push(
      el('rect', {
        x: p.x - C / 2 - 2.5,
        y: p.y - C / 2 - 2.5,
        width: C + 5,
        height: C + 5,
        rx: 3.5,
        fill: 'none',
        stroke: colour,
        'stroke-width': 3,
        class: 'status-frame',
      }),
    );
    parts.push(
      el('rect', { x: p.x - C / 2 - 0.6, y: p.y - C / 2 - 0.6, width: C + 1.2, height: C + 1.2, rx: 2.5, fill: 'none', stroke: '#ffffff', 'stroke-width': 1 }),
    );
  }
  parts.push(
    el('rect', { x: p.x - C / 2, y: p.y - C / 2, width: C, height: C, rx: 2, fill, stroke: INK, 'stroke-width': 1 }),
    ...(fatigued
      ? // the reverse of the counter: a folded corner, seen on the palest colours too
        [
          el('polygon', {
            points: points([
              { x: p.x + C / 2 - 7, y: p.y - C / 2 },
              { x: p.x + C / 2, y: p.y - C / 2 },
              { x: p.x + C / 2, y: p.y - C / 2 + 7 },
            ]),
            fill: MARKS.fatigued[1],
            class: 'reverse',
          }),
        ]
      : []),
    text(p.x, p.y - 7, BANNER_TAG[UNIT_BANNER[u]!]!, { 'font-size': 6.5, fill: ink, 'text-anchor': 'middle' }),
    text(p.x, p.y + 3.5, UNIT_TYPE[u]!, { 'font-size': 11, 'font-weight': 'bold', fill: ink, 'text-anchor': 'middle' }),
    text(p.x, p.y + 11.5, alFiloValues(s, u), { 'font-size': 7, fill: ink, 'text-anchor': 'middle', 'font-style': fatigued ? 'italic' : undefined }),
  );
  // the notch's tip, where no mark may go (none on a routed counter)
  let notch: Point | null = null;
  if (!routed) {
    const v = facingVector(s.facing[u]!);
    const tip = { x: p.x + v.x * (C / 2 + 6), y: p.y + v.y * (C / 2 + 6) };
    const side = { x: -v.y, y: v.x };
    const base = { x: p.x + v.x * (C / 2), y: p.y + v.y * (C / 2) };
    parts.push(
      el('polygon', {
        points: points([tip, { x: base.x + side.x * 5, y: base.y + side.y * 5 }, { x: base.x - side.x * 5, y: base.y - side.y * 5 }]),
        fill: INK,
      }),
    );
    notch = { x: p.x + v.x * (C / 2 + 3), y: p.y + v.y * (C / 2 + 3) };
  }
  const status = statusOf(s, u);
  const free = MARK_SLOTS.map((d) => ({ x: p.x + d.x, y: p.y + d.y })).filter((m) => notch === null || Math.hypot(m.x - notch.x, m.y - notch.y) > 7.5);
  status.forEach((name, i) => {
    const [letter, colour] = MARKS[name];
    const m = free[i]!;
    parts.push(
      el('circle', { cx: m.x, cy: m.y, r: 5.2, fill: colour, stroke: '#ffffff', 'stroke-width': 1 }),
      text(m.x, m.y + 2.6, letter, { 'font-size': 7.5, fill: '#ffffff', 'text-anchor': 'middle', 'font-weight': 'bold', class: 'status-mark' }),
    );
  });
  const attrs: Record<string, string | undefined> = { id: `unit-${u}`, 'data-status': status.length > 0 ? status.join(' ') : undefined };
  if (routed) attrs.transform = `rotate(${ROUT_TILT} ${num(p.x)} ${num(p.y)})`;
  return el('g', attrs, ...parts);
}

/** The units, each hex's second unit (a 5.2 pair, artillery with infantry) drawn offset behind the first. */
function drawUnits(s: AlFiloState): string[] {
  const out: string[] = [];
  for (let h = 0; h < GRID.size; h++) {
    const list: number[] = [];
    for (let u = s.occ[h]!; u >= 0; u = s.below[u]!) list.push(u);
    const c = centreOf(h);
    for (let i = list.length - 1; i >= 0; i--) out.push(drawUnit(s, list[i]!, { x: c.x + i * 4, y: c.y + i * 4 }));
  }
  return out;
}

/** A disc's radius and the distance between the centres of two discs on one hex. */
const DISC_R = 7;
const DISC_STEP = 2 * DISC_R + 1;

/** A small round marker with initials (leaders, De Rada, Ruy Díaz, the banner). */
function disc(p: Point, label: string, fill: string, ring: string, ...marks: string[]): string {
  return el(
    'g',
    {},
    el('circle', { cx: p.x, cy: p.y, r: DISC_R, fill, stroke: ring, 'stroke-width': 1.6 }),
    text(p.x, p.y + 2.4, label, { 'font-size': label.length > 2 ? 5 : 6.5, 'font-weight': 'bold', fill: inkOn(fill), 'text-anchor': 'middle' }),
    ...marks,
  );
}

/** A leader's initials: Al-Nasir N, Diego López de Haro DH. */
function initials(l: number): string {
  return LEADER_IDS[l]!.replace(/^al-/, '')
    .split('-')
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 2);
}

/** The colours of a leader's counter: the front in his nationality's colour, the reverse washed out, a generic replacement grey (7.6). */
function leaderFill(l: number, form: number): string {
  const printed = NATION_FILL[NATIONALITY_IDS[LEADER_NATION[l]!]!]!;
  return form === GENERIC ? '#9c9c9c' : form === REVERSE ? tint(printed, REVERSE_WASH) : printed;
}

/** The label of a leader's counter: his initials, or his banner's tag on a generic replacement (7.6), which has no name. */
function leaderLabel(l: number, form: number): string {
  return form === GENERIC ? BANNER_TAG[LEADER_BANNER[l]!]! : initials(l);
}

/** The wounded marker on a leader's disc (7.5.2): a white cross on red at its lower corner on side `dx` (1 right, -1 left), away from the counter. */
function woundMark(p: Point, dx: number): string {
  const m = { x: p.x + dx * 5.5, y: p.y + 5.5 };
  return el(
    'g',
    { class: 'wound' },
    el('circle', { cx: m.x, cy: m.y, r: 3.6, fill: WOUND, stroke: '#ffffff', 'stroke-width': 0.8 }),
    el('path', { d: `M${num(m.x - 2)} ${num(m.y)}h4M${num(m.x)} ${num(m.y - 2)}v4`, stroke: '#ffffff', 'stroke-width': 1.3 }),
  );
}

/** A replacement's mark on a leader's disc (7.6): a small black tab with R at its upper right. */
function replacementMark(p: Point): string {
  const m = { x: p.x + 5.5, y: p.y - 6 };
  return el(
    'g',
    { class: 'replacement' },
    el('rect', { x: m.x - 3.2, y: m.y - 3.2, width: 6.4, height: 6.4, rx: 1, fill: INK, stroke: '#ffffff', 'stroke-width': 0.6 }),
    text(m.x, m.y + 2, 'R', { 'font-size': 5.2, 'font-weight': 'bold', fill: '#ffffff', 'text-anchor': 'middle' }),
  );
}

/**
 * The captured leaders (7.5.1), each a small square of his counter beside the counter of the unit
 * holding it, barred across in black: on its right, where no neighbour's marks reach, above or
 * below its middle when its front notch points through the NE or SE hexside; a second prisoner of
 * one unit above or below the first.
 */
function drawPrisoners(s: AlFiloState): string[] {
  const out: string[] = [];
  const held = new Map<number, number>();
  for (const pr of s.prisoners) {
    const u = pr.unit;
    // a prisoner whose captor has gone off the map is drawn nowhere (the text lists him)
    const h = u < 0 ? -1 : s.at[u]!;
    if (h < 0) continue;
    // the counter's place: a hex's second unit is drawn 4 px down and right (drawUnits)
    const c = centreOf(h);
    const i = s.occ[h] === u ? 0 : 1;
    const p = { x: c.x + i * 4, y: c.y + i * 4 };
    // clear of a notch through the NE or SE hexside
    const f = s.disorder[u] === ROUTED ? -1 : s.facing[u]!;
    const y = f === 1 ? 6 : f === 2 ? -10 : -3;
    const k = held.get(u) ?? 0;
    held.set(u, k + 1);
    const m = { x: p.x + C / 2 + 4 + PRISONER / 2, y: p.y + y + (k === 0 ? 0 : (k % 2 === 1 ? -1 : 1) * Math.ceil(k / 2) * (PRISONER + 2)) };
    const fill = leaderFill(pr.leader, pr.form);
    const half = PRISONER / 2;
    out.push(
      el(
        'g',
        { class: 'prisoner', 'data-leader': LEADER_IDS[pr.leader], 'data-unit': UNIT_IDS[u] },
        el('title', {}, `${LEADER_NAME[pr.leader]} (${FORM_NAMES[pr.form]}), prisoner of ${UNIT_IDS[u]} (7.5.1)`),
        el('rect', { x: m.x - half, y: m.y - half, width: PRISONER, height: PRISONER, rx: 1, fill, stroke: INK, 'stroke-width': 1.4 }),
        el('path', { d: `M${num(m.x - half)} ${num(m.y + half)}L${num(m.x + half)} ${num(m.y - half)}`, stroke: INK, 'stroke-width': 1.6 }),
        text(m.x, m.y + 2.1, leaderLabel(pr.leader, pr.form), {
          'font-size': pr.form === GENERIC ? 4.2 : 6,
          'font-weight': 'bold',
          fill: inkOn(fill),
          stroke: fill,
          'stroke-width': 1.6,
          'paint-order': 'stroke',
          'text-anchor': 'middle',
        }),
      ),
    );
  }
  return out;
}

/**
 * Where the discs of one hex go, from its centre: the counter's upper corners, above it, beside it;
 * a place the front notch of the hex's first unit takes is skipped.
 */
const DISC_SLOTS: readonly Point[] = [
  { x: -17, y: -15 },
  { x: 17, y: -15 },
  { x: 0, y: -21 },
  { x: 21, y: 1 },
  { x: -21, y: 1 },
];

/** The tip of the front notch of the first unit on `h`, from the hex's centre; null if none. */
function notchTip(s: AlFiloState, h: number): Point | null {
  const u = s.occ[h]!;
  if (u < 0 || s.disorder[u] === ROUTED) return null;
  const v = facingVector(s.facing[u]!);
  return { x: v.x * (C / 2 + 4), y: v.y * (C / 2 + 4) };
}

/** Leaders (army leaders ringed in gold) and the scenario's markers, at the hex's upper corners, never over each other nor over a front notch. */
function drawLeadersAndMarkers(s: AlFiloState): string[] {
  const out: string[] = [];
  const count = new Map<number, number>();
  const next = (h: number): Point => {
    const k = count.get(h) ?? 0;
    count.set(h, k + 1);
    const c = centreOf(h);
    const tip = notchTip(s, h);
    const free = DISC_SLOTS.filter((d) => tip === null || Math.hypot(d.x - tip.x, d.y - tip.y) > DISC_R + 3);
    // side by side, never overlapping (Al-Nasir and the Almohad banner share 1702); any more go below the last place
    const d = free[k] ?? { x: free[free.length - 1]!.x, y: free[free.length - 1]!.y + (k - free.length + 1) * DISC_STEP };
    return { x: c.x + d.x, y: c.y + d.y };
  };
  for (let l = 0; l < LEADER_COUNT; l++) {
    const h = s.leaderAt[l]!;
    if (h < 0) continue;
    const form = s.leaderForm[l]!;
    const p = next(h);
    const marks: string[] = [];
    if (form !== FRONT) marks.push(replacementMark(p));
    if (s.leaderWounded[l] === 1) marks.push(woundMark(p, p.x < centreOf(h).x ? -1 : 1));
    out.push(disc(p, leaderLabel(l, form), leaderFill(l, form), IS_ARMY_LEADER[l] ? '#d4a017' : INK, ...marks));
  }
  const labels = ['DR', 'RD', 'B'];
  const fills = ['#ffffff', '#1c1c1c', '#1f6b2a'];
  for (const m of [DE_RADA, RUY_DIAZ, ALMOHAD_BANNER]) {
    const h = s.markerAt[m]!;
    if (h >= 0) out.push(disc(next(h), labels[m]!, fills[m]!, '#d4a017'));
  }
  return out;
}

/** The legend under the map. */
function legend(): string[] {
  const y = FOOTER_Y + 14;
  const out: string[] = [];
  let x = 16;
  for (const [name, fill] of Object.entries(NATION_FILL)) {
    out.push(el('rect', { x, y: y - 9, width: 12, height: 12, fill, stroke: INK }), text(x + 16, y + 1, name, { 'font-size': 10, fill: INK }));
    x += 90;
  }
  out.push(
    text(
      16,
      y + 22,
      'Counter: banner, type, PF-quality-MP; the notch points through its front hexside. Pale, corner folded, italic: fatigued (F). Amber frame: demoralized (D); red frame, askew: routed (R). C out of command, Z resting.',
      { 'font-size': 10, fill: INK },
    ),
    text(
      16,
      y + 38,
      'Discs: leaders (gold ring: army leader; red +: wounded; R: a replacement, pale the reverse, grey generic), DR Jiménez de Rada, RD Ruy Díaz, B the Almohad banner.',
      { 'font-size': 10, fill: INK },
    ),
    text(
      16,
      y + 54,
      'Barred squares beside a unit: the leaders it holds prisoner (7.5.1). Dark hexes: the heights; brown lines: level changes; dashed: parapets.',
      {
        'font-size': 10,
        fill: INK,
      },
    ),
    text(
      16,
      y + 70,
      `Units on the map: ${UNIT_COUNT} in the orders of battle; ${MARKER_IDS.length} markers. Map, values and deployment reconstructed (docs/data-provenance.md).`,
      { 'font-size': 10, fill: '#555555' },
    ),
  );
  return out;
}

/** The SVG picture of a state or view of ¡Al filo de la espada!. */
export function renderAlFiloSvg(state: unknown, options?: SvgOptions): string {
  const s = alFiloState(state);
  const o = checkSvgOptions(options);
  const title = o.title ?? `¡Al filo de la espada! Las Navas de Tolosa 1212 — turn ${s.turn}`;
  const body = [
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: PAPER }),
    text(16, 24, title, { 'font-size': 17, 'font-weight': 'bold', fill: INK }),
    text(16, 44, alFiloHeadline(s), { 'font-size': 12, fill: '#444444' }),
    ...drawMap(s),
    ...drawUnits(s),
    ...drawPrisoners(s),
    ...drawLeadersAndMarkers(s),
    ...legend(),
  ];
  return svgDocument(WIDTH, HEIGHT, title, o.scale ?? 1, body);
}
