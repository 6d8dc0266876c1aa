/** Issue 13's rules review of Mar y Acero: each deviation found, fixed and tested against its section or card. */
import { describe, expect, it } from 'vitest';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { newCombat } from '../../src/games/mar-y-acero/combat-rounds.js';
import { NO_TURN_EFFECTS } from '../../src/games/mar-y-acero/nitayno/state.js';
import { board, draws, kinds, piece, play, run } from './helpers.js';
import { position } from './solitaire-helpers.js';

describe('4.3.1 VI and card 37: an activation out of the sequence is "de la manera habitual"', () => {
  it('4.3.1 VI: after the landing in area 15 next to Indigenous units, the activated area may make an incursion', () => {
    const s = board({
      pieces: { 15: [piece('colon', false, 'colon'), piece('jinete', false, 'j1')], 14: [piece('naboria', false, 'n1')], 1: [piece('tama', false, 't1')] },
      tasks: [{ t: 'choose', seat: 'spanish', purpose: 'turn1Activate', options: [0, 15] }],
      patch: { turn: 1 },
    });
    const r = play(run(s).state, [{ type: 'choose', option: 15 }]);
    const legal = marYAcero.legalActions(r.state);
    expect(legal).toContainEqual({ type: 'incursion', target: 14 });
    expect(legal).toContainEqual({ type: 'incursion', target: 1 });
  });

  it('card 37: the area Colón activates on a 1-3 may make an incursion', () => {
    const s = board({
      destiny: 37,
      pieces: { 6: [piece('colon', false, 'colon'), piece('jinete', false, 'j1')], 7: [piece('naboria', false, 'n1')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 37, effects: [{ kind: 'colonHealth', activate: { min: 1, max: 3 } }] }],
    });
    const r = run(s, [2]);
    const after = play(r.state, [{ type: 'choose', option: 6 }]).state;
    expect(marYAcero.legalActions(after)).toContainEqual({ type: 'incursion', target: 7 });
  });
});

const SOLDIERS = ['jinete', 'arcabucero', 'espatario'];
const units = (s: MyaState, a: number, side: 'spanish' | 'indigenous'): number =>
  s.map[a - 1]!.pieces.filter((p) => p.side === side && !['colon', 'caonabo', 'guacanagari', 'hijos'].includes(p.kind)).length;

describe('4.2 stacking in card effects', () => {
  it("4.2: card 28's soldiers respect the stacking limit (an area with 3 Spanish units stays at 3)", () => {
    const s = board({
      destiny: 28,
      pieces: { 6: [piece('colon', false, 'colon')], 7: [piece('jinete'), piece('espatario'), piece('peon')], 12: [piece('tama')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 28, effects: [{ kind: 'negotiations', hit: { min: 1, max: 3 }, soldiers: 2 }] }],
    });
    // Area 5: 5 -> turns Spanish (empty: 2 soldiers); area 7: 6 -> turns Spanish (full: none fits).
    // The two soldiers of each are drawn (4.2); then the gold search for area 5 (conquered): 6.
    const r = run(s, [5, 6, ...draws(4), 6]);
    expect(units(r.state, 7, 'spanish')).toBe(3);
    expect(units(r.state, 5, 'spanish')).toBe(2);
    expect(kinds(r.state, 5).every((k) => SOLDIERS.includes(k))).toBe(true);
    expect(r.events.filter((e) => e.type === 'deploy-failed')).toHaveLength(2);
  });

  it('4.2: card 28 into an area with room for one: the Spanish place one drawn soldier, the other goes back', () => {
    const s = board({
      destiny: 28,
      pieces: { 6: [piece('colon', false, 'colon')], 7: [piece('jinete'), piece('peon')], 5: [piece('naboria')], 12: [piece('tama')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 28, effects: [{ kind: 'negotiations', hit: { min: 1, max: 3 }, soldiers: 2 }] }],
    });
    // Area 5: 2 -> Colón takes a hit; area 7: 4 -> 2 soldiers drawn (4.2), room for one.
    // The two soldiers drawn (4.2) are of two kinds, so the Spanish choose which to place: the
    // bag's first counter, a Jinete (face 1), and face 15, past the at most 14 Jinetes and Arcabuceros: an Espatario.
    const r = run(s, [2, 4, 1, 15]);
    const legal = marYAcero.legalActions(r.state);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === 'place' && a.area === 7)).toBe(true);
    const after = run(play(r.state, [legal[0]!]).state).state;
    expect(units(after, 7, 'spanish')).toBe(3);
  });

  it("4.2: card 34's settlers go to one Spanish area of 1-5 with room, never beyond three units", () => {
    const s = board({
      destiny: 34,
      pieces: { 1: [piece('jinete'), piece('espatario'), piece('peon')], 3: [piece('jinete'), piece('peon')], 12: [piece('tama')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 34, effects: [{ kind: 'settlersInControlled', areas: [1, 2, 3, 4, 5], count: 2 }] }],
    });
    // Two settlers drawn (4.2), a Peón (face 1) and an Escribano (face 13, past the at most 12 Peones), so which goes is a choice.
    // Area 1 is full: area 3 is the only choice (a forced decision), and only one settler fits there.
    const r = run(s, [1, 13]);
    const placeable = marYAcero.legalActions(r.state);
    expect(placeable.length).toBeGreaterThan(0);
    expect(placeable.every((a) => a.type === 'place' && a.area === 3)).toBe(true);
    const placed = play(r.state, [placeable[0]!]);
    const after = run(placed.state);
    expect(units(after.state, 3, 'spanish')).toBe(3);
    expect(units(after.state, 1, 'spanish')).toBe(3);
    expect([...placed.events, ...after.events].some((e) => e.type === 'deploy-failed')).toBe(true);
  });

  it('4.2: card 26: the Hijos de Caonabó swap brings only the Caribs that fit, and is not offered in a full area', () => {
    const s = board({
      pieces: {
        4: [piece('caonabo', false, 'caonabo'), piece('hijos', false, 'hijos'), piece('tama'), piece('calinago')],
        5: [piece('jinete', false, 'j1')],
        12: [piece('tama')],
      },
      tasks: [{ t: 'choose', seat: 'indigenous', purpose: 'hijosSwap', options: [0, 4] }],
    });
    // The swap draws three Caribs (4.2); the stacking limit keeps what fits.
    const after = play(run(s).state, [{ type: 'choose', option: 4 }], draws(3));
    expect(units(after.state, 4, 'indigenous')).toBe(3);
    expect(kinds(after.state, 4)).not.toContain('hijos');
    const fight = (indigenous: ReturnType<typeof piece>[]): MyaState =>
      run(
        board({
          pieces: { 4: [piece('jinete', false, 'j1'), ...indigenous], 12: [piece('tama')] },
          tasks: [newCombat(4, 'spanish', 'indigenous', null, [], 'test')],
        }),
      ).state;
    const offered = (st: MyaState): boolean => marYAcero.legalActions(st).some((a) => a.type === 'choose' && a.option === 4);
    const leaders = () => [piece('caonabo', false, 'caonabo'), piece('hijos', false, 'hijos')];
    expect(offered(fight([...leaders(), piece('tama'), piece('calinago')]))).toBe(true);
    expect(offered(fight([...leaders(), piece('tama'), piece('calinago'), piece('naboria')]))).toBe(false);
  });
});

