/**
 * La Legión's map as SVG layers, for `renderLaLegionSvg` (`la-legion-svg.ts`): the hex map of 2.1
 * (sea, the Mar Chica, beaches, clear ground and mountains; the demarcation line dashed along the
 * hexsides between the two zones; roads from centre to centre; rivers along their hexsides with
 * the Kert bridges; towns as houses, plazas fuertes with a thick outline; the landing dots and the
 * airfield) and the printed grid numbers. The geometry is `data/la-legion-layout.ts`.
 */
import { AIRFIELD_HEX, HEX_IDS, LANDING, NEIGHBOURS, TERRAIN, ZONE, hexIndex } from '../games/la-legion/board.js';
import { occupantAt } from '../games/la-legion/edits.js';
import { BRIDGES, RIVERS, ROADS, TERRAINS, TOWNS, VICTORY_ROAD_ID } from '../games/la-legion/data/map.js';
import type { LegionState } from '../games/la-legion/state.js';
import { hexsideHexes, type Facing } from '../hex/index.js';
import { LEGION_HEX, LEGION_MAP_SIZE, LEGION_TERRAIN_FILL, legionHexCentre, legionHexsideEnds } from './data/la-legion-layout.js';
import { el, num, text, type Point } from './svg.js';

/** The picture's width: the map's with a margin on the right. */
export const WIDTH = LEGION_MAP_SIZE.width + 14;
/** The picture's colours that the map shares with the counters, the names and the legend. */
export const PAPER = '#f7f3e8';
export const ROAD = '#8b5a2b';
export const RIVER = '#2f6fb8';
export const AIR = '#1f4e8c';

/** A segment between two points. */
type Segment = readonly [Point, Point];

/** The hex index of each town, in the order of `TOWNS`. */
const TOWN_HEXES: readonly number[] = TOWNS.map((t) => hexIndex(t.hex));

/** The centre of hex index `h`. */
export const centre = (h: number): Point => legionHexCentre(HEX_IDS[h]!);

/** One hex's outline as a path: from the east corner, relative moves, so that 1242 hexes stay small. */
export function hexOutline(c: Point): string {
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
export function terrainLayer(): string {
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
export function linesLayer(): string {
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
export function house(c: Point, plaza: boolean, k = 7): string {
  const d = `M${num(c.x - k)} ${num(c.y + (6 * k) / 7)}v${num(-k)}l${num(k)} ${num((-6 * k) / 7)} ${num(k)} ${num((6 * k) / 7)}v${num(k)}z`;
  return el('path', { class: 'house', d, fill: '#c8503c', stroke: '#3a1d14', 'stroke-width': plaza ? 1.8 : 0.9 });
}

/**
 * The towns, the landing dots and the airfield, under the counters. A town's house stands in the
 * middle of its hex, or small at its west corner when a counter stands there, so that every town
 * is seen as one.
 */
export function placesLayer(s: LegionState): string {
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

/** The printed column numbers along the top and row numbers down the left. */
export function gridNumbers(): string {
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
