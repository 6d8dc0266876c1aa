// The schemas' refusals (contract: bad input gets a clear library error naming each bad path in
// plain words, and nothing changes): actions, options, positions, states and the data records.
// The schemas are zod/mini ones, which configure no locale: these messages are the English ones
// core gives to every parse.
import { describe, expect, it } from 'vitest';
import { isIllegalActionError, isValidationError, schemaProblems, type ValidationProblem } from 'reglas/core';
import { alFilo, type AlFiloState } from 'reglas/al-filo';
import { TERRAIN } from '../../src/games/al-filo/data/terrain.js';
import { UNITS } from '../../src/games/al-filo/data/order-of-battle.js';
import { terrainRowSchema, unitRecordSchema } from '../../src/games/al-filo/data/types.js';
import { activated, battle, play } from './helpers.js';

/** The message of what `f` threw (it must throw). */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('accepted');
}

/** The problems of the ValidationError `f` throws. */
function problems(f: () => unknown): readonly ValidationProblem[] {
  const e = thrown(f);
  expect(isValidationError(e), String(e)).toBe(true);
  return (e as unknown as { problems: readonly ValidationProblem[] }).problems;
}

/** A battle with De Haro's pikemen moving (8): `step`, `face` and `retreat` answer its decision. */
function moving(): AlFiloState {
  return play(activated(battle({ units: { 'haro-pi-1': { hex: '1712', facing: 0 } } }), 'de-haro'), { type: 'move', unit: 'haro-pi-1' }).state;
}

describe('schemas: refusals name the bad field in plain words', () => {
  it('8: a malformed step, turn or retreat of a moving unit is refused naming its field, the state unchanged', () => {
    const s = moving();
    const copy = JSON.stringify(s);
    const cases: [unknown, RegExp][] = [
      [{ type: 'step', to: 1713 }, /action\.to: Invalid input: expected string, received number \(got 1713\)/],
      [{ type: 'step', to: '17a3' }, /action\.to: a hex is printed as four digits, xxyy \(got "17a3"\)/],
      [{ type: 'face', facing: 9 }, /action\.facing: Too big: expected number to be <=5 \(got 9\)/],
      [{ type: 'face', facing: 1.5 }, /action\.facing: Invalid input: expected int, received number \(got 1\.5\)/],
      [{ type: 'retreat', to: '1713', facing: -1 }, /action\.facing: Too small: expected number to be >=0 \(got -1\)/],
      [{ type: 'stop', now: true }, /action: Unrecognized key: "now"/],
    ];
    for (const [bad, message] of cases) {
      const e = thrown(() => alFilo.step(s, bad as never));
      expect(isIllegalActionError(e), String(e)).toBe(true);
      expect(e.message).toMatch(message);
    }
    expect(JSON.stringify(s)).toBe(copy);
  });

  it('scenario: a marker that does not move (the Almohad banner) is refused by name', () => {
    const s = activated(battle({}), 'de-haro');
    expect(thrown(() => alFilo.step(s, { type: 'move-marker', marker: 'almohad-banner' } as never)).message).toMatch(
      /action\.marker: Invalid option: expected one of "de-rada"\|"ruy-diaz" \(got "almohad-banner"\)/,
    );
  });

  it('setup: bad options are refused, each by its path', () => {
    expect(problems(() => alFilo.setup({ seed: 1 } as never))).toEqual([
      { path: 'options.seed', message: 'Invalid input: expected string, received number (got 1)' },
    ]);
    expect(problems(() => alFilo.setup({ seed: 'x', deployment: 'random' } as never))).toEqual([
      { path: 'options.deployment', message: 'Invalid option: expected one of "standard"|"free" (got "random")' },
    ]);
    expect(problems(() => alFilo.setup({ seed: 'x', players: 2 } as never))).toEqual([{ path: 'options', message: 'Unrecognized key: "players"' }]);
  });

  it('position: malformed fields are refused, each by its path, all of them at once', () => {
    const found = problems(() =>
      alFilo.setup({
        seed: 'x',
        position: {
          turn: 0,
          units: { 'haro-pi-1': { hex: '17', facing: 1.5, marks: ['tired'] } },
          leaderStates: { 'alfonso-viii': { form: 'ghost' } },
          fallen: [-1, 0],
        } as never,
      }),
    );
    expect(found).toEqual([
      { path: 'position.turn', message: 'Too small: expected number to be >=1 (got 0)' },
      { path: 'position.units.haro-pi-1.hex', message: 'a hex is its printed number, four digits such as "1718" (got "17")' },
      { path: 'position.units.haro-pi-1.facing', message: 'Invalid input: expected int, received number (got 1.5)' },
      { path: 'position.units.haro-pi-1.marks[0]', message: expect.stringMatching(/^Invalid option: expected one of "out-of-command"\|.*\(got "tired"\)$/) },
      { path: 'position.leaderStates.alfonso-viii.form', message: 'Invalid option: expected one of "front"|"reverse"|"generic" (got "ghost")' },
      { path: 'position.fallen[0]', message: 'Too small: expected number to be >=0 (got -1)' },
    ]);
  });

  it('validate: a state with a bad field or task is refused naming it', () => {
    const s = alFilo.setup({ seed: 'schemas' });
    const copy = (): { -readonly [K in keyof AlFiloState]: unknown } & { facing: number[]; tasks: unknown[] } => JSON.parse(JSON.stringify(s));
    const facing = copy();
    facing.facing[3] = 6;
    expect(problems(() => alFilo.validate(facing))).toEqual([{ path: 'state.facing[3]', message: 'Too big: expected number to be <=5 (got 6)' }]);
    const task = copy();
    task.tasks.push({ t: 'moving', unit: -1, partner: -1, mp: 2, from: 3, changed: false, mode: 'command', carried: [] });
    expect(problems(() => alFilo.validate(task))).toEqual([
      { path: `state.tasks[${task.tasks.length - 1}].unit`, message: 'Too small: expected number to be >=0 (got -1)' },
    ]);
    const unknown = copy();
    unknown.tasks.push({ t: 'nope' });
    expect(problems(() => alFilo.validate(unknown))).toEqual([
      { path: `state.tasks[${unknown.tasks.length - 1}].t`, message: expect.stringMatching(/^Invalid discriminator value\. Expected 'deploy' \| 'turn'/) },
    ]);
  });

  it('data: a record with a bad value is refused naming its field; an optional terrain field is absent, never undefined', () => {
    expect(schemaProblems(unitRecordSchema, { ...UNITS[0]!, hex: '17a8' }, 'unit')).toEqual([
      { path: 'unit.hex', message: 'a hex is printed as four digits, xxyy (got "17a8")' },
    ]);
    expect(schemaProblems(unitRecordSchema, { ...UNITS[0]!, fresh: { ...UNITS[0]!.fresh, quality: 10 } }, 'unit')).toEqual([
      { path: 'unit.fresh.quality', message: 'Too big: expected number to be <=9 (got 10)' },
    ]);
    const row = TERRAIN.find((r) => r.fireFromInside === undefined)!;
    expect(schemaProblems(terrainRowSchema, row, 'row')).toEqual([]);
    expect(schemaProblems(terrainRowSchema, { ...row, fireFromInside: undefined }, 'row')).toEqual([
      { path: 'row.fireFromInside', message: 'Invalid input: expected number, received undefined' },
    ]);
  });
});
