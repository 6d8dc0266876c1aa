/**
 * La Legión as an SVG picture: the hex map of 2.1 (sea, the Mar Chica, beaches, clear ground and
 * mountains; the demarcation line dashed along the hexsides between the two zones; roads from
 * centre to centre; rivers along their hexsides with the Kert bridges; towns as houses, plazas
 * fuertes with a thick outline, all named; the landing dots and the airfield), the counters in
 * play coloured as 2.2 prints them with their type and combat-movement factors, aircraft and
 * fleets drawn apart; a headline with the turn track, the weather and the step pending; and a
 * footer with the legend and what is off the map. The geometry is `data/la-legion-layout.ts`.
 */
import { AIRFIELD_HEX, HEX_IDS, LANDING, MELILLA, NEIGHBOURS, TERRAIN, ZONE, hexIndex } from '../games/la-legion/board.js';
import { COUNTERS } from '../games/la-legion/data/counters.js';
import { occupantAt } from '../games/la-legion/edits.js';
import { BRIDGES, RIVERS, ROADS, TERRAINS, TOWNS, VICTORY_ROAD_ID, type Terrain } from '../games/la-legion/data/map.js';
import { AIRCRAFT, COUNTER_IDS, FLEETS, IS_AIRCRAFT, IS_LAND, MOROCCAN, SIDE_OF, SPANISH, TYPE_OF } from '../games/la-legion/pieces.js';
import { AT_MELILLA, FOUGHT, GROUNDED, MOVED, type LegionState } from '../games/la-legion/state.js';
import { hexsideHexes, type Facing } from '../hex/index.js';
import {
  LEGION_HEX,
  LEGION_MAP_SIZE,
  LEGION_TERRAIN_FILL,
  LEGION_TYPE_LETTERS,
  legionCounterStyle,
  legionHexCentre,
  legionHexCorners,
  legionHexsideEnds,
} from './data/la-legion-layout.js';
import {
  legionCounterText,
  legionDeciding,
  legionHeadline,
  legionHexName,
  legionLandCounts,
  legionPendingLine,
  legionSideName,
  legionState,
  weatherWords,
} from './la-legion-text.js';
import { checkSvgOptions, type SvgOptions } from './options.js';
import { placeLabel, type Box } from './labels.js';
import { el, num, svgDocument, text, type Point } from './svg.js';

const WIDTH = LEGION_MAP_SIZE.width + 14;
const FOOTER_Y = LEGION_MAP_SIZE.height + 10;
const HEIGHT = FOOTER_Y + 128;
/** The side of a land counter: it fits inside the hex with room for the town name above it. */
const C = 28;
/**
 * An aircraft's or a fleet's offset from the hex centre when it shares the hex: one per corner of
 * the land counter, the lower ones first, as the town's name sits above the counter.
 */
const OFFSETS: readonly Point[] = [
  { x: 14, y: 14 },
  { x: -14, y: 14 },
  { x: 14, y: -14 },
  { x: -14, y: -14 },
];
const PAPER = '#f7f3e8';
const ROAD = '#8b5a2b';
const RIVER = '#2f6fb8';
const AIR = '#1f4e8c';

/** A segment between two points. */
type Segment = readonly [Point, Point];

/** The hex index of each town, in the order of `TOWNS`. */
const TOWN_HEXES: readonly number[] = TOWNS.map((t) => hexIndex(t.hex));

/** The centre of hex index `h`. */
const centre = (h: number): Point => legionHexCentre(HEX_IDS[h]!);

/** One hex's outline as a path: from the east corner, relative moves, so that 1242 hexes stay small. */
function hexOutline(c: Point): string {
  const { radius: r, halfHeight: h } = LEGION_HEX;
  return `M${num(c.x + r)} ${num(c.y)}l${num(-r / 2)} ${num(h)}h${num(-r)}l${num(-r / 2)} ${num(-h)} ${num(r / 2)} ${num(-h)}h${num(r)}z`;
}

/**
 * Segments joined end to end into as few lines as they make, as path data: a dashed line drawn
 * segment by segment would restart its dashes at every hexside.
 */
