/**
 * Mar y Acero's decision stack as play builds it (4.3.1, 4.3.2, 4.4, 5.3; contract: `validate`):
 * the phases at the bottom, and every task over them where play puts it. Bottom first:
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
 * - **Every task over another** lies where the task below it, or the one it replaced, puts it:
 *   {@link PLAYS} lists what each kind of task leaves in its place when it runs or is answered (a
 *   combat after a movement, the settlement after a resolution, a card's choices, a deployment's
 *   combats), and a task may lie directly over another only where some play of {@link PLAYS}
 *   puts it there. Tasks queued together (a deployment's combats, the Nitayno's raids, card 27's
 *   conversions, card 28's evacuations) name distinct areas; the pairs of sides (both PRR, both
 *   card 29 choices, the Event cards revealed) lie Spanish below Indigenous.
 * - **Bounds** that play keeps and a list of pairs cannot: one activation, one combat order and one
 *   build at a time; the Event cards revealed and card 40 at most, each card's effects nested no
 *   deeper than its tables; at most three settlements in a row (a card's, a free activation's,
 *   and its movement's).
 *
 * An ended game has no task.
 * @module
 */
import type { ValidationProblem } from '../../core/index.js';
import { DESTINY_BY_ID, EVENT_BY_ID, TESTAMENT, type Effect } from './data/cards.js';
import type { MyaState, Task } from './state.js';

type Phase = Extract<Task, { t: 'phase' }>['phase'];

/** The phases of turns 2-6, bottom first: the order in which they are queued (4.3.2, 5.3.2). */
const TURN_PHASES: readonly (readonly Phase[])[] = [['final'], ['impulses'], ['reinforcement'], ['event', 'reveal'], ['special'], ['conflict'], ['destiny']];

/**
 * A task as a word of the stack's grammar: its kind, a choice with its purpose (`choose:paradise`),
 * a phase with its name, card 40's testament apart from the other cards' effects (it only deploys).
 */
function word(t: Task): string {
  if (t.t === 'choose') return `choose:${t.purpose}`;
  if (t.t === 'phase') return `phase:${t.phase}`;
  if (t.t === 'effects' && t.card === TESTAMENT.id) return 'effects:testament';
  return t.t;
}

/**
 * What a task leaves in its place when it runs or is answered, bottom first: `=` the task itself,
 * kept under what it pushes; `X?` zero or one task X, `X+` one or more queued together. `@` stands
 * for the phases: what a phase pushes lies over them. A task that only stays or goes is not listed.
 */
type Play = readonly [string, readonly string[]];

/** The Nitayno's Special phase (5.3.2) and its last impulse's instruction (5.3.5): settlements, draws deployed, assaults, raids. */
const NITAYNO: readonly (readonly string[])[] = [['settle'], ['deploy'], ['fightOrder'], ['settle', 'incursion*', 'fightOrder?']];

/** What one effect of a card pushes (effects.ts, effects-*.ts): a deployment, a table's row, a choice, losses, conversions, evacuations. */
const CARD_EFFECTS: readonly (readonly string[])[] = [
  ['deploy'],
  ['effects'],
  ['settle'],
  ['settle', 'lose'],
  ['settle', 'convert+'],
  ['settle', 'evacuate+'],
  ['choose:paradise?', 'choose:paradise'],
  ['choose:tierraFirme'],
  ['choose:guacanagari'],
  ['choose:hijosCitadel'],
  ['choose:colonHealth'],
  ['choose:eclipse'],
  ['choose:intrigue'],
];

