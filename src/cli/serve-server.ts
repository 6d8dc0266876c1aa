/**
 * What `reglas serve` does with each line: many environments in one process, each a game of
 * `reglas/rl` with its seats split into agents (who decide through the protocol) and the seats
 * played inside the server (the game's rule-driven bots, and `opponents` from `reglas/bots`).
 * A request is checked whole before anything is done, and a bad one changes nothing.
 */
import { BOT_ACTION, isIllegalActionError, isValidationError, type AnyGame, type PlayerId } from '../index.js';
import { botFromSpec, formatBotSpec, parseBotSpec, type Bot } from '../bots/index.js';
import { ENCODINGS, encodingOf, spaceOf, type RlSpace } from '../rl/index.js';
import { figuresOf, mergeTallies, playBatch, type Tally } from './simulate-play.js';
import { simulationPlan } from './simulate.js';
import { PROTOCOL, requestProblem, requestSchema, tallySchema, type Request } from './serve-protocol.js';

/** An environment the server hosts. */
interface Env {
  readonly space: RlSpace;
  readonly options: Record<string, unknown>;
  readonly opponents: Readonly<Record<PlayerId, string>>;
  seed: string;
  resets: number;
  bots: Map<PlayerId, Bot>;
  agents: PlayerId[];
  state: unknown;
  /** The legal actions of `state` by index (the first of equal ones), for the agent to move. */
  byIndex: Map<number, unknown>;
  legal: number[];
}

/** What an answer says of an environment after `create`, `reset` or `step`. */
type EnvReport = {
  env: number;
  to: PlayerId | null;
  legal: number[];
  done: boolean;
  rewards?: Record<PlayerId, number>;
  outcome?: { winners: PlayerId[]; reason: string; level: string | null; score: Record<PlayerId, number> | null };
  obs?: string;
  obsType?: 'int8' | 'float32';
};

/** An error of a request, answered in one line. */
class RequestError extends Error {}

const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

/** The message of anything thrown while serving a request, in one line. */
function errorText(error: unknown): string {
  if (error instanceof RequestError) return error.message;
  if (isIllegalActionError(error)) return `illegal action: ${error.code}, rule ${error.rule}: ${oneLine(error.message)}`;
  if (isValidationError(error)) return oneLine(error.message);
  if (error instanceof Error) return `unexpected ${error.name}: ${oneLine(error.message)}`;
  return `unexpected error: ${String(error)}`;
}

/**
 * An observation for the wire: base64 of int8 when every number is a whole number from -128 to
 * 127 (counts and one-hots, most observations: a quarter of the bytes), of little-endian float32
 * otherwise; `obsType` says which.
 */
function wire(obs: Float32Array): { obs: string; obsType: 'int8' | 'float32' } {
  for (let i = 0; i < obs.length; i++) {
    const v = obs[i]!;
    if (v !== Math.trunc(v) || v < -128 || v > 127)
      return { obs: Buffer.from(obs.buffer, obs.byteOffset, obs.byteLength).toString('base64'), obsType: 'float32' };
  }
  const bytes = Int8Array.from(obs);
  return { obs: Buffer.from(bytes.buffer).toString('base64'), obsType: 'int8' };
}

/** A server: `handle` answers one line with one line. */
export interface Server {
  /** The answer to one request line (a JSON object with `ok`, and `error` when not ok). */
  handle(line: string): string;
  /** The first line the server writes: the protocol's version and the games. */
  greeting(): string;
}

