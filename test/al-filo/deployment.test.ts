// Deployment (scenario, 6, 5.2) and setup.
import { describe, expect, it } from 'vitest';
import { alFilo, STANDARD_DEPLOYMENT } from 'reglas/al-filo';
import { hexId } from '../../src/games/al-filo/board.js';
import { deploymentHexes, deployLegal } from '../../src/games/al-filo/deploy.js';
import { hexIndex, unitIndex } from './helpers.js';

const free = (): ReturnType<typeof alFilo.setup> => alFilo.setup({ seed: 'deploy', deployment: 'free' });

describe('scenario: deployment', () => {
  it("scenario, Alfonso VIII: a unit of his banner may deploy in 2218 but not in 2318 (radius 6 counting the leader's hex)", () => {
    const hexes = deploymentHexes(unitIndex('alf-pi-1'));
    expect(hexes).toContain(hexIndex('2218'));
    expect(hexes).not.toContain(hexIndex('2318'));
    expect(hexes).toContain(hexIndex('1319'));
    expect(hexes).not.toContain(hexIndex('1717'));
  });

  it('scenario: each banner deploys on its two rows only', () => {
    const rows = new Set(deploymentHexes(unitIndex('lara-pi-1')).map((h) => hexId(h).slice(2)));
    expect(rows).toEqual(new Set(['16', '17']));
  });

  it("scenario: Al-Nasir's guard deploys on its printed hexes, the Pi with a free facing", () => {
    expect(deploymentHexes(unitIndex('nasir-pi-1502'))).toEqual([hexIndex('1502')]);
  });

  it('6, reading recorded: the defender deploys first, one unit after another, facing south', () => {
    const s = free();
    expect(alFilo.activePlayer(s)).toBe('muslim');
    const legal = alFilo.legalActions(s);
    expect(new Set(legal.map((a) => (a.type === 'place' ? a.unit : '')))).toEqual(new Set(['nasir-pi-1502']));
    expect(legal.map((a) => (a.type === 'place' ? a.facing : -1)).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('5.2: a unit may deploy on a unit of its type and banner, not on another', () => {
    let s = free();
    // place the Muslim army by the first legal placement each time, then check a Christian pair
    while (alFilo.activePlayer(s) === 'muslim') s = alFilo.apply(s, alFilo.legalActions(s)[0]!);
    const first = alFilo.legalActions(s)[0]!;
    expect(first.type).toBe('place');
    s = alFilo.apply(s, first);
    const task = s.tasks[s.tasks.length - 1]!;
    if (task.t !== 'deploy') throw new Error('expected the Christian deployment');
    const second = deployLegal(s, task).map((a) => (a.type === 'place' ? a.hex : ''));
    const firstHex = first.type === 'place' ? first.hex : '';
    // alf-ch-1 then alf-ch-2: same type and banner, so the first unit's hex is open to the second
    expect(second).toContain(firstHex);
  });

  it("the standard deployment places every unit legally: within its banner's radius and rows, facing the enemy", () => {
    const s = alFilo.setup({ seed: 'standard' });
    expect(STANDARD_DEPLOYMENT).toHaveLength(136);
    for (const d of STANDARD_DEPLOYMENT) {
      expect(deploymentHexes(unitIndex(d.unit)), d.unit).toContain(hexIndex(d.hex));
      expect(s.at[unitIndex(d.unit)]).toBe(hexIndex(d.hex));
    }
  });

  it('the free deployment ends with every unit on the map and turn 1 under way', () => {
    let s = free();
    for (let n = 0; n < 200 && s.tasks.some((t) => t.t === 'deploy'); n++) s = alFilo.apply(s, alFilo.legalActions(s)[n % alFilo.legalActions(s).length]!);
    expect(s.at.every((h) => h >= 0)).toBe(true);
    expect(s.turn).toBe(1);
  });
});
