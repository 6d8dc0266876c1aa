// Line of sight (9.2; Tabla de Terrenos "B"; reading 2's levels), on the Las Navas map.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alFilo, type AlFiloState, type UnitPosition } from 'reglas/al-filo';
import { sightPath } from '../../src/hex/index.js';
import { GRID, HEX_COUNT, LEVEL, hexId } from '../../src/games/al-filo/board.js';
import { relocate } from '../../src/games/al-filo/edits.js';
import { LAS_NAVAS_GROUND, lineOfSight, sees, type SightGround } from '../../src/games/al-filo/sight.js';
import { battle, hexIndex, unitIndex } from './helpers.js';

/** A battle with only these units, each on the hex given (facing north). */
function withUnits(units: Record<string, string>): AlFiloState {
  const placed: Record<string, UnitPosition> = {};
  for (const [id, hex] of Object.entries(units)) placed[id] = { hex, facing: 0 };
  return battle({ units: placed, released: true });
}

const EMPTY = withUnits({});
const h = hexIndex;
/** Whether the line from `a` to `b` runs along a hexside, and between which hexes at its middle step. */
function alongAt(a: string, b: string, step: number): [string, string] | null {
  const p = sightPath(GRID, h(a), h(b));
  return p.left[step] === p.right[step] ? null : ([hexId(p.left[step]!), hexId(p.right[step]!)].sort() as [string, string]);
}

describe('9.2: units block a line of sight', () => {
  it('9.2: on clear low ground with nothing between, a line is clear', () => {
    expect(sees(EMPTY, h('1010'), h('1014'), false)).toBe(true);
    expect(lineOfSight(EMPTY, h('1010'), h('1412'), false)).toEqual({ clear: true, blockedBy: null });
  });

  it('9.2: a friendly unit in a hex between blocks the line ("por otras unidades (amigas o enemigas)")', () => {
    // Christian crossbows at 1010, a Christian Pi at 1012, a Christian target at 1014
    const s = withUnits({ 'haro-ab-1': '1010', 'haro-pi-1': '1012', 'haro-pi-2': '1014' });
    const v = lineOfSight(s, h('1010'), h('1014'), false);
    expect(v.clear).toBe(false);
    expect(v.blockedBy).toEqual({ kind: 'hex', step: 2, hex: h('1012') });
  });

  it('9.2: an enemy unit in a hex between blocks the line too', () => {
    const s = withUnits({ 'haro-ab-1': '1010', 'djami-pi-1': '1012', 'djami-pi-2': '1014' });
    expect(sees(s, h('1010'), h('1014'), false)).toBe(false);
    expect(lineOfSight(s, h('1010'), h('1014'), false).blockedBy).toEqual({ kind: 'hex', step: 2, hex: h('1012') });
  });

  it('9.2: archers fire over units, friend or enemy: only terrain blocks them', () => {
    const friend = withUnits({ 'djami-ar-1': '1010', 'djami-pi-1': '1012', 'haro-pi-1': '1014' });
    expect(sees(friend, h('1010'), h('1014'), true)).toBe(true);
    const enemy = withUnits({ 'djami-ar-1': '1010', 'haro-pi-2': '1011', 'haro-pi-3': '1013', 'haro-pi-1': '1014' });
    expect(sees(enemy, h('1010'), h('1014'), true)).toBe(true);
    expect(sees(enemy, h('1010'), h('1014'), false)).toBe(false);
  });

  it("9.2: a line may be traced to an occupied hex: the target's and the shooter's units never block", () => {
    const s = withUnits({ 'haro-ab-1': '1010', 'djami-pi-1': '1014' });
    expect(s.occ[h('1010')]).toBeGreaterThanOrEqual(0);
    expect(s.occ[h('1014')]).toBeGreaterThanOrEqual(0);
    expect(sees(s, h('1010'), h('1014'), false)).toBe(true);
  });

  it('9.2: adjacent hexes always see each other, whatever stands or rises there', () => {
    const s = withUnits({ 'haro-ab-1': '1606', 'djami-pi-1': '1605' });
    expect(LEVEL[h('1605')]).toBe(1);
    expect(LEVEL[h('1606')]).toBe(0);
    expect(sees(s, h('1606'), h('1605'), false)).toBe(true);
    expect(sees(s, h('1605'), h('1606'), false)).toBe(true);
    expect(sees(s, h('1606'), h('1705'), false)).toBe(true);
  });
});

