import { describe, expect, it } from 'vitest';
import { createRng, isValidationError, seededDice, type ValidationProblem } from '../../src/core/index.js';
import { AIRFIELD_HEX, COLUMN_OF, HEX_IDS, MAR_CHICA_HEXES, ROW_OF, hexIndex } from '../../src/games/la-legion/board.js';
import { boardFacts } from '../../src/games/la-legion/edits.js';
import { laLegion } from '../../src/games/la-legion/index.js';
import { invariants } from '../../src/games/la-legion/invariants.js';
import { AIRCRAFT, FLEETS, counterIndex } from '../../src/games/la-legion/pieces.js';
import { stateFromPosition } from '../../src/games/la-legion/position.js';
import { AT_MELILLA, GROUNDED, LANDED, type LegionState, type LegionTask } from '../../src/games/la-legion/state.js';

const c = counterIndex;
const h = hexIndex;

/** A copy of `s` changed by `edit` (which may mutate the copy freely). */
/** Writes the occupant of hex `hex` (kept column by column) in a copy being corrupted. */
function setOccupant(x: LegionState, hex: number, value: number): void {
  x.occupant[COLUMN_OF[hex]!]![ROW_OF[hex]!] = value;
}

/** The path of hex `hex`'s cell in `state.occupant`. */
function occupantPath(hex: number): string {
  return `state.occupant[${COLUMN_OF[hex]}][${ROW_OF[hex]}]`;
}

/** A copy with its zones of control made right again after a counter was moved by hand. */
function rezoned(x: LegionState): void {
  x.zoc = boardFacts(x.at).zoc;
}

function corrupt(s: LegionState, edit: (x: LegionState) => void): LegionState {
  const x = JSON.parse(JSON.stringify(s)) as LegionState;
  edit(x);
  return x;
}

/** The problem at `path`, which must be there, matching `message`. */
function expectProblem(s: LegionState, path: string, message: RegExp): void {
  const found = invariants(s);
  const at = found.filter((p) => p.path === path);
  expect(at, `no problem at ${path}; found ${JSON.stringify(found)}`).not.toHaveLength(0);
  expect(at.map((p) => p.message).join(' | ')).toMatch(message);
  expect(validateProblems(s).some((p) => p.path === path)).toBe(true);
}

function validateProblems(s: LegionState): ValidationProblem[] {
  try {
    laLegion.validate(s);
  } catch (error) {
    if (!isValidationError(error)) throw error;
    return [...error.problems];
  }
  return [];
}

/** A state of turn 6 with both sides on the map, an aircraft sub-turn pending, built from a position. */
const base = stateFromPosition(
  {
    turn: 6,
    weather: 'normal',
    counters: {
      'bandera-1-1': '3707',
      'bandera-1-2': '3606',
      'ceriñola-5': '3708',
      'blindados-1': '3518',
      'beni-urriaguel-1': '2020',
      'beni-urriaguel-2': '2021',
      'aviacion-1': '3708',
      'aviacion-2': '3708',
      'aviacion-3': '3909',
      'aviacion-4': '3909',
      'flotas-1': '0101',
      'flotas-2': '0101',
    },
    at: [{ point: 'turn-end' }, { point: 'side-start', side: 'spanish' }],
  },
  'inv',
);

const withTasks = (tasks: LegionTask[]): LegionState =>
  corrupt(base, (x) => {
    x.tasks = [{ t: 'end-turn' }, ...tasks];
  });
/** The Spanish steps of turn 6 below its aircraft, and below a counter moving (10): stacks play builds (stack-shape.ts). */
const UNDER_AIR: LegionTask[] = [
  { t: 'combat', side: 'spanish' },
  { t: 'movement', side: 'spanish' },
  { t: 'bombard', side: 'spanish' },
];
const UNDER_MOVING: LegionTask[] = [
  { t: 'combat', side: 'spanish' },
  { t: 'movement', side: 'spanish' },
];

