// Positions (contract: position, setup({ seed, position })), hostile input, describe and reach.
import { describe, expect, it } from 'vitest';
import { isIllegalActionError, isValidationError } from 'reglas/core';
import { alFilo, reach } from 'reglas/al-filo';
import { activated, battle, play } from './helpers.js';

describe('positions', () => {
  it('a position written by hand builds its battle: units, state, leaders and markers where it says', () => {
    const s = alFilo.setup({
      seed: 'pos',
      position: {
        turn: 3,
        omitted: 'off-map',
        units: { 'haro-ch-1': { hex: '1712', facing: 1, fatigued: true, disorder: 'demoralized' }, 'djami-pi-1': { hex: '1710', facing: 3 } },
        leaders: { 'de-haro': '1712' },
        markers: { 'ruy-diaz': '1712' },
      },
    });
    const p = alFilo.position(s);
    expect(p.turn).toBe(3);
    expect(p.units!['haro-ch-1']).toMatchObject({ hex: '1712', facing: 1, fatigued: true, disorder: 'demoralized' });
    expect(p.units!['djami-pi-1']!.hex).toBe('1710');
    expect(p.units!['alf-ch-1']!.hex).toBe('eliminated');
    expect(p.leaders!['de-haro']).toBe('1712');
    expect(p.markers!['ruy-diaz']).toBe('1712');
  });

  it('omitted units stand where the standard deployment puts them unless the position says off-map', () => {
    const s = alFilo.setup({ seed: 'pos', position: { units: { 'haro-ch-1': { hex: '1712' } } } });
    expect(alFilo.position(s).units!['alf-ch-1']!.hex).toBe(alFilo.position(alFilo.setup({ seed: 'x' })).units!['alf-ch-1']!.hex);
  });

  it("position(state) written back builds the same units, leaders and markers (the marks of the turn are the command check's again)", () => {
    let s = alFilo.setup({ seed: 'round' });
    for (let n = 0; n < 300; n++) s = alFilo.apply(s, alFilo.legalActions(s)[(n * 31) % alFilo.legalActions(s).length]!);
    const p = alFilo.position(s);
    const back = alFilo.position(alFilo.setup({ seed: 'round', position: p }));
    const unmarked = (units: typeof p.units) => Object.fromEntries(Object.entries(units!).map(([id, { marks: _marks, ...rest }]) => [id, rest]));
    expect(unmarked(back.units)).toEqual(unmarked(p.units));
    expect(back.leaders).toEqual(p.leaders);
    expect(back.markers).toEqual(p.markers);
  });

  it('5.1, 5.2: a position with an illegal stack is refused naming the hex', () => {
    const bad = () => alFilo.setup({ seed: 'x', position: { omitted: 'off-map', units: { 'haro-pi-1': { hex: '1712' }, 'haro-ab-1': { hex: '1712' } } } });
    expect(bad).toThrow(/1712 holds haro-pi-1 and haro-ab-1/);
  });

  it('unknown ids and hexes off the map are refused, each by its path', () => {
    try {
      alFilo.setup({ seed: 'x', position: { units: { 'no-such': { hex: '1712' }, 'haro-pi-1': { hex: '9999' } }, leaders: { ghost: '1712' } } });
      throw new Error('accepted');
    } catch (e) {
      expect(isValidationError(e)).toBe(true);
      const paths = (e as { problems: { path: string }[] }).problems.map((p) => p.path);
      expect(paths).toEqual(expect.arrayContaining(['position.units.no-such', 'position.units.haro-pi-1.hex', 'position.leaders.ghost']));
    }
  });
});

