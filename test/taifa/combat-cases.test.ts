// Cases of combat.ts that a mutation run showed untested (docs/testing.md, scripts/mutation-notes.md):
// the order of the face-down windows, who gets one, the events that fix the dice (Juicio de Dios,
// Campaña de independiente, Cabalgada), the bots' defence, Castilla (kingdom 0) as defender, the
// attacker's pile, the purity of every step of an attack, and the combat's events word for word.
import { describe, expect, it } from 'vitest';
import { deepFreeze, type GameEvent } from 'reglas/core';
import { AREAS, taifa, type TaifaAction, type TaifaState } from 'reglas/taifa';
import { area, attackOf, bare, card, ev, kIndex, patchKingdom, play, setGarrison, setOwner } from './helpers.js';

const HUMANS = { seed: 'combat-cases' } as const;

/** Every player a person; each hand as given, the others empty; the round of `current`. */
function table(hands: Partial<Record<'castilla' | 'catalanes' | 'valencia' | 'sevilla' | 'badajoz' | 'leon', string[]>>, current: string): TaifaState {
  let s = bare(HUMANS);
  for (const [k, keys] of Object.entries(hands)) s = patchKingdom(s, k as never, { hand: keys.map(cardOf) });
  return { ...s, current: kIndex(s, current as never) };
}

/** `key` or `key#i` (the i-th copy of the card). */
function cardOf(key: string): number {
  const [k, i] = key.split('#');
  return card(k!, i === undefined ? 0 : Number(i));
}

/** Catalanes, Castilla or both bots, the others people. */
function withBots(bots: string[]): TaifaState {
  const all = ['castilla', 'catalanes', 'valencia', 'sevilla', 'badajoz', 'leon'];
  return bare({ seed: 'combat-cases-bots', players: all.filter((k) => !bots.includes(k)) as never });
}

const COMMIT = { type: 'commit' } as const;
const types = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