/** Every play (see {@link Play}), with the function that makes it. */
const PLAYS: readonly Play[] = [
  // turn.ts phaseAuto: turn 1's landing (4.3.1 III-VI) over `turn1Done`; card 38's Colón at the start of a turn.
  ['@', ['choose:turn1Activate', 'settle', 'combat?']],
  ['@', ['choose:colonPlace']],
  // The Destiny card (4.3.2 I), the conflict's combats, the Event cards revealed (4.3.2 II), the Final phase (4.3.2 V).
  ['@', ['settle', 'effects?', 'effects?']],
  ['@', ['settle', 'combat*']],
  // The Replacement and Reinforcement phase (4.3.2 III): the scribes' offer under both sides' PRR.
  ['@', ['scribeOffer', 'prr', 'prr?']],
  // The Impulse phase (4.3.2 IV; 5.3.5 the Nitayno's last impulse).
  ['@', ['impulse?', 'impulse']],
  ['@', ['impulse?', 'phase:lastImpulse']],
  ['phase:lastImpulse', ['impulse']],
  ...NITAYNO.map((p): Play => ['@', p]),
  ...NITAYNO.map((p): Play => ['phase:lastImpulse', p]),
  // impulse.ts: an impulse activates an area or builds (4.4.2).
  ['impulse', ['activation']],
  ['impulse', ['build', 'settle']],
  // movement.ts: a move that pays the naval difficulty with a loss, an incursion (4.4.1 D), the end of the movement and its combats (4.4.1 B).
  ['activation', ['=', 'settle']],
  ['activation', ['settle', 'incursion']],
  ['activation', ['settle', 'fightOrder']],
  ['activation', ['settle', 'combat']],
  ['fightOrder', ['=?', 'combat']],
  // combat-rounds.ts: card 26's swap offered as a combat opens.
  ['combat', ['=', 'choose:hijosSwap']],
  // turn.ts settle: the gold searches of a conquest (4.4.1 C), card 40's testament and its deployment.
  ['settle', ['effects:testament?', 'gold']],
  ['effects:testament', ['deploy']],
  // deploy.ts: the deployment over, its combats and the Royal scribes' offer (4.4.3); the PRR spent, the units drawn deployed.
  ['deploy', ['settle', 'combat*', 'scribeOffer?']],
  ['prr', ['deploy']],
  ['scribeOffer', ['=', 'settle']],
  // effects-caciques.ts, effects-colon.ts, effects-common.ts: what a card's choices and tasks leave.
  ['removeTainos', ['settle', 'combat?']],
  ['convert', ['combat']],
  ['evacuate', ['deploy']],
  ['choose:turn1Activate', ['settle', 'activation']],
  ['choose:colonHealth', ['settle', 'activation']],
  ['choose:eclipse', ['settle']],
  ['choose:intrigue', ['settle']],
  ['choose:guacanagari', ['removeTainos']],
  ['choose:tierraFirme', ['deploy']],
  // effects.ts effectsAuto: the card's next effect runs over the rest of its effects, or in its place.
  ...CARD_EFFECTS.map((p): Play => ['effects', p]),
  ...CARD_EFFECTS.map((p): Play => ['effects', ['=', ...p]]),
];

/** For each word, the words that may lie directly under it: every adjacency some play of {@link PLAYS} makes, to a fixed point. */
function under(plays: readonly Play[]): ReadonlyMap<string, ReadonlySet<string>> {
  const below = new Map<string, Set<string>>();
  const of = (w: string): Set<string> => {
    const set = below.get(w) ?? new Set<string>();
    below.set(w, set);
    return set;
  };
  let grew = true;
  const add = (w: string, b: string): void => {
    const set = of(w);
    if (!set.has(b)) {
      set.add(b);
      grew = true;
    }
  };
  while (grew) {
    grew = false;
    for (const [task, left] of plays) {
      // the words that may lie directly under the next one placed
      let prev: Set<string> = task === '@' ? new Set(['@']) : new Set(of(task));
      for (const item of left) {
        const m = /^(.+?)([?+*]?)$/.exec(item) as RegExpExecArray;
        const w = m[1] === '=' ? task : (m[1] as string);
        const mod = m[2] as string;
        if (m[1] !== '=') for (const b of prev) add(w, b);
        if (mod === '+' || mod === '*') add(w, w);
        prev = mod === '?' || mod === '*' ? new Set([...prev, w]) : new Set([w]);
      }
    }
  }
  return below;
}

const UNDER = under(PLAYS);

/** The phases that own the queued siblings of these kinds name distinct areas (or origins, for raids). */
const QUEUED: Readonly<Record<string, (t: Task) => number>> = {
  combat: (t) => (t as Extract<Task, { t: 'combat' }>).area,
  convert: (t) => (t as Extract<Task, { t: 'convert' }>).area,
  evacuate: (t) => (t as Extract<Task, { t: 'evacuate' }>).area,
  incursion: (t) => (t as Extract<Task, { t: 'incursion' }>).origin,
};

/** How deep a card's effects nest (a table's row, a condition's branch, 4.3.2 I-II). */
function nesting(effects: readonly Effect[]): number {
  let d = 0;
  for (const e of effects) {
    if (e.kind === 'dieTable') for (const r of e.rows) d = Math.max(d, 1 + nesting(r.effects));
    if (e.kind === 'countRoll') d = Math.max(d, 1 + nesting(e.success), 1 + nesting(e.failure));
    if (e.kind === 'ifSpanishControls') d = Math.max(d, 1 + nesting(e.then), 1 + nesting(e.else));
  }
  return d;
}

/** How many `effects` tasks of one card may lie in the stack: its list, and one for each level of its tables. */
function effectsDepth(card: number): number {
  const data = EVENT_BY_ID.get(card) ?? DESTINY_BY_ID.get(card);
  return 1 + (data === undefined ? 0 : nesting(data.effects));
}

/** At most this many of these kinds in the stack (see the module). */
const AT_MOST: Readonly<Record<string, number>> = { activation: 1, fightOrder: 1, build: 1 };
/** Settlements in a row: a card's, a free activation's (cards 37, 4.3.1 VI), and its movement's. */
const SETTLES_IN_A_ROW = 3;
/** Cards whose effects may pend at once: the two Event cards revealed (or a Destiny card) and card 40. */
const CARDS_AT_ONCE = 3;

