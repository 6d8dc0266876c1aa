/**
 * Contract `determinize` and `reseed` for Mar y Acero (4.1 steps 11-13, 4.3.2 II, 5.2 steps 11
 * and 13.1): a determinized view reads back as the same view, places every card once and plays to
 * the end; reseed keeps every seat's view and draws the decks' order and the generator anew.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, HIDDEN, seededDice } from 'reglas/core';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { MODES, pick, playOut, sampleStates, SEATS, VIEWERS } from './hidden-helpers.js';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const INDIGENOUS_EVENTS = new Set(range(1, 8));
const SPANISH_EVENTS = new Set(range(9, 16));

/** Each card of each kind in one place at most, each pile holding only cards of its kind, no HIDDEN left (4.1 steps 11-13, 5.2). */
function cardProblems(s: MyaState): string[] {
  const problems: string[] = [];
  const once = (what: string, cards: readonly number[], allowed: ReadonlySet<number>): void => {
    const seen = new Set<number>();
    for (const c of cards) {
      if (!allowed.has(c)) problems.push(`${what}: card ${c} does not belong there`);
      if (seen.has(c)) problems.push(`${what}: card ${c} is in two places`);
      seen.add(c);
    }
  };
  const playedOf = (c: number | null): number[] => (c === null ? [] : [c]);
  once('Indigenous Event cards', [...s.hands.indigenous, ...playedOf(s.played.indigenous), ...(s.solitaire?.eventDeck ?? [])], INDIGENOUS_EVENTS);
  once('Spanish Event cards', [...s.hands.spanish, ...playedOf(s.played.spanish)], SPANISH_EVENTS);
  once('turn-1 Destiny cards', [...s.turn1Deck, ...(s.destiny !== null && s.destiny <= 19 ? [s.destiny] : [])], new Set(range(17, 19)));
  once('Destiny cards', [...s.destinyDeck, ...(s.destiny !== null && s.destiny >= 20 ? [s.destiny] : [])], new Set(range(20, 39)));
  if (s.solitaire !== null) {
    const card = s.solitaire.card;
    once('turn-2 Nitayno cards', [...s.solitaire.turn2Deck, ...(card !== null && card <= 43 ? [card] : [])], new Set(range(41, 43)));
    once('turns 3-6 Nitayno cards', [...s.solitaire.laterDeck, ...(card !== null && card >= 44 ? [card] : [])], new Set(range(44, 52)));
  }
  return problems;
}

/** The parts of a state that determinize deals: the hands, the choices and the decks' order. */
const dealt = (s: MyaState): string =>
  JSON.stringify([s.hands, s.played, s.turn1Deck, s.destinyDeck, s.solitaire?.turn2Deck, s.solitaire?.laterDeck, s.solitaire?.eventDeck]);

