/**
 * Mar y Acero as an SVG picture: the 15 areas at their reconstructed places
 * (`data/mar-y-acero-layout.ts`) on their islands, the seas around them as regions of their own,
 * the areas joined by the ring of sea currents (4.2), each with a box of its
 * counters (kind abbreviations, reduced ones washed out and starred) and markers (parchment, 2-VP
 * box, palisade, citadel, Anacaona), its control band and value; the VP track along the bottom;
 * and a side panel with the turn, impulses, Royal Support, Divine Grace/Yaya, the Destiny card,
 * the hands (known cards by number, hidden ones as face-down backs) and the decision pending.
 */
import { HIDDEN } from '../core/index.js';
import { AREAS } from '../games/mar-y-acero/data/areas.js';
import type { AreaState, MyaState, Piece } from '../games/mar-y-acero/state.js';
import { MYA_GEOGRAPHY } from './data/geography.js';
import { MYA_BOX_WIDTH, MYA_FRAME, MYA_ISLAND_LABELS, MYA_LAYOUT, MYA_SEAS } from './data/mar-y-acero-layout.js';
import { placeLabel, type Box } from './labels.js';
import { cardTitle, extraLines, myaState, pendingLine, pieceFill, pieceToken, SIDE_COLOUR, sideName, TURN_YEARS } from './mya-common.js';
import { checkSvgOptions, type SvgOptions } from './options.js';
import { el, inkOn, project, svgDocument, text, type Point } from './svg.js';

const MAP_W = 1100;
const PANEL_W = 330;
const HEIGHT = 720;
const SEA = '#cadfe8';
const LAND = '#e7e1d1';
const PER_ROW = 5;
/** A counter's height; its width is `CW`, five to a row of the box. */
const C = 24;
const CW = 27;

/** The point where area `id`'s place is drawn. */
export function myaAreaPoint(id: number): Point {
  const rec = MYA_LAYOUT[id - 1]!;
  return project(MYA_FRAME, rec.lon, rec.lat);
}

/** The height of an area's box holding `n` pieces, its markers on `badgeRows` rows. */
export function myaBoxHeight(n: number, badgeRows = 1): number {
  return 20 + Math.max(1, Math.ceil(n / PER_ROW)) * (C + 3) + 3 + badgeRows * 15;
}

/** A marker's badge: its label, fill and class. */
type Marker = readonly [label: string, fill: string, cls: string];

const badgeWidth = (label: string): number => label.length * 5.2 + 8;

/** The area's value and markers, in the order they are drawn. */
function markers(i: number, area: AreaState): Marker[] {
  const rec = AREAS[i]!;
  const out: Marker[] = [[`${rec.twoVp && !area.parchment ? 2 : 1} VP`, '#ffffff', 'value']];
  if (area.parchment) out.push(['parch.', '#e9d8a6', 'parchment']);
  if (area.palisade) out.push(['palis.', '#9b6b3d', 'palisade']);
  if (area.citadel) out.push(['citadel', '#6d6d6d', 'citadel']);
  if (area.anacaona !== null)
    out.push([`Anacaona ${area.anacaona === 'spanish' ? 'Sp' : 'In'}`, area.anacaona === 'spanish' ? '#f2c6c2' : '#c4e5cc', 'anacaona']);
  return out;
}

/** The markers cut into rows that fit the box. */
function badgeRows(list: readonly Marker[]): Marker[][] {
  const rows: Marker[][] = [[]];
  let used = 0;
  for (const m of list) {
    const w = badgeWidth(m[0]) + 3;
    if (used > 0 && used + w > MYA_BOX_WIDTH - 6) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push(m);
    used += w;
  }
  return rows;
}

/** The height of area `i`'s box in this state. */
function boxHeight(s: MyaState, i: number): number {
  const area = s.map[i] as AreaState;
  return myaBoxHeight(area.pieces.length, badgeRows(markers(i, area)).length);
}

