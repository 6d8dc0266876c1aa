import { describe, expect, it } from 'vitest';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { EVENT_BY_ID } from '../../src/games/mar-y-acero/data/cards.js';
import { board, draws, kinds, piece, play as playActions, run } from './helpers.js';

/**
 * Card 10 "Apoyo de Guacanagarí": "Remove up to 3 Taínos from one area, place Guacanagarí (Spanish
 * side) and +3 settlers there". The Spanish choose the area, how many Taínos go (0-3) and which.
 */
function card10(): MyaState {
  const s = board({
    pieces: {
      // Four Taínos (over-stacked by an icon) in area 6, one in area 7.
      6: [piece('cacique', false, 'c1'), piece('cacique', true, 'c2'), piece('naboria', false, 'n1'), piece('naboria', false, 'n2')],
      7: [piece('naboria', false, 'n7')],
      9: [piece('jinete', false, 'j9')],
      12: [piece('tama', false, 't12')],
    },
    tasks: [{ t: 'effects', seat: 'spanish', card: 10, effects: EVENT_BY_ID.get(10)!.effects }],
  });
  return run(s, []).state;
}

/** Plays the actions with forced rolls (none are asked until a fight starts); the events by type. */
function play(s: MyaState, actions: object[], rolls: number[] = []): { state: MyaState; types: string[] } {
  const { state, events } = playActions(s, actions, rolls);
  return { state, types: events.map((e) => e.type) };
}

const settlers = (s: MyaState, a: number): number => kinds(s, a).filter((k) => k === 'peon' || k === 'escribano').length;
const tainoBag = (s: MyaState): number => s.bags.cacique + s.bags.naboria;

describe('card 10 Apoyo de Guacanagarí (the Spanish choose the area, how many Taínos and which)', () => {
  it('card 10: the Spanish first choose the area among those with Taínos', () => {
    const s = card10();
    expect(marYAcero.activePlayer(s)).toBe('spanish');
    expect(marYAcero.legalActions(s)).toEqual([
      { type: 'choose', option: 6 },
      { type: 'choose', option: 7 },
    ]);
  });

  it('card 10: "up to 3 Taínos": stop at once or remove one, one entry per kind and side shown', () => {
    const { state } = play(card10(), [{ type: 'choose', option: 6 }]);
    expect(marYAcero.activePlayer(state)).toBe('spanish');
    expect(state.tasks[state.tasks.length - 1]).toEqual({ t: 'removeTainos', seat: 'spanish', area: 6, left: 3 });
    // The two full-strength naborias are the same choice; the reduced cacique is not the full one.
    expect(marYAcero.legalActions(state)).toEqual([{ type: 'pass' }, { type: 'hit', piece: 'c1' }, { type: 'hit', piece: 'c2' }, { type: 'hit', piece: 'n1' }]);
    expect(marYAcero.describe(state, { type: 'hit', piece: 'c1' })).toBe('remove Caciques c1 in area 6 (card 10)');
  });

  it('card 10: at most 3 Taínos go back to their bag; Guacanagarí and 3 settlers arrive and fight the one left', () => {
    const s = card10();
    const before = tainoBag(s);
    const { state, types } = play(
      s,
      [
        { type: 'choose', option: 6 },
        { type: 'hit', piece: 'c1' },
        { type: 'hit', piece: 'n1' },
        { type: 'hit', piece: 'n2' },
      ],
      [6, 6, 6, 6, 6, 6, 6, 6],
    );
    expect(tainoBag(state)).toBe(before + 3);
    expect(types.filter((t) => t === 'guacanagari')).toHaveLength(4);
    // The third removal ends the choice: the fourth Taíno (the reduced cacique) stays and is attacked.
    expect(types).toContain('combat-start');
    expect(kinds(state, 6).filter((k) => !['peon', 'escribano'].includes(k))).toEqual(['cacique*', 'guacanagari']);
    expect(settlers(state, 6)).toBe(3);
    // The Spanish (four pieces for three places) now commit their fighters.
    expect(state.tasks[state.tasks.length - 1]).toMatchObject({ t: 'combat', area: 6, a: 'spanish', d: 'indigenous' });
    expect(marYAcero.legalActions(state)[0]).toMatchObject({ type: 'commit' });
  });

  it('card 10: the Spanish may remove none; the Taínos stay and fight the arrivals', () => {
    const s = card10();
    const { state, types } = play(s, [{ type: 'choose', option: 7 }], []);
    expect(marYAcero.legalActions(state)).toEqual([{ type: 'pass' }, { type: 'hit', piece: 'n7' }]);
    expect(marYAcero.describe(state, { type: 'pass' })).toBe('remove no more Taínos (card 10)');
    const after = play(state, [{ type: 'pass' }], [6, 6, 6, 6, 6, 6, 6, 6]);
    expect(types).not.toContain('combat-start');
    expect(after.types).toContain('combat-start');
    expect(tainoBag(after.state)).toBe(tainoBag(s));
  });

  it('card 10: with no Taíno left the area turns Spanish with Guacanagarí and the settlers, no fight (then the gold search)', () => {
    const s = card10();
    // The three settlers are drawn (4.2), then the conquest calls for a gold search (4.4.1 C): its d6 is the only die rolled.
    const { state, types } = play(
      s,
      [
        { type: 'choose', option: 7 },
        { type: 'hit', piece: 'n7' },
      ],
      [...draws(3), 3],
    );
    expect(types).not.toContain('combat-start');
    expect(types).toContain('gold-roll');
    expect(kinds(state, 7)).toContain('guacanagari');
    expect(settlers(state, 7)).toBe(3);
    expect(state.control[6]).toBe('spanish');
    expect(tainoBag(state)).toBe(tainoBag(s) + 1);
  });
});
