/** The coasts and regions the pictures are drawn on: built from Natural Earth, kept as data with its provenance, one region for every area. */
import { describe, expect, it } from 'vitest';
import { AREAS as MYA_AREAS } from '../../src/games/mar-y-acero/data/areas.js';
import { AREAS as TAIFA_AREAS } from '../../src/games/taifa/data/map.js';
import { GEOGRAPHY_SOURCE, MYA_GEOGRAPHY, TAIFA_GEOGRAPHY, type MapGeography } from '../../src/render/data/geography.js';
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

function withinPane(g: MapGeography): void {
  for (const d of [g.land, ...Object.values(g.regions)]) {
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
});
