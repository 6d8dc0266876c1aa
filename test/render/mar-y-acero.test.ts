import { describe, expect, it } from 'vitest';
import { deepFreeze, ValidationError } from '../../src/core/index.js';
import { marYAcero } from '../../src/games/mar-y-acero/index.js';
import { AREAS } from '../../src/games/mar-y-acero/data/areas.js';
import { MYA_BOX_WIDTH, MYA_LAYOUT, MYA_SEAS, renderMarYAceroSvg, renderMarYAceroText } from '../../src/render/index.js';
import { myaBoxHeight } from '../../src/render/mar-y-acero-svg.js';
import { cardTitle } from '../../src/render/mya-common.js';
import { allElements, byId, parseSvg, textOf } from './xml.js';

/** A known position: Colón's party holds Santo Domingo behind a palisade and a citadel; Caonabó and Anacaona at San Felipe. */
const known = (): ReturnType<typeof marYAcero.setup> =>
  marYAcero.setup({
    seed: 'render',
    position: {
      turn: 3,
      royalSupport: 6,
      map: {
        '8': { pieces: ['colon', 'jinete-1', 'arcabucero-2*', 'peon-3'], palisade: true, citadel: true, parchment: false },
        '6': { pieces: ['cacique-7', 'caonabo', 'tama-8*'], anacaona: 'indigenous' },
        '4': [],
      },
    },
  });

describe('renderMarYAceroSvg', () => {
  it("is well-formed SVG showing each area's counters, markers and control", () => {
    const svg = renderMarYAceroSvg(known());
    const root = parseSvg(svg);
    expect(allElements(root).filter((e) => e.attrs.class === 'area')).toHaveLength(15);
    for (const a of AREAS) expect(textOf(byId(root, `area-${a.id}`)!)).toContain(`${a.id} ${a.name}`);
    const sd = byId(root, 'area-8')!;
    expect(sd.attrs['data-control']).toBe('spanish');
    const units = allElements(sd).filter((e) => e.attrs.class === 'unit');
    expect(units.map((u) => [u.attrs['data-kind'], u.attrs['data-reduced']])).toEqual([
      ['colon', 'no'],
      ['jinete', 'no'],
      ['arcabucero', 'yes'],
      ['peon', 'no'],
    ]);
    const labels = units.map((u) => textOf(allElements(u).find((e) => e.tag === 'text')!));
    expect(labels).toEqual(['COL', 'Jin', 'Arc*', 'Peo']);
    const marks = allElements(sd).map((e) => e.attrs.class);
    expect(marks).toEqual(expect.arrayContaining(['palisade', 'citadel', 'value']));
    expect(marks).not.toContain('parchment');
    expect(textOf(sd)).toContain('2 VP');
    const sf = byId(root, 'area-6')!;
    expect(sf.attrs['data-control']).toBe('indigenous');
    expect(textOf(sf)).toContain('Anacaona In');
    expect(
      allElements(sf)
        .filter((e) => e.attrs.class === 'unit')
        .map((u) => u.attrs['data-kind']),
    ).toEqual(['cacique', 'caonabo', 'tama']);
    expect(byId(root, 'area-4')!.attrs['data-pieces']).toBe('0');
    expect(allElements(byId(root, 'area-1')!).some((e) => e.attrs.class === 'parchment')).toBe(true);
    // The tracks and the panel.
    const state = known();
    expect(allElements(root).find((e) => e.attrs.class === 'vp-marker')!.attrs['data-vp']).toBe(String(state.vp));
    expect(allElements(root).find((e) => e.attrs.class === 'royal-support')!.attrs['data-value']).toBe('6');
    expect(allElements(root).find((e) => e.attrs.class === 'impulses-spanish')!.attrs['data-value']).toBe(String(state.impulses.spanish));
    expect(svg).toContain('turn 3 of 6 (1495-96)');
    expect(svg).toContain(`VP: Spanish ${state.vp} · Indigenous ${20 - state.vp}`);
  });

  it('draws each sea around the islands as a region of its own, named on the map, under the land', () => {
    const svg = renderMarYAceroSvg(known());
    const root = parseSvg(svg);
    const seas = allElements(byId(root, 'seas')!).filter((e) => e.attrs.class === 'sea');
    expect(seas.map((e) => e.attrs['data-sea'])).toEqual(MYA_SEAS.map((s) => s.id));
    for (const e of seas) expect(e.attrs.d, e.attrs['data-sea']).toMatch(/^M[\d.]+ [\d.]+L/);
    const names = allElements(root).filter((e) => e.attrs.class === 'sea-name');
    expect(names.map((e) => textOf(e))).toEqual(MYA_SEAS.map((s) => s.name));
    expect(svg.indexOf('id="seas"')).toBeLessThan(svg.indexOf('id="coasts"'));
  });

  it("fits a turned leader's side on a second line of its counter (4.3.2 V: Guacanagarí for the Indigenous)", () => {
    const state = marYAcero.setup({ seed: 'render', position: { map: { '6': { pieces: ['guacanagari@indigenous', 'cacique-7'] } } } });
    const unit = allElements(byId(parseSvg(renderMarYAceroSvg(state)), 'area-6')!).find(
      (e) => e.attrs.class === 'unit' && e.attrs['data-kind'] === 'guacanagari',
    )!;
    expect(unit.attrs['data-side']).toBe('indigenous');
    expect(
      allElements(unit)
        .filter((e) => e.tag === 'text')
        .map(textOf),
    ).toEqual(['GUA', '@In']);
  });

  it("wraps an area's markers onto a second row inside its box, the box grown to hold them", () => {
    const state = marYAcero.setup({
      seed: 'render',
      position: { map: { '7': { pieces: ['jinete-2', 'peon-3'], parchment: true, palisade: true, citadel: true, anacaona: 'spanish' } } },
    });
    const area = byId(parseSvg(renderMarYAceroSvg(state)), 'area-7')!;
    const frame = allElements(area).find((e) => e.tag === 'rect')!;
    const [left, top, width, height] = ['x', 'y', 'width', 'height'].map((k) => Number(frame.attrs[k]));
    const badges = allElements(area).filter((e) => ['value', 'parchment', 'palisade', 'citadel', 'anacaona'].includes(e.attrs.class ?? ''));
    expect(badges.map((b) => b.attrs.class)).toEqual(['value', 'parchment', 'palisade', 'citadel', 'anacaona']);
    const rects = badges.map((b) => allElements(b).find((e) => e.tag === 'rect')!);
    for (const r of rects) {
      expect(Number(r.attrs.x)).toBeGreaterThanOrEqual(left!);
      expect(Number(r.attrs.x) + Number(r.attrs.width)).toBeLessThanOrEqual(left! + width!);
      expect(Number(r.attrs.y) + Number(r.attrs.height)).toBeLessThanOrEqual(top! + height!);
    }
    expect(new Set(rects.map((r) => r.attrs.y)).size).toBe(2);
    expect(height).toBe(myaBoxHeight(2, 2));
  });

  it("draws a view with the other side's hand as face-down backs", () => {
    const state = known();
    const root = parseSvg(renderMarYAceroSvg(marYAcero.view(state, 'indigenous')));
    const hand = (side: string) => allElements(root).find((e) => e.attrs.class === 'hand' && e.attrs['data-side'] === side)!;
    expect(allElements(hand('spanish')).filter((e) => e.attrs.class === 'card-back')).toHaveLength(state.hands.spanish.length);
    expect(
      allElements(hand('indigenous'))
        .filter((e) => e.attrs.class === 'card')
        .map((e) => Number(e.attrs['data-card'])),
    ).toEqual(state.hands.indigenous);
  });

  it('is deterministic and does not change its input', () => {
    const state = deepFreeze(known());
    const before = JSON.stringify(state);
    expect(renderMarYAceroSvg(state)).toBe(renderMarYAceroSvg(state));
    expect(JSON.stringify(state)).toBe(before);
  });

  it('refuses a state of another game or a broken one with a ValidationError', () => {
    expect(() => renderMarYAceroSvg({ game: 'taifa', format: 1 } as never)).toThrow(ValidationError);
    expect(() => renderMarYAceroSvg({ ...known(), map: [] } as never)).toThrow(/state\.map/);
    expect(() => renderMarYAceroSvg(known(), { scale: 'big' } as never)).toThrow(/options\.scale/);
  });
});

