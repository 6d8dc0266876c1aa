import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, seededDice } from 'reglas/core';
import { HIDDEN, ValidationError } from 'reglas/core';
import { AREAS, CARDS, CONNECTIONS, KINGDOMS, taifa, type TaifaState } from 'reglas/taifa';
import type { AttackTask } from '../../src/games/taifa/types.js';
import { allCards, isAttack } from './helpers.js';
import { TABLES, playOut, sampledStates } from './hidden-play.js';

const ALL_CARDS = Array.from({ length: CARDS.length }, (_, i) => i);
const isTroop = (c: number): boolean => CARDS[c]!.def.type === 'troop';
const religion = (s: TaifaState, k: number): string => KINGDOMS.find((r) => r.id === s.kingdoms[k]!.id)!.religion;
const deck = (c: number): string => CARDS[c]!.deck;
const nextTo = (a: number, b: number): boolean => a === b || CONNECTIONS.some((c) => (c.a === a && c.b === b) || (c.a === b && c.b === a));

/** A Response that may go on `side` of attack `p` (5.1.3, the cards' texts, FAQ on Salida por sorpresa). */
function fits(p: AttackTask, c: number, side: 'attack' | 'defence'): boolean {
  const def = CARDS[c]!.def;
  if (def.type !== 'response') return false;
  if (side === 'attack') return def.use.attack;
  return def.use.defence && (def.effect.kind !== 'cancel-troop' || p.down.some(isTroop));
}

describe('taifa reseed (contract: reseed; rules 4.1, 6, 9.1)', () => {
  it('the next card drawn differs across seeds while every seat’s view, and the spectator’s, is unchanged', () => {
    const s = taifa.setup({ seed: 'reseed', players: ['leon', 'valencia'] });
    const tops = new Set<string>();
    const botPiles = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const r = taifa.reseed(s, `r${i}`);
      for (const viewer of [...taifa.players(s), 'spectator']) expect(taifa.view(r, viewer)).toEqual(taifa.view(s, viewer));
      expect(allCards(r)).toEqual(ALL_CARDS);
      tops.add(`${r.decks[0][0]}/${r.decks[1][0]}`);
      // 9.1: nobody knows a bot's face-down pile, so it is re-dealt with the deck of its religion.
      botPiles.add(JSON.stringify(r.kingdoms[0]!.hand));
      // A person's hand is known to that person: it stays.
      expect(r.kingdoms[5]!.hand).toEqual(s.kingdoms[5]!.hand);
      expect(r.rng).not.toEqual(s.rng);
    }
    expect(tops.size).toBeGreaterThan(6);
    expect(botPiles.size).toBeGreaterThan(6);
    expect(taifa.reseed(s, 'same')).toEqual(taifa.reseed(s, 'same'));
  });

  it('over random states of every table, reseed keeps every view, every card in one place, and play goes on to the end', () => {
    for (const table of TABLES) {
      for (const s of sampledStates(table.options('rs'), 25)) {
        const r = taifa.reseed(s, 'x');
        for (const viewer of [...taifa.players(s), 'spectator']) expect(taifa.view(r, viewer)).toEqual(taifa.view(s, viewer));
        expect(allCards(r)).toEqual(ALL_CARDS);
        for (const [i, k] of r.kingdoms.entries()) for (const c of k.hand) expect(deck(c)).toBe(religion(r, i));
        playOut(r, 'p');
      }
    }
  });
});

