// Phase E's rest markers and rally tests (6.E, 11.2, 12.3; scenario: Jiménez de Rada, the Almohad banner, Al-Andalus), with forced dice.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from 'reglas/core';
import type { AlFiloPosition, AlFiloState } from 'reglas/al-filo';
import { battle, hexOf, legalOf, play, run, unitIndex } from './helpers.js';
import { DEMORALIZED, ORGANIZED, ROUTED } from '../../src/games/al-filo/state.js';

/** Phase E over a position (the rest markers and rally tests, then the rout moves), the dice forced. */
function phaseE(p: AlFiloPosition, rolls: number[] = []): { state: AlFiloState; events: GameEvent[] } {
  return run(battle(p), [{ t: 'rally-phase' }], rolls);
}
const u = (id: string): number => unitIndex(id);
const of = (events: GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);
const top = (s: AlFiloState): string => s.tasks[s.tasks.length - 1]!.t;

describe('11.2, 6.E: rest markers', () => {
  it('11.2: a fatigued unit that rested the whole turn, untouched and next to no enemy, turns fresh', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', fatigued: true, marks: ['resting'] } } });
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(0);
    expect(of(r.events, 'unit-rested')).toHaveLength(1);
  });

  it('6.E: a unit that moved loses its rest marker and stays fatigued', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', fatigued: true, marks: ['resting', 'moved'] } } });
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(1);
    expect(of(r.events, 'rest-removed').map((e) => e.text)).toEqual([expect.stringContaining('it moved')]);
  });

  it('11.2: a unit fired at (even without effect) or that fought loses its rest marker', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', fatigued: true, marks: ['resting', 'engaged'] } } });
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(1);
    expect(of(r.events, 'rest-removed').map((e) => e.text)).toEqual([expect.stringContaining('fought or was fired at')]);
  });

  it('11.2: a unit next to an enemy unit at the end of the turn loses its rest marker', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', fatigued: true, marks: ['resting'] }, 'djami-pi-1': { hex: '0810', facing: 3 } } });
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(1);
    expect(of(r.events, 'rest-removed').map((e) => e.text)).toEqual([expect.stringContaining('an enemy unit stands next to it')]);
  });

  it('11.2: a demoralized unit that rests turns fresh but stays demoralized (then tests to rally: a 9 fails)', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', fatigued: true, disorder: 'demoralized', marks: ['resting'] } } }, [9]);
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(0);
    expect(r.state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
  });

  it('6.E: a unit without a rest marker stays fatigued', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', fatigued: true } } });
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(1);
    expect(r.events).toEqual([]);
  });
});

