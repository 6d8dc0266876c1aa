import { describe, expect, it } from 'vitest';
import { deepFreeze, ValidationError } from '../../src/core/index.js';
import { taifa, AREAS } from '../../src/games/taifa/index.js';
import { renderTaifaSvg, renderTaifaText, TAIFA_LAYOUT } from '../../src/render/index.js';
import { taifaAreaPoint } from '../../src/render/taifa-svg.js';
import { allElements, byId, parseSvg, textOf } from './xml.js';

/** A known position: Castilla holds Toledo with a garrison, León holds Navarra, Burgos garrisoned. */
const known = (): ReturnType<typeof taifa.setup> =>
  taifa.setup({
    seed: 'render',
    position: {
      turn: 2,
      current: 'catalanes',
      owners: { '30': 'castilla', '5': 'leon' },
      garrisons: [30, 13],
      kingdoms: { castilla: { hand: [0, 1, 2], bonus: 1 } },
      discard: [45],
    },
  });

describe('renderTaifaSvg', () => {
  it('is well-formed SVG showing every area with its owner, castles and garrisons', () => {
    const svg = renderTaifaSvg(known());
    const root = parseSvg(svg);
    const areas = allElements(root).filter((e) => e.attrs.class === 'area');
    expect(areas).toHaveLength(58);
    const toledo = byId(root, 'area-30')!;
    expect(toledo.attrs['data-owner']).toBe('castilla');
    expect(toledo.attrs['data-garrison']).toBe('yes');
    expect(allElements(toledo).some((e) => e.attrs.class === 'castle')).toBe(true);
    expect(allElements(toledo).some((e) => e.attrs.class === 'garrison')).toBe(true);
    expect(textOf(toledo)).toContain('Toledo');
    expect(byId(root, 'area-5')!.attrs['data-owner']).toBe('leon');
    expect(byId(root, 'area-13')!.attrs['data-garrison']).toBe('yes');
    const granada = byId(root, 'area-50')!;
    expect(granada.attrs['data-owner']).toBe('independent');
    expect(allElements(granada).some((e) => e.attrs.class === 'castle')).toBe(false);
    for (const a of AREAS) expect(svg).toContain(`>${a.name}</text>`);
    // The side panel: turn, the kingdom whose round it is, hands and decks.
    expect(svg).toContain('turn 2 of 3');
    expect(svg).toContain('Condados Catalanes ◀');
    const hands = allElements(root).filter((e) => e.attrs.class === 'hand');
    expect(hands.map((h) => [h.attrs['data-kingdom'], h.attrs['data-count']])).toContainEqual(['castilla', '3']);
    expect(svg).toContain('bonus +1');
    expect(svg).toMatch(/Decks: Christian \d+ · Muslim \d+/);
  });

  it("draws a view: hidden hands as face-down backs, the viewer's own cards by id", () => {
    const state = known();
    const view = taifa.view(state, 'castilla');
    const root = parseSvg(renderTaifaSvg(view));
    const backs = allElements(root).filter((e) => e.attrs.class === 'card-back').length;
    const others = state.kingdoms.filter((k) => k.id !== 'castilla').reduce((n, k) => n + Math.min(16, k.hand.length), 0);
    expect(backs).toBe(others);
    const own = allElements(root).find((e) => e.attrs.class === 'hand' && e.attrs['data-kingdom'] === 'castilla')!;
    expect(
      allElements(own)
        .filter((e) => e.attrs.class === 'card')
        .map((e) => e.attrs['data-card']),
    ).toEqual(['0', '1', '2']);
    expect(textOf(root)).toContain('view of castilla');
  });

  it('marks an attack in progress', () => {
    const state = taifa.setup({ seed: 'render', position: { at: { point: 'attack-select', area: 30 } } });
    const svg = renderTaifaSvg(state);
    const toledo = byId(parseSvg(svg), 'area-30')!;
    expect(allElements(toledo).some((e) => e.attrs.class === 'attacked')).toBe(true);
    expect(svg).toContain('Castilla attacks 30 Toledo (independent)');
  });

  it('is deterministic, does not change its input, and takes a title and a scale', () => {
    const state = deepFreeze(known());
    const before = JSON.stringify(state);
    const a = renderTaifaSvg(state, { title: 'Toledo <falls>', scale: 0.5 });
    expect(renderTaifaSvg(state, { title: 'Toledo <falls>', scale: 0.5 })).toBe(a);
    expect(JSON.stringify(state)).toBe(before);
    const root = parseSvg(a);
    expect(root.attrs.width).toBe('670');
    expect(textOf(allElements(root).find((e) => e.tag === 'title')!)).toBe('Toledo <falls>');
  });

  it('refuses what is not a Taifa state, and bad options, with a ValidationError', () => {
    expect(() => renderTaifaSvg({ game: 'mar-y-acero', format: 1 } as never)).toThrow(ValidationError);
    expect(() => renderTaifaSvg(null as never)).toThrow(ValidationError);
    expect(() => renderTaifaSvg({ ...known(), owner: 'x' } as never)).toThrow(/state\.owner/);
    expect(() => renderTaifaSvg(known(), { scale: -1 })).toThrow(/options\.scale/);
    expect(() => renderTaifaSvg(known(), { colour: 'red' } as never)).toThrow(ValidationError);
  });
});