describe('La Legión invariants: states of play pass', () => {
  it('every state of random games (standard and free set-up) has no problem', () => {
    for (const [seed, deployment] of [
      ['inv-a', 'standard'],
      ['inv-b', 'free'],
    ] as const) {
      const dice = seededDice(createRng(seed));
      let s = laLegion.setup({ seed, deployment });
      for (let i = 0; !laLegion.isTerminal(s) && i < 3000; i++) {
        expect(invariants(s)).toEqual([]);
        const legal = laLegion.legalActions(s);
        s = laLegion.apply(s, legal[dice.below(legal.length)]!);
      }
      expect(invariants(s)).toEqual([]);
    }
  });

  it('the hand-built base state has none', () => {
    expect(invariants(base)).toEqual([]);
    expect(laLegion.validate(base)).toBe(base);
  });
});

describe('La Legión invariants: corruptions are named by path', () => {
  it('reading 1: two land counters on one hex', () => {
    const s = corrupt(base, (x) => {
      x.at[c('bandera-1-2')] = h('3707');
    });
    expectProblem(s, `state.at[${c('bandera-1-2')}]`, /state\.occupant\[\d+\]\[\d+\] names bandera-1-1: one land counter a hex/);
  });

  it('occupant disagreeing with at, both ways', () => {
    expectProblem(
      corrupt(base, (x) => {
        setOccupant(x, h('3707'), -1);
      }),
      `state.at[${c('bandera-1-1')}]`,
      /names no counter there/,
    );
    expectProblem(
      corrupt(base, (x) => {
        setOccupant(x, h('3807'), c('bandera-1-1'));
      }),
      occupantPath(h('3807')),
      /bandera-1-1 is on 3707/,
    );
    expectProblem(
      corrupt(base, (x) => {
        setOccupant(x, h('3807'), c('bandera-2-1'));
      }),
      occupantPath(h('3807')),
      /bandera-2-1 is in the box/,
    );
  });

  it('2.3, 7, 8.2: aircraft and fleets never hold a hex', () => {
    const a = c('aviacion-1');
    expectProblem(
      corrupt(base, (x) => {
        setOccupant(x, AIRFIELD_HEX, a);
      }),
      occupantPath(AIRFIELD_HEX),
      /aircraft and fleets hold no hex/,
    );
  });

  it('7, 6.1: a land counter at sea or on the Mar Chica, unless it landed this turn on a sea landing hex', () => {
    const sea = h('0101');
    const atSea = corrupt(base, (x) => {
      setOccupant(x, h('3707'), -1);
      x.at[c('bandera-1-1')] = sea;
      setOccupant(x, sea, c('bandera-1-1'));
      rezoned(x);
    });
    expectProblem(atSea, `state.at[${c('bandera-1-1')}]`, /0101, the sea: land counters stand on land/);
    const lake = MAR_CHICA_HEXES[3]!;
    const onLake = corrupt(base, (x) => {
      setOccupant(x, h('3707'), -1);
      x.at[c('bandera-1-1')] = lake;
      setOccupant(x, lake, c('bandera-1-1'));
      rezoned(x);
    });
    expectProblem(onLake, `state.at[${c('bandera-1-1')}]`, /the Mar Chica/);
    const landing = h('0710');
    const lander = corrupt(base, (x) => {
      setOccupant(x, h('3707'), -1);
      x.at[c('bandera-1-1')] = landing;
      setOccupant(x, landing, c('bandera-1-1'));
      rezoned(x);
    });
    expectProblem(lander, `state.at[${c('bandera-1-1')}]`, /only one that landed this turn/);
    expect(
      invariants(
        corrupt(lander, (x) => {
          x.flags[c('bandera-1-1')] = LANDED;
        }),
      ),
    ).toEqual([]);
  });

  it('2.3: fleets only on the open sea; only bombers grounded; only Spanish land counters at Melilla', () => {
    expectProblem(
      corrupt(base, (x) => {
        x.at[FLEETS[0]!] = h('3807');
      }),
      `state.at[${FLEETS[0]}]`,
      /a fleet is placed on a sea hex/,
    );
    expectProblem(
      corrupt(base, (x) => {
        x.at[FLEETS[1]!] = MAR_CHICA_HEXES[0]!;
      }),
      `state.at[${FLEETS[1]}]`,
      /never on land or the Mar Chica/,
    );
    expectProblem(
      corrupt(base, (x) => {
        x.at[AIRCRAFT[3]!] = GROUNDED;
      }),
      `state.at[${AIRCRAFT[3]}]`,
      /only a bomber is grounded/,
    );
    expect(
      invariants(
        corrupt(base, (x) => {
          x.at[AIRCRAFT[0]!] = GROUNDED;
        }),
      ),
    ).toEqual([]);
    expectProblem(
      corrupt(base, (x) => {
        x.at[c('beni-osmar-1')] = AT_MELILLA;
      }),
      `state.at[${c('beni-osmar-1')}]`,
      /only a Spanish land reinforcement/,
    );
    expectProblem(
      corrupt(base, (x) => {
        x.at[AIRCRAFT[0]!] = AT_MELILLA;
      }),
      `state.at[${AIRCRAFT[0]}]`,
      /cannot wait at Melilla/,
    );
  });

  it('6: a counter of a later turn is still in the box', () => {
    const early = corrupt(base, (x) => {
      x.turn = 2;
    });
    for (const id of ['aviacion-1', 'flotas-1']) expectProblem(early, `state.at[${c(id)}]`, /arrives on turn 5 \(6\): on turn 2 it is still in the box/);
  });

  it('2.3, 8.2: aircraft on their bases between air steps, and never two over one Moroccan counter', () => {
    const a = AIRCRAFT[2]!;
    expectProblem(
      corrupt(base, (x) => {
        x.at[a] = h('2020');
      }),
      `state.at[${a}]`,
      /rests on the Mar Chica, shown on 3909/,
    );
    const flying = withTasks([...UNDER_AIR, { t: 'air', sub: 2, spent: [8, 8, 0, 0], struck: [true, false, false, false] }]);
    const over = corrupt(flying, (x) => {
      x.at[AIRCRAFT[0]!] = h('2020');
      x.at[AIRCRAFT[1]!] = h('2020');
    });
    expectProblem(over, `state.at[${AIRCRAFT[1]}]`, /aviacion-2 and aviacion-1 are both over beni-urriaguel-1 on 2020: one aircraft over a Moroccan counter/);
    expect(
      invariants(
        corrupt(over, (x) => {
          x.at[AIRCRAFT[1]!] = h('2120');
        }),
      ),
    ).toEqual([]);
  });

  it('5: the stack is empty exactly when the game has ended; the turn is 1-13', () => {
    expectProblem(
      corrupt(base, (x) => {
        x.tasks = [];
      }),
      'state.tasks',
      /a task must be pending/,
    );
    expectProblem(
      corrupt(base, (x) => {
        x.result = { winner: 'moroccan', reason: 'test' };
      }),
      'state.tasks',
      /the game has ended/,
    );
    expect(invariants(corrupt(base, (x) => void Object.assign(x, { tasks: [], result: { winner: 'moroccan', reason: 'test' } })))).toEqual([]);
    expect(
      invariants(
        corrupt(base, (x) => {
          x.turn = 14;
        }),
      ).some((p) => p.path === 'state.turn'),
    ).toBe(true);
  });

  it('2.3, 8.2: one entry per aircraft and per fleet, no aircraft past its movement', () => {
    expectProblem(
      withTasks([{ t: 'air', sub: 1, spent: [0, 0, 0], struck: [false, false, false, false] }]),
      'state.tasks[1].spent',
      /one entry per aircraft \(4: aviacion-1/,
    );
    expectProblem(withTasks([{ t: 'air', sub: 1, spent: [0, 0, 0, 0], struck: [] }]), 'state.tasks[1].struck', /one entry per aircraft/);
    expectProblem(
      withTasks([{ t: 'air', sub: 1, spent: [9, 0, 0, 0], struck: [false, false, false, false] }]),
      'state.tasks[1].spent[0]',
      /more than its movement factor 8/,
    );
    expectProblem(withTasks([{ t: 'fleets', done: [true] }]), 'state.tasks[1].done', /one entry per fleet \(2: flotas-1, flotas-2\)/);
  });

  it('7, 8.3: the moving counter and the car that pushes', () => {
    expectProblem(withTasks([{ t: 'moving', counter: c('flotas-1'), pushed: false }]), 'state.tasks[1].counter', /only land counters move/);
    expectProblem(
      withTasks([{ t: 'moving', counter: c('bandera-2-1'), pushed: false }]),
      'state.tasks[1].counter',
      /in the box: only a counter on the map or at Melilla moves/,
    );
    expectProblem(withTasks([{ t: 'car-pushes', car: c('bandera-1-1'), after: false, left: [] }]), 'state.tasks[1].car', /not an armoured car/);
    expectProblem(
      withTasks([{ t: 'car-pushes', car: c('blindados-1'), after: true, left: [c('bandera-1-2')] }]),
      'state.tasks[1].left[0]',
      /not a Moroccan land counter/,
    );
    expect(invariants(withTasks([...UNDER_MOVING, { t: 'car-pushes', car: c('blindados-1'), after: true, left: [c('beni-urriaguel-1')] }]))).toEqual([]);
  });

  it('8, 8.1, reading 2: the combat being declared', () => {
    const declare = (attackers: string[], defenders: string[], support: string[] = []): LegionState =>
      withTasks([
        { t: 'combat', side: 'spanish' },
        { t: 'declare', attackers: attackers.map(c), defenders: defenders.map(c), support: support.map(c) },
      ]);
    expect(invariants(declare(['bandera-1-1'], ['beni-urriaguel-1'], ['ceriñola-5']))).toEqual([]);
    expectProblem(declare(['bandera-1-1'], []), 'state.tasks[2].defenders', /one or two defenders/);
    expectProblem(declare(['bandera-1-1', 'bandera-1-1'], ['beni-urriaguel-1']), 'state.tasks[2].attackers[1]', /named twice/);
    expectProblem(declare(['bandera-1-2'], ['bandera-1-1']), 'state.tasks[2].attackers[0]', /is not Moroccan/);
    expectProblem(declare(['bandera-1-1'], ['beni-urriaguel-1', 'bandera-1-2']), 'state.tasks[2].defenders[1]', /not on the side of beni-urriaguel-1/);
    expectProblem(declare(['bandera-1-1'], ['beni-urriaguel-1'], ['bandera-1-2']), 'state.tasks[2].support[0]', /not a battery/);
    expectProblem(declare(['bandera-2-1'], ['beni-urriaguel-1']), 'state.tasks[2].attackers[0]', /in the box, not on the map/);
    expectProblem(declare(['aviacion-1'], ['beni-urriaguel-1']), 'state.tasks[2].attackers[0]', /not a land counter/);
  });

  it('8.1: a battery falls on land', () => {
    expectProblem(withTasks([{ t: 'capture', hex: h('0101') }]), 'state.tasks[1].hex', /0101 is the sea/);
  });

  it('validate names the invariants with the schema', () => {
    const broken = corrupt(base, (x) => {
      x.at[c('bandera-1-2')] = h('3707');
    });
    expect(() => laLegion.validate(broken)).toThrow(/state\.at\[\d+\]: bandera-1-2 stands on 3707/);
    expect(HEX_IDS[h('3707')]).toBe('3707');
  });
});
