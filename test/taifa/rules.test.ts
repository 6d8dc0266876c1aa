import { describe, expect, it } from 'vitest';
import { IllegalActionError, ValidationError } from 'reglas/core';
import { AREAS, bordersOf, taifa, type TaifaState } from 'reglas/taifa';
import { allCards, area, attackOf, bare, card, ev, kIndex, patchKingdom, play, setGarrison, setOwner } from './helpers.js';

const HUMANS = { seed: 'rules' } as const;

describe('3: setup', () => {
  it('3.1: 8 castles each on their starting areas, the rest independent, bonuses at 0, 8 cards each', () => {
    const s = taifa.setup({ seed: 'a' });
    expect(taifa.players(s)).toEqual(['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon']);
    for (let k = 0; k < 6; k++) expect(s.owner.filter((o) => o === k)).toHaveLength(8);
    expect(s.owner.filter((o) => o === -1)).toHaveLength(10);
    for (const k of s.kingdoms) {
      expect(k.bonus).toBe(0);
      expect(k.hand).toHaveLength(8);
      expect(k.bot).toBe(false);
    }
    // Christian kingdoms draw from the Christian deck, the taifas from the Muslim deck (4.1).
    expect(s.kingdoms[0]!.hand.every((c) => c < 40)).toBe(true);
    expect(s.kingdoms[2]!.hand.every((c) => c >= 40)).toBe(true);
    expect(allCards(s)).toEqual(Array.from({ length: 80 }, (_, i) => i));
  });

  it('3: players names the human kingdoms; the others are bots; [] is six bots', () => {
    const s = taifa.setup({ seed: 'a', players: ['leon'] });
    expect(s.kingdoms.map((k) => k.bot)).toEqual([true, true, true, true, true, false]);
    expect(taifa.setup({ seed: 'a', players: [] }).kingdoms.every((k) => k.bot)).toBe(true);
    expect(taifa.legalActions(taifa.setup({ seed: 'a', players: [] }))).toEqual([{ type: 'bot' }]);
  });

  it('rejects bad options with ValidationError naming the path', () => {
    expect(() => taifa.setup({ seed: 'a', players: ['navarra' as never] })).toThrow(ValidationError);
    expect(() => taifa.setup({ seed: 'a', players: ['leon', 'leon'] })).toThrow(/named twice/);
    expect(() => taifa.setup({ seed: 'a', players: ['el-cid'] })).toThrow(/options.players\[0\]/);
    expect(() => taifa.setup({ seed: 'a', scenario: 'alarcos' as never })).toThrow(ValidationError);
    expect(() => taifa.setup({ seed: 'a', extra: 1 } as never)).toThrow(ValidationError);
    expect(() => taifa.setup({ seed: 'a', almoravidCards: 14 })).toThrow(/almoravidCards/);
  });
});

