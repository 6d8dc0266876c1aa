// ¡Al filo de la espada! data tables (Tabla de Terrenos; scenario Las Navas de Tolosa: map note,
// orders of battle, deployment lines, markers): schemas, the table cell by cell, the scenario's figures.
import { describe, expect, it } from 'vitest';
import { hexGrid, type HexId } from 'reglas/hex';
import { MAP, MAP_LAYOUT } from '../../src/games/al-filo/data/map.js';
import { BANNERS, LEADERS, MARKERS, UNITS } from '../../src/games/al-filo/data/order-of-battle.js';
import { STANDARD_DEPLOYMENT } from '../../src/games/al-filo/data/standard-deployment.js';
import { TERRAIN } from '../../src/games/al-filo/data/terrain.js';
import {
  bannerRecordSchema,
  leaderRecordSchema,
  mapRecordSchema,
  markerRecordSchema,
  placementRecordSchema,
  terrainRowSchema,
  unitRecordSchema,
  type BannerRecord,
  type Nationality,
  type TerrainId,
  type TerrainRow,
} from '../../src/games/al-filo/data/types.js';

/**
 * The Tabla de Terrenos as printed (the OCR's cells, accents restored in the names), and how a
 * printed cell reads: SE 0, NA null, "/B" blocks sight, "+1" on a hexside row an added cost; the
 * garbled cells "=", "=1l" and "il" are -1 (reading 3).
 */
const PRINTED: readonly (readonly [TerrainId, string, string, string, string, string, string])[] = [
  ['clear', 'Claro', '1', '1', 'SE', 'SE', 'SE'],
  ['forest', 'Bosque', '2', '3', '-2/B', '-1', '-2'],
  ['brush', 'Arbustos/Setos/Viñas', '1', '2', '-1/B', '=', '='],
  ['marsh', 'Pantanos', '2', '2', 'SE', '+1', '-2'],
  ['village', 'Villa', '2', '2', '-2/B', '-2', '-3'],
  ['farm', 'Granja/Molino/Abadía', '1', '1', '-1', '-1', '-1'],
  ['bank', 'Ribera', '+1', '+1', 'SE', '-1', '=1l'],
  ['river', 'Río/Estanque', 'NA', 'NA', 'SE', 'NA', 'NA'],
  ['wall', 'Muralla', 'NA', 'NA', '-4/ 0 [a]', 'NA', 'NA'],
  ['palisade', 'Empalizada', '0', '+1', 'SE', '-1', '-2'],
  ['gate', 'Puerta', '0', '0', '-4/ 0 [a]', 'NA', 'NA'],
  ['bridge', 'Puente', '0', '0', 'il', '-1', 'NA'],
  ['track', 'Camino', '1 [b]', '1 [b]', 'SE', 'SE', 'SE'],
  ['road', 'Carretera', '1 [c]', '1 [c]', 'SE', 'SE', 'SE'],
  ['level-up', '+1 nivel', '+1', '+2', 'SE /B', '-1', '=1l'],
  ['level-down', '- 1 nivel', '0', '+1', 'SE/B', '+1', '+1'],
];
const GARBLED = new Set(['=', '=1l', 'il']);
const cell = (printed: string): number | null => {
  const c = printed
    .replace(/\[[abc]\]/, '')
    .replace('/B', '')
    .trim();
  if (GARBLED.has(c)) return -1;
  if (c === 'NA') return null;
  if (c === 'SE' || c === '') return 0;
  return Number(c);
};
const HEXSIDE_ROWS: readonly TerrainId[] = ['bank', 'wall', 'palisade', 'gate', 'bridge', 'level-up', 'level-down'];

