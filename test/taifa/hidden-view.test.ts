import { describe, expect, it } from 'vitest';
import { HIDDEN, HIDDEN_RNG } from 'reglas/core';
import { CARDS, taifa, type TaifaEvent, type TaifaState } from 'reglas/taifa';
import { attackOf, isAttack } from './helpers.js';
import { TABLES, eventCards, namedDesigns, sampledStates, shownCards, steps } from './hidden-play.js';

/**
 * The places (paths) where `view` shows HIDDEN and `state` a card or an area; every other
 * difference (another shape, a pile of another length, another value) goes to `wrong`.
 */
function maskedPlaces(state: unknown, view: unknown, path: string, out: Set<string>, wrong: string[]): void {
  if (Array.isArray(state)) {
    if (!Array.isArray(view) || view.length !== state.length) {
      wrong.push(`${path}: a masked pile keeps its length`);
      return;
    }
    state.forEach((x, i) => {
      if (typeof x === 'number' && view[i] === HIDDEN && x !== HIDDEN) out.add(path);
      else maskedPlaces(x, view[i], `${path}.${i}`, out, wrong);
    });
    return;
  }
  if (state !== null && typeof state === 'object') {
    if (view === null || typeof view !== 'object') {
      wrong.push(`${path}: not an object in the view`);
      return;
    }
    for (const [key, x] of Object.entries(state)) {
      if (key === 'rng') continue;
      const y = (view as Record<string, unknown>)[key];
      if (typeof x === 'number' && y === HIDDEN && x !== HIDDEN) out.add(`${path}.${key}`);
      else maskedPlaces(x, y, `${path}.${key}`, out, wrong);
    }
    return;
  }
  if (view !== state) wrong.push(`${path}: ${String(view)} in the view, ${String(state)} in the state`);
}

/** What the rules keep from `viewer` (4.1, 5.1.2-5.1.4, 9.1), in the test's own words. */
function secretPlaces(s: TaifaState, viewer: string): Set<string> {
  const out = new Set<string>();
  const me = s.kingdoms.findIndex((k) => k.id === viewer);
  s.kingdoms.forEach((k, i) => {
    if (k.hand.length > 0 && (i !== me || k.bot)) out.add(`s.kingdoms.${i}.hand`);
  });
  for (const [i, d] of s.decks.entries()) if (d.length > 0) out.add(`s.decks.${i}`);
  s.tasks.forEach((t, i) => {
    if (!isAttack(t)) return;
    const open = (k: number): boolean => k === me || s.kingdoms[k]!.bot;
    if (t.down.length > 0 && !open(t.attacker)) out.add(`s.tasks.${i}.down`);
    for (const [j, r] of t.placed.entries()) if (!open(r.by)) out.add(`s.tasks.${i}.placed.${j}.card`);
    if (t.garrisons.length > 0 && t.defender !== me) out.add(`s.tasks.${i}.garrisons`);
  });
  return out;
}

describe('taifa view: what each seat may know (contract: view; rules 4.1, 5.1.2-5.1.5, 5.3, 5.5, 9.1-9.2)', () => {
  it('every seat and the spectator see exactly what the rules show them, HIDDEN in place of the rest, every pile at its length', () => {
    let botAttacks = 0;
    let othersFaceDown = 0;
    for (const table of TABLES) {
      for (const seed of ['v1', 'v2', 'v3']) {
        for (const s of sampledStates(table.options(seed), 4)) {
          for (const viewer of [...taifa.players(s), 'spectator']) {
            const v = taifa.view(s, viewer);
            expect(v.rng).toEqual(HIDDEN_RNG);
            expect(v.viewer).toBe(viewer);
            const { viewer: _mark, ...unmarked } = v;
            const masked = new Set<string>();
            const wrong: string[] = [];
            maskedPlaces(s, unmarked, 's', masked, wrong);
            expect(wrong).toEqual([]);
            expect([...masked].sort(), `${table.name}, ${viewer}`).toEqual([...secretPlaces(s, viewer)].sort());
          }
          const t = s.tasks[s.tasks.length - 1];
          if (t !== undefined && isAttack(t)) {
            if (s.kingdoms[t.attacker]!.bot && t.down.length > 0) botAttacks++;
            if (t.placed.some((r) => !s.kingdoms[r.by]!.bot)) othersFaceDown++;
          }
        }
      }
    }
    // The sample holds the cases that matter: a bot's face-up attack awaiting a person, a person's face-down Responses.
    expect(botAttacks).toBeGreaterThan(0);
    expect(othersFaceDown).toBeGreaterThan(0);
  });

  it("9.1: a bot's hand is a face-down pile: hidden from its own seat too; its army and deployed Responses are face up", () => {
    const s = taifa.setup({ seed: 'bots', players: ['leon'] });
    const v = taifa.view(s, 'castilla');
    expect(s.kingdoms[0]!.bot).toBe(true);
    expect(v.kingdoms[0]!.hand).toEqual(s.kingdoms[0]!.hand.map(() => HIDDEN));
    expect(v.kingdoms[5]!.hand).toEqual(s.kingdoms[5]!.hand.map(() => HIDDEN));
    expect(taifa.view(s, 'leon').kingdoms[5]!.hand).toEqual(s.kingdoms[5]!.hand);
    expect(v.kingdoms.map((k) => [k.army, k.ready])).toEqual(s.kingdoms.map((k) => [k.army, k.ready]));
  });

  it('5.1.4: another seat sees how many garrisons the defender spends, not which, until the reveal', () => {
    for (const table of TABLES) {
      for (const seed of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']) {
        for (const s of sampledStates(table.options(seed), 1)) {
          const t = s.tasks[s.tasks.length - 1];
          if (t === undefined || !isAttack(t) || t.garrisons.length === 0) continue;
          const other = s.kingdoms.find((_, i) => i !== t.defender)!.id;
          expect(attackOf(taifa.view(s, other)).garrisons).toEqual(t.garrisons.map(() => HIDDEN));
          expect(attackOf(taifa.view(s, s.kingdoms[t.defender]!.id)).garrisons).toEqual(t.garrisons);
          return;
        }
      }
    }
    throw new Error('no garrison spent in the sampled games');
  });
});

