// La Legión's data tables (rulebook 2.1, 2.3, 5, 6, 6.1, 7, 8.1, 8.2): schemas and consistency.
import { describe, expect, it } from 'vitest';
import { gridLayoutSchema, hexGrid, hexsideKey, parseHex, type HexId } from 'reglas/hex';
import {
  AIRFIELD,
  BRIDGES,
  LANDING_HEXES,
  LAYOUT,
  MAP_COLUMNS,
  MAP_ROWS,
  MAP_SCALE,
  RIVERS,
  ROADS,
  TERRAIN_ROWS,
  TOWNS,
  VICTORY_ROAD_ID,
  VICTORY_ZONE,
  ZONE_ROWS,
  airfieldSchema,
  bridgeRecordSchema,
  landingHexesSchema,
  mapHexes,
  mapRowsSchema,
  mapScaleSchema,
  riverRecordSchema,
  roadRecordSchema,
  roadSegments,
  townRecordSchema,
  victoryZoneSchema,
} from '../../src/games/la-legion/data/map.js';
import {
  CAPTURED_BATTERY_COUNT,
  COUNTERS,
  FORMATIONS,
  TURN_MARKER,
  counterRecordSchema,
  formationRecordSchema,
  type Side,
} from '../../src/games/la-legion/data/counters.js';

const grid = hexGrid(LAYOUT);
const hexes = new Map(mapHexes().map((h) => [h.hex, h]));
const terrain = (h: HexId) => hexes.get(h)!.terrain;
const isLand = (h: HexId) => !['sea', 'mar-chica'].includes(terrain(h));
const townHex = (name: string) => TOWNS.find((t) => t.name === name)!.hex;
const mainRoad = ROADS.find((r) => r.id === VICTORY_ROAD_ID)!;

describe('data: schemas', () => {
  it('every table passes its schema', () => {
    gridLayoutSchema.parse(LAYOUT);
    mapScaleSchema.parse(MAP_SCALE);
    mapRowsSchema.parse({ terrain: TERRAIN_ROWS, zone: ZONE_ROWS });
    for (const t of TOWNS) townRecordSchema.parse(t);
    for (const r of ROADS) roadRecordSchema.parse(r);
    for (const r of RIVERS) riverRecordSchema.parse(r);
    for (const b of BRIDGES) bridgeRecordSchema.parse(b);
    airfieldSchema.parse(AIRFIELD);
    landingHexesSchema.parse(LANDING_HEXES);
    victoryZoneSchema.parse(VICTORY_ZONE);
    for (const f of FORMATIONS) formationRecordSchema.parse(f);
    for (const c of COUNTERS) counterRecordSchema.parse(c);
  });

  it('the row schema refuses a short row and a land hex without a zone', () => {
    expect(mapRowsSchema.safeParse({ terrain: [...TERRAIN_ROWS.slice(1), '~'], zone: ZONE_ROWS }).success).toBe(false);
    const zone = [...ZONE_ROWS];
    zone[20] = zone[20]!.replace('M', '~');
    expect(mapRowsSchema.safeParse({ terrain: TERRAIN_ROWS, zone }).success).toBe(false);
  });

  it('reconstructed records say so with a note; what comes from the rulebook cites its section', () => {
    for (const t of TOWNS) expect(t.source.kind).toBe('reconstructed');
    for (const f of FORMATIONS) {
      expect(f.source).toMatchObject({ kind: 'rulebook', section: '6' });
      expect(f.splitSource.kind).toBe('reconstructed');
    }
    for (const c of COUNTERS) expect(c.source.kind).toBe('reconstructed');
    for (const b of BRIDGES) expect(b.source).toMatchObject({ kind: 'rulebook', section: '2.1' });
    expect(TURN_MARKER.source).toMatchObject({ kind: 'rulebook', section: '4' });
  });
});

