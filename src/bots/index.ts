/**
 * Bots for any game of `reglas`: a random bot, a heuristic bot playing by a per-game evaluation,
 * flat Monte Carlo and information-set MCTS, all
 * fair (they read only the seat's `view` and its legal actions, and sample what it cannot see
 * with `determinize`), behind one {@link Bot} interface; `parseBotSpec` reads them from the
 * command line. `docs/writing-bots.md` shows how to write one against the contract.
 * @packageDocumentation
 */
export { legalFor, randomPlayout, reward, type AnyAction, type AnyState, type Bot } from './types.js';
export { randomBot } from './random.js';
export { EVALUATIONS, heuristicBot, lookahead, outcomeEvaluation, type Evaluation, type HeuristicOptions } from './heuristic.js';
export { laLegionEvaluation } from './heuristic-la-legion.js';
export { alFiloEvaluation } from './heuristic-al-filo.js';
export { DEFAULT_PLAYOUT_LIMIT, chooseByFlatMonteCarlo, flatMonteCarloBot, searchOptionsSchema, type SearchOptions } from './flat-mc.js';
export { chooseByIsmcts, ismctsBot } from './ismcts.js';
export { BOT_KINDS, BOT_SPEC_FORMS, DEFAULT_SPEC_PLAYOUTS, botFromSpec, formatBotSpec, parseBotSpec, rulesBot, type BotSpec } from './spec.js';
export { DEFAULT_GAME_LIMIT, playGame, type PlayedGame } from './play.js';
