import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidationError, type ValidationProblem } from 'reglas/core';
import { marYAcero, type MyaPosition, type MyaState } from 'reglas/mar-y-acero';

const MODES = [
  {},
  { mode: 'solitaire', level: 0 },
  { mode: 'solitaire', level: 1 },
  { mode: 'solitaire', level: 2 },
  { optionalRules: { testament: true } },
] as const;

/** The state after `steps` random actions of the game of `seed` in mode `m` (or its end). */
function played(seed: string, m: number, steps: number, pick: number): MyaState {
  let s = marYAcero.setup({ seed, ...MODES[m % MODES.length] } as never);
  for (let n = 0; n < steps && !marYAcero.isTerminal(s); n++) {
    const legal = marYAcero.legalActions(s);
    s = marYAcero.apply(s, legal[(pick + n * 13) % legal.length]!);
  }
  return s;
}

function problemsOf(position: unknown): readonly ValidationProblem[] {
  try {
    marYAcero.setup({ seed: 'p', position } as never);
  } catch (e) {
    if (isValidationError(e)) return e.problems;
    throw e;
  }
  return [];
}

describe('Mar y Acero positions (contract: position, setup({ seed, position }))', () => {
  it('4.1: the empty position is the standard set-up of each mode', () => {
    for (const m of MODES) {
      expect(marYAcero.setup({ seed: 'std', position: {}, ...m } as never)).toEqual(marYAcero.setup({ seed: 'std', ...m } as never));
      expect(marYAcero.setup({ seed: 'std', position: { ...(m as object) } } as never)).toEqual(marYAcero.setup({ seed: 'std', ...m } as never));
    }
  });

  it('round trip: position(setup({ seed, position: position(s) })) is position(s), with the same legal actions, for states of random play in every mode', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(4), fc.nat(700), fc.nat(1000), (seed, m, steps, pick) => {
        const s = played(`rt-${seed}`, m, steps, pick);
        const p = marYAcero.position(s);
        const t = marYAcero.setup({ seed: 'another seed', position: p });
        expect(marYAcero.position(t)).toEqual(p);
        expect(marYAcero.legalActions(t)).toEqual(marYAcero.legalActions(s));
        expect(marYAcero.activePlayer(t)).toEqual(marYAcero.activePlayer(s));
        expect(() => marYAcero.validate(t)).not.toThrow();
        // The position is plain JSON: it survives the wire.
        expect(JSON.parse(JSON.stringify(p))).toEqual(p);
      }),
      { numRuns: 150 },
    );
  });

  it('the compact decision points: impulse and event-choice come out alone where the state rests on them, any other moment as frames, the end as [] (4.3.2 II, IV; 4.6)', () => {
    const steps = new Set<string>();
    for (let i = 0; i < 20; i++) {
      let s = marYAcero.setup({ seed: `at-${i}`, ...MODES[i % MODES.length] } as never);
      for (let n = 0; ; n++) {
        const at = marYAcero.position(s).at!;
        steps.add(Array.isArray(at) ? (at.length === 0 ? 'over' : 'frames') : (at as { point: string }).point);
        if (marYAcero.isTerminal(s)) break;
        const legal = marYAcero.legalActions(s);
        s = marYAcero.apply(s, legal[(i + n * 13) % legal.length]!);
      }
    }
    expect([...steps].sort()).toEqual(['event-choice', 'frames', 'impulse', 'over']);
  });

  it('a hand-written position: turn 3, an impulse round, pieces by kind; ids follow the numbers written (4.3.2 IV)', () => {
    const position: MyaPosition = {
      turn: 3,
      destiny: 25,
      map: { '3': ['colon', 'jinete-40*', 'arcabucero'], '4': ['tama'], '5': [] },
    };
    const s = marYAcero.setup({ seed: 'hand', position });
    expect(s.turn).toBe(3);
    expect(s.destiny).toBe(25);
    // Unnumbered pieces, the set-up's in areas 1-2 included, are numbered after 40 in area order.
    expect(s.map[0]!.pieces.map((p) => p.id)).toEqual([`${s.map[0]!.pieces[0]!.kind}-41`]);
    expect(s.map[2]!.pieces.map((p) => [p.id, p.reduced])).toEqual([
      ['colon', false],
      ['jinete-40', true],
      ['arcabucero-43', false],
    ]);
    expect(s.map[3]!.pieces.map((p) => p.id)).toEqual(['tama-44']);
    expect(s.map[4]!.pieces).toEqual([]);
    // Destiny card 25's impulses, less the round under way; the Indigenous act first.
    expect(marYAcero.activePlayer(s)).toBe('indigenous');
    expect(s.tasks.map((t) => t.t)).toEqual(['phase', 'phase', 'impulse', 'impulse']);
    // Two Destiny cards have been turned (turns 2 and 3).
    expect(s.destinyDeck).toHaveLength(18);
    expect(s.bags.jinete).toBe(6);
    // A rules lawyer's action names the ids.
    const moved = marYAcero.apply({ ...s, tasks: [...s.tasks.slice(0, 2), { t: 'impulse', seat: 'spanish' }] }, { type: 'activate', area: 3 });
    expect(marYAcero.legalActions(moved)).toContainEqual({ type: 'move', piece: 'jinete-40', to: 4 });
  });

  const bad: { name: string; position: unknown; path: string; says: RegExp }[] = [
    {
      name: '4.2: a token that names no kind',
      position: { map: { '3': ['jinete', 'knight'] } },
      path: 'options.position.map.3[1]',
      says: /'knight' is not a piece kind/,
    },
    {
      name: '4.2: stacking beyond the limit',
      position: { turn: 3, map: { '3': ['colon', 'jinete', 'jinete', 'arcabucero', 'espatario'] } },
      path: 'options.position.map.3',
      says: /stacking limit/,
    },
    {
      name: '4.2: more pieces of a kind than the counter mix',
      position: { turn: 3, map: { '3': ['colon', 'capitan', 'capitan', 'capitan'], '4': ['capitan', 'capitan', 'capitan'] } },
      path: 'options.position.map.4[2]',
      says: /counter mix has 5/,
    },
    {
      name: '4.3.2 II: a card in two places',
      position: { turn: 3, map: { '3': ['colon'] }, hands: { spanish: [9, 10] }, played: { spanish: 9 } },
      path: 'options.position.played.spanish',
      says: /also at options\.position\.hands\.spanish\[0\]/,
    },
    { name: '4.3: a turn out of range', position: { turn: 7 }, path: 'options.position.turn', says: /1-6/ },
    {
      name: '4.2: a unit number used twice',
      position: { turn: 3, map: { '3': ['colon', 'jinete-4', 'tama-4'] } },
      path: 'options.position.map.3[2]',
      says: /unique/,
    },
    {
      name: '4.3.1: turn 1 has no Impulse phase',
      position: { at: { point: 'impulse', seat: 'indigenous' } },
      path: 'options.position.at',
      says: /no Impulse phase/,
    },
    { name: '4.2: an area that does not exist', position: { map: { '16': [] } }, path: 'options.position.map.16', says: /not an area/ },
    {
      name: '4.2: a card in the wrong place',
      position: { turn: 3, map: { '3': ['colon'] }, hands: { spanish: [3] } },
      path: 'options.position.hands.spanish[0]',
      says: /holds cards 9-16/,
    },
    { name: '4.1 step 4: Colón nowhere', position: { turn: 3 }, path: 'options.position.colon', says: /eliminated/ },
    {
      name: '4.2: bags that do not make the counter mix',
      position: { turn: 3, map: { '3': ['colon'] }, bags: { jinete: 3 } },
      path: 'options.position.bags.jinete',
      says: /leaves 7/,
    },
    {
      name: 'rule 5: a solitaire part in the two-player game',
      position: { solitaire: { target: 3 } },
      path: 'options.position.solitaire',
      says: /no solitaire part/,
    },
    {
      name: '4.3.2 II: the choice of an Event card by a side that has chosen it',
      position: {
        turn: 2,
        map: { '3': ['colon'] },
        played: { spanish: 9 },
        hands: { spanish: [10, 11, 12, 13] },
        at: { point: 'event-choice', seat: 'spanish' },
      },
      path: 'options.position.at',
      says: /chosen already/,
    },
    { name: 'only Guacanagarí changes sides', position: { map: { '3': ['tama@spanish'] } }, path: 'options.position.map.3[0]', says: /only Guacanagarí/ },
  ];
  for (const c of bad) {
    it(`refuses ${c.name}, naming ${c.path}`, () => {
      const problems = problemsOf(c.position);
      const hit = problems.find((p) => p.path === c.path && c.says.test(p.message));
      expect(hit, JSON.stringify(problems)).toBeDefined();
    });
  }

  it('an over-stacked area marked as such is accepted, and position() marks it (4.2, 4.3.2 IV "Áreas Sobre apiladas")', () => {
    const s = marYAcero.setup({
      seed: 'o',
      position: { turn: 3, map: { '3': { pieces: ['colon', 'jinete', 'jinete', 'arcabucero', 'espatario'], overstacked: true } } },
    });
    expect(marYAcero.position(s).map!['3']).toEqual({ pieces: ['colon', 'jinete-3', 'jinete-4', 'arcabucero-5', 'espatario-6'], overstacked: true });
  });
});