describe('Mar y Acero determinize (contract: determinize)', () => {
  for (const mode of MODES) {
    it(`${mode.name}: for every seat, view(determinize(view)) is the view, every card is in one place, and random play from it ends`, () => {
      let checked = 0;
      for (let g = 0; g < 4; g++) {
        const states = sampleStates(mode.options(`det-${mode.name}-${g}`), 41);
        for (const [i, s] of states.entries()) {
          for (const seat of SEATS) {
            const v = marYAcero.view(s, seat);
            const d = marYAcero.determinize(v, seat, `deal-${g}-${i}-${seat}`);
            expect(d.viewer).toBeUndefined();
            expect(marYAcero.view(d, seat)).toEqual(v);
            expect(() => marYAcero.validate(d)).not.toThrow();
            expect(cardProblems(d)).toEqual([]);
            // Each pile keeps its length (4.1 step 11: the hands; the decks).
            expect(d.hands.spanish).toHaveLength(s.hands.spanish.length);
            expect(d.hands.indigenous).toHaveLength(s.hands.indigenous.length);
            expect(d.destinyDeck).toHaveLength(s.destinyDeck.length);
            const end = playOut(d, seededDice(createRng(`play-${g}-${i}-${seat}`)));
            expect(marYAcero.outcome(end)).not.toBeNull();
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(20);
    });
  }

  it("4.1 step 11, 4.3.2 II: the other hand and its secret choice are dealt from that side's cards; different seeds give different deals", () => {
    // The Spanish to choose after the Indigenous chose in secret.
    let s = marYAcero.setup({ seed: 'det-choice' });
    const dice = seededDice(createRng('det-choice-pick'));
    while (!(s.tasks.at(-1)?.t === 'chooseEvent' && s.played.indigenous !== null))
      s = marYAcero.apply(s, marYAcero.legalActions(s)[dice.below(marYAcero.legalActions(s).length)]!);
    const v = marYAcero.view(s, 'spanish');
    expect(v.played.indigenous).toBe(HIDDEN);
    expect(v.hands.indigenous.every((c) => c === HIDDEN)).toBe(true);
    const deals = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const d = marYAcero.determinize(v, 'spanish', `seed-${k}`);
      expect(d.hands.spanish).toEqual(s.hands.spanish);
      expect([...d.hands.indigenous, d.played.indigenous].every((c) => c !== null && INDIGENOUS_EVENTS.has(c))).toBe(true);
      deals.add(JSON.stringify([d.hands.indigenous, d.played.indigenous]));
    }
    expect(deals.size).toBeGreaterThan(1);
  });

  it('determinize: different seeds give different deals wherever something is hidden, in every mode', () => {
    for (const mode of MODES) {
      const s = sampleStates(mode.options(`det-seeds-${mode.name}`), 50)[2]!;
      for (const seat of SEATS) {
        const v = marYAcero.view(s, seat);
        const deals = new Set(range(1, 8).map((k) => dealt(marYAcero.determinize(v, seat, `k${k}`))));
        expect(deals.size).toBeGreaterThan(1);
      }
    }
  });

  it('determinize refuses a view whose hidden cards cannot all be dealt (ValidationError)', () => {
    const s = marYAcero.setup({ seed: 'det-bad' });
    const v = marYAcero.view(s, 'spanish');
    const tooMany = { ...v, hands: { ...v.hands, indigenous: range(1, 9).map(() => HIDDEN) } };
    expect(() => marYAcero.determinize(tooMany, 'spanish', 'x')).toThrow(/only 8 of the side's cards are unplaced/);
    const ownHidden = { ...v, hands: { ...v.hands, spanish: v.hands.spanish.map(() => HIDDEN) } };
    expect(() => marYAcero.determinize(ownHidden, 'spanish', 'x')).toThrow(/hides nothing of its own side/);
  });
});

describe('Mar y Acero reseed (contract: reseed; 4.1 steps 12-13, 4.3.2 I, 5.2 step 13.1)', () => {
  it('4.3.2 I: the next Destiny card differs across seeds (issue 12: it was card 22 under three seeds), every view unchanged', () => {
    const s = marYAcero.setup({ seed: 'reseed-destiny' });
    const next = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const r = marYAcero.reseed(s, seed);
      next.add(r.destinyDeck[0]!);
      for (const viewer of VIEWERS) expect(marYAcero.view(r, viewer)).toEqual(marYAcero.view(s, viewer));
      expect(r.rng).not.toEqual(s.rng);
    }
    expect(next.size).toBeGreaterThan(1);
  });

  it('4.3.2 I: after reseed, the Destiny phase of turn 2 turns another card under other seeds', () => {
    const s = marYAcero.setup({ seed: 'reseed-turned' });
    const turned = new Set<number>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      let r = marYAcero.reseed(s, seed);
      // Decline every optional step until turn 2's Destiny card is turned.
      while (r.turn < 2 || r.destiny === null) r = marYAcero.apply(r, marYAcero.legalActions(r)[0]!);
      turned.add(r.destiny);
    }
    expect(turned.size).toBeGreaterThan(1);
  });

  it('5.2 steps 11 and 13.1: the Nitayno decks are drawn anew in solitaire, every view unchanged', () => {
    const s = marYAcero.setup({ seed: 'reseed-solo', mode: 'solitaire', level: 1 });
    const orders = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const r = marYAcero.reseed(s, seed);
      orders.add(JSON.stringify([r.solitaire?.turn2Deck, r.solitaire?.laterDeck, r.solitaire?.eventDeck]));
      for (const viewer of VIEWERS) expect(marYAcero.view(r, viewer)).toEqual(marYAcero.view(s, viewer));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  for (const mode of MODES) {
    it(`${mode.name}: reseed keeps the position, the hands and every view, and play from it ends`, () => {
      for (let g = 0; g < 3; g++) {
        for (const [i, s] of sampleStates(mode.options(`reseed-${mode.name}-${g}`), 89).entries()) {
          const r = marYAcero.reseed(s, `r-${g}-${i}`);
          for (const viewer of VIEWERS) expect(marYAcero.view(r, viewer)).toEqual(marYAcero.view(s, viewer));
          // Everything but the generator and the decks' order is the same state (hands and choices are known to a seat).
          const strip = (x: MyaState) => ({ ...marYAcero.view(x, 'spanish'), hands: x.hands, played: x.played });
          expect(strip(r)).toEqual(strip(s));
          expect(cardProblems(r)).toEqual([]);
          expect(() => marYAcero.validate(r)).not.toThrow();
          expect(marYAcero.isTerminal(playOut(r, seededDice(createRng(`rp-${g}-${i}`))))).toBe(true);
        }
      }
    });
  }
});

describe('Mar y Acero hidden information: properties over any position of random play (contract: reseed, determinize)', () => {
  it("for any game, any number of steps and any seeds: reseed keeps every view, and determinize of each seat's view reads back as that view", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MODES.length - 1 }), fc.string(), fc.nat(600), fc.string(), (m, seed, steps, other) => {
        let s = marYAcero.setup(MODES[m]!.options(seed));
        const dice = seededDice(createRng(`prop:${seed}`));
        for (let i = 0; i < steps && !marYAcero.isTerminal(s); i++) s = marYAcero.apply(s, pick(s, dice));
        const r = marYAcero.reseed(s, other);
        for (const viewer of VIEWERS) expect(marYAcero.view(r, viewer)).toEqual(marYAcero.view(s, viewer));
        for (const seat of SEATS) {
          const v = marYAcero.view(s, seat);
          const d = marYAcero.determinize(v, seat, other);
          expect(marYAcero.view(d, seat)).toEqual(v);
          expect(cardProblems(d)).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });
});
