export type {
  ActionBase,
  ActionOf,
  AnyGame,
  DieRoll,
  Game,
  GameEvent,
  Modifier,
  OptionsOf,
  Outcome,
  PlayerId,
  Schema,
  SeedOptions,
  StateOf,
  StepOptions,
  StepResult,
} from './types.js';
export {
  IllegalActionError,
  ValidationError,
  isIllegalActionError,
  isValidationError,
  parseOrThrow,
  problemsText,
  schemaProblems,
  type ValidationProblem,
} from './errors.js';
export { defineGame, type GameDefinition } from './define-game.js';
export {
  definePoints,
  pointsOf,
  type AnyPoint,
  type At,
  type Decision,
  type DecisionPoints,
  type Frame,
  type PointContext,
  type PointInfo,
  type PointSpec,
  type PointsSpec,
} from './positions.js';
export { load } from './load.js';
export {
  HIDDEN,
  determinizeOpen,
  eventSecretSchema,
  identityShape,
  isView,
  maskEvent,
  maskEvents,
  type EventSecret,
  type StateIdentity,
  type Viewer,
} from './views.js';
export {
  HIDDEN_RNG,
  createRng,
  reseed,
  rngProblems,
  rngStateSchema,
  scriptedDice,
  seededDice,
  stepDice,
  type Dice,
  type RngState,
  type ScriptedDice,
  type StepDice,
} from './dice.js';
export { SILENT, recordingLog, type EventLog, type RecordingLog } from './events.js';
export { assertListed, runApply, runStep, sameJson, type Resolver, type RngWriter, type StepContext } from './step.js';
export { begin, createMatch, guardGame, replay, type Match, type Replayed } from './replay.js';
export { deepFreeze, findNonJson } from './json.js';
export { kindOf, showText, showValue } from './show.js';
export { sourceSchema, type Source } from './source.js';
export { defineMachine, sameAction, taskStack, type MachineContext, type TaskStack } from './machine.js';
export { fieldCount } from './actions.js';
export {
  BOT_ACTION,
  answering,
  type AnsweringHandler,
  type BotAction,
  type BotChooser,
  type DecisionMachine,
  type MachineGameFunctions,
  type MachineSpec,
  type MachineState,
  type PendingDecision,
  type TaskBase,
  type TaskHandler,
  type TaskHandlers,
} from './machine-types.js';
export {
  MAX_BIT,
  bit,
  bitCount,
  bitsFrom,
  bitsOf,
  hasBit,
  lowestBit,
  wideAdd,
  wideBits,
  wideCount,
  wideDelete,
  wideHas,
  wideMembers,
  withBit,
  withoutBit,
  type Bits,
  type WideBits,
} from './bits.js';
export { dieRollSchema, eventSchema, eventSchemaNoRule, modifierSchema } from './event-schema.js';
