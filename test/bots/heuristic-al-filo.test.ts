// The heuristic bot's evaluation for ¡Al filo de la espada! (Las Navas de Tolosa): sensible choices in
// positions set up as data, the same game from the same seeds, only the seat's view read, and random
// play beaten on either side.
import { describe, expect, it } from 'vitest';
import { alFilo, type AlFiloAction, type AlFiloState, type UnitPosition } from 'reglas/al-filo';
import { heuristicBot, randomBot, type AnyState, type Bot } from '../../src/bots/index.js';
import { distance, facingTo, neighbour } from '../../src/games/al-filo/board.js';
import { rearFacings } from '../../src/games/al-filo/movement.js';
import { activated, at, battle, hexIndex, leaderIndex, play, playAll, unitIndex } from '../al-filo/helpers.js';

type Units = Record<string, UnitPosition>;
const N = 0;
const S = 3;

const choose = (s: AlFiloState, seat: 'christian' | 'muslim', seed = 'test'): AlFiloAction =>
  heuristicBot({ seed }).choose(alFilo as never, s as AnyState, seat) as AlFiloAction;

/** Plays a battle with a bot a seat, at most `most` actions; its winner and the actions played. */
function battleOf(seed: string, christian: Bot, muslim: Bot, most = 20_000): { winner: string | undefined; actions: string[] } {
  let s = alFilo.setup({ seed });
  const actions: string[] = [];
  while (!alFilo.isTerminal(s) && actions.length < most) {
    const seat = alFilo.activePlayer(s)!;
    const a = (seat === 'christian' ? christian : muslim).choose(alFilo as never, s as AnyState, seat) as AlFiloAction;
    actions.push(JSON.stringify(a));
    s = alFilo.apply(s, a);
  }
  return { winner: alFilo.outcome(s)?.winners[0], actions };
}

/** The activation of `leader` played on to its declaration of combats (D3): the moves ended, no fire. */
function declaring(units: Units, leader: string): AlFiloState {
  const s = activated(battle({ units, released: true }), leader);
  const r = playAll(s, [{ type: 'end-moves' }]);
  const top = r.state.tasks[r.state.tasks.length - 1];
  return top?.t === 'fire' ? play(r.state, { type: 'end-fire' }).state : r.state;
}

