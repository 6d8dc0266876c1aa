import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from '../../src/core/schema.js';
import { taifa, type TaifaAction, type TaifaOptions, type TaifaState } from 'reglas/taifa';
import { type actionShape, type optionsShape, stateShape } from '../../src/games/taifa/schemas.js';

/** A type with every property and array made read-only, all the way down. */
type DeepReadonly<T> = T extends (infer E)[] | readonly (infer E)[]
  ? T extends [unknown, ...unknown[]] | readonly [unknown, ...unknown[]]
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

describe('the zod schemas and the hand-written types say the same (contract: state is plain JSON, checked by schemas.state)', () => {
  it('options, state (with its task stack) and actions: z.infer of each schema is the type, read-only aside', () => {
    expectTypeOf<DeepReadonly<z.infer<typeof optionsShape>>>().toEqualTypeOf<DeepReadonly<TaifaOptions>>();
    expectTypeOf<DeepReadonly<z.infer<typeof stateShape>>>().toEqualTypeOf<DeepReadonly<TaifaState>>();
    expectTypeOf<DeepReadonly<z.infer<typeof actionShape>>>().toEqualTypeOf<DeepReadonly<TaifaAction>>();
  });

  it('the schema accepts the states of play, attack tasks included, and refuses a broken stack', () => {
    let s = taifa.setup({ seed: 'schema' });
    for (let i = 0; i < 200 && !taifa.isTerminal(s); i++) {
      expect(stateShape.safeParse(s).success).toBe(true);
      const legal = taifa.legalActions(s);
      s = taifa.apply(s, legal[i % legal.length]!);
    }
    expect(stateShape.safeParse({ ...s, tasks: [{ t: 'attack-select', who: 0 }] }).success).toBe(false);
    expect(stateShape.safeParse({ ...s, tasks: [{ t: 'round', who: 0 }] }).success).toBe(false);
  });
});
