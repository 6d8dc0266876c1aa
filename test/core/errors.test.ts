import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IllegalActionError, parseOrThrow, ValidationError } from 'reglas/core';

const optionsSchema = z
  .object({
    seed: z.string(),
    players: z.array(z.object({ name: z.string(), bot: z.boolean() }).strict()).min(1),
    difficulty: z.enum(['easy', 'hard']).optional(),
  })
  .strict();

describe('ValidationError via parseOrThrow', () => {
  it('returns the parsed value when it is valid', () => {
    const value = { seed: 's', players: [{ name: 'Castilla', bot: false }] };
    expect(parseOrThrow(optionsSchema, value, 'options')).toEqual(value);
  });

  it('names each bad path, with the root word the caller gave, and keeps every problem', () => {
    let caught: unknown;
    try {
      parseOrThrow(
        optionsSchema,
        {
          seed: 7,
          players: [
            { name: 'León', bot: true },
            { name: 3, bot: 'no' },
          ],
          difficulty: 'brutal',
        },
        'options',
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ValidationError);
    const error = caught as ValidationError;
    expect(error.name).toBe('ValidationError');
    expect(error.problems.map((p) => p.path).sort()).toEqual(['options.difficulty', 'options.players[1].bot', 'options.players[1].name', 'options.seed']);
    expect(error.message.startsWith('invalid options: ')).toBe(true);
    for (const p of error.problems) {
      expect(p.message.length).toBeGreaterThan(0);
      expect(error.message).toContain(`${p.path}: ${p.message}`);
    }
  });

  it('reports unknown keys and a missing field, and a non-object at the root', () => {
    expect(() => parseOrThrow(optionsSchema, { seed: 's', players: [{ name: 'a', bot: false }], colour: 'red' }, 'options')).toThrow(/options: .*colour/);
    expect(() => parseOrThrow(optionsSchema, { players: [{ name: 'a', bot: false }] }, 'options')).toThrow(/options\.seed: /);
    expect(() => parseOrThrow(optionsSchema, { seed: 's', players: [] }, 'options')).toThrow(/options\.players: /);
    expect(() => parseOrThrow(optionsSchema, 'nonsense', 'scenario')).toThrow(/^invalid scenario: scenario: /);
  });

  it('names map keys as fields and array indices in brackets', () => {
    const schema = z.object({ hexes: z.record(z.string(), z.array(z.number())) });
    expect(() => parseOrThrow(schema, { hexes: { '0101': [1, 'x'] } }, 'state')).toThrow(/state\.hexes\.0101\[1\]: /);
  });
});

describe('IllegalActionError', () => {
  it('carries code, message and rule and is an Error', () => {
    const error = new IllegalActionError('not-your-turn', 'it is León to play, not Castilla', '5.1');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(IllegalActionError);
    expect(error.name).toBe('IllegalActionError');
    expect(error.code).toBe('not-your-turn');
    expect(error.message).toBe('it is León to play, not Castilla');
    expect(error.rule).toBe('5.1');
    expect(String(error)).toBe('IllegalActionError: it is León to play, not Castilla');
  });
});
