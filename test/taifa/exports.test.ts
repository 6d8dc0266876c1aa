// reglas/taifa's public surface: the game, its types, its data tables and the rule helpers, at most
// 40 names (the developers' guide); the parts of a state, a position and a card design are read
// through the exported types, as the entry's documentation says.
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as taifaEntry from 'reglas/taifa';
import type { CardDef, KingdomRecord, TaifaPosition, TaifaState } from 'reglas/taifa';
import { CHRISTIAN_DECK, MUSLIM_DECK, type EventEffect } from '../../src/games/taifa/data/cards.js';
import type { Religion } from '../../src/games/taifa/data/kingdoms.js';
import type { TaifaPositionKingdom, TaifaPositionPermanent } from '../../src/games/taifa/position-schema.js';
import type { EventDef } from '../../src/games/taifa/tables.js';
import type { AttackTask, KingdomState, PermanentCard, TaifaTask } from '../../src/games/taifa/types.js';
import { entryExports } from '../entry-exports.js';

describe('reglas/taifa exports', () => {
  it('at most 40 names by the TypeScript checker, the values among them exactly those the module holds, all defined', () => {
    const { names, values } = entryExports(['src/games/taifa/index.ts'])['src/games/taifa/index.ts']!;
    expect(names.length).toBeLessThanOrEqual(40);
    expect(Object.keys(taifaEntry).sort()).toEqual(values);
    for (const [name, value] of Object.entries(taifaEntry)) expect(value, name).toBeDefined();
  });

  it("no record schema nor deck of designs: the data tables alone, each card's design and deck in CARDS (2.1)", () => {
    for (const dropped of [
      'areaRecordSchema',
      'connectionRecordSchema',
      'cardDefSchema',
      'kingdomRecordSchema',
      'elCidSeatSchema',
      'CHRISTIAN_DECK',
      'MUSLIM_DECK',
    ])
      expect(dropped in taifaEntry, dropped).toBe(false);
    // The two decks are the designs of CARDS by deck, each design `count` times (2.1: 40 cards each).
    for (const [deck, designs] of [
      ['christian', CHRISTIAN_DECK],
      ['muslim', MUSLIM_DECK],
    ] as const) {
      const copies = taifaEntry.CARDS.filter((c) => c.deck === deck).map((c) => c.def);
      expect(copies).toHaveLength(40);
      expect([...new Set(copies)]).toEqual(designs);
      for (const d of designs) expect(copies.filter((c) => c === d)).toHaveLength(d.count);
    }
  });

  it("the state's parts, a position's and a card design's, named through the exported types", () => {
    expectTypeOf<TaifaState['tasks'][number]>().toEqualTypeOf<TaifaTask>();
    expectTypeOf<Exclude<TaifaState['tasks'][number], { t: 'round' | 'truce' }>>().toEqualTypeOf<AttackTask>();
    expectTypeOf<TaifaState['kingdoms'][number]>().toEqualTypeOf<KingdomState>();
    expectTypeOf<TaifaState['permanents'][number]>().toEqualTypeOf<PermanentCard>();
    expectTypeOf<NonNullable<TaifaPosition['permanents']>[number]>().toEqualTypeOf<TaifaPositionPermanent>();
    expectTypeOf<NonNullable<NonNullable<TaifaPosition['kingdoms']>['castilla']>>().toEqualTypeOf<TaifaPositionKingdom>();
    expectTypeOf<Extract<CardDef, { type: 'event' }>>().toEqualTypeOf<EventDef>();
    expectTypeOf<Extract<CardDef, { type: 'event' }>['effect']>().toEqualTypeOf<EventEffect>();
    expectTypeOf<KingdomRecord['religion']>().toEqualTypeOf<Religion>();
    // The same parts at run time: a fresh game's first task is its round, each kingdom its own record.
    const s = taifaEntry.taifa.setup({ seed: 'exports' });
    const task: TaifaState['tasks'][number] = s.tasks[0]!;
    expect(task.t).toBe('round');
    const kingdom: TaifaState['kingdoms'][number] = s.kingdoms[0]!;
    expect(taifaEntry.KINGDOMS.map((k) => k.id)).toContain(kingdom.id);
  });
});