function chainPath(segments: readonly Segment[]): string {
  const key = (p: Point): string => `${num(p.x)} ${num(p.y)}`;
  const at = new Map<string, number[]>();
  segments.forEach(([a, b], i) => {
    for (const p of [a, b]) at.set(key(p), [...(at.get(key(p)) ?? []), i]);
  });
  const used = segments.map(() => false);
  const next = (p: Point): Point | null => {
    for (const i of at.get(key(p)) ?? []) {
      if (used[i]) continue;
      used[i] = true;
      const [a, b] = segments[i]!;
      return key(a) === key(p) ? b : a;
    }
    return null;
  };
  let d = '';
  segments.forEach(([a, b], i) => {
    if (used[i]) return;
    used[i] = true;
    const line: Point[] = [a, b];
    for (let p = next(b); p !== null; p = next(p)) line.push(p);
    for (let p = next(a); p !== null; p = next(p)) line.unshift(p);
    d += `M${line.map(key).join('L')}`;
  });
  return d;
}

/** The hexside between hex indices `a` and `b` (neighbours), as a segment; null when they are not neighbours. */
function hexsideBetween(a: number, b: number): Segment | null {
  for (let f = 0; f < 6; f++) if (NEIGHBOURS[a * 6 + f] === b) return legionHexsideEnds(HEX_IDS[a]!, f as Facing);
  return null;
}

/** The terrain: one path per terrain holding all its hexes, with the grid drawn as their outlines. */
function terrainLayer(): string {
  const paths = TERRAINS.map((t, code) => {
    let d = '';
    let n = 0;
    TERRAIN.forEach((tc, h) => {
      if (tc !== code) return;
      d += hexOutline(centre(h));
      n += 1;
    });
    return el('path', {
      class: 'terrain',
      'data-terrain': t,
      'data-hexes': n,
      d,
      fill: LEGION_TERRAIN_FILL[t],
      stroke: '#6f6f5c',
      'stroke-width': 0.5,
      'stroke-opacity': 0.55,
    });
  });
  return el('g', { id: 'terrain' }, ...paths);
}

/** The hexsides between a Spanish-zone and a Moroccan-zone land hex: the demarcation line (2.1). */
export function legionDemarcationSegments(): (readonly [Point, Point])[] {
  const out: Segment[] = [];
  for (let h = 0; h < HEX_IDS.length; h++) {
    // Facings N, NE, SE from every hex name each hexside once (the other three are a neighbour's).
    for (let f = 0; f < 3; f++) {
      const n = NEIGHBOURS[h * 6 + f]!;
      if (n < 0 || ZONE[h] === 0 || ZONE[n] === 0 || ZONE[h] === ZONE[n]) continue;
      out.push(legionHexsideEnds(HEX_IDS[h]!, f as Facing));
    }
  }
  return out;
}

