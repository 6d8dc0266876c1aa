import { describe, expect, it } from 'vitest';
import { recordingLog, scriptedDice, stepDice } from 'reglas/core';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { runEffect } from '../../src/games/mar-y-acero/effects.js';
import { DESTINY_BY_ID, EVENT_BY_ID } from '../../src/games/mar-y-acero/data/cards.js';
import { board, draws, kinds, piece, run } from './helpers.js';

const fx = (s: MyaState, card: number, rolls: number[], i = 0) => {
  const ctx = { dice: stepDice(s.rng, scriptedDice(rolls)), log: recordingLog() };
  const c = DESTINY_BY_ID.get(card) ?? EVENT_BY_ID.get(card)!;
  return { state: runEffect(s, card <= 16 ? EVENT_BY_ID.get(card)!.side : 'indigenous', card, c.effects[i]!, ctx), events: ctx.log.events };
};

describe('Destiny and Event card effects (data executed by the engine)', () => {
  it('card 20 Gran terremoto: an area drawn from the bag; per unit 1 nothing, 2-3 a hit, 4-6 eliminated; leaders immune', () => {
    const s = board({
      pieces: {
        4: [piece('jinete', false, 'a'), piece('peon', false, 'b'), piece('espatario', false, 'c'), piece('colon', false, 'colon')],
        12: [piece('tama')],
      },
    });
    // The area marker is a roll on the 20 markers: 4; then the three units roll 1, 3, 5.
    const r = fx(s, 20, [4, 1, 3, 5]);
    expect(kinds(r.state, 4)).toEqual(['colon', 'jinete', 'peon*']);
  });
  it('card 12 Epidemia de viruela: 1-3 kills a Taíno or Carib, +1 when 2 or more areas from any Spanish or Rebel unit', () => {
    const s = board({
      pieces: {
        6: [piece('jinete')],
        7: [piece('tama', false, 'near')],
        12: [piece('tama', false, 'far'), piece('tropa', false, 'r')],
        1: [piece('naboria', false, 'far2')],
      },
    });
    // Board order: area 1 (far: 3+1=4 survives), 7 (near, 3 dies), 12 (with a Rebel: distance 0, 4 survives).
    const r = fx(s, 12, [3, 3, 4]);
    expect(kinds(r.state, 1)).toEqual(['naboria']);
    expect(kinds(r.state, 7)).toEqual([]);
    expect(kinds(r.state, 12)).toEqual(['tama', 'tropa']);
  });
  it('card 8 Tormentas en el mar: each soldier on 1-3 becomes a random settler', () => {
    const s = board({ pieces: { 6: [piece('jinete', false, 'j'), piece('arcabucero', false, 'a')], 12: [piece('tama')] } });
    // The jinete rolls 2 and a settler is drawn in its place (4.2: the bag's first counter), the arcabucero rolls 5.
    const r = fx(s, 8, [2, ...draws(1), 5]);
    const k = kinds(r.state, 6);
    expect(k).toContain('arcabucero');
    expect(k.filter((x) => x === 'peon' || x === 'escribano')).toHaveLength(1);
  });
  it('card 30 ¿Estamos en Catay?: +1 Royal Support with area 1 or 10 Spanish, else -1', () => {
    const yes = board({ pieces: { 10: [piece('jinete')], 12: [piece('tama')] } });
    const r = run(fx(yes, 30, []).state);
    expect(r.state.royalSupport).toBe(4);
    const no = board({ pieces: { 9: [piece('jinete')], 12: [piece('tama')] } });
    expect(run(fx(no, 30, []).state).state.royalSupport).toBe(2);
  });
  it('card 32 La leyenda de Jaragua: +1 per Spanish and -1 per Indigenous area among 6, 7, 8', () => {
    const s = board({ pieces: { 6: [piece('jinete')], 7: [piece('peon')], 12: [piece('tama')] } });
    expect(fx(s, 32, []).state.royalSupport).toBe(4);
  });
  it('card 23 La nobleza no trabaja: no naval movement this turn', () => {
    const s = board({ pieces: { 6: [piece('jinete', false, 'j')], 12: [piece('tama')] } });
    const r = fx(s, 23, []);
    expect(r.state.restriction).toBe('noNaval');
  });
  it("card 25 Anacaona: enters by the die on the side of the area's controller; -1 VP at the end on her Indigenous side", () => {
    const s = board({ pieces: { 7: [piece('jinete')], 12: [piece('tama')] } });
    const r = fx(s, 25, [3]);
    expect(r.state.map[6]!.anacaona).toBe('spanish');
    const r2 = fx(s, 25, [1]);
    expect(r2.state.map[5]!.anacaona).toBe('indigenous');
  });
  it('card 36 Clima tropical: Spanish units in Spanish jungle areas: 1-3 a hit, 4-5 restored, 6 nothing', () => {
    const s = board({ pieces: { 3: [piece('jinete', false, 'a'), piece('peon', true, 'b'), piece('espatario', true, 'c')], 12: [piece('tama')] } });
    const r = fx(s, 36, [2, 4, 6]);
    expect(kinds(r.state, 3)).toEqual(['espatario*', 'jinete*', 'peon']);
  });
  it('card 39 Eclipse lunar: the Spanish pick an area next to Colón with the fewest Indigenous; its Indigenous units die', () => {
    const s = board({ pieces: { 6: [piece('colon', false, 'colon')], 5: [piece('tama'), piece('tama')], 7: [piece('naboria')], 12: [piece('tama')] } });
    const r = run(fx(s, 39, []).state);
    expect(kinds(r.state, 7)).toEqual([]);
    expect(kinds(r.state, 5)).toEqual(['tama', 'tama']);
  });
  it('card 38 Intrigas contra Colón: set aside until the next turn, or lose 2 Royal Support', () => {
    const s = board({ pieces: { 6: [piece('colon', false, 'colon'), piece('jinete')], 12: [piece('tama')] } });
    const r = fx(s, 38, []);
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'choose', option: 0 },
      { type: 'choose', option: 1 },
    ]);
    const aside = marYAcero.apply(r.state, { type: 'choose', option: 1 });
    expect(aside.colon).toBe('aside');
  });
  it('card 3 Las perlas de Colón: 5-6: Royal Support -3 and the two soldiers nearest Colón are lost', () => {
    const s = board({
      pieces: {
        6: [piece('colon', false, 'colon'), piece('jinete', false, 'j6')],
        7: [piece('espatario', false, 'e7')],
        12: [piece('arcabucero', false, 'a12')],
        13: [piece('tama')],
      },
      patch: { royalSupport: 5 },
    });
    const out = run(fx(s, 3, [6]).state).state;
    expect(out.royalSupport).toBe(2);
    expect(kinds(out, 6)).toEqual(['colon']);
    expect(kinds(out, 7)).toEqual([]);
    expect(kinds(out, 12)).toEqual(['arcabucero']);
  });
});

