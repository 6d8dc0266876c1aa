/**
 * `reglas repl [GAME]`: Node's REPL with the library loaded (`reglas`, `games`, `scriptedDice`, the
 * game modules) and the session's helpers in its context: `start`, `legal`, `play`, `dice`, `undo`,
 * `show`, `why`, `state`.
 */
import { start as startRepl } from 'node:repl';
import * as reglas from './library.js';
import { games, scriptedDice } from '../index.js';
import { parseCommand, text } from './args.js';
import { REPL } from './commands.js';
import { println, type CommandIo } from './io.js';
import { createSession, errorText, type Session } from './session.js';

/** The helpers' one-line summary, printed when the REPL opens and by `help()`. */
export const REPL_HELPERS = [
  "start(game, options?)  start a game: start('taifa'), start('mar-y-acero', { seed: 'x', mode: 'solitaire' })",
  'legal()                the legal actions, numbered',
  'play(n | action)       play legal action n, or an action object',
  'dice(...values)        force the rolls of the next step (or of what start plays): dice(6, 1)',
  'undo(n?)               take back the last action (or n)',
  'show()                 the position drawn with card and area names, whose decision, the legal actions',
  'picture()              the position drawn as text (reglas/render) alone',
  'position()             the position as JSON, the format setup({ seed, position }) reads',
  'why()                  the explanation of the last step: events, rolls, modifiers, rules',
  'state()                the current state; also in scope: reglas, games, scriptedDice, taifa, marYAcero, laLegion, alFilo, session',
].join('\n');

/**
 * The REPL's context: the library and the session's helpers, each printing what it returns (an
 * error as one line starting with `!`) and returning nothing, except `state()`.
 */
export function replContext(session: Session, print: (text: string) => void): Record<string, unknown> {
  const shown =
    <Args extends unknown[]>(fn: (...args: Args) => string) =>
    (...args: Args): void => {
      try {
        print(fn(...args));
      } catch (error) {
        print(`! ${errorText(error)}`);
      }
    };
  return {
    reglas,
    games,
    scriptedDice,
    taifa: games.taifa,
    marYAcero: games.marYAcero,
    laLegion: games.laLegion,
    alFilo: games.alFilo,
    session,
    start: shown(session.start),
    legal: shown(session.legal),
    play: shown(session.play),
    dice: shown(session.dice),
    undo: shown(session.undo),
    show: shown(session.show),
    picture: shown(session.picture),
    position: shown(session.position),
    why: shown(session.why),
    state: () => {
      try {
        return session.state();
      } catch (error) {
        print(`! ${errorText(error)}`);
        return undefined;
      }
    },
    help: () => print(REPL_HELPERS),
  };
}

/** `reglas repl [GAME] [--seed S]`: resolves with the exit code when the REPL closes. */
export function replCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const args = parseCommand(REPL, argv);
  const session = createSession();
  const print = (line: string): void => println(io.stdout, line);
  const seed = text(args, 'seed');
  const name = args.positionals[0];
  // A game that cannot start (unknown, bad seed) is the command's error, before the REPL opens.
  const opening = name === undefined ? null : session.start(name, seed === undefined ? {} : { seed });
  print(`reglas REPL: the library is loaded; helpers:\n${REPL_HELPERS}\n.exit (or Ctrl+D) leaves.`);
  if (opening !== null) print(opening);
  const server = startRepl({
    prompt: 'reglas> ',
    input: io.stdin,
    output: io.stdout as NodeJS.WritableStream,
    terminal: io.stdout.isTTY === true && (io.stdin as { isTTY?: boolean }).isTTY === true,
    ignoreUndefined: true,
  });
  Object.assign(server.context, replContext(session, print));
  return new Promise((resolve) => server.on('exit', () => resolve(0)));
}
