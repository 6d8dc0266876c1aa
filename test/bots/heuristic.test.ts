// The heuristic bot: generic (reads only the seat's view and legal actions), deterministic from its
// seed, with La Legión's evaluation attacking at good odds, declining bad ones and beating random play.
import { describe, expect, it } from 'vitest';
import { pig } from '../../examples/pig/pig.js';
import { botFromSpec, heuristicBot, parseBotSpec, playGame, randomBot, type AnyState, type Bot } from '../../src/bots/index.js';
import { laLegion, type LegionState } from '../../src/games/la-legion/index.js';
import { odds } from '../../src/bots/heuristic-la-legion.js';
import { board, steps } from '../la-legion/helpers.js';

/** Plays one La Legión game with a bot a seat, returning the winner and the actions. */
function legionGame(seed: string, moroccan: Bot, spanish: Bot, most = Infinity): { winner: string | undefined; actions: string[] } {
  let s = laLegion.setup({ seed });
  const actions: string[] = [];
  while (!laLegion.isTerminal(s) && actions.length < most) {
    const seat = laLegion.activePlayer(s)!;
    const a = (seat === 'moroccan' ? moroccan : spanish).choose(laLegion as never, s as AnyState, seat) as never;
    actions.push(JSON.stringify(a));
    s = laLegion.apply(s, a);
  }
  return { winner: laLegion.outcome(s)?.winners[0], actions };
}

describe('the heuristic bot', () => {
  it('is named by the spec heuristic, the same in reglas play and reglas simulate', () => {
    expect(parseBotSpec('heuristic')).toEqual({ kind: 'heuristic' });
    expect(botFromSpec({ kind: 'heuristic' }, 'x').name).toBe('heuristic');
    expect(() => parseBotSpec('heuristic:3')).toThrow(/takes no playouts/);
  });

  it('is deterministic from its seed: the same seeds play the same game', () => {
    // The first three turns: set-up, the turn-3 reinforcements, combats.
    const a = legionGame('det', heuristicBot({ seed: 'm' }), heuristicBot({ seed: 's' }), 800);
    const b = legionGame('det', heuristicBot({ seed: 'm' }), heuristicBot({ seed: 's' }), 800);
    expect(b.actions).toEqual(a.actions);
  });

  it('reads only the view: a state with another generator (what no seat knows) gets the same choice', () => {
    let s = laLegion.setup({ seed: 'fair' });
    const walker = randomBot('walk');
    for (let i = 0; i < 400; i++) {
      const seat = laLegion.activePlayer(s)!;
      if (i % 40 === 0) {
        const one = heuristicBot({ seed: 'same' }).choose(laLegion as never, s as AnyState, seat);
        const two = heuristicBot({ seed: 'same' }).choose(laLegion as never, laLegion.reseed(s, `other-${i}`) as AnyState, seat);
        expect(two).toEqual(one);
      }
      s = laLegion.apply(s, walker.choose(laLegion as never, s as AnyState, seat) as never);
    }
  });

  it('8, 2.4: attacks at good odds (a Legion counter and a battalion against a weak kabila counter in the open)', () => {
    const s: LegionState = board({
      counters: { 'bandera-1-1': '2918', 'ceriñola-1': '3017', 'beni-ulisex-1': '3018', 'beni-urriaguel-9': '0216' },
      tasks: steps({ t: 'combat', side: 'spanish' }),
    });
    const choice = heuristicBot({ seed: 'odds' }).choose(laLegion as never, s as AnyState, 'spanish');
    expect(choice).toEqual({ type: 'attack', target: 'beni-ulisex-1' });
  });

  it('8, 2.4: declines an attack at bad odds (a kabila counter against the Legion in a plaza fuerte)', () => {
    const s: LegionState = board({
      counters: { 'bandera-1-1': '3518', 'beni-ulisex-1': '3418', 'ceriñola-3': '0216' },
      tasks: steps({ t: 'combat', side: 'moroccan' }),
    });
    expect(laLegion.legalActions(s)).toContainEqual({ type: 'attack', target: 'bandera-1-1' });
    expect(heuristicBot({ seed: 'odds' }).choose(laLegion as never, s as AnyState, 'moroccan')).toEqual({ type: 'end-combat' });
  });

  it('2.4, 8: the odds are those of the die 2, 3, 3, 4, 4, 5 (equal factors: a tie 10 times in 36, win and loss alike)', () => {
    expect(odds(1, 1)).toEqual({ win: 13 / 36, lose: 13 / 36 });
    expect(odds(3, 1).win).toBeGreaterThan(0.97);
  });

  it('beats random play on either side of La Legión', () => {
    for (const seed of ['vs-1', 'vs-2']) {
      expect(legionGame(seed, heuristicBot({ seed }), randomBot(seed)).winner).toBe('moroccan');
      expect(legionGame(seed, randomBot(seed), heuristicBot({ seed })).winner).toBe('spanish');
    }
  });

  it('plays a game with no evaluation of its own (outcome first, then at random) to its end', () => {
    const first = pig.players(pig.setup({ seed: 'pig', target: 20 }))[0];
    const played = playGame(pig, { seed: 'pig', target: 20 }, (seat) => (seat === first ? heuristicBot({ seed: 'a' }) : randomBot('b')));
    expect(played.outcome.winners.length).toBeGreaterThan(0);
  });
});
