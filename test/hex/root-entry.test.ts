import { describe, expect, it } from 'vitest';
import * as hexEntry from '../../src/hex/index.js';
import { hex } from '../../src/index.js';

describe("the root entry's hex", () => {
  it('holds every function and constant of reglas/hex, the same values under the same names, in a frozen object', () => {
    // Types have no value in the entry; names in code-unit order, as a module namespace lists them.
    const values = Object.keys(hexEntry)
      .filter((k) => (hexEntry as Record<string, unknown>)[k] !== undefined)
      .sort();
    expect(Object.keys(hex)).toEqual(values);
    for (const name of values) expect((hex as Record<string, unknown>)[name]).toBe((hexEntry as Record<string, unknown>)[name]);
    expect(Object.isFrozen(hex)).toBe(true);
  });
});
