// La Legión refuses bad input with a clear error and leaves its input unchanged (contract: the guards).
import { describe, expect, it } from 'vitest';
import { deepFreeze, type IllegalActionError, isIllegalActionError, isValidationError, ValidationError } from 'reglas/core';
import { laLegion, type LegionAction } from 'reglas/la-legion';
import { taifa } from 'reglas/taifa';

/** The frozen start of a game, built by the tests that need it (not when the file loads). */
const start = () => deepFreeze(laLegion.setup({ seed: 'hostile' }));

describe('La Legión: hostile input', () => {
  it('bad options are refused naming the bad path', () => {
    for (const options of [{ seed: 1 }, { seed: 'x', deployment: 'random' }, { seed: 'x', surrender: 'yes' }, { seed: 'x', extra: 1 }, null, 'x', []]) {
      let error: unknown;
      try {
        laLegion.setup(options as never);
      } catch (e) {
        error = e;
      }
      expect(isValidationError(error), JSON.stringify(options)).toBe(true);
    }
  });

  it('bad positions are refused naming the counter or hex', () => {
    const bad = [
      { counters: { 'no-such-counter': '3807' } },
      { counters: { 'bandera-1-1': '9999' } },
      { counters: { 'bandera-1-1': '3807', 'bandera-1-2': '3807' } },
      { counters: { 'bandera-1-1': '0101' } },
      { counters: {}, turn: 14 },
      { counters: {}, at: [{ point: 'no-such-point' }] },
    ];
    for (const position of bad) {
      expect(() => laLegion.setup({ seed: 'x', position }), JSON.stringify(position)).toThrow(ValidationError);
    }
  });

  it('malformed and illegal actions are refused with a code, and the state is unchanged', () => {
    const s0 = start();
    const actions: unknown[] = [
      null,
      42,
      {},
      { type: 'move' },
      { type: 'move', counter: 'no-such-counter' },
      { type: 'move', counter: 'bandera-1-1' },
      { type: 'move-to', hex: '3807' },
      { type: 'move-to', hex: 3807 },
      { type: 'attack', target: 'beni-urriaguel-1' },
      { type: 'surrender' },
      { type: 'bot' },
      { type: 'move', counter: 'beni-urriaguel-1', extra: true },
    ];
    const before = JSON.stringify(s0);
    for (const a of actions) {
      let error: unknown;
      try {
        laLegion.apply(s0, a as LegionAction);
      } catch (e) {
        error = e;
      }
      expect(isIllegalActionError(error), JSON.stringify(a)).toBe(true);
      expect((error as IllegalActionError).code, JSON.stringify(a)).toMatch(/^[a-z-]+$/);
    }
    expect(JSON.stringify(s0)).toBe(before);
  });

  it('a view, a state of another game and a non-state are refused by apply and legalActions', () => {
    const s0 = start();
    const view = laLegion.view(s0, 'spanish');
    expect(() => laLegion.legalActions(view)).toThrow(ValidationError);
    expect(() => laLegion.legalActions(taifa.setup({ seed: 'x' }) as never)).toThrow(ValidationError);
    expect(() => laLegion.apply({} as never, { type: 'end-movement' })).toThrow(ValidationError);
    expect(() => laLegion.view(s0, 'castilla' as never)).toThrow(ValidationError);
  });

  it('validate refuses a state whose zones of control disagree with its counters', () => {
    const s0 = start();
    const broken = JSON.parse(JSON.stringify(s0));
    broken.zoc[0][36][6] = 6;
    expect(() => laLegion.validate(broken)).toThrow(/state\.zoc\[0\]\[36\]\[6\]/);
  });
});
