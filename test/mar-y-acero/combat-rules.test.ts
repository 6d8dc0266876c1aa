import { describe, expect, it } from 'vitest';
import { combatFactor, marYAcero, type MyaState } from 'reglas/mar-y-acero';
import { newCombat } from '../../src/games/mar-y-acero/combat.js';
import type { Piece } from '../../src/games/mar-y-acero/state.js';
import { myaActionSchema } from '../../src/games/mar-y-acero/actions.js';
import { combatFactorValue } from '../../src/games/mar-y-acero/factors.js';
import { PIECE_KINDS, PIECES } from '../../src/games/mar-y-acero/data/units.js';

const PIECES_BAG = (p: Piece): string | null => PIECES[p.kind].bag;
import type { CombatTask } from '../../src/games/mar-y-acero/state.js';
import { board, kinds, piece, play, refusal, run } from './helpers.js';

describe('4.4.1 B combat factors', () => {
  it('4.4.1 B: the hot-path factor equals combatFactor for every kind, area, role and terrain', () => {
    const base = board();
    const wrong: string[] = [];
    for (const palisade of [false, true])
      for (const citadel of [false, true])
        for (const anacaona of [null, 'indigenous', 'spanish'] as const) {
          const s = { ...base, map: base.map.map((a) => ({ ...a, palisade, citadel, anacaona })) };
          for (const kind of PIECE_KINDS)
            for (const reduced of [false, true]) {
              const p = piece(kind, reduced);
              for (let area = 1; area <= 15; area++)
                for (const attacking of [false, true])
                  for (const conflict of [false, true]) {
                    const fast = combatFactorValue(s, p, area, attacking, conflict);
                    const full = combatFactor(s, p, area, attacking, conflict, true).value;
                    if (fast !== full)
                      wrong.push(
                        `${kind}${reduced ? '*' : ''} area ${area} ${attacking ? 'att' : 'def'} ${conflict} p${palisade} c${citadel} ${anacaona}: ${fast} vs ${full}`,
                      );
                  }
            }
        }
    expect(wrong).toEqual([]);
  });
});

const grace = { grace: { side: 'spanish' as const, usedWindow: false, usedTurn: false } };

/** Three Spanish attackers (Jinetes 5, Espatarios 4, Arcabuceros 4 in area 6, no modifiers) against a Calinago. */
function rollThree(rolls: number[]) {
  const s = board({
    pieces: { 6: [piece('jinete', false, 'j'), piece('espatario', false, 'e'), piece('arcabucero', false, 'a'), piece('calinago', false, 'c')] },
    tasks: [{ t: 'settle' }, newCombat(6, 'spanish', 'indigenous', null, [], 'test')],
    patch: grace,
  });
  return run(s, rolls);
}

