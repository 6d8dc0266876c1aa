import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/testkit/index.js';
import { marYAcero } from '../../src/games/mar-y-acero/index.js';
import { ValidationError, type GameEvent } from '../../src/core/index.js';
import type { MyaState } from '../../src/games/mar-y-acero/state.js';

const LEVELS = [0, 1, 2] as const;

function checkSolitaireView(state: MyaState, view: MyaState, viewer: string): void {
  // 4.1 step 11: the Spanish hand is the Spanish player's alone (HIDDEN, -1, for the others).
  if (viewer !== 'spanish' && view.hands.spanish.some((c) => c !== -1)) throw new Error(`${viewer} sees the Spanish hand`);
  // 4.1 steps 12-13: the decks lie face down: their cards are known (each one that left was turned), their order is not.
  const ascending = (cards: readonly number[]): string => JSON.stringify([...cards].sort((a, b) => a - b));
  if (JSON.stringify(view.destinyDeck) !== ascending(state.destinyDeck) || JSON.stringify(view.turn1Deck) !== ascending(state.turn1Deck))
    throw new Error('view shows the Destiny deck order');
  // 5.3.3: in solitaire the Spanish card is revealed as it is chosen.
  if (view.played.spanish !== state.played.spanish) throw new Error('the open Spanish Event choice is lost');
  const sol = view.solitaire;
  if (sol === null) throw new Error('solitaire view lost the solitaire state');
  const real = state.solitaire;
  if (real === null) throw new Error('solitaire state missing');
  // 5.2: the Nitayno decks and its event deck lie face down: their cards, in no order.
  for (const k of ['turn2Deck', 'laterDeck', 'eventDeck'] as const) {
    if (JSON.stringify(sol[k]) !== ascending(real[k])) throw new Error(`view shows the order of ${k}`);
  }
}

describe('5 solitaire: whole games at every level', () => {
  for (const level of LEVELS) {
    it(`5.4: level ${level}: random Spanish play against the Nitayno passes checkGame`, () => {
      const report = checkGame(marYAcero, {
        seeds: 6,
        maxSteps: 5000,
        options: (seed) => ({ seed, mode: 'solitaire' as const, level }),
        checkView: (state, view, viewer) => checkSolitaireView(state, view, viewer),
        probeEvery: 7,
        schemaEvery: 10,
      });
      expect(report.games).toBe(6);
    });
  }

  it('5: while the Nitayno must act its only action is { type: "bot" }, and it explains itself', () => {
    let s = marYAcero.setup({ seed: 'bot-explains', mode: 'solitaire', level: 0 });
    let botEvents: GameEvent[] = [];
    for (let i = 0; i < 3000 && !marYAcero.isTerminal(s); i++) {
      const legal = marYAcero.legalActions(s);
      const seat = marYAcero.activePlayer(s);
      if (seat === 'indigenous') expect(legal).toEqual([{ type: 'bot' }]);
      else expect(legal.some((a) => a.type === 'bot')).toBe(false);
      const r = marYAcero.step(s, legal[i % legal.length] as (typeof legal)[number]);
      if (seat === 'indigenous') botEvents = botEvents.concat(r.events.filter((e) => e.type === 'bot-choice'));
      s = r.state;
    }
    expect(marYAcero.isTerminal(s)).toBe(true);
    expect(botEvents.length).toBeGreaterThan(5);
    for (const e of botEvents) {
      expect(typeof e.text).toBe('string');
      expect(e.rule).toMatch(/^[45]/);
      expect(Array.isArray(e['reasons'])).toBe(true);
    }
  });

  it('5.3.2 / 5.3.5: one Nitayno card a turn from turn 2, and the turn-6 instruction once', () => {
    let full = 0;
    // Random Spanish play is sometimes wiped out before turn 6: play seeds until two games reach its end.
    for (let k = 0; k < 16 && full < 2; k++) {
      const seed = `cards-${k}`;
      let s = marYAcero.setup({ seed, mode: 'solitaire', level: 1 });
      const revealed: number[] = [];
      let finals = 0;
      for (let i = 0; i < 5000 && !marYAcero.isTerminal(s); i++) {
        const legal = marYAcero.legalActions(s);
        const r = marYAcero.step(s, legal[(i * 7) % legal.length] as (typeof legal)[number]);
        for (const e of r.events) {
          if (e.type === 'bot-choice' && e.rule === '5.3.2' && 'card' in e) revealed.push(Number(e['card']));
          if (e.type === 'bot-choice' && e.rule === '5.3.5' && /turn-6 instruction/.test(e.text)) finals++;
        }
        s = r.state;
      }
      const reason = marYAcero.outcome(s)?.reason ?? '';
      if (/end of turn 6/.test(reason)) {
        full++;
        expect(revealed).toHaveLength(5);
        expect(revealed[0]).toBeGreaterThanOrEqual(41);
        expect(revealed[0]).toBeLessThanOrEqual(43);
        for (const c of revealed.slice(1)) expect(c).toBeGreaterThanOrEqual(44);
        expect(new Set(revealed).size).toBe(5);
        expect(finals).toBe(1);
      }
    }
    expect(full).toBeGreaterThan(0);
  });

  it('5.4: a bad level is rejected with a ValidationError', () => {
    expect(() => marYAcero.setup({ seed: 'x', mode: 'solitaire', level: 3 as never })).toThrow(ValidationError);
  });
});
