/** The coasts and regions the pictures are drawn on: built from Natural Earth, kept as data with its provenance, one region for every area. */
import { describe, expect, it } from 'vitest';
import { AREAS as MYA_AREAS } from '../../src/games/mar-y-acero/data/areas.js';
import { AREAS as TAIFA_AREAS } from '../../src/games/taifa/data/map.js';
import { GEOGRAPHY_SOURCE, MYA_GEOGRAPHY, TAIFA_GEOGRAPHY, type MapGeography } from '../../src/render/data/geography.js';
import { MYA_FRAME, MYA_SEA_LINES, MYA_SEAS } from '../../src/render/data/mar-y-acero-layout.js';
import { project } from '../../src/render/svg.js';
import { myaAreaPoint } from '../../src/render/mar-y-acero-svg.js';
import { taifaAreaPoint } from '../../src/render/taifa-svg.js';

/** The points of an SVG path of M/L/Z commands. */
function points(d: string): [number, number][] {
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** Whether (x, y) lies inside one of the path's rings (even-odd). */
function insidePath(d: string, x: number, y: number): boolean {
  let inside = false;
  for (const ring of d.split('Z').filter((r) => r !== '')) {
    const p = points(ring);
    for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
      const [xi, yi] = p[i]!;
      const [xj, yj] = p[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** The area of a path's rings in square pixels (shoelace; a ring's holes are rings of their own, wound the other way). */
function areaOf(d: string): number {
  let total = 0;
  for (const ring of d.split('Z').filter((r) => r !== '')) {
    const p = points(ring);
    let a = 0;
    for (let i = 0, j = p.length - 1; i < p.length; j = i++) a += (p[j]![0] * p[i]![1] - p[i]![0] * p[j]![1]) / 2;
    total += a;
  }
  return Math.abs(total);
}

function withinPane(g: MapGeography): void {
  for (const d of [g.land, ...Object.values(g.regions), ...Object.values(g.seas ?? {})]) {
    for (const [x, y] of points(d)) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(g.width);
      expect(y).toBeLessThanOrEqual(g.height);
    }
  }
}

describe('geography (scripts/build-geography.ts, from Natural Earth via world-atlas)', () => {
  it('is marked reconstructed and names its coastline source', () => {
    expect(GEOGRAPHY_SOURCE.kind).toBe('reconstructed');
    expect(GEOGRAPHY_SOURCE.note).toMatch(/Natural Earth .*world-atlas/);
  });

  it("Taifa: every one of the 58 areas has a region, and the area's place lies in it (or on its coast)", () => {
    for (const a of TAIFA_AREAS) {
      const d = TAIFA_GEOGRAPHY.regions[a.id] ?? '';
      expect(points(d).length, a.name).toBeGreaterThan(3);
      const p = taifaAreaPoint(a.id);
      const nudged = a.id === 6 || a.id === 33;
      const onCoast = Math.min(...points(d).map(([x, y]) => Math.hypot(x - p.x, y - p.y))) < 10;
      if (!nudged) expect(insidePath(d, p.x, p.y) || onCoast, `${a.id} ${a.name}`).toBe(true);
    }
    withinPane(TAIFA_GEOGRAPHY);
  });

  it('Mar y Acero: every one of the 15 areas has land of its own, near its place', () => {
    for (const a of MYA_AREAS) {
      const d = MYA_GEOGRAPHY.regions[a.id] ?? '';
      expect(points(d).length, a.name).toBeGreaterThan(2);
      const p = myaAreaPoint(a.id);
      const nearest = Math.min(...points(d).map(([x, y]) => Math.hypot(x - p.x, y - p.y)));
      expect(nearest, `${a.id} ${a.name}`).toBeLessThan(40);
    }
    withinPane(MYA_GEOGRAPHY);
  });

  it("Mar y Acero: each of the seas around the islands is a region holding its seed and its name's place, reconstructed with a note", () => {
    expect(Object.keys(MYA_GEOGRAPHY.seas ?? {}).sort()).toEqual(MYA_SEAS.map((s) => s.id).sort());
    for (const sea of MYA_SEAS) {
      expect(sea.source.kind, sea.id).toBe('reconstructed');
      expect((sea.source.note ?? '').length, sea.id).toBeGreaterThan(20);
      const d = MYA_GEOGRAPHY.seas?.[sea.id] ?? '';
      const seed = project(MYA_FRAME, sea.seed[0], sea.seed[1]);
      expect(insidePath(d, seed.x, seed.y), `${sea.id}: its seed lies in its region`).toBe(true);
      const others = MYA_SEAS.filter((o) => o.id !== sea.id);
      for (const o of others) expect(insidePath(MYA_GEOGRAPHY.seas?.[o.id] ?? '', seed.x, seed.y), `${sea.id}'s seed lies in ${o.id}`).toBe(false);
    }
    for (const line of MYA_SEA_LINES) for (const id of line.between) expect(MYA_SEAS.map((s) => s.id)).toContain(id);
  });

  it('Mar y Acero: the seas share the water of the pane, none on land or on another (areas to about 1%)', () => {
    const g = MYA_GEOGRAPHY;
    const seas = Object.values(g.seas ?? {}).reduce((a, d) => a + areaOf(d), 0);
    const land = [g.land, ...Object.values(g.regions)].reduce((a, d) => a + areaOf(d), 0);
    expect(Math.abs(seas + land - g.width * g.height) / (g.width * g.height)).toBeLessThan(0.01);
    // A grid of probes: a point of the sea lies in exactly one sea, a point of the land in none.
    // Probes within a few pixels of an outline are skipped: the outlines are simplified to about a pixel.
    const outlined = new Set<string>();
    for (const d of [g.land, ...Object.values(g.regions), ...Object.values(g.seas ?? {})])
      for (const [px, py] of points(d)) outlined.add(`${Math.floor(px / 4)},${Math.floor(py / 4)}`);
    const nearOutline = (x: number, y: number): boolean =>
      [-1, 0, 1].some((i) => [-1, 0, 1].some((j) => outlined.has(`${Math.floor(x / 4) + i},${Math.floor(y / 4) + j}`)));
    let probes = 0;
    for (let x = 5; x < g.width; x += 23) {
      for (let y = 5; y < g.height; y += 23) {
        if (nearOutline(x, y)) continue;
        const seasHolding = Object.values(g.seas ?? {}).filter((d) => insidePath(d, x, y)).length;
        const onLand = [g.land, ...Object.values(g.regions)].some((d) => insidePath(d, x, y));
        expect(seasHolding, `(${x}, ${y})`).toBe(onLand ? 0 : 1);
        probes++;
      }
    }
    expect(probes).toBeGreaterThan(1000);
  });
});
