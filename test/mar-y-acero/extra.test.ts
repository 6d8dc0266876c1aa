import { describe, expect, it } from 'vitest';
import { marYAcero } from 'reglas/mar-y-acero';
import { newCombat } from '../../src/games/mar-y-acero/combat.js';
import { board, draws, kinds, piece, play, run } from './helpers.js';

describe('more rules', () => {
  it('4.3.2 IV: impulses alternate, the Indigenous first, as many as the Destiny card gives', () => {
    const s = board({
      destiny: 39,
      pieces: { 6: [piece('jinete'), piece('peon')], 12: [piece('tama')], 3: [piece('tama')] },
      tasks: [{ t: 'phase', phase: 'impulses' }],
      patch: { impulses: { spanish: 2, indigenous: 2 } },
    });
    const r = run(s);
    expect(marYAcero.activePlayer(r.state)).toBe('indigenous');
    expect(r.state.impulses).toEqual({ spanish: 1, indigenous: 1 });
    expect(r.state.tasks.slice(-3).map((t) => t.t + ('seat' in t ? `:${t.seat}` : ''))).toEqual(['phase', 'impulse:spanish', 'impulse:indigenous']);
  });
  it('card 40 (optional): Colón eliminated: +1 VP at the end with Royal Support 6+, and +2 settlers under 10 VP', () => {
    const s = board({
      pieces: { 6: [piece('colon', true, 'colon'), piece('tropa', false, 'r1'), piece('tropa', false, 'r2')], 12: [piece('tama')], 8: [piece('peon')] },
      tasks: [{ t: 'settle' }, newCombat(6, 'indigenous', 'spanish', null, [5], 'test')],
      patch: { testamentRule: true, royalSupport: 6 },
    });
    // The Rebels roll 1 and 6: one hit on the reduced Colón, who rolls 6: he is eliminated; two settlers are drawn (4.2).
    const r = run(s, [1, 6, 6, ...draws(2)]);
    expect(r.state.colon).toBe('eliminated');
    expect(r.state.testament).toBe(1);
    // The two settlers go to the Spanish area (8), in the order the Spanish like.
    let st = r.state;
    for (let i = 0; i < 2 && st.tasks.at(-1)?.t === 'deploy'; i++) {
      const legal = marYAcero.legalActions(st);
      expect(legal.every((a) => a.type === 'place' && a.area === 8)).toBe(true);
      st = play(st, [legal[0]!]).state;
    }
    expect(kinds(st, 8).filter((k) => k === 'peon' || k === 'escribano')).toHaveLength(3);
  });
  it('4.5: Divine Grace may lower a gold-search die by one', () => {
    const s = board({
      destiny: 21,
      pieces: { 12: [piece('tama')], 6: [piece('jinete')] },
      tasks: [{ t: 'gold', areas: [6], stage: 'roll', die: 0 }],
      patch: { grace: { side: 'spanish', usedWindow: false, usedTurn: false } },
    });
    // Card 21: 1 -> +1 RS, 2-4 -> 0. A 2 with -1 reads 1.
    const r = run(s, [2]);
    expect(marYAcero.legalActions(r.state)).toContainEqual({ type: 'grace', use: 'minus', die: 1 });
    const after = play(r.state, [{ type: 'grace', use: 'minus', die: 1 }]).state;
    expect(after.royalSupport).toBe(4);
    expect(after.grace.side).toBe('indigenous');
  });
  it('card 26: the Indigenous may swap the Hijos de Caonabó for 3 Caribs when a combat starts there', () => {
    const s = board({
      pieces: { 6: [piece('caonabo', false, 'caonabo'), piece('hijos', false, 'hijos'), piece('jinete', false, 'j')], 12: [piece('tama')] },
      tasks: [{ t: 'settle' }, newCombat(6, 'spanish', 'indigenous', null, [], 'test')],
    });
    const r = run(s);
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'choose', option: 0 },
      { type: 'choose', option: 6 },
    ]);
    const after = play(r.state, [{ type: 'choose', option: 6 }], [6, 6, 6, 6, 6, 6, 6, 6]).state;
    expect(after.leadersOut).toContain('hijos');
    expect(after.map[5]!.pieces.filter((p) => p.kind === 'calinago' || p.kind === 'tama')).toHaveLength(3);
  });
  it("4.4.1 B: the defender withdraws first, to an empty area not the attacker's origin, or an own area", () => {
    const s = board({
      pieces: { 6: [piece('jinete', false, 'j'), piece('naboria', false, 'n')], 12: [piece('tama')], 8: [piece('peon')] },
      tasks: [{ t: 'settle' }, newCombat(6, 'spanish', 'indigenous', null, [5], 'test')],
    });
    const r = run(s, [6, 6]);
    const legal = marYAcero.legalActions(r.state);
    expect(legal[0]).toEqual({ type: 'stay' });
    const to = legal.filter((a) => a.type === 'withdraw').map((a) => (a as { to: number }).to);
    expect(to).toContain(7);
    expect(to).not.toContain(5);
    expect(marYAcero.activePlayer(r.state)).toBe('indigenous');
    const w = play(r.state, [{ type: 'withdraw', piece: 'n', to: 7 }], [3]).state;
    expect(kinds(w, 7)).toEqual(['naboria']);
    expect(w.control[5]).toBe('spanish');
  });
});

