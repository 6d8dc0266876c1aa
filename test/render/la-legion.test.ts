import { readFileSync } from 'node:fs';
import { laLegion } from 'reglas/la-legion';
import { describe, expect, it } from 'vitest';
import { openingPictures } from '../../scripts/render-openings.js';
import { deepFreeze, ValidationError } from '../../src/core/index.js';
import { HEX_IDS, LANDING, TERRAIN, ZONE } from '../../src/games/la-legion/board.js';
import { LAYOUT, RIVERS, TERRAINS, TOWNS } from '../../src/games/la-legion/data/map.js';
import { COUNTER_IDS, IS_LAND } from '../../src/games/la-legion/pieces.js';
import type { LegionState } from '../../src/games/la-legion/state.js';
import { FACINGS, hexGrid, opposite } from '../../src/hex/index.js';
import { LEGION_HEX, LEGION_MAP_SIZE, legionHexCentre, legionHexsideEnds } from '../../src/render/data/la-legion-layout.js';
import { legionDemarcationSegments } from '../../src/render/la-legion-svg-map.js';
import { renderLaLegionSvg, renderLaLegionText, renderSvg, renderText } from '../../src/render/index.js';
import { allElements, byId, parseSvg, textOf, type XmlElement } from './xml.js';

const opening = (): LegionState => laLegion.setup({ seed: 'x' });

/** Turn 6, mid-air: bombers over the airfield a Regulares cavalry holds, a seaplane over a kabila, two fleets on one sea hex, two reinforcements at Melilla. */
const known = (): LegionState =>
  laLegion.setup({
    seed: 'render',
    position: {
      turn: 6,
      weather: 'very-hot',
      counters: {
        'bandera-2-2': '3807',
        'regulares-alhucemas-3': '3708',
        'aviacion-1': '3708',
        'aviacion-2': '3708',
        'beni-urriaguel-1': '3607',
        'aviacion-3': '3607',
        'aviacion-4': '4011',
        'flotas-1': '3903',
        'flotas-2': '3903',
        'bandera-1-1': 'eliminated',
        'bandera-7-1': 'melilla',
        'bandera-7-2': 'melilla',
        'captured-battery-1': '2918',
        'blindados-1': '3811',
        'beni-ulisex-1': '3512',
      },
      done: { 'beni-urriaguel-1': ['moved', 'fought'], 'bandera-7-1': ['arrived'], 'bandera-7-2': ['arrived'] },
      at: [
        { point: 'turn-end' },
        { point: 'combats', side: 'spanish' },
        { point: 'movement', side: 'spanish' },
        { point: 'bombardment', side: 'spanish' },
        { point: 'air-sub-turn', sub: 2, spent: { 'aviacion-1': 3, 'aviacion-3': 4 }, struck: ['aviacion-3'] },
      ],
    },
  });

const counters = (root: XmlElement): XmlElement[] => allElements(root).filter((e) => (e.attrs.class ?? '').split(' ').includes('counter'));
const weatherText = (s: LegionState): string => (s.weather === null ? 'not rolled yet' : s.weather === 'very-hot' ? 'very hot' : s.weather);

/** Where an aircraft (its disc), a fleet (its hull's top left + 13, 7) or a land counter (its square's centre, 28 px across) is drawn. */
function drawnAt(e: XmlElement): { x: number; y: number } {
  const circle = e.children.find((c): c is XmlElement => typeof c !== 'string' && c.tag === 'circle');
  if (circle !== undefined && e.attrs.class?.includes('aircraft')) return { x: Number(circle.attrs.cx), y: Number(circle.attrs.cy) };
  const rect = e.children.find((c): c is XmlElement => typeof c !== 'string' && c.tag === 'rect');
  if (rect !== undefined) return { x: Number(rect.attrs.x) + 14, y: Number(rect.attrs.y) + 14 };
  const path = e.children.find((c): c is XmlElement => typeof c !== 'string' && c.tag === 'path')!;
  const [, x, y] = /^M([\d.]+) ([\d.]+)/.exec(path.attrs.d!)!;
  return { x: Number(x) + 13, y: Number(y) + 7 };
}