describe('cards 8, 12 and Nitayno card 45 read again', () => {
  it('card 8: a soldier rolling 1-3 stays a soldier when the settler bag is empty', () => {
    const empty = { peon: 0, escribano: 0 } as Partial<MyaState['bags']>;
    const s = board({
      pieces: { 6: [piece('jinete', false, 'j1')], 12: [piece('tama')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 8, effects: [{ kind: 'storm', convert: { min: 1, max: 3 } }] }],
    });
    const r = run({ ...s, bags: { ...s.bags, ...empty } }, [2]);
    expect(kinds(r.state, 6)).toEqual(['jinete']);
    expect(r.events.find((e) => e.type === 'storm')?.text).toMatch(/stays a soldier/);
  });

  it('card 12: a lone Colón is no Spanish unit: an Indigenous unit next to him, far from any unit, still gets +1', () => {
    const s = board({
      pieces: { 7: [piece('colon', false, 'colon')], 8: [piece('naboria', false, 'n1')], 12: [piece('jinete')] },
      tasks: [{ t: 'effects', seat: 'spanish', card: 12, effects: [{ kind: 'smallpox', eliminate: { min: 1, max: 3 }, farBonus: 1, farDistance: 2 }] }],
    });
    // Area 8 is next to Colón (7) but 4 from the jinete (12): a 3 becomes 4 and the naboria survives.
    const r = run(s, [3]);
    expect(kinds(r.state, 8)).toEqual(['naboria']);
  });

  it("5.3.5: Nitayno card 45's +1 to Spanish rolls ends with the Nitayno's last impulse (not on the Spanish player's own)", () => {
    const s = position(
      { 6: ['jinete', 'jinete'], 7: ['naboria'] },
      {
        turn: 6,
        impulses: { spanish: 0, indigenous: 0 },
        tasks: [
          { t: 'phase', phase: 'final' },
          { t: 'impulse', seat: 'spanish' },
        ],
      },
      { finalCard: 45, laterDeck: [], effects: { ...NO_TURN_EFFECTS, spanishRollBonus: 1 } },
    );
    const r = play(
      s,
      [
        { type: 'activate', area: 6 },
        { type: 'incursion', target: 7 },
      ],
      [4, 6, 6, 6, 6, 6, 6, 6],
    );
    expect(r.state.solitaire?.effects.spanishRollBonus).toBe(0);
    const inc = r.events.find((e) => e.type === 'incursion') as { modifiers: { rule: string }[]; total: number } | undefined;
    expect(inc?.modifiers.some((m) => m.rule === '5.3.5')).toBe(false);
    expect(inc?.total).toBe(4);
  });
});

