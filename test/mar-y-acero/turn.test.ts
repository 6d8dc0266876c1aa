import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, recordingLog, scriptedDice, seededDice, stepDice } from 'reglas/core';
import { marYAcero, areaValue, type MyaState } from 'reglas/mar-y-acero';
import { newActivation } from '../../src/games/mar-y-acero/movement.js';
import { newCombat } from '../../src/games/mar-y-acero/combat.js';
import { runEffect } from '../../src/games/mar-y-acero/effects.js';
import { EVENT_BY_ID } from '../../src/games/mar-y-acero/data/cards.js';
import { board, draws, kinds, piece, play, run, SENTINEL } from './helpers.js';

const ctxOf = (s: MyaState, rolls: number[] = []) => ({ dice: stepDice(s.rng, scriptedDice(rolls)), log: recordingLog() });

describe('4.4.1 control, VP and gold', () => {
  it('4.4.1 A/C: moving into an empty area gains its VP and a gold search on the Destiny card table', () => {
    // Card 21: gold 1 -> +1, 2-4 -> 0, 5-6 -> -1.
    const s = board({ destiny: 21, pieces: { 6: [piece('jinete', false, 'j'), piece('peon')], 12: [piece('tama')] }, tasks: [newActivation('spanish', 6)] });
    expect(s.vp).toBe(1);
    const r = play(s, [{ type: 'move', piece: 'j', to: 7 }, { type: 'end-move' }], [6]);
    expect(r.state.vp).toBe(2);
    expect(r.state.royalSupport).toBe(2);
    expect(r.events.some((e) => e.type === 'gold-roll')).toBe(true);
  });
  it('4.4.1 B: the Indigenous conquering an area take its VP away and remove its citadel; palisades go with the last Spanish piece', () => {
    const s0 = board({ pieces: { 6: [piece('peon', true, 'p'), piece('tropa', false, 't')], 8: [piece('tama')], 9: [piece('jinete')] } });
    const s: MyaState = {
      ...s0,
      map: s0.map.map((a, i) => (i === 5 ? { ...a, citadel: true } : a)),
      tasks: [SENTINEL, { t: 'settle' }, newCombat(6, 'indigenous', 'spanish', null, [5], 'test')],
    };
    // Rebel rolls 2: hit; the reduced Peón (defence 1, citadel +2) rolls 6: miss.
    const r = run(s, [2, 6]);
    expect(kinds(r.state, 6)).toEqual(['tropa']);
    expect(r.state.map[5]!.citadel).toBe(false);
    expect(r.state.control[5]).toBe('indigenous');
    expect(r.state.vp).toBe(1);
  });
  it('4.4.2: a palisade is removed as soon as no Spanish piece is left in its area', () => {
    const s0 = board({ pieces: { 6: [piece('jinete', false, 'j')], 12: [piece('tama')] }, tasks: [newActivation('spanish', 6)] });
    const s: MyaState = { ...s0, map: s0.map.map((a, i) => (i === 5 ? { ...a, palisade: true } : a)) };
    const r = play(s, [{ type: 'move', piece: 'j', to: 5 }, { type: 'end-move' }], [3]);
    expect(r.state.map[5]!.palisade).toBe(false);
  });
});

