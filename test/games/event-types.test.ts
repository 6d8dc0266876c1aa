import { describe, expect, it } from 'vitest';
import { createRng, games, seededDice, type AnyGame, type GameEvent, type Schema } from 'reglas';
import { unexplainedRolls } from 'reglas/testkit';
import { myaEventSchema } from '../../src/games/mar-y-acero/events.js';
import { taifaEventSchema } from '../../src/games/taifa/events.js';
import { benchTargets, type BenchTarget } from '../../scripts/targets.js';

/** Each game's declared event union, checked against every event of seeded random games in every mode. */
const schemas: Record<string, Schema<unknown>> = { taifa: taifaEventSchema, 'mar-y-acero': myaEventSchema };

/** The events (set-up's too) of 12 seeded random games of a target, played once for every check below. */
function seededEvents(target: BenchTarget): GameEvent[] {
  const dice = seededDice(createRng(`event-types:${target.mode}`));
  const out: GameEvent[] = [];
  for (let i = 0; i < 12; i++) {
    const game = target.game;
    const begun = game.start ? game.start(target.options(`event-types-${i}`)) : { state: game.setup(target.options(`event-types-${i}`)), events: [] };
    out.push(...begun.events);
    let state = begun.state;
    for (;;) {
      const legal = game.legalActions(state);
      if (legal.length === 0) break;
      const r = game.step(state, legal[dice.below(legal.length)]);
      out.push(...r.events);
      state = r.state;
    }
  }
  return out;
}

for (const target of benchTargets(games as Record<string, AnyGame>)) {
  let played: GameEvent[] | null = null;
  const events = (): GameEvent[] => (played ??= seededEvents(target));
  describe(`${target.game.id} (${target.mode}): the events of 12 seeded games`, () => {
    const schema = schemas[target.game.id];
    if (schema !== undefined) {
      it('typed events: every event a game reports matches its declared union', () => {
        const seen = new Set<string>();
        for (const e of events()) {
          const r = schema.safeParse(e);
          if (!r.success) throw new Error(`event ${JSON.stringify(e)} does not match the declared union: ${r.error.message}`);
          seen.add(e.type);
        }
        expect(seen.size).toBeGreaterThan(5);
      });
    }
    it('every roll explained: each event with rolls names its rule and carries modifiers (empty where nothing modifies)', () => {
      const rolled = events().filter((e) => e.rolls !== undefined);
      expect(rolled.length).toBeGreaterThan(0);
      expect([...new Set(unexplainedRolls(rolled))]).toEqual([]);
    });
  });
}
