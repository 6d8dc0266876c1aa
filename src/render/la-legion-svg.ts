/**
 * La Legión as an SVG picture: the hex map of 2.1 (`la-legion-svg-map.ts`), the counters in play
 * as 2.2 prints them with the names of the towns kept clear of them (`la-legion-svg-counters.ts`);
 * here the whole picture's order of layers, a headline with the turn track, the weather and the
 * step pending, and a footer with the legend and what is off the map.
 */
import { COUNTER_IDS, AIRCRAFT, FLEETS, MOROCCAN, SPANISH } from '../games/la-legion/pieces.js';
import type { Terrain } from '../games/la-legion/data/map.js';
import { GROUNDED, type LegionState } from '../games/la-legion/state.js';
import { LEGION_HEX, LEGION_MAP_SIZE, LEGION_TERRAIN_FILL, legionCounterStyle, legionHexCorners } from './data/la-legion-layout.js';
import { legionDeciding, legionHeadline, legionLandCounts, legionPendingLine, legionSideName, legionState, weatherWords } from './la-legion-text.js';
import { checkSvgOptions, type SvgOptions } from './options.js';
import { counterLayers, labelsLayer } from './la-legion-svg-counters.js';
import { AIR, PAPER, RIVER, ROAD, WIDTH, gridNumbers, house, linesLayer, placesLayer, terrainLayer } from './la-legion-svg-map.js';
import { el, num, svgDocument, text } from './svg.js';

const FOOTER_Y = LEGION_MAP_SIZE.height + 10;
const HEIGHT = FOOTER_Y + 128;

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