describe('taifa viewEvents: the secrets of events (contract: viewEvents; rules 4.1, 5.3, 5.5, 9.1)', () => {
  /**
   * The events that turn a card face up by a rule: the reveal of an attack (5.1.5) and its Salida
   * por sorpresa (5.2), an event shown (5.4), a discard face up (5.3, 5.5), a bot's top card (9.1).
   */
  const REVEALS = new Set(['combat', 'response', 'event', 'discard', 'incursion', 'bot-reveal', 'bot-discard']);

  it('no event shown to a seat names, in a field or in its text, a card hidden from it; the seat that may know sees it', () => {
    let secretsKept = 0;
    let secretsShown = 0;
    let beforeReshuffle = 0;
    for (const table of TABLES) {
      for (const seed of ['e1', 'e2']) {
        for (const { before, after, events } of steps(table.options(seed))) {
          // 6: a step that ends a turn (kingdoms without cards pass by themselves) shuffles the
          // discards back into the decks: what was shown before it is checked against what the
          // seat saw before the step and what the rules turned face up during it.
          const reshuffle = events.map((e) => e.type).lastIndexOf('reshuffle');
          for (const seat of [...taifa.players(after), 'spectator']) {
            const visibleAfter = shownCards(taifa.view(after, seat));
            const visibleBefore = shownCards(taifa.view(before, seat));
            const shown = taifa.viewEvents(events, seat);
            const known = (i: number): { cards: Set<number>; designs: Set<string> } => {
              const cards = i > reshuffle ? visibleAfter : visibleBefore;
              const designs = new Set(CARDS.filter((c) => cards.has(c.id)).map((c) => c.def.name));
              return { cards, designs };
            };
            shown.forEach((e, i) => {
              const original = events[i]!;
              if (i <= reshuffle) {
                beforeReshuffle++;
                if (REVEALS.has(e.type)) {
                  for (const c of eventCards(e)) visibleBefore.add(c);
                  return;
                }
              }
              const { cards, designs } = known(i);
              for (const c of eventCards(e)) if (c !== HIDDEN) expect(cards.has(c), `${seat} reads card ${c} in '${e.text}'`).toBe(true);
              for (const name of namedDesigns(e.text)) expect(designs.has(name), `${seat} reads ${name} in '${e.text}'`).toBe(true);
              const secret = original.secret;
              if (secret === undefined) return;
              if (secret.knownTo.includes(seat)) {
                expect(e).toEqual(original);
                for (const c of eventCards(e)) expect(cards.has(c)).toBe(true);
                secretsShown++;
              } else {
                expect(e.secret).toBeUndefined();
                expect(e.text).toBe(secret.text);
                for (const c of eventCards(e)) expect(c).toBe(HIDDEN);
                secretsKept++;
              }
            });
          }
        }
      }
    }
    expect(secretsKept).toBeGreaterThan(0);
    expect(secretsShown).toBeGreaterThan(0);
    expect(beforeReshuffle).toBeGreaterThan(0);
  });

  it("4.1, 9.1: a draw names its cards to the kingdom drawing and to nobody for a bot's face-down pile; the others read the count", () => {
    let human: TaifaEvent | undefined;
    let bot: TaifaEvent | undefined;
    for (const { events } of steps({ seed: 'draws', players: ['leon'] })) {
      for (const e of events) {
        if (e.type !== 'draw' || e.count === 0) continue;
        if (e.kingdom === 'leon') human ??= e;
        else bot ??= e;
      }
      if (human !== undefined && bot !== undefined) break;
    }
    if (human?.type !== 'draw' || bot?.type !== 'draw') throw new Error('no draws found');
    expect(human.cards).toHaveLength(human.count);
    expect(taifa.viewEvents([human], 'leon')).toEqual([human]);
    const [masked] = taifa.viewEvents([human], 'castilla');
    expect(masked).toMatchObject({ type: 'draw', kingdom: 'leon', count: human.count, text: human.text, cards: human.cards.map(() => HIDDEN) });
    expect(masked!.secret).toBeUndefined();
    for (const seat of ['leon', bot.kingdom, 'spectator']) {
      const [b] = taifa.viewEvents([bot], seat);
      expect(b).toMatchObject({ cards: bot.cards.map(() => HIDDEN), count: bot.count });
    }
  });

  it('5.3, 5.5: a discard, even one at random, is face up: every seat reads its card', () => {
    for (const { events } of steps({ seed: 'raids' })) {
      const e = events.find((x) => x.type === 'discard' && x.random === true && x.card !== undefined);
      if (e === undefined) continue;
      for (const seat of ['castilla', 'leon', 'spectator']) expect(taifa.viewEvents([e], seat)).toEqual([e]);
      expect(e.secret).toBeUndefined();
      return;
    }
    throw new Error('no random discard in the sampled game');
  });
});