describe('Destiny card 27', () => {
  it('card 27 Conversiones religiosas: Indigenous areas next to Spanish ones roll: 1-3 the Indigenous pick a unit that becomes a settler (then a fight), 4-5 +1 Taíno, 6 +1 Carib', () => {
    const s = board({
      pieces: {
        6: [piece('jinete', false, 'j')],
        5: [piece('tama', false, 't5'), piece('naboria', false, 'n5')],
        7: [piece('tama', false, 't7')],
        12: [piece('tama')],
      },
    });
    // Area 5 rolls 2 (conversion), area 7 rolls 6 (+1 Carib, drawn: 4.2).
    const out = run(fx(s, 27, [2, 6, ...draws(1)]).state).state;
    expect(kinds(out, 7).filter((k) => k === 'calinago' || k === 'tama')).toHaveLength(2);
    expect(marYAcero.activePlayer(out)).toBe('indigenous');
    expect(marYAcero.legalActions(out)).toEqual([
      { type: 'hit', piece: 't5' },
      { type: 'hit', piece: 'n5' },
    ]);
    // The settler drawn for the Naboría (4.2), then the combat's dice.
    const after = marYAcero.step(out, { type: 'hit', piece: 'n5' }, { dice: scriptedDice([...draws(1), 6, 6, 6, 6, 6, 6]) });
    expect(after.events.some((e) => e.type === 'conversion')).toBe(true);
    expect(after.events.some((e) => e.type === 'combat-start' && e.area === 5)).toBe(true);
  });
});
