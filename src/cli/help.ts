/** The help of `reglas` and of each of its commands. */
import { BOT_NAMES } from './games.js';

const bots = BOT_NAMES.map(([name, what]) => `    ${name.padEnd(8)} ${what}`).join('\n');

/** The help of each command, by name. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
  play: `reglas play GAME [options]
  Plays GAME to its end with bots on every seat and prints the account: each action's
  describe line with its seat, each event with its rule, rolls, modifiers and results,
  and the outcome (winners, reason, level, score).

  --seed S          the game's seed (default: from the clock; the account prints it)
  --bots NAME       who chooses the actions (default: random):
${bots}
  --players A,B     the seats people play (Taifa's kingdoms); '' or none for bots only
  --scenario NAME   the scenario (Taifa: standard, el-cid)
  --mode NAME       the mode (Mar y Acero: two-player, solitaire)
  --level N         the difficulty (Mar y Acero solitaire: 0, 1, 2)
  --options JSON    any further options of the game, as a JSON object
  --json            JSON Lines: an options line, then action and event lines, then the outcome
                    (reglas replay reads them back)
  --save FILE       also write the replayable game { game, options, actions } to FILE
  --svg DIR         also draw the opening, the first position of each turn and the end as SVG files in DIR
  --max-steps N     stop with an error after N actions (default 100000)

  Example: reglas play taifa --seed 7 --bots rules`,
  replay: `reglas replay FILE [--at N]
  Replays a saved game (the { game, options, actions } JSON of play --save, or the JSON Lines
  of play --json) and shows the position after N actions (default: the end): the account up
  to N, the game's position as JSON and the legal actions, numbered. An illegal action in
  the file is named by its index (exit 1).

  --at N            the number of actions to replay (0: the position after set-up)`,
  repl: `reglas repl [GAME] [--seed S]
  Opens Node's REPL with the library loaded and these helpers (GAME, if given, is started):
    start(game, options?)  legal()  play(n | action)  dice(...values)  undo(n?)
    show()  picture()  why()  state()   and reglas, games, scriptedDice, taifa, marYAcero, laLegion in scope.`,
  simulate: `reglas simulate GAME --games N [--workers K] [--bots ...]
  Plays many seeded games across worker threads and prints wins by seat and reason, game
  length and victory levels. (Not in this build.)`,
  serve: `reglas serve --stdio
  Hosts environments of reglas/rl for other languages (Python's reglas_env): one JSON request
  a line on standard input, one answer a line on standard output. The first line out gives the
  protocol's version; docs/rl.md documents every message (create, reset, step, step_many...).`,
  help: `reglas help [COMMAND]
  The list of commands, or the help of one.`,
};

/** The help of `reglas` itself. */
export function mainHelp(gameIds: readonly string[]): string {
  return `reglas: the command line of the reglas rules engine

usage: reglas COMMAND [options]

commands:
  play GAME       play a game to its end with bots and print the account
  replay FILE     replay a saved game and show a position in it
  repl [GAME]     Node's REPL with the library and helpers loaded
  simulate GAME   play many games and print the figures
  serve --stdio   host environments for Python (JSON lines; docs/rl.md)
  help [COMMAND]  this help, or a command's

games: ${gameIds.join(', ')}
reglas help COMMAND (or reglas COMMAND --help) shows a command's options.`;
}
