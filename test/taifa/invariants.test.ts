import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidationError, load, type ValidationError } from 'reglas/core';
import { taifa, type TaifaState } from 'reglas/taifa';
import type { AttackTask } from '../../src/games/taifa/types.js';
import { card, isAttack, top } from './helpers.js';
import { randomGame, sampleStates, TABLES } from './sample-states.js';

/** The problems `validate` names for a state, or a test failure if it accepts it. */
function problems(state: unknown): { path: string; message: string }[] {
  try {
    taifa.validate(state);
  } catch (error) {
    if (!isValidationError(error)) throw error;
    return [...(error as ValidationError).problems];
  }
  throw new Error('validate accepted a broken state');
}

/** `validate` refuses the state, naming `path` among its problems (and a message matching `message`). */
function refusedAt(state: unknown, path: string, message?: RegExp): void {
  const found = problems(state);
  const at = found.filter((p) => p.path === path);
  expect(at, `no problem at ${path}; found ${JSON.stringify(found)}`).not.toHaveLength(0);
  if (message !== undefined) expect(at.map((p) => p.message).join(' | ')).toMatch(message);
}

// Games are played inside the tests that use them, never when the file loads (a mutation run or a
// filtered run then pays only for the tests it runs).
const people = (): TaifaState[] => randomGame({ seed: 'broken' }, 7);
const elCid = (): TaifaState[] => randomGame({ seed: 'broken-cid', scenario: 'el-cid' }, 3);
const inPlay = (): TaifaState => people()[5]!;
/** The first state of a game resting on the given attack stage. */
function atStage(stage: AttackTask['t']): TaifaState & { tasks: readonly [unknown, AttackTask] } {
  for (let g = 0; g < 40; g++) {
    for (const s of randomGame({ seed: `stage-${g}` }, g)) {
      const t = top(s);
      if (isAttack(t) && t.t === stage) return s as TaifaState & { tasks: readonly [unknown, AttackTask] };
    }
  }
  throw new Error(`no state at ${stage}`);
}
const withTop = (s: TaifaState, patch: Partial<AttackTask>): TaifaState => ({ ...s, tasks: [s.tasks[0]!, { ...(top(s) as AttackTask), ...patch }] });

describe('contract validate: Taifa accepts every state of random play', () => {
  it('the sampled states of people, six-bot and El Cid games (over 300) all pass, every task kind among them', () => {
    const sample = sampleStates(120, 6, 'validate');
    expect(sample.length).toBeGreaterThan(300);
    for (const t of TABLES) expect(sample.filter((x) => x.table === t.name).length).toBeGreaterThan(80);
    const kinds = new Set<string>();
    for (const { state } of sample) {
      expect(taifa.validate(state)).toBe(state);
      kinds.add(state.result === null ? top(state)!.t : 'ended');
    }
    for (const k of ['round', 'truce', 'attack-select', 'attack-defend', 'attack-reward', 'ended']) expect(kinds).toContain(k);
    expect(taifa.validate(atStage('attack-respond'))).toBeDefined();
  });

  it('property: every state of every random game of any table validates, and load reads its JSON back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.string(), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (t, seed, pick, where) => {
        const states = randomGame({ seed, ...TABLES[t]!.options }, pick);
        const s = states[Math.floor(where * (states.length - 1))]!;
        expect(taifa.validate(s)).toBe(s);
        expect(load(taifa, JSON.stringify(s))).toEqual(s);
      }),
      { numRuns: 25 },
    );
  });
});