function counter(p: Piece, x: number, y: number): string {
  const fill = pieceFill(p.kind);
  const token = pieceToken(p);
  const turned = token.indexOf('@');
  const ink = p.reduced ? '#222222' : inkOn(fill);
  return el(
    'g',
    { class: 'unit', 'data-id': p.id, 'data-kind': p.kind, 'data-side': p.side, 'data-reduced': p.reduced ? 'yes' : 'no' },
    el('title', {}, `${p.id}${p.reduced ? ' (reduced)' : ''}, ${sideName(p.side)}`),
    el('rect', {
      x,
      y,
      width: CW,
      height: C,
      rx: 2,
      fill,
      'fill-opacity': p.reduced ? 0.45 : 1,
      stroke: SIDE_COLOUR[p.side],
      'stroke-width': 1.6,
      'stroke-dasharray': p.reduced ? '3 2' : undefined,
    }),
    turned < 0
      ? text(x + CW / 2, y + 16, token, { 'font-size': 10, 'font-weight': 'bold', 'text-anchor': 'middle', fill: ink })
      : text(x + CW / 2, y + 11.5, token.slice(0, turned), { 'font-size': 10, 'font-weight': 'bold', 'text-anchor': 'middle', fill: ink }),
    // A leader serving the other side says so on a second line, small enough to fit the counter.
    turned < 0 ? '' : text(x + CW / 2, y + 21, token.slice(turned), { 'font-size': 7, 'text-anchor': 'middle', fill: ink }),
  );
}

function badge(x: number, y: number, label: string, fill: string, cls: string): string {
  const w = badgeWidth(label);
  return el(
    'g',
    { class: cls },
    el('rect', { x, y, width: w, height: 12, rx: 3, fill, stroke: '#333333', 'stroke-width': 0.8 }),
    text(x + w / 2, y + 9, label, { 'font-size': 8, 'text-anchor': 'middle', fill: inkOn(fill) }),
  );
}

function areaBox(s: MyaState, i: number): string {
  const rec = AREAS[i]!;
  const lay = MYA_LAYOUT[i]!;
  const area = s.map[i] as AreaState;
  const control = s.control[i]!;
  const { x, y } = lay.box;
  const h = boxHeight(s, i);
  const pt = myaAreaPoint(rec.id);
  const cx = Math.min(Math.max(pt.x, x), x + MYA_BOX_WIDTH);
  const cy = Math.min(Math.max(pt.y, y), y + h);
  const parts: string[] = [
    el('title', {}, `${rec.id} ${rec.name}: ${sideName(control)} control${rec.jungle ? ', dense jungle' : ''}`),
    el('line', { x1: pt.x, y1: pt.y, x2: cx, y2: cy, stroke: '#5c6f7a', 'stroke-width': 1 }),
    el('rect', { x, y, width: MYA_BOX_WIDTH, height: h, rx: 4, fill: rec.jungle ? '#d9e8cf' : '#fbf6e9', stroke: '#4a4a4a', 'stroke-width': 1 }),
    el('rect', { class: 'control', 'data-control': control, x, y, width: MYA_BOX_WIDTH, height: 16, rx: 4, fill: SIDE_COLOUR[control] }),
    text(x + 5, y + 12, `${rec.id} ${rec.name}`, { 'font-size': 10, 'font-weight': 'bold', fill: '#ffffff' }),
  ];
  area.pieces.forEach((p, j) => {
    parts.push(counter(p, x + 4 + (j % PER_ROW) * (CW + 1), y + 20 + Math.floor(j / PER_ROW) * (C + 3)));
  });
  const rows = badgeRows(markers(i, area));
  rows.forEach((row, r) => {
    let bx = x + 4;
    const by = y + h - 15 * (rows.length - r);
    for (const [label, fill, cls] of row) {
      parts.push(badge(bx, by, label, fill, cls));
      bx += badgeWidth(label) + 3;
    }
  });
  return el('g', { class: 'area', id: `area-${rec.id}`, 'data-area': rec.id, 'data-control': control, 'data-pieces': area.pieces.length }, ...parts);
}

