import { describe, expect, it } from 'vitest';
import { createRng, games, seededDice, type AnyGame, type GameEvent, type Schema } from 'reglas';
import { myaEventSchema } from '../../src/games/mar-y-acero/events.js';
import { taifaEventSchema } from '../../src/games/taifa/events.js';
import { benchTargets } from '../../scripts/targets.js';

/** Each game's declared event union, checked against every event of seeded random games in every mode. */
const schemas: Record<string, Schema<unknown>> = { taifa: taifaEventSchema, 'mar-y-acero': myaEventSchema };

describe('typed events: every event a game reports matches its declared union', () => {
  for (const target of benchTargets(games as Record<string, AnyGame>)) {
    const schema = schemas[target.game.id];
    if (schema === undefined) continue;
    it(`${target.game.id} (${target.mode})`, () => {
      const dice = seededDice(createRng(`event-types:${target.mode}`));
      const seen = new Set<string>();
      const check = (events: readonly GameEvent[]): void => {
        for (const e of events) {
          const r = schema.safeParse(e);
          if (!r.success) throw new Error(`event ${JSON.stringify(e)} does not match the declared union: ${r.error.message}`);
          seen.add(e.type);
        }
      };
      for (let i = 0; i < 12; i++) {
        const game = target.game;
        const begun = game.start ? game.start(target.options(`event-types-${i}`)) : { state: game.setup(target.options(`event-types-${i}`)), events: [] };
        check(begun.events);
        let state = begun.state;
        for (;;) {
          const legal = game.legalActions(state);
          if (legal.length === 0) break;
          const r = game.step(state, legal[dice.below(legal.length)]);
          check(r.events);
          state = r.state;
        }
      }
      expect(seen.size).toBeGreaterThan(5);
    });
  }
});
