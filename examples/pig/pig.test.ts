import { describe, expect, it } from 'vitest';
import { IllegalActionError, createMatch, deepFreeze, scriptedDice } from 'reglas';
import { checkGame } from 'reglas/testkit';
import { pig, type PigOptions, type PigState } from './pig.js';

/** A position written by hand: p1 deciding with `turnTotal` on the table, p2 next. */
function p1Deciding(turnTotal: number, more: Partial<PigState> = {}): PigState {
  return deepFreeze({
    ...pig.setup({ seed: 's' }),
    scores: [0, 0],
    turnTotal,
    tasks: [
      { t: 'rotation', next: 'p2' },
      { t: 'turn', seat: 'p1' },
    ],
    ...more,
  });
}

/** The code and rule of the IllegalActionError a call throws. */
function refusal(call: () => unknown): string {
  try {
    call();
  } catch (e) {
    if (e instanceof IllegalActionError) return `${e.code} (${e.rule}): ${e.message}`;
    throw e;
  }
  throw new Error('the action was accepted');
}

describe('Pig, the tutorial game', () => {
  it('passes the conformance checks of the testkit, with people, with a bot seat and with bots alone', () => {
    const report = checkGame(pig, { seeds: 40, maxSteps: 2000, probeEvery: 1 });
    expect(report.games).toBe(40);
    expect(report.illegalProbes).toBeGreaterThan(0);
    checkGame(pig, { seeds: 20, maxSteps: 2000, probeEvery: 1, options: (seed): PigOptions => ({ seed, bots: ['p2'] }) });
    checkGame(pig, { seeds: 20, maxSteps: 2000, options: (seed): PigOptions => ({ seed, bots: ['p1', 'p2'] }) });
  });

  it('2: set-up plays p1 first roll, which has no choice, and start reports it', () => {
    const { state, events } = pig.start!({ seed: 's' });
    expect(state).toEqual(pig.setup({ seed: 's' }));
    expect(events[0]).toMatchObject({ type: 'roll', seat: 'p1', rolls: [{ die: 'd6', for: 'roll' }] });
    expect(pig.legalActions(state)).toEqual(state.turnTotal > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]);
  });

  it("2.2: a 1 loses the turn total and ends the turn; p2's first roll is played in the same step", () => {
    const { state, events } = pig.step(p1Deciding(5), { type: 'roll' }, { dice: scriptedDice([1, 4]) });
    expect(events.map((e) => [e.text, e.rule])).toEqual([
      ['p1 rolls a 1: loses the turn total of 5, turn over', '2.2'],
      ['p2 rolls 4: turn total 4', '2.1'],
    ]);
    expect(state.turnTotal).toBe(4);
    expect(pig.activePlayer(state)).toBe('p2');
  });

  it('3: holding banks the turn total and ends the turn', () => {
    const { state, events } = pig.step(p1Deciding(9), { type: 'hold' }, { dice: scriptedDice([3]) });
    expect(events.map((e) => e.text)).toEqual(['p1 holds 9: score 9', 'p2 rolls 3: turn total 3']);
    expect(state.scores).toEqual([9, 0]);
    expect(state.tasks).toEqual([
      { t: 'rotation', next: 'p1' },
      { t: 'turn', seat: 'p2' },
    ]);
  });

  it('4: reaching the target wins; the game ends with nothing pending', () => {
    let state = p1Deciding(6, { target: 10 });
    state = pig.step(state, { type: 'roll' }, { dice: scriptedDice([4]) }).state;
    const { state: end, events } = pig.step(state, { type: 'hold' });
    expect(events[0]).toMatchObject({ type: 'hold', rule: '4', text: 'p1 holds 10: score 10, at least 10: p1 wins' });
    expect(pig.outcome(end)).toEqual({ winners: ['p1'], reason: 'first to 10', score: { p1: 10, p2: 0 } });
    expect(pig.legalActions(end)).toEqual([]);
    expect(pig.activePlayer(end)).toBeNull();
    expect(end.tasks).toEqual([]);
  });

  it('5: a bot seat acts through { type: "bot" }, rolls below 20 and holds at 20, saying why', () => {
    const below = p1Deciding(14, { bots: ['p1'] });
    expect(pig.legalActions(below)).toEqual([{ type: 'bot' }]);
    const rolled = pig.step(below, { type: 'bot' }, { dice: scriptedDice([6]) });
    expect(rolled.events.map((e) => e.text)).toEqual(['p1 (bot) rolls: turn total 14 is below 20', 'p1 rolls 6: turn total 20']);
    const held = pig.step(rolled.state, { type: 'bot' }, { dice: scriptedDice([2]) });
    expect(held.events.map((e) => e.text)).toEqual(['p1 (bot) holds: turn total 20 has reached 20', 'p1 holds 20: score 20', 'p2 rolls 2: turn total 2']);
  });

  describe('reasons for illegal actions', () => {
    it('3: hold with nothing rolled (a position given by hand) is nothing-to-hold, from the turn handler', () => {
      const state = p1Deciding(0);
      expect(pig.legalActions(state)).toEqual([{ type: 'roll' }]);
      expect(refusal(() => pig.step(state, { type: 'hold' }))).toBe('nothing-to-hold (3): pig: hold needs a turn total above 0: roll first');
    });

    it('an action the turn does not take is wrong-phase, naming the pending decision', () => {
      const action = { type: 'double' } as never;
      expect(refusal(() => pig.step(p1Deciding(7), action))).toBe(
        "wrong-phase (2): pig: 'double' does not answer the pending decision (p1 rolls again or holds 7), which takes 'roll', 'hold'",
      );
    });

    it("the bot's action where a person decides, and a person's where the bot decides, are not-your-decision", () => {
      expect(refusal(() => pig.step(p1Deciding(7), { type: 'bot' }))).toMatch(/^not-your-decision \(2\): pig: no bot decides here/);
      expect(refusal(() => pig.step(p1Deciding(7, { bots: ['p1'] }), { type: 'roll' }))).toMatch(/^not-your-decision \(2\): pig: p1 is a rule-driven bot here/);
    });

    it('anything after the end is game-over, and a value that is not an action is bad-action', () => {
      const end = pig.apply(p1Deciding(12, { target: 10 }), { type: 'hold' });
      expect(refusal(() => pig.step(end, { type: 'roll' }))).toBe('game-over (4): pig: the game is over');
      expect(refusal(() => pig.step(p1Deciding(7), { kind: 'roll' } as never))).toMatch(/^bad-action \(2\)/);
    });
  });

  it('rejects bad options naming the path', () => {
    expect(() => pig.setup({ seed: 's', target: 3 })).toThrow(/options\.target/);
    expect(() => pig.setup({ seed: 's', bots: ['p3' as 'p1'] })).toThrow(/options\.bots\[0\]/);
  });

  it('describes an action in words', () => {
    expect(pig.describe(p1Deciding(7), { type: 'hold' })).toBe('p1 holds 7');
  });

  it('undo in a match replays from the seed', () => {
    const match = createMatch(pig, { seed: 'm' });
    // p1's first roll, and p2's if p1 rolled a 1
    expect(match.opening.length).toBeGreaterThanOrEqual(1);
    expect(match.opening.every((e) => e.type === 'roll')).toBe(true);
    match.play(pig.legalActions(match.state)[0]!);
    const before = match.state;
    match.play(pig.legalActions(match.state)[0]!);
    match.undo();
    expect(match.state).toEqual(before);
    expect(match.actions).toHaveLength(1);
  });

  describe('positions as data (contract: position, setup({ seed, position }))', () => {
    it('a position written by hand is where play starts: 2.1 a roll of 5 adds to a turn total of 8', () => {
      const s = pig.setup({ seed: 'q', position: { scores: [40, 45], turnTotal: 8, at: { point: 'turn', seat: 'p2' } } });
      expect(pig.activePlayer(s)).toBe('p2');
      const { state, events } = pig.step(s, { type: 'roll' }, { dice: scriptedDice([5]) });
      expect(events.map((e) => [e.text, e.rule])).toEqual([['p2 rolls 5: turn total 13', '2.1']]);
      expect(pig.position(state)).toEqual({ scores: [40, 45], turnTotal: 13, at: { point: 'turn', seat: 'p2' } });
    });

    it('4: holding 5 on 45 reaches the target of 50 and wins', () => {
      const s = pig.setup({ seed: 'q', position: { scores: [40, 45], turnTotal: 5, at: { point: 'turn', seat: 'p2' } } });
      expect(pig.outcome(pig.apply(s, { type: 'hold' }))?.winners).toEqual(['p2']);
    });

    it('the position of any state gives that state back (same position, same legal actions)', () => {
      let s = pig.setup({ seed: 'round-trip' });
      for (let i = 0; i < 60 && !pig.isTerminal(s); i++) {
        const again = pig.setup({ seed: 'other', position: pig.position(s) });
        expect(pig.position(again)).toEqual(pig.position(s));
        expect(pig.legalActions(again)).toEqual(pig.legalActions(s));
        s = pig.apply(s, pig.legalActions(s)[i % pig.legalActions(s).length]!);
      }
    });

    it('a position the rules cannot reach is refused, naming the field (4: a score at the target is a game already won)', () => {
      expect(() => pig.setup({ seed: 'q', position: { scores: [50, 0], turnTotal: 0, at: { point: 'turn', seat: 'p1' } } })).toThrow(
        /options\.position\.scores\[0\]: 50 has reached the target 50/,
      );
      expect(() => pig.setup({ seed: 'q', position: { scores: [1, 2], turnTotal: -1, at: { point: 'turn', seat: 'p1' } } as never })).toThrow(
        /options\.position\.turnTotal/,
      );
    });

    it('2.1: setup rolls the steps it plays on its own with the given dice and start reports them (p1 rolls 4 then holds at 4)', () => {
      const { state, events } = pig.start({ seed: 'q' }, { dice: scriptedDice([4]) });
      expect(events.map((e) => [e.text, e.rule])).toEqual([['p1 rolls 4: turn total 4', '2.1']]);
      expect(pig.position(state)).toEqual({ scores: [0, 0], turnTotal: 4, at: { point: 'turn', seat: 'p1' } });
      expect(pig.setup({ seed: 'q' }, { dice: scriptedDice([4]) })).toEqual(state);
    });

    it('1, 2: decision names the documented point, who decides and the rule; the position writes the same point', () => {
      const s = pig.setup({ seed: 'q', position: { scores: [40, 45], turnTotal: 8, at: { point: 'turn', seat: 'p2' } } });
      expect(pig.decision(s)).toEqual({
        point: 'turn',
        phase: 'a turn (2)',
        seat: 'p2',
        bot: false,
        rule: '2',
        prompt: 'p2 rolls again or holds 8',
        frame: { point: 'turn', seat: 'p2' },
      });
      expect(pig.position(s).at).toEqual(pig.decision(s)?.frame);
    });

    it('1: a position may give the frames beneath the decision; a frame that does not match play is refused by validate', () => {
      const s = pig.setup({
        seed: 'q',
        position: {
          scores: [1, 2],
          turnTotal: 3,
          at: [
            { point: 'rotation', next: 'p1' },
            { point: 'turn', seat: 'p2' },
          ],
        },
      });
      expect(pig.position(s).at).toEqual({ point: 'turn', seat: 'p2' });
      expect(() => pig.setup({ seed: 'q', position: { scores: [1, 2], turnTotal: 3, at: { point: 'dance' } as never } })).toThrow(/options\.position\.at/);
    });

    it('validate names a broken invariant by its path: a stack that is not [rotation, turn] (1)', () => {
      const s = pig.setup({ seed: 'v' });
      expect(() => pig.validate({ ...s, tasks: [] })).toThrow(/state\.tasks: a game in play rests on/);
    });
  });
});