describe('12.3: rally tests', () => {
  it('12.3: a demoralized unit next to no enemy rallies on a d10 at most its quality (Pi 5: a 5), turns organized and is faced freely', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized', facing: 0 } } }, [5]);
    expect(r.state.disorder[u('haro-pi-1')]).toBe(ORGANIZED);
    expect(top(r.state)).toBe('reorient');
    expect(legalOf(r.state, 'face')).toEqual(['face 0', 'face 1', 'face 2', 'face 3', 'face 4', 'face 5']);
    const faced = play(r.state, { type: 'face', facing: 4 }).state;
    expect(faced.facing[u('haro-pi-1')]).toBe(4);
    expect(of(r.events, 'rally-test')[0]).toMatchObject({ success: true, quality: 5, rolls: [{ die: 'd10', value: 5 }] });
  });

  it('12.3: a roll above the quality fails and the demoralized unit stays (a 6 against 5)', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized' } } }, [6]);
    expect(r.state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
    expect(hexOf(r.state, 'haro-pi-1')).toBe('0811');
    expect(top(r.state)).toBe('deploy');
  });

  it('12.3: +1 fatigued and +1 routed: a fatigued routed Pi (quality 4) rallies on a 2, not a 3, and turns demoralized', () => {
    const pos: AlFiloPosition = { units: { 'haro-pi-1': { hex: '0811', disorder: 'routed', fatigued: true } } };
    const ok = phaseE(pos, [2]);
    expect(ok.state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
    expect(hexOf(ok.state, 'haro-pi-1')).toBe('0811');
    expect((of(ok.events, 'rally-test')[0] as unknown as { modifiers: { value: number; label: string }[] }).modifiers.map((m) => [m.label, m.value])).toEqual([
      ['fatigued', 1],
      ['routed', 1],
    ]);
    const ko = phaseE(pos, [3]);
    expect(ko.state.disorder[u('haro-pi-1')]).toBe(ROUTED);
  });

  it('12.3: an unmodified 0 always rallies (Al-Andalus Il, fatigued and routed: quality 2 against +3)', () => {
    const pos: AlFiloPosition = { units: { 'andalus-il-1': { hex: '0812', disorder: 'routed', fatigued: true } } };
    expect(phaseE(pos, [0]).state.disorder[u('andalus-il-1')]).toBe(DEMORALIZED);
    // a 1 makes 4 against 2: it fails and routs away
    expect(phaseE(pos, [1]).state.disorder[u('andalus-il-1')]).toBe(ROUTED);
  });

  it('12.3: a unit next to an enemy unit does not test (no die is rolled)', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized' }, 'djami-pi-1': { hex: '0810', facing: 3 } } }, []);
    expect(r.state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
    expect(of(r.events, 'rally-test')).toEqual([]);
  });

  it('12.3: the banner leader stacked or adjacent takes his bonus off the die (De Haro 1: a fatigued Mi, quality 3, rallies on a 3)', () => {
    const pos: AlFiloPosition = { units: { 'haro-mi-1': { hex: '0811', disorder: 'demoralized', fatigued: true } }, leaders: { 'de-haro': '0812' } };
    expect(phaseE(pos, [3]).state.disorder[u('haro-mi-1')]).toBe(ORGANIZED);
    expect(phaseE(pos, [4]).state.disorder[u('haro-mi-1')]).toBe(DEMORALIZED);
  });

  it('12.3: the army leader adjacent gives his bonus too, but with the banner leader only the better counts: a 5 still fails', () => {
    const both: AlFiloPosition = { units: { 'haro-mi-1': { hex: '0811', disorder: 'demoralized', fatigued: true } }, leaders: { 'de-haro': '0812', 'alfonso-viii': '0810' } };
    expect(phaseE(both, [5]).state.disorder[u('haro-mi-1')]).toBe(DEMORALIZED);
    const army: AlFiloPosition = { units: { 'haro-mi-1': { hex: '0811', disorder: 'demoralized', fatigued: true } }, leaders: { 'alfonso-viii': '0810' } };
    const r = phaseE(army, [4]);
    expect(r.state.disorder[u('haro-mi-1')]).toBe(ORGANIZED);
    expect(r.events.find((e) => e.type === 'rally-test')!.text).toContain('army leader Alfonso VIII');
  });

  it('12.3: a leader two hexes away gives nothing', () => {
    const pos: AlFiloPosition = { units: { 'haro-mi-1': { hex: '0811', disorder: 'demoralized', fatigued: true } }, leaders: { 'de-haro': '0813' } };
    expect(phaseE(pos, [4]).state.disorder[u('haro-mi-1')]).toBe(DEMORALIZED);
  });

  it('5.2: a pair tests as one counter: one die, against the lower quality and the worse modifiers, and both rally', () => {
    const pos: AlFiloPosition = { units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized' }, 'haro-pi-2': { hex: '0811', disorder: 'demoralized', fatigued: true } } };
    // fresh Pi 5 alone would pass on a 4; the fatigued one (4, +1) needs a 3
    const fail = phaseE(pos, [4]);
    expect([fail.state.disorder[u('haro-pi-1')], fail.state.disorder[u('haro-pi-2')]]).toEqual([DEMORALIZED, DEMORALIZED]);
    const pass = phaseE(pos, [3]);
    expect([pass.state.disorder[u('haro-pi-1')], pass.state.disorder[u('haro-pi-2')]]).toEqual([ORGANIZED, ORGANIZED]);
    expect(of(pass.events, 'rally-test')).toHaveLength(1);
    const faced = play(pass.state, { type: 'face', facing: 2 }).state;
    expect([faced.facing[u('haro-pi-1')], faced.facing[u('haro-pi-2')]]).toEqual([2, 2]);
  });
});

describe('scenario: the special rules of rally', () => {
  it('Jiménez de Rada: the unit stacked with him rallies one step without a die and turns fresh, next to an enemy notwithstanding', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0811', disorder: 'routed', fatigued: true }, 'djami-pi-1': { hex: '0810', facing: 3 } }, markers: { 'de-rada': '0811' } }, []);
    expect(r.state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(0);
    expect(hexOf(r.state, 'haro-pi-1')).toBe('0811');
    expect(of(r.events, 'unit-rallied')).toHaveLength(1);
    expect(top(r.state)).toBe('reorient');
  });

  it('Jiménez de Rada: a unit next to him rallies with -1 (Pi 5 on a 6)', () => {
    const pos: AlFiloPosition = { units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized' } }, markers: { 'de-rada': '0812' } };
    expect(phaseE(pos, [6]).state.disorder[u('haro-pi-1')]).toBe(ORGANIZED);
    expect(phaseE(pos, [7]).state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
  });

  it('Bandera almohade: a Muslim unit next to it rallies with -1; a Christian unit there does not (reading)', () => {
    const muslim: AlFiloPosition = { units: { 'djami-pi-1': { hex: '1703', disorder: 'demoralized' } }, leaders: { 'al-nasir': '2510' } };
    expect(phaseE(muslim, [6]).state.disorder[u('djami-pi-1')]).toBe(ORGANIZED);
    const christian: AlFiloPosition = { units: { 'haro-pi-1': { hex: '1803', disorder: 'demoralized' } }, leaders: { 'al-nasir': '2510' } };
    expect(phaseE(christian, [6]).state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
  });

  it('Al-Andalus: its units rally with +1 (Pi 6 on a 5, not a 6)', () => {
    const pos: AlFiloPosition = { units: { 'andalus-pi-1': { hex: '0812', disorder: 'demoralized' } } };
    expect(phaseE(pos, [5]).state.disorder[u('andalus-pi-1')]).toBe(ORGANIZED);
    expect(phaseE(pos, [6]).state.disorder[u('andalus-pi-1')]).toBe(DEMORALIZED);
  });
});
