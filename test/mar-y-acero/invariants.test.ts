import { describe, expect, it } from 'vitest';
import { isValidationError, type ValidationError } from 'reglas/core';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';

const MODES = [{}, { mode: 'solitaire', level: 0 }, { mode: 'solitaire', level: 2 }, { optionalRules: { testament: true } }] as const;

/** States of random play across the modes: every `every`-th state of each game, and its end. */
function sample(games: number, every: number): MyaState[] {
  const out: MyaState[] = [];
  for (let i = 0; i < games; i++) {
    let s = marYAcero.setup({ seed: `inv-${i}`, ...MODES[i % MODES.length] } as never);
    let n = 0;
    for (;;) {
      if (n % every === 0 || marYAcero.isTerminal(s)) out.push(s);
      if (marYAcero.isTerminal(s)) break;
      const legal = marYAcero.legalActions(s);
      s = marYAcero.apply(s, legal[(i * 7 + n++ * 13) % legal.length]!);
    }
  }
  return out;
}

function problemsOf(state: unknown): ValidationError['problems'] {
  try {
    marYAcero.validate(state);
  } catch (e) {
    if (isValidationError(e)) return e.problems;
    throw e;
  }
  return [];
}

/** A copy of a state one can break by hand. */
// biome-ignore lint/suspicious/noExplicitAny: each field may be broken into any value at all.
const clone = (s: MyaState): { -readonly [K in keyof MyaState]: any } => JSON.parse(JSON.stringify(s));

describe('Mar y Acero validate (contract: validate; 4.2, 4.3, 4.6, rule 5)', () => {
  it('accepts every state of random play in every mode (a few hundred)', () => {
    const states = sample(40, 12);
    expect(states.length).toBeGreaterThan(300);
    for (const s of states) expect(problemsOf(JSON.parse(JSON.stringify(s)))).toEqual([]);
  });

  const base = marYAcero.setup({ seed: 'broken' });
  const mid = (() => {
    let s = base;
    for (let n = 0; n < 60 && !marYAcero.isTerminal(s); n++)
      s = marYAcero.apply(s, marYAcero.legalActions(s)[n % 3 === 0 ? 0 : marYAcero.legalActions(s).length - 1]!);
    return s;
  })();
  const solo = marYAcero.setup({ seed: 'broken', mode: 'solitaire', level: 1 });

  const cases: { name: string; state: () => unknown; path: string; says: RegExp }[] = [
    {
      name: '4.1: a card in both hands',
      path: 'state.hands.indigenous[5]',
      says: /also at state\.hands\.spanish/,
      state: () => {
        const s = clone(base);
        s.hands.indigenous.push(s.hands.spanish[0]);
        return s;
      },
    },
    {
      name: '4.3.2 I: a Destiny card in a hand',
      path: 'state.hands.spanish[5]',
      says: /holds cards 9-16/,
      state: () => {
        const s = clone(base);
        s.hands.spanish.push(s.destinyDeck.pop());
        return s;
      },
    },
    {
      name: '4.2: a duplicated piece id',
      path: 'state.map[1].pieces[1].id',
      says: /unique/,
      state: () => {
        const s = clone(base);
        s.map[1].pieces.push(s.map[0].pieces[0]);
        return s;
      },
    },
    {
      name: '4.2: a kind over its counter count',
      path: 'state.map[4].pieces[6]',
      says: /counter mix has 5/,
      state: () => {
        const s = clone(base);
        for (let i = 0; i < 6; i++) s.map[4].pieces.push({ id: `capitan-${90 + i}`, kind: 'capitan', side: 'indigenous', reduced: false });
        s.nextId = 200;
        s.bags.capitan = 0;
        return s;
      },
    },
    {
      name: '4.2: the bags do not make the counter mix',
      path: 'state.bags.jinete',
      says: /counter mix has 7/,
      state: () => {
        const s = clone(base);
        s.bags.jinete -= 1;
        return s;
      },
    },
    { name: '4.2: VP 25', path: 'state.vp', says: /20/, state: () => ({ ...clone(base), vp: 25 }) },
    { name: '4.4.1 B: the VP marker against control', path: 'state.vp', says: /worth 0/, state: () => ({ ...clone(base), vp: 7 }) },
    { name: '4.3: an empty task stack in a game not over', path: 'state.tasks', says: /rests on a decision/, state: () => ({ ...clone(base), tasks: [] }) },
    {
      name: '4.3: a game resting on a phase',
      path: `state.tasks[${mid.tasks.length}]`,
      says: /not on a 'settle' task/,
      state: () => {
        const s = clone(mid);
        s.tasks.push({ t: 'settle' });
        return s;
      },
    },
    {
      name: '4.6: an ended game with a task pending',
      path: 'state.tasks',
      says: /an ended game has none/,
      state: () => ({ ...clone(base), result: { winner: 'spanish', reason: 'x', level: 'minor', vp: base.vp } }),
    },
    { name: 'contract: a view', path: 'state.viewer', says: /determinize/, state: () => marYAcero.view(base, 'spanish') },
    { name: "contract: game 'taifa'", path: 'state', says: /taifa/, state: () => ({ ...clone(base), game: 'taifa' }) },
    { name: 'contract: format 0', path: 'state', says: /format version 0/, state: () => ({ ...clone(base), format: 0 }) },
    { name: 'contract: a wrong field type', path: 'state.turn', says: /number/, state: () => ({ ...clone(base), turn: '3' }) },
    { name: "4.1 step 4: Colón's box against his counter", path: 'state.colon', says: /reads 'prison'/, state: () => ({ ...clone(base), colon: 'prison' }) },
    {
      name: 'rule 5: a solitaire part in the two-player game',
      path: 'state.solitaire',
      says: /no solitaire part/,
      state: () => ({ ...clone(base), solitaire: solo.solitaire }),
    },
    { name: 'rule 5: no solitaire part in solitaire', path: 'state.solitaire', says: /Nitayno's part/, state: () => ({ ...clone(solo), solitaire: null }) },
    {
      name: '5.2 (11): a Nitayno Event card also in a hand',
      path: 'state.solitaire.eventDeck[0]',
      says: /also at state\.hands\.indigenous/,
      state: () => {
        const s = clone(solo);
        s.hands.indigenous = [s.solitaire.eventDeck[0]];
        return s;
      },
    },
    {
      name: '4.2: an eliminated leader on the map',
      path: 'state.map[0].pieces[1]',
      says: /out of the game/,
      state: () => {
        const s = clone(base);
        s.map[0].pieces.push({ id: 'caonabo', kind: 'caonabo', side: 'indigenous', reduced: false });
        s.leadersOut = ['caonabo'];
        return s;
      },
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}, naming ${c.path}`, () => {
      const problems = problemsOf(c.state());
      const hit = problems.find((p) => p.path === c.path && c.says.test(p.message));
      expect(hit, JSON.stringify(problems)).toBeDefined();
    });
  }
});
