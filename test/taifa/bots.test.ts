import { describe, expect, it } from 'vitest';
import { taifa, type TaifaState } from 'reglas/taifa';
import { area, bare, card, ev, kIndex, patchKingdom, play, setGarrison, setOwner } from './helpers.js';

/** 9: the rule-driven bots. Catalanes is a bot; the others are people with no cards unless dealt. */
function botCatalans(): TaifaState {
  const s = bare({ seed: 'bots', players: ['castilla', 'valencia', 'sevilla', 'badajoz', 'leon'] });
  return { ...s, current: kIndex(s, 'catalanes') };
}
const CAT = 1;

describe('9.1: how bots use their cards', () => {
  it('9.1: a bot reveals the top card of its pile each round; Troops form one army, Responses are kept in the order drawn', () => {
    let s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-peones'), card('ch-milicia'), card('ch-campeon'), card('ch-peones', 1)] });
    const r = play(s, { type: 'bot' });
    expect(ev(r.events, 'bot-reveal').card).toBe(card('ch-peones'));
    s = r.state;
    expect(s.kingdoms[CAT]!.army).toEqual([card('ch-peones')]);
    // 5.6: the people's kingdoms, with no cards, pass at once; the bot's round comes back.
    expect(r.events.filter((e) => e.type === 'pass')).toHaveLength(5);
    expect(s.current).toBe(CAT);
    expect(s.passes).toBe(5);
    s = play(s, { type: 'bot' }).state;
    s = play({ ...s, current: CAT }, { type: 'bot' }).state;
    expect(s.kingdoms[CAT]!.ready).toEqual([card('ch-milicia'), card('ch-campeon')]);
    s = play({ ...s, current: CAT }, { type: 'bot' }).state;
    expect(s.kingdoms[CAT]!.army).toEqual([card('ch-peones'), card('ch-peones', 1)]);
  });

  it('5.6/9.1: a bot passes only when its pile is empty', () => {
    const s = patchKingdom(botCatalans(), 'catalanes', { hand: [], army: [card('ch-peones')] });
    const r = play(s, { type: 'bot' });
    expect(ev(r.events, 'pass').kingdom).toBe('catalanes');
    // Nobody else has cards: everyone passes in a row and the turn ends (4.4).
    expect(r.state.turn).toBe(2);
    const held = play(patchKingdom(s, 'catalanes', { hand: [card('ch-milicia')] }), { type: 'bot' });
    expect(held.events.some((e) => e.type === 'pass' && e.kingdom === 'catalanes')).toBe(false);
  });

  it('9.1 (key rule): a bot draws its full 8 + bonus whatever it carries over; deployed cards carry over', () => {
    let s = patchKingdom(botCatalans(), 'catalanes', { army: [card('ch-peones')], ready: [card('ch-milicia')], bonus: 1 });
    s = { ...s, passes: 5 };
    const r = play(s, { type: 'bot' });
    const cat = r.state.kingdoms[CAT]!;
    expect(cat.hand).toHaveLength(9);
    expect(cat.army).toEqual([card('ch-peones')]);
    expect(cat.ready).toEqual([card('ch-milicia')]);
  });

  it('9.1: an event the bot cannot play is discarded', () => {
    // Razzia needs a bordering kingdom with cards in hand: nobody has any.
    const s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-razzia')] });
    const r = play(s, { type: 'bot' });
    expect(ev(r.events, 'bot-discard').card).toBe(card('ch-razzia'));
    expect(r.state.discard).toContain(card('ch-razzia'));
  });

  it('9.1: cards a bot draws by an event go face down on top of its pile', () => {
    const s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-leva'), card('ch-peones')] });
    const r = play(s, { type: 'bot' });
    const pile = r.state.kingdoms[CAT]!.hand;
    expect(pile).toHaveLength(3);
    expect(pile[2]).toBe(card('ch-peones'));
  });
});

