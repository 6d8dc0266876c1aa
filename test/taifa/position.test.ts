import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidationError, type ValidationError } from 'reglas/core';
import { taifa, taifaPositionSchema, type TaifaOptions, type TaifaPosition } from 'reglas/taifa';
import { allCards, card, kIndex, top } from './helpers.js';
import { randomGame, sampleStates, TABLES } from './sample-states.js';

/** The problems `setup` names for options, or a test failure if it accepts them. */
function setupProblems(options: TaifaOptions): { path: string; message: string }[] {
  try {
    taifa.setup(options);
  } catch (error) {
    if (!isValidationError(error)) throw error;
    return [...(error as ValidationError).problems];
  }
  throw new Error('setup accepted a bad position');
}

function refusedAt(position: TaifaPosition, path: string, message: RegExp): void {
  const found = setupProblems({ seed: 'bad', position });
  const at = found.filter((p) => p.path === path);
  expect(at, `no problem at ${path}; found ${JSON.stringify(found)}`).not.toHaveLength(0);
  expect(at.map((p) => p.message).join(' | ')).toMatch(message);
}

const ALL_CARDS = Array.from({ length: 80 }, (_, i) => i);

describe('contract position: Taifa round trip over states of random play', () => {
  it('position(setup({ seed, position: position(s) })) is position(s), the legal actions agree, the state is s but its generator (sampled states)', () => {
    const sample = sampleStates(120, 6, 'position');
    expect(sample.length).toBeGreaterThan(300);
    for (const { state } of sample) {
      const p = taifa.position(state);
      expect(taifaPositionSchema.safeParse(p).success).toBe(true);
      expect(JSON.parse(JSON.stringify(p))).toEqual(p);
      const back = taifa.setup({ seed: 'other', position: p });
      expect(taifa.position(back)).toEqual(p);
      expect(taifa.legalActions(back)).toEqual(taifa.legalActions(state));
      expect(taifa.activePlayer(back)).toBe(taifa.activePlayer(state));
      expect({ ...back, rng: state.rng }).toEqual(state);
    }
  });

  it('property: any state of any random game round-trips through its position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.string(), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (t, seed, pick, where) => {
        const states = randomGame({ seed, ...TABLES[t]!.options }, pick);
        const s = states[Math.floor(where * (states.length - 1))]!;
        const p = taifa.position(s);
        const back = taifa.setup({ seed: `${seed}!`, position: p });
        expect(taifa.position(back)).toEqual(p);
        expect(taifa.legalActions(back)).toEqual(taifa.legalActions(s));
      }),
      { numRuns: 25 },
    );
  });
});

describe('contract position: what a position omits comes from the standard set-up (3.1, 10.1)', () => {
  it('3.1: the empty position is the standard set-up of the seed, to the generator', () => {
    for (const seed of ['a', 'b', 'c']) expect(taifa.setup({ seed, position: {} })).toEqual(taifa.setup({ seed }));
  });

  it('3.1, 7: one area and one hand changed; the other hands dealt 8 from the deck, every card once', () => {
    const hand = [card('ch-caballeros'), card('ch-campeon')];
    const s = taifa.setup({
      seed: 'partial',
      position: { owners: { '30': 'castilla' }, kingdoms: { castilla: { hand, bonus: 1 } }, decks: { christian: [card('ch-tregua')] } },
    });
    expect(taifa.validate(s)).toBe(s);
    expect(allCards(s)).toEqual(ALL_CARDS);
    expect(s.owner[29]).toBe(kIndex(s, 'castilla'));
    expect(s.owner[4]).toBe(-1);
    expect(s.kingdoms[0]!.hand).toEqual(hand);
    expect(s.kingdoms[0]!.bonus).toBe(1);
    for (const k of s.kingdoms.slice(1)) expect(k.hand).toHaveLength(8);
    expect(s.decks[0][0]).toBe(card('ch-tregua'));
    expect(s.turn).toBe(1);
    expect(taifa.activePlayer(s)).toBe('castilla');
  });

  it("10.2: in El Cid, his Tregua placed nowhere is out of the game; hands are the scenario's", () => {
    const s = taifa.setup({ seed: 'cid', position: { scenario: 'el-cid', almoravidCards: 10, kingdoms: { 'el-cid': { hand: [] } } } });
    expect(s.removed).toEqual([card('ch-tregua')]);
    expect(s.kingdoms.map((k) => k.hand.length)).toEqual([10, 6, 5, 0]);
    expect(s.hands[0]).toBe(10);
    expect(taifa.validate(s)).toBe(s);
  });

  it('5.1.4: a mid-attack position rests on the defender’s decision with its garrisons to spend', () => {
    const s = taifa.setup({
      seed: 'mid',
      position: {
        players: ['castilla', 'leon'],
        current: 'castilla',
        garrisons: [11, 20],
        kingdoms: { castilla: { hand: [] }, leon: { hand: [] } },
        at: { point: 'attack-defend', area: 20, troops: [card('ch-caballeria')] },
      },
    });
    expect(taifa.activePlayer(s)).toBe('leon');
    expect(taifa.legalActions(s)).toEqual([{ type: 'spend-garrison', area: 11 }, { type: 'spend-garrison', area: 20 }, { type: 'commit' }]);
    expect(top(s)).toMatchObject({ t: 'attack-defend', who: kIndex(s, 'leon'), attacker: 0, defender: kIndex(s, 'leon') });
  });

  it('contract purity: setup reads a deep-frozen position without changing it', () => {
    const p = taifa.position(randomGame({ seed: 'frozen' }, 2)[9]!);
    const copy = structuredClone(p);
    const freeze = (o: unknown): void => {
      if (typeof o !== 'object' || o === null) return;
      Object.freeze(o);
      for (const v of Object.values(o)) freeze(v);
    };
    freeze(p);
    expect(taifa.position(taifa.setup({ seed: 'frozen', position: p }))).toEqual(copy);
    expect(p).toEqual(copy);
  });

  it('8: an ended game, its result given, has no decision', () => {
    const s = taifa.setup({ seed: 'end', position: { turn: 3, result: { winners: ['leon'], reason: 'León has the most castles (9)' } } });
    expect(taifa.isTerminal(s)).toBe(true);
    expect(taifa.outcome(s)?.winners).toEqual(['leon']);
  });
});