describe('Destiny card 28', () => {
  it('card 28: a 4-6 turns an area next to Colón Spanish: its Indigenous withdraw or die, two soldiers hold it', () => {
    const s = board({
      destiny: 28,
      pieces: {
        6: [piece('colon', false, 'colon')],
        7: [piece('cacique', false, 'c1'), piece('naboria', false, 'n1')],
        8: [piece('tama')],
        12: [piece('tama')],
      },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 28, effects: [{ kind: 'negotiations', hit: { min: 1, max: 3 }, soldiers: 2 }] }],
    });
    // Area 5: 2 -> Colón takes a hit; area 7: 5 -> it turns Spanish.
    const r = run(s, [2, 5]);
    expect(kinds(r.state, 6)).toEqual(['colon*']);
    const legal = marYAcero.legalActions(r.state);
    expect(legal[0]).toEqual({ type: 'pass' });
    expect(legal).toContainEqual({ type: 'withdraw', piece: 'c1', to: 8 });
    // Then the two soldiers that hold it are drawn (4.2).
    const after = play(r.state, [{ type: 'withdraw', piece: 'c1', to: 8 }, { type: 'pass' }], [4, ...draws(2)]).state;
    expect(kinds(after, 8)).toEqual(['cacique', 'tama']);
    expect(kinds(after, 7).every((k) => ['jinete', 'arcabucero', 'espatario'].includes(k))).toBe(true);
    expect(kinds(after, 7)).toHaveLength(2);
    expect(after.control[6]).toBe('spanish');
  });
});

describe('more 4.3.2 and 4.4.1 B details', () => {
  it('4.3.2 II / 4.4.3 (a): a Spanish Event deploying a Escribano in a parchment area offers the free Royal scribes action', () => {
    const w = piece('escribano', false, 'w1');
    const s = board({
      pieces: { 7: [piece('jinete')], 12: [piece('tama')] },
      tasks: [
        {
          t: 'deploy',
          seat: 'spanish',
          pieces: [w],
          where: [{ filter: 'spanish' }],
          overstack: true,
          strikeFirst: false,
          spread: [],
          area: null,
          placed: [],
          scribes: true,
          label: 'card 11',
        },
      ],
    });
    const r = run(s);
    expect(marYAcero.legalActions(r.state)).toEqual([{ type: 'pass' }, { type: 'scribe', area: 7 }]);
    const after = play(r.state, [{ type: 'scribe', area: 7 }]).state;
    expect(after.map[6]!.parchment).toBe(false);
    expect(after.vp).toBe(2);
  });
  it('4.3.2 III (b): a replacement flips a reduced unit or leader to full strength for 1 PRR', () => {
    const s = board({
      pieces: { 6: [piece('jinete', true, 'j'), piece('colon', true, 'colon')], 12: [piece('tama')] },
      tasks: [{ t: 'prr', seat: 'spanish', points: 1, lastBag: null, drawn: [] }],
    });
    const legal = marYAcero.legalActions(s);
    expect(legal).toContainEqual({ type: 'flip', piece: 'colon' });
    const after = play(s, [{ type: 'flip', piece: 'colon' }]).state;
    expect(after.map[5]!.pieces.find((p) => p.id === 'colon')!.reduced).toBe(false);
  });
  it('4.4.1 B: more than three pieces: the attacker commits three, keeps the rest in reserve, and may swap one in the next round', () => {
    const s = board({
      pieces: {
        6: [
          piece('jinete', false, 'a'),
          piece('espatario', false, 'b'),
          piece('arcabucero', false, 'c'),
          piece('peon', false, 'd'),
          piece('colon', false, 'colon'),
          piece('calinago', false, 'x'),
          piece('calinago', false, 'y'),
        ],
        12: [piece('tama')],
      },
      tasks: [{ t: 'settle' }, newCombat(6, 'spanish', 'indigenous', null, [], 'test')],
    });
    const r = run(s);
    expect(r.state.tasks.at(-1)).toMatchObject({ t: 'combat', stage: 'commitA' });
    const c1 = play(
      r.state,
      [
        { type: 'commit', piece: 'a' },
        { type: 'commit', piece: 'b' },
        { type: 'commit', piece: 'colon' },
      ],
      [6, 6, 6, 6, 6],
    ).state;
    // All missed: the defender (two Calinagos), then the attacker, may withdraw; both stay; round 2 starts with a swap offer.
    const stay = play(c1, [{ type: 'stay' }, { type: 'stay' }]).state;
    const after = marYAcero.legalActions(stay);
    expect(after).toContainEqual({ type: 'no-swap' });
    expect(after).toContainEqual({ type: 'swap', out: 'a', in: 'c' });
  });
});
