// Phase E's rout moves (12.2, 12.3; scenario: Huida), with forced dice.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from 'reglas/core';
import type { AlFiloPosition, AlFiloState } from 'reglas/al-filo';
import { battle, hexOf, run, unitIndex } from './helpers.js';
import { ELIMINATED, FLED, ROUTED } from '../../src/games/al-filo/state.js';
import { victoryPoints } from '../../src/games/al-filo/victory.js';
import { leaderIndex } from '../../src/games/al-filo/pieces.js';
import { hexId } from '../../src/games/al-filo/board.js';

function phaseE(p: AlFiloPosition, rolls: number[] = []): { state: AlFiloState; events: GameEvent[] } {
  return run(battle(p), [{ t: 'rally-phase' }], rolls);
}
const u = (id: string): number => unitIndex(id);
/** The points each side scored between a position and a state of it (a test position's omitted units count as eliminated). */
const scored = (p: AlFiloPosition, s: AlFiloState): number[] => {
  const before = victoryPoints(battle(p));
  const after = victoryPoints(s);
  return [after[0] - before[0], after[1] - before[1]];
};
const paths = (events: GameEvent[]): string[][] => events.filter((e) => e.type === 'rout-move').map((e) => (e as unknown as { path: string[] }).path);

describe('12.2: rout moves in phase E', () => {
  it('12.2: a routed unit that fails its rally moves all its MP straight along its column towards its flight edge (Muslim Pi, 5 MP, north)', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed', facing: 0 } } }, [9]);
    expect(paths(r.events)).toEqual([['0811', '0810', '0809', '0808', '0807']]);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('0807');
    expect(r.state.disorder[u('djami-pi-1')]).toBe(ROUTED);
  });

  it('12.2: the Christians rout south; a fatigued unit spends its fatigued MP (Pi 4)', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0808', disorder: 'routed', fatigued: true, facing: 3 } } }, [9]);
    expect(paths(r.events)).toEqual([['0809', '0810', '0811', '0812']]);
  });

  it('scenario, Huida: a cavalry unit routs for half its MP, rounded up (Cl 10: 5; fatigued 9: 5)', () => {
    const fresh = phaseE({ units: { 'djami-cl-1': { hex: '0814', disorder: 'routed' } } }, [9]);
    expect(hexOf(fresh.state, 'djami-cl-1')).toBe('0809');
    const tired = phaseE({ units: { 'djami-cl-1': { hex: '0814', disorder: 'routed', fatigued: true } } }, [9]);
    expect(hexOf(tired.state, 'djami-cl-1')).toBe('0809');
    expect(fresh.events.find((e) => e.type === 'rout-move')!.text).toContain('half for cavalry');
  });

  it("12.2: a unit that leaves the map by its flight edge is eliminated, routed off the map, and scores 1 point, not its type's 3 (reading 24)", () => {
    const pos: AlFiloPosition = { units: { 'djami-pi-1': { hex: '0802', disorder: 'routed' } } };
    const r = phaseE(pos, [9]);
    expect(r.state.at[u('djami-pi-1')]).toBe(FLED);
    expect(scored(pos, r.state)).toEqual([1, 0]);
    expect(r.events.filter((e) => e.type === 'unit-eliminated').map((e) => (e as unknown as { fled: boolean }).fled)).toEqual([true]);
  });

  it('12.2, reading 19: the move leaves its column only to keep out of contact with an enemy, into the western column first', () => {
    // an enemy at 0909 would touch 0810: from 0811 the unit steps north-west into 0710 and goes on straight
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' }, 'haro-pi-1': { hex: '0909', facing: 0 } } }, [9]);
    expect(paths(r.events)).toEqual([['0811', '0710', '0709', '0708', '0707']]);
  });

  it('12.2, reading 19: an enemy unit in its column bars the way: it steps aside rather than be eliminated', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' }, 'haro-pi-1': { hex: '0810', facing: 3 } } }, [9]);
    // 0811 touches the enemy: the unit takes 0711 (north-west), then 0611 to keep clear of 0710's contact
    const path = paths(r.events)[0]!;
    expect(path[0]).toBe('0711');
    expect(path).not.toContain('0811');
    expect(path).toHaveLength(5);
    expect(r.state.at[u('djami-pi-1')]).toBeGreaterThanOrEqual(0);
  });

  it('12.2: barred every way (enemies ahead in all three hexes), it is eliminated, scoring its type', () => {
    const pos: AlFiloPosition = {
      units: {
        'djami-pi-1': { hex: '0812', disorder: 'routed' },
        'haro-pi-1': { hex: '0811', facing: 3 },
        'haro-pi-2': { hex: '0711', facing: 2 },
        'haro-pi-3': { hex: '0911', facing: 4 },
      },
    };
    const r = phaseE(pos);
    expect(r.state.at[u('djami-pi-1')]).toBe(ELIMINATED);
    expect(scored(pos, r.state)).toEqual([3, 0]);
  });

  it('12.3: a routed unit next to an enemy makes no rally test but still routs', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' }, 'haro-pi-1': { hex: '0813', facing: 0 } } }, []);
    expect(r.events.some((e) => e.type === 'rally-test')).toBe(false);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('0807');
  });

  it('12.3: a routed unit that rallies makes no rout move', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' } } }, [0]);
    expect(paths(r.events)).toEqual([]);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('0812');
  });

  it('7.1: the leader on a routing unit goes with it', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' } }, leaders: { 'ben-djami': '0812' } }, [9]);
    expect(hexId(r.state.leaderAt[leaderIndex('ben-djami')]!)).toBe('0807');
  });

  it('5.2: a routed pair routs as one counter', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' }, 'djami-pi-2': { hex: '0812', disorder: 'routed' } } }, [9]);
    expect(paths(r.events)).toHaveLength(1);
    expect([hexOf(r.state, 'djami-pi-1'), hexOf(r.state, 'djami-pi-2')]).toEqual(['0807', '0807']);
  });

  it('12.2: a rout move pays the terrain: the climb to the heights (+1 nivel, 2 MP) it cannot pay ends it (fatigued Pi, 4 MP: 1608, 1607, 1606, one MP left)', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '1609', disorder: 'routed', fatigued: true } } }, [9]);
    expect(paths(r.events)).toEqual([['1608', '1607', '1606']]);
    expect(r.events.find((e) => e.type === 'rout-move')!.text).toContain('(3 of 4 MP)');
  });

  it("reading 19: the routed counter nearest its flight edge moves first, so one behind it ends where it stood (a Pi ending on an Il's hex it has left)", () => {
    // the Il at 0808 (5 MP) leaves for 0803 first; the fatigued Pi from 0812 (4 MP) then ends on 0808, where it could not stack with the Il
    const r = phaseE(
      { units: { 'djami-pi-1': { hex: '0812', disorder: 'routed', fatigued: true }, 'djami-il-1': { hex: '0808', disorder: 'routed' } } },
      [9, 9],
    );
    expect(hexOf(r.state, 'djami-il-1')).toBe('0803');
    expect(hexOf(r.state, 'djami-pi-1')).toBe('0808');
  });

  it('12.2, reading 19: contact on every side ahead: it goes straight on into contact', () => {
    // enemies at 0709 and 0909 touch 0810 and both hexes beside it ahead of 0811 (0710, 0910)
    const r = phaseE(
      { units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' }, 'haro-pi-1': { hex: '0709', facing: 0 }, 'haro-pi-2': { hex: '0909', facing: 0 } } },
      [9],
    );
    expect(paths(r.events)[0]!.slice(0, 2)).toEqual(['0811', '0810']);
  });

  it("12.2: a routed unit that cannot stand where its move ends (an Il on a Pi's hex) is eliminated", () => {
    const pos: AlFiloPosition = { units: { 'djami-pi-1': { hex: '0812', disorder: 'routed', fatigued: true }, 'djami-il-1': { hex: '0808' } } };
    const r = phaseE(pos, [9]);
    expect(r.state.at[u('djami-pi-1')]).toBe(ELIMINATED);
    expect(r.events.find((e) => e.type === 'rout-move')!.text).toContain('it cannot stand in 0808');
  });

  it("12.2: a unit reaching the flight edge's last row with no MP left stays on the map (Pi, 5 MP, 0806 to 0801)", () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0806', disorder: 'routed' } } }, [9]);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('0801');
  });

  it('12.2, reading 19: the Christians rout south and step aside westwards first (south-west) when both neighbouring columns serve', () => {
    const r = phaseE({ units: { 'haro-pi-1': { hex: '0808', disorder: 'routed' }, 'djami-pi-1': { hex: '0810', facing: 3 } } }, [9]);
    expect(paths(r.events)[0]![0]).toBe('0708');
  });

  it('12.2, reading 19: its column barred and both hexes beside it in contact, it steps aside westwards into contact rather than die', () => {
    // the enemy at 0811 bars the column; 0711 and 0911 both touch an enemy (0710, 0910)
    const r = phaseE(
      {
        units: {
          'djami-pi-1': { hex: '0812', disorder: 'routed' },
          'haro-pi-1': { hex: '0811', facing: 0 },
          'haro-pi-2': { hex: '0610', facing: 0 },
          'haro-pi-3': { hex: '1010', facing: 0 },
        },
      },
      [9],
    );
    expect(paths(r.events)[0]![0]).toBe('0711');
  });

  it('5.2, reading 17: of a pair, only the routed unit routs; its organized partner stays', () => {
    const r = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed' }, 'djami-pi-2': { hex: '0812' } } }, [9]);
    expect(hexOf(r.state, 'djami-pi-1')).toBe('0807');
    expect(hexOf(r.state, 'djami-pi-2')).toBe('0812');
  });

  it("12.2: each rout move explains itself: the path, the MP spent of the allowance, the pair and the cavalry's half", () => {
    const pair = phaseE({ units: { 'djami-cl-1': { hex: '0814', disorder: 'routed' }, 'djami-cl-2': { hex: '0814', disorder: 'routed' } } }, [9]);
    expect(pair.events.find((e) => e.type === 'rout-move')).toMatchObject({
      text: 'Cl almohade 1 (djami-cl-1) with djami-cl-2 routs 0814 -> 0813 -> 0812 -> 0811 -> 0810 -> 0809 (5 of 5 MP, half for cavalry: scenario, Huida) (12.2)',
      rule: '12.2',
      unit: 'djami-cl-1',
      from: '0814',
      path: ['0813', '0812', '0811', '0810', '0809'],
      mp: 5,
    });
    const off = phaseE({ units: { 'djami-pi-1': { hex: '0802', disorder: 'routed' } } }, [9]);
    expect(off.events.find((e) => e.type === 'rout-move')!.text).toBe(
      'Pi masmuda 1 (djami-pi-1) routs 0802 -> 0801: it leaves the map by its flight edge (12.2)',
    );
    const barred = phaseE({
      units: {
        'djami-pi-1': { hex: '0812', disorder: 'routed' },
        'haro-pi-1': { hex: '0811', facing: 3 },
        'haro-pi-2': { hex: '0711', facing: 2 },
        'haro-pi-3': { hex: '0911', facing: 4 },
      },
    });
    expect(barred.events.find((e) => e.type === 'rout-move')!.text).toBe('Pi masmuda 1 (djami-pi-1) routs 0812: barred every way, it is eliminated (12.2)');
  });

  it('reading 19: routed counters equally near their flight edge move in the order of battle, whichever hex each stands on', () => {
    const first = u('djami-pi-1') < u('djami-pi-2') ? 'djami-pi-1' : 'djami-pi-2';
    const second = first === 'djami-pi-1' ? 'djami-pi-2' : 'djami-pi-1';
    for (const [west, east] of [
      [first, second],
      [second, first],
    ]) {
      const r = phaseE({ units: { [west!]: { hex: '0412', disorder: 'routed' }, [east!]: { hex: '1212', disorder: 'routed' } } }, [9, 9]);
      expect(r.events.filter((e) => e.type === 'rout-move').map((e) => (e as unknown as { unit: string }).unit)).toEqual([first, second]);
    }
  });

  it('reading 19: the Christians too move nearest their flight edge first (the south): an Il at 0812 leaves before a Pi from 0808 ends on its hex', () => {
    const r = phaseE(
      { units: { 'haro-pi-1': { hex: '0808', disorder: 'routed', fatigued: true }, 'pedro-il-1': { hex: '0812', disorder: 'routed' } } },
      [9, 9],
    );
    expect(hexOf(r.state, 'pedro-il-1')).toBe('0817');
    expect(hexOf(r.state, 'haro-pi-1')).toBe('0812');
  });

  it('12.2: a unit eliminated in its rout move is eliminated as a rout made impossible (its leaders then follow 7.5)', () => {
    const barred = phaseE({
      units: {
        'djami-pi-1': { hex: '0812', disorder: 'routed' },
        'haro-pi-1': { hex: '0811', facing: 3 },
        'haro-pi-2': { hex: '0711', facing: 2 },
        'haro-pi-3': { hex: '0911', facing: 4 },
      },
    });
    expect(barred.events.find((e) => e.type === 'unit-eliminated')!.text).toBe('Pi masmuda 1 (djami-pi-1) cannot flee and is eliminated (12.2)');
    const crowded = phaseE({ units: { 'djami-pi-1': { hex: '0812', disorder: 'routed', fatigued: true }, 'djami-il-1': { hex: '0808' } } }, [9]);
    expect(crowded.events.find((e) => e.type === 'unit-eliminated')!.text).toBe('Pi masmuda 1 (djami-pi-1) cannot flee and is eliminated (12.2)');
  });
});
