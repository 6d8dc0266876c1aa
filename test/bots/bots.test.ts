import { describe, expect, it } from 'vitest';
import { createRng, games, seededDice, ValidationError, type AnyGame } from '../../src/index.js';
import { pig } from '../../examples/pig/pig.js';
import { botFromSpec, flatMonteCarloBot, ismctsBot, parseBotSpec, playGame, randomBot, rulesBot, type AnyState, type Bot } from '../../src/bots/index.js';

/** Each table, with how often its decisions are sampled (every `every`-th action of a random game). */
const tables: { name: string; game: AnyGame; options: object; every: number }[] = [
  { name: 'Taifa', game: games.taifa, options: {}, every: 13 },
  { name: 'Taifa, El Cid', game: games.taifa, options: { scenario: 'el-cid' }, every: 4 },
  { name: 'Mar y Acero', game: games.marYAcero, options: {}, every: 13 },
  { name: 'Mar y Acero, solitaire', game: games.marYAcero, options: { mode: 'solitaire', level: 1 }, every: 13 },
  { name: 'Pig', game: pig, options: { target: 30 }, every: 2 },
];

const makers: { name: string; make: (seed: string) => Bot }[] = [
  { name: 'random', make: (seed) => randomBot(seed) },
  { name: 'flat Monte Carlo', make: (seed) => flatMonteCarloBot({ playouts: 4, seed }) },
  { name: 'ISMCTS', make: (seed) => ismctsBot({ playouts: 4, seed }) },
];

/** Decisions of a random game where a person's seat has a real choice: every `every`-th, at most `most`. */
function decisions(game: AnyGame, options: object, seed: string, every: number, most: number): AnyState[] {
  const dice = seededDice(createRng(`walk:${seed}`));
  const out: AnyState[] = [];
  let s = game.setup({ seed, ...options });
  for (let i = 0; !game.isTerminal(s) && out.length < most; i++) {
    const legal = game.legalActions(s);
    if (legal.length > 1 && i % every === 0) out.push(s);
    s = game.apply(s, legal[dice.below(legal.length)]);
  }
  return out;
}

const key = (x: unknown): string => JSON.stringify(x);

describe('every bot plays only legal actions', () => {
  for (const t of tables) {
    for (const m of makers) {
      it(`${m.name} in ${t.name}`, () => {
        const bot = m.make(`legal:${t.name}`);
        let checked = 0;
        for (const s of decisions(t.game, t.options, `legal:${t.name}`, t.every, 6)) {
          const seat = t.game.activePlayer(s) as string;
          const legal = t.game.legalActions(s).map(key);
          const state = key(s);
          expect(legal).toContain(key(bot.choose(t.game, s, seat)));
          expect(key(s)).toBe(state);
          checked++;
        }
        expect(checked).toBeGreaterThan(3);
      });
    }
  }

  it('a whole game of Pig and of Taifa with each bot and the rule-driven bots ends with an outcome', () => {
    for (const m of makers) {
      const p = playGame(pig, { seed: 'whole', target: 20 }, (seat) => m.make(seat));
      expect(p.outcome.winners.length).toBe(1);
    }
    const t = playGame(games.taifa, { seed: 'whole', players: ['castilla'] }, (seat) =>
      seat === 'castilla' ? ismctsBot({ playouts: 4, seed: 'c' }) : rulesBot(),
    );
    expect(t.actions).toBeGreaterThan(10);
    expect(games.taifa.isTerminal(t.state)).toBe(true);
  });
});

describe('the fair bots choose the same whatever the hidden cards', () => {
  const hidden = tables.filter((t) => t.game !== pig);
  for (const t of hidden) {
    for (const m of makers) {
      it(`${m.name} in ${t.name}`, () => {
        let differing = 0;
        for (const [i, s] of decisions(t.game, t.options, `fair:${t.name}`, 11, 4).entries()) {
          const seat = t.game.activePlayer(s) as string;
          const view = t.game.view(s, seat);
          const a = t.game.determinize(view, seat, `a${i}`);
          const b = t.game.determinize(view, seat, `b${i}`);
          expect(key(t.game.view(a, seat))).toBe(key(t.game.view(b, seat)));
          if (key(a) !== key(b)) differing++;
          const seed = `fair:${i}`;
          expect(key(m.make(seed).choose(t.game, a, seat))).toBe(key(m.make(seed).choose(t.game, b, seat)));
          expect(key(m.make(seed).choose(t.game, s, seat))).toBe(key(m.make(seed).choose(t.game, a, seat)));
        }
        // The two samples really do differ in what the seat cannot see (the generator at least).
        expect(differing).toBeGreaterThan(0);
      });
    }
  }
});

describe('strength', () => {
  it('ISMCTS beats random play at Pig over 16 seeded games, seats alternating', () => {
    let wins = 0;
    const games = 16;
    for (let g = 0; g < games; g++) {
      const me = g % 2 === 0 ? 'p1' : 'p2';
      const r = playGame(pig, { seed: `strength-${g}` }, (seat) => (seat === me ? ismctsBot({ playouts: 200, seed: `i${g}` }) : randomBot(`r${g}`)));
      if (r.outcome.winners.includes(me)) wins++;
    }
    console.log(`ISMCTS (200 iterations) won ${wins} of ${games} games of Pig against random play`);
    expect(wins).toBeGreaterThanOrEqual(11);
  });
});

describe('bot specs', () => {
  it('reads the four forms', () => {
    expect(parseBotSpec('random')).toEqual({ kind: 'random' });
    expect(parseBotSpec('rules')).toEqual({ kind: 'rules' });
    expect(parseBotSpec('mcts:200')).toEqual({ kind: 'mcts', playouts: 200 });
    expect(parseBotSpec('ismcts:50')).toEqual({ kind: 'ismcts', playouts: 50 });
    expect(parseBotSpec('ismcts')).toEqual({ kind: 'ismcts', playouts: 200 });
    expect(botFromSpec(parseBotSpec('mcts:7'), 's').name).toBe('mcts:7');
  });

  it('refuses anything else with a ValidationError naming bots', () => {
    for (const bad of ['', 'alphazero', 'mcts:0', 'mcts:x', 'mcts:1.5', 'random:3', 'ismcts:2:3']) {
      expect(() => parseBotSpec(bad)).toThrow(ValidationError);
      expect(() => parseBotSpec(bad)).toThrow(/bots/);
    }
    expect(() => flatMonteCarloBot({ playouts: 0, seed: 's' })).toThrow(/options.playouts/);
    expect(() => ismctsBot({ playouts: 10, seed: 3 as unknown as string })).toThrow(/options.seed/);
  });

  it("a bot asked out of turn, or the rules bot on a person's seat, throws a ValidationError naming seat", () => {
    const s = pig.setup({ seed: 'x' });
    expect(() => randomBot('r').choose(pig, s, 'p2')).toThrow(/seat: p1 decides now/);
    expect(() => rulesBot().choose(pig, s, 'p1')).toThrow(/seat: p1 is a person's seat/);
    const bots = pig.setup({ seed: 'x', bots: ['p1'] });
    expect(rulesBot().choose(pig, bots, 'p1')).toEqual({ type: 'bot' });
  });
});