describe('renderMarYAceroText', () => {
  it('has one line per area with control, value, markers and counters', () => {
    const state = known();
    const lines = renderMarYAceroText(state).split('\n');
    expect(lines[0]).toBe('Mar y Acero — two-player, turn 3 of 6 (1495-96)');
    expect(lines).toContain(' 8 Santo Domingo        Spanish     2 VP  [palisade, citadel] COL Jin Arc* Peo');
    expect(lines).toContain(' 6 San Felipe           Indigenous  1 VP  [Anacaona (Indigenous)] Cac CAO Tam*');
    expect(lines).toContain(' 4 Holguín              Indigenous  1 VP  [jungle] (empty)');
    expect(lines).toContain(
      `VP ${state.vp} Spanish / ${20 - state.vp} Indigenous · Royal Support 6 · impulses Spanish ${state.impulses.spanish}, Indigenous ${state.impulses.indigenous}`,
    );
    expect(lines).toContain(`Spanish hand 5 (${state.hands.spanish.map(cardTitle).join(', ')})`);
  });

  it('counts the hidden cards of a view', () => {
    const text = renderMarYAceroText(deepFreeze(marYAcero.view(known(), 'indigenous')));
    expect(text).toContain('— view of indigenous');
    expect(text).toContain('Spanish hand 5 (5 face down)');
  });

  it('renders a solitaire game', () => {
    const text = renderMarYAceroText(marYAcero.setup({ seed: 'solo', mode: 'solitaire', level: 1 }));
    expect(text).toContain('solitaire level 1');
    expect(text).toMatch(/Nitayno \(level 1\)/);
  });
});

describe('Mar y Acero layout data', () => {
  it('names the areas as the board does, each record reconstructed, the boxes (with two rows of counters) apart and on the map', () => {
    expect(MYA_LAYOUT.map((r) => [r.id, r.name])).toEqual(AREAS.map((a) => [a.id, a.name]));
    for (const r of MYA_LAYOUT) expect(r.source.kind).toBe('reconstructed');
    for (const a of MYA_LAYOUT) {
      expect(a.box.x + MYA_BOX_WIDTH).toBeLessThanOrEqual(1100);
      for (const b of MYA_LAYOUT) {
        if (b.id <= a.id) continue;
        const apart =
          a.box.x + MYA_BOX_WIDTH <= b.box.x ||
          b.box.x + MYA_BOX_WIDTH <= a.box.x ||
          a.box.y + myaBoxHeight(5) <= b.box.y ||
          b.box.y + myaBoxHeight(5) <= a.box.y;
        expect(apart, `boxes ${a.id} and ${b.id}`).toBe(true);
      }
    }
  });
});
