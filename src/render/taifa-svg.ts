/**
 * Taifa as an SVG picture: the peninsula on its real coasts (`data/geography.ts`, from Natural
 * Earth), each of the 58 areas a region in its owner's colour around its reconstructed place
 * (`data/taifa-layout.ts`), with its number, castles, capitals, garrisons, invasion routes and the
 * connections; and a side panel with the turn, the round, the decision pending,
 * each kingdom's castles and hand (known cards by id, hidden ones as face-down backs), the decks,
 * the discards and the permanent events.
 */
import { HIDDEN } from '../core/index.js';
import { CARDS } from '../games/taifa/data/cards.js';
import { CASTLES_PER_KINGDOM } from '../games/taifa/data/kingdoms.js';
import { AREAS, CONNECTIONS } from '../games/taifa/data/map.js';
import type { TaifaState } from '../games/taifa/types.js';
import { TAIFA_GEOGRAPHY } from './data/geography.js';
import { TAIFA_FRAME, TAIFA_LAYOUT } from './data/taifa-layout.js';
import { placeLabel, type Box } from './labels.js';
import { checkSvgOptions } from './options.js';
import { el, inkOn, project, svgDocument, text, tint, type Point } from './svg.js';
import { attackedArea, attackLines, kingdomAt, ownerName, pendingLine, permanentLines, taifaState } from './taifa-common.js';

const MAP_W = 1000;
const PANEL_X = 1000;
const PANEL_W = 340;
const HEIGHT = 820;
const R = 11;
const SEA = '#cadfe8';
const LAND = '#e7e1d1';
const INDEPENDENT = '#c9c4b8';
const OUT = '#ecebe8';

/** The point where area `id` is drawn. */
export function taifaAreaPoint(id: number): Point {
  const rec = TAIFA_LAYOUT[id - 1]!;
  const p = project(TAIFA_FRAME, rec.lon, rec.lat);
  return { x: p.x + rec.nudge.dx, y: p.y + rec.nudge.dy };
}

/** A small crenellated tower, centred on (x, y): a castle (2.2). */
function castle(x: number, y: number, fill: string): string {
  const d = `M${x - 6} ${y + 5}V${y - 4}h2v-3h2v3h2v-3h2v3h2v-3h2V${y + 5}Z`;
  return el('path', { class: 'castle', d, fill, stroke: '#1b1b1b', 'stroke-width': 1 });
}

function connections(): string {
  const lines = CONNECTIONS.map((c) => {
    const a = taifaAreaPoint(c.a);
    const b = taifaAreaPoint(c.b);
    return el('line', {
      x1: a.x,
      y1: a.y,
      x2: b.x,
      y2: b.y,
      stroke: c.special ? '#2f6fb0' : '#5f5646',
      'stroke-opacity': c.special ? 1 : 0.45,
      'stroke-width': c.special ? 1.6 : 1,
      'stroke-dasharray': c.special ? '5 4' : undefined,
    });
  });
  return el('g', { id: 'connections' }, ...lines);
}

/** The region of each area, filled in its owner's colour (a lighter tint), on the coasts. */
function regions(state: TaifaState): string {
  const paths = AREAS.map((rec, i) => {
    const owner = state.owner[i]!;
    const base = owner >= 0 ? kingdomAt(state, owner).hex : owner === -1 ? INDEPENDENT : OUT;
    const d = TAIFA_GEOGRAPHY.regions[rec.id] ?? '';
    return el('path', {
      class: 'region',
      'data-area': rec.id,
      d,
      fill: tint(base, owner >= 0 ? 0.45 : 0.2),
      stroke: '#ffffff',
      'stroke-width': 1.2,
      'stroke-linejoin': 'round',
    });
  });
  return el('g', { id: 'regions' }, el('path', { id: 'land', d: TAIFA_GEOGRAPHY.land, fill: LAND, stroke: '#b5ab95', 'stroke-width': 0.8 }), ...paths);
}