describe('renderLaLegionSvg', () => {
  it('draws the standard set-up as well-formed SVG: every counter in play once, on its hex, and no other', () => {
    const s = opening();
    const root = parseSvg(renderLaLegionSvg(s));
    const drawn = counters(root);
    const inPlay = s.at.map((h, c) => [c, h] as const).filter(([, h]) => h >= 0);
    expect(drawn.map((e) => e.attrs['data-id']).sort()).toEqual(inPlay.map(([c]) => COUNTER_IDS[c]!).sort());
    for (const [c, h] of inPlay) {
      const e = byId(root, `counter-${COUNTER_IDS[c]}`)!;
      expect(e.attrs['data-hex']).toBe(HEX_IDS[h]);
      expect(drawnAt(e)).toEqual(legionHexCentre(HEX_IDS[h]!));
    }
    const melilla = byId(root, 'counter-bandera-2-2')!;
    expect(textOf(melilla)).toContain('MG3-3');
    expect(melilla.attrs).toMatchObject({ 'data-side': 'spanish', 'data-type': 'machine-guns' });
    const status = byId(root, 'status')!;
    expect(status.attrs['data-deciding']).toBe(laLegion.activePlayer(s));
    expect(textOf(status)).toContain(`turn 1 of 13, weather ${weatherText(s)}`);
    expect(allElements(root).find((e) => e.attrs.class === 'turn-track')!.attrs['data-turn']).toBe('1');
  });

  it('places every hex centre by the grid: each neighbour one step away in its facing, each hexside shared', () => {
    const grid = hexGrid(LAYOUT);
    const { colStep: dx, rowStep: dy, halfHeight: h } = LEGION_HEX;
    const steps = [
      [0, -dy],
      [dx, -h],
      [dx, h],
      [0, dy],
      [-dx, h],
      [-dx, -h],
    ];
    let pairs = 0;
    for (const id of HEX_IDS) {
      const c = legionHexCentre(id);
      expect(c.x).toBeGreaterThan(0);
      expect(c.x).toBeLessThan(LEGION_MAP_SIZE.width);
      expect(c.y).toBeLessThan(LEGION_MAP_SIZE.height);
      // Every coordinate a multiple of 0.5: written exactly by the one-decimal rounding.
      expect(Number.isInteger(c.x * 2) && Number.isInteger(c.y * 2)).toBe(true);
      for (const f of FACINGS) {
        const n = grid.neighbour(id, f);
        if (n === null) continue;
        pairs += 1;
        const m = legionHexCentre(n);
        expect([m.x - c.x, m.y - c.y], `${id} -> ${n}`).toEqual(steps[f]);
        const [a, b] = legionHexsideEnds(id, f);
        const [p, q] = legionHexsideEnds(n, opposite(f));
        expect([b, a]).toEqual([p, q]);
        expect({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }).toEqual({ x: (c.x + m.x) / 2, y: (c.y + m.y) / 2 });
      }
    }
    expect(pairs).toBeGreaterThan(6000);
  });

  it("draws the map: each terrain's hexes, the demarcation line, rivers, roads, towns, landing dots and the airfield", () => {
    const root = parseSvg(renderLaLegionSvg(opening()));
    const terrain = allElements(root).filter((e) => e.attrs.class === 'terrain');
    expect(terrain.map((e) => e.attrs['data-terrain'])).toEqual([...TERRAINS]);
    terrain.forEach((e, code) => {
      const n = TERRAIN.filter((t) => t === code).length;
      expect(Number(e.attrs['data-hexes'])).toBe(n);
      expect(e.attrs.d!.split('M').length - 1).toBe(n);
    });
    expect(new Set(terrain.map((e) => e.attrs.fill)).size).toBe(5);
    // The demarcation line: every land hexside between the two zones, and nothing else.
    const grid = hexGrid(LAYOUT);
    let between = 0;
    HEX_IDS.forEach((id, h) => {
      for (const n of grid.neighbours(id)) {
        const k = HEX_IDS.indexOf(n);
        if (ZONE[h] !== 0 && ZONE[k] !== 0 && ZONE[h] !== ZONE[k]) between += 1;
      }
    });
    expect(legionDemarcationSegments()).toHaveLength(between / 2);
    const line = byId(root, 'demarcation')!;
    expect(line.attrs['stroke-dasharray']).toBeDefined();
    expect(line.attrs.d!.split('L').length - 1).toBe(between / 2);
    const rivers = allElements(root).filter((e) => e.attrs.class === 'river');
    expect(rivers.map((e) => e.attrs['data-river'])).toEqual(RIVERS.map((r) => r.name));
    rivers.forEach((e, i) => {
      expect(Number(e.attrs['data-hexsides'])).toBe(RIVERS[i]!.hexsides.length);
      expect(e.attrs.d!.split('L').length - 1).toBe(RIVERS[i]!.hexsides.length);
    });
    expect(allElements(root).filter((e) => e.attrs.class === 'road')).toHaveLength(2);
    expect(allElements(root).filter((e) => e.attrs.class === 'bridge')).toHaveLength(2);
    const towns = allElements(root).filter((e) => e.attrs.class === 'town');
    expect(towns.map((e) => [e.attrs['data-hex'], e.attrs['data-plaza']])).toEqual(TOWNS.map((t) => [t.hex, t.plazaFuerte ? 'yes' : 'no']));
    for (const t of towns) expect(allElements(t).some((e) => e.attrs.class === 'plaza')).toBe(t.attrs['data-plaza'] === 'yes');
    const labels = textOf(byId(root, 'labels')!);
    for (const t of TOWNS) expect(labels).toContain(t.name);
    expect(
      allElements(root)
        .filter((e) => e.attrs.class === 'landing')
        .map((e) => e.attrs['data-hex']),
    ).toEqual(LANDING.map((h) => HEX_IDS[h]));
    expect(allElements(root).find((e) => e.attrs.class === 'airfield')!.attrs['data-hex']).toBe('3708');
  });

  it('draws aircraft and fleets apart, offset where they share a hex, and marks what counters did', () => {
    const s = known();
    const root = parseSvg(renderLaLegionSvg(s));
    const at = (id: string): { x: number; y: number } => drawnAt(byId(root, `counter-${id}`)!);
    const airfield = legionHexCentre('3708');
    expect(at('regulares-alhucemas-3')).toEqual(airfield);
    const bombers = [at('aviacion-1'), at('aviacion-2')];
    expect(bombers[0]).not.toEqual(bombers[1]);
    for (const b of bombers) {
      expect(b).not.toEqual(airfield);
      expect(Math.hypot(b.x - airfield.x, b.y - airfield.y)).toBeLessThan(LEGION_HEX.radius);
    }
    expect(at('aviacion-4')).toEqual(legionHexCentre('4011'));
    expect(at('flotas-1')).not.toEqual(at('flotas-2'));
    expect(byId(root, 'counter-aviacion-1')!.attrs.class).toBe('counter aircraft');
    expect(byId(root, 'counter-flotas-1')!.attrs.class).toBe('counter fleet');
    expect(counters(root)).toHaveLength(s.at.filter((h) => h >= 0).length);
    const kabila = byId(root, 'counter-beni-urriaguel-1')!;
    expect(kabila.attrs['data-done']).toBe('moved fought');
    expect(allElements(kabila).map((e) => e.attrs.class)).toEqual(expect.arrayContaining(['moved', 'fought']));
    // 2.3: the captured battery's black stripe.
    expect(allElements(byId(root, 'counter-captured-battery-1')!).filter((e) => e.tag === 'rect' && e.attrs.fill === '#000000')).toHaveLength(1);
    expect(allElements(root).find((e) => e.attrs.class === 'at-melilla')!.attrs['data-count']).toBe('2');
    expect(textOf(byId(root, 'status')!)).toContain('turn 6 of 13, weather very hot · Spanish: flies the aircraft, sub-turn 2 of 3');
    expect(textOf(byId(root, 'off-map')!)).toContain('Spanish: 3 on the map · 72 in the box · 1 eliminated · 2 at Melilla');
  });

  it('is deterministic, leaves its input alone, and draws a view as the state with its seat named', () => {
    const s = deepFreeze(known());
    const before = JSON.stringify(s);
    const svg = renderLaLegionSvg(s);
    expect(renderLaLegionSvg(s)).toBe(svg);
    expect(JSON.stringify(s)).toBe(before);
    const view = renderLaLegionSvg(laLegion.view(s, 'moroccan'));
    expect(view).toContain('— view of moroccan');
    expect(view.replace(' — view of moroccan', '')).toBe(svg);
    expect(renderLaLegionSvg(s, { scale: 2, title: 'Zeluán' })).toMatch(/^<svg [^>]*width="3424"[^>]*>\n<title>Zeluán<\/title>/);
  });

  it('draws the end of a game and the free set-up before anything is placed', () => {
    const over = laLegion.setup({
      seed: 'o',
      position: { counters: { 'bandera-1-1': '3807', 'beni-urriaguel-1': '0216' }, at: [], result: { winner: 'spanish', reason: 'the test' } },
    });
    const root = parseSvg(renderLaLegionSvg(over));
    expect(byId(root, 'status')!.attrs['data-deciding']).toBe('none');
    expect(textOf(byId(root, 'status')!)).toContain('Game over: Spanish victory (the test)');
    const free = laLegion.setup({ seed: 'f', deployment: 'free' });
    expect(counters(parseSvg(renderLaLegionSvg(free)))).toHaveLength(0);
    expect(renderLaLegionText(free)).toContain('Spanish: places one counter in each plaza fuerte (6)');
  });

  it('refuses a state of another game, a broken state or bad options with a ValidationError', () => {
    expect(() => renderLaLegionSvg({ game: 'taifa', format: 1 } as never)).toThrow(ValidationError);
    expect(() => renderLaLegionSvg({ ...opening(), at: [] } as never)).toThrow(/state\.at/);
    expect(() => renderLaLegionText({ ...opening(), format: 99 } as never)).toThrow(/state\.format/);
    expect(() => renderLaLegionSvg(opening(), { scale: -1 })).toThrow(/options\.scale/);
  });
});

