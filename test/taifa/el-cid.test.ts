import { describe, expect, it } from 'vitest';
import { AREAS, EL_CID_SEATS, armyTargets, botEventAreas, bordersOf, taifa, type TaifaState } from 'reglas/taifa';
import { ROUND_ONLY, allCards, area, bare, card, ev, kIndex, patchKingdom, play, setOwner } from './helpers.js';

const CID = { seed: 'cid', scenario: 'el-cid' } as const;

describe('10: El Cid, solitaire scenario', () => {
  it('10.1: only the areas east of the line are in play, with the scenario deployment', () => {
    const s = taifa.setup(CID);
    for (const [i, a] of AREAS.entries()) expect(s.owner[i] === -2).toBe(!a.eastOfLine);
    for (const [k, seat] of EL_CID_SEATS.entries()) for (const a of seat.areas) expect(s.owner[a - 1]).toBe(k);
    expect(s.owner[area('Sevilla') - 1]).toBe(-2);
    expect(s.owner[area('Zaragoza') - 1]).toBe(-1);
  });

  it('10.1: the four kingdoms in the table order; Almoravids 12 cards, El Cid 7 and the player; the rest bots', () => {
    const s = taifa.setup(CID);
    expect(taifa.players(s)).toEqual(['almoravides', 'castilla', 'catalanes', 'el-cid']);
    expect(s.kingdoms.map((k) => k.hand.length)).toEqual([12, 6, 5, 7]);
    expect(s.kingdoms.map((k) => k.bot)).toEqual([true, true, true, false]);
    expect(taifa.setup({ ...CID, almoravidCards: 15 }).kingdoms[0]!.hand).toHaveLength(15);
  });

  it("10.2: the Tregua is out of the deck and not in El Cid's hand; he applies it at the start of each turn", () => {
    const s = taifa.setup(CID);
    const tregua = card('ch-tregua');
    expect(s.removed).toEqual([tregua]);
    expect(s.decks[0]).not.toContain(tregua);
    expect(s.kingdoms[3]!.hand).not.toContain(tregua);
    expect(allCards(s)).toHaveLength(80);
    expect(taifa.activePlayer(s)).toBe('el-cid');
    expect(taifa.legalActions(s)).toEqual([
      { type: 'truce', kingdom: 'castilla' },
      { type: 'truce', kingdom: 'catalanes' },
    ]);
    const r = play(s, { type: 'truce', kingdom: 'castilla' });
    expect(r.state.cidTruce).toBe(1);
    expect(taifa.activePlayer(r.state)).toBe('almoravides');
  });

  function truced(): TaifaState {
    let s = bare(CID);
    s = { ...s, tasks: ROUND_ONLY, cidTruce: kIndex(s, 'castilla'), current: kIndex(s, 'castilla') };
    return patchKingdom(s, 'el-cid', { hand: [card('ch-peones')] });
  }

  it('10.2: the kingdom under the Tregua may neither attack nor raid El Cid, but still plays events against him', () => {
    let s = truced();
    // Castilla as a person, to list its options; Lorca (Castile) borders Murcia and Almería; Toledo borders Albarracín.
    s = { ...s, kingdoms: s.kingdoms.map((k) => (k.id === 'castilla' ? { ...k, bot: false, hand: [card('ch-caballeros'), card('ch-razzia')] } : k)) };
    const owner = s.owner.slice();
    owner[area('Albarracín') - 1] = 3;
    s = { ...s, owner };
    const legal = taifa.legalActions(s);
    expect(legal).not.toContainEqual({ type: 'attack', area: area('Albarracín') });
    expect(legal.some((a) => a.type === 'incursion' && a.kingdom === 'el-cid')).toBe(false);
    expect(legal.some((a) => a.type === 'incursion' && a.kingdom === 'almoravides')).toBe(true);
    expect(legal).toContainEqual({ type: 'event', card: card('ch-razzia'), kingdom: 'el-cid', area: null });
    // The other Christian kingdom is not bound by it.
    const free = { ...s, cidTruce: kIndex(s, 'catalanes') };
    expect(taifa.legalActions(free)).toContainEqual({ type: 'attack', area: area('Albarracín') });
  });

  it('10.2: every event card is alike under the Tregua: Razzia, Juicio de Dios, Campaña and Cabalgada may all target El Cid', () => {
    let s = truced();
    const events = [card('ch-razzia'), card('ch-juicio'), card('ch-campana'), card('ch-cabalgada')];
    s = patchKingdom(s, 'castilla', { bot: false, hand: [card('ch-caballeros'), ...events] });
    s = setOwner(s, area('Albarracín'), 'el-cid');
    const legal = taifa.legalActions(s);
    // The attack action is bound; an attack event on the same area is not (10.2 "todavía podrá usar cartas de evento contra él").
    expect(legal).not.toContainEqual({ type: 'attack', area: area('Albarracín') });
    expect(legal).toContainEqual({ type: 'event', card: card('ch-razzia'), kingdom: 'el-cid', area: null });
    expect(legal).toContainEqual({ type: 'event', card: card('ch-juicio'), kingdom: null, area: area('Albarracín') });
    expect(legal).toContainEqual({ type: 'event', card: card('ch-campana'), kingdom: null, area: area('Valencia') });
    expect(legal).toContainEqual({ type: 'event', card: card('ch-cabalgada'), kingdom: null, area: area('Albarracín') });
    // And it is played: the Cabalgada opens an attack on El Cid's area.
    const r = play(s, { type: 'event', card: card('ch-cabalgada'), kingdom: null, area: area('Albarracín') });
    expect(ev(r.events, 'attack')).toMatchObject({ attacker: 'castilla', area: area('Albarracín'), defender: 'el-cid' });
  });

  it('10.2: a bot under the Tregua plays its events against El Cid too (9.5 among every legal area)', () => {
    let s = truced();
    s = setOwner(s, area('Albarracín'), 'el-cid');
    expect(bordersOf(s, 'castilla').areas).toContain(area('Albarracín'));
    expect(botEventAreas(s, 'castilla', card('ch-juicio'))).toContain(area('Albarracín'));
    // Its army is still bound: an attack (9.2) is not an event card.
    expect(armyTargets(patchKingdom(s, 'castilla', { army: [card('ch-caballeria'), card('ch-caballeria', 1)] }), 'castilla')).not.toContain(area('Albarracín'));
  });

  it("10.2: the Tregua is chosen anew at the start of each turn; the hands are the table's, modified by the bonus", () => {
    let s = bare(CID);
    s = patchKingdom(s, 'almoravides', { bonus: 2 });
    s = patchKingdom(s, 'el-cid', { hand: [card('ch-peones')], bonus: -1 });
    s = { ...s, tasks: ROUND_ONLY, cidTruce: 1, passes: 3, current: 3 };
    const r = play(s, { type: 'pass' });
    expect(r.state.turn).toBe(2);
    expect(r.state.cidTruce).toBe(-1);
    expect(r.state.tasks).toEqual([{ t: 'round' }, { t: 'truce', who: 3 }]);
    expect(r.state.kingdoms.map((k) => k.hand.length)).toEqual([14, 6, 5, 6]); // El Cid: 7 - 1 bonus - 1 kept = 5 drawn, 6 held (7)
    const next = play(r.state, { type: 'truce', kingdom: 'catalanes' }).state;
    expect(next.cidTruce).toBe(2);
  });

  it('10.2: a bot El Cid chooses the kingdom for his Tregua by die (9.5)', () => {
    const s = taifa.setup({ ...CID, players: [] });
    expect(s.cidTruce).toBeGreaterThanOrEqual(1);
    expect(s.cidTruce).toBeLessThanOrEqual(2);
    expect(s.tasks).toEqual(ROUND_ONLY);
  });

  it('10.2: Málaga is the Almoravid capital (the only target of an Almoravid kingdom without areas)', () => {
    let s = bare({ ...CID, players: ['almoravides'] });
    s = { ...s, tasks: ROUND_ONLY, current: 0, owner: s.owner.map((o) => (o === 0 ? -1 : o)) };
    s = patchKingdom(s, 'almoravides', { hand: [card('mu-guardia')] });
    expect(taifa.legalActions(s).filter((a) => a.type === 'attack')).toEqual([{ type: 'attack', area: area('Málaga') }]);
  });

  it('10.3: after turn 3 El Cid wins with more areas than the Almoravids while they hold fewer than 10', () => {
    let s = bare(CID);
    s = { ...s, tasks: ROUND_ONLY, turn: 3, passes: 3, current: 3 };
    const owner = s.owner.slice();
    for (const name of ['Zaragoza', 'Calatayud', 'Lleida', 'Albarracín', 'Tortosa']) owner[area(name) - 1] = 3;
    const win = play({ ...s, owner }, { type: 'pass' });
    expect(taifa.outcome(win.state)?.winners).toEqual(['el-cid']);
    expect(ev(win.events, 'game-end').rule).toBe('10.3');
    const lose = play(s, { type: 'pass' });
    expect(taifa.outcome(lose.state)?.winners).toEqual(['almoravides']);
  });
});
