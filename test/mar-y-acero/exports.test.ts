// reglas/mar-y-acero's public surface: the game, its types and the rule helpers that read a state,
// at most 40 names (the developers' guide); the parts of a state and of a position are read through
// the exported types, and a decision is put on a hand-made position by its `at`, not by a task builder.
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as mya from 'reglas/mar-y-acero';
import type { MyaPosition, MyaState } from 'reglas/mar-y-acero';
import type { PieceAt } from '../../src/games/mar-y-acero/board.js';
import type { PrrPoints } from '../../src/games/mar-y-acero/deploy.js';
import type { MyaAreaPosition, MyaSolitairePosition } from '../../src/games/mar-y-acero/position-schema.js';
import type { AreaState, Piece, Task } from '../../src/games/mar-y-acero/state.js';
import { entryExports } from '../entry-exports.js';

describe('reglas/mar-y-acero exports', () => {
  it('at most 40 names by the TypeScript checker, the values among them exactly those the module holds, all defined', () => {
    const { names, values } = entryExports(['src/games/mar-y-acero/index.ts'])['src/games/mar-y-acero/index.ts']!;
    expect(names.length).toBeLessThanOrEqual(40);
    expect(Object.keys(mya).sort()).toEqual(values);
    for (const [name, value] of Object.entries(mya)) expect(value, name).toBeDefined();
  });

  it('no function that writes a state or builds a task: cards and decisions go through the game', () => {
    for (const dropped of ['runEffect', 'newCombat', 'newActivation', 'combatFor', 'colonArea', 'findPiece', 'hasSide'])
      expect(dropped in mya, dropped).toBe(false);
    // 4.4.1 A: an activation on a hand-made position, written as its `at` frames.
    const activation = {
      point: 'activation',
      seat: 'spanish',
      origin: 3,
      open: [3],
      paid: [],
      credits: [],
      fights: [],
      origins: [],
      moved: false,
      free: false,
      left: {},
    };
    const act = mya.marYAcero.setup({
      seed: 'exports',
      position: {
        turn: 3,
        destiny: 25,
        omitted: 'empty',
        at: [{ point: 'final-phase' }, { point: 'impulse-phase' }, activation],
        map: { '3': ['colon', 'jinete-1'], '4': ['tama-2'] },
      },
    });
    expect(mya.marYAcero.decision(act)).toMatchObject({ point: 'activation', seat: 'spanish', rule: '4.4.1 A' });
    const task: MyaState['tasks'][number] = act.tasks.at(-1)!;
    const piece: MyaState['map'][number]['pieces'][number] = act.map[2]!.pieces.find((p) => p.id === 'jinete-1')!;
    expect(task.t === 'activation' && mya.canMove(act, task, piece, 3, 4)).toBe(true);
  });

  it("the state's parts and a position's, named through the exported types", () => {
    expectTypeOf<MyaState['tasks'][number]>().toEqualTypeOf<Task>();
    expectTypeOf<MyaState['map'][number]>().toEqualTypeOf<AreaState>();
    expectTypeOf<MyaState['map'][number]['pieces'][number]>().toEqualTypeOf<Piece>();
    expectTypeOf<Exclude<NonNullable<MyaPosition['map']>[string], readonly string[]>>().toEqualTypeOf<MyaAreaPosition>();
    expectTypeOf<NonNullable<MyaPosition['solitaire']>>().toEqualTypeOf<MyaSolitairePosition>();
    expectTypeOf<ReturnType<typeof mya.prrPoints>>().toEqualTypeOf<PrrPoints>();
    expectTypeOf<{ area: number; piece: MyaState['map'][number]['pieces'][number] }>().toMatchTypeOf<PieceAt>();
    // 4.3.2 III: the points as the helper gives them (a VRR difference of 3: 3 to the lower side, 1 to the other).
    const points: ReturnType<typeof mya.prrFromVrr> = mya.prrFromVrr(1, 4);
    expect(points).toEqual({ spanish: 3, indigenous: 1 });
  });
});
