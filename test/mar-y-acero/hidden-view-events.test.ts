/**
 * Contract `view`, `viewEvents` and `describe(…, viewer)` for Mar y Acero: what each seat may not
 * know (4.1 step 11 the hands, 4.3.2 II the secret choice of an Event card, 4.1 steps 12-13 and
 * 5.2 the decks' order) reads HIDDEN, in states, events and descriptions alike; what it may know
 * is kept.
 */
import { describe, expect, it } from 'vitest';
import { createRng, HIDDEN, seededDice, ValidationError, type Viewer } from 'reglas/core';
import { marYAcero, type MyaAction, type MyaEvent, type MyaState } from 'reglas/mar-y-acero';
import { describeAction } from '../../src/games/mar-y-acero/describe.js';
import { eventPhaseStates, MODES, pick, sampleStates, SEATS, VIEWERS } from './hidden-helpers.js';

const ascending = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);

/** The Event cards of the full state `s` that `view(s, viewer)` masks: the other hand, the other side's secret choice. */
function hiddenCards(s: MyaState, viewer: Viewer): Set<number> {
  const v = marYAcero.view(s, viewer);
  const out = new Set<number>();
  for (const side of SEATS) {
    v.hands[side].forEach((c, i) => {
      if (c === HIDDEN) out.add(s.hands[side][i]!);
    });
    if (v.played[side] === HIDDEN && s.played[side] !== null) out.add(s.played[side]);
  }
  return out;
}

/** Every card number an event names: its `card`, its action's card, "card N" / "event N" in its text and reasons, the cards of the reveal. */
function namedCards(e: MyaEvent): number[] {
  const out: number[] = [];
  const rec = e as Record<string, unknown>;
  if (typeof rec['card'] === 'number') out.push(rec['card']);
  const action = rec['action'] as { card?: unknown } | undefined;
  if (typeof action?.card === 'number') out.push(action.card);
  const texts = [e.text, ...((rec['reasons'] as string[] | undefined) ?? [])];
  for (const t of texts) for (const m of t.matchAll(/\b(?:card|event)\s+(\d+)/gi)) out.push(Number(m[1]));
  // "Events revealed: Indigenous 3, Spanish 12": every number of it is a card.
  if (e.type === 'events-revealed') for (const m of e.text.matchAll(/\d+/g)) out.push(Number(m[0]));
  return out;
}

describe('Mar y Acero view (contract: view; 4.1 steps 11-13, 4.3.2 II, 5.2, 5.3.3)', () => {
  it('every view parses with schemas.state; hands and secret choices read HIDDEN (-1); the decks keep their cards, not their order', () => {
    for (const mode of MODES) {
      for (const s of sampleStates(mode.options(`view-${mode.name}`), 23)) {
        for (const viewer of VIEWERS) {
          const v = marYAcero.view(s, viewer);
          expect(marYAcero.schemas.state.safeParse(v).success).toBe(true);
          expect(v.viewer).toBe(viewer);
          expect(v.destinyDeck).toEqual(ascending(s.destinyDeck));
          expect(v.turn1Deck).toEqual(ascending(s.turn1Deck));
          if (s.solitaire !== null) {
            expect(v.solitaire?.eventDeck).toEqual(ascending(s.solitaire.eventDeck));
            expect(v.solitaire?.laterDeck).toEqual(ascending(s.solitaire.laterDeck));
            expect(v.solitaire?.turn2Deck).toEqual(ascending(s.solitaire.turn2Deck));
            // 5.3.3: in solitaire the Spanish card is revealed as it is chosen, the Nitayno's drawn face up.
            expect(v.played).toEqual(s.played);
          }
          for (const side of SEATS) {
            expect(v.hands[side]).toEqual(viewer === side ? s.hands[side] : s.hands[side].map(() => HIDDEN));
            if (s.mode === 'two-player') {
              const secret = viewer !== side && !s.revealed && s.played[side] !== null;
              expect(v.played[side]).toBe(secret ? HIDDEN : s.played[side]);
            }
          }
          // Everything else is open: the map, the bags (counts), the markers, the pending decisions.
          expect({
            ...v,
            viewer: undefined,
            rng: s.rng,
            hands: s.hands,
            played: s.played,
            turn1Deck: s.turn1Deck,
            destinyDeck: s.destinyDeck,
            solitaire: s.solitaire,
          }).toEqual({ ...s, viewer: undefined });
        }
      }
    }
  });

  it('4.3.2 II: the Spanish player waiting to choose sees that the Indigenous chose, not which card', () => {
    const states = eventPhaseStates({ seed: 'view-secret' }).filter((s) => s.tasks.at(-1)?.t === 'chooseEvent' && s.played.indigenous !== null);
    expect(states.length).toBeGreaterThan(0);
    for (const s of states) {
      expect(marYAcero.view(s, 'spanish').played.indigenous).toBe(HIDDEN);
      expect(marYAcero.view(s, 'spectator').played.indigenous).toBe(HIDDEN);
      expect(marYAcero.view(s, 'indigenous').played.indigenous).toBe(s.played.indigenous);
    }
  });
});