describe('taifa determinize (contract: determinize; rules 4.1, 5.1.2-5.1.4, 9.1)', () => {
  it('for random states of every table and every seat: its view is the view it came from, every card is in one place, and random play runs to the end', () => {
    let faceDown = 0;
    for (const table of TABLES) {
      for (const seed of ['d1', 'd2']) {
        for (const s of sampledStates(table.options(seed), 12)) {
          for (const seat of taifa.players(s)) {
            const v = taifa.view(s, seat);
            const d = taifa.determinize(v, seat, `${seed}:${seat}`);
            expect(d.viewer).toBeUndefined();
            expect(taifa.view(d, seat)).toEqual(v);
            expect(allCards(d)).toEqual(ALL_CARDS);
            // 4.1: every hand and deck holds cards of its religion only.
            for (const [i, k] of d.kingdoms.entries()) for (const c of k.hand) expect(deck(c)).toBe(religion(d, i));
            for (const c of d.decks[0]) expect(deck(c)).toBe('christian');
            for (const c of d.decks[1]) expect(deck(c)).toBe('muslim');
            for (const [i, t] of d.tasks.entries()) {
              if (!isAttack(t)) continue;
              const shown = v.tasks[i] as AttackTask;
              // 5.1.2: the attacker's face-down pile holds Troops and Responses for the attack; 5.1.3: a Response fits its side.
              for (const [j, c] of t.down.entries()) {
                if (shown.down[j] !== HIDDEN) continue;
                faceDown++;
                expect(isTroop(c) || fits(t, c, 'attack')).toBe(true);
              }
              for (const [j, r] of t.placed.entries()) {
                if (shown.placed[j]!.card !== HIDDEN) continue;
                faceDown++;
                expect(fits(t, r.card, r.side)).toBe(true);
              }
            }
            playOut(d, `${seed}:${seat}:play`);
          }
        }
      }
    }
    expect(faceDown).toBeGreaterThan(0);
  });

  it("5.1.4: the garrisons another seat sees spent are dealt among the defender's own, in or next to the attacked area", () => {
    for (const table of TABLES) {
      for (const seed of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']) {
        for (const s of sampledStates(table.options(seed), 1)) {
          const t = s.tasks[s.tasks.length - 1];
          if (t === undefined || !isAttack(t) || t.garrisons.length === 0) continue;
          const other = s.kingdoms.find((k, i) => i !== t.defender && !k.bot)?.id ?? s.kingdoms.find((_, i) => i !== t.defender)!.id;
          const v = taifa.view(s, other);
          for (let i = 0; i < 20; i++) {
            const d = taifa.determinize(v, other, `g${i}`);
            const dealt = (d.tasks[d.tasks.length - 1] as AttackTask).garrisons;
            expect(dealt).toHaveLength(t.garrisons.length);
            expect(new Set(dealt).size).toBe(dealt.length);
            for (const g of dealt) {
              expect(d.owner[g - 1]).toBe(t.defender);
              expect(d.garrison[g - 1]).toBe(true);
              expect(nextTo(g, t.area)).toBe(true);
            }
            playOut(d, `g${i}`);
          }
          return;
        }
      }
    }
    throw new Error('no garrison spent in the sampled games');
  });

  it('property: for any table, any point of random play, any seat and any seed, determinize then view gives back the view, and reseed keeps every view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: TABLES.length - 1 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.nat(600),
        fc.nat(5),
        fc.string(),
        (t, n, at, seatIndex, seed) => {
          const pick = seededDice(createRng(`fc${n}`));
          let s = taifa.setup(TABLES[t]!.options(`fc${n}`));
          for (let i = 0; i < at && !taifa.isTerminal(s); i++) {
            const legal = taifa.legalActions(s);
            s = taifa.apply(s, legal[pick.below(legal.length)]!);
          }
          const seats = taifa.players(s);
          const seat = seats[seatIndex % seats.length]!;
          const v = taifa.view(s, seat);
          const d = taifa.determinize(v, seat, seed);
          expect(taifa.view(d, seat)).toEqual(v);
          expect(allCards(d)).toEqual(ALL_CARDS);
          const r = taifa.reseed(s, seed);
          for (const viewer of [...seats, 'spectator']) expect(taifa.view(r, viewer)).toEqual(taifa.view(s, viewer));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('different seeds give different hidden deals; the same seed the same state', () => {
    const s = sampledStates({ seed: 'deals' }, 10)[3]!;
    const v = taifa.view(s, 'leon');
    const deals = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const d = taifa.determinize(v, 'leon', `seed${i}`);
      expect(d.kingdoms[5]!.hand).toEqual(s.kingdoms[5]!.hand);
      deals.add(JSON.stringify([d.kingdoms[0]!.hand, d.decks]));
    }
    expect(deals.size).toBe(8);
    expect(taifa.determinize(v, 'leon', 'same')).toEqual(taifa.determinize(v, 'leon', 'same'));
  });

  it('5.1.2: an attacker with no Troop card down yet holds one (a hand of one Troop and one Response)', () => {
    // Castilla keeps one Troop card and takes one Response that may attack (two choices, so the
    // window waits for it); the rest of its hand goes under its deck; then it attacks.
    let s = taifa.setup({ seed: 'one-troop' });
    const castilla = s.kingdoms[0]!;
    const troop = castilla.hand.find(isTroop)!;
    const response = s.decks[0].find((c) => CARDS[c]!.def.type === 'response' && (CARDS[c]!.def as { use: { attack: boolean } }).use.attack)!;
    const rest = castilla.hand.filter((c) => c !== troop);
    s = {
      ...s,
      decks: [[...s.decks[0].filter((c) => c !== response), ...rest], s.decks[1]],
      kingdoms: s.kingdoms.map((k, i) => (i === 0 ? { ...k, hand: [troop, response] } : k)),
    };
    expect(allCards(s)).toEqual(ALL_CARDS);
    const attack = taifa.legalActions(s).find((a) => a.type === 'attack')!;
    s = taifa.apply(s, attack);
    expect(s.tasks[s.tasks.length - 1]!.t).toBe('attack-select');
    const v = taifa.view(s, 'leon');
    for (let i = 0; i < 40; i++) {
      const d = taifa.determinize(v, 'leon', `t${i}`);
      expect(d.kingdoms[0]!.hand.filter(isTroop).length).toBeGreaterThan(0);
      playOut(d, `t${i}`);
    }
  });

  it('a view that no state fits is refused with ValidationError naming the place', () => {
    const s = taifa.setup({ seed: 'bad' });
    const v = taifa.view(s, 'castilla');
    const twice = { ...v, discard: [v.kingdoms[0]!.hand[0]!] };
    expect(() => taifa.determinize(twice, 'castilla', 'x')).toThrow(ValidationError);
    expect(() => taifa.determinize(twice, 'castilla', 'x')).toThrow(/shown in two places/);
    const short = { ...v, kingdoms: v.kingdoms.map((k, i) => (i === 5 ? { ...k, hand: k.hand.slice(1) } : k)) };
    expect(() => taifa.determinize(short, 'castilla', 'x')).toThrow(/unseen Christian cards for/);
  });
});

describe('taifa describe with a viewer (contract: describe; 5.1.2-5.1.4)', () => {
  /** The first state of random play whose legal actions include one of `type`. */
  function stateWith(type: string): { s: TaifaState; action: ReturnType<typeof taifa.legalActions>[number] } {
    for (const table of TABLES) {
      for (const seed of ['w1', 'w2', 'w3', 'w4']) {
        for (const s of sampledStates(table.options(seed), 1)) {
          const action = taifa.legalActions(s).find((a) => a.type === type);
          if (action !== undefined) return { s, action };
        }
      }
    }
    throw new Error(`no state with a '${type}' action`);
  }

  it('5.1.2-5.1.3: a card put face down is named to its kingdom and without a viewer, left out for the others', () => {
    for (const [type, hidden] of [
      ['select-card', / puts a card face down$/],
      ['respond', / puts a card face down for the (attacker|defender)$/],
    ] as const) {
      const { s, action } = stateWith(type);
      const who = taifa.activePlayer(s)!;
      const other = taifa.players(s).find((p) => p !== who)!;
      const full = taifa.describe(s, action);
      const name = CARDS[(action as { card: number }).card]!.def.name;
      expect(full).toContain(name);
      expect(taifa.describe(s, action, who)).toBe(full);
      for (const viewer of [other, 'spectator']) {
        const line = taifa.describe(s, action, viewer);
        expect(line).toMatch(hidden);
        expect(line).not.toContain(name);
        expect(line.startsWith(full.split(' puts ')[0]!)).toBe(true);
      }
      // A view for another seat is described as that seat may know it.
      expect(taifa.describe(taifa.view(s, other), action, other)).toBe(taifa.describe(s, action, other));
    }
  });

  it('5.1.4: the garrison a defender spends is named to it, not to the others, before the reveal', () => {
    const { s, action } = stateWith('spend-garrison');
    const who = taifa.activePlayer(s)!;
    const other = taifa.players(s).find((p) => p !== who)!;
    const area = AREAS[(action as { area: number }).area - 1]!.name;
    expect(taifa.describe(s, action)).toContain(area);
    expect(taifa.describe(s, action, who)).toContain(area);
    expect(taifa.describe(s, action, other)).toMatch(/ spends a garrison$/);
    expect(taifa.describe(s, action, other)).not.toContain(area);
  });

  it('an action that names nothing secret reads the same for every viewer', () => {
    const s = taifa.setup({ seed: 'open' });
    for (const action of taifa.legalActions(s).slice(0, 30)) {
      const full = taifa.describe(s, action);
      for (const viewer of [...taifa.players(s), 'spectator']) expect(taifa.describe(s, action, viewer)).toBe(full);
    }
  });
});