describe('4.5 Divine Grace/Yaya: re-roll any number of dice', () => {
  it('4.5: every useful choice of missed dice is offered once, one die then two then three, then -1', () => {
    const r = rollThree([6, 6, 6]);
    expect(r.state.tasks.at(-1)).toMatchObject({ stage: 'graceA', diceA: [6, 6, 6] });
    // Dice 1 and 2 (factor 4 each) are interchangeable: [1, 3] would repeat [2, 3].
    // (Actions, events and descriptions all number dice from 1.)
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'grace', use: 'none' },
      { type: 'grace', use: 'reroll', dice: [1] },
      { type: 'grace', use: 'reroll', dice: [2] },
      { type: 'grace', use: 'reroll', dice: [1, 2] },
      { type: 'grace', use: 'reroll', dice: [2, 3] },
      { type: 'grace', use: 'reroll', dice: [1, 2, 3] },
      { type: 'grace', use: 'minus', die: 1 },
    ]);
    expect(refusal(r.state, { type: 'grace', use: 'reroll', dice: [1, 3] })).toMatchObject({ code: 'not-legal', rule: '4.4.1 B' });
  });
  it('4.5: a die that already hit is never offered for a re-roll (it could only miss)', () => {
    const r = rollThree([1, 6, 6]);
    expect(marYAcero.legalActions(r.state)).toEqual([
      { type: 'grace', use: 'none' },
      { type: 'grace', use: 'reroll', dice: [2] },
      { type: 'grace', use: 'reroll', dice: [2, 3] },
    ]);
  });
  it('4.5: only the chosen dice are rolled again, in position order; the others keep their value', () => {
    const r = rollThree([6, 6, 6]);
    // Dice 2 and 3 re-rolled: 2 and 3 (two hits); die 1 stays a 6. The Calinago then rolls a 6.
    const g = play(r.state, [{ type: 'grace', use: 'reroll', dice: [2, 3] }], [2, 3, 6]);
    const used = g.events.find((e) => e.type === 'grace');
    // Two dice were rolled again: only they are rolls; the kept 6 is in \`dice\` with them.
    expect(used?.rolls?.map((x) => x.value)).toEqual([2, 3]);
    expect(used?.['dice']).toEqual([6, 2, 3]);
    expect(used?.text).toContain('re-roll of dice 2, 3');
    expect(marYAcero.describe(r.state, { type: 'grace', use: 'reroll', dice: [2, 3] })).toBe('Divine Grace/Yaya: re-roll dice 2, 3');
    expect(g.events.find((e) => e.type === 'combat-hits')?.['hits']).toBe(2);
    expect(g.state.grace.side).toBe('indigenous');
    // Two hits: the Calinago is reduced, then removed; the combat is over.
    expect(kinds(g.state, 6)).toEqual(['arcabucero', 'espatario', 'jinete']);
  });
  it('4.5: the re-roll action names its dice: numbers from 1, ascending, none twice, at least one', () => {
    const ok = (a: object): boolean => myaActionSchema.safeParse(a).success;
    expect(ok({ type: 'grace', use: 'reroll', dice: [1, 3] })).toBe(true);
    expect(ok({ type: 'grace', use: 'reroll', dice: [3, 1] })).toBe(false);
    expect(ok({ type: 'grace', use: 'reroll', dice: [1, 1] })).toBe(false);
    expect(ok({ type: 'grace', use: 'reroll', dice: [] })).toBe(false);
    expect(ok({ type: 'grace', use: 'reroll', dice: [0] })).toBe(false);
    expect(ok({ type: 'grace', use: 'reroll', dice: '02' })).toBe(false);
    expect(ok({ type: 'grace', use: 'reroll' })).toBe(false);
    expect(ok({ type: 'grace', use: 'minus', die: 1 })).toBe(true);
    expect(ok({ type: 'grace', use: 'minus', die: 0 })).toBe(false);
    expect(ok({ type: 'grace', use: 'none' })).toBe(true);
  });
  it('4.5: an incursion or gold die is re-rolled as die 1', () => {
    const s = board({
      pieces: { 6: [piece('jinete', false, 'j')], 7: [piece('tama', false, 't')] },
      tasks: [{ t: 'incursion', seat: 'spanish', origin: 6, target: 7, attempt: 1, stage: 'roll', die: 0 }],
      patch: grace,
    });
    expect(marYAcero.legalActions(run(s, [4]).state)).toContainEqual({ type: 'grace', use: 'reroll', dice: [1] });
  });
});

/** A combat in area 6 waiting for the defender's withdrawal decision. */
function withdrawing(pieces: Piece[], d: 'spanish' | 'indigenous', turn: { destiny: number; restriction?: MyaState['restriction'] }): MyaState {
  const task: CombatTask = { ...newCombat(6, d === 'spanish' ? 'indigenous' : 'spanish', d, null, [], 'test'), stage: 'withdrawD' };
  return board({ pieces: { 6: pieces }, tasks: [{ t: 'settle' }, task], destiny: turn.destiny, patch: { restriction: turn.restriction ?? 'none' } });
}

const withdrawals = (s: MyaState, id: string): number[] => marYAcero.legalActions(s).flatMap((a) => (a.type === 'withdraw' && a.piece === id ? [a.to] : []));
const payers = (s: MyaState): string[] => marYAcero.legalActions(s).flatMap((a) => (a.type === 'pay-naval' ? [a.piece] : []));
const ALL_BUT_6 = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15];