/** Where the stack leaves the shapes play builds (see the module): one problem naming the first task out of place. */
export function stackShapeProblems(s: MyaState): ValidationProblem[] {
  const tasks = s.tasks;
  const wrong = (i: number, why: string): ValidationProblem[] => {
    const t = tasks[i]!;
    return [{ path: `state.tasks[${i}]`, message: `${t.t === 'phase' ? `the '${t.phase}' phase` : `a '${word(t)}' task`} cannot lie here: ${why}` }];
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
      if (k < next)
        return wrong(
          i,
          `the phases of a turn lie in their order of play from the bottom (${TURN_PHASES.map((g) => g.join('/')).join(', ')}), each once (4.3.2)`,
        );
      if (t.phase === 'special' && s.mode !== 'solitaire') return wrong(i, "the Special phase is the solitaire's (5.3.2)");
      next = k + 1;
    }
  }
  // Over the phases.
  const counts = new Map<string, number>();
  const cards = new Map<number, number>();
  let settles = 0;
  for (let j = i; j < tasks.length; j++) {
    const t = tasks[j]!;
    const below = tasks[j - 1];
    const belowIs = (kind: Task['t'], seat?: string): boolean =>
      below !== undefined && below.t === kind && (seat === undefined || (below as { seat?: string }).seat === seat);
    const onPhase = (phase: Phase): boolean => below !== undefined && below.t === 'phase' && below.phase === phase;
    const w = word(t);
    const b = j === i ? '@' : word(below as Task);
    if (t.t === 'phase') {
      const lastImpulse =
        t.phase === 'lastImpulse' &&
        s.mode === 'solitaire' &&
        s.turn === 6 &&
        (onPhase('impulses') || (belowIs('impulse', 'spanish') && j >= 2 && tasks[j - 2]?.t === 'phase'));
      if (!lastImpulse)
        return wrong(j, "the phases lie at the bottom, in their order of play; only the Nitayno's last impulse of turn 6 (5.3.5) lies over the Impulse phase");
      continue;
    }
    if (t.t === 'chooseEvent') {
      const fits = onPhase('reveal') || (belowIs('chooseEvent') && (below as { seat: string }).seat !== t.seat && j >= 2 && tasks[j - 2]?.t === 'phase');
      if (!fits) return wrong(j, 'each side chooses its Event card once, over the reveal of the Event phase (4.3.2 II)');
      continue;
    }
    if (t.t === 'impulse') {
      const fits = onPhase('impulses') || (t.seat === 'indigenous' && belowIs('impulse', 'spanish') && j >= 2 && tasks[j - 2]?.t === 'phase');
      if (!fits) return wrong(j, 'the impulses of a round lie over the Impulse phase, the Spanish one below the Indigenous one (4.3.2 IV)');
      continue;
    }
    if (!(UNDER.get(w)?.has(b) ?? false)) {
      return wrong(
        j,
        `play never puts it ${b === '@' ? 'directly over the phases' : `over a '${b}' task`} (the plays of each task are listed in stack-shape.ts)`,
      );
    }
    if (b === w) {
      const key = QUEUED[w];
      if (key !== undefined) {
        for (let k = j - 1; k >= 0 && word(tasks[k]!) === w; k--) {
          if (key(tasks[k]!) === key(t))
            return wrong(
              j,
              `the ${w === 'incursion' ? 'raids' : `${w}s`} queued together come from or lie in distinct areas, and area ${key(t)} is also at state.tasks[${k}]`,
            );
        }
      }
      const seat = (x: Task): string | undefined => (x as { seat?: string }).seat;
      if ((w === 'prr' || w === 'choose:paradise') && !(seat(below as Task) === 'spanish' && seat(t) === 'indigenous')) {
        return wrong(j, `both sides' ${w === 'prr' ? 'PRR (4.3.2 III)' : 'card 29 choices'} lie together, the Spanish below the Indigenous`);
      }
      if (w === 'effects') {
        const up = t as Extract<Task, { t: 'effects' }>;
        const low = below as Extract<Task, { t: 'effects' }>;
        if (up.card !== low.card && !(low.seat === 'spanish' && up.seat === 'indigenous')) {
          return wrong(
            j,
            "over a card's effects lie only its own tables' rows, or, as the Event cards are revealed, the Indigenous card over the Spanish one (4.3.2 II)",
          );
        }
      }
    }
    const n = (counts.get(w) ?? 0) + 1;
    counts.set(w, n);
    const most = AT_MOST[w];
    if (most !== undefined && n > most) return wrong(j, `play has one ${w} at a time`);
    settles = w === 'settle' ? settles + 1 : 0;
    if (settles > SETTLES_IN_A_ROW) return wrong(j, `at most ${SETTLES_IN_A_ROW} settlements wait in a row (a card's, a free activation's and its movement's)`);
    if (t.t === 'effects') {
      const m = (cards.get(t.card) ?? 0) + 1;
      cards.set(t.card, m);
      if (m > effectsDepth(t.card)) return wrong(j, `card ${t.card}'s effects pend at most ${effectsDepth(t.card)} deep (its list and its tables' rows)`);
      if (cards.size > CARDS_AT_ONCE)
        return wrong(j, `the effects of at most ${CARDS_AT_ONCE} cards pend at once (the two Event cards revealed, or a Destiny card, and card 40)`);
    }
  }
  return [];
}