describe('the heuristic evaluation of ¡Al filo de la espada!', () => {
  it('10.4: a knight charges a light horseman straight ahead (+2 for the charge, +2 Ch against Cl)', () => {
    const s = activated(battle({ units: { 'haro-ch-1': { hex: '1014', facing: N }, 'djami-cl-1': { hex: '1011', facing: S } }, released: true }), 'de-haro');
    expect(alFilo.legalActions(s)).toContainEqual({ type: 'charge', unit: 'haro-ch-1', target: '1011' });
    expect(choose(s, 'christian')).toEqual({ type: 'charge', unit: 'haro-ch-1', target: '1011' });
  });

  it('10.2, Tablas de Combates: attacks at good odds (a knight against light infantry in its front hex)', () => {
    const s = declaring({ 'haro-ch-1': { hex: '1014', facing: N }, 'djami-il-1': { hex: '1013', facing: S } }, 'de-haro');
    expect(alFilo.legalActions(s)).toContainEqual({ type: 'attack', unit: 'haro-ch-1' });
    expect(choose(s, 'christian')).toEqual({ type: 'attack', unit: 'haro-ch-1' });
  });

  it("10.1, Tablas de Combates: declines an attack at bad odds (crossbows against the caliph's black guard)", () => {
    const s = declaring({ 'haro-ab-1': { hex: '1014', facing: N }, 'nasir-pi-1502': { hex: '1013', facing: S } }, 'de-haro');
    expect(alFilo.legalActions(s)).toContainEqual({ type: 'attack', unit: 'haro-ab-1' });
    expect(choose(s, 'christian')).toEqual({ type: 'end-declare' });
  });

  it('9.3, Tabla de Tiros: crossbows shoot at the target where the table gives them most (2 hexes rather than 4)', () => {
    const s = activated(
      battle({
        units: { 'haro-ab-1': { hex: '1014', facing: N }, 'djami-ar-1': { hex: '1012', facing: S }, 'djami-il-1': { hex: '1211', facing: S } },
        released: true,
      }),
      'de-haro',
    );
    const fire = playAll(s, [{ type: 'end-moves' }]).state;
    expect(alFilo.legalActions(fire)).toContainEqual({ type: 'fire', unit: 'haro-ab-1', at: '1211' });
    expect(choose(fire, 'christian')).toEqual({ type: 'fire', unit: 'haro-ab-1', at: '1012' });
  });

  it('10.7: a unit retreats into one of its rear hexes (no extra level), the enemy still in front of it', () => {
    const s0 = battle({ units: { 'haro-pi-1': { hex: '1014', facing: N }, 'djami-pi-1': { hex: '1013', facing: S } }, released: true });
    const s = at(s0, [{ t: 'retreat', unit: unitIndex('haro-pi-1'), partner: -1 }]);
    const a = choose(s, 'christian');
    expect(a.type).toBe('retreat');
    if (a.type !== 'retreat') return;
    const from = hexIndex('1014');
    expect(rearFacings(unitIndex('haro-pi-1'), N)).toContain(facingTo(from, hexIndex(a.to)));
    expect(distance(hexIndex(a.to), hexIndex('1013'))).toBe(2);
  });

  it('scenario, Bandera Almohade: the guard on the banner hex 1702 does not leave it with the Christians near', () => {
    const s = activated(
      battle({
        units: { 'nasir-pi-1702': { hex: '1702', facing: S }, 'nasir-pi-1604': { hex: '1604', facing: S }, 'haro-ch-1': { hex: '1706', facing: N } },
        released: true,
      }),
      'al-nasir',
    );
    const moving = play(s, { type: 'move', unit: 'nasir-pi-1702' }).state;
    const a = choose(moving, 'muslim');
    expect(a.type === 'stop' || a.type === 'face').toBe(true);
  });

  it('scenario, Victoria: the army leader Alfonso VIII leaves the unit next to the enemy for one out of reach', () => {
    const units: Units = { 'alf-pi-1': { hex: '1014', facing: N }, 'alf-pi-2': { hex: '1018', facing: N }, 'djami-ha-1': { hex: '1013', facing: S } };
    let s = activated(battle({ units, leaders: { 'alfonso-viii': '1014' }, released: true }), 'alfonso-viii');
    for (let i = 0; i < 30; i++) {
      const top = s.tasks[s.tasks.length - 1];
      if (top?.t !== 'activation' && top?.t !== 'leader-moving' && top?.t !== 'moving') break;
      const a = choose(s, 'christian');
      if (a.type === 'end-moves') break;
      s = alFilo.apply(s, a);
    }
    expect(distance(s.leaderAt[leaderIndex('alfonso-viii')]!, s.at[unitIndex('djami-ha-1')]!)).toBeGreaterThanOrEqual(4);
  });

  it('8, 8.2: a unit far from the enemy moves towards it, facing it', () => {
    let s = activated(battle({ units: { 'haro-pi-1': { hex: '1016', facing: N }, 'djami-pi-1': { hex: '1006', facing: S } }, released: true }), 'de-haro');
    s = play(s, { type: 'move', unit: 'haro-pi-1' }).state;
    for (let i = 0; i < 20 && s.tasks[s.tasks.length - 1]?.t === 'moving'; i++) s = alFilo.apply(s, choose(s, 'christian'));
    const u = unitIndex('haro-pi-1');
    expect(distance(s.at[u]!, hexIndex('1006'))).toBeLessThan(distance(hexIndex('1016'), hexIndex('1006')));
    expect(neighbour(s.at[u]!, s.facing[u]!)).toBeGreaterThanOrEqual(0);
    expect([5, 0, 1]).toContain(s.facing[u]);
  });

  it('is deterministic from its seeds: the same seeds play the same battle', () => {
    const one = battleOf('det', heuristicBot({ seed: 'c' }), heuristicBot({ seed: 'm' }), 800);
    const two = battleOf('det', heuristicBot({ seed: 'c' }), heuristicBot({ seed: 'm' }), 800);
    expect(two.actions).toEqual(one.actions);
  });

  it('reads only the view: a state with another generator (what no seat knows) gets the same choice', () => {
    let s = alFilo.setup({ seed: 'fair' });
    const walker = randomBot('walk');
    for (let i = 0; i < 600 && !alFilo.isTerminal(s); i++) {
      const seat = alFilo.activePlayer(s)!;
      if (i % 50 === 0) {
        const one = heuristicBot({ seed: 'same' }).choose(alFilo as never, s as AnyState, seat);
        const two = heuristicBot({ seed: 'same' }).choose(alFilo as never, alFilo.reseed(s, `other-${i}`) as AnyState, seat);
        expect(two).toEqual(one);
      }
      s = alFilo.apply(s, walker.choose(alFilo as never, s as AnyState, seat) as AlFiloAction);
    }
  });

  it('beats random play on either side of Las Navas de Tolosa', () => {
    expect(battleOf('vs-1', heuristicBot({ seed: 'h' }), randomBot('r')).winner).toBe('christian');
    expect(battleOf('vs-1', randomBot('r'), heuristicBot({ seed: 'h' })).winner).toBe('muslim');
  });
});