describe('9.2: a line along a hexside', () => {
  it("the lines used here run exactly along hexsides (the hex module's two traces split there)", () => {
    expect(alongAt('1109', '1309', 1)).toEqual(['1209', '1210']);
    expect(alongAt('1109', '1509', 3)).toEqual(['1409', '1410']);
    expect(alongAt('1505', '1705', 1)).toEqual(['1605', '1606']);
  });

  it('9.2: "un lado de ... un hex. ocupado por una unidad no bloquea una LdV": one occupied hex beside the hexside leaves the line clear', () => {
    for (const beside of ['1209', '1210']) {
      const s = withUnits({ 'haro-ab-1': '1109', 'haro-pi-1': beside, 'djami-pi-1': '1309' });
      expect(sees(s, h('1109'), h('1309'), false)).toBe(true);
    }
  });

  it('9.2 (reading: both sides): units on both sides of the hexside the line runs along block it, for all but archers', () => {
    const s = withUnits({ 'haro-ab-1': '1109', 'haro-pi-1': '1209', 'haro-pi-2': '1210', 'djami-pi-1': '1309' });
    const v = lineOfSight(s, h('1109'), h('1309'), false);
    expect(v.clear).toBe(false);
    expect(v.blockedBy).toMatchObject({ kind: 'along', step: 1 });
    expect(v.blockedBy?.kind === 'along' ? [...v.blockedBy.hexes].sort() : []).toEqual([h('1209'), h('1210')].sort());
    // the same seen from the target's end, and archers fire over both
    expect(sees(s, h('1309'), h('1109'), false)).toBe(false);
    expect(sees(s, h('1109'), h('1309'), true)).toBe(true);
  });

  it('9.2: on a longer line, one occupied hex beside each of two hexsides leaves it clear', () => {
    // 1109-1509 runs along 1209|1210 and 1409|1410: one unit beside each
    const s = withUnits({ 'haro-ab-1': '1109', 'haro-pi-1': '1210', 'haro-pi-2': '1409', 'djami-pi-1': '1509' });
    expect(sees(s, h('1109'), h('1509'), false)).toBe(true);
  });

  it('9.2, reading 2: one higher hex beside the hexside a line runs along does not block it; a unit on the other side makes both sides block', () => {
    // 1505 (low) to 1705 (high) runs along 1605 (high) | 1606 (low)
    expect(LEVEL[h('1505')]).toBe(0);
    expect(LEVEL[h('1705')]).toBe(1);
    expect(sees(EMPTY, h('1505'), h('1705'), false)).toBe(true);
    // with a unit on the low side too, both sides block
    const s = withUnits({ 'haro-pi-1': '1606' });
    expect(sees(s, h('1505'), h('1705'), false)).toBe(false);
    // archers fire over the unit: only the height is left on one side
    expect(sees(s, h('1505'), h('1705'), true)).toBe(true);
  });
});

describe('9.2, reading 2: two levels of height', () => {
  it('reading 2: a higher hex between two low ends blocks the line, for archers too', () => {
    // 1405 and 1905 low; the line crosses 1605, 1705 and 1805 on the Cerro
    expect([LEVEL[h('1405')], LEVEL[h('1605')], LEVEL[h('1905')]]).toEqual([0, 1, 0]);
    const v = lineOfSight(EMPTY, h('1405'), h('1905'), false);
    expect(v.blockedBy).toEqual({ kind: 'hex', step: 2, hex: h('1605') });
    expect(sees(EMPTY, h('1405'), h('1905'), true)).toBe(false);
  });

  it('reading 2: with both ends on the higher level, the line sees over higher and lower hexes alike', () => {
    // along the Cerro: 1701 to 1705 over 1702-1704, all high
    expect(sees(EMPTY, h('1701'), h('1705'), false)).toBe(true);
    // from the Cerro to the Mesa del Rey over the low ground between
    expect(LEVEL[h('1705')]).toBe(1);
    expect(LEVEL[h('1718')]).toBe(1);
    expect(sees(EMPTY, h('1705'), h('1718'), false)).toBe(true);
    // 2202 to 2004 crosses the low 2103 and the high 2102
    expect(sees(EMPTY, h('2202'), h('2004'), false)).toBe(true);
  });

  it('reading 2: with one end high and one low, a higher hex between blocks, seen from either end', () => {
    // 1706 (low) to 1703 (high) climbs through 1705 and 1704
    expect([LEVEL[h('1706')], LEVEL[h('1703')]]).toEqual([0, 1]);
    expect(lineOfSight(EMPTY, h('1706'), h('1703'), false).blockedBy).toEqual({ kind: 'hex', step: 1, hex: h('1705') });
    expect(lineOfSight(EMPTY, h('1703'), h('1706'), true).blockedBy).toEqual({ kind: 'hex', step: 1, hex: h('1704') });
  });

  it('reading 2: a line may always be traced to a higher hex next to the low ground (the end never blocks)', () => {
    expect(sees(EMPTY, h('1707'), h('1705'), false)).toBe(true);
  });

  it('reading 2: levels block nothing but the hexes crossed: units still block a line between two high ends', () => {
    const s = withUnits({ 'haro-pi-1': '1712' });
    expect(sees(s, h('1705'), h('1718'), false)).toBe(false);
    expect(sees(s, h('1705'), h('1718'), true)).toBe(true);
  });

  it('reading 2: parapets (Empalizada, fire SE) never block: a line across the palisade is clear', () => {
    // every parapet lies on the Cerro: 1502-1504 crosses 1503~1504, 1702-1705 crosses 1704~1705, ends and hexes between all high
    expect(sees(EMPTY, h('1502'), h('1504'), false)).toBe(true);
    expect(sees(EMPTY, h('1702'), h('1705'), false)).toBe(true);
  });
});

