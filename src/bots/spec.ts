/** Bots named on the command line: `random`, `rules`, `heuristic`, `mcts:200`, `ismcts:200`. */
import { BOT_ACTION, ValidationError } from '../core/index.js';
import { flatMonteCarloBot } from './flat-mc.js';
import { heuristicBot } from './heuristic.js';
import { ismctsBot } from './ismcts.js';
import { randomBot } from './random.js';
import { legalFor, type Bot } from './types.js';

/**
 * A bot as data (what `parseBotSpec` reads from the command line; plain JSON, so it can be sent
 * to a worker thread): `random`; `rules`, the game's own rule-driven bot; `mcts`, flat Monte
 * Carlo; `ismcts`, information-set MCTS; the last two with their playouts a decision.
 */
export type BotSpec =
  | {
      /** `randomBot`. */
      readonly kind: 'random';
    }
  | {
      /** `rulesBot`: the game's own rule-driven bot. */
      readonly kind: 'rules';
    }
  | {
      /** `heuristicBot`: the game's evaluation scores each legal action. */
      readonly kind: 'heuristic';
    }
  | {
      /** `flatMonteCarloBot`. */
      readonly kind: 'mcts';
      /** Playouts a decision. */
      readonly playouts: number;
    }
  | {
      /** `ismctsBot`. */
      readonly kind: 'ismcts';
      /** Iterations a decision. */
      readonly playouts: number;
    };

/** The playouts a decision of `mcts` and `ismcts` when the spec names none. */
export const DEFAULT_SPEC_PLAYOUTS = 200;

/**
 * Every bot the command line names, with the form of its spec and what it does: the one list that
 * `parseBotSpec`'s messages, `reglas play` and `reglas simulate` (their `--bots`) and their help read.
 */
export const BOT_KINDS: readonly { readonly kind: BotSpec['kind']; readonly form: string; readonly what: string }[] = [
  { kind: 'random', form: 'random', what: 'a seeded random choice among the legal actions' },
  { kind: 'rules', form: 'rules', what: "the game's rule-driven bot (Taifa's kingdoms, Mar y Acero's Nitayno in solitaire)" },
  { kind: 'heuristic', form: 'heuristic', what: "plays the best action by the game's evaluation (La Legión's; any other game: a win at once first); fair" },
  { kind: 'mcts', form: 'mcts[:N]', what: `flat Monte Carlo, N playouts a decision (default ${DEFAULT_SPEC_PLAYOUTS})` },
  { kind: 'ismcts', form: 'ismcts[:N]', what: `information-set MCTS, N iterations a decision (default ${DEFAULT_SPEC_PLAYOUTS}); fair: reads only its view` },
];

/** The specs `parseBotSpec` reads, for messages and help texts. */
export const BOT_SPEC_FORMS = BOT_KINDS.map((b) => `'${b.form}'`).join(', ');

/**
 * Reads a bot named on the command line: `'random'`, `'rules'`, `'heuristic'`, `'mcts:200'` or `'ismcts:200'`
 * (`mcts` and `ismcts` alone take 200 playouts a decision). Throws `ValidationError` naming `bots`
 * for anything else.
 */
export function parseBotSpec(text: string): BotSpec {
  const bad = (message: string): ValidationError => new ValidationError('bot spec', [{ path: 'bots', message }]);
  if (typeof text !== 'string') throw bad('a bot spec is a string');
  const [kind, count, ...rest] = text.trim().split(':');
  if (rest.length > 0) throw bad(`'${text}' is not a bot (bots: ${BOT_SPEC_FORMS})`);
  if (kind === 'random' || kind === 'rules' || kind === 'heuristic') {
    if (count !== undefined) throw bad(`'${kind}' takes no playouts`);
    return { kind };
  }
  if (kind === 'mcts' || kind === 'ismcts') {
    if (count === undefined) return { kind, playouts: DEFAULT_SPEC_PLAYOUTS };
    const playouts = /^[0-9]+$/.test(count) ? Number(count) : NaN;
    if (!Number.isSafeInteger(playouts) || playouts < 1 || playouts > 1_000_000) throw bad(`'${text}': the playouts are a whole number from 1 to 1000000`);
    return { kind, playouts };
  }
  throw bad(`'${text}' is not a bot (bots: ${BOT_SPEC_FORMS})`);
}

/** The text of a spec, as `parseBotSpec` reads it back. */
export function formatBotSpec(spec: BotSpec): string {
  return spec.kind === 'mcts' || spec.kind === 'ismcts' ? `${spec.kind}:${spec.playouts}` : spec.kind;
}

/**
 * The bot that leaves a seat to the game's rule-driven bot: it plays `{ type: 'bot' }`, the one
 * legal action of such a seat. A seat a person plays has no rule-driven bot, and then it throws
 * `ValidationError` naming `seat` (seat the bot with the game's options, e.g. Taifa's `players`).
 */
export function rulesBot(): Bot {
  return {
    name: 'rules',
    fair: true,
    choose(game, state, seat) {
      const legal = legalFor(game, state, seat);
      const bot = legal.find((a) => a.type === BOT_ACTION.type);
      if (bot === undefined)
        throw new ValidationError('bot call', [{ path: 'seat', message: `${seat} is a person's seat in this ${game.id} game: it has no rule-driven bot` }]);
      return bot;
    },
  };
}

/** A bot from its spec, with its own seed. */
export function botFromSpec(spec: BotSpec, seed: string): Bot {
  switch (spec.kind) {
    case 'random':
      return randomBot(seed);
    case 'rules':
      return rulesBot();
    case 'heuristic':
      return heuristicBot({ seed });
    case 'mcts':
      return flatMonteCarloBot({ playouts: spec.playouts, seed });
    case 'ismcts':
      return ismctsBot({ playouts: spec.playouts, seed });
  }
}
