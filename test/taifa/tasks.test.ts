import { describe, expect, it } from 'vitest';
import { taifa, type TaifaState } from 'reglas/taifa';
import { machine } from '../../src/games/taifa/machine.js';
import { area, bare, card, kIndex, patchKingdom, play, setGarrison } from './helpers.js';

/** The stack of pending decisions (core's machine): what is pending, who decides, under which rule. */
describe('the task stack', () => {
  it('4.3-4.4, 5: a round is the bottom task; the pending decision names the kingdom and the rule', () => {
    const s = taifa.setup({ seed: 'tasks' });
    expect(s.tasks).toEqual([{ t: 'round' }]);
    expect(machine.pending(s)).toEqual({
      kind: 'round',
      seat: 'castilla',
      bot: false,
      prompt: 'Castilla plays its round: attack, incursion, event, discard or pass',
      rule: '5',
    });
    const bots = taifa.setup({ seed: 'tasks', players: [] });
    expect(machine.pending(bots)?.bot).toBe(true);
  });

  it('5.1.2-5.1.6: an attack stacks its stages over the round: select, respond, defend, reward', () => {
    let s: TaifaState = bare({ seed: 'tasks' });
    s = patchKingdom(s, 'castilla', { hand: [card('ch-caballeros'), card('ch-peones')] });
    s = patchKingdom(s, 'leon', { hand: [card('ch-campeon')] });
    s = patchKingdom(s, 'catalanes', { hand: [card('ch-milicia')] });
    s = setGarrison(s, area('Zamora'));
    s = play(s, { type: 'attack', area: area('Zamora') }).state;
    expect(s.tasks.map((t) => t.t)).toEqual(['round', 'attack-select']);
    expect(machine.pending(s)).toMatchObject({ seat: 'castilla', rule: '5.1.2', prompt: 'Castilla puts cards face down to attack Zamora' });
    s = play(s, { type: 'select-card', card: card('ch-caballeros') }).state;
    s = play(s, { type: 'commit' }).state;
    // 5.1.3: the kingdoms after the attacker in order of play, the defender last (5.1.4).
    expect(s.tasks.map((t) => t.t)).toEqual(['round', 'attack-respond']);
    expect(machine.pending(s)).toMatchObject({ seat: 'catalanes', rule: '5.1.3' });
    s = play(s, { type: 'commit' }).state;
    expect(s.tasks.map((t) => t.t)).toEqual(['round', 'attack-defend']);
    expect(machine.pending(s)).toMatchObject({ seat: 'leon', rule: '5.1.4' });
    s = play(s, { type: 'commit' }, [6, 6, 6, 1, 1, 1, 1, 1]).state;
    expect(s.tasks.map((t) => t.t)).toEqual(['round', 'attack-reward']);
    expect(machine.pending(s)).toMatchObject({ seat: 'castilla', rule: '5.1.6' });
    s = play(s, { type: 'reward', choice: 'bonus' }).state;
    expect(s.tasks).toEqual([{ t: 'round' }]);
    expect(s.current).toBe(kIndex(s, 'catalanes'));
  });

  it("10.2: El Cid's Tregua is a task over the round at the start of each turn", () => {
    const s = taifa.setup({ seed: 'tasks', scenario: 'el-cid' });
    expect(s.tasks).toEqual([{ t: 'round' }, { t: 'truce', who: 3 }]);
    expect(machine.pending(s)).toMatchObject({ kind: 'truce', seat: 'el-cid', rule: '10.2' });
  });

  it('8: the stack is empty once the game has ended', () => {
    let s = bare({ seed: 'tasks' });
    s = { ...s, turn: 3, passes: 5, current: 5 };
    const end = play(s, { type: 'pass' }).state;
    expect(end.tasks).toEqual([]);
    expect(machine.pending(end)).toBeNull();
  });
});