/** A server with no environment yet; `version` is the library's, said in the greeting. */
export function createServer(version: string): Server {
  const envs = new Map<number, Env>();
  let nextEnv = 0;

  const spaceFor = (name: string): RlSpace => {
    const { game, encoding } = encodingOf(name);
    return spaceOf(game, encoding);
  };

  /** A new game of `env` from `seed`, its bots seeded as `reglas simulate` seeds them. */
  const start = (env: Env, seed: string): void => {
    const game = env.space.game;
    const state = game.setup({ ...env.options, seed });
    const bots = new Map<PlayerId, Bot>(Object.entries(env.opponents).map(([seat, spec]) => [seat, botFromSpec(parseBotSpec(spec), `${seed}:${seat}`)]));
    const rule = new Set(env.space.encoding.ruleSeats(state));
    env.seed = seed;
    env.bots = bots;
    env.agents = game.players(state).filter((p: PlayerId) => !bots.has(p) && !rule.has(p));
    env.state = state;
    advance(env);
  };

  /** Plays the seats the server plays until an agent decides or the game ends, then lists the agent's actions. */
  const advance = (env: Env): void => {
    const game = env.space.game;
    let state = env.state;
    for (let seat = game.activePlayer(state); seat !== null && !env.agents.includes(seat); seat = game.activePlayer(state)) {
      const bot = env.bots.get(seat);
      state = game.apply(state, bot === undefined ? BOT_ACTION : bot.choose(game, state, seat));
    }
    env.state = state;
    env.byIndex = new Map();
    env.legal = [];
    for (const a of game.legalActions(state) as unknown[]) {
      const i = env.space.actionIndex(state, a);
      if (!env.byIndex.has(i)) {
        env.byIndex.set(i, a);
        env.legal.push(i);
      }
    }
  };

  const report = (id: number, env: Env, observe: boolean | undefined): EnvReport => {
    const game = env.space.game;
    const to = game.activePlayer(env.state) as PlayerId | null;
    const out: EnvReport = { env: id, to, legal: env.legal, done: to === null };
    if (to === null) {
      const outcome = game.outcome(env.state)!;
      out.rewards = Object.fromEntries(env.agents.map((a) => [a, env.space.reward(env.state, a)]));
      out.outcome = { winners: [...outcome.winners], reason: outcome.reason, level: outcome.level ?? null, score: outcome.score ?? null };
    } else if (observe === true) Object.assign(out, wire(env.space.observation(env.state, to)));
    return out;
  };

  const envOf = (id: number): Env => {
    const env = envs.get(id);
    if (env === undefined) throw new RequestError(`no environment ${id} (create one first)`);
    return env;
  };

  /** Checks a create's game, options and opponents by setting up one game, which is then kept. */
  const create = (game: string, seed: string, options: Record<string, unknown> = {}, opponents: Record<string, string> = {}): Env => {
    const space = spaceFor(game);
    if ('seed' in options) throw new RequestError('options: give the seed as seed, not in options');
    for (const spec of Object.values(opponents)) parseBotSpec(spec);
    const env: Env = { space, options, opponents, seed, resets: 0, bots: new Map(), agents: [], state: null, byIndex: new Map(), legal: [] };
    start(env, seed);
    const seats = space.game.players(env.state) as PlayerId[];
    const unknown = Object.keys(opponents).filter((s) => !seats.includes(s));
    if (unknown.length > 0)
      throw new RequestError(
        `opponents: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a seat' : 'are not seats'} of ${space.game.id} (${seats.join(', ')})`,
      );
    return env;
  };
  const keep = (env: Env): number => {
    const id = nextEnv++;
    envs.set(id, env);
    return id;
  };
  const nextSeed = (env: Env): string => `${env.seed}:${++env.resets}`;

  /** Checks a step of `env` by `action` without doing it: the index must be one of the agent's legal actions. */
  const legalAction = (id: number, action: number): unknown => {
    const env = envOf(id);
    if (env.legal.length === 0) throw new RequestError(`environment ${id}: the game is over (reset it)`);
    const a = env.byIndex.get(action);
    if (a === undefined) {
      const inSpace = Number.isInteger(action) && action >= 0 && action < env.space.actionSize;
      throw new RequestError(
        `environment ${id}: action ${action} ${inSpace ? `(${env.space.actionLabel(action)}) is not legal now` : `is outside the space 0..${env.space.actionSize - 1}`}`,
      );
    }
    return a;
  };
  const step = (id: number, action: unknown): Env => {
    const env = envOf(id);
    env.state = env.space.game.apply(env.state, action);
    advance(env);
    return env;
  };

  const spec = (name: string, labels: boolean | undefined) => {
    const space = spaceFor(name);
    const e = space.encoding;
    return {
      game: space.game.id,
      format: e.format,
      actionSize: space.actionSize,
      observationSize: space.observationSize,
      modes: e.modes,
      planes: space.planes.map((p) => ({ name: p.name, shape: p.shape, offset: p.offset, size: p.size, doc: p.doc })),
      variants: e.actions.variants.map((v) => ({
        type: v.type,
        offset: v.offset,
        size: v.size,
        fields: v.fields.map((f) => ({ name: f.name, size: f.size })),
        note: v.note ?? null,
      })),
      ...(labels === true ? { labels: Array.from({ length: space.actionSize }, (_, i) => space.actionLabel(i)) } : {}),
    };
  };

  const answer = (r: Request): Record<string, unknown> => {
    switch (r.op) {
      case 'hello':
        return { protocol: PROTOCOL, reglas: version, games: Object.keys(ENCODINGS) };
      case 'spec':
        return spec(r.game, r.labels);
      case 'create': {
        const env = create(r.game, r.seed, r.options, r.opponents);
        const id = keep(env);
        return {
          ...report(id, env, r.observe),
          agents: env.agents,
          players: env.space.game.players(env.state),
          actionSize: env.space.actionSize,
          observationSize: env.space.observationSize,
        };
      }
      case 'create_many': {
        const made = r.seeds.map((seed) => create(r.game, seed, r.options, r.opponents));
        const reports = made.map((env) => report(keep(env), env, r.observe));
        const first = made[0]!;
        return {
          results: reports,
          agents: first.agents,
          players: first.space.game.players(first.state),
          actionSize: first.space.actionSize,
          observationSize: first.space.observationSize,
        };
      }
      case 'reset': {
        const env = envOf(r.env);
        start(env, r.seed ?? nextSeed(env));
        return { ...report(r.env, env, r.observe), agents: env.agents };
      }
      case 'reset_many': {
        if (r.seeds !== undefined && r.seeds.length !== r.envs.length) throw new RequestError(`reset_many: ${r.envs.length} envs and ${r.seeds.length} seeds`);
        const list = r.envs.map(envOf);
        for (const [k, env] of list.entries()) start(env, r.seeds?.[k] ?? nextSeed(env));
        return { results: list.map((env, k) => report(r.envs[k]!, env, r.observe)) };
      }
      case 'step': {
        const action = legalAction(r.env, r.action);
        return report(r.env, step(r.env, action), r.observe);
      }
      case 'step_many': {
        if (r.actions.length !== r.envs.length) throw new RequestError(`step_many: ${r.envs.length} envs and ${r.actions.length} actions`);
        if (new Set(r.envs).size !== r.envs.length) throw new RequestError('step_many: an environment is named twice');
        const actions = r.envs.map((id, k) => legalAction(id, r.actions[k]!));
        return { results: r.envs.map((id, k) => report(id, step(id, actions[k]), r.observe)) };
      }
      case 'observe': {
        const env = envOf(r.env);
        const seat = r.seat ?? env.space.game.activePlayer(env.state) ?? env.agents[0];
        const seats = env.space.game.players(env.state) as PlayerId[];
        if (seat === undefined || !seats.includes(seat))
          throw new RequestError(`observe: '${String(seat)}' is not a seat of ${env.space.game.id} (${seats.join(', ')})`);
        return { env: r.env, seat, ...wire(env.space.observation(env.state, seat)) };
      }
      case 'observe_many': {
        const list = r.envs.map(envOf);
        return {
          results: list.map((env, k) => {
            const seat = (env.space.game.activePlayer(env.state) ?? env.agents[0] ?? env.space.game.players(env.state)[0]) as PlayerId;
            return { env: r.envs[k], seat, ...wire(env.space.observation(env.state, seat)) };
          }),
        };
      }
      case 'status':
        return { ...report(r.env, envOf(r.env), false), agents: envOf(r.env).agents, seed: envOf(r.env).seed };
      case 'close': {
        r.envs.forEach(envOf);
        for (const id of r.envs) envs.delete(id);
        return { closed: r.envs };
      }
      case 'simulate': {
        if (r.to < r.from) throw new RequestError(`simulate: from ${r.from} is after to ${r.to}`);
        const { plan } = simulationPlan(r.args);
        return { tally: playBatch(plan, r.from, r.to) };
      }
      case 'figures': {
        const { plan, game, seats } = simulationPlan(r.args);
        const tallies = r.tallies.map((t, k) => {
          const parsed = tallySchema.safeParse(t);
          if (!parsed.success) throw new RequestError(`figures: tallies.${k}: ${requestProblem(parsed.error)}`);
          return parsed.data as Tally;
        });
        return { figures: figuresOf((game as AnyGame).id, plan, seats, mergeTallies(tallies), formatBotSpec) };
      }
    }
  };

  return {
    greeting: () => JSON.stringify({ ok: true, protocol: PROTOCOL, reglas: version, games: Object.keys(ENCODINGS) }),
    handle(line) {
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        return JSON.stringify({ ok: false, error: `not JSON: ${line.length > 60 ? `${line.slice(0, 60)}…` : line}` });
      }
      const id = typeof message === 'object' && message !== null && 'id' in message ? (message as { id: unknown }).id : undefined;
      const parsed = requestSchema.safeParse(message);
      if (!parsed.success) return JSON.stringify({ id, ok: false, error: `bad request: ${requestProblem(parsed.error)}` });
      try {
        return JSON.stringify({ id, ok: true, ...answer(parsed.data) });
      } catch (error) {
        return JSON.stringify({ id, ok: false, error: errorText(error) });
      }
    },
  };
}
