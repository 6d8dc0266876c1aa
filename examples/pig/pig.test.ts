import { describe, expect, it } from 'vitest';
import { IllegalActionError, createMatch, scriptedDice } from 'reglas';
import { checkGame } from 'reglas/testkit';
import { pig } from './pig.js';

describe('Pig, the tutorial game', () => {
  it('passes the conformance checks of the testkit', () => {
    const report = checkGame(pig, { seeds: 40, maxSteps: 2000, probeEvery: 1 });
    expect(report.games).toBe(40);
    expect(report.illegalProbes).toBeGreaterThan(0);
  });

  it('a 1 loses the turn total and passes the turn', () => {
    let state = pig.setup({ seed: 's' });
    state = pig.step(state, { type: 'roll' }, { dice: scriptedDice([5]) }).state;
    expect(state.turnTotal).toBe(5);
    const { state: after, events } = pig.step(state, { type: 'roll' }, { dice: scriptedDice([1]) });
    expect(after.turnTotal).toBe(0);
    expect(after.current).toBe(1);
    expect(events[0]?.rolls).toEqual([{ die: 'd6', value: 1, for: 'roll' }]);
  });

  it('holding with nothing rolled is illegal and changes nothing', () => {
    const state = pig.setup({ seed: 's' });
    expect(() => pig.step(state, { type: 'hold' })).toThrow(IllegalActionError);
  });

  it('reaching the target wins', () => {
    let state = pig.setup({ seed: 's', target: 10 });
    state = pig.step(state, { type: 'roll' }, { dice: scriptedDice([6]) }).state;
    state = pig.step(state, { type: 'roll' }, { dice: scriptedDice([4]) }).state;
    state = pig.apply(state, { type: 'hold' });
    expect(pig.outcome(state)).toEqual({ winners: ['p1'], reason: 'first to 10', score: { p1: 10, p2: 0 } });
    expect(pig.legalActions(state)).toEqual([]);
  });

  it('rejects bad options naming the path', () => {
    expect(() => pig.setup({ seed: 's', target: 3 })).toThrow(/options\.target/);
  });

  it('undo in a match replays from the seed', () => {
    const match = createMatch(pig, { seed: 'm' });
    match.play({ type: 'roll' });
    const before = match.state;
    match.play(pig.legalActions(match.state)[0]!);
    match.undo();
    expect(match.state).toEqual(before);
    expect(match.actions).toHaveLength(1);
  });
});
