/**
 * 9.5: how a bot chooses among several areas or kingdoms, by die. Shared by the bot's round
 * (9.1-9.4) and by El Cid's Tregua when El Cid is a bot (10.2).
 */
import type { Modifier, StepContext } from '../../core/index.js';
import { kname } from './ops.js';
import { AREA_NAME } from './tables.js';
import type { TaifaState } from './types.js';

const none = (): Modifier[] => [];

/**
 * How a bot chooses among several areas (9.5): one die, 1-3 the lowest identification number,
 * 4-6 the highest; a single candidate is taken without a roll. `areas` are indices (number - 1),
 * as {@link attackTargets} gives them, and so is the result. `k` (the bot's index in
 * `state.kingdoms`) and `why` (`'the area to attack'`) only word the `bot-choice` event written to
 * `ctx.log`; `criteria` (read only when the log is on) are the rule's modifiers that made the
 * candidates (9.2: the army's strength, the defence it beats), reported before the die's reading.
 * To ask "which area on a 2?": `chooseArea(state, k, areas, { dice:
 * stepDice(state.rng, scriptedDice([2])), log: recordingLog() }, 'the area to attack')`.
 */
export function chooseArea(state: TaifaState, k: number, areas: readonly number[], ctx: StepContext, why: string, criteria: () => Modifier[] = none): number {
  if (areas.length === 1) return areas[0]!;
  const value = ctx.dice.d6();
  const low = value <= 3;
  let pick = areas[0]!;
  for (const a of areas) if (low ? a < pick : a > pick) pick = a;
  if (ctx.log.on)
    ctx.log.push({
      type: 'bot-choice',
      text: `${kname(state, k)} (bot) chooses ${why} among ${areas.map((a) => `${AREA_NAME[a]} (${a + 1})`).join(', ')}: rolls ${value}, ${low ? '1-3 the lowest' : '4-6 the highest'} number: ${AREA_NAME[pick]}`,
      rule: '9.5',
      rolls: [{ die: 'd6', value, for: `choice of ${why}` }],
      modifiers: [
        ...criteria(),
        {
          label: `die ${value}: ${low ? '1-3, the lowest' : '4-6, the highest'} identification number among ${areas.length} areas`,
          value: pick + 1,
          rule: '9.5',
        },
      ],
      candidates: areas.map((a) => a + 1),
      chosen: pick + 1,
    });
  return pick;
}

/**
 * How a bot chooses among several kingdoms (9.5): one die, 1-3 the first candidate
 * counter-clockwise from the bot (`k`), 4-6 the first clockwise, in the order of play; a single
 * candidate is taken without a roll. Candidates and result are indices into `state.kingdoms`;
 * `why` words the `bot-choice` event written to `ctx.log`, `criteria` the rule's modifiers that made
 * the candidates (see {@link chooseArea} for both and the dice).
 */
export function chooseKingdom(
  state: TaifaState,
  k: number,
  candidates: readonly number[],
  ctx: StepContext,
  why: string,
  criteria: () => Modifier[] = none,
): number {
  if (candidates.length === 1) return candidates[0]!;
  const n = state.kingdoms.length;
  const value = ctx.dice.d6();
  const clockwise = value >= 4;
  let pick = candidates[0]!;
  let seats = 0;
  for (let i = 1; i < n; i++) {
    const j = clockwise ? (k + i) % n : (k - i + n) % n;
    if (candidates.includes(j)) {
      pick = j;
      seats = i;
      break;
    }
  }
  if (ctx.log.on)
    ctx.log.push({
      type: 'bot-choice',
      text: `${kname(state, k)} (bot) chooses ${why} among ${candidates.map((c) => kname(state, c)).join(', ')}: rolls ${value}, ${clockwise ? '4-6 the first clockwise' : '1-3 the first counter-clockwise'}: ${kname(state, pick)}`,
      rule: '9.5',
      rolls: [{ die: 'd6', value, for: `choice of ${why}` }],
      modifiers: [
        ...criteria(),
        {
          label: `die ${value}: ${clockwise ? '4-6, the first kingdom clockwise' : '1-3, the first kingdom counter-clockwise'} in the order of play, seats away`,
          value: seats,
          rule: '9.5',
        },
      ],
      candidates: candidates.map((c) => state.kingdoms[c]!.id),
      chosen: state.kingdoms[pick]!.id,
    });
  return pick;
}
