/** Random play in every mode for the hidden-information tests (contract: view, reseed, determinize, viewEvents). */
import { createRng, seededDice, type Dice } from 'reglas/core';
import { marYAcero, type MyaAction, type MyaOptions, type MyaState } from 'reglas/mar-y-acero';

/** Every mode of play: the two-player game and solitaire at each level (5.4). */
export const MODES: readonly { readonly name: string; readonly options: (seed: string) => MyaOptions }[] = [
  { name: 'two-player', options: (seed) => ({ seed }) },
  { name: 'solitaire level 0', options: (seed) => ({ seed, mode: 'solitaire', level: 0 }) },
  { name: 'solitaire level 1', options: (seed) => ({ seed, mode: 'solitaire', level: 1 }) },
  { name: 'solitaire level 2', options: (seed) => ({ seed, mode: 'solitaire', level: 2 }) },
];

/** The seats a view is made for. */
export const VIEWERS = ['spanish', 'indigenous', 'spectator'] as const;
/** The seats of the game. */
export const SEATS = ['spanish', 'indigenous'] as const;

/** A random legal action, picked by `dice`. */
export function pick(s: MyaState, dice: Dice): MyaAction {
  const legal = marYAcero.legalActions(s);
  return legal[dice.below(legal.length)] as MyaAction;
}

/** Random legal play to the end; throws if the game does not end within `maxSteps`. */
export function playOut(s: MyaState, dice: Dice, maxSteps = 5000): MyaState {
  let state = s;
  for (let i = 0; i < maxSteps; i++) {
    if (marYAcero.isTerminal(state)) return state;
    state = marYAcero.apply(state, pick(state, dice));
  }
  throw new Error(`no end within ${maxSteps} steps`);
}

/** States of random games: every `every`-th state of each game (the first and the last too). */
export function sampleStates(options: MyaOptions, every: number): MyaState[] {
  const dice = seededDice(createRng(`pick:${options.seed}`));
  const out: MyaState[] = [];
  let s = marYAcero.setup(options);
  for (let i = 0; !marYAcero.isTerminal(s); i++) {
    if (i % every === 0) out.push(s);
    s = marYAcero.apply(s, pick(s, dice));
  }
  out.push(s);
  return out;
}

/** Every state of a random game at which a side must choose its Event card (4.3.2 II), and the one right after each choice. */
export function eventPhaseStates(options: MyaOptions): MyaState[] {
  const dice = seededDice(createRng(`pick:${options.seed}`));
  const out: MyaState[] = [];
  let s = marYAcero.setup(options);
  let before = false;
  while (!marYAcero.isTerminal(s)) {
    const choosing = s.tasks.at(-1)?.t === 'chooseEvent';
    if (choosing || before) out.push(s);
    before = choosing;
    s = marYAcero.apply(s, pick(s, dice));
  }
  return out;
}
