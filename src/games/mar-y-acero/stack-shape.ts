/**
 * Mar y Acero's decision stack as play builds it (4.3.1, 4.3.2, 5.3.2; contract: `validate`): the
 * phases at the bottom, and where the phase-built decisions lie. Bottom first:
 *
 * - **Turn 1** (4.3.1): one phase task, `turn1`, `setupDone` or `turn1Done`, and no other phase.
 * - **Turns 2-6** (4.3.2): `turnStart` alone while a turn begins, or the phases still to play, in
 *   the order of play from the bottom: `final`, `impulses`, `reinforcement`, `event` (or `reveal`
 *   once the Event cards are being chosen), `special` (solitaire, 5.3.2), `conflict`, `destiny`;
 *   each at most once, none out of order (the phases are queued together and popped from the top).
 * - **Over the phases**, the tasks the phases and their effects push; no phase among them but the
 *   Nitayno's `lastImpulse` (5.3.5), which takes the place of the Indigenous impulse over the
 *   `impulses` phase. The secret Event choices (`chooseEvent`, 4.3.2 II) lie only over `reveal`,
 *   one per side; the impulses of a round (`impulse`, 4.3.2 IV) only over `impulses`, the Spanish
 *   one below the Indigenous one.
 *
 * What lies over these (combats, activations, effects, settlements) is checked task by task by the
 * invariants; an ended game has no task.
 * @module
 */
import type { ValidationProblem } from '../../core/index.js';
import type { MyaState, Task } from './state.js';

type Phase = Extract<Task, { t: 'phase' }>['phase'];

/** The phases of turns 2-6, bottom first: the order in which they are queued (4.3.2, 5.3.2). */
const TURN_PHASES: readonly (readonly Phase[])[] = [['final'], ['impulses'], ['reinforcement'], ['event', 'reveal'], ['special'], ['conflict'], ['destiny']];

/** Where the stack leaves the shapes play builds (see the module): one problem naming the first task out of place. */
export function stackShapeProblems(s: MyaState): ValidationProblem[] {
  const tasks = s.tasks;
  const wrong = (i: number, why: string): ValidationProblem[] => {
    const t = tasks[i]!;
    return [{ path: `state.tasks[${i}]`, message: `${t.t === 'phase' ? `the '${t.phase}' phase` : `a '${t.t}' task`} cannot lie here: ${why}` }];
  };
  // The phases at the bottom.
  let i = 0;
  if (s.turn === 1) i = tasks[0]?.t === 'phase' ? 1 : 0;
  else if (tasks[0]?.t === 'phase' && tasks[0].phase === 'turnStart') i = 1;
  else {
    let next = 0;
    for (; i < tasks.length; i++) {
      const t = tasks[i]!;
      if (t.t !== 'phase') break;
      const k = TURN_PHASES.findIndex((group) => group.includes(t.phase));
      if (k < 0) break;
      if (k < next) return wrong(i, `the phases of a turn lie in their order of play from the bottom (${TURN_PHASES.map((g) => g.join('/')).join(', ')}), each once (4.3.2)`);
      if (t.phase === 'special' && s.mode !== 'solitaire') return wrong(i, 'the Special phase is the solitaire\'s (5.3.2)');
      next = k + 1;
    }
  }
  // Over the phases.
  for (let j = i; j < tasks.length; j++) {
    const t = tasks[j]!;
    const below = tasks[j - 1];
    const belowIs = (kind: Task['t'], seat?: string): boolean => below !== undefined && below.t === kind && (seat === undefined || (below as { seat?: string }).seat === seat);
    const onPhase = (phase: Phase): boolean => below !== undefined && below.t === 'phase' && below.phase === phase;
    if (t.t === 'phase') {
      const lastImpulse = t.phase === 'lastImpulse' && s.mode === 'solitaire' && s.turn === 6 && (onPhase('impulses') || (belowIs('impulse', 'spanish') && j >= 2 && tasks[j - 2]?.t === 'phase'));
      if (!lastImpulse) return wrong(j, 'the phases lie at the bottom, in their order of play; only the Nitayno\'s last impulse of turn 6 (5.3.5) lies over the Impulse phase');
    } else if (t.t === 'chooseEvent') {
      const fits = onPhase('reveal') || (belowIs('chooseEvent') && (below as { seat: string }).seat !== t.seat && j >= 2 && tasks[j - 2]?.t === 'phase');
      if (!fits) return wrong(j, 'each side chooses its Event card once, over the reveal of the Event phase (4.3.2 II)');
    } else if (t.t === 'impulse') {
      const fits = onPhase('impulses') || (t.seat === 'indigenous' && belowIs('impulse', 'spanish') && j >= 2 && tasks[j - 2]?.t === 'phase');
      if (!fits) return wrong(j, 'the impulses of a round lie over the Impulse phase, the Spanish one below the Indigenous one (4.3.2 IV)');
    }
  }
  return [];
}