describe('5: actions', () => {
  function mine(): TaifaState {
    let s = bare(HUMANS);
    s = patchKingdom(s, 'castilla', { hand: [card('ch-caballeros'), card('ch-milicia'), card('ch-leva')] });
    return s;
  }

  it('5.1.1: attacks only on areas connected to your own, of another kingdom or independent', () => {
    const s = mine();
    const attacks = taifa
      .legalActions(s)
      .filter((a) => a.type === 'attack')
      .map((a) => (a as { area: number }).area);
    expect(attacks.length).toBeGreaterThan(0);
    for (const a of attacks) expect(s.owner[a - 1]).not.toBe(0);
    expect(attacks).toContain(area('Navarra'));
    expect(attacks).not.toContain(area('Burgos'));
    expect(attacks).not.toContain(area('Sevilla'));
  });

  it('5.1.1: a kingdom holding no area may only attack its capital', () => {
    let s = mine();
    s = { ...s, owner: s.owner.map((o) => (o === 0 ? -1 : o)) };
    const attacks = taifa.legalActions(s).filter((a) => a.type === 'attack');
    expect(attacks).toEqual([{ type: 'attack', area: area('Burgos') }]);
  });

  it('5.1.2: an attacker with one Troop card and nothing else puts it face down inside the step', () => {
    const s = mine();
    // Caballeros is Castilla's only card that may attack (Milicia only defends, Leva is an event):
    // placing it and committing are no choice, so the attack resolves in the same step.
    const r = play(s, { type: 'attack', area: area('Navarra') }, [6, 6, 6, 1, 1, 1, 1]);
    expect(r.events.map((e) => e.type)).toEqual(['attack', 'commit', 'combat', 'conquest']);
    expect(ev(r.events, 'combat').attackDice).toBe(3);
    expect(taifa.legalActions(r.state)).toEqual([
      { type: 'reward', choice: 'bonus' },
      { type: 'reward', choice: 'garrison' },
    ]);
  });

  it('5.1.2: the attack needs a Troop card to commit; responses that may attack are offered', () => {
    let s = patchKingdom(mine(), 'castilla', { hand: [card('ch-caballeros'), card('ch-campeon'), card('ch-peones')] });
    s = play(s, { type: 'attack', area: area('Navarra') }).state;
    expect(taifa.legalActions(s)).toEqual([
      { type: 'select-card', card: card('ch-caballeros') },
      { type: 'select-card', card: card('ch-campeon') },
      { type: 'select-card', card: card('ch-peones') },
    ]);
    s = play(s, { type: 'select-card', card: card('ch-campeon') }).state;
    expect(taifa.legalActions(s)).toEqual([
      { type: 'select-card', card: card('ch-caballeros') },
      { type: 'select-card', card: card('ch-peones') },
    ]);
    s = play(s, { type: 'select-card', card: card('ch-caballeros') }).state;
    expect(taifa.legalActions(s)).toEqual([{ type: 'select-card', card: card('ch-peones') }, { type: 'commit' }]);
  });

  it('5.1.3: any kingdom may place Responses on either side; Milicia only defends', () => {
    let s = mine();
    s = patchKingdom(s, 'leon', { hand: [card('ch-campeon'), card('ch-milicia', 1)] });
    // 5.1.2: Castilla's one Troop card goes face down inside the attack's step.
    s = play(s, { type: 'attack', area: area('Navarra') }).state;
    expect(taifa.activePlayer(s)).toBe('leon');
    expect(taifa.legalActions(s)).toEqual([
      { type: 'respond', card: card('ch-campeon'), side: 'attack' },
      { type: 'respond', card: card('ch-campeon'), side: 'defence' },
      { type: 'respond', card: card('ch-milicia', 1), side: 'defence' },
      { type: 'commit' },
    ]);
    s = play(s, { type: 'respond', card: card('ch-milicia', 1), side: 'defence' }).state;
    // Navarra (independent, defence 4) + Milicia 2 = 6 dice against 3.
    const r = play(s, { type: 'commit' }, [6, 6, 6, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat').defenceDice).toBe(6);
    expect(ev(r.events, 'combat').won).toBe(true);
    expect(r.state.owner[area('Navarra') - 1]).toBe(0);
    // 5.1.6: an independent area has no owner to lose a bonus step.
    expect(r.state.kingdoms.every((k) => k.bonus === 0)).toBe(true);
  });

  it('5.1.4: the defender spends garrisons in and next to the area, one die each', () => {
    let s = mine();
    s = setGarrison(s, area('Soria'));
    s = setGarrison(s, area('Burgos'));
    s = setGarrison(s, area('Palencia'));
    s = { ...s, current: kIndex(s, 'catalanes') };
    s = patchKingdom(s, 'catalanes', { hand: [card('ch-caballeria')] });
    s = patchKingdom(s, 'castilla', { hand: [] });
    s = play(s, { type: 'attack', area: area('Soria') }).state;
    expect(taifa.activePlayer(s)).toBe('castilla');
    expect(taifa.legalActions(s)).toEqual([
      { type: 'spend-garrison', area: area('Burgos') },
      { type: 'spend-garrison', area: area('Soria') },
      { type: 'commit' },
    ]);
    s = play(s, { type: 'spend-garrison', area: area('Burgos') }).state;
    expect(attackOf(taifa.view(s, 'catalanes')).garrisons).toEqual([-1]);
    expect(attackOf(taifa.view(s, 'castilla')).garrisons).toEqual([area('Burgos')]);
    // With the last garrison spent, only `commit` is left: it is played in the same step.
    const r = play(s, { type: 'spend-garrison', area: area('Soria') }, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat').defenceDice).toBe(5);
    expect(r.state.garrison[area('Burgos') - 1]).toBe(false);
    expect(r.state.garrison[area('Soria') - 1]).toBe(false);
    expect(r.state.garrison[area('Palencia') - 1]).toBe(true);
  });

  it('5.3: an incursion discards a Troop card; a 4-6 makes the target discard a random card', () => {
    let s = mine();
    s = patchKingdom(s, 'leon', { hand: [card('ch-peones', 3)] });
    const incs = taifa.legalActions(s).filter((a) => a.type === 'incursion');
    expect(incs.map((a) => (a as { kingdom: string }).kingdom).sort()).toEqual(['badajoz', 'catalanes', 'leon', 'valencia']);
    const r = play(s, { type: 'incursion', kingdom: 'leon', card: card('ch-caballeros'), response: null }, [4, 1]);
    expect(r.state.kingdoms[kIndex(s, 'leon')]!.hand).toEqual([]);
    expect(r.state.discard).toEqual(expect.arrayContaining([card('ch-caballeros'), card('ch-peones', 3)]));
    const miss = play(s, { type: 'incursion', kingdom: 'leon', card: card('ch-caballeros'), response: null }, [3]);
    expect(miss.state.kingdoms[kIndex(s, 'leon')]!.hand).toHaveLength(1);
  });

  it('5.3: the random discard is a reported roll, a die with a face per card, so scriptedDice forces which card goes', () => {
    let s = bare(HUMANS);
    s = patchKingdom(s, 'castilla', { hand: [card('ch-caballeros')] });
    const hand = [card('ch-peones', 3), card('ch-mesnada', 4), card('ch-caballeria', 2)];
    s = patchKingdom(s, 'leon', { hand });
    for (const [face, lost] of [
      [1, hand[0]],
      [3, hand[2]],
    ] as const) {
      const r = play(s, { type: 'incursion', kingdom: 'leon', card: card('ch-caballeros'), response: null }, [5, face]);
      const discard = r.events.find((e) => e.type === 'discard' && e.random === true)!;
      expect(discard.card).toBe(lost);
      expect(discard.rolls).toEqual([{ die: 'd3', value: face, for: 'the card León discards at random' }]);
      expect(discard.modifiers).toEqual([{ label: "cards in the hand of León (the die's faces)", value: 3, rule: '5.3' }]);
      expect(r.state.kingdoms[kIndex(s, 'leon')]!.hand).toEqual(hand.filter((c) => c !== lost));
    }
  });

  it('5.3 (FAQ): Campeón adds 2 dice to an incursion', () => {
    let s = mine();
    s = patchKingdom(s, 'castilla', { hand: [card('ch-caballeros'), card('ch-campeon')] });
    s = patchKingdom(s, 'leon', { hand: [card('ch-peones', 3)] });
    const r = play(s, { type: 'incursion', kingdom: 'leon', card: card('ch-caballeros'), response: card('ch-campeon') }, [1, 2, 6, 1]);
    expect(ev(r.events, 'incursion').success).toBe(true);
  });

  it('5.5-5.6: discard one card; a kingdom without cards can only pass, so it passes at once', () => {
    let s = patchKingdom(mine(), 'leon', { hand: [card('ch-mesnada', 4)] });
    const r = play(s, { type: 'discard', card: card('ch-leva') });
    s = r.state;
    expect(s.discard).toContain(card('ch-leva'));
    expect(r.events.filter((e) => e.type === 'pass').map((e) => e.kingdom)).toEqual(['catalanes', 'valencia', 'sevilla', 'badajoz']);
    expect(s.current).toBe(kIndex(s, 'leon'));
    expect(s.passes).toBe(4);
  });

  it('4.4: the turn ends only when every kingdom has passed in a row; an action breaks the run', () => {
    let s = patchKingdom(mine(), 'leon', { hand: [card('ch-mesnada', 4), card('ch-mesnada', 5)] });
    s = play(s, { type: 'pass' }).state;
    expect(s.passes).toBe(5);
    expect(s.turn).toBe(1);
    const acted = play(s, { type: 'discard', card: card('ch-mesnada', 4) }).state;
    expect(acted.turn).toBe(1);
    expect(acted.passes).toBe(0);
    s = play(s, { type: 'pass' }).state;
    expect(s.turn).toBe(2);
    expect(s.current).toBe(0);
    expect(s.passes).toBe(0);
  });

  it('an illegal action throws IllegalActionError with its rule and changes nothing', () => {
    const s = mine();
    expect(() => taifa.step(s, { type: 'attack', area: area('Sevilla') })).toThrow(IllegalActionError);
    try {
      taifa.step(s, { type: 'discard', card: 79 });
    } catch (e) {
      expect((e as IllegalActionError).rule).toBe('5.5');
    }
    expect(() => taifa.step(s, { type: 'bot' })).toThrow(IllegalActionError);
  });
});

describe('5.4: events', () => {
  function withEvent(key: string): TaifaState {
    let s = bare(HUMANS);
    s = patchKingdom(s, 'castilla', { hand: [card(key)] });
    s = patchKingdom(s, 'leon', { hand: [card('ch-caballeria', 2)] });
    return s;
  }

  it('Tregua (permanent): stays face up; the chosen kingdom may not attack you this turn; reshuffled at the end', () => {
    let s = withEvent('ch-tregua');
    s = play(s, { type: 'event', card: card('ch-tregua'), kingdom: 'leon', area: null }).state;
    expect(s.permanents).toEqual([{ card: card('ch-tregua'), by: 0, target: kIndex(s, 'leon') }]);
    s = { ...s, current: kIndex(s, 'leon') };
    const attacks = taifa
      .legalActions(s)
      .filter((a) => a.type === 'attack')
      .map((a) => s.owner[(a as { area: number }).area - 1]);
    expect(attacks).not.toContain(0);
    expect(attacks.length).toBeGreaterThan(0);
    s = { ...s, passes: 5 };
    s = play(s, { type: 'pass' }).state;
    expect(s.permanents).toEqual([]);
    expect(allCards(s)).toContain(card('ch-tregua'));
  });

  it('5.4, 10.2: a Tregua binds the attack action only: the kingdom under it may still play an attack event (Aceifa) on your areas', () => {
    let s = bare(HUMANS);
    s = patchKingdom(s, 'castilla', { hand: [card('ch-tregua')] });
    s = patchKingdom(s, 'sevilla', { hand: [card('mu-guardia'), card('mu-aceifa')] });
    const sevilla = kIndex(s, 'sevilla');
    // Give Castilla an area bordering Sevilla, so that both the attack and the Aceifa could reach it.
    const target = AREAS.find((a) => s.owner[a.id - 1] === -1 && bordersOf(s, 'sevilla').areas.includes(a.id))!.id;
    s = setOwner(s, target, 'castilla');
    s = play(s, { type: 'event', card: card('ch-tregua'), kingdom: 'sevilla', area: null }).state;
    s = { ...s, current: sevilla };
    const legal = taifa.legalActions(s);
    expect(legal).not.toContainEqual({ type: 'attack', area: target });
    expect(legal).toContainEqual({ type: 'event', card: card('mu-aceifa'), kingdom: null, area: target });
  });

  it('Juicio de Dios (removed from the game): one die against one die for an enemy area next to yours', () => {
    let s = withEvent('ch-juicio');
    const r = play(s, { type: 'event', card: card('ch-juicio'), kingdom: null, area: area('Zamora') }, [5, 2]);
    expect(r.state.removed).toContain(card('ch-juicio'));
    expect(r.state.owner[area('Zamora') - 1]).toBe(0);
    expect(r.state.kingdoms[kIndex(s, 'leon')]!.bonus).toBe(-1);
    s = r.state;
    expect(taifa.activePlayer(s)).toBe('castilla');
    expect(attackOf(s).t).toBe('attack-reward');
  });

  it('Campaña de independiente: 3 dice; Milicia defends, Salida por sorpresa is not offered (FAQ); a win makes the area independent', () => {
    let s = withEvent('ch-campana');
    s = patchKingdom(s, 'sevilla', { hand: [card('mu-milicia'), card('mu-salida')] });
    s = play(s, { type: 'event', card: card('ch-campana'), kingdom: null, area: area('Córdoba') }).state;
    expect(taifa.activePlayer(s)).toBe('sevilla');
    expect(taifa.legalActions(s)).toEqual([{ type: 'respond', card: card('mu-milicia'), side: 'defence' }, { type: 'commit' }]);
    const r = play(s, { type: 'commit' }, [6, 6, 6, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat').attackDice).toBe(3);
    expect(r.state.owner[area('Córdoba') - 1]).toBe(-1);
    expect(r.state.kingdoms[kIndex(s, 'sevilla')]!.bonus).toBe(-1);
    expect(r.state.kingdoms[0]!.bonus).toBe(0);
    expect(r.state.tasks).toEqual([{ t: 'round' }]);
  });

  it('Salida por sorpresa eliminates the strongest attacking Troop card', () => {
    let s = bare(HUMANS);
    s = patchKingdom(s, 'castilla', { hand: [card('ch-caballeria'), card('ch-peones')] });
    s = patchKingdom(s, 'leon', { hand: [card('ch-salida')] });
    s = play(s, { type: 'attack', area: area('Zamora') }).state;
    s = play(s, { type: 'select-card', card: card('ch-caballeria') }).state;
    s = play(s, { type: 'select-card', card: card('ch-peones') }).state;
    // León's one Response placed, only `commit` is left: the combat follows in the same step.
    const r = play(s, { type: 'respond', card: card('ch-salida'), side: 'defence' }, [6, 1, 1, 1]);
    expect(ev(r.events, 'combat').attackDice).toBe(1);
    expect(ev(r.events, 'response').cancelled).toEqual([card('ch-caballeria')]);
  });

  it('draw and garrison events', () => {
    let s = withEvent('ch-leva');
    s = play(s, { type: 'event', card: card('ch-leva'), kingdom: null, area: null }).state;
    expect(s.kingdoms[0]!.hand).toHaveLength(2);
    let g = withEvent('ch-fortificacion');
    g = play(g, { type: 'event', card: card('ch-fortificacion'), kingdom: null, area: area('Burgos') }).state;
    expect(g.garrison[area('Burgos') - 1]).toBe(true);
  });
});

describe('6-8: end of turn, bonus, victory', () => {
  it('6: discards, permanents and undrawn cards are reshuffled deck by deck; removed cards stay out', () => {
    let s = taifa.setup({ seed: 'six', players: [] });
    for (let i = 0; i < 5000 && s.turn === 1; i++) s = taifa.apply(s, { type: 'bot' });
    expect(s.turn).toBe(2);
    expect(s.discard).toEqual([]);
    expect(s.decks[0].every((c) => c < 40)).toBe(true);
    expect(s.decks[1].every((c) => c >= 40)).toBe(true);
    expect(allCards(s)).toEqual(Array.from({ length: 80 }, (_, i) => i));
  });

  it('7: the bonus stays within -2..+2', () => {
    let s = patchKingdom(bare(HUMANS), 'leon', { hand: [card('ch-mesnada', 4)] });
    s = patchKingdom(s, 'castilla', { hand: [card('ch-caballeria')], bonus: 2 });
    s = play(s, { type: 'attack', area: area('Navarra') }, [6, 6, 6, 6, 1, 1, 1, 1]).state;
    s = play(s, { type: 'reward', choice: 'bonus' }).state;
    expect(s.kingdoms[0]!.bonus).toBe(2);
    let d = setOwner(bare(HUMANS), area('Navarra'), 'leon');
    d = patchKingdom(d, 'leon', { bonus: -2 });
    d = patchKingdom(d, 'castilla', { hand: [card('ch-caballeria')] });
    d = play(d, { type: 'attack', area: area('Navarra') }, [6, 6, 6, 6, 1, 1, 1, 1]).state;
    expect(d.kingdoms[kIndex(d, 'leon')]!.bonus).toBe(-2);
  });

  it('8: sudden victory when a kingdom places its 13th castle', () => {
    let s = bare(HUMANS);
    const owner = s.owner.slice();
    for (const a of [area('Navarra'), area('Aragón'), area('Tudela'), area('Coimbra')]) owner[a - 1] = 0;
    s = { ...s, owner };
    s = patchKingdom(s, 'castilla', { hand: [card('ch-caballeria')] });
    const r = play(s, { type: 'attack', area: area('Toledo') }, [6, 6, 6, 6, 1, 1, 1, 1, 1]);
    expect(taifa.isTerminal(r.state)).toBe(true);
    expect(taifa.outcome(r.state)?.winners).toEqual(['castilla']);
    expect(taifa.legalActions(r.state)).toEqual([]);
  });

  it('8: after turn 3 the most castles win, ties broken by the highest bonus', () => {
    let s = bare(HUMANS);
    s = setOwner(s, area('Navarra'), 'castilla');
    s = setOwner(s, area('Granada'), 'sevilla');
    s = patchKingdom(s, 'sevilla', { bonus: 1 });
    s = { ...s, turn: 3, passes: 5, current: 5 };
    const r = play(s, { type: 'pass' });
    expect(taifa.outcome(r.state)?.winners).toEqual(['sevilla']);
    expect(taifa.outcome(r.state)?.score?.castilla).toBe(9);
    const tie = play({ ...s, kingdoms: s.kingdoms.map((k) => ({ ...k, bonus: 0 })) }, { type: 'pass' });
    expect(taifa.outcome(tie.state)?.winners).toEqual(['castilla', 'sevilla']);
  });
});