describe('Mar y Acero viewEvents (contract: viewEvents; 4.3.2 II)', () => {
  for (const mode of MODES) {
    it(`${mode.name}: no event shown to a seat names a card hidden from it in the view after the step; the seat that may know sees it`, () => {
      let secrets = 0;
      for (let g = 0; g < 3; g++) {
        const dice = seededDice(createRng(`events-pick-${mode.name}-${g}`));
        let s = marYAcero.start!(mode.options(`events-${mode.name}-${g}`)).state;
        while (!marYAcero.isTerminal(s)) {
          const { state, events } = marYAcero.step(s, pick(s, dice));
          for (const viewer of VIEWERS) {
            const hidden = hiddenCards(state, viewer);
            const shown = marYAcero.viewEvents(events, viewer);
            expect(shown).toHaveLength(events.length);
            shown.forEach((e, i) => {
              for (const c of namedCards(e)) expect(hidden.has(c), `${viewer} reads card ${c} in "${e.text}"`).toBe(false);
              const secret = events[i]!.secret;
              if (secret === undefined) expect(e).toEqual(events[i]);
              else if (secret.knownTo.includes(viewer)) expect(e).toEqual(events[i]);
              else {
                expect(e.secret).toBeUndefined();
                expect(e.text).toBe(secret.text);
                for (const f of secret.fields) expect((e as Record<string, unknown>)[f]).toBe(HIDDEN);
                secrets++;
              }
            });
          }
          s = state;
        }
      }
      // The two-player game has secret choices every turn; solitaire has none (5.3.3).
      if (mode.name === 'two-player') expect(secrets).toBeGreaterThan(0);
      else expect(secrets).toBe(0);
    });
  }

  it('4.3.2 II: the Indigenous choice event names its card for the Indigenous seat only', () => {
    const s = eventPhaseStates({ seed: 'events-choice' }).find((x) => x.tasks.at(-1)?.t === 'chooseEvent' && x.played.indigenous === null)!;
    const card = s.hands.indigenous[0]!;
    const { events } = marYAcero.step(s, { type: 'event', card });
    const chosen = events.find((e) => e.type === 'event-chosen')!;
    expect(chosen).toMatchObject({ side: 'indigenous', card, secret: { knownTo: ['indigenous'], fields: ['card'] } });
    expect(marYAcero.viewEvents(events, 'indigenous').find((e) => e.type === 'event-chosen')).toMatchObject({ card });
    for (const viewer of ['spanish', 'spectator'] as const) {
      const masked = marYAcero.viewEvents(events, viewer).find((e) => e.type === 'event-chosen')!;
      expect(masked).toMatchObject({ card: HIDDEN, text: 'indigenous chooses an Event card in secret' });
      expect(masked.secret).toBeUndefined();
    }
  });
});

describe('Mar y Acero describe (contract: describe(state, action, viewer?); 4.3.2 II)', () => {
  it("4.3.2 II: the other side's Event choice is described without its card for a viewer who may not know it", () => {
    const s = eventPhaseStates({ seed: 'describe-choice' }).find((x) => x.tasks.at(-1)?.t === 'chooseEvent' && x.played.indigenous === null)!;
    const card = s.hands.indigenous[0]!;
    const action: MyaAction = { type: 'event', card };
    expect(marYAcero.describe(s, action)).toMatch(new RegExp(`^the Indigenous player chooses Event card ${card} ".+"$`));
    expect(marYAcero.describe(s, action, 'indigenous')).toBe(marYAcero.describe(s, action));
    expect(marYAcero.describe(s, action, 'spanish')).toBe('the Indigenous player chooses an Event card');
    expect(marYAcero.describe(s, action, 'spectator')).toBe('the Indigenous player chooses an Event card');
    // Described on the Spanish player's view too: still nothing of the card.
    expect(marYAcero.describe(marYAcero.view(s, 'spanish'), action, 'spanish')).toBe('the Indigenous player chooses an Event card');
  });

  it('5.3.3: in solitaire the Spanish choice is revealed as it is made, so every viewer reads its card', () => {
    const s = eventPhaseStates({ seed: 'describe-solo', mode: 'solitaire', level: 0 }).find(
      (x) => x.tasks.at(-1)?.t === 'chooseEvent' && x.played.spanish === null,
    )!;
    const card = s.hands.spanish[0]!;
    for (const viewer of [undefined, ...VIEWERS]) expect(marYAcero.describe(s, { type: 'event', card }, viewer)).toContain(`Event card ${card}`);
  });

  it('every legal action of random states, in every mode, has a line for every viewer, and it names no card hidden from that viewer', () => {
    for (const mode of MODES) {
      for (const s of sampleStates(mode.options(`describe-${mode.name}`), 13)) {
        for (const a of marYAcero.legalActions(s)) {
          for (const viewer of [undefined, ...VIEWERS]) {
            const line = marYAcero.describe(s, a, viewer);
            expect(line).toMatch(/^\S.*\S$/);
            if (viewer !== undefined && a.type === 'event' && hiddenCards(marYAcero.apply(s, a), viewer).has(a.card)) expect(line).not.toContain(`${a.card}`);
          }
        }
      }
    }
  });

  it('describe always returns a string: an action of no known type gets a line, and the game refuses it as malformed (ValidationError)', () => {
    const s = marYAcero.setup({ seed: 'describe-unknown' });
    const odd = { type: 'teleport' } as unknown as MyaAction;
    expect(describeAction(s, odd)).toBe('an action of unknown type "teleport"');
    expect(() => marYAcero.describe(s, odd)).toThrow(ValidationError);
  });
});