describe('data: the map (2.1)', () => {
  it('the assumed scale fits the 64 x 80 cm board with 16-19 mm hexes', () => {
    const colMm = (MAP_SCALE.hexMm * Math.sqrt(3)) / 2;
    const widthCm = (MAP_COLUMNS * colMm + MAP_SCALE.hexMm) / 10;
    const heightCm = ((MAP_ROWS + 0.5) * MAP_SCALE.hexMm) / 10;
    expect(widthCm).toBeLessThanOrEqual(MAP_SCALE.boardCm[0]);
    expect(heightCm).toBeLessThanOrEqual(MAP_SCALE.boardCm[1]);
    expect(mapHexes()).toHaveLength(MAP_COLUMNS * MAP_ROWS);
  });

  it('the named towns exist, on land and in distinct hexes', () => {
    const names = [
      'Melilla',
      'Nador',
      'Zeluán',
      'Monte Arruit',
      'Batel',
      'Dar Drius',
      'Buhafora',
      'Igueriben',
      'Annual',
      'Abarrán',
      'Axdir',
      'Segangan',
      'Dar Quebdani',
    ];
    for (const n of names) expect(TOWNS.some((t) => t.name === n)).toBe(true);
    expect(new Set(TOWNS.map((t) => t.hex)).size).toBe(TOWNS.length);
    expect(new Set(TOWNS.map((t) => t.name)).size).toBe(TOWNS.length);
    for (const t of TOWNS) {
      expect(grid.contains(t.hex)).toBe(true);
      expect(isLand(t.hex)).toBe(true);
    }
    // west to east as the real places lie
    const west = ['Axdir', 'Abarrán', 'Annual', 'Dar Drius', 'Batel', 'Monte Arruit', 'Zeluán'];
    for (let i = 1; i < west.length; i++) expect(parseHex(townHex(west[i]!)).col).toBeGreaterThan(parseHex(townHex(west[i - 1]!)).col);
    expect(parseHex(townHex('Melilla')).row).toBeLessThan(parseHex(townHex('Nador')).row);
    expect(parseHex(townHex('Nador')).row).toBeLessThan(parseHex(townHex('Zeluán')).row);
  });

  it('5: the road runs hex to hex from Axdir through its towns in order to Nador and Melilla, on land', () => {
    for (const road of ROADS) {
      for (const [a, b] of roadSegments(road)) expect(grid.distance(a, b)).toBe(1);
      for (const h of road.hexes) expect(isLand(h)).toBe(true);
      expect(new Set(road.hexes).size).toBe(road.hexes.length);
    }
    const order = ['Axdir', 'Abarrán', 'Annual', 'Igueriben', 'Buhafora', 'Dar Drius', 'Batel', 'Monte Arruit', 'Zeluán', 'Nador', 'Melilla'];
    const at = order.map((n) => mainRoad.hexes.indexOf(townHex(n)));
    expect(at[0]).toBe(0);
    expect(at.at(-1)).toBe(mainRoad.hexes.length - 1);
    for (let i = 1; i < at.length; i++) expect(at[i]!).toBeGreaterThan(at[i - 1]!);
    expect(
      TOWNS.filter((t) => t.victoryRoad)
        .map((t) => t.name)
        .sort(),
    ).toEqual([...order].sort());
    // every road joins towns at its ends (2.1)
    for (const road of ROADS) {
      expect(TOWNS.some((t) => t.hex === road.hexes[0])).toBe(true);
      expect(TOWNS.some((t) => t.hex === road.hexes.at(-1))).toBe(true);
    }
    const other = ROADS.find((r) => r.id === 'nador-dar-quebdani')!;
    expect(other.hexes).toContain(townHex('Segangan'));
  });

  it("2.1/7: the Mar Chica lies beside Nador, away from the open sea edge of the map, and is the seaplanes' base", () => {
    const lagoon = [...hexes.values()].filter((h) => h.terrain === 'mar-chica').map((h) => h.hex);
    expect(lagoon.length).toBeGreaterThanOrEqual(8);
    expect(grid.neighbours(townHex('Nador')).some((n) => terrain(n) === 'mar-chica')).toBe(true);
    for (const h of lagoon) expect(hexes.get(h)!.zone).toBeNull();
  });

  it('2.1/2.3: the airfield is its own land hex beside Melilla, not a town', () => {
    expect(grid.distance(AIRFIELD.hex, townHex('Melilla'))).toBe(1);
    expect(isLand(AIRFIELD.hex)).toBe(true);
    expect(TOWNS.some((t) => t.hex === AIRFIELD.hex)).toBe(false);
  });

  it('2.1/6.1: landing hexes are beach or sea (not the Mar Chica), distinct, and a sea dot touches land', () => {
    expect(new Set(LANDING_HEXES.hexes).size).toBe(LANDING_HEXES.hexes.length);
    for (const h of LANDING_HEXES.hexes) {
      expect(['beach', 'sea']).toContain(terrain(h));
      if (terrain(h) === 'sea') expect(grid.neighbours(h).some(isLand)).toBe(true);
    }
    expect(LANDING_HEXES.hexes.some((h) => terrain(h) === 'sea')).toBe(true);
    expect(LANDING_HEXES.hexes.some((h) => terrain(h) === 'beach')).toBe(true);
  });

  it('beaches are exactly the land hexes on the open sea that are not mountains', () => {
    for (const h of hexes.values()) {
      if (!isLand(h.hex)) continue;
      const onSea = grid.neighbours(h.hex).some((n) => terrain(n) === 'sea');
      if (h.terrain === 'beach') expect(onSea).toBe(true);
      if (h.terrain === 'clear') expect(onSea).toBe(false);
    }
  });

  it('every land hex is reachable from Melilla over land', () => {
    const start = townHex('Melilla');
    const seen = new Set<HexId>([start]);
    const stack = [start];
    while (stack.length > 0) {
      for (const n of grid.neighbours(stack.pop()!)) if (isLand(n) && !seen.has(n)) seen.add(n), stack.push(n);
    }
    expect(seen.size).toBe([...hexes.values()].filter((h) => isLand(h.hex)).length);
  });

  it('2.1/6: the demarcation line: every town starts in the Spanish zone, both zones are connected', () => {
    for (const t of TOWNS) {
      expect(t.zone).toBe('spanish');
      expect(hexes.get(t.hex)!.zone).toBe('spanish');
    }
    for (const side of ['spanish', 'moroccan'] as const) {
      const zone = [...hexes.values()].filter((h) => h.zone === side).map((h) => h.hex);
      const seen = new Set<HexId>([zone[0]!]);
      const stack = [zone[0]!];
      while (stack.length > 0) for (const n of grid.neighbours(stack.pop()!)) if (hexes.get(n)!.zone === side && !seen.has(n)) seen.add(n), stack.push(n);
      expect(seen.size).toBe(zone.length);
    }
    // room for the set-up: the Spanish zone holds every Spanish counter of turn 1 (one a hex)
    const spanishHexes = [...hexes.values()].filter((h) => h.zone === 'spanish').length;
    expect(spanishHexes).toBeGreaterThan(COUNTERS.filter((c) => c.side === 'spanish' && c.entryTurn === 1).length);
    expect(
      TOWNS.filter((t) => t.plazaFuerte)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Dar Drius', 'Melilla', 'Monte Arruit', 'Nador', 'Zeluán']);
  });

  it('2.1, 7: the Mar Chica sand bar is continuous: its beach hexes between the sea and the lagoon join hex to hex', () => {
    const bar = [...hexes.values()].filter(
      (h) =>
        h.terrain === 'beach' && grid.neighbours(h.hex).some((n) => terrain(n) === 'sea') && grid.neighbours(h.hex).some((n) => terrain(n) === 'mar-chica'),
    );
    const ids = new Set(bar.map((h) => h.hex));
    expect(ids.has('4110') && ids.has('4211')).toBe(true);
    const north = [...ids].filter((h) => parseHex(h).col >= 40);
    const seen = new Set<HexId>([north[0]!]);
    const stack = [north[0]!];
    while (stack.length > 0) for (const n of grid.neighbours(stack.pop()!)) if (ids.has(n) && parseHex(n).col >= 40 && !seen.has(n)) seen.add(n), stack.push(n);
    expect(seen.size).toBe(north.length);
  });

  it('5: the victory zone is the land between the road and the coast east of Axdir, and holds the towns listed inside', () => {
    const road = new Set(mainRoad.hexes);
    const inside = (h: HexId) => isLand(h) && !road.has(h) && parseHex(h).col > VICTORY_ZONE.westOfColumn;
    const seeds = [...hexes.values()].filter(
      (h) => inside(h.hex) && grid.neighbours(h.hex).some((n) => terrain(n) === 'sea') && parseHex(h.hex).col < parseHex(townHex('Melilla')).col,
    );
    const seen = new Set<HexId>(seeds.map((h) => h.hex));
    const stack = [...seen];
    while (stack.length > 0) for (const n of grid.neighbours(stack.pop()!)) if (inside(n) && !seen.has(n)) seen.add(n), stack.push(n);
    const marked = new Set([...hexes.values()].filter((h) => h.victoryZone).map((h) => h.hex));
    expect(seen).toEqual(marked);
    for (const h of marked) expect(hexes.get(h)!.zone).toBe('spanish');
    for (const t of TOWNS) expect(t.victoryZone).toBe(marked.has(t.hex));
    expect(
      TOWNS.filter((t) => t.victoryZone)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Afrau', 'Ben Tieb', 'Dar Quebdani', 'Kandussi', 'Segangan', 'Sidi Dris']);
    // closed: the Moroccan zone and the Mar Chica's sand bar are outside
    expect([...marked].some((h) => hexes.get(h)!.zone === 'moroccan')).toBe(false);
    expect(marked.has('4312')).toBe(false);
  });

  it('2.1: rivers lie on hexsides between land hexes; the two Kert bridges are where the Segangan - Dar Quebdani road crosses them, and a road crosses a river elsewhere only where the Kert passes Dar Drius', () => {
    const riverOf = new Map<string, string>();
    for (const r of RIVERS) {
      for (const s of r.hexsides) {
        const [a, b] = s.split('~') as [HexId, HexId];
        expect(grid.distance(a, b)).toBe(1);
        expect(isLand(a) && isLand(b)).toBe(true);
        riverOf.set(s, r.name);
      }
    }
    const crossings = ROADS.flatMap((road) => roadSegments(road).map(([a, b]) => ({ side: hexsideKey(a, b), road: road.id }))).filter((c) =>
      riverOf.has(c.side),
    );
    // The Kert runs past Dar Drius (Driouch stands on it): the road of 5 crosses it there, drawn without a bridge (2.1 names two, both on the Segangan road).
    expect(crossings.map((c) => c.side).sort()).toEqual([...BRIDGES.map((b) => b.hexside), '2218~2318'].sort());
    expect(riverOf.get('2218~2318')).toBe('Kert');
    expect(BRIDGES).toHaveLength(2);
    for (const b of BRIDGES) {
      expect(b.road).toBe('nador-dar-quebdani');
      expect(riverOf.get(b.hexside)).toBe(b.river);
      expect(b.river.startsWith('Kert')).toBe(true);
    }
  });
});

describe('data: the counters (2.3, 6)', () => {
  const live = (side: Side, turn: number) => COUNTERS.filter((c) => c.side === side && c.entryTurn !== null && c.entryTurn <= turn).length;

  it('about 200 counters with the turn marker, every id distinct', () => {
    expect(COUNTERS.length + 1).toBe(200);
    expect(new Set(COUNTERS.map((c) => c.id)).size).toBe(COUNTERS.length);
    expect(TURN_MARKER.turns).toBe(13);
  });

  it('6: every formation of the table, in its turn, split into counters', () => {
    const table: Record<string, [Side, number][]> = {
      1: [
        ['spanish', 12],
        ['moroccan', 2],
      ],
      3: [
        ['spanish', 9],
        ['moroccan', 2],
      ],
      5: [
        ['spanish', 8],
        ['moroccan', 1],
      ],
    };
    for (const [turn, sides] of Object.entries(table)) {
      for (const [side, n] of sides) expect(FORMATIONS.filter((f) => f.entryTurn === Number(turn) && f.side === side)).toHaveLength(n);
    }
    for (const f of FORMATIONS) expect(COUNTERS.filter((c) => c.formation === f.id).length).toBe(f.parts.reduce((s, p) => s + p.count, 0));
    expect(FORMATIONS.map((f) => f.name)).toContain('Kábila Beni-Urriaguel');
    expect(FORMATIONS.filter((f) => f.name.includes('Bandera'))).toHaveLength(8);
  });

  it('5: both sides stay well inside 3:1 at the end of turns 1, 3 and 5, even with every captured battery in play', () => {
    for (const turn of [1, 3, 5]) {
      const s = live('spanish', turn);
      const m = live('moroccan', turn);
      expect(Math.max(s, m) / Math.min(s, m)).toBeLessThanOrEqual(2);
      expect((m + CAPTURED_BATTERY_COUNT) / s).toBeLessThanOrEqual(2);
    }
    expect(live('moroccan', 5)).toBeGreaterThan(live('spanish', 5));
  });

  it('2.3: aircraft and fleets from turn 5, with only a movement factor and none; land counters both, displacement twice movement', () => {
    for (const c of COUNTERS) {
      if (c.type === 'fleet') expect([c.combat, c.movement, c.displacement]).toEqual([null, null, null]);
      else if (c.type === 'bomber' || c.type === 'seaplane') expect([c.combat, c.displacement]).toEqual([null, null]);
      else expect(c.displacement).toBe(2 * c.movement!);
      if (['fleet', 'bomber', 'seaplane', 'armoured-car'].includes(c.type)) expect(c.entryTurn).toBe(5);
    }
    expect(COUNTERS.filter((c) => c.type === 'bomber').length).toBeGreaterThan(0);
    expect(COUNTERS.filter((c) => c.type === 'seaplane').length).toBeGreaterThan(0);
  });

  it('2.3/8.1: captured batteries are Moroccan artillery, no more than the Spanish batteries, entering only by capture', () => {
    const captured = COUNTERS.filter((c) => c.type === 'captured-battery');
    expect(captured).toHaveLength(CAPTURED_BATTERY_COUNT);
    for (const c of captured) expect(c).toMatchObject({ side: 'moroccan', entryTurn: null });
    expect(captured.length).toBeLessThanOrEqual(COUNTERS.filter((c) => c.type === 'artillery' && c.side === 'spanish').length);
    expect(COUNTERS.filter((c) => c.type === 'artillery' && c.side === 'moroccan')).toHaveLength(0);
  });

  it('the kabilas are numerous and weak, the Spanish fewer and stronger', () => {
    const land = (side: Side) => COUNTERS.filter((c) => c.side === side && c.combat !== null && c.entryTurn !== null);
    const mean = (side: Side) => land(side).reduce((s, c) => s + c.combat!, 0) / land(side).length;
    expect(mean('spanish')).toBeGreaterThan(mean('moroccan'));
  });
});