describe('4.4.3: no Royal scribes in the Destiny phase', () => {
  const onlyEscribanos = (s: MyaState): MyaState => ({ ...s, bags: { ...s.bags, peon: 0, escribano: 5 } });
  const scribeOffered = (s: MyaState): boolean => {
    let st = s;
    for (let i = 0; i < 10; i++) {
      const legal = marYAcero.legalActions(st);
      if (legal.some((a) => a.type === 'scribe')) return true;
      const place = legal.find((a) => a.type === 'place');
      if (!place) return false;
      st = run(play(st, [place]).state).state;
    }
    return false;
  };
  const testament = {
    t: 'effects' as const,
    seat: 'spanish' as const,
    card: 40,
    effects: [
      {
        kind: 'deploy' as const,
        side: 'spanish' as const,
        units: [{ bag: 'settler' as const, count: 2 }],
        where: [{ filter: 'spanish' as const }],
        overstack: false,
      },
    ],
  };

  it('4.4.3: card 34 deploying an Escribano in a parchment area offers no Royal scribes (Destiny phase)', () => {
    const s = onlyEscribanos(
      board({
        destiny: 34,
        pieces: { 1: [piece('jinete')], 12: [piece('tama')] },
        tasks: [
          { t: 'phase', phase: 'conflict' },
          { t: 'effects', seat: 'indigenous', card: 34, effects: [{ kind: 'settlersInControlled', areas: [1, 2, 3, 4, 5], count: 2 }] },
        ],
      }),
    );
    // The two settlers drawn (4.2): only Escribanos are left in the bag.
    const r = run(s, draws(2));
    expect(kinds(r.state, 1)).toEqual(['escribano', 'escribano', 'jinete']);
    expect(scribeOffered(r.state)).toBe(false);
  });

  it('4.4.3: card 40 when Colón dies in the Destiny phase offers no Royal scribes; in the Event phase it does (4.4.3 (a))', () => {
    const at = (phase: 'conflict' | 'reinforcement'): MyaState =>
      run(onlyEscribanos(board({ pieces: { 1: [piece('jinete')], 12: [piece('tama')] }, tasks: [{ t: 'phase', phase }, testament] })), draws(2)).state;
    expect(scribeOffered(at('conflict'))).toBe(false);
    expect(scribeOffered(at('reinforcement'))).toBe(true);
  });
});

describe('the explanations of card rolls (the contract: rolls, modifiers, result)', () => {
  type RollEvent = { type: string; rule?: string; result?: string; modifiers?: { label: string; value: number; rule: string }[] };
  const rollsOf = (events: readonly object[]): RollEvent[] => (events as RollEvent[]).filter((e) => e.type === 'roll');

  it('card 12: the +1 far from Spanish and Rebel units is a modifier, and a survivor is reported', () => {
    const s = board({
      pieces: { 8: [piece('naboria', false, 'n1')], 12: [piece('jinete')] },
      tasks: [{ t: 'effects', seat: 'spanish', card: 12, effects: [{ kind: 'smallpox', eliminate: { min: 1, max: 3 }, farBonus: 1, farDistance: 2 }] }],
    });
    const [e] = rollsOf(run(s, [3]).events);
    expect(e).toMatchObject({ rule: 'card 12', result: 'survives' });
    expect(e?.modifiers).toEqual([{ label: '2 or more areas from any Spanish or Rebel unit', value: 1, rule: 'card 12' }]);
  });

  it("cards 20-22 and 36: each unit's roll says what happened to it", () => {
    const quake = board({
      pieces: { 7: [piece('cacique', false, 'c1'), piece('naboria', false, 'n1'), piece('tama', true, 't1')], 12: [piece('jinete')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 20, effects: [{ kind: 'earthquake', hit: { min: 2, max: 3 }, eliminate: { min: 4, max: 6 } }] }],
    });
    // The area marker drawn (7), then one d6 per unit: 1 nothing, 2 a hit, 5 eliminated.
    expect(rollsOf(run(quake, [7, 1, 2, 5]).events).map((e) => [e.rule, e.result])).toEqual([
      ['card 20', 'no effect'],
      ['card 20', 'one hit: reduced'],
      ['card 20', 'eliminated'],
    ]);
    const climate = board({
      pieces: { 3: [piece('jinete', false, 'j1'), piece('espatario', true, 'e1'), piece('peon', false, 'p1')], 12: [piece('tama')] },
      tasks: [{ t: 'effects', seat: 'indigenous', card: 36, effects: [{ kind: 'tropicalClimate', hit: { min: 1, max: 3 }, restore: { min: 4, max: 5 } }] }],
    });
    expect(rollsOf(run(climate, [2, 4, 6]).events).map((e) => [e.rule, e.result])).toEqual([
      ['card 36', 'a hit: reduced'],
      ['card 36', 'restored'],
      ['card 36', 'no effect'],
    ]);
  });

  it('4.4.1 C: a gold search that gives nothing still reports its result', () => {
    // Card 19's gold table: 5 gives no change.
    const s = board({ destiny: 19, pieces: { 6: [piece('jinete')], 12: [piece('tama')] }, tasks: [{ t: 'gold', areas: [6], stage: 'roll', die: 0 }] });
    const e = run(s, [5]).events.find((x) => x.type === 'gold-search') as { delta?: number; result?: string } | undefined;
    expect(e).toMatchObject({ delta: 0, result: 'no change' });
  });
});
