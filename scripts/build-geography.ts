/**
 * `npx tsx scripts/build-geography.ts`: builds `src/render/data/geography.ts`, the coasts and the
 * area regions the pictures of Taifa and Mar y Acero are drawn on, once, from public coastline data:
 * Natural Earth's 1:50m countries (public domain) as the `world-atlas` package ships them as
 * TopoJSON. Each game's frame (`TAIFA_FRAME`, `MYA_FRAME`) projects the outlines to the picture's
 * pixels here, never at run time, and the result is kept as data with its provenance.
 *
 * An area's region is the part of its land nearest to the area's place (`TAIFA_LAYOUT`,
 * `MYA_LAYOUT`): the Voronoi cell of its point clipped to the land it lies on. That is a
 * reconstruction (the games' boards are not published as geometry), marked so in the data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Delaunay } from 'd3-delaunay';
import polygonClipping, { type MultiPolygon, type Polygon } from 'polygon-clipping';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MYA_FRAME, MYA_LAYOUT, MYA_SEA_LINES, MYA_SEAS } from '../src/render/data/mar-y-acero-layout.js';
import { TAIFA_FRAME, TAIFA_LAYOUT } from '../src/render/data/taifa-layout.js';
import { project, type Frame } from '../src/render/svg.js';

const require = createRequire(import.meta.url);
const atlasFile = require.resolve('world-atlas/countries-50m.json');
const atlasVersion = (JSON.parse(readFileSync(require.resolve('world-atlas/package.json'), 'utf8')) as { version: string }).version;
const topology = JSON.parse(readFileSync(atlasFile, 'utf8')) as Topology;
const countries = feature(topology, topology.objects.countries as GeometryCollection<{ name: string }>).features;

type Ring = [number, number][];

/** A country's outline as polygon-clipping's multipolygon, in degrees. */
function outline(name: string): MultiPolygon {
  const f = countries.find((c) => c.properties?.name === name);
  if (f === undefined) throw new Error(`no country ${name} in world-atlas`);
  const g = f.geometry;
  if (g.type === 'Polygon') return [g.coordinates as Polygon];
  if (g.type === 'MultiPolygon') return g.coordinates as MultiPolygon;
  throw new Error(`${name}: unexpected geometry ${g.type}`);
}

/** Every country's outline whose box meets the frame's box (degrees). */
function landNear(box: { west: number; east: number; south: number; north: number }, except: readonly string[]): MultiPolygon {
  const out: Polygon[] = [];
  for (const f of countries) {
    const name = f.properties?.name ?? '';
    if (except.includes(name)) continue;
    const g = f.geometry;
    const polys = g.type === 'Polygon' ? [g.coordinates as Polygon] : g.type === 'MultiPolygon' ? (g.coordinates as MultiPolygon) : [];
    for (const p of polys) {
      const ring = p[0] ?? [];
      if (ring.some(([lon, lat]) => lon >= box.west - 2 && lon <= box.east + 2 && lat >= box.south - 2 && lat <= box.north + 2)) out.push(p);
    }
  }
  return out;
}

/** A multipolygon projected into the frame's pixels. */
function projected(frame: Frame, mp: MultiPolygon): MultiPolygon {
  return mp.map((poly) =>
    poly.map((ring) =>
      ring.map(([lon, lat]) => {
        const p = project(frame, lon, lat);
        return [p.x, p.y] as [number, number];
      }),
    ),
  );
}

const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ],
];

/** Drops the points of a ring nearer than `tolerance` pixels to the last one kept (keeping the ring closed and at least a triangle). */
function simplify(ring: Ring, tolerance: number): Ring {
  const out: Ring = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (last === undefined || Math.hypot(p[0] - last[0], p[1] - last[1]) >= tolerance) out.push(p);
  }
  return out.length >= 4 ? out : ring;
}

/** An SVG path of a multipolygon, each point rounded to a tenth of a pixel; rings smaller than `minArea` square pixels left out. */
function pathOf(mp: MultiPolygon, minArea = 1.5): string {
  const parts: string[] = [];
  for (const poly of mp) {
    for (const ring of poly) {
      const r = simplify(ring as Ring, 0.9);
      if (Math.abs(area(r)) < minArea) continue;
      parts.push(`M${r.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`);
    }
  }
  return parts.join('');
}

function area(ring: Ring): number {
  let a = 0;
  for (let i = 0; i < ring.length - 1; i++) a += (ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1]) / 2;
  return a;
}

/** The regions: each point's Voronoi cell clipped to `domain`, keyed by id. */
function regions(
  points: readonly { id: number; x: number; y: number }[],
  domain: MultiPolygon,
  bounds: [number, number, number, number],
): Record<number, MultiPolygon> {
  const voronoi = Delaunay.from(points.map((p) => [p.x, p.y] as [number, number])).voronoi(bounds);
  const out: Record<number, MultiPolygon> = {};
  points.forEach((p, i) => {
    const cell = voronoi.cellPolygon(i) as unknown as Ring | null;
    if (cell === null) return;
    out[p.id] = polygonClipping.intersection(domain, [cell]);
  });
  return out;
}