describe('card 24 Broma en el casco: withdrawals after combat (4.4.1 B)', () => {
  const broma = { destiny: 24, restriction: 'broma' as const };

  it('card 24: Spanish pieces withdraw to an adjacent area freely, to a non-adjacent one only once a unit is eliminated', () => {
    const pieces = () => [piece('jinete', false, 'j'), piece('espatario', false, 'e'), piece('tama', false, 't')];
    // Without the card (no naval difficulty) the Spanish withdraw by sea freely.
    expect(withdrawals(withdrawing(pieces(), 'spanish', { destiny: 22 }), 'j')).toEqual(ALL_BUT_6);
    const s = withdrawing(pieces(), 'spanish', broma);
    expect(withdrawals(s, 'j')).toEqual([5, 7]);
    expect(payers(s)).toEqual(['j', 'e']);
    const paid = play(s, [{ type: 'pay-naval', area: 6, piece: 'e' }]);
    // Eliminated, not reduced: the Espatario goes back to its bag.
    expect(kinds(paid.state, 6)).toEqual(['jinete', 'tama']);
    expect(paid.state.bags.espatario).toBe(s.bags.espatario + 1);
    expect(paid.events.some((e) => e.type === 'naval-cost' && e.rule === 'card 24')).toBe(true);
    expect(withdrawals(paid.state, 'j')).toEqual(ALL_BUT_6);
    expect(payers(paid.state)).toEqual([]);
  });

  it('card 24: Taínos and Caribs pay to withdraw to an adjacent area; Rebels go there freely and pay to go by sea', () => {
    const s = withdrawing(
      [piece('tama', false, 't'), piece('naboria', false, 'n'), piece('tropa', false, 'r'), piece('jinete', false, 'j')],
      'indigenous',
      broma,
    );
    expect(withdrawals(s, 't')).toEqual([]);
    expect(withdrawals(s, 'n')).toEqual([]);
    expect(withdrawals(s, 'r')).toEqual([5, 7]);
    expect(payers(s)).toEqual(['t', 'n', 'r']);
    const paid = play(s, [{ type: 'pay-naval', area: 6, piece: 'n' }]).state;
    expect(kinds(paid, 6)).toEqual(['jinete', 'tama', 'tropa']);
    // Still by sea only with a Rebel (4.4.1 A): the Tama goes to an adjacent area.
    expect(withdrawals(paid, 't')).toEqual([5, 7]);
    expect(withdrawals(paid, 'r')).toEqual(ALL_BUT_6);
  });

  it('card 24: a lone piece cannot pay (the payer is eliminated) and stays', () => {
    const s = withdrawing([piece('tama', false, 't'), piece('jinete', false, 'j')], 'indigenous', broma);
    expect(marYAcero.legalActions(s)).toEqual([]);
  });

  it('4.4.1 B: the defender paying naval difficulty does not open the sea to the attacker', () => {
    const s = withdrawing([piece('tama', false, 't1'), piece('tama', false, 't2'), piece('jinete', false, 'j'), piece('espatario', false, 'e')], 'indigenous', {
      destiny: 20,
    });
    const d = play(s, [{ type: 'pay-naval', area: 6, piece: 't1' }, { type: 'stay' }]).state;
    expect(d.tasks.at(-1)).toMatchObject({ stage: 'withdrawA', navalPaid: false });
    expect(withdrawals(d, 'j')).toEqual([5, 7]);
    expect(payers(d)).toEqual(['j', 'e']);
  });
});

describe('4.5 with the Nitayno (cards 48/49: it always has Yaya)', () => {
  it('4.5: the Nitayno re-rolls every missed die, the largest set offered', () => {
    const solo = marYAcero.setup({ seed: 'yaya-combat', mode: 'solitaire', level: 0 });
    const sol = solo.solitaire!;
    const s = board({
      pieces: { 6: [piece('calinago', false, 'c1'), piece('calinago', false, 'c2'), piece('jinete', false, 'j')] },
      tasks: [{ t: 'settle' }, newCombat(6, 'indigenous', 'spanish', null, [], 'test')],
      patch: {
        mode: 'solitaire',
        level: 0,
        solitaire: { ...sol, effects: { ...sol.effects, yaya: true } },
        grace: { side: 'spanish', usedWindow: false, usedTurn: false },
      },
    });
    const r = run(s, [6, 6]);
    expect(r.state.tasks.at(-1)).toMatchObject({ stage: 'graceA', diceA: [6, 6] });
    expect(marYAcero.legalActions(r.state)).toEqual([{ type: 'bot' }]);
    // Two Calinagos (factor 3 each) missed: '0' and '01' are offered ('1' repeats '0'); the Nitayno takes '01'.
    const g = play(r.state, [{ type: 'bot' }], [2, 2, 6, 6, 6, 6]);
    const used = g.events.find((e) => e.type === 'grace');
    expect(used?.text).toContain('re-roll of dice 1, 2');
    expect(used?.rolls?.map((x) => x.value)).toEqual([2, 2]);
  });
});