describe('renderTaifaText', () => {
  it('lists areas by owner with markers, hands as counts', () => {
    const text = renderTaifaText(known());
    const lines = text.split('\n');
    expect(lines[0]).toBe('Taifa — standard game, turn 2 of 3, passes 0');
    expect(lines[1]).toBe("Condados Catalanes's round: choose an action");
    expect(lines).toContain('  Castilla (red): castles 9/13, bonus +1, hand 3');
    expect(lines).toContain('> Condados Catalanes (yellow): castles 8/13, bonus +0, hand 8');
    const castilla = lines.indexOf('  Castilla (red): castles 9/13, bonus +1, hand 3');
    const catalanes = lines.findIndex((l) => l.startsWith('> Condados Catalanes'));
    const section = lines.slice(castilla + 1, catalanes).join(' ');
    expect(section).toContain('13 Burgos [capital, G]');
    expect(section).toContain('30 Toledo [G]');
    expect(text).toContain('  Independent: 8 areas');
    expect(text).toMatch(/Decks: Christian \d+, Muslim \d+; discard 1 \(top: .+ \(45\)\); removed 0/);
  });

  it('says which hands a view hides and renders the same text twice', () => {
    const view = deepFreeze(taifa.view(known(), 'leon'));
    const text = renderTaifaText(view);
    expect(text.split('\n')[0]).toContain('— view of leon');
    expect(text).toContain('Castilla (red): castles 9/13, bonus +1, hand 3 (hidden)');
    expect(text).toMatch(/León \(dark blue\): castles 9\/13, bonus \+0, hand 8\n/);
    expect(renderTaifaText(view)).toBe(text);
  });

  it('renders the El Cid scenario with the areas out of play', () => {
    const text = renderTaifaText(taifa.setup({ seed: 'cid', scenario: 'el-cid' }));
    expect(text).toContain('El Cid scenario');
    expect(text).toContain('Out of play: 27 areas');
    expect(renderTaifaSvg(taifa.setup({ seed: 'cid', scenario: 'el-cid' }))).toContain('data-owner="out-of-play"');
  });
});

describe('Taifa layout data', () => {
  it('names the areas as the map does, each record reconstructed, no two nodes overlapping', () => {
    expect(TAIFA_LAYOUT.map((r) => [r.id, r.name])).toEqual(AREAS.map((a) => [a.id, a.name]));
    for (const r of TAIFA_LAYOUT) expect(r.source.kind).toBe('reconstructed');
    for (let a = 1; a <= 58; a++) {
      for (let b = a + 1; b <= 58; b++) {
        const p = taifaAreaPoint(a);
        const q = taifaAreaPoint(b);
        expect(Math.hypot(p.x - q.x, p.y - q.y), `${a} and ${b}`).toBeGreaterThan(34);
      }
    }
  });
});
