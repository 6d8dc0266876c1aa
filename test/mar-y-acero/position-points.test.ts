/**
 * Mar y Acero positions for any moment of play: the decision points a position names (4.3.1,
 * 4.3.2 II, IV, 4.4.1), the dice and events of what `setup` plays from a position (4.3.1 III),
 * a position whose omitted parts are empty rather than dealt (4.1), and the cross-field checks
 * play guarantees (cards 23, 24).
 */
import { describe, expect, it } from 'vitest';
import { isValidationError, scriptedDice, type ValidationProblem } from 'reglas/core';
import { marYAcero, type MyaPosition } from 'reglas/mar-y-acero';

function problems(position: unknown): ValidationProblem[] {
  try {
    marYAcero.setup({ seed: 'pp', position: position as MyaPosition });
  } catch (error) {
    if (isValidationError(error)) return [...error.problems];
    throw error;
  }
  return [];
}

describe('Mar y Acero decision points', () => {
  it('4.3.2 IV: decision names the impulse, who decides and the rule; the position writes the same frame', () => {
    const s = marYAcero.setup({
      seed: 'pp',
      position: { turn: 3, destiny: 25, at: { point: 'impulse', seat: 'spanish' }, map: { '3': ['colon', 'jinete-1'], '5': ['peon-2'] } },
    });
    expect(marYAcero.decision(s)).toMatchObject({
      point: 'impulse',
      phase: 'Impulse phase (4.3.2 IV)',
      seat: 'spanish',
      bot: false,
      rule: '4.3.2 IV',
      frame: { point: 'impulse', seat: 'spanish' },
    });
    expect(marYAcero.position(s).at).toEqual({ point: 'impulse', seat: 'spanish' });
    expect(s.tasks).toEqual([
      { t: 'phase', phase: 'final' },
      { t: 'phase', phase: 'impulses' },
      { t: 'impulse', seat: 'spanish' },
    ]);
  });

  it('4.3.2 IV: a new round is the Indigenous impulse with the Spanish one still to come', () => {
    const s = marYAcero.setup({
      seed: 'pp',
      position: { turn: 3, destiny: 25, at: { point: 'impulse', seat: 'indigenous' }, map: { '3': ['colon', 'jinete-1'] } },
    });
    expect(s.tasks.map((t) => (t.t === 'impulse' ? `impulse ${t.seat}` : t.t))).toEqual(['phase', 'phase', 'impulse spanish', 'impulse indigenous']);
  });

  it('4.4.1 A: a moment inside an activation is written as frames, with area numbers and piece ids, and read back', () => {
    const at = [
      { point: 'final-phase' },
      { point: 'impulse-phase' },
      {
        point: 'activation',
        seat: 'spanish',
        origin: 3,
        open: [3],
        paid: [],
        credits: [],
        fights: [],
        origins: [],
        moved: true,
        free: false,
        left: { '3': ['jinete-1'] },
      },
    ];
    const s = marYAcero.setup({ seed: 'pp', position: { turn: 3, destiny: 25, at, map: { '3': ['colon'], '4': ['jinete-1'] } } });
    expect(marYAcero.position(s).at).toEqual(at);
    expect(marYAcero.decision(s)).toMatchObject({ point: 'activation', seat: 'spanish', rule: '4.4.1 A' });
    // 4.4.1 A: a piece never leaves the same area twice; Colón may still leave area 3.
    expect(marYAcero.legalActions(s)).toContainEqual({ type: 'move', piece: 'colon', to: 4 });
  });

  it('4.3.1, 4.3.2 II: a decision point the turn does not have is refused, naming options.position.at', () => {
    expect(problems({ at: { point: 'event-choice', seat: 'indigenous' } })).toContainEqual({
      path: 'options.position.at',
      message: expect.stringMatching(/no Event phase \(4\.3\.1\)/) as unknown as string,
    });
    expect(problems({ turn: 3, map: { '3': ['colon'] }, at: [{ point: 'final-phase' }, { point: 'combat', area: 3 }] }).map((p) => p.path)).toContain(
      'options.position.at[1].stage',
    );
    expect(problems({ turn: 3, map: { '3': ['colon'] }, at: { point: 'stack', tasks: [] } }).map((p) => p.path)).toContain('options.position.at.point');
  });

  it('4.3.1 III: setup rolls the landing with the dice given and start reports the roll and why', () => {
    const { state, events } = marYAcero.start({ seed: 'land', position: {} }, { dice: scriptedDice([6]) });
    const landing = events.find((e) => e.type === 'landing');
    expect(landing).toMatchObject({ rule: '4.3.1 III', rolls: [{ die: 'd6', value: 6 }] });
    expect(landing?.text).toMatch(/Landing roll 6: Colón lands in area 8/);
    expect(state.map[7]!.pieces.some((p) => p.kind === 'colon')).toBe(true);
    expect(marYAcero.setup({ seed: 'land', position: {} }, { dice: scriptedDice([6]) })).toEqual(state);
  });

  it('4.1: omitted: empty leaves every omitted area, hand and off-map box empty; the standard deals them', () => {
    const position: MyaPosition = {
      turn: 3,
      destiny: 25,
      omitted: 'empty',
      at: { point: 'impulse', seat: 'spanish' },
      map: { '3': ['colon', 'jinete-1'], '4': ['tama-2'], '5': ['naboria-3'] },
    };
    const s = marYAcero.setup({ seed: 'pp', position });
    expect(s.map.map((a) => a.pieces.length)).toEqual([0, 0, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.hands).toEqual({ spanish: [], indigenous: [] });
    expect(s.offMap).toEqual([]);
    const dealt = marYAcero.setup({ seed: 'pp', position: { ...position, omitted: 'standard' } });
    expect(dealt.map.filter((a) => a.pieces.length > 0)).toHaveLength(15);
    expect(dealt.hands.spanish).toHaveLength(5);
  });

  it('4.1 step 4: a position of turn 2 must place Colón, empty or not', () => {
    expect(problems({ turn: 2 }).map((p) => p.path)).toContain('options.position.colon');
    expect(problems({ turn: 2, omitted: 'empty' }).map((p) => p.path)).toContain('options.position.colon');
    expect(problems({ turn: 2, omitted: 'empty', offMap: ['colon'] })).toEqual([]);
  });

  it('cards 23, 24: a restriction is refused unless its Destiny card is in force (card 22 with noNaval), accepted with it', () => {
    expect(problems({ turn: 3, destiny: 22, restriction: 'noNaval', map: { '3': ['colon'] } })).toEqual([
      {
        path: 'options.position.restriction',
        message: "'noNaval' is the restriction of Destiny card 23 (La nobleza no trabaja), but the Destiny card in force is card 22",
      },
    ]);
    expect(problems({ turn: 3, destiny: 23, restriction: 'broma', map: { '3': ['colon'] } }).map((p) => p.path)).toEqual(['options.position.restriction']);
    expect(marYAcero.setup({ seed: 'pp', position: { turn: 3, destiny: 23, restriction: 'noNaval', map: { '3': ['colon'] } } }).restriction).toBe('noNaval');
    expect(marYAcero.setup({ seed: 'pp', position: { turn: 3, destiny: 24, restriction: 'broma', map: { '3': ['colon'] } } }).restriction).toBe('broma');
  });

  it('4.6: an ended game is at: [] with its result; a result with a decision pending is refused', () => {
    const s = marYAcero.setup({
      seed: 'pp',
      position: { turn: 6, at: [], result: { winner: 'spanish', reason: 'the test', level: 'minor' }, map: { '3': ['colon'] } },
    });
    expect(marYAcero.isTerminal(s)).toBe(true);
    expect(marYAcero.decision(s)).toBeNull();
    expect(marYAcero.position(s)).toMatchObject({ at: [], result: { winner: 'spanish', reason: 'the test', level: 'minor' } });
    expect(
      problems({ turn: 6, result: { winner: 'spanish', reason: 'x', level: 'minor' }, at: { point: 'impulse', seat: 'spanish' }, map: { '3': ['colon'] } }).map(
        (p) => p.path,
      ),
    ).toContain('options.position.at');
  });
});
