/**
 * Core's decision points (positions.ts), on Pig's two points (rules 1, 2 of the example): the
 * schema of `at`, reading and writing frames, the refusals with their paths, and `decision`.
 */
import { describe, expect, it } from 'vitest';
import { isValidationError, scriptedDice, type ValidationProblem } from 'reglas/core';
import { pig } from '../../examples/pig/pig.js';

function problems(position: unknown): ValidationProblem[] {
  try {
    pig.setup({ seed: 'p', position: position as never });
  } catch (error) {
    if (isValidationError(error)) return [...error.problems];
    throw error;
  }
  return [];
}

const base = { scores: [3, 4], turnTotal: 0 };

describe('core positions: where play stands, by documented decision points', () => {
  it('a decision alone stands on its standard frames; the same stack written in full reads the same (1, 2)', () => {
    const alone = pig.setup({ seed: 'p', position: { ...base, at: { point: 'turn', seat: 'p2' } } as never });
    const full = pig.setup({
      seed: 'p',
      position: {
        ...base,
        at: [
          { point: 'rotation', next: 'p1' },
          { point: 'turn', seat: 'p2' },
        ],
      } as never,
    });
    expect(full).toEqual(alone);
    expect(alone.tasks).toEqual([
      { t: 'rotation', next: 'p1' },
      { t: 'turn', seat: 'p2' },
    ]);
    expect(pig.position(alone).at).toEqual({ point: 'turn', seat: 'p2' });
  });

  it('frames that are not the standard ones beneath the decision are written in full', () => {
    const odd = pig.setup({
      seed: 'p',
      position: {
        ...base,
        at: [
          { point: 'rotation', next: 'p2' },
          { point: 'turn', seat: 'p2' },
        ],
      } as never,
    });
    expect(pig.position(odd).at).toEqual([
      { point: 'rotation', next: 'p2' },
      { point: 'turn', seat: 'p2' },
    ]);
  });

  it('an unknown point, a bad field and a field too many are refused, each by its path', () => {
    expect(problems({ ...base, at: { point: 'dance' } })).toEqual([
      { path: 'options.position.at.point', message: expect.stringMatching(/Expected 'turn' \| 'rotation'/) as unknown as string },
    ]);
    expect(
      problems({
        ...base,
        at: [
          { point: 'rotation', next: 'p1' },
          { point: 'turn', seat: 'p3' },
        ],
      }).map((p) => p.path),
    ).toEqual(['options.position.at[1].seat']);
    expect(problems({ ...base, at: { point: 'turn', seat: 'p1', tasks: [] } }).map((p) => p.path)).toEqual(['options.position.at']);
    expect(problems({ ...base, at: 7 }).map((p) => p.path)).toEqual(['options.position.at']);
  });

  it('decision names the point, its phase, the seat, the rule and the frame the position writes (2)', () => {
    const s = pig.setup({ seed: 'p', position: { ...base, turnTotal: 5, at: { point: 'turn', seat: 'p1' } } as never });
    expect(pig.decision(s)).toEqual({
      point: 'turn',
      phase: 'a turn (2)',
      seat: 'p1',
      bot: false,
      rule: '2',
      prompt: 'p1 rolls again or holds 5',
      frame: { point: 'turn', seat: 'p1' },
    });
    const won = pig.apply(pig.setup({ seed: 'p', position: { scores: [45, 0], turnTotal: 5, at: { point: 'turn', seat: 'p1' } } as never }), { type: 'hold' });
    expect(pig.decision(won)).toBeNull();
    expect(pig.position(won).at).toEqual([]);
  });

  it('decision reads a view too: what is being decided is public', () => {
    const s = pig.setup({ seed: 'p' });
    expect(pig.decision(pig.view(s, 'p2'))).toEqual(pig.decision(s));
  });

  it('setup and start take the dice of the steps set-up plays on its own and refuse what is not dice', () => {
    const { state, events } = pig.start({ seed: 'p' }, { dice: scriptedDice([6]) });
    expect(events.map((e) => e.rolls)).toEqual([[{ die: 'd6', value: 6, for: 'roll' }]]);
    expect(state.turnTotal).toBe(6);
    expect(() => pig.setup({ seed: 'p' }, { dice: [6] as never })).toThrow(/setup: dice are made by scriptedDice/);
    expect(() => pig.start({ seed: 'p' }, 'dice' as never)).toThrow(/start: options are an object/);
  });
});
