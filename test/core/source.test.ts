import { describe, expect, it } from 'vitest';
import { parseOrThrow, sourceSchema, type Source } from 'reglas/core';

describe('sourceSchema: where a data record comes from', () => {
  it('accepts the three kinds', () => {
    const sources: Source[] = [
      { kind: 'rulebook', section: '4.4.1' },
      { kind: 'rulebook', section: '8', note: 'the table of 8.2, row 3' },
      { kind: 'published', note: 'shared/data/mar-y-acero.md, counters' },
      { kind: 'reconstructed', note: 'from the map of 1086 and the rule 5.2' },
    ];
    for (const s of sources) expect(sourceSchema.parse(s)).toEqual(s);
  });

  it('rejects a rulebook source without a section, a reconstruction without its note, unknown kinds and extra keys', () => {
    expect(sourceSchema.safeParse({ kind: 'rulebook' }).success).toBe(false);
    expect(sourceSchema.safeParse({ kind: 'rulebook', section: '' }).success).toBe(false);
    expect(sourceSchema.safeParse({ kind: 'reconstructed' }).success).toBe(false);
    expect(sourceSchema.safeParse({ kind: 'reconstructed', note: '' }).success).toBe(false);
    expect(sourceSchema.safeParse({ kind: 'guessed', note: 'x' }).success).toBe(false);
    expect(sourceSchema.safeParse({ kind: 'published', note: 'x', section: '1' }).success).toBe(false);
    expect(() => parseOrThrow(sourceSchema, { kind: 'reconstructed', note: 1 }, 'units[3].source')).toThrow(/units\[3\]\.source\.note: /);
  });
});
