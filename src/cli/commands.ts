/**
 * The declaration of every command of `reglas`: its words, its options and its examples. The
 * parser (`parseCommand`) and the help (`commandHelp`) both read these, and nothing else.
 */
import type { CommandDecl, OptionDecl } from './args.js';
import { botHelp, valuesByGame } from './games.js';

/** The options that set a game up, shared by `play` and `simulate` (their seed apart). */
const SETUP_OPTIONS: readonly OptionDecl[] = [
  { name: 'bots', value: 'SPEC', list: true, help: 'who chooses the actions of each seat (default: random):', more: botHelp },
  { name: 'players', value: 'A,B', help: "the seats people play (Taifa's kingdoms), the others the game's rule-driven bots; '' or none: bots only" },
  { name: 'scenario', value: 'NAME', help: 'the scenario:', more: () => valuesByGame('scenario') },
  { name: 'mode', value: 'NAME', help: 'the mode:', more: () => valuesByGame('mode') },
  { name: 'level', value: 'N', help: 'the difficulty level:', more: () => valuesByGame('level') },
  { name: 'options', value: 'JSON', help: 'any further options of the game, as a JSON object (the flags above win)' },
];

/** `reglas play`. */
export const PLAY: CommandDecl = {
  name: 'play',
  words: 'GAME',
  arity: [1, 1],
  summary: 'play a game to its end with bots and print the account',
  about: [
    'Plays GAME to its end with a bot on every seat and prints the account: each action as describe',
    'reads it, with its seat; each event with its rule, rolls, modifiers and results; the outcome.',
    "The bots are those of reglas simulate, seeded alike: play --seed sim-3 is simulate's game 3.",
  ],
  options: [
    { name: 'seed', value: 'S', help: "the game's seed (default: from the clock; the account prints it)" },
    ...SETUP_OPTIONS,
    { name: 'json', help: 'JSON Lines: an options line, action and event lines, the outcome (replay reads them)' },
    { name: 'save', value: 'FILE', help: 'also write the replayable game { game, options, actions } to FILE' },
    { name: 'svg', value: 'DIR', help: 'also draw the opening, the first position of each turn and the end, as DIR/0000-start.svg...' },
    { name: 'max-steps', value: 'N', whole: { min: 1 }, help: 'stop with an error after N actions (default 100000)' },
  ],
  examples: ['reglas play taifa --seed 7 --bots rules', 'reglas play mar-y-acero --mode solitaire --level 1 --bots random rules --save game.json'],
};

/** `reglas replay`. */
export const REPLAY: CommandDecl = {
  name: 'replay',
  words: 'FILE',
  arity: [1, 1],
  summary: 'replay a saved game and show a position in it',
  about: [
    'Replays a saved game (the { game, options, actions } of play --save, or the JSON Lines of',
    'play --json) and shows the position after N actions (default: the end): the account up to N,',
    'the position drawn as text with card and area names, and the legal actions, numbered. An',
    'illegal action in the file is named by its index (exit 1).',
  ],
  options: [
    { name: 'at', value: 'N', whole: { min: 0 }, help: 'the number of actions to replay (0: the position after set-up)' },
    { name: 'svg', value: 'FILE', help: 'also draw that position as an SVG picture in FILE' },
    { name: 'position', help: "also print the game's position format (JSON that setup({ position }) reads)" },
    { name: 'quiet', help: 'leave out the account up to N: only the position and the legal actions' },
  ],
  examples: ['reglas replay game.json --at 40', 'reglas replay game.jsonl --at 0 --quiet --svg start.svg'],
};

/** `reglas repl`. */
export const REPL: CommandDecl = {
  name: 'repl',
  words: '[GAME]',
  arity: [0, 1],
  summary: "Node's REPL with the library and helpers loaded",
  about: [
    "Opens Node's REPL with the library loaded and these helpers (GAME, if given, is started):",
    '  start(game, options?)  legal()  play(n | action)  dice(...values)  undo(n?)',
    '  show()  picture()  position()  why()  state()',
    'and reglas, games, scriptedDice and each game in scope.',
  ],
  options: [{ name: 'seed', value: 'S', help: "the game's seed (default: repl)" }],
  examples: ['reglas repl taifa --seed 7'],
};

/** `reglas simulate`. */
export const SIMULATE: CommandDecl = {
  name: 'simulate',
  words: 'GAME',
  arity: [1, 1],
  summary: 'play many games across worker threads and print the figures',
  about: [
    'Plays N seeded games across worker threads and prints wins by seat, wins by the kind of',
    "victory (the game's victory conditions; --detail lists every reason under its kind), game",
    'length and, for a game that grades its victories, the share of each level. The figures are',
    'the same whatever the number of workers.',
  ],
  options: [
    { name: 'games', value: 'N', whole: { min: 1 }, help: 'how many games (default 100)' },
    { name: 'workers', value: 'K', whole: { min: 1 }, help: 'worker threads (default: one a core)' },
    { name: 'seed', value: 'PREFIX', help: 'game i has the seed PREFIX-i (default sim)' },
    ...SETUP_OPTIONS,
    { name: 'detail', help: 'list every reason under its kind of victory' },
    { name: 'json', help: 'the figures as one JSON object (every reason and its kind)' },
  ],
  examples: [
    'reglas simulate taifa --games 500 --seed trial                # random play, seconds',
    'reglas simulate mar-y-acero --mode solitaire --level 2 --games 500 --bots random rules',
    'reglas simulate taifa --games 40 --bots ismcts:50 rules       # one searching seat against five rule-driven kingdoms',
  ],
};

/** `reglas serve`. */
export const SERVE: CommandDecl = {
  name: 'serve',
  words: '',
  arity: [0, 0],
  summary: 'host environments for Python (JSON lines; docs/rl.md)',
  about: [
    "Hosts environments of reglas/rl for other languages (Python's reglas_env): one JSON request",
    'a line on standard input, one answer a line on standard output. The first line out gives the',
    "protocol's version; docs/rl.md documents every message (create, reset, step, step_many...).",
  ],
  options: [{ name: 'stdio', help: 'the one transport: JSON lines on standard input and output (required)' }],
  examples: ['reglas serve --stdio'],
};

/** `reglas help`. */
export const HELP: CommandDecl = {
  name: 'help',
  words: '[COMMAND]',
  arity: [0, 1],
  summary: "this help, or a command's",
  about: ['The list of commands, or the help of one (reglas COMMAND --help says the same).'],
  options: [],
  examples: ['reglas help simulate'],
};

/** Every command's declaration, in the order the help lists them. */
export const COMMAND_DECLS: readonly CommandDecl[] = [PLAY, REPLAY, REPL, SIMULATE, SERVE, HELP];