describe('data: Tabla de Terrenos', () => {
  it('every row passes its schema, in the printed order, ids unique', () => {
    for (const row of TERRAIN) terrainRowSchema.parse(row);
    expect(TERRAIN.map((r) => r.id)).toEqual(PRINTED.map((p) => p[0]));
  });

  for (const [id, name, foot, mounted, fire, combat, charge] of PRINTED) {
    it(`Tabla de Terrenos: the row ${name} matches the rulebook cell by cell`, () => {
      const row = TERRAIN.find((r) => r.id === id) as TerrainRow;
      const [fireOutside, fireInside] = fire.includes('/ 0') ? [-4, 0] : [cell(fire), undefined];
      expect({
        name: row.name.replace(/\s/g, ''),
        footCost: row.footCost,
        mountedCost: row.mountedCost,
        fire: row.fire,
        fireFromInside: row.fireFromInside,
        blocksSight: row.blocksSight,
        combat: row.combat,
        charge: row.charge,
        on: row.on,
      }).toEqual({
        name: name.replace(/\s/g, ''),
        footCost: cell(foot),
        mountedCost: cell(mounted),
        fire: fireOutside,
        fireFromInside: fireInside,
        blocksSight: fire.includes('/B'),
        combat: cell(combat),
        charge: cell(charge),
        on: HEXSIDE_ROWS.includes(id) ? 'hexside' : 'hex',
      });
      expect(row.source).toMatchObject({ kind: 'rulebook', section: 'Tabla de Terrenos' });
      // a garbled cell's reading is written down in the row's note (reading 3)
      for (const c of [fire, combat, charge]) if (GARBLED.has(c)) expect(row.source.note).toContain(`"${c}"`);
    });
  }

  it('Tabla de Terrenos notes [a] [b] [c]: walls and gates -4 from outside in, 0 from inside out; track and road moves', () => {
    for (const id of ['wall', 'gate'] as const) {
      const row = TERRAIN.find((r) => r.id === id) as TerrainRow;
      expect([row.fire, row.fireFromInside]).toEqual([-4, 0]);
      expect(row.source.note).toContain('[a]');
    }
    expect(TERRAIN.find((r) => r.id === 'track')).toMatchObject({ along: 'track', source: { note: expect.stringContaining('[b]') } });
    expect(TERRAIN.find((r) => r.id === 'road')).toMatchObject({ along: 'road', source: { note: expect.stringContaining('[c]') } });
    expect(TERRAIN.filter((r) => r.along !== undefined).map((r) => r.id)).toEqual(['track', 'road']);
  });
});

const grid = hexGrid(MAP_LAYOUT);
const banner = (id: string) => BANNERS.find((b) => b.id === id) as BannerRecord;
const leaderOf = (b: BannerRecord) => LEADERS.find((l) => l.id === b.leader)!;
const unitById = new Map(UNITS.map((u) => [u.id, u]));
const placed = new Map(STANDARD_DEPLOYMENT.map((p) => [p.unit, p]));
const row = (h: HexId) => Number(h.slice(2));
/** Reading 5: a deployment radius N counts the leader's hex, so a unit stands at most N - 1 away. */
const inDeployment = (b: BannerRecord, h: HexId): boolean =>
  b.deployment.kind === 'radius' && grid.contains(h) && grid.distance(leaderOf(b).hex, h) <= b.deployment.radius - 1 && b.deployment.rows.includes(row(h));
