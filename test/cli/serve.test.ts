/**
 * `reglas serve --stdio`, through its line handler: every message checked, one-line errors, nothing
 * changed by a bad message, environments played to their end with rewards, batched steps all or
 * nothing, and simulate's figures from ranges of seeds.
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/cli/serve-server.js';
import { simulationPlan } from '../../src/cli/simulate.js';
import { figuresOf, playBatch } from '../../src/cli/simulate-play.js';
import { formatBotSpec } from '../../src/bots/index.js';
import { rlSpace } from '../../src/rl/index.js';

// biome-ignore lint/suspicious/noExplicitAny: the server's JSON answers, read field by field by the tests.
type Answer = Record<string, any>;
const session = () => {
  const server = createServer('test');
  return (request: object | string): Answer => {
    const line = server.handle(typeof request === 'string' ? request : JSON.stringify(request));
    expect(line).not.toContain('\n');
    return JSON.parse(line) as Answer;
  };
};

describe('reglas serve', () => {
  it('greets with the protocol version and the games', () => {
    expect(JSON.parse(createServer('1.2.3').greeting())).toEqual({
      ok: true,
      protocol: 1,
      reglas: '1.2.3',
      games: ['taifa', 'mar-y-acero', 'la-legion', 'al-filo'],
    });
  });

  it('bad messages get one-line errors and change nothing', () => {
    const ask = session();
    const created = ask({ op: 'create', game: 'taifa', seed: 's', id: 7 });
    expect(created).toMatchObject({ id: 7, ok: true, env: 0, to: 'castilla', done: false });
    const before = ask({ op: 'status', env: 0 });
    const bad: [object | string, RegExp][] = [
      ['{"op": "step", ', /^not JSON/],
      [{ op: 'fly' }, /^bad request: op/],
      [{ op: 'step', env: 0 }, /^bad request: action/],
      [{ op: 'step', env: 0, action: 1, extra: true }, /^bad request: .*extra/],
      [{ op: 'step', env: 3, action: 1 }, /^no environment 3/],
      [{ op: 'step', env: 0, action: -1 }, /outside the space/],
      [{ op: 'step', env: 0, action: 5 }, /truce\(kingdom=castilla\)\) is not legal now/],
      [{ op: 'step_many', envs: [0, 0], actions: [before.legal[0], before.legal[0]] }, /named twice/],
      [{ op: 'step_many', envs: [0], actions: [before.legal[0], 1] }, /1 envs and 2 actions/],
      [{ op: 'create', game: 'chess', seed: 'x' }, /not a game with an encoding/],
      [{ op: 'create', game: 'taifa', seed: 'x', options: { scenario: 'mars' } }, /scenario/],
      [{ op: 'create', game: 'taifa', seed: 'x', opponents: { gondor: 'random' } }, /gondor is not a seat/],
      [{ op: 'create', game: 'taifa', seed: 'x', opponents: { leon: 'genius' } }, /genius/],
      [{ op: 'observe', env: 0, seat: 'gondor' }, /not a seat/],
      [{ op: 'figures', args: ['taifa'], tallies: [{ games: -1 }] }, /^figures: tallies.0/],
    ];
    for (const [request, error] of bad) {
      const a = ask(request);
      expect(a.ok).toBe(false);
      expect(a.error).toMatch(error);
    }
    expect(ask({ op: 'status', env: 0 })).toEqual(before);
    expect(ask({ op: 'create', game: 'taifa', seed: 's' }).env).toBe(1);
  });

  it('a batch with one illegal action steps none of its environments', () => {
    const ask = session();
    const made = ask({ op: 'create_many', game: 'mar-y-acero', seeds: ['a', 'b'] });
    const [a, b] = made.results;
    const refused = ask({ op: 'step_many', envs: [0, 1], actions: [a.legal[0], 24_000] });
    expect(refused.ok).toBe(false);
    expect(ask({ op: 'status', env: 0 }).legal).toEqual(a.legal);
    expect(ask({ op: 'status', env: 1 }).legal).toEqual(b.legal);
  });

  it.each([
    ['taifa', {}, {}],
    ['taifa', { scenario: 'el-cid' }, {}],
    ['mar-y-acero', { mode: 'solitaire' }, {}],
    ['mar-y-acero', {}, { indigenous: 'random' }],
  ])('%s %j (opponents %j): stepping legal indices plays to the end, with rewards from the outcome', (game, options, opponents) => {
    const ask = session();
    const space = rlSpace(game);
    let r = ask({ op: 'create', game, seed: 'end', options, opponents, observe: true });
    const agents: string[] = r.agents;
    expect(agents.length).toBeGreaterThan(0);
    let pick = 1;
    while (!r.done) {
      expect(agents).toContain(r.to);
      expect(Buffer.from(r.obs, 'base64').length).toBe((r.obsType === 'int8' ? 1 : 4) * space.observationSize);
      const state = space.game.setup({ ...options, seed: 'end' });
      if (pick === 1 && Object.keys(opponents).length === 0 && !('scenario' in options) && !('mode' in options)) {
        const wireObs = Buffer.from(r.obs, 'base64');
        const values =
          r.obsType === 'int8'
            ? [...new Int8Array(wireObs.buffer, wireObs.byteOffset, wireObs.length)]
            : [...new Float32Array(wireObs.buffer.slice(wireObs.byteOffset, wireObs.byteOffset + wireObs.length))];
        expect(values).toEqual([...space.observation(state, r.to)]);
      }
      pick = (pick * 48271) % 2147483647;
      r = ask({ op: 'step', env: 0, action: r.legal[pick % r.legal.length], observe: true });
      expect(r.ok).toBe(true);
    }
    expect(Object.keys(r.rewards).sort()).toEqual([...agents].sort());
    for (const seat of agents) expect(r.rewards[seat]).toBe(r.outcome.winners.includes(seat) ? 1 / r.outcome.winners.length : 0);
    expect(ask({ op: 'step', env: 0, action: 0 }).error).toMatch(/the game is over/);
    const again = ask({ op: 'reset', env: 0, seed: 'end' });
    expect(again.done).toBe(false);
  });

  it('the same seed replays the same game; reset without a seed moves on to a new one', () => {
    const ask = session();
    const first = ask({ op: 'create', game: 'taifa', seed: 'r' });
    ask({ op: 'step', env: 0, action: first.legal[0] });
    expect(ask({ op: 'reset', env: 0, seed: 'r' }).legal).toEqual(first.legal);
    expect(ask({ op: 'reset', env: 0 })).toMatchObject({ ok: true });
    expect(ask({ op: 'status', env: 0 }).seed).toBe('r:1');
  });

  it('simulate plays ranges of seeds whose tallies give the figures of the whole run', () => {
    const ask = session();
    const args = ['taifa', '--bots', 'rules', '--seed', 'srv'];
    const parts = [ask({ op: 'simulate', args, from: 0, to: 2 }), ask({ op: 'simulate', args, from: 2, to: 5 })];
    const figures = ask({ op: 'figures', args, tallies: parts.map((p) => p.tally) }).figures;
    const { plan, game, seats } = simulationPlan(args);
    expect(figures).toEqual(figuresOf(game.id, plan, seats, playBatch(plan, 0, 5), formatBotSpec));
    expect(figures.games).toBe(5);
  });
});