describe('4.3.2 phases', () => {
  it('4.3.2 III: deploying next to an enemy area (priority 3) fights at once', () => {
    const s = board({
      pieces: { 6: [piece('jinete'), piece('jinete'), piece('jinete')], 7: [piece('naboria', true, 'n')] },
      tasks: [
        {
          t: 'deploy',
          seat: 'spanish',
          pieces: [piece('espatario', false, 'new')],
          where: 'reinforcement',
          overstack: false,
          strikeFirst: false,
          spread: [],
          area: null,
          placed: [],
          scribes: false,
          label: 'reinforcements',
        },
      ],
    });
    // Own area full; no empty area next to 6 (5 and 7? 5 is empty): priority 2 picks 5.
    const r = run(s, [3]);
    expect(kinds(r.state, 5)).toEqual(['espatario']);
    const full = board({
      pieces: { 6: [piece('jinete'), piece('jinete'), piece('jinete')], 5: [piece('tama')], 7: [piece('naboria', true, 'n')], 12: [piece('tama')] },
      tasks: [
        {
          t: 'deploy',
          seat: 'spanish',
          pieces: [piece('espatario', false, 'new2')],
          where: 'reinforcement',
          overstack: false,
          strikeFirst: false,
          spread: [],
          area: null,
          placed: [],
          scribes: false,
          label: 'reinforcements',
        },
      ],
    });
    const legal = marYAcero.legalActions(full);
    expect(legal).toEqual([
      { type: 'place', piece: 'new2', area: 5 },
      { type: 'place', piece: 'new2', area: 7 },
    ]);
    const fought = play(full, [{ type: 'place', piece: 'new2', area: 7 }], [1, 6, 3]);
    expect(fought.events.some((e) => e.type === 'combat-start' && e.area === 7)).toBe(true);
    expect(kinds(fought.state, 7)).toEqual(['espatario']);
  });
  it('4.3.2 II: the Event choices stay secret until both are revealed; the Indigenous card resolves first', () => {
    let s = marYAcero.setup({ seed: 'events-1' });
    let guard = 0;
    while (s.tasks.at(-1)?.t !== 'chooseEvent' && guard++ < 2000) s = marYAcero.apply(s, marYAcero.legalActions(s)[0]!);
    expect(marYAcero.activePlayer(s)).toBe('indigenous');
    const card = s.hands.indigenous[0]!;
    s = marYAcero.apply(s, { type: 'event', card });
    expect(marYAcero.activePlayer(s)).toBe('spanish');
    expect(marYAcero.view(s, 'spanish').played.indigenous).toBe(-1);
    expect(marYAcero.view(s, 'indigenous').played.indigenous).toBe(card);
    const sp = s.hands.spanish[0]!;
    const r = marYAcero.step(s, { type: 'event', card: sp });
    const texts = r.events.map((e) => e.type);
    expect(texts).toContain('events-revealed');
    expect(r.state.revealed).toBe(true);
    expect(marYAcero.view(r.state, 'spanish').played.indigenous).toBe(card);
  });
  it('card 15 sends Colón to prison; card 14 brings him back with its units (4.3.2 II)', () => {
    const s = board({ pieces: { 6: [piece('colon', false, 'colon'), piece('jinete')], 12: [piece('tama')] } });
    let out = runEffect(s, 'spanish', 15, EVENT_BY_ID.get(15)!.effects[1]!, ctxOf(s));
    expect(out.colon).toBe('prison');
    expect(out.offMap.map((p) => p.kind)).toEqual(['colon']);
    // 5 soldiers (6, one less at Royal Support 3) and 3 settlers drawn (4.2).
    out = runEffect(out, 'spanish', 14, EVENT_BY_ID.get(14)!.effects[0]!, ctxOf(out, draws(8)));
    const placed = run(out).state;
    // Colón is in no area: area 5 or 6 (a choice) — both are offered.
    expect(
      marYAcero
        .legalActions(placed)
        .map((a) => (a as { area: number }).area)
        .sort(),
    ).toEqual([5, 6]);
    const done = play(placed, [marYAcero.legalActions(placed).find((a) => (a as { area: number }).area === 5)!], [3]).state;
    expect(done.colon).toBe('map');
    expect(kinds(done, 5)).toContain('colon');
  });
  it('card 1: Rebels go where the Spanish do not rule, within the stacking limit', () => {
    const s = board({ pieces: { 6: [piece('jinete')], 12: [piece('tama')] } });
    // 4 Rebels drawn (4.2).
    const out = runEffect(s, 'indigenous', 1, EVENT_BY_ID.get(1)!.effects[0]!, ctxOf(s, draws(4)));
    const legal = marYAcero.legalActions(out);
    expect(legal.some((a) => a.type === 'place' && a.area === 6)).toBe(false);
    expect(legal.some((a) => a.type === 'place' && a.area === 12)).toBe(true);
  });
  it('4.3.2 V: Guacanagarí on the Spanish side turns Indigenous on a 6 and joins the biggest Indigenous area', () => {
    const s = board({
      pieces: { 6: [piece('guacanagari', false, 'guacanagari'), piece('peon')], 12: [piece('tama'), piece('tama')], 3: [piece('naboria')] },
      tasks: [{ t: 'phase', phase: 'final' }],
    });
    const r = run(s, [6]);
    expect(kinds(r.state, 12)).toContain('guacanagari');
    expect(r.state.map[11]!.pieces.find((p) => p.kind === 'guacanagari')!.side).toBe('indigenous');
  });
});

describe('invariants over random play (fast-check)', () => {
  it('the VP marker equals the value of the Spanish areas during play; no palisade stands without Spanish pieces', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (seed) => {
        let s = marYAcero.setup({ seed: `fc-${seed}` });
        const pick = seededDice(createRng(`pick-${seed}`));
        for (let i = 0; i < 3000 && !marYAcero.isTerminal(s); i++) {
          const legal = marYAcero.legalActions(s);
          s = marYAcero.apply(s, legal[pick.below(legal.length)]!);
          if (marYAcero.isTerminal(s)) break;
          let vp = 0;
          for (let a = 1; a <= 15; a++) if (s.control[a - 1] === 'spanish') vp += areaValue(s, a);
          if (vp !== s.vp) return false;
          for (const area of s.map) if (area.palisade && !area.pieces.some((p) => p.side === 'spanish')) return false;
        }
        return true;
      }),
      { numRuns: 6 },
    );
  });
});

describe('4.4.1 B properties (fast-check)', () => {
  it('4.4.1 B: every combat factor stays between 1 and 5 whatever the terrain, fortification or strength', async () => {
    const { combatFactor } = await import('reglas/mar-y-acero');
    const kindsList = [
      'jinete',
      'arcabucero',
      'espatario',
      'peon',
      'escribano',
      'cacique',
      'naboria',
      'calinago',
      'tama',
      'capitan',
      'tropa',
      'colon',
      'caonabo',
      'guacanagari',
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...kindsList),
        fc.integer({ min: 1, max: 15 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (kind, area, reduced, attacking, palisade, citadel, anacaona) => {
          const p = piece(kind, reduced);
          const s0 = board({ pieces: { [area]: [p] } });
          const s = {
            ...s0,
            map: s0.map.map((a, i) => (i === area - 1 ? { ...a, palisade, citadel, anacaona: anacaona ? ('indigenous' as const) : null } : a)),
          };
          const f = combatFactor(s, p, area, attacking, false, true).value;
          return f >= 1 && f <= 5;
        },
      ),
      { numRuns: 300 },
    );
  });
});