const parapetKeys = new Set(MAP.parapets.map(([a, b]) => grid.hexsideBetween(a, b)));
/** The hexes reachable from `from` over the map without crossing a parapet. */
const reachable = (from: HexId): Set<HexId> => {
  const seen = new Set<HexId>([from]);
  const todo = [from];
  while (todo.length > 0) {
    const h = todo.pop()!;
    for (const n of grid.neighbours(h)) {
      if (seen.has(n) || parapetKeys.has(grid.hexsideBetween(h, n))) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
};

describe('data: schemas and sources', () => {
  it('every table passes its schema', () => {
    mapRecordSchema.parse(MAP);
    for (const b of BANNERS) bannerRecordSchema.parse(b);
    for (const l of LEADERS) leaderRecordSchema.parse(l);
    for (const u of UNITS) unitRecordSchema.parse(u);
    for (const m of MARKERS) markerRecordSchema.parse(m);
    for (const p of STANDARD_DEPLOYMENT) placementRecordSchema.parse(p);
  });

  it('ids are unique within each table', () => {
    for (const ids of [BANNERS.map((b) => b.id), LEADERS.map((l) => l.id), UNITS.map((u) => u.id), MARKERS.map((m) => m.id)])
      expect(new Set(ids).size).toBe(ids.length);
  });

  it('the counters are lost: every unit and leader is marked reconstructed with a note; the map too', () => {
    for (const r of [...UNITS, ...LEADERS, MAP]) {
      expect(r.source.kind).toBe('reconstructed');
      expect(r.source.note?.length).toBeGreaterThan(10);
    }
    // the banners whose lines survive cite the scenario; the four with lost lines say they are reconstructed
    const lost = BANNERS.filter((b) => b.source.kind === 'reconstructed').map((b) => b.id);
    expect(lost.sort()).toEqual(['al-andalus', 'de-haro', 'mujahids', 'ucero']);
    for (const b of BANNERS.filter((x) => x.source.kind === 'rulebook')) expect(b.source).toMatchObject({ section: 'scenario' });
  });
});

describe('data: the Las Navas map (scenario, map note; readings 1 and 2)', () => {
  it('columns 01-33, rows 01-20: the flight edges xx01 and xx19/xx20 lie on it', () => {
    expect(MAP.bounds).toEqual({ minCol: 1, maxCol: 33, minRow: 1, maxRow: 20 });
    for (const h of ['0101', '3301', '0119', '0120', '3320']) expect(grid.contains(h)).toBe(true);
  });

  it('heights and parapets lie on the map, each listed once; every parapet joins two adjacent hexes', () => {
    expect(new Set(MAP.high).size).toBe(MAP.high.length);
    for (const h of MAP.high) expect(grid.contains(h)).toBe(true);
    expect(parapetKeys.size).toBe(MAP.parapets.length);
    for (const [a, b] of MAP.parapets) expect(grid.facingTo(a, b)).not.toBeNull();
  });

  it("reading 2: Al-Nasir's reserve is on the heights, closed by its palisade, the chained guard (Pi) inside, his Cl outside", () => {
    const guard = UNITS.filter((u) => u.banner === 'al-nasir');
    for (const u of guard) expect(MAP.high).toContain(u.hex);
    const outside = reachable('1720');
    expect(outside.has('1702')).toBe(false);
    for (const u of guard.filter((x) => x.type === 'Pi')) expect(outside.has(u.hex!)).toBe(false);
    for (const u of guard.filter((x) => x.type === 'Cl')) expect(outside.has(u.hex!)).toBe(true);
    // each parapet has its inside 2 hexes from the banner, its outside 3
    for (const [inside, out] of MAP.parapets) expect([grid.distance('1702', inside), grid.distance('1702', out)]).toEqual([2, 3]);
  });

  it("the parapets block only the caliph's camp: everywhere else is reached from the Christian lines", () => {
    const outside = reachable('1720');
    const all = [] as HexId[];
    for (let c = 1; c <= 33; c++) for (let r = 1; r <= 20; r++) all.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
    const enclosed = all.filter((h) => !outside.has(h));
    for (const h of enclosed) expect(grid.distance('1702', h)).toBeLessThanOrEqual(2);
  });

  it("the Christian camp: Alfonso VIII's whole deployment line is on the Mesa del Rey; the battle's ground between the lines is low", () => {
    const alfonso = banner('alfonso');
    for (const h of grid.within('1718', 6)) if (inDeployment(alfonso, h)) expect(MAP.high).toContain(h);
    for (const h of MAP.high) expect(row(h) <= 5 || row(h) >= 18).toBe(true);
  });
});

describe('data: orders of battle (scenario)', () => {
  it('the banner sizes the scenario prints (De Haro 12: reading 4)', () => {
    const sizes = Object.fromEntries(BANNERS.map((b) => [b.id, b.units]));
    expect(sizes).toMatchObject({
      alfonso: 10,
      'de-lara': 9,
      'pedro-ii': 12,
      'sancho-vii': 12,
      'ben-djami': 18,
      'al-maysarah': 14,
      'al-maymanah': 12,
      'de-haro': 12,
      'al-nasir': 11,
    });
    for (const b of BANNERS) expect(UNITS.filter((u) => u.banner === b.id).length, b.id).toBe(b.units);
  });

  it("the deployment radii and rows the scenario prints; the lost lines read with the leader's row and the next (reading 4)", () => {
    const lines = Object.fromEntries(BANNERS.map((b) => [b.id, b.deployment]));
    expect(lines).toEqual({
      alfonso: { kind: 'radius', radius: 6, rows: [18, 19] },
      'de-haro': { kind: 'radius', radius: 5, rows: [14, 15] },
      'de-lara': { kind: 'radius', radius: 5, rows: [16, 17] },
      ucero: { kind: 'radius', radius: 5, rows: [16, 17] },
      'pedro-ii': { kind: 'radius', radius: 6, rows: [15, 16] },
      'sancho-vii': { kind: 'radius', radius: 5, rows: [15, 16] },
      'al-nasir': { kind: 'fixed' },
      'ben-djami': { kind: 'radius', radius: 6, rows: [6, 7] },
      'al-andalus': { kind: 'radius', radius: 5, rows: [8, 9] },
      mujahids: { kind: 'radius', radius: 5, rows: [10, 11] },
      'al-maysarah': { kind: 'radius', radius: 5, rows: [6, 7] },
      'al-maymanah': { kind: 'radius', radius: 5, rows: [6, 7] },
    });
  });

  it("every unit's banner exists and gives it its side and nationality (reading 6)", () => {
    const nations: Record<string, Nationality> = {
      alfonso: 'castile',
      'de-haro': 'castile',
      'de-lara': 'castile',
      ucero: 'castile',
      'pedro-ii': 'aragon',
      'sancho-vii': 'navarre',
      'al-nasir': 'almohad',
      'ben-djami': 'almohad',
      mujahids: 'almohad',
      'al-maysarah': 'almohad',
      'al-maymanah': 'almohad',
      'al-andalus': 'andalusi',
    };
    for (const b of BANNERS) expect(b.nationality, b.id).toBe(nations[b.id]);
    for (const u of UNITS) {
      const b = BANNERS.find((x) => x.id === u.banner);
      expect(b, u.id).toBeDefined();
      expect([u.side, u.nationality]).toEqual([b!.side, b!.nationality]);
    }
  });

  it("the leaders' starting hexes (scenario); one leader a banner, the two army leaders", () => {
    const hexes = Object.fromEntries(LEADERS.map((l) => [l.id, l.hex]));
    expect(hexes).toEqual({
      'alfonso-viii': '1718',
      'de-haro': '1714',
      'de-lara': '2216',
      ucero: '1216',
      'pedro-ii': '0415',
      'sancho-vii': '2815',
      'al-nasir': '1702',
      'ben-djami': '1706',
      'al-andalus': '1708',
      mujahids: '1710',
      'al-maysarah': '2706',
      'al-maymanah': '0506',
    });
    for (const b of BANNERS) {
      const l = leaderOf(b);
      expect([l.banner, l.side, l.nationality]).toEqual([b.id, b.side, b.nationality]);
    }
    for (const h of [...LEADERS.map((l) => l.hex), ...MARKERS.map((m) => m.hex)]) expect(grid.contains(h), h).toBe(true);
    expect(LEADERS.filter((l) => l.armyLeader).map((l) => l.id)).toEqual(['alfonso-viii', 'al-nasir']);
  });

  it('7.2 and reading 5: a command radius read off a deployment radius is one less', () => {
    for (const b of BANNERS) if (b.deployment.kind === 'radius') expect(leaderOf(b).values.commandRadius, b.id).toBe(b.deployment.radius - 1);
  });

  it("1.1, 6.C: leader values and bonuses in the system's ranges; the reverse (7.6) no better", () => {
    for (const l of LEADERS) {
      expect(l.values.bonus).toBeGreaterThanOrEqual(0);
      expect(l.values.bonus).toBeLessThanOrEqual(3);
      expect(l.values.value).toBeGreaterThanOrEqual(1);
      expect(l.values.value).toBeLessThanOrEqual(6);
      expect(l.values.mp).toBeGreaterThanOrEqual(8);
      expect(l.values.mp).toBeLessThanOrEqual(12);
      expect(l.replacement.bonus).toBeLessThanOrEqual(l.values.bonus);
      expect(l.replacement.commandRadius).toBeLessThanOrEqual(l.values.commandRadius);
      expect(l.replacement.mp).toBe(l.values.mp);
    }
  });

  it("Al-Nasir's reserve: Pi 1502 1702 1604 1804 1903, Cl 1404 1605 1805, Ar 1504 1704 1904, and no other unit has a fixed hex", () => {
    const listed = UNITS.filter((u) => u.hex !== null).map((u) => `${u.type} ${u.hex}`);
    expect(listed.sort()).toEqual(
      ['Pi 1502', 'Pi 1702', 'Pi 1604', 'Pi 1804', 'Pi 1903', 'Cl 1404', 'Cl 1605', 'Cl 1805', 'Ar 1504', 'Ar 1704', 'Ar 1904'].sort(),
    );
    for (const u of UNITS.filter((x) => x.hex !== null)) expect(u.banner).toBe('al-nasir');
  });

  it('the markers: De Rada 1417 and Ruy Díaz 1516 with 6 MP, the immobile Almohad banner at 1702', () => {
    const m = Object.fromEntries(MARKERS.map((x) => [x.id, [x.side, x.hex, x.mp]]));
    expect(m).toEqual({ 'de-rada': ['christian', '1417', 6], 'ruy-diaz': ['christian', '1516', 6], 'almohad-banner': ['muslim', '1702', 0] });
  });

  it("Ucero's units are the four orders by name; two French units share one banner; Al-Andalus has more than 7 units", () => {
    const ucero = UNITS.filter((u) => u.banner === 'ucero');
    for (const order of ['Calatrava', 'Santiago', 'Templarios', 'Hospitalarios'])
      expect(
        ucero.some((u) => u.name.includes(order)),
        order,
      ).toBe(true);
    const french = UNITS.filter((u) => u.source.note?.includes('French') === true);
    expect(french).toHaveLength(2);
    expect(new Set(french.map((u) => u.banner)).size).toBe(1);
    expect(banner('al-andalus').units).toBeGreaterThan(7);
  });

  it('2.1, 2.2: mounted are Ch, Ha and Cl; fire for Ar, Ab, At, Il and the Cl with the symbol only; the reverse (11.1) is no better', () => {
    for (const u of UNITS) {
      expect(u.mounted, u.id).toBe(['Ch', 'Ha', 'Cl'].includes(u.type));
      if (['Ar', 'Ab', 'At', 'Il'].includes(u.type)) expect(u.fires, u.id).toBe(true);
      else if (u.type !== 'Cl') expect(u.fires, u.id).toBe(false);
      expect(u.fatigued.pf).toBeLessThanOrEqual(u.fresh.pf);
      expect(u.fatigued.quality).toBeLessThanOrEqual(u.fresh.quality);
      expect(u.fatigued.mp).toBeLessThanOrEqual(u.fresh.mp);
    }
    expect(UNITS.some((u) => u.type === 'Cl' && u.fires)).toBe(true);
    expect(UNITS.some((u) => u.type === 'Cl' && !u.fires)).toBe(true);
  });

  it('the armies as history has them: about 130 units, the Muslims more numerous and lighter, the Christians heavier', () => {
    const side = (s: string) => UNITS.filter((u) => u.side === s);
    const heavy = (s: string) => side(s).filter((u) => u.type === 'Ch' || u.type === 'Ha').length;
    expect(UNITS.length).toBeGreaterThanOrEqual(120);
    expect(UNITS.length).toBeLessThanOrEqual(140);
    expect(side('muslim').length).toBeGreaterThan(side('christian').length);
    expect(heavy('christian')).toBeGreaterThan(heavy('muslim'));
    expect(side('christian').some((u) => u.type === 'Ch')).toBe(true);
    expect(side('muslim').some((u) => u.type === 'Ch')).toBe(false);
  });
});

describe('data: deployment (scenario; reading 5)', () => {
  it('scenario example: an Alfonso VIII unit may deploy at 2218 but not at 2318', () => {
    const alfonso = banner('alfonso');
    expect(grid.distance('1718', '2218')).toBe(5);
    expect(grid.distance('1718', '2318')).toBe(6);
    expect(inDeployment(alfonso, '2218')).toBe(true);
    expect(inDeployment(alfonso, '2318')).toBe(false);
  });

  it('every deployment line has room for its banner, one unit a hex', () => {
    for (const b of BANNERS.filter((x) => x.deployment.kind === 'radius')) {
      const room = grid.within(leaderOf(b).hex, 6).filter((h) => inDeployment(b, h)).length;
      expect(room, b.id).toBeGreaterThanOrEqual(b.units);
    }
  });

  it("standard deployment: every unit placed once, each within its banner's radius and rows or on its fixed hex", () => {
    expect(STANDARD_DEPLOYMENT.length).toBe(UNITS.length);
    expect(placed.size).toBe(UNITS.length);
    for (const p of STANDARD_DEPLOYMENT) {
      const u = unitById.get(p.unit);
      expect(u, p.unit).toBeDefined();
      const b = banner(u!.banner);
      if (b.deployment.kind === 'fixed') expect(p.hex, p.unit).toBe(u!.hex);
      else expect(inDeployment(b, p.hex), `${p.unit} at ${p.hex}`).toBe(true);
    }
  });

  it('standard deployment, 5.1 and 5.2: one unit a hex, or a pair of the same type and banner', () => {
    const byHex = new Map<HexId, string[]>();
    for (const p of STANDARD_DEPLOYMENT) byHex.set(p.hex, [...(byHex.get(p.hex) ?? []), p.unit]);
    for (const [hex, ids] of byHex) {
      expect(ids.length, hex).toBeLessThanOrEqual(2);
      if (ids.length === 2) {
        const [a, b] = ids.map((id) => unitById.get(id)!);
        expect([a!.type, a!.banner], hex).toEqual([b!.type, b!.banner]);
      }
    }
  });

  it("standard deployment: Christians face north (0), Muslims south (3), Al-Nasir's Pi free", () => {
    for (const p of STANDARD_DEPLOYMENT) {
      const u = unitById.get(p.unit)!;
      if (u.banner === 'al-nasir' && u.type === 'Pi') continue;
      expect(p.facing, p.unit).toBe(u.side === 'christian' ? 0 : 3);
    }
  });

  it('standard deployment, 5.1: every leader starts on a unit of his banner; De Rada and Ruy Díaz on Christian units', () => {
    const at = new Map(STANDARD_DEPLOYMENT.map((p) => [p.hex, unitById.get(p.unit)!]));
    for (const l of LEADERS) expect(at.get(l.hex)?.banner, l.id).toBe(l.banner);
    for (const id of ['de-rada', 'ruy-diaz']) expect(at.get(MARKERS.find((m) => m.id === id)!.hex)?.side, id).toBe('christian');
    expect(at.get('1516')?.name).toContain('Calatrava');
  });
});