interface Built {
  readonly land: string;
  readonly regions: Record<number, string>;
  readonly seas?: Record<string, string>;
}

/** Taifa: the Iberian peninsula (Spain, Portugal, Andorra, Gibraltar) shared among the 58 areas; France and Africa as context. */
function taifa(width: number, height: number): Built {
  const clip = rect(0, 0, width, height);
  const iberia = projected(TAIFA_FRAME, polygonClipping.union(outline('Spain'), outline('Portugal'), outline('Andorra')));
  const domain = polygonClipping.intersection(iberia, clip);
  const context = polygonClipping.intersection(
    projected(TAIFA_FRAME, landNear({ west: -12, east: 6, south: 34, north: 45 }, ['Spain', 'Portugal', 'Andorra'])),
    clip,
  );
  const pts = TAIFA_LAYOUT.map((r) => ({ id: r.id, ...project(TAIFA_FRAME, r.lon, r.lat) }));
  const cells = regions(pts, domain, [0, 0, width, height]);
  return { land: pathOf(context), regions: Object.fromEntries(Object.entries(cells).map(([id, mp]) => [id, pathOf(mp, 0.5)])) };
}

/**
 * Mar y Acero: each island (a land polygon) goes to the areas whose places lie on it or within
 * `reach` pixels of it, shared among them by their Voronoi cells; the other land is context.
 */
function marYAcero(width: number, height: number, reach: number): Built {
  const clip = rect(0, 0, width, height);
  const land = polygonClipping.intersection(projected(MYA_FRAME, landNear({ west: -86, east: -59, south: 8, north: 28 }, [])), clip);
  const pts = MYA_LAYOUT.map((r) => ({ id: r.id, ...project(MYA_FRAME, r.lon, r.lat) }));
  const byArea: Record<number, Polygon[]> = {};
  const context: Polygon[] = [];
  for (const poly of land) {
    const ring = poly[0] as Ring;
    const near = pts.filter((p) => distanceToRing(p, ring) <= reach);
    if (near.length === 0) {
      context.push(poly);
      continue;
    }
    const add = (id: number, polys: Polygon[]): void => {
      byArea[id] = [...(byArea[id] ?? []), ...polys];
    };
    if (near.length === 1) add(near[0]!.id, [poly]);
    else for (const [id, mp] of Object.entries(regions(near, [poly], [0, 0, width, height]))) add(Number(id), mp);
  }
  return {
    land: pathOf(context, 1),
    regions: Object.fromEntries(Object.entries(byArea).map(([id, polys]) => [id, pathOf(polys, 0.3)])),
    seas: Object.fromEntries(Object.entries(seas(land, clip)).map(([id, mp]) => [id, pathOf(mp, 0.5)])),
  };
}

/** A strip `width` pixels wide along a line of pixel points. */
function strip(line: readonly [number, number][], width: number): MultiPolygon {
  const quads: Polygon[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const [x0, y0] = line[i]!;
    const [x1, y1] = line[i + 1]!;
    const len = Math.hypot(x1 - x0, y1 - y0) || 1;
    const nx = (-(y1 - y0) / len) * (width / 2);
    const ny = ((x1 - x0) / len) * (width / 2);
    const ex = ((x1 - x0) / len) * (width / 2);
    const ey = ((y1 - y0) / len) * (width / 2);
    quads.push([
      [
        [x0 + nx - ex, y0 + ny - ey],
        [x1 + nx + ex, y1 + ny + ey],
        [x1 - nx + ex, y1 - ny + ey],
        [x0 - nx - ex, y0 - ny - ey],
        [x0 + nx - ex, y0 + ny - ey],
      ],
    ]);
  }
  return polygonClipping.union(quads[0]!, ...quads.slice(1));
}

/** Whether a pixel point lies in a polygon (inside its outer ring, outside its holes). */
function inPolygon(p: { x: number; y: number }, poly: Polygon): boolean {
  return poly.every((ring, i) => (distanceToRing(p, ring as Ring) === 0) === (i === 0));
}

/**
 * Mar y Acero's seas: the water of the pane (the pane less the land) cut along the lines of
 * `MYA_SEA_LINES` falls into parts, and each part goes to the sea whose seed lies in it; a part
 * with no seed (a pocket between islands and a line) goes to the sea of the nearest part that has
 * one. The strip each line takes out goes to the first sea it names, so the seas share all the water.
 */
