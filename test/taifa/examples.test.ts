import { describe, expect, it } from 'vitest';
import { secretActionLeaks } from 'reglas/testkit';
import { CARDS, taifa, type TaifaState } from 'reglas/taifa';
import { area, attackOf, bare, card, ev, isAttack, kIndex, patchKingdom, play, setGarrison, setOwner } from './helpers.js';

/** The rulebook's worked examples (11.1, 11.2, 7). */

describe('11.1: the combat over Denia', () => {
  function start(): TaifaState {
    // Catalanes hold Valencia and attack Denia; Valencia (bonus -1) has a garrison in Murcia and a Campeón.
    let s = bare({ seed: 'denia' });
    s = setOwner(s, area('Valencia'), 'catalanes');
    s = setGarrison(s, area('Murcia'));
    s = patchKingdom(s, 'catalanes', { hand: [card('ch-caballeros'), card('ch-mesnada')] });
    s = patchKingdom(s, 'valencia', { hand: [card('mu-campeon')], bonus: -1 });
    // León holds a card, so the turn does not end at once after the attack (4.4).
    s = patchKingdom(s, 'leon', { hand: [card('ch-mesnada', 5)] });
    return { ...s, current: kIndex(s, 'catalanes') };
  }

  it('5.1-5.2: 5 dice (1,3,4,4,6: 3 hits) beat 5 dice (2 defence + Murcia garrison + Campeón; 1,1,1,4,4: 2 hits)', () => {
    let s = start();
    expect(taifa.legalActions(s)).toContainEqual({ type: 'attack', area: area('Denia') });
    s = play(s, { type: 'attack', area: area('Denia') }).state;
    expect(taifa.activePlayer(s)).toBe('catalanes');
    s = play(s, { type: 'select-card', card: card('ch-caballeros') }).state;
    // 5.1.2: with both cards down only `commit` is left, played in the same step.
    s = play(s, { type: 'select-card', card: card('ch-mesnada') }).state;
    // 5.1.3-4: the defender places its Response and chooses the garrisons next to Denia.
    expect(taifa.activePlayer(s)).toBe('valencia');
    expect(taifa.legalActions(s)).toContainEqual({ type: 'spend-garrison', area: area('Murcia') });
    s = play(s, { type: 'respond', card: card('mu-campeon'), side: 'defence' }).state;
    // The last garrison spent, only `commit` is left: the combat follows in the same step.
    const r = play(s, { type: 'spend-garrison', area: area('Murcia') }, [1, 3, 4, 4, 6, 1, 1, 1, 4, 4]);
    const combat = ev(r.events, 'combat');
    expect(combat.attackDice).toBe(5);
    expect(combat.defenceDice).toBe(5);
    expect(combat.attackHits).toBe(3);
    expect(combat.defenceHits).toBe(2);
    expect((combat.defenceModifiers as { label: string; value: number }[]).map((m) => m.value)).toEqual([2, 1, 2]);
    s = r.state;
    expect(s.owner[area('Denia') - 1]).toBe(kIndex(s, 'catalanes'));
    expect(s.garrison[area('Murcia') - 1]).toBe(false);
    expect(s.kingdoms[kIndex(s, 'valencia')]!.bonus).toBe(-2);
    // 5.1.6: the winner chooses +1 bonus (from 0 to 1) or a garrison in Denia.
    expect(taifa.legalActions(s)).toEqual([
      { type: 'reward', choice: 'bonus' },
      { type: 'reward', choice: 'garrison' },
    ]);
    const bonus = play(s, { type: 'reward', choice: 'bonus' }).state;
    expect(bonus.kingdoms[kIndex(s, 'catalanes')]!.bonus).toBe(1);
    expect(bonus.discard).toEqual(expect.arrayContaining([card('ch-caballeros'), card('ch-mesnada'), card('mu-campeon')]));
    const garrison = play(s, { type: 'reward', choice: 'garrison' }).state;
    expect(garrison.garrison[area('Denia') - 1]).toBe(true);
    expect(garrison.kingdoms[kIndex(s, 'catalanes')]!.bonus).toBe(0);
  });

  it('5.2: with equal hits the defender holds, and the spent garrison is still gone (5.1.4)', () => {
    let s = start();
    s = play(s, { type: 'attack', area: area('Denia') }).state;
    s = play(s, { type: 'select-card', card: card('ch-caballeros') }).state;
    s = play(s, { type: 'select-card', card: card('ch-mesnada') }).state;
    s = play(s, { type: 'spend-garrison', area: area('Murcia') }).state;
    const r = play(s, { type: 'commit' }, [4, 5, 1, 1, 1, 6, 4, 1]);
    expect(ev(r.events, 'combat').won).toBe(false);
    expect(r.state.owner[area('Denia') - 1]).toBe(kIndex(s, 'valencia'));
    expect(r.state.garrison[area('Murcia') - 1]).toBe(false);
    expect(r.state.kingdoms[kIndex(s, 'valencia')]!.bonus).toBe(-1);
  });

  it('view hides the face-down cards until the reveal (5.1.2)', () => {
    let s = start();
    s = play(s, { type: 'attack', area: area('Denia') }).state;
    s = play(s, { type: 'select-card', card: card('ch-caballeros') }).state;
    expect(attackOf(taifa.view(s, 'valencia')).down).toEqual([-1]);
    expect(attackOf(taifa.view(s, 'catalanes')).down).toEqual([card('ch-caballeros')]);
  });
});

