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
    const both: AlFiloPosition = {
      units: { 'haro-mi-1': { hex: '0811', disorder: 'demoralized', fatigued: true } },
      leaders: { 'de-haro': '0812', 'alfonso-viii': '0810' },
    };
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
    const pos: AlFiloPosition = {
      units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized' }, 'haro-pi-2': { hex: '0811', disorder: 'demoralized', fatigued: true } },
    };
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
    const r = phaseE(
      { units: { 'haro-pi-1': { hex: '0811', disorder: 'routed', fatigued: true }, 'djami-pi-1': { hex: '0810', facing: 3 } }, markers: { 'de-rada': '0811' } },
      [],
    );
    expect(r.state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
    expect(r.state.fatigued[u('haro-pi-1')]).toBe(0);
    expect(hexOf(r.state, 'haro-pi-1')).toBe('0811');
    expect(of(r.events, 'unit-rallied')).toHaveLength(1);
    expect(top(r.state)).toBe('reorient');
  });

  it('Jiménez de Rada: a unit next to him rallies with -1 (Pi 5 on a 6)', () => {
    const pos: AlFiloPosition = { units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized' } }, markers: { 'de-rada': '0812' } };
    const r = phaseE(pos, [6]);
    expect(r.state.disorder[u('haro-pi-1')]).toBe(ORGANIZED);
    expect(of(r.events, 'rally-test')[0]!.text).toContain(' -1 next to Jiménez de Rada (scenario), ');
    expect(phaseE(pos, [7]).state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
  });

  it('Bandera almohade: a Muslim unit with or next to it rallies with -1 (Pi 6 on a 7, not an 8), not two hexes off; a Christian unit there does not (reading)', () => {
    const muslim = (hex: string): AlFiloPosition => ({ units: { 'djami-pi-1': { hex, disorder: 'demoralized' } }, leaders: { 'al-nasir': '2510' } });
    const next = phaseE(muslim('1703'), [7]);
    expect(next.state.disorder[u('djami-pi-1')]).toBe(ORGANIZED);
    expect(of(next.events, 'rally-test')[0]!.text).toBe(
      'Pi masmuda 1 (djami-pi-1) in 1703 tests to rally: d10 7 -1 with or next to the Almohad banner (scenario), 6 against quality 6: rallied, demoralized to organized (12.3)',
    );
    expect(phaseE(muslim('1703'), [8]).state.disorder[u('djami-pi-1')]).toBe(DEMORALIZED);
    expect(phaseE(muslim('1704'), [7]).state.disorder[u('djami-pi-1')]).toBe(DEMORALIZED);
    const christian: AlFiloPosition = { units: { 'haro-pi-1': { hex: '1803', disorder: 'demoralized' } }, leaders: { 'al-nasir': '2510' } };
    expect(phaseE(christian, [6]).state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
  });

  it('Al-Andalus: its units rally with +1 (Pi 6 on a 5, not a 6)', () => {
    const pos: AlFiloPosition = { units: { 'andalus-pi-1': { hex: '0812', disorder: 'demoralized' } } };
    const r = phaseE(pos, [5]);
    expect(r.state.disorder[u('andalus-pi-1')]).toBe(ORGANIZED);
    expect(of(r.events, 'rally-test')[0]!.text).toContain(' +1 Al-Andalus (scenario), ');
    expect(phaseE(pos, [6]).state.disorder[u('andalus-pi-1')]).toBe(DEMORALIZED);
  });
});

describe('12.3, 11.2: phase E explains itself and leaves its input unchanged', () => {
  it('6.E: phase E returns a new state: the position it was given is unchanged', () => {
    const s = battle({
      units: {
        'haro-pi-1': { hex: '0811', fatigued: true, marks: ['resting'] },
        'haro-pi-2': { hex: '1011', disorder: 'routed', fatigued: true },
        'haro-mi-1': { hex: '1211', disorder: 'demoralized' },
      },
      markers: { 'de-rada': '1011' },
    });
    const copy = JSON.stringify(s);
    const r = run(s, [{ t: 'rally-phase' }], [0]);
    play(r.state, { type: 'face', facing: 1 });
    expect(JSON.stringify(s)).toBe(copy);
  });

  it('11.2, 12.3: the events say what came off, who rested, who rallied and why, each with its rule', () => {
    const r = phaseE(
      {
        units: {
          'haro-pi-1': { hex: '0811', fatigued: true, marks: ['resting', 'moved'] },
          'haro-pi-2': { hex: '1011', fatigued: true, disorder: 'demoralized', marks: ['resting'] },
          'haro-mi-1': { hex: '1211', disorder: 'routed', fatigued: true },
          'haro-ab-1': { hex: '1411', disorder: 'demoralized' },
        },
        markers: { 'de-rada': '1211' },
        leaders: { 'de-haro': '1412' },
      },
      [9, 4],
    );
    expect(r.events.map((e) => [e.type, e.text, e.rule])).toEqual([
      ['rest-removed', 'Pi concejos 1 (haro-pi-1) loses its rest marker: it moved (11.2, 6.E)', '11.2'],
      ['unit-rested', 'Pi concejos 2 (haro-pi-2) rested a whole turn: fresh again, still demoralized (11.2, 6.E)', '11.2'],
      ['unit-rested', 'Mi concejos 1 (haro-mi-1) stands with Jiménez de Rada: fresh again without a rest marker (scenario)', 'scenario'],
      ['rally-test', 'Pi concejos 2 (haro-pi-2) in 1011 tests to rally: d10 9 against quality 5: fails (12.3)', '12.3'],
      ['unit-rallied', 'Mi concejos 1 (haro-mi-1), with Jiménez de Rada, rallies without a die: routed to demoralized (scenario)', 'scenario'],
      [
        'rally-test',
        'Ab Haro 1 (haro-ab-1) in 1411 tests to rally: d10 4 -1 banner leader Diego López de Haro stacked or adjacent (12.3), 3 against quality 5: rallied, demoralized to organized (12.3)',
        '12.3',
      ],
    ]);
    // the first rallied counter (by unit number) faces first
    expect(r.state.tasks.at(-1)).toMatchObject({ t: 'reorient', unit: u('haro-mi-1') });
    const faced = play(r.state, { type: 'face', facing: 5 });
    expect(faced.events[0]).toMatchObject({ type: 'unit-face', text: 'Mi concejos 1 (haro-mi-1), rallied, faces NW (12.3)', rule: '12.3', facing: 5 });
    expect(faced.state.tasks.at(-1)).toMatchObject({ t: 'reorient', unit: u('haro-ab-1') });
  });

  it('12.3: a fresh unit with a rest marker (a hand-written position) turns nothing fresh and says nothing', () => {
    expect(phaseE({ units: { 'haro-pi-1': { hex: '0811', marks: ['resting'] } } }).events).toEqual([]);
  });
});

describe('12.3, 5.2: pairs', () => {
  it('5.2: the worse unit of a pair sets the test whichever stands first: fresh and routed (6 against 5) beside fatigued and demoralized (5 against 4): a 4 fails', () => {
    const pos: AlFiloPosition = {
      units: { 'haro-pi-1': { hex: '0811', disorder: 'routed' }, 'haro-pi-2': { hex: '0811', disorder: 'demoralized', fatigued: true } },
    };
    expect(phaseE(pos, [4]).state.disorder[u('haro-pi-1')]).toBe(ROUTED);
    expect(phaseE(pos, [3]).state.disorder[u('haro-pi-1')]).toBe(DEMORALIZED);
    const reversed: AlFiloPosition = {
      units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized', fatigued: true }, 'haro-pi-2': { hex: '0811', disorder: 'demoralized' } },
    };
    expect(phaseE(reversed, [4]).state.disorder[u('haro-pi-2')]).toBe(DEMORALIZED);
  });

  it('5.2, reading 17: a pair holding an organized unit: the demoralized one tests alone, against its own quality (Pi 5 on a 5)', () => {
    const pos: AlFiloPosition = { units: { 'haro-pi-1': { hex: '0811', disorder: 'demoralized' }, 'haro-pi-2': { hex: '0811', fatigued: true } } };
    const r = phaseE(pos, [5]);
    expect(r.state.disorder[u('haro-pi-1')]).toBe(ORGANIZED);
    expect(r.state.tasks.at(-1)).toMatchObject({ t: 'reorient', unit: u('haro-pi-1'), partner: -1 });
  });

  it('scenario, 5.2: a pair with Jiménez de Rada rallies together and is faced as one counter', () => {
    const r = phaseE({
      units: { 'haro-pi-1': { hex: '0811', disorder: 'routed' }, 'haro-pi-2': { hex: '0811', disorder: 'demoralized' } },
      markers: { 'de-rada': '0811' },
    });
    expect([r.state.disorder[u('haro-pi-1')], r.state.disorder[u('haro-pi-2')]]).toEqual([DEMORALIZED, ORGANIZED]);
    const faced = play(r.state, { type: 'face', facing: 4 }).state;
    expect([faced.facing[u('haro-pi-1')], faced.facing[u('haro-pi-2')]]).toEqual([4, 4]);
  });

  it('scenario: Jiménez de Rada helps only the Christians: a Muslim unit next to him takes no -1 (Pi 6 on a 7 fails)', () => {
    expect(
      phaseE({ units: { 'djami-pi-1': { hex: '0811', disorder: 'demoralized' } }, markers: { 'de-rada': '0812' } }, [7]).state.disorder[u('djami-pi-1')],
    ).toBe(DEMORALIZED);
  });
});