describe('renderLaLegionText', () => {
  it('lists the turn, the weather, the step pending and every counter in play by hex', () => {
    const s = opening();
    const text = renderLaLegionText(s);
    const lines = text.split('\n');
    expect(lines[0]).toBe(`La Legión — turn 1 of 13, weather ${weatherText(s)}`);
    expect(lines[1]).toBe('Moroccan: movement: choose a counter to move (7)');
    expect(lines).toContain('  3807 Melilla: bandera-2-2 (machine-guns 3-3)');
    expect(lines).toContain('  3708 airfield: regulares-alhucemas-3 (cavalry 3-6)');
    expect(lines).toContain('Aircraft: in the box');
    s.at.forEach((h, c) => {
      if (h >= 0 && IS_LAND[c])
        expect(
          lines.filter((l) => l.startsWith(`  ${HEX_IDS[h]}`) && l.includes(`: ${COUNTER_IDS[c]} (`)),
          COUNTER_IDS[c],
        ).toHaveLength(1);
    });
    expect(lines.filter((l) => /^ {2}\d{4}/.test(l))).toHaveLength(s.at.filter((h, c) => h >= 0 && IS_LAND[c]).length);
    expect(text).toMatch(/^Spanish: \d+ in play, \d+ in the box, 0 eliminated$/m);
    expect(renderLaLegionText(s)).toBe(text);
  });

  it('says where aircraft, fleets and the reinforcements at Melilla are, and what counters did', () => {
    const lines = renderLaLegionText(known()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'La Legión — turn 6 of 13, weather very hot',
        'Spanish: flies the aircraft, sub-turn 2 of 3 (2.3, 8.2)',
        'Spanish: 3 in play, 72 in the box, 1 eliminated, 2 at Melilla',
        '  3607: beni-urriaguel-1 (infantry 2-4) [moved, fought]',
        '  2918 Batel: captured-battery-1 (captured-battery 1-2)',
        'At 3807 Melilla, arrived this turn (6.1): bandera-7-1 (infantry 4-4) [arrived], bandera-7-2 (machine-guns 3-3) [arrived]',
        'Aircraft: aviacion-1 (bomber) over 3708 airfield; aviacion-2 (bomber) over 3708 airfield; aviacion-3 (seaplane) over 3607; aviacion-4 (seaplane) over 4011',
        'Fleets: flotas-1 (fleet) at 3903; flotas-2 (fleet) at 3903',
      ]),
    );
  });

  it('names the seat of a view', () => {
    const s = known();
    const view = renderLaLegionText(laLegion.view(s, 'spanish'));
    expect(view.split('\n')[0]).toBe('La Legión — turn 6 of 13, weather very hot — view of spanish');
    expect(view.split('\n').slice(1)).toEqual(renderLaLegionText(s).split('\n').slice(1));
  });
});