describe("11.2: the bot's offensive from Zaragoza", () => {
  function start(pile: number[], army: number[]): TaifaState {
    let s = bare({ seed: 'zaragoza', players: ['castilla', 'valencia', 'sevilla', 'badajoz', 'leon'] });
    s = patchKingdom(s, 'catalanes', { hand: pile, army, ready: [card('ch-campeon')] });
    s = patchKingdom(s, 'castilla', { hand: [card('ch-peones', 1)] });
    s = patchKingdom(s, 'valencia', { hand: [card('mu-peones', 1)] });
    return { ...s, current: kIndex(s, 'catalanes') };
  }
  const ofensiva = card('ch-peones-of');
  const troop3 = card('ch-caballeros');

  it('9.3/9.5: an ofensiva card attacks with the army of 3: a 4-6 picks Calatayud (23), and Campeón joins: 5 dice', () => {
    const s = start([ofensiva], [troop3]);
    expect(taifa.legalActions(s)).toEqual([{ type: 'bot' }]);
    const r = play(s, { type: 'bot' }, [5, 6, 6, 6, 6, 6, 1, 1]);
    const choice = ev(r.events, 'bot-choice');
    expect(choice.candidates).toEqual([area('Tudela'), 23]);
    expect(choice.chosen).toBe(23);
    expect(area('Calatayud')).toBe(23);
    const combat = ev(r.events, 'combat');
    expect(combat.attackDice).toBe(5);
    expect(combat.defenceDice).toBe(2);
    expect(r.state.owner[22]).toBe(kIndex(s, 'catalanes'));
    expect(r.state.discard).toEqual(expect.arrayContaining([ofensiva, troop3, card('ch-campeon')]));
    // 9.4: bonus 0 < +2, so the bot takes the bonus step.
    expect(r.state.kingdoms[kIndex(s, 'catalanes')]!.bonus).toBe(1);
  });

  it('9.5: a 1-3 picks Tudela (lower number); Navarra and Tortosa (defence 4) are not targets', () => {
    const s = start([ofensiva], [troop3]);
    const r = play(s, { type: 'bot' }, [2, 1, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'bot-choice').chosen).toBe(area('Tudela'));
    expect(ev(r.events, 'combat').won).toBe(false);
  });

  it('9.3: with no troops the ofensiva card becomes an incursion with Campeón (3 dice); 1-3 raids Castilla (counter-clockwise)', () => {
    const s = start([ofensiva], []);
    const r = play(s, { type: 'bot' }, [2, 1, 1, 5, 1]);
    const choice = ev(r.events, 'bot-choice');
    expect(choice.candidates).toEqual(['castilla', 'valencia']);
    expect(choice.chosen).toBe('castilla');
    const inc = ev(r.events, 'incursion');
    expect((inc.rolls as unknown[]).length).toBe(3);
    expect(inc.success).toBe(true);
    expect(r.state.kingdoms[kIndex(s, 'castilla')]!.hand).toEqual([]);
  });

  it('9.5: 4-6 raids Valencia (clockwise)', () => {
    const s = start([ofensiva], []);
    const r = play(s, { type: 'bot' }, [4, 1, 1, 1]);
    expect(ev(r.events, 'bot-choice').chosen).toBe('valencia');
    expect(ev(r.events, 'incursion').success).toBe(false);
    expect(r.state.kingdoms[kIndex(s, 'valencia')]!.hand).toHaveLength(1);
  });

  it('9.2: a Troop of 2 makes the army 5: it attacks at once, Tortosa or Navarra (defence 4), with Campeón: 7 dice', () => {
    const s = start([card('ch-mesnada')], [troop3]);
    const r = play(s, { type: 'bot' }, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const choice = ev(r.events, 'bot-choice');
    expect(choice.candidates).toEqual([area('Navarra'), area('Tortosa')]);
    expect(choice.chosen).toBe(area('Tortosa'));
    expect(ev(r.events, 'combat').attackDice).toBe(7);
    expect(ev(r.events, 'combat').defenceDice).toBe(4);
  });
});

describe('7: the card bonus example', () => {
  it('7: bonus +1 with 2 cards kept draws 7 and holds 9, the bonus back to 0', () => {
    let s = bare({ seed: 'bonus' });
    const kept = [s.decks[0][0]!, s.decks[0][1]!];
    s = { ...s, decks: [s.decks[0].slice(2), s.decks[1]] };
    s = patchKingdom(s, 'leon', { hand: kept, bonus: 1 });
    s = { ...s, current: kIndex(s, 'leon'), passes: 5 };
    const r = play(s, { type: 'pass' });
    const leon = r.state.kingdoms[kIndex(s, 'leon')]!;
    expect(r.state.turn).toBe(2);
    expect(leon.hand).toHaveLength(9);
    expect(leon.hand.slice(0, 2)).toEqual(kept);
    expect(leon.bonus).toBe(0);
    expect(leon.kept).toBe(2);
    const count = r.events.find((e) => e.type === 'draw-count' && e.kingdom === 'leon');
    expect(count?.due).toBe(7);
  });
});

describe('5.1.2: a face-down card does not tell its kind by where it lies', () => {
  /** Catalanes attack Denia holding two Troops and a Refuerzos (a Response that may attack). */
  function attacking(): TaifaState {
    let s = bare({ seed: 'kinds' });
    s = setOwner(s, area('Valencia'), 'catalanes');
    s = patchKingdom(s, 'catalanes', { hand: [card('ch-caballeros'), card('ch-mesnada'), card('ch-refuerzos')] });
    s = patchKingdom(s, 'leon', { hand: [card('ch-mesnada', 5)] });
    s = { ...s, current: kIndex(s, 'catalanes') };
    return play(s, { type: 'attack', area: area('Denia') }).state;
  }
  it('a Troop and a Response put down lie in one pile, and other seats see only how many (the testkit check every game passes)', () => {
    // secretActionLeaks: the select-card actions every other seat reads as one line leave it one view.
    const report = secretActionLeaks(taifa, attacking());
    expect(report.problems).toEqual([]);
    // Three cards to choose from, compared for each of the five other seats and the spectator.
    expect(report.compared).toBe(2 * 6);
    const response = play(attacking(), { type: 'select-card', card: card('ch-refuerzos') }).state;
    for (const seat of ['valencia', 'leon', 'spectator']) {
      expect(attackOf(taifa.view(response, seat)).down).toEqual([-1]);
      expect(attackOf(taifa.view(response, seat)).placed).toEqual([]);
    }
    expect(attackOf(taifa.view(response, 'catalanes')).down).toEqual([card('ch-refuerzos')]);
  });
  it('the check finds the leak of format 1: a view that sets the face-down Responses apart from the Troops', () => {
    // Format 1's view, rebuilt: the attacker's face-down Responses masked in `placed`, its Troops in `down`.
    const format1View: typeof taifa.view = (state, viewer) => {
      const v = taifa.view(state, viewer);
      const t = state.tasks[state.tasks.length - 1];
      if (state.viewer !== undefined || t === undefined || !isAttack(t) || viewer === state.kingdoms[t.attacker]!.id) return v;
      const responses = t.down.filter((c) => CARDS[c]!.def.type !== 'troop');
      const apart = {
        ...attackOf(v),
        down: t.down.filter((c) => CARDS[c]!.def.type === 'troop').map(() => -1),
        placed: [...attackOf(v).placed, ...responses.map(() => ({ card: -1, by: t.attacker, side: 'attack' as const }))],
      };
      return { ...v, tasks: [...v.tasks.slice(0, -1), apart] };
    };
    const leaky = { ...taifa, view: format1View };
    const report = secretActionLeaks(leaky, attacking());
    expect(report.problems.length).toBeGreaterThan(0);
    expect(report.problems[0]).toMatch(
      /^castilla cannot tell \{"type":"select-card","card":\d+\} from \{"type":"select-card","card":\d+\} .* differ at view\.tasks\[1\]\.(down|placed)/,
    );
  });
  it('5.1.5: the reveal names the Troops and the Responses apart, and the dice count both', () => {
    let s = play(attacking(), { type: 'select-card', card: card('ch-refuerzos') }).state;
    s = play(s, { type: 'select-card', card: card('ch-caballeros') }).state;
    // Troops first, then Responses, each in the order placed: the order of the reveal.
    expect(attackOf(s).down).toEqual([card('ch-caballeros'), card('ch-refuerzos')]);
    // With the last card down only `commit` is left, played in the same step: the reveal and the dice.
    const r = play(
      s,
      { type: 'select-card', card: card('ch-mesnada') },
      Array.from({ length: 12 }, () => 4),
    );
    const combat = ev(r.events, 'combat') as unknown as {
      revealed: { troops: number[]; responses: { card: number; by: number; side: string }[] };
      attackDice: number;
    };
    expect(combat.revealed.troops).toEqual([card('ch-caballeros'), card('ch-mesnada')]);
    expect(combat.revealed.responses).toEqual([{ card: card('ch-refuerzos'), by: kIndex(s, 'catalanes'), side: 'attack' }]);
    expect(combat.attackDice).toBe(3 + 2 + 1);
  });
  it("validate refuses a state of format 1 by name, and an attacker's Response lying apart from its Troops", () => {
    const s = play(attacking(), { type: 'select-card', card: card('ch-caballeros') }).state;
    expect(() => taifa.validate({ ...s, format: 1 })).toThrow(
      /format version 1; this version of reglas reads format 2 \(format 1 kept an attacker's face-down Troop cards apart/,
    );
    const t = attackOf(s);
    const apart = { ...s, tasks: [...s.tasks.slice(0, -1), { ...t, placed: [{ card: card('ch-refuerzos'), by: t.attacker, side: 'attack' as const }] }] };
    const hand = s.kingdoms[t.attacker]!.hand.filter((c) => c !== card('ch-refuerzos'));
    const moved = { ...apart, kingdoms: apart.kingdoms.map((k, i) => (i === t.attacker ? { ...k, hand } : k)) };
    let message = '';
    try {
      taifa.validate(moved);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/placed\[0\]\.by: the attacker's Responses lie face down with its Troops/);
  });
});