describe('4.4.1 B withdrawal choices listed by area masks', () => {
  it('4.4.1 B: the withdrawals listed, and withdrawalAreas for each piece, are those the rule allows (one per distinct counter), on every withdrawal decision of seeded games', async () => {
    const { combatLegal, members, withdrawalAreas } = await import('../../src/games/mar-y-acero/combat.js');
    const { adjacent, navalDifficulty } = await import('../../src/games/mar-y-acero/board.js');
    const { canAdd } = await import('../../src/games/mar-y-acero/stacking.js');
    const { createRng, seededDice } = await import('../../src/core/index.js');
    // The rule read area by area, independently of the engine's masks.
    const allowed = (s: MyaState, t: CombatTask, p: Piece, navalOk: boolean): number[] => {
      const out: number[] = [];
      const free = p.side === 'spanish' || PIECES_BAG(p) === 'rebel';
      for (let to = 1; to <= 15; to++) {
        if (to === t.area) continue;
        const basic = adjacent(t.area, to);
        if (!basic && !navalOk) continue;
        const area = s.map[to - 1]!;
        const empty = area.pieces.length === 0 && !area.citadel;
        const held = area.pieces.some((q) => q.side === p.side) && !area.pieces.some((q) => q.side !== p.side);
        if (empty ? t.origins.includes(to) : !held) continue;
        // By sea the Indigenous go only as companions of a Rebel gone there (the first credit to the area).
        if (!free && !basic && !((t.credits.find((c) => c.to === to)?.n ?? 0) > 0)) continue;
        // Card 24, unpaid: the Spanish and Rebels pay to go by sea, the others to go next door.
        if (s.restriction === 'broma' && !t.navalPaid && (free ? !basic : basic)) continue;
        if (canAdd(s, to, p)) out.push(to);
      }
      return out;
    };
    let checked = 0;
    for (const options of [{ seed: 'w' }, { seed: 'w', mode: 'solitaire' as const, level: 2 as const }]) {
      for (let g = 0; g < 40; g++) {
        const pick = seededDice(createRng(`withdraw-${g}`));
        let s = marYAcero.setup({ ...options, seed: `${options.seed}-${g}` });
        while (!marYAcero.isTerminal(s)) {
          const t = s.tasks[s.tasks.length - 1];
          if (t?.t === 'combat' && (t.stage === 'withdrawA' || t.stage === 'withdrawD')) {
            const group = t.stage === 'withdrawA' ? t.a : t.d;
            const navalOpen = s.restriction === 'broma' || (s.restriction !== 'noNaval' && (!navalDifficulty(s) || t.navalPaid));
            const listed = combatLegal(s, t).filter((a) => a.type === 'withdraw');
            const expected: { type: 'withdraw'; piece: string; to: number }[] = [];
            const firsts: Piece[] = [];
            for (const p of members(s, t.area, group)) if (!firsts.some((q) => q.kind === p.kind && q.reduced === p.reduced)) firsts.push(p);
            for (const p of firsts) {
              const areas = allowed(s, t, p, navalOpen);
              expect(withdrawalAreas(s, t, p)).toEqual(areas);
              for (const to of areas) expected.push({ type: 'withdraw', piece: p.id, to });
            }
            // combatLegal lists nothing when staying is the only choice.
            if (listed.length > 0 || combatLegal(s, t).length > 0) expect(listed).toEqual(expected);
            else expect(expected).toEqual([]);
            checked++;
          }
          const legal = marYAcero.legalActions(s);
          s = marYAcero.apply(s, legal[pick.below(legal.length)]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
