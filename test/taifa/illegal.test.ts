import { describe, expect, it } from 'vitest';
import { IllegalActionError } from 'reglas/core';
import { taifa, type TaifaAction, type TaifaState } from 'reglas/taifa';
import { ROUND_ONLY, area, bare, card, kIndex, patchKingdom, play, setGarrison } from './helpers.js';

/**
 * The reasons an action is refused (contract: `IllegalActionError` with a code, a message in words
 * and the rule it breaks; nothing changes): each code on a position that shows it.
 */
function refused(state: TaifaState, action: unknown): IllegalActionError {
  const before = JSON.stringify(state);
  try {
    taifa.step(state, action as TaifaAction);
  } catch (e) {
    expect(JSON.stringify(state)).toBe(before);
    if (e instanceof IllegalActionError) return e;
    throw e;
  }
  throw new Error(`${JSON.stringify(action)} was accepted`);
}

/** Castilla's round: Caballeros (a Troop), Milicia (a Response that only defends), Leva (an event). */
function castilla(): TaifaState {
  return patchKingdom(bare({ seed: 'illegal' }), 'castilla', { hand: [card('ch-caballeros'), card('ch-milicia'), card('ch-leva')] });
}

describe('reasons for illegal actions in a round (5)', () => {
  it('5.5: unknown-card for a card id the game does not have', () => {
    const e = refused(castilla(), { type: 'discard', card: 99 });
    expect([e.code, e.rule]).toEqual(['unknown-card', '5.5']);
    expect(e.message).toMatch(/no card 99/);
  });

  it('5.5: not-in-hand names the kingdom and the card', () => {
    const e = refused(castilla(), { type: 'discard', card: card('ch-mesnada') });
    expect([e.code, e.rule]).toEqual(['not-in-hand', '5.5']);
    expect(e.message).toBe('Castilla has no card Mesnada (2) in hand');
  });

  it("5.1.1: not-adjacent for an area that borders none of the attacker's, own-area for its own, unknown-area for no area", () => {
    const far = refused(castilla(), { type: 'attack', area: area('Sevilla') });
    expect([far.code, far.rule]).toEqual(['not-adjacent', '5.1.1']);
    expect(far.message).toMatch(/Sevilla \(48\) does not border any area of Castilla/);
    expect(refused(castilla(), { type: 'attack', area: area('Burgos') }).code).toBe('own-area');
    expect(refused(castilla(), { type: 'attack', area: 0 }).code).toBe('unknown-area');
  });

  it('5.1.1: a kingdom holding no area is told it may attack only its capital', () => {
    const s = castilla();
    const e = refused({ ...s, owner: s.owner.map((o) => (o === 0 ? -1 : o)) }, { type: 'attack', area: area('Navarra') });
    expect([e.code, e.rule]).toEqual(['not-adjacent', '5.1.1']);
    expect(e.message).toMatch(/only its capital/);
  });

  it('5.1.2: no-troop: an attack is made with Troop cards', () => {
    const s = patchKingdom(castilla(), 'castilla', { hand: [card('ch-milicia')] });
    expect([refused(s, { type: 'attack', area: area('Navarra') }).code, refused(s, { type: 'attack', area: area('Navarra') }).rule]).toEqual([
      'no-troop',
      '5.1.2',
    ]);
  });

  it('5.4: truce: the kingdom a Tregua names may not attack the areas of the one who played it', () => {
    let s = patchKingdom(castilla(), 'castilla', { hand: [card('ch-tregua')] });
    s = patchKingdom(s, 'leon', { hand: [card('ch-caballeros', 1)] });
    const leon = { ...s, current: kIndex(s, 'leon') };
    const onCastilla = taifa.legalActions(leon).find((a) => a.type === 'attack' && leon.owner[a.area - 1] === 0) as { area: number };
    expect(onCastilla).toBeDefined();
    s = play(s, { type: 'event', card: card('ch-tregua'), kingdom: 'leon', area: null }).state;
    const e = refused({ ...s, current: kIndex(s, 'leon') }, { type: 'attack', area: onCastilla.area });
    expect([e.code, e.rule]).toEqual(['truce', '5.4']);
    expect(e.message).toMatch(/León is under Castilla's Tregua/);
  });

  it('5.3: not-adjacent, not-troop, not-for-incursion and unknown-kingdom for an incursion', () => {
    const s = castilla();
    const far = refused(s, { type: 'incursion', kingdom: 'sevilla', card: card('ch-caballeros'), response: null });
    expect([far.code, far.rule]).toEqual(['not-adjacent', '5.3']);
    expect(refused(s, { type: 'incursion', kingdom: 'leon', card: card('ch-milicia'), response: null }).code).toBe('not-troop');
    expect(refused(s, { type: 'incursion', kingdom: 'leon', card: card('ch-caballeros'), response: card('ch-milicia') }).code).toBe('not-for-incursion');
    expect(refused(s, { type: 'incursion', kingdom: 'el-cid', card: card('ch-caballeros'), response: null }).code).toBe('unknown-kingdom');
  });

  it('5.4: not-event for a card of another type, bad-target for a target the event does not take', () => {
    const s = castilla();
    const e = refused(s, { type: 'event', card: card('ch-caballeros'), kingdom: null, area: null });
    expect([e.code, e.rule]).toEqual(['not-event', '5.4']);
    expect(refused(s, { type: 'event', card: card('ch-leva'), kingdom: 'leon', area: null }).code).toBe('bad-target');
  });

  it("wrong-phase: an action of another decision names the pending one (machine, from the round's answers)", () => {
    const e = refused(castilla(), { type: 'reward', choice: 'bonus' });
    expect([e.code, e.rule]).toEqual(['wrong-phase', '5']);
    expect(e.message).toMatch(/Castilla plays its round/);
  });

  it('9: not-your-decision: { type: "bot" } where a person decides, and a person\'s action in a bot\'s round', () => {
    expect(refused(castilla(), { type: 'bot' }).code).toBe('not-your-decision');
    const bots = taifa.setup({ seed: 'illegal', players: ['leon'] });
    expect(taifa.legalActions(bots)).toEqual([{ type: 'bot' }]);
    expect(refused(bots, { type: 'pass' }).code).toBe('not-your-decision');
  });

  it('8: game-over once the game has ended; bad-action for what is not an action', () => {
    let s = bare({ seed: 'illegal' });
    s = { ...s, turn: 3, passes: 5, current: 5 };
    const end = play(s, { type: 'pass' }).state;
    expect(taifa.isTerminal(end)).toBe(true);
    expect([refused(end, { type: 'pass' }).code, refused(end, { type: 'pass' }).rule]).toEqual(['game-over', '8']);
    expect(refused(castilla(), null).code).toBe('bad-action');
    expect(refused(castilla(), { card: 1 }).code).toBe('bad-action');
  });
});

describe('reasons for illegal actions inside an attack (5.1.2-5.1.6)', () => {
  /** Castilla attacks Navarra with Caballeros and Peones in hand (two choices: the window waits). */
  function selecting(): TaifaState {
    const s = patchKingdom(castilla(), 'castilla', { hand: [card('ch-caballeros'), card('ch-peones'), card('ch-milicia')] });
    return play(s, { type: 'attack', area: area('Navarra') }).state;
  }

  it('5.1.2: commit before any Troop card is down is no-troop; a Response that cannot attack is wrong-side', () => {
    const s = selecting();
    const e = refused(s, { type: 'commit' });
    expect([e.code, e.rule]).toEqual(['no-troop', '5.1.2']);
    const m = refused(s, { type: 'select-card', card: card('ch-milicia') });
    expect([m.code, m.rule]).toEqual(['wrong-side', '5.1.3']);
    expect(m.message).toBe('Milicia cannot be played for the attacker');
    expect(refused(s, { type: 'select-card', card: card('ch-mesnada') }).code).toBe('not-in-hand');
    expect(refused(s, { type: 'pass' }).code).toBe('wrong-phase');
  });

  it('5.1.3: a Response placed on a side its text does not allow is wrong-side; a Troop card is not-response', () => {
    let s = patchKingdom(castilla(), 'leon', { hand: [card('ch-milicia', 1), card('ch-peones', 3), card('ch-campeon')] });
    s = play(s, { type: 'attack', area: area('Navarra') }).state;
    expect(taifa.activePlayer(s)).toBe('leon');
    const e = refused(s, { type: 'respond', card: card('ch-milicia', 1), side: 'attack' });
    expect([e.code, e.rule]).toEqual(['wrong-side', '5.1.3']);
    expect(refused(s, { type: 'respond', card: card('ch-peones', 3), side: 'defence' }).code).toBe('not-response');
  });

  it('5.1.3 (FAQ): Salida por sorpresa against an attack without Troop cards has no effect', () => {
    let s = patchKingdom(bare({ seed: 'illegal' }), 'castilla', { hand: [card('ch-campana')] });
    s = patchKingdom(s, 'sevilla', { hand: [card('mu-milicia'), card('mu-salida')] });
    s = play(s, { type: 'event', card: card('ch-campana'), kingdom: null, area: area('Córdoba') }).state;
    const e = refused(s, { type: 'respond', card: card('mu-salida'), side: 'defence' });
    expect([e.code, e.rule]).toEqual(['no-effect', '5.1.3']);
  });

  it("5.1.4: the defender's garrisons: not-adjacent, no-garrison, already-spent; its Responses go on the defence", () => {
    let s = castilla();
    s = setGarrison(setGarrison(setGarrison(s, area('Soria')), area('Burgos')), area('Segovia'));
    s = patchKingdom(s, 'castilla', { hand: [card('ch-milicia')] });
    s = patchKingdom(s, 'catalanes', { hand: [card('ch-caballeria')] });
    s = play({ ...s, current: kIndex(s, 'catalanes') }, { type: 'attack', area: area('Soria') }).state;
    expect(taifa.activePlayer(s)).toBe('castilla');
    const far = refused(s, { type: 'spend-garrison', area: area('Cantabria') });
    expect([far.code, far.rule]).toEqual(['not-adjacent', '5.1.4']);
    expect(refused(s, { type: 'spend-garrison', area: area('La Rioja') }).code).toBe('no-garrison');
    expect(refused(s, { type: 'respond', card: card('ch-milicia'), side: 'attack' }).code).toBe('wrong-side');
    s = play(s, { type: 'spend-garrison', area: area('Burgos') }).state;
    const again = refused(s, { type: 'spend-garrison', area: area('Burgos') });
    expect([again.code, again.message]).toEqual(['already-spent', 'Castilla already spends the garrison of Burgos']);
  });

  it('5.1.6: the reward is a bonus step or a garrison', () => {
    const s = play(castilla(), { type: 'attack', area: area('Navarra') }, [6, 6, 6, 1, 1, 1, 1]).state;
    expect(refused(s, { type: 'reward', choice: 'castle' }).code).toBe('bad-action');
    expect(refused(s, { type: 'commit' }).code).toBe('wrong-phase');
  });
});

describe('reasons for illegal actions in El Cid (10)', () => {
  it('10.2: not-christian: the Tregua goes to Castilla or the Condados Catalanes', () => {
    const s = taifa.setup({ seed: 'illegal', scenario: 'el-cid' });
    const e = refused(s, { type: 'truce', kingdom: 'almoravides' });
    expect([e.code, e.rule]).toEqual(['not-christian', '10.2']);
  });

  it("10.2: truce: the kingdom under El Cid's Tregua may neither attack nor raid him; 10.1: out-of-play areas", () => {
    let s = bare({ seed: 'illegal', scenario: 'el-cid' });
    s = { ...s, tasks: ROUND_ONLY, cidTruce: kIndex(s, 'castilla'), current: kIndex(s, 'castilla') };
    s = patchKingdom(s, 'el-cid', { hand: [card('ch-peones')] });
    s = { ...s, kingdoms: s.kingdoms.map((k) => (k.id === 'castilla' ? { ...k, bot: false, hand: [card('ch-caballeros')] } : k)) };
    const owner = s.owner.slice();
    owner[area('Albarracín') - 1] = kIndex(s, 'el-cid');
    s = { ...s, owner };
    const attack = refused(s, { type: 'attack', area: area('Albarracín') });
    expect([attack.code, attack.rule]).toEqual(['truce', '10.2']);
    const raid = refused(s, { type: 'incursion', kingdom: 'el-cid', card: card('ch-caballeros'), response: null });
    expect([raid.code, raid.rule]).toEqual(['truce', '10.2']);
    expect(refused(s, { type: 'attack', area: area('Sevilla') }).code).toBe('out-of-play');
  });
});
