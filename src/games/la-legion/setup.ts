/**
 * `setup` and `start` (6): a new game, with the counters placed by the standard set-up or left to
 * the players (`deployment: 'free'`), or the state of a position written as data; played up to
 * its first decision.
 * @module
 */
import { createRng, parseOrThrow, type StepOptions, type StepResult } from '../../core/index.js';
import { hexIndex } from './board.js';
import { STANDARD_SETUP } from './data/standard-setup.js';
import { boardFacts, filled, relocate } from './edits.js';
import type { LegionEvent } from './events.js';
import { machine } from './machine.js';
import { COUNTER_COUNT, counterIndex } from './pieces.js';
import { stateFromPosition } from './position.js';
import { IN_BOX, LEGION_FORMAT, optionsSchema, type LegionOptions, type LegionState, type LegionTask } from './state.js';

/** The state before anything is placed: every counter in the box. */
function emptyBoard(seed: string, surrender: boolean, tasks: LegionTask[]): LegionState {
  return {
    game: 'la-legion',
    format: LEGION_FORMAT,
    rng: createRng(seed),
    tasks,
    surrender,
    turn: 1,
    weather: null,
    at: filled(COUNTER_COUNT, IN_BOX),
    ...boardFacts(filled(COUNTER_COUNT, IN_BOX)),
    flags: filled(COUNTER_COUNT, 0),
    result: null,
  };
}

/** The standard set-up placed (6: `data/standard-setup.ts`). */
function standard(s: LegionState): LegionState {
  let next = s;
  for (const [id, hex] of Object.entries(STANDARD_SETUP)) next = relocate(next, counterIndex(id), hexIndex(hex));
  return next;
}

/** The state of a new game before its first step (no rolls made). */
export function initialState(options: LegionOptions): LegionState {
  if (options.position !== undefined) return stateFromPosition(options.position, options.seed);
  const surrender = options.surrender === true;
  if (options.deployment === 'free') {
    return emptyBoard(options.seed, surrender, [
      { t: 'turn' },
      { t: 'deploy', side: 'moroccan', step: 'rest' },
      { t: 'deploy', side: 'spanish', step: 'rest' },
      { t: 'deploy', side: 'spanish', step: 'plazas' },
    ]);
  }
  return standard(emptyBoard(options.seed, surrender, [{ t: 'turn' }]));
}

/**
 * `setup` with the events of what it played before the first decision (the weather roll of a
 * position at the start of a turn, 9), its rolls from `opts.dice` when given (`scriptedDice([6])`
 * forces the weather).
 */
export function start(options: LegionOptions, opts?: StepOptions): StepResult<LegionState, LegionEvent> {
  const o = parseOrThrow(optionsSchema, options, 'options');
  return machine.start(initialState(o), opts) as StepResult<LegionState, LegionEvent>;
}

/** A new game, played up to its first decision. */
export function setup(options: LegionOptions, opts?: StepOptions): LegionState {
  return start(options, opts).state;
}
