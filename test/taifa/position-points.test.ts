/**
 * Taifa positions for any moment of play: the decision points a position names (5, 5.1.2-5.1.6,
 * 10.2), a position whose omitted hands are empty rather than dealt (3.1), the dice of what `setup`
 * plays, and the rule helpers the entry exports by printed ids (5.1.1, 5.3, 5.4, 8, 9.2, 9.5).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from 'reglas/core';
import { armyStrength, attackTargets, bordersOf, castles, chooseArea, chooseKingdom, eventAreas, eventKingdoms, incursionTargets, taifa } from 'reglas/taifa';
import { card } from './helpers.js';

const people = { players: ['castilla', 'leon'] } as const;

describe('Taifa decision points', () => {
  it('5.1.4: decision names the attack stage, the defender deciding and the rule; the position writes it alone', () => {
    const s = taifa.setup({
      seed: 'pp',
      position: {
        ...people,
        current: 'castilla',
        kingdoms: { castilla: { hand: [] }, leon: { hand: [] } },
        garrisons: [20],
        at: { point: 'attack-defend', area: 20, troops: [card('ch-caballeria')] },
      },
    });
    expect(taifa.decision(s)).toMatchObject({ point: 'attack-defend', phase: 'an attack (5.1)', seat: 'leon', bot: false, rule: '5.1.4' });
    expect(taifa.position(s).at).toMatchObject({ point: 'attack-defend', area: 20, who: 'leon', defender: 'leon', troops: [card('ch-caballeria')] });
    expect(taifa.decision(s)?.frame).toEqual(taifa.position(s).at);
  });

  it('5: the round of current is the default; a bot deciding is named with bot true', () => {
    const s = taifa.setup({ seed: 'pp', position: { players: ['leon'], current: 'leon' } });
    expect(taifa.decision(s)).toMatchObject({ point: 'round', seat: 'leon', bot: false, rule: '5' });
    const bots = taifa.setup({ seed: 'pp', position: { players: [] } });
    expect(taifa.decision(bots)).toMatchObject({ point: 'round', bot: true });
  });

  it('3.1: omitted: empty leaves every omitted hand empty; the standard deals eight cards', () => {
    const s = taifa.setup({ seed: 'pp', position: { ...people, omitted: 'empty', kingdoms: { castilla: { hand: [card('ch-caballeria')] } } } });
    expect(s.kingdoms.map((k) => k.hand.length)).toEqual([1, 0, 0, 0, 0, 0]);
    const dealt = taifa.setup({ seed: 'pp', position: { ...people, kingdoms: { castilla: { hand: [card('ch-caballeria')] } } } });
    expect(dealt.kingdoms.map((k) => k.hand.length)).toEqual([1, 8, 8, 8, 8, 8]);
  });

  it('5.1.1, 5.3, 8: the helpers take a kingdom id and give area numbers and kingdom ids', () => {
    const s = taifa.setup({ seed: 'pp' });
    const b = bordersOf(s, 'castilla');
    expect(b.areas.every((a) => Number.isInteger(a) && a >= 1 && a <= 58)).toBe(true);
    expect(b.kingdoms.every((k) => typeof k === 'string')).toBe(true);
    expect(attackTargets(s, 'castilla').every((a) => b.areas.includes(a))).toBe(true);
    expect(incursionTargets(s, 'castilla').every((k) => b.kingdoms.includes(k))).toBe(true);
    expect(castles(s, 'castilla')).toBe(8);
    expect(armyStrength(s, 'castilla')).toBe(0);
    expect(() => castles(s, 'francia' as never)).toThrow(/"francia" is not a kingdom of this game/);
  });

  it('5.4: eventAreas and eventKingdoms take an Event card by id; another card is a ValidationError', () => {
    const s = taifa.setup({ seed: 'pp' });
    expect(eventAreas(s, 'castilla', card('ch-juicio')).every((a) => a >= 1 && a <= 58)).toBe(true);
    expect(Array.isArray(eventKingdoms(s, 'castilla', card('ch-tregua')))).toBe(true);
    expect(() => eventAreas(s, 'castilla', card('ch-caballeria'))).toThrow(/is not an Event card/);
  });

  it('9.5: chooseArea and chooseKingdom read the die given: 1-3 the lowest number or counter-clockwise, 4-6 the highest or clockwise', () => {
    const s = taifa.setup({ seed: 'pp' });
    expect(chooseArea(s, 'castilla', [12, 30, 7], scriptedDice([2])).area).toBe(7);
    const high = chooseArea(s, 'castilla', [12, 30, 7], scriptedDice([5]));
    expect(high.area).toBe(30);
    expect(high.events[0]).toMatchObject({ type: 'bot-choice', rule: '9.5', chosen: 30, rolls: [{ die: 'd6', value: 5 }] });
    const order = s.kingdoms.map((k) => k.id);
    const cw = chooseKingdom(s, 'castilla', [order[1]!, order[5]!], scriptedDice([6]));
    expect(cw.kingdom).toBe(order[1]);
    expect(chooseKingdom(s, 'castilla', [order[1]!, order[5]!], scriptedDice([1])).kingdom).toBe(order[5]);
  });
});
