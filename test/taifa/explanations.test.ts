import { describe, expect, it } from 'vitest';
import { createRng, sameJson, seededDice, type GameEvent, type Modifier } from 'reglas/core';
import { taifa, type KingdomId, type TaifaOptions } from 'reglas/taifa';
import { area, bare, card, ev, kIndex, patchKingdom, play, setGarrison } from './helpers.js';

/** Catalanes a bot, the others people with no cards unless dealt (as in bots.test.ts). */
function botCatalans() {
  const s = bare({ seed: 'bots', players: ['castilla', 'valencia', 'sevilla', 'badajoz', 'leon'] });
  return { ...s, current: kIndex(s, 'catalanes') };
}

describe('explanations: bot choices, draw counts, the first deal', () => {
  it("9.5: a bot's choice reports its modifiers: the army's strength and the defence it beats (9.2), then how the die read", () => {
    let s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-peones')], army: [card('ch-caballeros')] });
    s = setGarrison(s, area('Aragón'));
    const choice = ev(play(s, { type: 'bot' }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]).events, 'bot-choice');
    expect(choice.rule).toBe('9.5');
    expect(choice.modifiers).toEqual([
      { label: 'army strength (its Troop cards)', value: 4, rule: '9.2' },
      { label: 'the highest defence below it (garrison counted)', value: 3, rule: '9.2' },
      { label: 'die 1: 1-3, the lowest identification number among 2 areas', value: area('Soria'), rule: '9.5' },
    ]);
    expect(choice.chosen).toBe(area('Soria'));
  });

  it("9.5, 10.2: a bot El Cid's choice of the Tregua reports the Christian kingdoms and how many seats away the die's side picked", () => {
    const r = taifa.start!({ seed: 'cid-bot', scenario: 'el-cid', players: [] });
    const choice = ev(r.events, 'bot-choice');
    const mods = choice.modifiers as Modifier[];
    expect(mods[0]).toEqual({ label: 'Christian kingdoms at the table', value: 2, rule: '10.2' });
    const die = choice.rolls![0]!.value;
    // El Cid sits last (3): Catalanes is 1 seat counter-clockwise, Castilla 2 seats clockwise (the Almoravids between).
    expect(mods[1]).toMatchObject({ value: die <= 3 ? 1 : 2, rule: '9.5' });
    expect(choice.chosen).toBe(die <= 3 ? 'catalanes' : 'castilla');
  });

  it('7, 9.1: the draw count is reported as modifiers with their rules: hand size, card bonus, cards kept (not for a bot)', () => {
    let s = botCatalans();
    s = patchKingdom(s, 'castilla', { hand: [card('ch-peones'), card('ch-mesnada')], bonus: 1 });
    s = patchKingdom(s, 'catalanes', { hand: [], ready: [card('ch-milicia')], bonus: -2 });
    s = { ...s, passes: 5 };
    const r = play(s, { type: 'bot' });
    const counts = r.events.filter((e) => e.type === 'draw-count');
    expect(counts[0]).toMatchObject({
      kingdom: 'castilla',
      rule: '7',
      modifiers: [
        { label: 'cards each turn', value: 8, rule: '7' },
        { label: 'card bonus', value: 1, rule: '7' },
        { label: 'cards kept from the last turn', value: -2, rule: '7' },
      ],
      due: 7,
    });
    expect(counts[1]).toMatchObject({
      kingdom: 'catalanes',
      rule: '9.1',
      modifiers: [
        { label: 'cards each turn', value: 8, rule: '7' },
        { label: 'card bonus', value: -2, rule: '7' },
        { label: 'cards carried over (0), not deducted for a bot', value: 0, rule: '9.1' },
      ],
      due: 6,
    });
    expect(counts[0]).not.toHaveProperty('base');
  });

  it("4, 7, 10.2: Game.start reports turn 1's deal, each hand's cards a secret of its kingdom (of nobody for a bot's pile); its state is setup's", () => {
    const options: TaifaOptions = { seed: 'deal', players: ['castilla', 'leon'] };
    const r = taifa.start!(options);
    expect(sameJson(r.state, taifa.setup(options))).toBe(true);
    expect(r.events[0]).toMatchObject({ type: 'turn-start', turn: 1, rule: '4' });
    const draws = r.events.filter((e) => e.type === 'draw');
    expect(draws.map((e) => e.kingdom)).toEqual(['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon']);
    for (const d of draws) {
      const k = r.state.kingdoms[kIndex(r.state, d.kingdom as KingdomId)]!;
      expect(d.count).toBe(8);
      expect(d.secret).toEqual({ knownTo: k.bot ? [] : [k.id], fields: ['cards'], text: d.text });
    }
    const leon = draws.find((d) => d.kingdom === 'leon')!;
    expect(leon.text).toBe('León draws 8 cards');
    expect(leon.cards).toEqual(r.state.kingdoms[kIndex(r.state, 'leon')]!.hand.slice(0, 8));
    const cid = taifa.start!({ seed: 'deal', scenario: 'el-cid' });
    expect(cid.events.filter((e) => e.type === 'draw-count').map((e) => (e.modifiers as Modifier[])[0])).toEqual(
      [12, 6, 5, 7].map((value) => ({ label: 'hand of the El Cid table', value, rule: '10.2' })),
    );
  });
});