describe("9.2, Tabla de Terrenos: blocking terrain (another map's ground)", () => {
  const forest = new Uint8Array(HEX_COUNT);
  forest[h('1012')] = 1;
  forest[h('1209')] = 1;
  forest[h('1210')] = 1;
  const wooded: SightGround = { blocks: forest, level: new Uint8Array(HEX_COUNT) };

  it("Tabla de Terrenos, B: a blocking hex between blocks the line, archers' too", () => {
    expect(lineOfSight(EMPTY, h('1010'), h('1014'), false, wooded).blockedBy).toEqual({ kind: 'hex', step: 2, hex: h('1012') });
    expect(sees(EMPTY, h('1010'), h('1014'), true, wooded)).toBe(false);
  });

  it('9.2: "Siempre es posible trazar a un hex. bloqueador de la LdV (pero nunca atravesarlo)"', () => {
    expect(sees(EMPTY, h('1010'), h('1012'), false, wooded)).toBe(true);
    expect(sees(EMPTY, h('1010'), h('1013'), false, wooded)).toBe(false);
  });

  it('9.2: blocking terrain on both sides of a hexside blocks a line along it; on one side it does not', () => {
    expect(sees(EMPTY, h('1109'), h('1309'), true, wooded)).toBe(false);
    const one = new Uint8Array(forest);
    one[h('1210')] = 0;
    expect(sees(EMPTY, h('1109'), h('1309'), true, { blocks: one, level: wooded.level })).toBe(true);
  });

  it('scenario, map note: at Las Navas every hex is clear terrain, so no hex blocks by its terrain', () => {
    expect(LAS_NAVAS_GROUND.blocks.every((b) => b === 0)).toBe(true);
    expect(LAS_NAVAS_GROUND.level).toBe(LEVEL);
  });
});

describe('9.2: properties', () => {
  const start = alFilo.setup({ seed: 'sight' });
  const deployed = start.at.map((_, u) => u).filter((u) => start.at[u]! >= 0);
  const hexArb = fc.integer({ min: 0, max: HEX_COUNT - 1 });
  /** The standard deployment with some units moved to random hexes (the rules never stack enemies: a free hex only). */
  const stateArb = fc.array(fc.tuple(fc.constantFrom(...deployed), hexArb), { maxLength: 30 }).map((moves) => {
    let s = start;
    for (const [u, to] of moves) if (s.occ[to]! < 0) s = relocate(s, u, to);
    return s;
  });

  it('the hex module traces a line the same hexes both ways (its nudges are fixed offsets), so the rule can be symmetric', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const ab = sightPath(GRID, a, b);
        const ba = sightPath(GRID, b, a);
        const pairs = (p: typeof ab, k: number): string => [p.left[k]!, p.right[k]!].sort((x, y) => x - y).join(',');
        for (let k = 0; k <= ab.length; k++) expect(pairs(ab, k)).toBe(pairs(ba, ab.length - k));
      }),
      { numRuns: 300 },
    );
  });

  it('9.2: whoever shoots, a sees b exactly when b sees a (non-archers and archers), on the same state', () => {
    fc.assert(
      fc.property(stateArb, hexArb, hexArb, fc.boolean(), (s, a, b, archers) => {
        expect(sees(s, a, b, archers)).toBe(sees(s, b, a, archers));
      }),
      { numRuns: 300 },
    );
  });

  it('9.2: archers see whatever others see; what blocks a line is never one of its ends', () => {
    fc.assert(
      fc.property(stateArb, hexArb, hexArb, (s, a, b) => {
        const v = lineOfSight(s, a, b, false);
        if (v.clear) expect(sees(s, a, b, true)).toBe(true);
        if (v.blockedBy?.kind === 'hex') expect([a, b]).not.toContain(v.blockedBy.hex);
        if (v.blockedBy?.kind === 'along') for (const x of v.blockedBy.hexes) expect([a, b]).not.toContain(x);
        if (GRID.distance(a, b) <= 1) expect(v.clear).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('9.2: with no unit on the map, only terrain and levels decide: archers and others see alike', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        expect(sees(EMPTY, a, b, false)).toBe(sees(EMPTY, a, b, true));
      }),
      { numRuns: 200 },
    );
  });

  it('9.2: a hex index off the map is a RangeError', () => {
    expect(() => sees(EMPTY, -1, 3, false)).toThrow(RangeError);
    expect(() => sees(EMPTY, 3, HEX_COUNT, false)).toThrow(RangeError);
  });

  it('uses unit positions from the state it is given', () => {
    const s = relocate(EMPTY, unitIndex('haro-pi-1'), h('1012'));
    expect(sees(EMPTY, h('1010'), h('1014'), false)).toBe(true);
    expect(sees(s, h('1010'), h('1014'), false)).toBe(false);
  });
});
