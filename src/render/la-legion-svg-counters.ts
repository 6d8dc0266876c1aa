/**
 * La Legión's counters as SVG layers, for `renderLaLegionSvg` (`la-legion-svg.ts`): the counters
 * in play coloured as 2.2 prints them, land counters with their type and combat-movement factors
 * (2.3) and what they did this turn, aircraft and fleets drawn apart at the corners of a shared hex,
 * the reinforcements waiting at Melilla (6.1); and the names of the towns and the airfield, placed
 * clear of every counter so that none hides them.
 */
import { AIRFIELD_HEX, HEX_IDS, MELILLA } from '../games/la-legion/board.js';
import { COUNTERS } from '../games/la-legion/data/counters.js';
import { occupantAt } from '../games/la-legion/edits.js';
import { TOWNS } from '../games/la-legion/data/map.js';
import { COUNTER_IDS, IS_AIRCRAFT, IS_LAND, SIDE_OF, TYPE_OF } from '../games/la-legion/pieces.js';
import { AT_MELILLA, FOUGHT, MOVED, type LegionState } from '../games/la-legion/state.js';
import { LEGION_HEX, LEGION_MAP_SIZE, LEGION_TYPE_LETTERS, legionCounterStyle, legionHexCentre } from './data/la-legion-layout.js';
import { legionCounterText, legionHexName, legionSideName } from './la-legion-text.js';
import { placeLabel, type Box } from './labels.js';
import { AIR, PAPER, WIDTH, centre } from './la-legion-svg-map.js';
import { el, num, text, type Point } from './svg.js';

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

/**
 * The names of the towns and the airfield, above everything so that counters never hide them: each
 * above its hex's counter where that is clear of every counter and name, else below or beside it.
 */
export function labelsLayer(s: LegionState): string {
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
export function counterLayers(s: LegionState): [string, string] {
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
