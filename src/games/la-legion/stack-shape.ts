/**
 * La Legión's decision stack as play builds it (4, 6, 10; contract: `validate`): which stacks of
 * pending tasks can occur, so that `validate` accepts exactly those. Bottom first:
 *
 * - **Set-up** (6): `turn`, under the set-up steps still to play, in their order: the Moroccan
 *   counters, the Spanish counters, the Spanish plazas fuertes first (which becomes a second
 *   Spanish step once the plazas are full). Turn 1 only; `turn` alone at the start of any turn.
 * - **A turn** (4, 10): `end-turn`, then `side spanish` while the Moroccan part is played (or both
 *   `side spanish` and `side moroccan` before it begins), then the steps still to play of the side
 *   whose part it is, in their order: combat, movement, reinforcements (turns 3 and 5), the
 *   bombardment, and for the Spanish from turn 5 the fleets and the aircraft. The steps are
 *   popped from the top, so those always queued (combat, movement, bombardment, and the
 *   reinforcements of their turns) are never missing below one that remains.
 * - **On the top step:** the counter moving (`moving`) and an armoured car's pushes (`car-pushes`,
 *   8.3) over the movement; the combat being declared (`declare`) over the combat step.
 * - **At the very top:** the Moroccan choices of a captured battery (`capture`, 8.1), one per
 *   Spanish battery taken.
 * - **The end** (5): nothing.
 * @module
 */
import type { ValidationProblem } from '../../core/index.js';
import { REINFORCEMENT_TURNS } from './reinforcements.js';
import type { LegionState, LegionTask } from './state.js';
import { AIR_TURN } from './turn.js';

type Side = 'spanish' | 'moroccan';

/** A task in words, for the messages: its kind and side or step. */
function taskText(t: LegionTask): string {
  if (t.t === 'deploy') return `deploy ${t.side} ${t.step}`;
  return 'side' in t ? `${t.t} ${String(t.side)}` : t.t;
}

/** The steps of a side's part of turn `turn`, bottom first, and how many of them are always queued. */
function sideSteps(side: Side, turn: number): { readonly kinds: readonly string[]; readonly always: number } {
  const kinds = ['combat', 'movement'];
  if (REINFORCEMENT_TURNS.includes(turn)) kinds.push('reinforce');
  kinds.push('bombard');
  const always = kinds.length;
  if (side === 'spanish' && turn >= AIR_TURN) kinds.push('fleets', 'air');
  return { kinds, always };
}

/** The set-up steps, bottom first (6). */
const DEPLOY_STEPS: readonly ((t: LegionTask) => boolean)[] = [
  (t) => t.t === 'deploy' && t.side === 'moroccan' && t.step === 'rest',
  (t) => t.t === 'deploy' && t.side === 'spanish' && t.step === 'rest',
  (t) => t.t === 'deploy' && t.side === 'spanish',
];

/**
 * Where the stack leaves the shapes play builds (see the module), as one problem naming the first
 * task out of place; empty when it is one of them. The end (no task) is checked with the result.
 */
export function stackShapeProblems(s: LegionState): ValidationProblem[] {
  const tasks = s.tasks;
  if (tasks.length === 0) return [];
  const wrong = (i: number, why: string): ValidationProblem[] => [
    { path: `state.tasks[${i}]`, message: `'${taskText(tasks[i]!)}' cannot lie here: ${why} (the stacks play builds are listed in stack-shape.ts)` },
  ];
  const bottom = tasks[0]!;
  if (bottom.t === 'turn') {
    for (let i = 1; i < tasks.length; i++) {
      const fits = DEPLOY_STEPS[i - 1];
      if (fits === undefined || !fits(tasks[i]!))
        return wrong(
          i,
          'over the start of a turn lie only the set-up steps still to play, in order: deploy moroccan rest, deploy spanish rest, deploy spanish plazas or rest (6)',
        );
      if (s.turn !== 1) return wrong(i, `the counters are set up before turn 1, and this is turn ${s.turn} (6)`);
    }
    return [];
  }
  if (bottom.t !== 'end-turn') return wrong(0, "a stack in play rests on 'turn' (a turn to begin, with its set-up) or on 'end-turn' (a turn under way) (4)");
  let i = 1;
  const at = (k: number): LegionTask | undefined => tasks[k];
  const isSide = (t: LegionTask | undefined, side: Side): boolean => t !== undefined && t.t === 'side' && t.side === side;
  let side: Side = 'spanish';
  if (isSide(at(i), 'spanish')) {
    i++;
    side = 'moroccan';
    if (isSide(at(i), 'moroccan')) {
      i++;
      return i < tasks.length ? wrong(i, "nothing lies over the two sides' parts before the turn's Moroccan part begins (4, 10)") : [];
    }
  }
  const { kinds, always } = sideSteps(side, s.turn);
  let next = 0;
  let top: string | null = null;
  for (; i < tasks.length; i++) {
    const t = tasks[i]!;
    const k = kinds.indexOf(t.t, next);
    if (k < 0 || ('side' in t && t.side !== side)) break;
    if (k >= always ? next < always : k !== next) {
      return wrong(
        i,
        `the ${side} part of turn ${s.turn} queues ${kinds.slice(0, always).join(', ')} in that order, popped from the top, so none of them is missing below one that remains (10)`,
      );
    }
    next = k + 1;
    top = t.t;
  }
  if (top === 'movement' && at(i)?.t === 'moving') i++;
  if (top === 'movement' && at(i)?.t === 'car-pushes') i++;
  if (top === 'combat' && at(i)?.t === 'declare') i++;
  while (at(i)?.t === 'capture') i++;
  if (i < tasks.length) {
    return wrong(
      i,
      `over the ${side} part's steps (${kinds.join(', ')}, bottom first) lie only the counter moving and a car's pushes over the movement, the combat declared over the combat, and the choices of captured batteries at the top`,
    );
  }
  return [];
}
