import { describe, expect, it } from 'vitest';
import { LATER_NITAYNO_CARDS, TURN2_NITAYNO_CARDS, laterCardSchema, nitaynoCard, turn2CardSchema } from '../../src/games/mar-y-acero/data/nitayno-cards.js';
import { maskSolitaire, solitaireStateSchema } from '../../src/games/mar-y-acero/nitayno/state.js';
import { solitaireState } from './solitaire-helpers.js';

describe('5.2 Nitayno cards (data)', () => {
  it('5.2: three turn-2 cards and nine turns 3-6 cards, each passing its schema', () => {
    expect(TURN2_NITAYNO_CARDS.map((c) => c.id)).toEqual([41, 42, 43]);
    expect(LATER_NITAYNO_CARDS.map((c) => c.id)).toEqual([44, 45, 46, 47, 48, 49, 50, 51, 52]);
    for (const c of TURN2_NITAYNO_CARDS) turn2CardSchema.parse(c);
    for (const c of LATER_NITAYNO_CARDS) laterCardSchema.parse(c);
  });
  it('5.2: card 46 is marked reconstructed, the others published', () => {
    for (const c of [...TURN2_NITAYNO_CARDS, ...LATER_NITAYNO_CARDS]) expect(c.source.kind).toBe(c.id === 46 ? 'reconstructed' : 'published');
  });
  it('5.3.2: card 42 at 2 VP: 3-4 gives two Taínos', () => {
    const c = nitaynoCard(42);
    if (c.deck !== 'turn2') throw new Error('card 42 is a turn-2 card');
    expect(c.rows.vp2[1]).toEqual({ from: 3, to: 4, effect: { kind: 'indigenous-units', bag: 'taino', delta: 2 } });
  });
  it('5.3.2: card 50 turn 6 brings two Rebels', () => {
    const c = nitaynoCard(50);
    if (c.deck !== 'later') throw new Error('card 50 is a later card');
    expect(c.final).toEqual({ kind: 'indigenous-units', bag: 'rebel', delta: 2 });
  });
  it('rejects an unknown card id', () => {
    expect(() => nitaynoCard(7)).toThrow(RangeError);
  });
});

describe('5.2 solitaire state', () => {
  it("5.2: view masks the three face-down decks' order but keeps their cards", () => {
    const s = solitaireState({ level: 1, turn2Deck: [42, 41, 43] });
    solitaireStateSchema.parse(s);
    const m = maskSolitaire(s);
    expect(m?.turn2Deck).toEqual([41, 42, 43]);
    expect(m?.eventDeck).toEqual([...(s?.eventDeck ?? [])].sort((a, b) => a - b));
    expect(m?.laterDeck).toEqual([...(s?.laterDeck ?? [])].sort((a, b) => a - b));
    expect(maskSolitaire(null)).toBeNull();
  });
});