describe('contract validate: Taifa refuses broken states, naming each problem by its path', () => {
  it('2.1: a card in two hands, named at its second place', () => {
    const c = inPlay().kingdoms[0]!.hand[0]!;
    const k1 = inPlay().kingdoms[1]!;
    const broken = { ...inPlay(), kingdoms: inPlay().kingdoms.map((k, i) => (i === 1 ? { ...k, hand: [...k.hand, c] } : k)) };
    refusedAt(broken, `state.kingdoms[1].hand[${k1.hand.length}]`, /also at state\.kingdoms\[0\]\.hand\[0\]/);
  });

  it('2.1: a card missing from every place, named under its deck', () => {
    const c = inPlay().kingdoms[0]!.hand[0]!;
    const broken = { ...inPlay(), kingdoms: inPlay().kingdoms.map((k, i) => (i === 0 ? { ...k, hand: k.hand.slice(1) } : k)) };
    refusedAt(broken, 'state.decks[0]', new RegExp(`card ${c} .* is nowhere`));
  });

  it('4.1: a Muslim card in a Christian kingdom’s hand', () => {
    const broken = structuredClone(inPlay()) as unknown as { kingdoms: { hand: number[] }[]; decks: number[][] };
    const muslim = broken.decks[1]!.shift()!;
    broken.kingdoms[0]!.hand.push(muslim);
    refusedAt(broken, `state.kingdoms[0].hand[${broken.kingdoms[0]!.hand.length - 1}]`, /Muslim card in castilla's hand/);
  });

  it('4.3: current: 17 is no kingdom at the table', () => {
    refusedAt({ ...inPlay(), current: 17 }, 'state.current', /no kingdom 17/);
  });

  it('4.4: six passes in a row with six kingdoms would have ended the turn', () => {
    refusedAt({ ...inPlay(), passes: 6 }, 'state.passes');
  });

  it('contract: an empty stack in a game not over', () => {
    refusedAt({ ...inPlay(), tasks: [] }, 'state.tasks', /no decision is pending/);
  });

  it('8: an ended game with a decision still pending, and a winner not at the table', () => {
    refusedAt({ ...inPlay(), result: { winners: [0], reason: 'x' } }, 'state.tasks', /has ended/);
    const end = people()[people().length - 1]!;
    refusedAt({ ...end, result: { winners: [9], reason: 'x' } }, 'state.result.winners[0]');
  });

  it('5.1: an attacker index out of range, and an attacker that is not the kingdom whose round it is', () => {
    const s = atStage('attack-defend');
    refusedAt(withTop(s, { attacker: 9 }), 'state.tasks[1].attacker', /no kingdom 9/);
    refusedAt(withTop(s, { attacker: (s.current + 1) % 6 }), 'state.tasks[1].attacker', /attacker's round/);
  });

  it('5.1.4: the defender stage decided by another kingdom; a garrison spent that is not next to the area', () => {
    const s = atStage('attack-defend');
    const t = top(s) as AttackTask;
    refusedAt(withTop(s, { who: t.attacker }), 'state.tasks[1].who', /defender decides/);
    refusedAt(withTop(s, { garrisons: [t.area === 1 ? 58 : 1] }), 'state.tasks[1].garrisons[0]');
  });

  it('contract view: a view is refused (its mark, and each card it hides)', () => {
    const v = taifa.view(inPlay(), 'castilla');
    refusedAt(v, 'state.viewer', /view for 'castilla'/);
    const { viewer: _mark, ...unmarked } = v;
    refusedAt(unmarked, 'state.kingdoms[1].hand[0]', /hidden card/);
  });

  it('contract identity: a state of Mar y Acero, and a state of format 0', () => {
    refusedAt({ ...inPlay(), game: 'mar-y-acero' }, 'state', /mar-y-acero/);
    refusedAt({ ...inPlay(), format: 0 }, 'state', /format version 0/);
  });

  it('schema: a wrong type in a field, and a bonus beyond +2 (7)', () => {
    refusedAt({ ...inPlay(), turn: 'two' }, 'state.turn');
    refusedAt({ ...inPlay(), kingdoms: inPlay().kingdoms.map((k, i) => (i === 0 ? { ...k, bonus: 3 } : k)) }, 'state.kingdoms[0].bonus');
  });

  it('2.2: a garrison in an area without a castle', () => {
    const a = inPlay().owner.indexOf(-1);
    refusedAt({ ...inPlay(), garrison: inPlay().garrison.map((g, i) => g || i === a) }, `state.garrison[${a}]`, /no castle/);
  });

  it('10.1: an area out of play given an owner, and an owner not at the El Cid table', () => {
    const s = elCid()[3]!;
    const out = s.owner.indexOf(-2);
    refusedAt({ ...s, owner: s.owner.map((o, i) => (i === out ? 0 : o)) }, `state.owner[${out}]`, /out of play/);
    const mine = s.owner.indexOf(0);
    refusedAt({ ...s, owner: s.owner.map((o, i) => (i === mine ? 5 : o)) }, `state.owner[${mine}]`, /not at the table/);
  });

  it("10.2: El Cid's own Tregua back in the deck; his Tregua task in the standard game", () => {
    const s = elCid()[3]!;
    const tregua = card('ch-tregua');
    const broken = { ...s, removed: s.removed.filter((c) => c !== tregua), decks: [[tregua, ...s.decks[0]], s.decks[1]] };
    refusedAt(broken, 'state.decks[0][0]', /El Cid's own Tregua/);
    refusedAt({ ...inPlay(), tasks: [{ t: 'round' }, { t: 'truce', who: 3 }] }, 'state.tasks[1]', /only the El Cid scenario/);
  });

  it('9.1: a person with an army; a Response card in a bot’s army', () => {
    const army = inPlay().decks[0][0]!;
    const broken = {
      ...inPlay(),
      decks: [inPlay().decks[0].slice(1), inPlay().decks[1]],
      kingdoms: inPlay().kingdoms.map((k, i) => (i === 0 ? { ...k, army: [army] } : k)),
    };
    refusedAt(broken, 'state.kingdoms[0].army', /only a bot/);
    const bots = randomGame({ seed: 'bots', players: [] }, 1)[0]!;
    const response = card('ch-campeon');
    const moved = {
      ...bots,
      decks: [bots.decks[0].filter((c) => c !== response), bots.decks[1]],
      kingdoms: bots.kingdoms.map((k, i) => ({ ...k, hand: k.hand.filter((c) => c !== response), army: i === 0 ? [response] : k.army })),
    };
    refusedAt(moved, 'state.kingdoms[0].army[0]', /not a Troop card/);
  });

  it('5.4: a card out of the game that does not leave it', () => {
    const c = inPlay().decks[0][0]!;
    refusedAt({ ...inPlay(), decks: [inPlay().decks[0].slice(1), inPlay().decks[1]], removed: [c] }, 'state.removed[0]', /does not leave the game/);
  });

  it('load: JSON text of a broken state is refused with the same paths', () => {
    expect(() => load(taifa, JSON.stringify({ ...inPlay(), current: 17 }))).toThrow(/state\.current/);
  });
});