describe('La Legión through renderSvg / renderText and the opening picture', () => {
  it('dispatches by id and by key', () => {
    const s = opening();
    expect(renderSvg('la-legion', s)).toBe(renderLaLegionSvg(s));
    expect(renderText('laLegion', s)).toBe(renderLaLegionText(s));
  });

  it('draws every position of a random game, with every counter in play', () => {
    let s = laLegion.setup({ seed: 'walk-render' });
    let pick = 11;
    for (let n = 0; n < 240 && !laLegion.isTerminal(s); n++) {
      const actions = laLegion.legalActions(s);
      pick = (pick * 1103515245 + 12345) % 2147483648;
      s = laLegion.apply(s, actions[pick % actions.length]!);
      if (n % 40 !== 0) continue;
      const root = parseSvg(renderLaLegionSvg(s));
      expect(counters(root)).toHaveLength(s.at.filter((h) => h >= 0).length);
      expect(renderLaLegionText(s)).toMatch(/\n$/);
    }
  });

  it('is committed as docs/img/la-legion-opening.svg', () => {
    const svg = openingPictures()['la-legion-opening.svg']!;
    parseSvg(svg);
    const committed = readFileSync(new URL('../../docs/img/la-legion-opening.svg', import.meta.url), 'utf8');
    expect(committed === svg, 'docs/img/la-legion-opening.svg is stale: npx tsx scripts/render-openings.ts').toBe(true);
  });
});