describe('hostile input', () => {
  it('a malformed action is refused naming its bad field, and the state is unchanged', () => {
    const s = alFilo.setup({ seed: 'hostile' });
    const copy = JSON.stringify(s);
    for (const bad of [{ type: 'step', to: 17 }, { type: 'move', unit: 5 }, { type: 'face', facing: 9 }, { type: 'place' }, null, 'stop']) {
      try {
        alFilo.step(s, bad as never);
        throw new Error(`accepted ${JSON.stringify(bad)}`);
      } catch (e) {
        expect(isValidationError(e) || isIllegalActionError(e), String(e)).toBe(true);
      }
    }
    expect(JSON.stringify(s)).toBe(copy);
  });

  it('an action that is not legal now is refused with the rule it breaks', () => {
    const s = play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
    try {
      alFilo.step(s, { type: 'step', to: '1713' });
      throw new Error('accepted a step to the rear');
    } catch (e) {
      expect(isIllegalActionError(e)).toBe(true);
      expect((e as { rule: string }).rule).toBe('8');
    }
  });

  it('6: validate accepts only the stacks play rests on: not a duplicated bottom, a move with no activation, or a top task copied 200,000 times', () => {
    const s = alFilo.setup({ seed: 'stacks' });
    const withTasks = (tasks: unknown[]) => ({ ...JSON.parse(JSON.stringify(s)), tasks });
    const good = s.tasks;
    expect(() => alFilo.validate(withTasks([...good]))).not.toThrow();
    expect(() => alFilo.validate(withTasks([good[0], ...good]))).toThrow(/no battle rests on this stack/);
    expect(() =>
      alFilo.validate(
        withTasks([
          { t: 'end-turn' },
          { t: 'rally-phase' },
          { t: 'activations', lastSide: -1, lastValue: -1 },
          { t: 'moving', unit: 0, partner: -1, mp: 3, from: s.at[0], changed: false, mode: 'command', carried: [] },
        ]),
      ),
    ).toThrow(/no battle rests on this stack/);
    const top = good[good.length - 1];
    expect(() => alFilo.validate(withTasks([...good, ...Array.from({ length: 200000 }, () => top)]))).toThrow(/no battle rests on this stack/);
  });

  it('validate refuses a state whose occupancy disagrees with where the units are', () => {
    const s = alFilo.setup({ seed: 'v' });
    const broken = JSON.parse(JSON.stringify(s));
    broken.occ[broken.at[0]] = -1;
    expect(() => alFilo.validate(broken)).toThrow(/occupancy/);
  });
});

describe('describe and reach', () => {
  it('describe names the unit, the hexes and the MP of a step', () => {
    const s = play(activated(battle({ units: { 'haro-ch-1': { hex: '1606', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-ch-1' }).state;
    expect(alFilo.describe(s, { type: 'step', to: '1605' })).toBe('Ch Haro 1 1606 -> 1605 (3 MP)');
  });

  it('8, 8.2: reach lists every hex and facing a unit may end its move on, with the MP left', () => {
    const s = alFilo.setup({ seed: 'reach', position: { omitted: 'off-map', units: { 'haro-pi-1': { hex: '1712', facing: 0 } } } });
    const places = reach(s, 'haro-pi-1');
    const at = (hex: string, facing: number) => places.find((p) => p.hex === hex && p.facing === facing)?.mp;
    expect(at('1711', 0)).toBe(4);
    expect(at('1710', 0)).toBe(3);
    expect(at('1712', 3)).toBe(2);
    expect(at('1713', 0)).toBe(0); // 8.3's retreat
    expect(at('1707', 0)).toBe(0);
    expect(places.some((p) => p.hex === '1706')).toBe(false); // 5 MP go 5 hexes, not 6
  });
});

describe('positions: a lone decision point play never rests on alone', () => {
  it('a lone point whose stack play never rests on is refused on position.at, with a ValidationError', () => {
    expect(() => alFilo.setup({ seed: 'x', position: { at: { point: 'fire', side: 'muslim', occasion: 'archers', leader: null } } })).toThrow(/position\.at/);
    expect(() => alFilo.setup({ seed: 'x', position: { at: { point: 'activation', leader: 'de-haro', step: 'move', units: ['haro-pi-1'] } } })).toThrow(
      /position\.at/,
    );
  });
});
