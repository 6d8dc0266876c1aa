import { describe, expect, it } from 'vitest';
import { begin, createMatch, createRng, IllegalActionError, replay, seededDice, ValidationError, type GameEvent } from 'reglas/core';
import { pig, type PigAction, type PigState } from '../../examples/pig/pig.js';

/** A random legal game of Pig: the states after each action, with the events. */
function playRandom(seed: string, count: number): { actions: PigAction[]; states: PigState[]; events: GameEvent[][] } {
  const chooser = seededDice(createRng(`chooser:${seed}`));
  let state = pig.setup({ seed });
  const states = [state];
  const actions: PigAction[] = [];
  const events: GameEvent[][] = [];
  for (let i = 0; i < count && !pig.isTerminal(state); i++) {
    const legal = pig.legalActions(state);
    const action = legal[chooser.below(legal.length)] as PigAction;
    const result = pig.step(state, action);
    actions.push(action);
    events.push(result.events);
    state = result.state;
    states.push(state);
  }
  return { actions, states, events };
}

describe('replay', () => {
  it('equals sequential application of the actions, events included', () => {
    for (const seed of ['r1', 'r2', 'r3']) {
      const played = playRandom(seed, 60);
      expect(played.actions.length).toBeGreaterThan(10);
      const rebuilt = replay(pig, { seed }, played.actions);
      expect(rebuilt.state).toEqual(played.states.at(-1));
      expect(rebuilt.events).toEqual(played.events);
      // and every prefix rebuilds the position reached after it
      for (const n of [0, 1, 5, 10]) expect(replay(pig, { seed }, played.actions.slice(0, n)).state).toEqual(played.states[n]);
    }
  });

  it('an illegal action stops the replay with an IllegalActionError naming its index, code and rule kept', () => {
    const played = playRandom('bad', 6);
    const actions = [...played.actions.slice(0, 3), { type: 'jump' } as unknown as PigAction, ...played.actions.slice(3)];
    let caught: unknown;
    try {
      replay(pig, { seed: 'bad' }, actions);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(IllegalActionError);
    const error = caught as IllegalActionError;
    expect(error.message).toMatch(/^action 3 \(\{"type":"jump"\}\): pig: 'jump' does not answer the pending decision/);
    expect(error.code).toBe('wrong-phase');
    expect(error.rule).toBe('2');
  });

  it("a bot's action where a person decides, at index 0, is named as action 0", () => {
    expect(() => replay(pig, { seed: 'x' }, [{ type: 'bot' }])).toThrow(/^action 0 \(\{"type":"bot"\}\): pig: no bot decides here/);
  });

  it('a bad option is a ValidationError from setup, not an index', () => {
    expect(() => replay(pig, { seed: 'x', target: 1 }, [])).toThrow(/options\.target/);
  });
});

describe('createMatch', () => {
  it('plays, keeps actions and events, and undo(n) rebuilds the earlier position', () => {
    const played = playRandom('match', 12);
    const match = createMatch(pig, { seed: 'match' });
    expect(match.state).toEqual(played.states[0]);
    played.actions.forEach((action, i) => {
      const events = match.play(action);
      expect(events).toEqual(played.events[i]);
      expect(match.state).toEqual(played.states[i + 1]);
    });
    expect(match.actions).toEqual(played.actions);
    expect(match.events).toEqual(played.events);

    match.undo(3);
    const n = played.actions.length - 3;
    expect(match.state).toEqual(played.states[n]);
    expect(match.actions).toEqual(played.actions.slice(0, n));
    expect(match.events).toEqual(played.events.slice(0, n));

    match.undo();
    expect(match.state).toEqual(played.states[n - 1]);
    expect(match.actions).toHaveLength(n - 1);

    // playing the undone action again reaches the same position: the future comes from the seed
    match.play(played.actions[n - 1] as PigAction);
    expect(match.state).toEqual(played.states[n]);

    match.undo(0);
    expect(match.actions).toHaveLength(n);
    match.undo(n);
    expect(match.state).toEqual(played.states[0]);
    expect(match.actions).toEqual([]);
  });

  it('undo beyond the actions played, negative, fractional or not a number throws ValidationError and changes nothing', () => {
    const match = createMatch(pig, { seed: 'bounds' });
    match.play({ type: 'roll' });
    match.play(pig.legalActions(match.state)[0] as PigAction);
    const state = match.state;
    const actions = match.actions;
    expect(() => match.undo(3)).toThrow(ValidationError);
    expect(() => match.undo(3)).toThrow('count: undo(3): takes back a whole number of actions from 0 to 2, the actions played');
    for (const bad of [-1, 1.5, Number.NaN, '1', null, 2n]) expect(() => match.undo(bad as never), String(bad)).toThrow(ValidationError);
    expect(match.state).toBe(state);
    expect(match.actions).toBe(actions);
  });

  it('an illegal play throws IllegalActionError and changes nothing', () => {
    const match = createMatch(pig, { seed: 'illegal' });
    const state = match.state;
    expect(() => match.play({ type: 'bot' })).toThrow(IllegalActionError);
    expect(match.state).toBe(state);
    expect(match.actions).toEqual([]);
    expect(match.events).toEqual([]);
  });
});

describe('Game.start: the events of set-up', () => {
  const opened = {
    ...pig,
    start: (o: { seed: string }) => ({ state: pig.setup(o), events: [{ type: 'opening', text: 'the table is set' }] }),
  };
  it('createMatch and replay keep what start reported, and undo keeps it', () => {
    const match = createMatch(opened, { seed: 'open' });
    expect(match.opening).toEqual([{ type: 'opening', text: 'the table is set' }]);
    match.play(pig.legalActions(match.state)[0] as PigAction);
    match.undo();
    expect(match.opening).toEqual([{ type: 'opening', text: 'the table is set' }]);
    expect(replay(opened, { seed: 'open' }, []).opening).toEqual([{ type: 'opening', text: 'the table is set' }]);
  });
  it("begin is the game's start: the state of setup and the events of what it played", () => {
    expect(begin(pig, { seed: 'plain' })).toEqual(pig.start({ seed: 'plain' }));
    expect(begin(pig, { seed: 'plain' }).state).toEqual(pig.setup({ seed: 'plain' }));
  });
});
