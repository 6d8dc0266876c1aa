import type { ZodType } from 'zod';

/** Thrown when an action is not legal in a state. Nothing changed. */
export class IllegalActionError extends Error {
  /** Always `'IllegalActionError'`, for `catch` blocks and logs that test the name. */
  override readonly name = 'IllegalActionError';
  /** A stable, machine-readable reason such as `not-your-turn` or `not-legal`. */
  readonly code: string;
  /** The rulebook section the action breaks, e.g. `'5.1'`. */
  readonly rule: string;
  constructor(code: string, message: string, rule: string) {
    super(message);
    this.code = code;
    this.rule = rule;
  }
}

/** One problem found while validating options, a scenario, an action or a state. */
export interface ValidationProblem {
  /** Where, from the root named by the caller: `options.players[0]`, `state.tasks[2].area`. */
  readonly path: string;
  /** What is wrong there, in plain words (zod's message, or the game's own). */
  readonly message: string;
}

/** Thrown when options, a scenario, an action or a state do not have the right shape. */
export class ValidationError extends Error {
  /** Always `'ValidationError'`, for `catch` blocks and logs that test the name. */
  override readonly name = 'ValidationError';
  /** Every problem found, one per bad path; the message lists them all. */
  readonly problems: readonly ValidationProblem[];
  constructor(what: string, problems: readonly ValidationProblem[]) {
    super(`invalid ${what}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
    this.problems = problems;
  }
}

function pathText(root: string, path: readonly PropertyKey[]): string {
  let text = root;
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  return text;
}

/**
 * Parses `value` with `schema`; on failure throws a `ValidationError` whose problems name
 * each bad path in plain words (`options.players[0]: …`). Not for the hot path.
 */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => ({
    path: pathText(what, issue.path),
    message: issue.message,
  }));
  throw new ValidationError(what, problems);
}