describe('9.2: bot attacks', () => {
  it('9.2: the army attacks as soon as its strength exceeds 3, the strongest area it can beat, garrison counted', () => {
    let s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-peones')], army: [card('ch-caballeros')] });
    // A garrison makes Aragón 3+1 = 4: no longer below 4... the army is 4: targets below 4 are the 3s.
    s = setGarrison(s, area('Aragón'));
    const r = play(s, { type: 'bot' }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const choice = ev(r.events, 'bot-choice');
    expect(choice.candidates).toEqual([area('Soria'), area('Mallorca')]);
    expect(choice.chosen).toBe(area('Soria'));
  });

  it('9.2: with no area weak enough the attack waits; army of 3 does not attack', () => {
    let s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-caballeros')] });
    const r = play(s, { type: 'bot' });
    expect(ev(r.events, 'bot-wait').rule).toBe('9.2');
    expect(r.state.kingdoms[CAT]!.army).toHaveLength(1);
    s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-peones')], army: [card('ch-caballeros')] });
    // 5.1.1: holding no area, its only target is its capital Barcelona (defence 4), not below 4.
    s = { ...s, owner: s.owner.map((o) => (o === CAT ? -1 : o)) };
    const w = play(s, { type: 'bot' });
    expect(w.events.some((e) => e.type === 'bot-wait')).toBe(true);
    expect(w.state.kingdoms[CAT]!.army).toHaveLength(2);
  });
});

describe('9.4: bot defence and rewards', () => {
  /** Castilla attacks Zaragoza with one Troop card: placing it and committing are no choice (5.1.2). */
  function attackOnBot(troop: number, ready: number[], dice: number[]): ReturnType<typeof play> {
    let s = botCatalans();
    s = patchKingdom(s, 'catalanes', { ready });
    s = patchKingdom(s, 'castilla', { hand: [troop] });
    s = setGarrison(s, area('Zaragoza'));
    s = setGarrison(s, area('Huesca'));
    s = { ...s, current: 0 };
    return play(s, { type: 'attack', area: area('Zaragoza') }, dice);
  }

  it("9.4: the bot spends the attacked area's garrison, never its neighbours', and one Response in order against strength 3+", () => {
    const r = attackOnBot(card('ch-caballeros'), [card('ch-milicia'), card('ch-campeon')], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const combat = ev(r.events, 'combat');
    // Zaragoza 4 + its garrison 1 + Milicia 2 (the first in order).
    expect(combat.defenceDice).toBe(7);
    expect(r.state.garrison[area('Huesca') - 1]).toBe(true);
    expect(r.state.garrison[area('Zaragoza') - 1]).toBe(false);
    expect(r.state.kingdoms[CAT]!.ready).toEqual([card('ch-campeon')]);
  });

  it('9.4: against troops of strength below 3 the bot keeps its Responses', () => {
    const r = attackOnBot(card('ch-mesnada'), [card('ch-milicia')], [1, 1, 1, 1, 1, 1, 1]);
    expect(ev(r.events, 'combat').defenceDice).toBe(5);
    expect(r.state.kingdoms[CAT]!.ready).toEqual([card('ch-milicia')]);
  });

  it('9.4: Responses are spent in order: a first Response that does not serve holds the ones behind it (attack, defence, incursion)', () => {
    // Attack (9.2): Milicia first (defence only) keeps Campeón back; Campeón first goes in.
    const army = { hand: [card('ch-peones')], army: [card('ch-caballeros')] };
    const held = play(
      patchKingdom(botCatalans(), 'catalanes', { ...army, ready: [card('ch-milicia'), card('ch-campeon')] }),
      { type: 'bot' },
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(ev(held.events, 'attack').responses).toEqual([]);
    expect(held.state.kingdoms[CAT]!.ready).toEqual([card('ch-milicia'), card('ch-campeon')]);
    const used = play(
      patchKingdom(botCatalans(), 'catalanes', { ...army, ready: [card('ch-campeon'), card('ch-milicia')] }),
      { type: 'bot' },
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(ev(used.events, 'attack').responses).toEqual([card('ch-campeon')]);
    expect(used.state.kingdoms[CAT]!.ready).toEqual([card('ch-milicia')]);
    // Defence: Salida por sorpresa first does nothing against Campaña (no troops, FAQ): Milicia behind it waits.
    let s = patchKingdom(botCatalans(), 'catalanes', { ready: [card('ch-salida'), card('ch-milicia')] });
    s = { ...patchKingdom(s, 'castilla', { hand: [card('ch-campana')] }), current: 0 };
    const campana = play(s, { type: 'event', card: card('ch-campana'), kingdom: null, area: area('Zaragoza') }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(ev(campana.events, 'combat').defenceDice).toBe(4);
    expect(campana.events.find((e) => e.type === 'bot-defence')?.text).toMatch(/first in order, Salida por sorpresa/);
    expect(campana.state.kingdoms[CAT]!.ready).toEqual([card('ch-salida'), card('ch-milicia')]);
    // Incursion (9.3): Milicia first keeps Campeón out of the raid: one die, not three.
    s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-peones-of')], ready: [card('ch-milicia'), card('ch-campeon')] });
    s = patchKingdom(s, 'castilla', { hand: [card('ch-mesnada')] });
    const raid = play(s, { type: 'bot' }, [1, 1, 1, 1]);
    expect(ev(raid.events, 'incursion').rolls).toHaveLength(1);
    expect(raid.state.kingdoms[CAT]!.ready).toEqual([card('ch-milicia'), card('ch-campeon')]);
  });

  it('9.4: a bot trades its bonus for a garrison only at +2', () => {
    let s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-mesnada')], army: [card('ch-mesnada', 1)], bonus: 2 });
    s = setOwner(s, area('Soria'), null);
    s = { ...s, owner: s.owner.map((o, i) => (i === area('Aragón') - 1 || i === area('Mallorca') - 1 ? 1 : o)) };
    const r = play(s, { type: 'bot' }, [1, 6, 6, 6, 6, 1, 1, 1]);
    const won = ev(r.events, 'conquest').area as number;
    expect(r.state.garrison[won - 1]).toBe(true);
    expect(r.state.kingdoms[CAT]!.bonus).toBe(2);
  });
});

describe('9.5-9.6: target choice', () => {
  it('9.6: Campaña de independiente: a bot targets an invasion-route area neither its own nor independent', () => {
    const s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-campana')] });
    const r = play(s, { type: 'bot' }, [1, 1, 1, 1, 1, 1, 1, 1]);
    const choice = ev(r.events, 'bot-choice');
    expect(choice.candidates).toEqual([area('Lisboa'), area('Algeciras')]);
    expect(choice.chosen).toBe(area('Lisboa'));
  });

  it('9.6: with no such area the bot discards the card', () => {
    let s = patchKingdom(botCatalans(), 'catalanes', { hand: [card('ch-campana')] });
    s = setOwner(setOwner(s, area('Lisboa'), null), area('Algeciras'), 'catalanes');
    const r = play(s, { type: 'bot' });
    expect(ev(r.events, 'bot-discard').card).toBe(card('ch-campana'));
  });
});

describe('9: a game of six bots', () => {
  it('plays to its end by repeated {type:"bot"} steps, and its events tell the whole story', () => {
    let s = taifa.setup({ seed: 'story', players: [] });
    const types = new Set<string>();
    let steps = 0;
    while (!taifa.isTerminal(s)) {
      expect(taifa.legalActions(s)).toEqual([{ type: 'bot' }]);
      const r = taifa.step(s, { type: 'bot' });
      expect(r.events.length).toBeGreaterThan(0);
      for (const e of r.events) {
        types.add(e.type);
        expect(e.text.length).toBeGreaterThan(0);
        if (e.type === 'combat') expect((e.rolls as unknown[]).length).toBe((e.attackDice as number) + (e.defenceDice as number));
      }
      s = r.state;
      steps++;
    }
    expect(steps).toBeGreaterThan(50);
    for (const t of ['bot-reveal', 'attack', 'combat', 'pass', 'turn-end', 'turn-start', 'game-end']) expect(types).toContain(t);
    expect(taifa.outcome(s)?.winners.length).toBeGreaterThan(0);
  });
});