function seas(land: MultiPolygon, clip: Polygon): Record<string, MultiPolygon> {
  const water = polygonClipping.difference(clip, land);
  const px = (points: readonly (readonly [number, number])[]): [number, number][] =>
    points.map(([lon, lat]) => {
      const p = project(MYA_FRAME, lon, lat);
      return [p.x, p.y];
    });
  const strips = MYA_SEA_LINES.map((l) => strip(px(l.points), 0.6));
  const parts = polygonClipping.difference(water, ...strips);
  const seeds = MYA_SEAS.map((s) => ({ id: s.id, ...project(MYA_FRAME, s.seed[0], s.seed[1]) }));
  const owner: (string | null)[] = parts.map((poly) => seeds.find((s) => inPolygon(s, poly))?.id ?? null);
  for (const s of seeds) if (!owner.includes(s.id)) throw new Error(`sea ${s.id}: its seed is on land or shares a part with another seed`);
  const seeded = parts.flatMap((poly, i) => (owner[i] ? [{ poly, id: owner[i] }] : []));
  const out: Record<string, Polygon[]> = {};
  parts.forEach((poly, i) => {
    let id = owner[i] ?? null;
    if (id === null) {
      const [x, y] = poly[0]![0]!;
      let best = Infinity;
      for (const p of seeded) {
        const d = Math.min(...(p.poly[0] as Ring).map(([px2, py2]) => Math.hypot(px2 - x, py2 - y)));
        if (d < best) {
          best = d;
          id = p.id;
        }
      }
    }
    if (id === null) throw new Error('a part of the sea has no sea');
    out[id] = [...(out[id] ?? []), poly];
  });
  let taken: MultiPolygon = [];
  MYA_SEA_LINES.forEach((l, i) => {
    const piece = polygonClipping.difference(polygonClipping.intersection(water, strips[i]!), taken);
    taken = polygonClipping.union(taken, strips[i]!);
    out[l.between[0]] = [...(out[l.between[0]] ?? []), ...piece];
  });
  return Object.fromEntries(Object.entries(out).map(([id, polys]) => [id, polygonClipping.union(polys[0]!, ...polys.slice(1))]));
}

/** The distance in pixels from a point to a ring (0 inside it). */
function distanceToRing(p: { x: number; y: number }, ring: Ring): number {
  let inside = false;
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
    const dx = xj - xi;
    const dy = yj - yi;
    const t = Math.max(0, Math.min(1, ((p.x - xi) * dx + (p.y - yi) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p.x - (xi + t * dx), p.y - (yi + t * dy)));
  }
  return inside ? 0 : best;
}

/** The picture sizes the renderers draw their maps in (their map panes). */
const TAIFA_MAP = { width: 1000, height: 820 };
const MYA_MAP = { width: 1100, height: 720 };

const t = taifa(TAIFA_MAP.width, TAIFA_MAP.height);
const m = marYAcero(MYA_MAP.width, MYA_MAP.height, 14);

const source = `Natural Earth 1:50m countries (public domain, naturalearthdata.com), from the npm package world-atlas ${atlasVersion} (countries-50m.json)`;
const out = `/**
 * Coasts and area regions for the pictures of Taifa and Mar y Acero, as SVG paths in each map's
 * pixels. Generated by \`npx tsx scripts/build-geography.ts\`: do not edit by hand.
 *
 * Coasts: ${source}, projected once with \`TAIFA_FRAME\` and \`MYA_FRAME\` when this file was built,
 * simplified to about a pixel. Regions: **reconstructed** (the boards are not published as
 * geometry): an area's region is the land nearest to its place in \`TAIFA_LAYOUT\` / \`MYA_LAYOUT\`
 * (the Voronoi cell of the place clipped to the coast). Mar y Acero's seas, also **reconstructed**:
 * the water split by the coasts and the lines of \`MYA_SEA_LINES\`, each part given to the sea of
 * \`MYA_SEAS\` whose seed lies in it. See docs/data-provenance.md.
 * @module
 */
import type { Source } from '../../core/index.js';

/** Where the coasts come from. */
export const GEOGRAPHY_SOURCE: Source = { kind: 'reconstructed', note: ${JSON.stringify(`coasts from ${source}; regions: the land nearest each area's place (Voronoi cells clipped to the coast); Mar y Acero's seas: the water parted by the coasts and the lines of MYA_SEA_LINES`)} };

/** One game's map: the land around it (context, no area) and each area's region, by area number. */
export interface MapGeography {
  /** The map pane's size in pixels, the frame the paths are drawn in. */
  readonly width: number;
  /** The map pane's height in pixels. */
  readonly height: number;
  /** The land that holds no area (France, Africa; the mainland around the Caribbean), one SVG path. */
  readonly land: string;
  /** Each area's region as one SVG path, by area number. */
  readonly regions: Readonly<Record<number, string>>;
  /** Mar y Acero: each sea's region as one SVG path, by its \`MYA_SEAS\` id; together they cover the water of the pane. */
  readonly seas?: Readonly<Record<string, string>>;
}

/** Taifa: the peninsula shared among its 58 areas. */
export const TAIFA_GEOGRAPHY: MapGeography = ${JSON.stringify({ width: TAIFA_MAP.width, height: TAIFA_MAP.height, land: t.land, regions: t.regions })};

/** Mar y Acero: the islands of its 15 areas. */
export const MYA_GEOGRAPHY: MapGeography = ${JSON.stringify({ width: MYA_MAP.width, height: MYA_MAP.height, land: m.land, regions: m.regions, seas: m.seas })};
`;
const file = fileURLToPath(new URL('../src/render/data/geography.ts', import.meta.url));
writeFileSync(file, out);
console.log(
  `wrote ${file}: ${(out.length / 1024).toFixed(0)} KB; Taifa ${Object.keys(t.regions).length} regions, Mar y Acero ${Object.keys(m.regions).length}`,
);
