// Rules review of part 1: edge cases of 4, 5, 6.C, 7.1-7.4, 8, 8.3 and the scenario's movement rules.
import { describe, expect, it } from 'vitest';
import { activated, battle, hexOf, leaderIndex, legalOf, movingMp, play, playAll, unitIndex, hexIndex } from './helpers.js';

const sorted = (xs: string[]): string[] => [...xs].sort();

describe('7.1: leaders carried by a unit', () => {
  it('7.1: a leader carried by his unit through a friend\'s hex stays with his unit, not with the friend', () => {
    const s0 = battle({
      units: { 'haro-pi-1': { hex: '1712', facing: 0 }, 'lara-pi-1': { hex: '1711', facing: 0 } },
      leaders: { 'de-haro': '1712', 'de-lara': '1711' },
    });
    const s = play(activated(s0, 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    const r = playAll(s, [{ type: 'step', to: '1711' }, { type: 'step', to: '1710' }, { type: 'stop' }]).state;
    expect(hexOf(r, 'haro-pi-1')).toBe('1710');
    expect(r.leaderAt[leaderIndex('de-haro')]).toBe(hexIndex('1710'));
    expect(r.leaderAt[leaderIndex('de-lara')]).toBe(hexIndex('1711'));
  });
});
