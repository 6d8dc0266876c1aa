/**
 * Positions for any moment of play (contract: `position`, `setup({ seed, position })`, `decision`),
 * for every game and mode: at many moments of seeded random games, the position names where play
 * stands by the game's documented decision points, `setup` builds it back to the same position and
 * the same decision, and `decision` names the point the position writes.
 */
import { describe, expect, it } from 'vitest';
import type * as z from '../../src/core/schema.js';
import { createRng, games, seededDice, type AnyGame, type DecisionPoints, type Frame } from 'reglas';
import { legionPoints } from '../../src/games/la-legion/position-points.js';
import { alFiloPoints } from '../../src/games/al-filo/points.js';
import { myaPoints } from '../../src/games/mar-y-acero/position-points.js';
import { taifaPoints } from '../../src/games/taifa/position-points.js';
import { benchTargets } from '../../scripts/targets.js';

// biome-ignore lint/suspicious/noExplicitAny: one table of every game's points, whatever its state and task.
const POINTS: Record<string, DecisionPoints<any, any>> = { taifa: taifaPoints, 'mar-y-acero': myaPoints, 'la-legion': legionPoints, 'al-filo': alFiloPoints };

/** The schema a wrapper (readonly, optional, nullable) or an array holds. */
const inner = (schema: z.Type): z.Type => (schema.def.innerType === undefined ? schema : inner(schema.def.innerType));
/** The values a field's schema allows (a literal, an enum). */
const valuesOf = (schema: z.Type | undefined): string[] => (schema === undefined ? [] : ((inner(schema).def.values ?? []) as string[]));

/** The kinds of task a state of the game may hold, read from its state schema. */
function taskKinds(game: AnyGame): { kinds: string[]; phases: string[] } {
  const state = inner(game.schemas.state as z.Type) as z.ObjectType;
  const task = inner(state.shape.tasks!);
  const options = (task.def.options ?? [task]) as readonly z.ObjectType[];
  return {
    kinds: options.flatMap((o) => valuesOf(o.shape.t)),
    phases: options.flatMap((o) => valuesOf(o.shape.phase)),
  };
}

describe('positions: every kind of task a state can hold is a documented decision point', () => {
  for (const game of Object.values(games) as AnyGame[]) {
    it(`${game.id}: each task kind (and each phase) has one point, with its phase, rule and what is decided`, () => {
      const points = POINTS[game.id];
      if (points === undefined) throw new Error(`add ${game.id}'s decision points (its definePoints) to POINTS in this test`);
      const list = points.list();
      const { kinds, phases } = taskKinds(game);
      expect(kinds.length).toBeGreaterThan(0);
      for (const kind of kinds)
        expect(
          list.map((p) => p.task),
          kind,
        ).toContain(kind);
      for (const p of list) {
        expect(p.point).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(p.phase.length, p.point).toBeGreaterThan(0);
        expect(p.rule.length, p.point).toBeGreaterThan(0);
        expect(p.what.length, p.point).toBeGreaterThan(0);
      }
      // Mar y Acero's phases share one task kind: each phase is one point.
      const state = game.setup({ seed: 'kinds' });
      for (const phase of phases) expect(() => points.frameOf({ t: 'phase', phase }, state), phase).not.toThrow();
    });
  }
});

/** The decision frame a position's `at` names: the lone frame, or the last of the list. */
function lastFrame(at: unknown): Frame | undefined {
  return Array.isArray(at) ? (at[at.length - 1] as Frame | undefined) : (at as Frame);
}

describe('positions: position(state) -> setup({ seed, position }) -> position gives the same position at every moment of seeded random games', () => {
  for (const target of benchTargets(games as Record<string, AnyGame>)) {
    it(`${target.game.id} (${target.mode}): same position, same decision, same legal actions; decision names the point the position writes, in every seat's view too`, () => {
      const game = target.game;
      const dice = seededDice(createRng(`positions:${target.mode}`));
      const points = new Set<string>();
      let checked = 0;
      for (let g = 0; g < 3; g++) {
        let state = game.setup(target.options(`positions-${g}`));
        for (let n = 0; ; n++) {
          // Every moment early on, then one in five: the decision points of a whole game.
          if (n < 40 || n % 5 === 0 || game.isTerminal(state)) {
            const p = game.position(state) as { at?: unknown };
            const back = game.setup({ seed: `other-${n}`, position: p });
            expect(game.position(back), `game ${g}, step ${n}`).toEqual(p);
            expect(game.decision(back)).toEqual(game.decision(state));
            expect(game.legalActions(back)).toEqual(game.legalActions(state));
            expect(JSON.parse(JSON.stringify(p))).toEqual(p);
            const d = game.decision(state);
            if (d === null) {
              expect(game.isTerminal(state)).toBe(true);
              expect(p.at ?? []).toEqual([]);
            } else {
              expect(lastFrame(p.at)).toEqual(d.frame);
              expect(d.seat).toBe(game.activePlayer(state));
              // What is being decided is public: every seat's view names the same point, seat and rule.
              for (const seat of game.players(state)) {
                const seen = game.decision(game.view(state, seat));
                expect(seen && { point: seen.point, seat: seen.seat, rule: seen.rule, bot: seen.bot }).toEqual({
                  point: d.point,
                  seat: d.seat,
                  rule: d.rule,
                  bot: d.bot,
                });
              }
              points.add(d.point);
            }
            checked++;
          }
          const legal = game.legalActions(state);
          if (legal.length === 0) break;
          state = game.apply(state, legal[dice.below(legal.length)]);
        }
      }
      expect(checked).toBeGreaterThan(30);
      expect(points.size).toBeGreaterThan(0);
    });
  }
});