/** The rivers along their hexsides, the bridges across them, and the roads from centre to centre. */
function linesLayer(): string {
  const rivers = RIVERS.map((r) => {
    const segs = r.hexsides.flatMap((k) => {
      const [a, b] = hexsideHexes(k);
      const seg = hexsideBetween(hexIndex(a), hexIndex(b));
      return seg === null ? [] : [seg];
    });
    return el('path', {
      class: 'river',
      'data-river': r.name,
      'data-hexsides': segs.length,
      d: chainPath(segs),
      fill: 'none',
      stroke: RIVER,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  });
  const roads = ROADS.map((r) =>
    el('polyline', {
      class: 'road',
      'data-road': r.id,
      points: r.hexes
        .map((id) => legionHexCentre(id))
        .map((p) => `${num(p.x)},${num(p.y)}`)
        .join(' '),
      fill: 'none',
      stroke: ROAD,
      'stroke-width': r.id === VICTORY_ROAD_ID ? 3 : 2.2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  const bridges = BRIDGES.map((b) => {
    const [ha, hb] = hexsideHexes(b.hexside);
    const p = legionHexCentre(ha);
    const q = legionHexCentre(hb);
    const m = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    const u = { x: (q.x - p.x) / len, y: (q.y - p.y) / len };
    // Two rails along the road on either side of it, like the map symbol of a bridge.
    const rail = (side: number): string =>
      `M${num(m.x - 5 * u.x - side * 3.5 * u.y)} ${num(m.y - 5 * u.y + side * 3.5 * u.x)}l${num(10 * u.x)} ${num(10 * u.y)}`;
    return el('path', { class: 'bridge', 'data-hexside': b.hexside, d: rail(1) + rail(-1), stroke: '#2b1d10', 'stroke-width': 1.6, fill: 'none' });
  });
  const demarcation = el('path', {
    id: 'demarcation',
    d: chainPath(legionDemarcationSegments()),
    fill: 'none',
    stroke: '#111111',
    'stroke-width': 2,
    'stroke-dasharray': '6 4',
  });
  return el('g', { id: 'lines' }, demarcation, ...rivers, ...roads, ...bridges);
}

/** A house, centred on `c` (2.1: the map's mark of a town), `k` pixels from its middle to its walls. */
function house(c: Point, plaza: boolean, k = 7): string {
  const d = `M${num(c.x - k)} ${num(c.y + (6 * k) / 7)}v${num(-k)}l${num(k)} ${num((-6 * k) / 7)} ${num(k)} ${num((6 * k) / 7)}v${num(k)}z`;
  return el('path', { class: 'house', d, fill: '#c8503c', stroke: '#3a1d14', 'stroke-width': plaza ? 1.8 : 0.9 });
}

/**
 * The towns, the landing dots and the airfield, under the counters. A town's house stands in the
 * middle of its hex, or small at its west corner when a counter stands there, so that every town
 * is seen as one.
 */
function placesLayer(s: LegionState): string {
  const towns = TOWNS.map((t, i) => {
    const c = legionHexCentre(t.hex);
    const held = occupantAt(s, TOWN_HEXES[i]!) >= 0;
    const outline = t.plazaFuerte ? [el('path', { class: 'plaza', d: hexOutline(c), fill: 'none', stroke: '#111111', 'stroke-width': 2.6 })] : [];
    const tip = `${t.hex} ${t.name}: ${t.plazaFuerte ? 'plaza fuerte' : 'town'}${t.victoryRoad ? ', on the road to hold (5)' : ''}`;
    return el(
      'g',
      { class: 'town', 'data-hex': t.hex, 'data-town': t.name, 'data-plaza': t.plazaFuerte ? 'yes' : 'no' },
      el('title', {}, tip),
      ...outline,
      held ? house({ x: c.x - 13.5, y: c.y }, t.plazaFuerte, 3.5) : house(c, t.plazaFuerte),
    );
  });
  const dots = LANDING.map((h) => {
    const c = centre(h);
    // South-east of the counter: neither a counter nor the name of the town below covers it.
    return el('circle', { class: 'landing', 'data-hex': HEX_IDS[h], cx: c.x + 17.5, cy: c.y + 7, r: 2.6, fill: '#000000' });
  });
  const a = centre(AIRFIELD_HEX);
  const airfield = el(
    'g',
    { class: 'airfield', 'data-hex': HEX_IDS[AIRFIELD_HEX] },
    el('title', {}, `${HEX_IDS[AIRFIELD_HEX]} the airfield: the bombers' base (2.3)`),
    el('path', { d: hexOutline(a), fill: 'none', stroke: AIR, 'stroke-width': 2, 'stroke-dasharray': '3 2' }),
    el('path', {
      d: `M${num(a.x)} ${num(a.y - 11)}v22M${num(a.x - 12)} ${num(a.y - 3)}h24M${num(a.x - 5)} ${num(a.y + 9)}h10`,
      stroke: AIR,
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
      fill: 'none',
    }),
  );
  return el('g', { id: 'places' }, ...towns, ...dots, airfield);
}

/**
 * The names of the towns and the airfield, above everything so that counters never hide them: each
 * above its hex's counter where that is clear of every counter and name, else below or beside it.
 */
function labelsLayer(s: LegionState): string {
  const half = C / 2;
  const taken: Box[] = [];
  s.at.forEach((h, c) => {
    if (h < 0) return;
    const p = centre(h);
    // A land counter covers its square; aircraft and fleets may sit at any corner of it (OFFSETS).
    const reach = IS_LAND[c] ? half : half + 10;
    taken.push({ x: p.x - reach, y: p.y - reach, width: 2 * reach, height: 2 * reach });
  });
  const bounds: Box = { x: 0, y: LEGION_HEX.top, width: WIDTH, height: LEGION_MAP_SIZE.height - LEGION_HEX.top };
  const label = (c: Point, name: string, a: Record<string, string | number>): string => {
    const at = placeLabel(name, 10, c.x, c.y, half + 1, taken, bounds);
    return text(at.x, at.y, name, { 'font-size': 10, 'text-anchor': at.anchor, stroke: PAPER, 'stroke-width': 2.5, 'paint-order': 'stroke', ...a });
  };
  const towns = TOWNS.map((t) => label(legionHexCentre(t.hex), t.name, { 'font-weight': t.plazaFuerte ? 'bold' : 'normal', fill: '#1b1b1b' }));
  return el('g', { id: 'labels' }, ...towns, label(centre(AIRFIELD_HEX), 'Airfield', { 'font-style': 'italic', fill: AIR }));
}

/** What a counter has done this turn, in words, for its tooltip and data attribute. */
function flagsOf(s: LegionState, c: number): string {
  const f = s.flags[c] ?? 0;
  return [(f & MOVED) !== 0 ? 'moved' : '', (f & FOUGHT) !== 0 ? 'fought' : ''].filter((x) => x !== '').join(' ');
}

/** A land counter, a square centred on `p`: its type letter above, its combat-movement factors below (2.3). */
function landCounter(s: LegionState, c: number, p: Point): string {
  const r = COUNTERS[c]!;
  const style = legionCounterStyle(r.formation, r.side);
  const x = p.x - C / 2;
  const y = p.y - C / 2;
  const f = s.flags[c] ?? 0;
  const parts = [
    el('title', {}, `${legionCounterText(s, c)} on ${legionHexName(s.at[c]!)}, ${legionSideName(SIDE_OF[c]!)}`),
    el('rect', { x, y, width: C, height: C, rx: 1.5, fill: style.fill, stroke: style.stroke, 'stroke-width': 1 }),
  ];
  // 2.3: a captured battery is Moroccan artillery with a black stripe along its top.
  if (r.type === 'captured-battery') parts.push(el('rect', { x, y, width: C, height: 3.5, fill: '#000000' }));
  parts.push(text(p.x, p.y - 2, LEGION_TYPE_LETTERS[r.type], { 'font-size': 9, fill: style.emblem }));
  parts.push(text(p.x, p.y + 10.5, `${r.combat ?? ''}-${r.movement ?? ''}`, { 'font-size': 10.5, 'font-weight': 'bold', fill: style.ink }));
  if ((f & MOVED) !== 0) parts.push(el('path', { class: 'moved', d: `M${num(x + C - 8)} ${num(y)}h8v8z`, fill: '#e07b00' }));
  if ((f & FOUGHT) !== 0) parts.push(el('circle', { class: 'fought', cx: x + 4.5, cy: y + 4.5, r: 2.5, fill: '#d0211b' }));
  return el(
    'g',
    {
      class: 'counter land',
      id: `counter-${r.id}`,
      'data-id': r.id,
      'data-side': r.side,
      'data-type': r.type,
      'data-hex': HEX_IDS[s.at[c]!],
      'data-done': flagsOf(s, c) || undefined,
    },
    ...parts,
  );
}

/** An aircraft (a disc with B or S) or a fleet (a hull with F), centred on `p`: neither has a combat factor (2.3). */
function airSeaCounter(s: LegionState, c: number, p: Point): string {
  const id = COUNTER_IDS[c]!;
  const type = TYPE_OF[c]!;
  const tip = el('title', {}, `${legionCounterText(s, c)} ${IS_AIRCRAFT[c] ? 'over' : 'at'} ${legionHexName(s.at[c]!)}`);
  const letter = text(p.x, p.y + 3.5, LEGION_TYPE_LETTERS[type], { 'font-size': 10, 'font-weight': 'bold', fill: IS_AIRCRAFT[c] ? AIR : '#ffffff' });
  const shape = IS_AIRCRAFT[c]
    ? el('circle', { cx: p.x, cy: p.y, r: 10, fill: '#eaf2fc', stroke: AIR, 'stroke-width': 1.6 })
    : el('path', { d: `M${num(p.x - 13)} ${num(p.y - 7)}h26l-5 14h-16z`, fill: '#24365e', stroke: '#0d1630', 'stroke-width': 1 });
  return el(
    'g',
    {
      class: `counter ${IS_AIRCRAFT[c] ? 'aircraft' : 'fleet'}`,
      id: `counter-${id}`,
      'data-id': id,
      'data-side': 'spanish',
      'data-type': type,
      'data-hex': HEX_IDS[s.at[c]!],
    },
    tip,
    shape,
    letter,
  );
}

/**
 * The counters on the map, in two layers: land counters on their hex's centre (under the names of
 * the towns); then aircraft and fleets, at the hex's centre when alone, else at the corners of
 * the land counter (an aircraft flies over a hex a land counter holds, and several aircraft or
 * fleets may share a hex, 2.3), with the reinforcements waiting at Melilla (above the names).
 */
function counterLayers(s: LegionState): [string, string] {
  const land: string[] = [];
  const over: string[] = [];
  const others = new Map<number, number[]>();
  s.at.forEach((h, c) => {
    if (h < 0) return;
    if (IS_LAND[c]) land.push(landCounter(s, c, centre(h)));
    else others.set(h, [...(others.get(h) ?? []), c]);
  });
  for (const [h, list] of others) {
    const p = centre(h);
    const alone = list.length === 1 && occupantAt(s, h) < 0;
    list.forEach((c, i) => {
      const o = alone ? { x: 0, y: 0 } : OFFSETS[i % OFFSETS.length]!;
      over.push(airSeaCounter(s, c, { x: p.x + o.x, y: p.y + o.y }));
    });
  }
  const melilla = s.at.map((at, c) => (at === AT_MELILLA ? c : -1)).filter((c) => c >= 0);
  if (melilla.length > 0) {
    const p = centre(MELILLA);
    over.push(
      el(
        'g',
        { class: 'at-melilla', 'data-count': melilla.length },
        el('title', {}, `Arrived at Melilla this turn (6.1): ${melilla.map((c) => COUNTER_IDS[c]).join(', ')}`),
        el('rect', { x: p.x + 15, y: p.y - 7, width: 22, height: 14, rx: 3, fill: '#fbfaf4', stroke: '#111111', 'stroke-width': 1 }),
        text(p.x + 26, p.y + 3.5, `+${melilla.length}`, { 'font-size': 10 }),
      ),
    );
  }
  // The counters' texts are all bold and centred: said once on each layer, not on every text.
  const common = { 'font-weight': 'bold', 'text-anchor': 'middle' };
  return [el('g', { id: 'counters', ...common }, ...land), el('g', { id: 'air-and-sea', ...common }, ...over)];
}

/** The printed column numbers along the top and row numbers down the left. */
function gridNumbers(): string {
  const parts: string[] = [];
  for (let col = 1; col <= 46; col++) {
    const p = legionHexCentre(`${String(col).padStart(2, '0')}01`);
    parts.push(text(p.x, LEGION_HEX.top - 4, String(col).padStart(2, '0'), { 'text-anchor': 'middle' }));
  }
  for (let row = 1; row <= 27; row++) {
    const p = legionHexCentre(`01${String(row).padStart(2, '0')}`);
    parts.push(text(LEGION_HEX.left - 4, p.y + 3, String(row).padStart(2, '0'), { 'text-anchor': 'end' }));
  }
  return el('g', { id: 'grid-numbers', 'font-size': 8, fill: '#6b6b5a' }, ...parts);
}

/** The title, the status line (weather and the step pending) and the turn track (4: thirteen boxes). */
function header(s: LegionState, title: string): string {
  const deciding = legionDeciding(s);
  const boxes: string[] = [];
  const x0 = WIDTH - 14 - 13 * 22;
  for (let t = 1; t <= 13; t++) {
    const on = t === s.turn;
    boxes.push(el('rect', { x: x0 + (t - 1) * 22, y: 14, width: 20, height: 18, fill: on ? '#2f7d3a' : '#ffffff', stroke: '#777777', 'stroke-width': 0.8 }));
    boxes.push(
      text(x0 + (t - 1) * 22 + 10, 27, String(t), {
        'font-size': 9,
        'text-anchor': 'middle',
        fill: on ? '#ffffff' : '#333333',
        'font-weight': on ? 'bold' : 'normal',
      }),
    );
  }
  return el(
    'g',
    {
      id: 'status',
      'data-turn': s.turn,
      'data-weather': s.weather ?? 'none',
      'data-deciding': deciding < 0 ? 'none' : deciding === SPANISH ? 'spanish' : 'moroccan',
    },
    text(14, 26, title, { 'font-size': 17, 'font-weight': 'bold' }),
    text(14, 46, `${legionHeadline(s).replace(/^La Legión — /, '')} · ${legionPendingLine(s)}`, { 'font-size': 11.5, 'font-style': 'italic' }),
    el('g', { class: 'turn-track', 'data-turn': s.turn }, text(x0 - 6, 27, 'Turn', { 'font-size': 10, 'text-anchor': 'end' }), ...boxes),
  );
}

/** The legend: terrain, lines, places and counters. */
function legend(x: number, y: number): string {
  const parts: string[] = [text(x, y, 'Legend', { 'font-weight': 'bold', 'font-size': 10.5 })];
  (Object.keys(LEGION_TERRAIN_FILL) as Terrain[]).forEach((t, i) => {
    parts.push(el('rect', { x: x + i * 82, y: y + 8, width: 12, height: 12, fill: LEGION_TERRAIN_FILL[t], stroke: '#6f6f5c', 'stroke-width': 0.6 }));
    parts.push(text(x + i * 82 + 16, y + 18, t === 'mar-chica' ? 'Mar Chica' : t));
  });
  const ly = y + 36;
  parts.push(el('path', { d: `M${x} ${ly}h22`, stroke: '#111111', 'stroke-width': 2, 'stroke-dasharray': '6 4' }), text(x + 26, ly + 3, 'demarcation line'));
  parts.push(el('path', { d: `M${x + 130} ${ly}h22`, stroke: ROAD, 'stroke-width': 3 }), text(x + 156, ly + 3, 'road (thick: the road to hold, 5)'));
  parts.push(el('path', { d: `M${x + 330} ${ly}h22`, stroke: RIVER, 'stroke-width': 2.4 }), text(x + 356, ly + 3, 'river'));
  const py = y + 58;
  parts.push(house({ x: x + 7, y: py - 2 }, false), text(x + 18, py + 3, 'town'));
  // A hex shrunk to 9 px across, whatever the map's hex size.
  const shrink = 9 / (2 * LEGION_HEX.radius);
  const small = legionHexCorners({ x: x + 75, y: py - 1 }).map((q) => `${num(x + 75 + (q.x - x - 75) * shrink)},${num(py - 1 + (q.y - py + 1) * shrink)}`);
  parts.push(el('polygon', { points: small.join(' '), fill: 'none', stroke: '#111111', 'stroke-width': 2.2 }), text(x + 88, py + 3, 'plaza fuerte'));
  parts.push(el('circle', { cx: x + 160, cy: py - 1, r: 2.4, fill: '#000000' }), text(x + 167, py + 3, 'landing hex'));
  parts.push(text(x + 240, py + 3, 'Airfield', { 'font-style': 'italic', fill: AIR }), text(x + 282, py + 3, '(bombers); seaplanes on the Mar Chica'));
  const cy = y + 80;
  const swatch = (dx: number, formation: string, side: 'spanish' | 'moroccan', label: string): void => {
    const st = legionCounterStyle(formation, side);
    parts.push(
      el('rect', { x: x + dx, y: cy - 9, width: 12, height: 12, fill: st.fill, stroke: st.stroke, 'stroke-width': 0.8 }),
      text(x + dx + 16, cy + 1, label),
    );
  };
  swatch(0, 'bandera-1', 'spanish', 'Legion');
  swatch(62, 'regulares-melilla', 'spanish', 'Regulares');
  swatch(136, 'mehala-ceuta', 'spanish', 'Mehala');
  swatch(196, 'ceriñola', 'spanish', 'Spanish');
  swatch(258, 'beni-urriaguel', 'moroccan', 'kabilas: grey to black');
  parts.push(text(x, cy + 18, 'I infantry · C cavalry · MG machine guns · A artillery (black stripe: captured) · AC armoured car; factors combat-movement'));
  parts.push(
    el('circle', { cx: x + 406, cy: cy - 3, r: 6, fill: '#eaf2fc', stroke: AIR, 'stroke-width': 1.2 }),
    text(x + 416, cy + 1, 'aircraft (B bomber, S seaplane)'),
  );
  parts.push(el('path', { d: `M${x + 572} ${cy - 7}h16l-3 8h-10z`, fill: '#24365e' }), text(x + 594, cy + 1, 'fleet'));
  parts.push(el('path', { d: `M${x + 500} ${py - 7}h6v6z`, fill: '#e07b00' }), text(x + 510, py + 3, 'moved'));
  parts.push(el('circle', { cx: x + 552, cy: py - 1, r: 2, fill: '#d0211b' }), text(x + 558, py + 3, 'fought (this turn)'));
  return el('g', { id: 'legend', 'font-size': 9.5 }, ...parts);
}

/** What is off the map: each side's land counters in the box, eliminated or at Melilla; grounded bombers. */
function offMap(s: LegionState, x: number, y: number): string {
  const lines: string[] = [];
  for (const side of [SPANISH, MOROCCAN]) {
    const n = legionLandCounts(s, side);
    lines.push(
      `${legionSideName(side)}: ${n.inPlay} on the map · ${n.box} in the box · ${n.eliminated} eliminated${n.melilla > 0 ? ` · ${n.melilla} at Melilla` : ''}`,
    );
  }
  const grounded = AIRCRAFT.filter((c) => s.at[c] === GROUNDED).map((c) => COUNTER_IDS[c]);
  const air = AIRCRAFT.filter((c) => s.at[c]! >= 0).length;
  const fleets = FLEETS.filter((c) => s.at[c]! >= 0).length;
  lines.push(`Aircraft on the map ${air}${grounded.length > 0 ? ` · grounded: ${grounded.join(', ')}` : ''} · fleets ${fleets} · weather ${weatherWords(s)}`);
  lines.push('Map reconstructed from the geography (see docs/data-provenance.md)');
  return el(
    'g',
    { id: 'off-map', 'font-size': 10 },
    text(x, y, 'Off the map', { 'font-weight': 'bold', 'font-size': 10.5 }),
    ...lines.map((l, i) => text(x, y + 16 + i * 15, l, i === lines.length - 1 ? { fill: '#7d735f', 'font-size': 9 } : {})),
  );
}

/**
 * An SVG picture of a La Legión state or view (pure: the same state gives the same text, and the
 * state is not changed). Counters are `<g class="counter land" data-id="bandera-2-2"
 * data-side="spanish" data-type="machine-guns" data-hex="3807">` (class `aircraft` or `fleet` for
 * the others); towns `<g class="town" data-plaza="yes">`; the terrain one `<path class="terrain"
 * data-terrain="mountain">` per terrain; `<g id="status" data-deciding="moroccan">` says who
 * decides. La Legión hides nothing but the dice, so a view is drawn as the state, its seat named.
 * Throws `ValidationError` when `state` is not a La Legión state or view, or `options` are wrong.
 */
export function renderLaLegionSvg(state: LegionState, options?: SvgOptions): string {
  const opts = checkSvgOptions(options);
  const s = legionState(state);
  const title = opts.title ?? `La Legión — turn ${s.turn}`;
  const [land, airAndSea] = counterLayers(s);
  const body = [
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: PAPER }),
    header(s, title),
    gridNumbers(),
    terrainLayer(),
    linesLayer(),
    placesLayer(s),
    land,
    labelsLayer(s),
    airAndSea,
    legend(14, FOOTER_Y + 14),
    offMap(s, 760, FOOTER_Y + 14),
  ];
  return svgDocument(WIDTH, HEIGHT, title, opts.scale ?? 1, body);
}