/** The checks every resolution event must pass: its rolls, its modifiers (label, value, rule) and its result. */
function checkModifiers(e: GameEvent, where: string): readonly Modifier[] {
  const mods = e.modifiers;
  expect(Array.isArray(mods), `${where}: modifiers`).toBe(true);
  for (const m of mods!) {
    expect(typeof m.label === 'string' && m.label.length > 0, `${where}: a modifier's label`).toBe(true);
    expect(Number.isFinite(m.value), `${where}: a modifier's value`).toBe(true);
    expect(m.rule, `${where}: a modifier's rule`).toMatch(/^\d+(\.\d+)*$/);
  }
  return mods!;
}

function checkRolls(e: GameEvent, n: number, where: string): void {
  expect(e.rolls, `${where}: rolls`).toHaveLength(n);
  for (const r of e.rolls!) expect(typeof r.die === 'string' && Number.isInteger(r.value) && r.for.length > 0, `${where}: a roll`).toBe(true);
}

const sum = (mods: readonly Modifier[]): number => mods.reduce((t, m) => t + m.value, 0);

/** Throws when a resolution event lacks its rolls, modifiers or result; returns its kind, or null. */
function checkResolution(e: GameEvent, where: string): string | null {
  switch (e.type) {
    case 'combat': {
      const att = checkModifiers({ ...e, modifiers: e.attackModifiers as Modifier[] }, `${where} attack`);
      const def = checkModifiers({ ...e, modifiers: e.defenceModifiers as Modifier[] }, `${where} defence`);
      expect(checkModifiers(e, where)).toEqual([...att, ...def]);
      expect(sum(att), `${where}: attack dice`).toBe(e.attackDice);
      expect(sum(def), `${where}: defence dice`).toBe(e.defenceDice);
      checkRolls(e, (e.attackDice as number) + (e.defenceDice as number), where);
      expect(typeof e.won, `${where}: result`).toBe('boolean');
      return 'combat';
    }
    case 'incursion': {
      const mods = checkModifiers(e, where);
      checkRolls(e, sum(mods), where);
      expect(typeof e.success, `${where}: result`).toBe('boolean');
      return 'incursion';
    }
    case 'bot-choice': {
      expect(checkModifiers(e, where).length, `${where}: the die's reading`).toBeGreaterThan(0);
      checkRolls(e, 1, where);
      expect(e.chosen, `${where}: result`).toBeDefined();
      return 'bot-choice';
    }
    case 'discard':
      if (e.random !== true || e.card === undefined) return null;
      expect(checkModifiers(e, where)[0]!.value, `${where}: faces`).toBe(Number(e.rolls?.[0]?.die.slice(1)));
      checkRolls(e, 1, where);
      return 'random discard';
    case 'draw-count': {
      const mods = checkModifiers(e, where);
      expect(mods).toHaveLength(3);
      expect(e.due, `${where}: result`).toBe(Math.max(0, sum(mods)));
      return 'draw-count';
    }
    default:
      return null;
  }
}

describe('explanations over 200 seeded games (the contract: every resolution with its rolls, modifiers and result)', () => {
  it('people, six bots and El Cid: every combat, incursion, bot choice, random discard and draw count is explained', () => {
    const tables: ((seed: string) => TaifaOptions)[] = [
      (seed) => ({ seed }),
      (seed) => ({ seed, players: [] }),
      (seed) => ({ seed, players: ['castilla', 'sevilla'] }),
      (seed) => ({ seed, scenario: 'el-cid' }),
      (seed) => ({ seed, scenario: 'el-cid', players: [] }),
    ];
    const seen = new Map<string, number>();
    const pick = seededDice(createRng('explanations'));
    for (let g = 0; g < 200; g++) {
      const begun = taifa.start!(tables[g % tables.length]!(`explain-${g}`));
      let state = begun.state;
      let events: readonly GameEvent[] = begun.events;
      for (let i = 0; ; i++) {
        for (const e of events) {
          const kind = checkResolution(e, `game ${g} step ${i} ${e.type}: ${e.text}`);
          if (kind !== null) seen.set(kind, (seen.get(kind) ?? 0) + 1);
        }
        const legal = taifa.legalActions(state);
        if (legal.length === 0) break;
        const r = taifa.step(state, legal[pick.below(legal.length)]!);
        state = r.state;
        events = r.events;
      }
    }
    for (const kind of ['combat', 'incursion', 'bot-choice', 'random discard', 'draw-count']) expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(50);
  }, 30_000);
});