describe('5.1.3-5.1.4: the face-down windows', () => {
  it('5.1.3-5.1.4: the windows go from the attacker in order of play, Castilla (kingdom 0) among the responders, the defender last, each once', () => {
    // León (the last kingdom) attacks Zaragoza (Catalanes) from Tudela.
    let s = table(
      {
        leon: ['ch-caballeros'],
        castilla: ['ch-refuerzos'],
        valencia: ['mu-campeon'],
        sevilla: ['mu-refuerzos'],
        badajoz: ['mu-campeon#1'],
        catalanes: ['ch-milicia'],
      },
      'leon',
    );
    s = setOwner(s, area('Tudela'), 'leon');
    const order: string[] = [];
    s = play(s, { type: 'attack', area: area('Zaragoza') }).state;
    for (let i = 0; i < 4; i++) {
      order.push(taifa.activePlayer(s)!);
      expect(attackOf(s).t).toBe('attack-respond');
      s = play(s, COMMIT).state;
    }
    order.push(taifa.activePlayer(s)!);
    expect(attackOf(s).t).toBe('attack-defend');
    expect(order).toEqual(['castilla', 'valencia', 'sevilla', 'badajoz', 'catalanes']);
    // Each kingdom still holds its Response, but the defender's window closes the face-down cards.
    const r = play(s, COMMIT, [1, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat')).toMatchObject({ attackDice: 3, defenceDice: 4, won: false });
    expect(r.state.tasks).toEqual([{ t: 'round' }]);
  });

  it('5.1.4: Castilla (kingdom 0) defending decides last and once; kingdoms holding only Troop cards get no window', () => {
    let s = table(
      {
        catalanes: ['ch-caballeros'],
        valencia: ['mu-guardia'],
        sevilla: ['mu-peones'],
        badajoz: ['mu-jinetes'],
        leon: ['ch-campeon'],
        castilla: ['ch-milicia', 'ch-mesnada'],
      },
      'catalanes',
    );
    s = play(s, { type: 'attack', area: area('Soria') }).state;
    expect(taifa.activePlayer(s)).toBe('leon');
    s = play(s, COMMIT).state;
    expect(taifa.activePlayer(s)).toBe('castilla');
    expect(taifa.legalActions(s)).toEqual([{ type: 'respond', card: card('ch-milicia'), side: 'defence' }, COMMIT]);
    const r = play(s, COMMIT, [1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat')).toMatchObject({ attackDice: 3, defenceDice: 3 });
    expect(r.state.tasks).toEqual([{ t: 'round' }]);
  });

  it('5.1.3, 9.2: a bot Castilla (kingdom 0) attacking: the Condados Catalanes, next in order, get the first window', () => {
    let s = patchKingdom(withBots(['castilla']), 'castilla', { hand: [card('ch-peones')], army: [card('ch-caballeros'), card('ch-mesnada')] });
    s = patchKingdom(s, 'catalanes', { hand: [card('ch-refuerzos')] });
    const r = play(s, { type: 'bot' }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'attack')).toMatchObject({ rule: '9.2', attacker: 'castilla' });
    expect(attackOf(r.state)).toMatchObject({ t: 'attack-respond', who: 1 });
    expect(taifa.activePlayer(r.state)).toBe('catalanes');
  });

  it('5.1.3-5.1.4: nobody holding a Response and no garrison of the defender: the attack resolves in its own step', () => {
    // The attacker's own garrison next to Zaragoza (Soria) is no defender's garrison.
    let s = table({ castilla: ['ch-caballeros'], catalanes: ['ch-mesnada'], valencia: ['mu-guardia'], leon: ['ch-peones'] }, 'castilla');
    s = setGarrison(s, area('Soria'));
    const r = play(s, { type: 'attack', area: area('Zaragoza') }, [1, 1, 1, 1, 1, 1, 1]);
    expect(r.events.map((e) => e.type)).toEqual(['attack', 'commit', 'combat']);
    expect(r.state.garrison[area('Soria') - 1]).toBe(true);
  });

  it("5.1.4: only the defender's own garrisons in and next to the area are offered; the responders get no window for them", () => {
    let s = table({ castilla: ['ch-caballeros'], valencia: ['mu-guardia'], leon: ['ch-peones'] }, 'castilla');
    s = setGarrison(s, area('Soria'));
    s = setGarrison(s, area('Zaragoza'));
    s = setGarrison(s, area('Tortosa'));
    s = setGarrison(s, area('Huesca'));
    const r = play(s, { type: 'attack', area: area('Zaragoza') });
    s = r.state;
    // No responder had anything to place: no window was opened (and closed) for any of them.
    expect(r.events.map((e) => e.type)).toEqual(['attack', 'commit']);
    expect(taifa.activePlayer(s)).toBe('catalanes');
    expect(taifa.legalActions(s)).toEqual([{ type: 'spend-garrison', area: area('Huesca') }, { type: 'spend-garrison', area: area('Zaragoza') }, COMMIT]);
  });
});

describe('5.4: attacks made by events', () => {
  it('5.4 Juicio de Dios: one die against one die: no Troop cards, no Responses, no garrisons, no window for anyone', () => {
    let s = table(
      { castilla: ['ch-juicio', 'ch-caballeros', 'ch-campeon'], leon: ['ch-milicia'], valencia: ['mu-campeon'], catalanes: ['ch-peones'] },
      'castilla',
    );
    s = setGarrison(s, area('Zamora'));
    s = setGarrison(s, area('Astorga'));
    const r = play(s, { type: 'event', card: card('ch-juicio'), kingdom: null, area: area('Zamora') }, [1, 5]);
    // The combat follows the event in the same step, and the round passes to Catalanes.
    expect(r.events.map((e) => e.type)).toEqual(['event', 'attack', 'combat']);
    expect(taifa.activePlayer(r.state)).toBe('catalanes');
    expect(ev(r.events, 'combat')).toMatchObject({
      attackDice: 1,
      defenceDice: 1,
      attackHits: 0,
      defenceHits: 1,
      won: false,
      modifiers: [
        { label: 'event Juicio de Dios', value: 1, rule: '5.4' },
        { label: 'event Juicio de Dios: fixed defence', value: 1, rule: '5.4' },
      ],
    });
    expect(r.state.garrison[area('Zamora') - 1]).toBe(true);
    expect(r.state.garrison[area('Astorga') - 1]).toBe(true);
    expect(r.state.kingdoms[0]!.hand).toEqual([card('ch-caballeros'), card('ch-campeon')]);
    expect(r.state.kingdoms[kIndex(s, 'leon')]!.hand).toEqual([card('ch-milicia')]);
    expect(r.state.removed).toContain(card('ch-juicio'));
  });

  it('5.4, 9.4 Juicio de Dios against a bot: it keeps its garrison and its Responses (troops of strength 1), and says why', () => {
    let s = patchKingdom(withBots(['catalanes']), 'castilla', { hand: [card('ch-juicio')] });
    s = patchKingdom(s, 'catalanes', { ready: [card('ch-milicia')] });
    s = setGarrison(s, area('Zaragoza'));
    const r = play(s, { type: 'event', card: card('ch-juicio'), kingdom: null, area: area('Zaragoza') }, [1, 5]);
    expect(ev(r.events, 'combat')).toMatchObject({ attackDice: 1, defenceDice: 1 });
    expect(r.state.garrison[area('Zaragoza') - 1]).toBe(true);
    expect(r.state.kingdoms[1]!.ready).toEqual([card('ch-milicia')]);
    expect(types(r.events, 'bot-defence')).toEqual([
      { type: 'bot-defence', text: 'Condados Catalanes (bot) keeps its Responses: the attacking troops have strength 1, less than 3', rule: '9.4' },
    ]);
    // With no Response deployed and no garrison there is nothing to keep or spend, and nothing to say.
    const none = play(
      setGarrison(patchKingdom(s, 'catalanes', { ready: [] }), area('Zaragoza'), false),
      { type: 'event', card: card('ch-juicio'), kingdom: null, area: area('Zaragoza') },
      [1, 5],
    );
    expect(types(none.events, 'bot-defence')).toEqual([]);
  });

  it('5.4, 9.1 Juicio de Dios played by a bot: its army stays deployed, one die against one die', () => {
    let s = patchKingdom(withBots(['catalanes']), 'catalanes', { hand: [card('ch-juicio')], army: [card('ch-caballeros')] });
    s = { ...s, current: 1 };
    const r = play(s, { type: 'bot' }, [1, 1, 1, 1, 1, 1]);
    const combat = ev(r.events, 'combat');
    expect(combat).toMatchObject({ attackDice: 1, defenceDice: 1 });
    expect(r.state.kingdoms[1]!.army).toEqual([card('ch-caballeros')]);
    const attack = ev(r.events, 'attack');
    expect(attack).toMatchObject({ rule: '5.4', troops: [], responses: [], attacker: 'catalanes', area: combat.area });
    expect(attack.text).toMatch(/^Condados Catalanes \(bot\) attacks \S.* \((Castilla|Valencia|independent)\) by the event Juicio de Dios$/);
  });

  it('5.4 Cabalgada: its die adds to the Troop cards; a bot defender spends the attacked area’s garrison (9.4), and keeps no Response event when it has none', () => {
    let s = patchKingdom(withBots(['catalanes']), 'castilla', { hand: [card('ch-cabalgada'), card('ch-caballeros'), card('ch-peones')] });
    s = setGarrison(s, area('Zaragoza'));
    s = play(s, { type: 'event', card: card('ch-cabalgada'), kingdom: null, area: area('Zaragoza') }).state;
    expect(attackOf(s).t).toBe('attack-select');
    s = play(s, { type: 'select-card', card: card('ch-caballeros') }).state;
    const r = play(s, COMMIT, [4, 4, 4, 4, 1, 1, 1, 1, 1]);
    const combat = ev(r.events, 'combat');
    expect(combat).toMatchObject({ attackDice: 4, defenceDice: 5, won: true });
    expect(combat.modifiers).toEqual([
      { label: 'troop Caballeros (3)', value: 3, rule: '5.2' },
      { label: 'event Cabalgada', value: 1, rule: '5.4' },
      { label: 'defence of Zaragoza', value: 4, rule: '5.2' },
      { label: 'garrison in Zaragoza', value: 1, rule: '5.1.4' },
    ]);
    expect(types(r.events, 'bot-defence')).toEqual([{ type: 'bot-defence', text: 'Condados Catalanes (bot) spends the garrison of Zaragoza', rule: '9.4' }]);
  });

  it('5.4 Campaña de independiente by Castilla: Catalanes, next in order, gets the first window; the defender may spend its garrisons (as in an attack)', () => {
    let s = table({ castilla: ['ch-campana'], catalanes: ['ch-refuerzos'], leon: ['ch-peones'] }, 'castilla');
    s = setGarrison(s, area('Zamora'));
    s = play(s, { type: 'event', card: card('ch-campana'), kingdom: null, area: area('Zamora') }).state;
    expect(taifa.activePlayer(s)).toBe('catalanes');
    s = play(s, COMMIT).state;
    expect(taifa.activePlayer(s)).toBe('leon');
    expect(taifa.legalActions(s)).toEqual([{ type: 'spend-garrison', area: area('Zamora') }, COMMIT]);
    const r = play(s, { type: 'spend-garrison', area: area('Zamora') }, [1, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat')).toMatchObject({ attackDice: 3, defenceDice: 4 });
  });

  it('5.4 Campaña de independiente won against Castilla (kingdom 0): the area becomes independent and Castilla loses a bonus step', () => {
    const s = table({ catalanes: ['ch-campana'], valencia: ['mu-peones'] }, 'catalanes');
    const frozen = deepFreeze(s);
    const r = play(frozen, { type: 'event', card: card('ch-campana'), kingdom: null, area: area('Soria') }, [6, 6, 6, 1, 1, 1]);
    expect(r.state.owner[area('Soria') - 1]).toBe(-1);
    expect(r.state.kingdoms[0]!.bonus).toBe(-1);
    expect(ev(r.events, 'independence')).toEqual({ type: 'independence', text: 'Soria becomes independent', rule: '5.4', area: area('Soria') });
    expect(ev(r.events, 'bonus').text).toBe('Castilla card bonus +0 -> -1 (lost Soria)');
  });
});

describe('9.4: a bot defends', () => {
  function attackOnCastilla(): { before: TaifaState; r: { state: TaifaState; events: GameEvent[] } } {
    let s = withBots(['castilla']);
    s = patchKingdom(s, 'catalanes', { hand: [card('ch-peones'), card('ch-caballeria'), card('ch-refuerzos'), card('ch-leva')] });
    s = patchKingdom(s, 'castilla', { ready: [card('ch-salida')] });
    s = setGarrison(s, area('Soria'));
    s = setGarrison(s, area('Burgos'));
    s = { ...s, current: 1 };
    const attack = play(s, { type: 'attack', area: area('Soria') });
    expect(ev(attack.events, 'attack')).toMatchObject({ text: 'Condados Catalanes attacks Soria (Castilla)', defender: 'castilla' });
    s = attack.state;
    s = play(s, { type: 'select-card', card: card('ch-peones') }).state;
    s = play(s, { type: 'select-card', card: card('ch-caballeria') }).state;
    const before = deepFreeze(s);
    // The last card placed leaves only \`commit\`: the windows (none), the bot's defence and the
    // combat follow in the same step. Peones 1 + Refuerzos 1 (Caballería eliminated) against Soria 3
    // + its garrison 1.
    return { before, r: play(before, { type: 'select-card', card: card('ch-refuerzos') }, [6, 6, 1, 1, 1, 1]) };
  }

  it('9.4, 5.2: bot Castilla (kingdom 0) spends the attacked area’s garrison only, and Salida por sorpresa against strength 5 (a Response in the pile counts nothing): the strongest Troop, placed second, goes', () => {
    const { r } = attackOnCastilla();
    expect(ev(r.events, 'combat')).toMatchObject({ defender: 'castilla' });
    expect(ev(r.events, 'combat').text).toBe(
      'Condados Catalanes rolls 2 dice: 2 hits; Castilla rolls 4 dice: 0 hits; the attacker wins (the attacker needs more hits)',
    );
    expect(types(r.events, 'bot-defence')).toEqual([
      { type: 'bot-defence', text: 'Castilla (bot) spends the garrison of Soria', rule: '9.4' },
      { type: 'bot-defence', text: 'Castilla (bot) uses Salida por sorpresa against troops of strength 5', rule: '9.4', card: card('ch-salida') },
    ]);
    expect(ev(r.events, 'response')).toEqual({
      type: 'response',
      text: 'Salida por sorpresa eliminates Caballería pesada (4)',
      rule: '5.2',
      cancelled: [card('ch-caballeria')],
    });
    const combat = ev(r.events, 'combat');
    expect(combat).toMatchObject({ attackDice: 2, defenceDice: 4, attackHits: 2, defenceHits: 0, won: true });
    expect(r.state.garrison[area('Soria') - 1]).toBe(false);
    expect(r.state.garrison[area('Burgos') - 1]).toBe(true);
    expect(r.state.kingdoms[0]!.ready).toEqual([]);
  });

  it('5.1.6: Castilla (kingdom 0) losing Soria loses a bonus step; the conquered area has the winner’s castle and no garrison', () => {
    const { r } = attackOnCastilla();
    expect(r.state.owner[area('Soria') - 1]).toBe(1);
    expect(r.state.kingdoms[0]!.bonus).toBe(-1);
    expect(types(r.events, 'bonus').map((e) => e.text)).toEqual(['Castilla card bonus +0 -> -1 (lost Soria)']);
    expect(r.state.garrison[area('Soria') - 1]).toBe(false);
    // The winner's choice (5.1.6): a bonus step.
    const bonus = play(r.state, { type: 'reward', choice: 'bonus' });
    expect(bonus.state.garrison[area('Soria') - 1]).toBe(false);
    expect(bonus.state.kingdoms[1]!.bonus).toBe(1);
    expect(ev(bonus.events, 'bonus').text).toBe('Condados Catalanes card bonus +0 -> +1 (conquered Soria)');
  });
});

describe('9.4: a bot’s reward and its words', () => {
  function botWins(bonus: number): { state: TaifaState; events: GameEvent[] } {
    let s = patchKingdom(withBots(['catalanes']), 'catalanes', { hand: [card('ch-mesnada')], army: [card('ch-mesnada', 1)], bonus });
    s = setOwner(s, area('Soria'), null);
    s = { ...s, current: 1, owner: s.owner.map((o, i) => (i === area('Aragón') - 1 || i === area('Mallorca') - 1 ? 1 : o)) };
    return play(s, { type: 'bot' }, [1, 6, 6, 6, 6, 1, 1, 1]);
  }

  it('9.4: at +2 the bot places a garrison on the conquered area, under rule 9.4; below it takes the bonus step', () => {
    const garrison = botWins(2);
    const won = ev(garrison.events, 'conquest').area as number;
    expect(ev(garrison.events, 'garrison')).toEqual({
      type: 'garrison',
      text: `Condados Catalanes places a garrison in ${AREAS[won - 1]!.name} instead of a bonus step`,
      rule: '9.4',
      area: won,
    });
    const step = botWins(0);
    const area2 = ev(step.events, 'conquest').area as number;
    expect(ev(step.events, 'bonus').text).toBe(`Condados Catalanes card bonus +0 -> +1 (conquered ${AREAS[area2 - 1]!.name})`);
    expect(step.state.garrison[area2 - 1]).toBe(false);
  });

  it('9.4: a first Response that does not serve (Salida por sorpresa against Campaña, which has no troops) is kept, and the event says so under 9.4', () => {
    let s = patchKingdom(withBots(['catalanes']), 'catalanes', { ready: [card('ch-salida'), card('ch-milicia')] });
    s = patchKingdom(s, 'castilla', { hand: [card('ch-campana')] });
    const r = play(s, { type: 'event', card: card('ch-campana'), kingdom: null, area: area('Zaragoza') }, [1, 1, 1, 1, 1, 1, 1]);
    expect(types(r.events, 'bot-defence')).toEqual([
      {
        type: 'bot-defence',
        text: 'Condados Catalanes (bot) keeps its Responses: the first in order, Salida por sorpresa, does not serve in this defence',
        rule: '9.4',
      },
    ]);
  });
});

describe('5.1.2-5.1.7: the attack step by step', () => {
  it("5.1.2, 5.1.5: the attacker's pile holds its Troop cards in the order placed, then its Responses in the order placed", () => {
    let s = table({ castilla: ['ch-campeon', 'ch-refuerzos', 'ch-peones', 'ch-caballeros', 'ch-caballeria'] }, 'castilla');
    s = play(s, { type: 'attack', area: area('Navarra') }).state;
    for (const k of ['ch-campeon', 'ch-refuerzos', 'ch-peones', 'ch-caballeros']) s = play(s, { type: 'select-card', card: card(k) }).state;
    expect(attackOf(s).down).toEqual([card('ch-peones'), card('ch-caballeros'), card('ch-campeon'), card('ch-refuerzos')]);
  });

  it('5.2: two Salidas por sorpresa against one Troop card eliminate that card only', () => {
    let s = table({ castilla: ['ch-caballeria'], leon: ['ch-salida', 'ch-salida#1'] }, 'castilla');
    s = play(s, { type: 'attack', area: area('Zamora') }).state;
    s = play(s, { type: 'respond', card: card('ch-salida'), side: 'defence' }).state;
    const r = play(s, { type: 'respond', card: card('ch-salida', 1), side: 'defence' }, [1, 1, 1]);
    expect(ev(r.events, 'response').cancelled).toEqual([card('ch-caballeria')]);
    expect(ev(r.events, 'combat')).toMatchObject({ attackDice: 0, defenceDice: 3 });
  });

  it('5.1.4-5.1.7, 5.2: every step of an attack leaves its input unchanged: garrisons spent, the conquest, the reward garrison', () => {
    let s = table({ castilla: ['ch-caballeria', 'ch-campeon'], leon: ['ch-milicia', 'ch-refuerzos'], valencia: ['mu-refuerzos'] }, 'castilla');
    s = setGarrison(s, area('Zamora'));
    s = setGarrison(s, area('León'));
    const steps: [TaifaAction, number[]][] = [
      [{ type: 'attack', area: area('Zamora') }, []],
      [{ type: 'select-card', card: card('ch-caballeria') }, []],
      [{ type: 'select-card', card: card('ch-campeon') }, []],
      [{ type: 'respond', card: card('mu-refuerzos'), side: 'defence' }, []],
      [{ type: 'respond', card: card('ch-refuerzos'), side: 'defence' }, []],
      [{ type: 'spend-garrison', area: area('León') }, []],
      [{ type: 'spend-garrison', area: area('Zamora') }, []],
      // Caballería 4 + Campeón 2 = 6 dice (4 hits) against Zamora 3 + Refuerzos 1 + 1 + garrisons 2 + Milicia kept = 7 (3 hits).
      [COMMIT, [6, 6, 6, 6, 1, 1, 6, 6, 6, 1, 1, 1, 1]],
      [{ type: 'reward', choice: 'garrison' }, []],
    ];
    const events: GameEvent[] = [];
    for (const [action, dice] of steps) {
      const frozen = deepFreeze(structuredClone(s));
      const r = play(frozen, action, dice);
      events.push(...r.events);
      s = r.state;
    }
    expect(ev(events, 'combat')).toMatchObject({ attackDice: 6, defenceDice: 7, attackHits: 4, defenceHits: 3, won: true });
    expect(s.owner[area('Zamora') - 1]).toBe(0);
    expect(s.garrison[area('Zamora') - 1]).toBe(true);
    expect(s.garrison[area('León') - 1]).toBe(false);
    expect(ev(events, 'garrison')).toEqual({
      type: 'garrison',
      text: 'Castilla places a garrison in Zamora instead of a bonus step',
      rule: '5.1',
      area: area('Zamora'),
    });
  });
});

describe('5.1, 5.2: the events of an attack, word for word', () => {
  it('5.1: the attack on a kingdom, on an independent area, and by an event', () => {
    const s = table({ castilla: ['ch-caballeros', 'ch-campana#0'] }, 'castilla');
    expect(ev(play(s, { type: 'attack', area: area('Zamora') }, [1, 1, 1, 1, 1, 1]).events, 'attack')).toEqual({
      type: 'attack',
      text: 'Castilla attacks Zamora (León)',
      rule: '5.1',
      attacker: 'castilla',
      area: area('Zamora'),
      defender: 'leon',
    });
    expect(ev(play(s, { type: 'attack', area: area('Navarra') }, [1, 1, 1, 1, 1, 1, 1]).events, 'attack')).toMatchObject({
      text: 'Castilla attacks Navarra (independent)',
      defender: null,
    });
    const campana = play(s, { type: 'event', card: card('ch-campana'), kingdom: null, area: area('Zamora') }, [1, 1, 1, 1, 1, 1]);
    expect(ev(campana.events, 'attack').text).toBe('Castilla attacks Zamora (León) with the event Campaña de independiente');
  });

  it('5.2: the combat event: the reveal, every modifier with its rule and owner, each die with its side, the hits in words', () => {
    let s = table({ castilla: ['ch-caballeros', 'ch-mesnada', 'ch-refuerzos', 'ch-leva'], valencia: ['mu-campeon'], leon: ['ch-milicia'] }, 'castilla');
    s = setGarrison(s, area('Astorga'));
    s = play(s, { type: 'attack', area: area('Zamora') }).state;
    for (const k of ['ch-caballeros', 'ch-mesnada', 'ch-refuerzos']) s = play(s, { type: 'select-card', card: card(k) }).state;
    // Castilla's last card placed, only \`commit\` was left: Valencia's window is open.
    s = play(s, { type: 'respond', card: card('mu-campeon'), side: 'defence' }).state;
    s = play(s, { type: 'respond', card: card('ch-milicia'), side: 'defence' }).state;
    // Six attack dice, one hit; Zamora 3 + garrison 1 + Campeón 2 + Milicia 2 = 8 defence dice, two hits.
    const r = play(s, { type: 'spend-garrison', area: area('Astorga') }, [4, 1, 1, 1, 1, 1, 5, 6, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat')).toEqual({
      type: 'combat',
      text: 'Castilla rolls 6 dice: 1 hit; León rolls 8 dice: 2 hits; the defender holds (the attacker needs more hits)',
      rule: '5.2',
      area: area('Zamora'),
      attacker: 'castilla',
      defender: 'leon',
      revealed: {
        troops: [card('ch-caballeros'), card('ch-mesnada')],
        responses: [
          { card: card('ch-refuerzos'), by: 0, side: 'attack' },
          { card: card('mu-campeon'), by: 2, side: 'defence' },
          { card: card('ch-milicia'), by: 5, side: 'defence' },
        ],
      },
      modifiers: [
        { label: 'troop Caballeros (3)', value: 3, rule: '5.2' },
        { label: 'troop Mesnada (2)', value: 2, rule: '5.2' },
        { label: 'Refuerzos (Castilla)', value: 1, rule: '5.2' },
        { label: 'defence of Zamora', value: 3, rule: '5.2' },
        { label: 'garrison in Astorga', value: 1, rule: '5.1.4' },
        { label: 'Campeón (Taifa de Valencia)', value: 2, rule: '5.2' },
        { label: 'Milicia (León)', value: 2, rule: '5.2' },
      ],
      attackModifiers: [
        { label: 'troop Caballeros (3)', value: 3, rule: '5.2' },
        { label: 'troop Mesnada (2)', value: 2, rule: '5.2' },
        { label: 'Refuerzos (Castilla)', value: 1, rule: '5.2' },
      ],
      defenceModifiers: [
        { label: 'defence of Zamora', value: 3, rule: '5.2' },
        { label: 'garrison in Astorga', value: 1, rule: '5.1.4' },
        { label: 'Campeón (Taifa de Valencia)', value: 2, rule: '5.2' },
        { label: 'Milicia (León)', value: 2, rule: '5.2' },
      ],
      attackDice: 6,
      defenceDice: 8,
      rolls: [
        ...[4, 1, 1, 1, 1, 1].map((value) => ({ die: 'd6', value, for: 'attack' })),
        ...[5, 6, 1, 1, 1, 1, 1, 1].map((value) => ({ die: 'd6', value, for: 'defence' })),
      ],
      attackHits: 1,
      defenceHits: 2,
      won: false,
    });
  });

  it('5.2: two hits against one on an independent area: the words of the win', () => {
    // The input deep-frozen: a conquest with no garrison spent changes a copy of the map, not it.
    const s = deepFreeze(table({ castilla: ['ch-caballeria'] }, 'castilla'));
    const r = play(s, { type: 'attack', area: area('Navarra') }, [6, 6, 1, 1, 1, 1, 1, 4]);
    expect(ev(r.events, 'conquest')).toMatchObject({ rule: '5.1', area: area('Navarra'), kingdom: 'castilla' });
    expect(ev(r.events, 'combat').text).toBe(
      'Castilla rolls 4 dice: 2 hits; independent Navarra rolls 4 dice: 1 hit; the attacker wins (the attacker needs more hits)',
    );
    expect(ev(r.events, 'combat').defender).toBeNull();
  });

  it('9.2: a bot’s attack event names its army, its Response and the defender', () => {
    let s = patchKingdom(withBots(['catalanes']), 'catalanes', {
      hand: [card('ch-peones')],
      army: [card('ch-caballeros'), card('ch-mesnada')],
      ready: [card('ch-campeon')],
    });
    s = { ...s, current: 1 };
    const r = play(
      s,
      { type: 'bot' },
      Array.from({ length: 20 }, () => 1),
    );
    const attack = ev(r.events, 'attack');
    expect(attack).toMatchObject({
      rule: '9.2',
      attacker: 'catalanes',
      troops: [card('ch-caballeros'), card('ch-mesnada'), card('ch-peones')],
      responses: [card('ch-campeon')],
    });
    expect(attack.text).toBe(
      `Condados Catalanes (bot) attacks ${AREAS[(attack.area as number) - 1]!.name} (${attack.defender === null ? 'independent' : 'Castilla'}) with its army: Caballeros (3), Mesnada (2), Peones (1), adding Campeón`,
    );
  });
});
