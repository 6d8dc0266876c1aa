// Initiative and the order of activation (6.C, 6.D), with forced dice.
import { describe, expect, it } from 'vitest';
import { alFilo, type AlFiloState } from 'reglas/al-filo';
import { initiativeBand } from '../../src/games/al-filo/initiative.js';
import { rebuild } from '../../src/games/al-filo/edits.js';
import { LEADER_IDS } from '../../src/games/al-filo/pieces.js';
import { at, battle, leaderIndex, legalOf, play } from './helpers.js';

// One unit per banner, so that every leader is in play and each activation rests on its own decision.
const everyBanner = battle({
  units: {
    'alf-pi-1': { hex: '1719' },
    'haro-pi-1': { hex: '1715' },
    'lara-pi-1': { hex: '2216' },
    'ucero-ch-calatrava': { hex: '1217' },
    'pedro-pi-1': { hex: '0415' },
    'sancho-pi-1': { hex: '2815' },
    'nasir-pi-1702': { hex: '1702' },
    'djami-pi-1': { hex: '1706' },
    'andalus-pi-1': { hex: '1708' },
    'mujahid-mi-1': { hex: '1710' },
    'maysarah-il-1': { hex: '2706' },
    'maymanah-il-1': { hex: '0506' },
  },
});

/** Who is being activated now: the leader of the activation under way, or null. */
function activeLeader(s: AlFiloState): string | null {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i]!;
    if (t.t === 'activation') return LEADER_IDS[t.leader]!;
  }
  return null;
}

/** Ends the activation on top (D1 then D5, nothing moved). */
function endActivation(s: AlFiloState): AlFiloState {
  let next = play(s, { type: 'end-moves' }).state;
  if (alFilo.legalActions(next).some((a) => a.type === 'end-activation')) next = play(next, { type: 'end-activation' }).state;
  return next;
}

describe('6.C: the initiative bands', () => {
  it('6.C: equal totals are C1, a difference of 1-3 C2, 4-7 C3, 8 or more C4', () => {
    expect([0, 1, 3, 4, 7, 8, 12, -5].map(initiativeBand)).toEqual([1, 2, 2, 3, 3, 4, 4, 3]);
  });

  it("6.C: each side rolls 2d6 and adds its army leader's bonus (Alfonso VIII 2, Al-Nasir 1); C1: nobody has the initiative", () => {
    // Christian 3+3+2 = 8, Muslim 3+4+1 = 8: C1; the lowest value (1) is shared, the Muslims begin (smaller bonus)
    const s = at(everyBanner, [{ t: 'initiative' }], [3, 3, 3, 4]);
    expect(activeLeader(s)).toBe('mujahids');
  });

  it('6.C (C2): a difference of 1-3 lets the higher side activate one of its leaders at once, who is not activated again', () => {
    // Christian 5+4+2 = 11, Muslim 4+4+1 = 9: C2 for the Christians
    const s = at(everyBanner, [{ t: 'initiative' }], [5, 4, 4, 4]);
    expect(legalOf(s, 'activate')).toContain('activate sancho-vii');
    expect(legalOf(s, 'designate')).toEqual([]);
    let next = play(s, { type: 'activate', leader: 'sancho-vii' }).state;
    expect(activeLeader(next)).toBe('sancho-vii');
    next = endActivation(next);
    // then the normal order: value 1, Muslims first (Al-Nasir's smaller bonus)
    expect(activeLeader(next)).toBe('mujahids');
    const order: string[] = [];
    for (let i = 0; i < 20 && activeLeader(next) !== null; i++) {
      const l = activeLeader(next)!;
      order.push(l);
      next = endActivation(next);
      if (alFilo.legalActions(next).some((a) => a.type === 'activate')) {
        const a = alFilo.legalActions(next).find((x) => x.type === 'activate')!;
        next = play(next, a).state;
      }
    }
    expect(order).not.toContain('sancho-vii');
  });

  it('6.C (C3): after his own leader, the winner names an enemy leader, the army leader included, who is activated at once', () => {
    // Christian 6+5+2 = 13, Muslim 3+4+1 = 8: a difference of 5, C3
    const s = at(everyBanner, [{ t: 'initiative' }], [6, 5, 3, 4]);
    let next = endActivation(play(s, { type: 'activate', leader: 'de-haro' }).state);
    expect(legalOf(next, 'designate')).toContain('designate al-nasir');
    next = play(next, { type: 'designate', leader: 'al-nasir' }).state;
    expect(activeLeader(next)).toBe('al-nasir');
  });

  it('6.C (C4): with 8 or more, the winner also names an enemy leader who may not be activated this turn', () => {
    // Christian 6+6+2 = 14, Muslim 2+2+1 = 5: a difference of 9, C4
    const s = at(everyBanner, [{ t: 'initiative' }], [6, 6, 2, 2]);
    let next = endActivation(play(s, { type: 'activate', leader: 'de-haro' }).state);
    next = endActivation(play(next, { type: 'designate', leader: 'ben-djami' }).state);
    expect(legalOf(next, 'inactivate')).not.toContain('inactivate ben-djami');
    next = play(next, { type: 'inactivate', leader: 'mujahids' }).state;
    const order: string[] = [];
    for (let i = 0; i < 20 && activeLeader(next) !== null; i++) {
      order.push(activeLeader(next)!);
      next = endActivation(next);
      const choice = alFilo.legalActions(next).find((x) => x.type === 'activate');
      if (choice) next = play(next, choice).state;
    }
    expect(order).not.toContain('mujahids');
    expect(order).not.toContain('ben-djami');
    expect(order).not.toContain('de-haro');
  });
});