function seaLanes(): string {
  const lines: string[] = [];
  for (let a = 1; a <= 15; a++) {
    const b = a === 15 ? 1 : a + 1;
    const p = myaAreaPoint(a);
    const q = myaAreaPoint(b);
    lines.push(el('line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, stroke: '#5d93b8', 'stroke-width': 1.4, 'stroke-dasharray': '6 4', 'stroke-opacity': 0.8 }));
  }
  const dots = MYA_LAYOUT.map((r) => {
    const p = myaAreaPoint(r.id);
    return el(
      'g',
      { class: 'place' },
      el('circle', { cx: p.x, cy: p.y, r: 7, fill: '#ffffff', stroke: '#2b3f4c', 'stroke-width': 1.2 }),
      text(p.x, p.y + 3.5, String(r.id), { 'font-size': 9, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#2b3f4c' }),
    );
  });
  return el('g', { id: 'sea-currents' }, ...lines, ...dots);
}

/** Each sea's tint: the open seas light, the channels and passages darker, no two neighbours alike. */
const SEA_TINT: Readonly<Record<string, string>> = {
  golfo: '#d3e5ee',
  oceana: '#d3e5ee',
  caribe: '#c2d9e6',
  viejo: '#c2d9e6',
  florida: '#b3cfdf',
  vientos: '#b3cfdf',
  mona: '#b3cfdf',
};

/** The seas around the islands, each a region of its own (reconstructed; `MYA_SEAS`), under the land. */
function seas(): string {
  const regions = MYA_SEAS.map((sea) =>
    el(
      'path',
      {
        class: 'sea',
        'data-sea': sea.id,
        d: MYA_GEOGRAPHY.seas?.[sea.id] ?? '',
        fill: SEA_TINT[sea.id] ?? SEA,
        stroke: '#f4f9fb',
        'stroke-width': 1.2,
        'stroke-linejoin': 'round',
      },
      el('title', {}, `${sea.name} (${sea.english})`),
    ),
  );
  return el('g', { id: 'seas' }, ...regions);
}

/** The coasts (Natural Earth) and each area's island or part of one, tinted by who controls it. */
function coasts(s: MyaState): string {
  const regions = AREAS.map((rec, i) => {
    const control = s.control[i]!;
    return el('path', {
      class: 'region',
      'data-area': rec.id,
      d: MYA_GEOGRAPHY.regions[rec.id] ?? '',
      fill: control === 'spanish' ? '#e9b9b5' : '#b9d9bf',
      stroke: '#ffffff',
      'stroke-width': 1,
    });
  });
  return el('g', { id: 'coasts' }, el('path', { id: 'land', d: MYA_GEOGRAPHY.land, fill: LAND, stroke: '#b5ab95', 'stroke-width': 0.8 }), ...regions);
}

/** A pale outline under a map name, so that it reads over sea, coast and lanes alike. */
const HALO = { stroke: '#f4f9fb', 'stroke-width': 3, 'stroke-opacity': 0.85, 'paint-order': 'stroke', 'stroke-linejoin': 'round' } as const;

/** The names of the seas (blue italics) and of the islands (upright, the land's ink), each placed clear of the area boxes and of each other. */
function mapNames(s: MyaState): string {
  const boxes: Box[] = AREAS.map((_, i) => ({ ...MYA_LAYOUT[i]!.box, width: MYA_BOX_WIDTH, height: boxHeight(s, i) }));
  const places: Box[] = AREAS.map((a) => {
    const p = myaAreaPoint(a.id);
    return { x: p.x - 8, y: p.y - 8, width: 16, height: 16 };
  });
  const taken = [...boxes, ...places];
  const bounds: Box = { x: 4, y: 4, width: MAP_W - 8, height: HEIGHT - 70 };
  const seaNames = MYA_SEAS.map((sea) => {
    const p = project(MYA_FRAME, sea.label[0], sea.label[1]);
    const at = placeLabel(sea.name, 12, p.x, p.y - 5, 0, taken, bounds);
    return text(at.x, at.y, sea.name, {
      class: 'sea-name',
      'data-sea': sea.id,
      'font-size': 12,
      'font-style': 'italic',
      fill: '#2e6283',
      'text-anchor': at.anchor,
      ...HALO,
    });
  });
  const islandNames = MYA_ISLAND_LABELS.map((l) => {
    const p = project(MYA_FRAME, l.lon, l.lat);
    const at = placeLabel(l.name, 13, p.x, p.y - 8, 0, taken, bounds);
    return text(at.x, at.y, l.name, { 'font-size': 13, fill: '#6b5b3e', 'text-anchor': at.anchor, ...HALO });
  });
  return el('g', { id: 'names' }, el('g', { id: 'sea-names' }, ...seaNames), el('g', { id: 'islands' }, ...islandNames));
}

function vpTrack(vp: number): string {
  const x0 = 24;
  const y = HEIGHT - 50;
  const w = 38;
  const parts: string[] = [text(x0, y - 6, 'Victory points (Spanish; the Indigenous have 20 minus them)', { 'font-size': 10, 'font-weight': 'bold' })];
  for (let v = 0; v <= 20; v++) {
    const band = v >= 15 ? '#f3d9d6' : v >= 11 ? '#eef0dc' : '#d7ecdc';
    parts.push(el('rect', { x: x0 + v * w, y, width: w - 2, height: 22, fill: band, stroke: '#888888', 'stroke-width': 0.8 }));
    parts.push(text(x0 + v * w + (w - 2) / 2, y + 15, String(v), { 'font-size': 10, 'text-anchor': 'middle' }));
  }
  parts.push(
    el('rect', { class: 'vp-marker', 'data-vp': vp, x: x0 + vp * w - 1, y: y - 2, width: w, height: 26, fill: 'none', stroke: '#111111', 'stroke-width': 2.5 }),
  );
  return el('g', { id: 'vp-track' }, ...parts);
}

function track(x: number, y: number, label: string, max: number, value: number, cls: string): string {
  const parts = [text(x, y + 11, label, { 'font-size': 10 })];
  for (let v = 0; v <= max; v++) {
    const bx = x + 92 + v * 19;
    parts.push(el('rect', { x: bx, y, width: 17, height: 15, fill: v === value ? '#333333' : '#ffffff', stroke: '#888888', 'stroke-width': 0.8 }));
    parts.push(text(bx + 8.5, y + 11, String(v), { 'font-size': 8, 'text-anchor': 'middle', fill: v === value ? '#ffffff' : '#333333' }));
  }
  return el('g', { class: cls, 'data-value': value }, ...parts);
}

function handRow(cards: readonly number[], x: number, y: number, side: string): string {
  const parts = cards
    .slice(0, 12)
    .map((c, j) =>
      c === HIDDEN
        ? el('rect', { class: 'card-back', x: x + j * 21, y, width: 19, height: 26, rx: 2, fill: '#5b3b20', stroke: '#2e1d0e' })
        : el(
            'g',
            { class: 'card', 'data-card': c },
            el('rect', { x: x + j * 21, y, width: 19, height: 26, rx: 2, fill: '#fffaf0', stroke: '#555555' }),
            text(x + j * 21 + 9.5, y + 17, String(c), { 'font-size': 9, 'text-anchor': 'middle' }),
          ),
    );
  return el('g', { class: 'hand', 'data-side': side, 'data-count': cards.length }, ...parts);
}

function wrap(line: string, width: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    const at = cut > 20 ? cut : width;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}

function panel(s: MyaState, title: string): string {
  const X = MAP_W;
  const x = X + 14;
  const parts: string[] = [el('rect', { x: X, y: 0, width: PANEL_W, height: HEIGHT, fill: '#fbf8f1', stroke: '#b9ad94' })];
  let y = 30;
  const line = (t: string, a: Record<string, string | number> = {}): void => {
    for (const l of wrap(t, 54)) {
      parts.push(text(x, y, l, { 'font-size': 10.5, ...a }));
      y += 15;
    }
  };
  parts.push(text(x, y, title, { 'font-size': 17, 'font-weight': 'bold' }));
  y += 20;
  line(
    `${s.mode === 'solitaire' ? `Solitaire, level ${s.level}` : 'Two-player game'} · turn ${s.turn} of 6 (${TURN_YEARS[s.turn - 1] ?? '?'})${s.viewer === undefined ? '' : ` · view of ${s.viewer}`}`,
  );
  line(pendingLine(s), { 'font-style': 'italic' });
  y += 4;
  line(`VP: Spanish ${s.vp} · Indigenous ${20 - s.vp}`, { 'font-weight': 'bold' });
  parts.push(track(x, y, 'Royal Support', 10, s.royalSupport, 'royal-support'));
  y += 20;
  parts.push(track(x, y, 'Impulses Sp.', 5, s.impulses.spanish, 'impulses-spanish'));
  y += 20;
  parts.push(track(x, y, 'Impulses In.', 5, s.impulses.indigenous, 'impulses-indigenous'));
  y += 30;
  line(`${s.grace.side === 'spanish' ? 'Divine Grace (Spanish)' : 'Yaya (Indigenous)'}${s.grace.usedTurn ? ', used this turn' : ', unused'}`);
  line(`Destiny: ${s.destiny === null ? 'none' : cardTitle(s.destiny)}`);
  line(`Decks: turn 1 ${s.turn1Deck.length} · Destiny ${s.destinyDeck.length} (face down)`);
  for (const l of extraLines(s)) line(l);
  y += 4;
  for (const side of ['spanish', 'indigenous'] as const) {
    const played = s.played[side];
    line(`${sideName(side)} hand ${s.hands[side].length}${played === null ? '' : ` · played: ${played === HIDDEN ? 'face down' : cardTitle(played)}`}`, {
      'font-weight': 'bold',
    });
    parts.push(handRow(s.hands[side], x, y - 8, side));
    y += 28;
  }
  const off = s.offMap.map(pieceToken);
  line(`Colón: ${s.colon}${off.length > 0 ? ` · off the map: ${off.join(' ')}` : ''}`);
  if (s.leadersOut.length > 0) line(`Leaders out: ${s.leadersOut.join(', ')}`);
  const bags = s.bags;
  line(
    `Bags: soldiers ${bags.jinete + bags.arcabucero + bags.espatario}, settlers ${bags.peon + bags.escribano}, Taínos ${bags.cacique + bags.naboria}, Caribs ${bags.calinago + bags.tama}, Rebels ${bags.capitan + bags.tropa}`,
  );
  return el('g', { id: 'panel' }, ...parts, legend(x, HEIGHT - 126));
}

function legend(x: number, y: number): string {
  const sw = (dx: number, dy: number, fill: string, label: string): string[] => [
    el('rect', { x: x + dx, y: y + dy, width: 10, height: 10, fill, stroke: '#333333', 'stroke-width': 0.8 }),
    text(x + dx + 14, y + dy + 9, label),
  ];
  return el(
    'g',
    { id: 'legend', 'font-size': 9.5 },
    text(x, y, 'Legend', { 'font-weight': 'bold', 'font-size': 10 }),
    ...sw(0, 8, '#e8c21d', 'soldiers: Jin Arc Esp'),
    ...sw(150, 8, '#d0473f', 'settlers: Peo Esc'),
    ...sw(0, 24, '#5aa85a', 'Taínos: Cac Nab'),
    ...sw(150, 24, '#3f7cc4', 'Caribs: Cal Tam'),
    ...sw(0, 40, '#8e8e8e', 'Rebels: Cap Tro'),
    ...sw(150, 40, '#fff4d6', 'leaders: COL CAO GUA HIJ'),
    text(x, y + 66, '* reduced (washed, dashed) · border: side · band: control'),
    text(x, y + 80, 'green box: dense jungle · dashed blue: sea currents (4.2)'),
    text(x, y + 94, 'parch.: parchment on the 2-VP box · palis. / citadel'),
    text(x, y + 108, 'blue italics: the seas (geography, read by no rule)'),
  );
}

/**
 * An SVG picture of a Mar y Acero state or view (pure: the same state gives the same text, and the
 * state is not changed). Areas are `<g class="area" data-area="15" data-control="spanish">`
 * groups holding `<g class="unit" data-kind="tama" data-reduced="yes">` counters; hands are
 * `<g class="hand" data-side="spanish" data-count="5">`, a view's hidden cards drawn as backs.
 * Throws `ValidationError` when `state` is not a Mar y Acero state or view, or `options` are wrong.
 */
export function renderMarYAceroSvg(state: MyaState, options?: SvgOptions): string {
  const opts = checkSvgOptions(options);
  const s = myaState(state);
  const title = opts.title ?? `Mar y Acero — turn ${s.turn}`;
  const body = [
    el('rect', { x: 0, y: 0, width: MAP_W, height: HEIGHT, fill: SEA }),
    seas(),
    coasts(s),
    mapNames(s),
    seaLanes(),
    el('g', { id: 'areas' }, ...AREAS.map((_, i) => areaBox(s, i))),
    vpTrack(s.vp),
    text(
      MAP_W - 12,
      HEIGHT - 8,
      'Coasts: Natural Earth. Areas: the islands of the places they name; seas and boxes (reconstructed): see docs/data-provenance.md',
      { 'font-size': 9, fill: '#5c7280', 'text-anchor': 'end' },
    ),
    panel(s, title),
  ];
  return svgDocument(MAP_W + PANEL_W, HEIGHT, title, opts.scale ?? 1, body);
}
