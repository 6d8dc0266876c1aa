/**
 * What the decision machine (machine.ts) hands to a game's handlers during a step, and the
 * one-entry memo of the last resting list it keeps.
 * @module
 */
import type { StepDice } from './dice.js';
import type { StepContext } from './step.js';

/** The context a handler is given: the step's dice and log, and a way to hand over a list it built. */
export interface MachineContext<S, A> extends StepContext {
  /**
   * Tells the machine the legal list of a state the handler built (a handler that had to list
   * a decision's choices to see that it has some): the machine rests on it instead of listing
   * them again. Must be the list `legal` would give for that state.
   */
  listed(state: S, legal: A[]): void;
}

/** A one-entry memo keyed by object identity. */
export class LastListed<S, A> {
  private state: S | null = null;
  private legal: A[] = [];
  get(s: S): A[] | undefined {
    return s === this.state ? this.legal : undefined;
  }
  set(s: S, legal: A[]): void {
    this.state = s;
    this.legal = legal;
  }
}

/** A step's context: its dice and log, and the list a handler hands over (one object per step). */
export class StepCtx<S, A> implements MachineContext<S, A> {
  handedState: S | null = null;
  handedLegal: A[] | null = null;
  /** The legal list of the state the last `settle` rested on (null: nothing to keep). */
  resting: A[] | null = null;
  constructor(
    readonly dice: StepDice,
    readonly log: StepContext['log'],
  ) {}
  listed(state: S, legal: A[]): void {
    this.handedState = state;
    this.handedLegal = legal;
  }
}