describe('contract position: setup names each bad field of a position by its path', () => {
  it('2.1: a card that does not exist, and a card in two places', () => {
    refusedAt({ kingdoms: { castilla: { hand: [0, 1, 99] } } }, 'options.position.kingdoms.castilla.hand[2]', /card 99 does not exist/);
    refusedAt(
      { kingdoms: { castilla: { hand: [5] }, leon: { hand: [2, 5] } } },
      'options.position.kingdoms.leon.hand[1]',
      /card 5 .*also at options\.position\.kingdoms\.castilla\.hand\[0\]/,
    );
    refusedAt(
      { discard: [3], at: { point: 'attack-select', area: 5, troops: [3] } },
      'options.position.at.troops[0]',
      /also at options\.position\.discard\[0\]/,
    );
  });

  it('3, 10.1: an owner that is not a kingdom in play, an area that does not exist or is out of play', () => {
    refusedAt({ owners: { '12': 'almoravides' } }, 'options.position.owners.12', /almoravides is not a kingdom of the standard scenario/);
    refusedAt({ owners: { '59': 'leon' } }, 'options.position.owners.59', /no area 59/);
    refusedAt({ scenario: 'el-cid', owners: { '1': 'castilla' } }, 'options.position.owners.1', /out of play/);
    refusedAt({ kingdoms: { 'el-cid': { bonus: 1 } } }, 'options.position.kingdoms.el-cid', /not a kingdom of the standard/);
  });

  it('4: a turn out of range, a current kingdom not in play, too many passes', () => {
    refusedAt({ turn: 4 }, 'options.position.turn', /<=3|3/);
    refusedAt({ current: 'el-cid' }, 'options.position.current', /not a kingdom/);
    refusedAt({ passes: 6 }, 'options.position.passes', /ended the turn/);
  });

  it('4.1, 9.1: an invariant broken by the built state is named by the position field', () => {
    refusedAt({ kingdoms: { castilla: { hand: [card('mu-guardia')] } } }, 'options.position.kingdoms.castilla.hand[0]', /Muslim card in castilla's hand/);
    refusedAt({ players: ['castilla'], kingdoms: { leon: { kept: 2 } } }, 'options.position.kingdoms.leon.kept', /bot/);
    refusedAt({ garrisons: [5] }, 'options.position.garrisons', /no castle/);
  });

  it('5.1: a pending attack made outside its attacker’s round, or whose Responses stage names nobody', () => {
    refusedAt({ at: { point: 'attack-defend', area: 3, who: 'castilla' } }, 'options.position.at.defender', /own area/);
    refusedAt({ at: { point: 'attack-respond', area: 5 } }, 'options.position.at.who', /which kingdom/);
    refusedAt({ at: { point: 'attack-reward', area: 5 } }, 'options.position.at.defender', /who held it/);
  });

  it('contract: options given twice (the position names its scenario), and a result with a pending decision', () => {
    expect(setupProblems({ seed: 'x', scenario: 'el-cid', position: {} })).toEqual([
      { path: 'options.scenario', message: expect.stringMatching(/options\.position\.scenario/) as unknown as string },
    ]);
    refusedAt({ result: { winners: ['leon'], reason: 'x' }, at: { point: 'round' } }, 'options.position.at', /ended game/);
  });

  it('10.2: the Tregua decision and El Cid’s Tregua exist only in the El Cid scenario', () => {
    refusedAt({ at: { point: 'truce' } }, 'options.position.at', /only the El Cid scenario/);
    refusedAt({ cidTruce: 'castilla' }, 'options.position.cidTruce', /only the El Cid scenario/);
  });
});