describe('6.C: the order of activation', () => {
  it('6.C, reading 8: values go upwards; equal values alternate between the armies, the army with the smaller army-leader bonus first; its owner orders equal values within an army', () => {
    // C1 (8 against 8): value 1 Mujahids (M) then De Haro (C); value 2: Muslims first (Al-Maysarah or Al-Maymanah, their choice), Ucero, the other
    let s = at(everyBanner, [{ t: 'initiative' }], [3, 3, 3, 4]);
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      if (activeLeader(s) === null) {
        expect(legalOf(s, 'activate').sort()).toEqual(['activate al-maymanah', 'activate al-maysarah']);
        s = play(s, { type: 'activate', leader: 'al-maymanah' }).state;
      }
      order.push(activeLeader(s)!);
      s = endActivation(s);
    }
    expect(order).toEqual(['mujahids', 'de-haro', 'al-maymanah', 'ucero', 'al-maysarah']);
    // value 3 is the Christians' alone: De Lara, Pedro II and Sancho VII, in their owner's order
    expect(legalOf(s, 'activate').sort()).toEqual(['activate de-lara', 'activate pedro-ii', 'activate sancho-vii']);
  });

  it('6.C: with equal army-leader bonuses, each side rolls 2d6 and the lower begins (again while equal)', () => {
    // De Lara (bonus 1) as the Christians' army leader (7.6: a successor), Al-Nasir bonus 1
    const equal = rebuild(everyBanner, { armyLeader: [leaderIndex('de-lara'), leaderIndex('al-nasir')] });
    // initiative 3+3+1 = 7 against 3+3+1 = 7: C1; order rolls 4+4 against 4+4 (again), then 2+2 against 5+5: the Christians begin
    const s = at(equal, [{ t: 'initiative' }], [3, 3, 3, 3, 4, 4, 4, 4, 2, 2, 5, 5]);
    expect(activeLeader(s)).toBe('de-haro');
  });
});

describe('6.C: the initiative winner takes his lowest-valued leader', () => {
  it('6.C (C2), reading 8: the winner may activate his lowest-valued leader at once; the order then resumes from the lowest value without him', () => {
    // Christian 5+4+2 = 11, Muslim 4+4+1 = 9: C2 for the Christians, who take De Haro (value 1)
    let s = play(at(everyBanner, [{ t: 'initiative' }], [5, 4, 4, 4]), { type: 'activate', leader: 'de-haro' }).state;
    const order: string[] = [];
    for (let i = 0; i < 20 && activeLeader(s) !== null; i++) {
      order.push(activeLeader(s)!);
      s = endActivation(s);
      const choice = alFilo
        .legalActions(s)
        .filter((x) => x.type === 'activate')
        .sort((a, b) => ('leader' in a && 'leader' in b ? a.leader.localeCompare(b.leader) : 0))[0];
      if (choice) s = play(s, choice).state;
    }
    // value 1: the Mujahids alone remain; value 2: the Muslims begin (Al-Nasir's smaller bonus), Ucero, the other Muslim;
    // value 3 the Christians' three; value 4 the Muslims' two; Alfonso VIII (5); Al-Nasir (6)
    expect(order).toEqual([
      'de-haro',
      'mujahids',
      'al-maymanah',
      'ucero',
      'al-maysarah',
      'de-lara',
      'pedro-ii',
      'sancho-vii',
      'al-andalus',
      'ben-djami',
      'alfonso-viii',
      'al-nasir',
    ]);
  });
});