function areaNode(state: TaifaState, i: number, attacked: number | null, taken: Box[]): string {
  const rec = AREAS[i]!;
  const { x, y } = taifaAreaPoint(rec.id);
  const owner = state.owner[i]!;
  const fill = owner >= 0 ? kingdomAt(state, owner).hex : owner === -1 ? INDEPENDENT : OUT;
  const ownerId = owner >= 0 ? kingdomAt(state, owner).id : owner === -1 ? 'independent' : 'out-of-play';
  const garrison = state.garrison[i] === true;
  const tip = `${rec.id} ${rec.name}: ${ownerName(state, owner)}, defence ${rec.defence}${rec.capitalOf !== null ? ', capital' : ''}${garrison ? ', garrison' : ''}${rec.invasionRoute ? ', invasion route' : ''}`;
  const parts: string[] = [el('title', {}, tip)];
  if (attacked === rec.id)
    parts.push(el('circle', { class: 'attacked', cx: x, cy: y, r: R + 8, fill: 'none', stroke: '#d11', 'stroke-width': 2.5, 'stroke-dasharray': '4 3' }));
  if (rec.capitalOf !== null) parts.push(el('circle', { class: 'capital', cx: x, cy: y, r: R + 4, fill: 'none', stroke: '#1b1b1b', 'stroke-width': 2 }));
  if (rec.invasionRoute) parts.push(el('path', { class: 'invasion', d: `M${Math.round(x - R - 11)} ${Math.round(y - 5)}l8 5l-8 5Z`, fill: '#7a1010' }));
  parts.push(
    el('circle', {
      cx: x,
      cy: y,
      r: R,
      fill,
      stroke: owner === -2 ? '#999999' : '#333333',
      'stroke-width': 1.2,
      'stroke-dasharray': owner === -2 ? '3 2' : undefined,
    }),
  );
  if (owner >= 0) parts.push(castle(Math.round(x), Math.round(y - R), fill));
  parts.push(text(x, y + 4, String(rec.id), { 'font-size': 11, 'font-weight': 'bold', 'text-anchor': 'middle', fill: owner === -2 ? '#999999' : inkOn(fill) }));
  if (garrison) {
    parts.push(
      el(
        'g',
        { class: 'garrison' },
        el('rect', { x: x + 8, y: y - 2, width: 11, height: 11, fill: '#1b1b1b', stroke: '#ffffff', 'stroke-width': 1 }),
        text(x + 13.5, y + 6, 'G', { 'font-size': 8, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#ffffff' }),
      ),
    );
  }
  const label = placeLabel(rec.name, 10, x, y, R + 2, taken, { x: 2, y: 2, width: MAP_W - 4, height: HEIGHT - 30 });
  parts.push(
    text(label.x, label.y, rec.name, {
      'font-size': 10,
      'text-anchor': label.anchor,
      fill: owner === -2 ? '#888888' : '#1b1b1b',
      stroke: '#ffffff',
      'stroke-width': 2.5,
      'stroke-opacity': 0.8,
      'paint-order': 'stroke',
    }),
  );
  return el('g', { class: 'area', id: `area-${rec.id}`, 'data-area': rec.id, 'data-owner': ownerId, 'data-garrison': garrison ? 'yes' : 'no' }, ...parts);
}

/** Every area's node and label: the labels placed in area order, each clear of those before it and of every node. */
function areaNodesLabelled(state: TaifaState, attacked: number | null): string[] {
  const taken: Box[] = AREAS.map((rec) => {
    const p = taifaAreaPoint(rec.id);
    return { x: p.x - R, y: p.y - R - 10, width: 2 * R, height: 2 * R + 10 };
  });
  return AREAS.map((_, i) => areaNode(state, i, attacked, taken));
}

/** A hand as a row of small cards (17 x 22 px, the id in 9 px): a known card shows its id, a hidden one its back. */
function handRow(cards: readonly number[], x: number, y: number, kingdom: string): string {
  const step = 19;
  const shown = cards.slice(0, 14);
  const parts = shown.map((c, j) => {
    const cx = x + j * step;
    if (c === HIDDEN) {
      return el('rect', { class: 'card-back', x: cx, y: y - 1, width: 17, height: 22, rx: 2, fill: '#6b4f2a', stroke: '#3b2a12', 'stroke-width': 1 });
    }
    const deck = CARDS[c]?.deck === 'christian' ? '#dfe8f6' : '#f3e6d3';
    return el(
      'g',
      { class: 'card', 'data-card': c },
      el('rect', { x: cx, y: y - 1, width: 17, height: 22, rx: 2, fill: deck, stroke: '#555555', 'stroke-width': 1 }),
      text(cx + 8.5, y + 14, String(c), { 'font-size': 9, 'text-anchor': 'middle' }),
    );
  });
  if (cards.length > shown.length) parts.push(text(x + shown.length * step + 2, y + 14, `+${cards.length - shown.length}`, { 'font-size': 10 }));
  return el('g', { class: 'hand', 'data-kingdom': kingdom, 'data-count': cards.length }, ...parts);
}

function panel(state: TaifaState, title: string): string {
  const x = PANEL_X + 14;
  const parts: string[] = [el('rect', { x: PANEL_X, y: 0, width: PANEL_W, height: HEIGHT, fill: '#fbf8f1', stroke: '#b9ad94' })];
  let y = 30;
  parts.push(text(x, y, title, { 'font-size': 17, 'font-weight': 'bold' }));
  y += 20;
  const who = state.viewer === undefined ? '' : ` · view of ${state.viewer}`;
  parts.push(
    text(x, y, `${state.scenario === 'el-cid' ? 'El Cid scenario' : 'Standard game'} · turn ${state.turn} of 3 · passes ${state.passes}${who}`, {
      'font-size': 11,
    }),
  );
  y += 18;
  for (const line of [pendingLine(state), ...attackLines(state)]) {
    parts.push(text(x, y, line.length > 58 ? `${line.slice(0, 57)}…` : line, { 'font-size': 10.5, 'font-style': 'italic' }));
    y += 15;
  }
  y += 8;
  state.kingdoms.forEach((k, i) => {
    const kd = kingdomAt(state, i);
    const castles = state.owner.filter((o) => o === i).length;
    const mark = i === state.current && state.result === null ? ' ◀' : '';
    parts.push(el('rect', { x, y: y - 11, width: 14, height: 14, fill: kd.hex, stroke: '#333333' }));
    parts.push(text(x + 20, y, `${kd.name}${mark}`, { 'font-size': 12, 'font-weight': 'bold' }));
    parts.push(
      text(
        x + 20,
        y + 15,
        `${k.bot ? 'bot' : 'person'} · castles ${castles}/${CASTLES_PER_KINGDOM} · bonus ${k.bonus >= 0 ? '+' : ''}${k.bonus} · hand ${k.hand.length}${k.bot ? ` · army ${k.army.length} · ready ${k.ready.length}` : ''}`,
        { 'font-size': 10 },
      ),
    );
    parts.push(handRow(k.hand, x + 20, y + 21, kd.id));
    y += 58;
  });
  y += 4;
  const [christian, muslim] = state.decks;
  const top = state.discard[state.discard.length - 1];
  const lines = [
    `Decks: Christian ${christian.length} · Muslim ${muslim.length} (face down)`,
    `Discard ${state.discard.length}${top === undefined ? '' : ` (top: ${CARDS[top]?.def.name ?? top})`} · removed ${state.removed.length}`,
    ...permanentLines(state),
  ];
  for (const line of lines) {
    parts.push(text(x, y, line, { 'font-size': 10.5 }));
    y += 15;
  }
  return el('g', { id: 'panel' }, ...parts, legend(x, HEIGHT - 96));
}

function legend(x: number, y: number): string {
  return el(
    'g',
    { id: 'legend', 'font-size': 10 },
    text(x, y, 'Legend', { 'font-weight': 'bold' }),
    el('circle', { cx: x + 8, cy: y + 16, r: 7, fill: INDEPENDENT, stroke: '#333333' }),
    text(x + 22, y + 20, 'independent area (number inside)'),
    castle(x + 8, y + 34, '#ffffff'),
    text(x + 22, y + 38, 'castle of the owner · ringed: capital'),
    el('rect', { x: x + 3, y: y + 46, width: 10, height: 10, fill: '#1b1b1b' }),
    text(x + 22, y + 55, 'garrison · ▶ invasion route'),
    el('line', { x1: x, y1: y + 68, x2: x + 16, y2: y + 68, stroke: '#2f6fb0', 'stroke-width': 1.6, 'stroke-dasharray': '5 4' }),
    text(x + 22, y + 72, "Mallorca's sea links · dashed grey: out of play"),
  );
}

/**
 * An SVG picture of a Taifa state or view (pure: the same state gives the same text, and the state
 * is not changed). Areas are `<g class="area" data-area="12" data-owner="castilla">` groups, hands
 * `<g class="hand" data-kingdom="leon" data-count="8">`; a view's hidden cards are drawn as backs.
 * Throws `ValidationError` when `state` is not a Taifa state or view, or `options` are wrong.
 */
export function renderTaifaSvg(state: TaifaState, options?: import('./options.js').SvgOptions): string {
  const opts = checkSvgOptions(options);
  const s = taifaState(state);
  const title = opts.title ?? `Taifa — turn ${s.turn}`;
  const attacked = attackedArea(s);
  const body = [
    el('rect', { x: 0, y: 0, width: MAP_W, height: HEIGHT, fill: SEA }),
    regions(s),
    text(24, HEIGHT - 10, 'Coasts: Natural Earth. Areas: regions around the places they name (reconstructed; see docs/data-provenance.md)', {
      'font-size': 10,
      fill: '#4d5c66',
    }),
    connections(),
    el('g', { id: 'areas' }, ...areaNodesLabelled(s, attacked)),
    panel(s, title),
  ];
  return svgDocument(MAP_W + PANEL_W, HEIGHT, title, opts.scale ?? 1, body);
}
