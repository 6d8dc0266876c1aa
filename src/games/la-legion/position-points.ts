/**
 * La Legión's decision points (4, 6, 6.1, 7, 8, 8.1-8.3, 9, 10): where play stands, as a position
 * writes it (`position.at`) and `laLegion.decision` names it. Counters are named by id, hexes by
 * printed number. A turn (4, 10) is the weather roll (9), then the Moroccan part, then the Spanish
 * part, then its end; a side's part is, in order: from turn 5 the Spanish aircraft's three
 * sub-turns and their fleets (8.2), the bombardment (8.1), on turns 3 and 5 the reinforcements
 * (6.1), the movement (7) and the combats (8). Each step of a side's part, given alone, stands on
 * the steps of that part still to come, the Spanish part if the Moroccans are playing, and the
 * end of the turn.
 * @module
 */
import * as z from '../../core/schema.js';
import { definePoints, pointsOf, type Frame } from '../../core/index.js';
import { HEX_IDS, hexIndex } from './board.js';
import { machine } from './machine.js';
import { AIRCRAFT, COUNTER_IDS, FLEETS, SIDE_OF, SPANISH, counterIndex } from './pieces.js';
import { REINFORCEMENT_TURNS } from './reinforcements.js';
import type { LegionState, LegionTask } from './state.js';
import { AIR_TURN } from './turn.js';

const side = z.enum(['moroccan', 'spanish']);
type Side = z.infer<typeof side>;
const counter = z.string();
const counters = z.array(counter);
const hex = z.string().check(z.regex(/^\d{4}$/, 'a hex is its printed number, four digits such as "3807"'));

const { point } = pointsOf<LegionState, LegionTask>();

/** Reads a counter id, naming an unknown one. */
function idIn(id: string, field: string, ctx: { problem(field: string, message: string): void }): number {
  const c = counterIndex(id);
  if (c < 0) ctx.problem(field, `unknown counter id '${id}': counters are named as in data/counters.ts, such as 'bandera-1-1' or 'beni-urriaguel-3'`);
  return c;
}
const idsIn = (list: readonly string[], field: string, ctx: { problem(field: string, message: string): void }): number[] =>
  list.map((id, j) => idIn(id, `${field}[${j}]`, ctx));
const ids = (list: readonly number[]): string[] => list.map((c) => COUNTER_IDS[c]!);

/** Reads a list of aircraft or fleet ids as one flag an entry of `among` (the order of the box). */
function flagsIn(
  list: readonly string[],
  among: readonly number[],
  field: string,
  kind: string,
  ctx: { problem(field: string, message: string): void },
): boolean[] {
  const out = among.map(() => false);
  list.forEach((id, j) => {
    const i = among.indexOf(counterIndex(id));
    if (i < 0) ctx.problem(`${field}[${j}]`, `'${id}' is not ${kind} (${ids(among).join(', ')})`);
    else out[i] = true;
  });
  return out;
}

/** The steps of a side's part of a turn still to come beneath `step` (bottom first), as turn.ts `beginSide` queues them. */
function sideSteps(s: LegionState, who: Side): string[] {
  const steps = ['combats', 'movement'];
  if (REINFORCEMENT_TURNS.includes(s.turn)) steps.push('reinforcements');
  steps.push('bombardment');
  if (who === 'spanish' && s.turn >= AIR_TURN) steps.push('fleets', 'air-sub-turn');
  return steps;
}

/** The frames beneath step `name` of `who`'s part: the end of the turn, the Spanish part to come, the side's later steps. */
function partUnder(s: LegionState, who: Side, name: string): Frame[] | string {
  const steps = sideSteps(s, who);
  const at = steps.indexOf(name);
  if (at < 0)
    return `the ${who} part of turn ${s.turn} has no ${name} step (6.1: reinforcements on turns ${REINFORCEMENT_TURNS.join(' and ')}; 8.2: the Spanish aircraft and fleets from turn ${AIR_TURN})`;
  const out: Frame[] = [{ point: 'turn-end' }];
  if (who === 'moroccan') out.push({ point: 'side-start', side: 'spanish' });
  for (const step of steps.slice(0, at)) out.push({ point: step, side: who });
  return out;
}

/** Only the points of a side's part take `side` in `partUnder`; the air and fleet steps are the Spanish'. */
function partFrames(frames: Frame[] | string): Frame[] | string {
  if (typeof frames === 'string') return frames;
  return frames.map((f) =>
    f.point === 'fleets' ? { point: 'fleets', done: [] } : f.point === 'air-sub-turn' ? { point: 'air-sub-turn', sub: 1, spent: {}, struck: [] } : f,
  );
}

const sideOfCounter = (id: string): Side | null => {
  const c = counterIndex(id);
  return c < 0 ? null : SIDE_OF[c] === SPANISH ? 'spanish' : 'moroccan';
};

/** La Legión's documented decision points. */
export const legionPoints = definePoints<LegionState, LegionTask>({
  game: 'La Legión',
  pending: (s) => machine.pending(s),
  points: {
    deployment: point({
      task: 'deploy',
      phase: 'set-up (6)',
      rule: '6',
      decides: 'the side named by side',
      what: "a side places its counters in its zone: step 'plazas', one Spanish counter in each plaza fuerte first; step 'rest', the rest",
      fields: { side, step: z.enum(['plazas', 'rest']) },
      write: (t) => ({ side: t.side, step: t.step }),
      read: (f) => ({ t: 'deploy', side: f.side, step: f.step }),
    }),
    'turn-start': point({
      task: 'turn',
      phase: 'start of the turn (4, 9)',
      rule: '9',
      decides: null,
      what: "the turn's weather is rolled (9), then the Moroccan and the Spanish parts are queued (10)",
      fields: {},
      write: () => ({}),
      read: () => ({ t: 'turn' }),
    }),
    'side-start': point({
      task: 'side',
      phase: "start of a side's part (10)",
      rule: '10',
      decides: null,
      what: "the side's record of the turn is cleared (from turn 5 the Spanish aircraft arrive and recover the airfield, 8.2) and its steps are queued",
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'side', side: f.side }),
      under: (f) => (f.side === 'moroccan' ? [{ point: 'turn-end' }, { point: 'side-start', side: 'spanish' }] : [{ point: 'turn-end' }]),
    }),
    'air-sub-turn': point({
      task: 'air',
      phase: 'Spanish aircraft (2.3, 8.2)',
      rule: '8.2',
      decides: 'spanish',
      what: 'the Spanish fly their aircraft and bomb, in three sub-turns; spent: the movement each aircraft has used this sub-turn; struck: the aircraft that have bombed in it',
      fields: { sub: z.number().check(z.int(), z.gte(1), z.lte(3)), spent: z.record(z.string(), z.number().check(z.int(), z.gte(0))), struck: counters },
      write: (t) => {
        const spent: Record<string, number> = {};
        t.spent.forEach((n, i) => {
          if (n !== 0) spent[COUNTER_IDS[AIRCRAFT[i]!]!] = n;
        });
        return { sub: t.sub, spent, struck: ids(AIRCRAFT.filter((_, i) => t.struck[i] === true)) };
      },
      read: (f, ctx) => {
        const spent = AIRCRAFT.map(() => 0);
        for (const [id, n] of Object.entries(f.spent)) {
          const i = AIRCRAFT.indexOf(counterIndex(id));
          if (i < 0) ctx.problem(`spent.${id}`, `'${id}' is not an aircraft (${ids(AIRCRAFT).join(', ')})`);
          else spent[i] = n;
        }
        return { t: 'air', sub: f.sub, spent, struck: flagsIn(f.struck, AIRCRAFT, 'struck', 'an aircraft', ctx) };
      },
      under: (_f, s) => partFrames(partUnder(s, 'spanish', 'air-sub-turn')),
    }),
    fleets: point({
      task: 'fleets',
      phase: 'Spanish fleets (2.3, 8.2)',
      rule: '8.2',
      decides: 'spanish',
      what: 'the Spanish place each fleet and fire it or hold it; done: the fleets already placed',
      fields: { done: counters },
      write: (t) => ({ done: ids(FLEETS.filter((_, i) => t.done[i] === true)) }),
      read: (f, ctx) => ({ t: 'fleets', done: flagsIn(f.done, FLEETS, 'done', 'a fleet', ctx) }),
      under: (_f, s) => partFrames(partUnder(s, 'spanish', 'fleets')),
    }),
    bombardment: point({
      task: 'bombard',
      phase: 'bombardment (8.1)',
      rule: '8.1',
      decides: 'the side named by side',
      what: "the side's batteries bombard, each once",
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'bombard', side: f.side }),
      under: (f, s) => partFrames(partUnder(s, f.side, 'bombardment')),
    }),
    reinforcements: point({
      task: 'reinforce',
      phase: 'reinforcements (6.1)',
      rule: '6.1',
      decides: 'the side named by side',
      what: "the side's reinforcements enter (turns 3 and 5), one by one",
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'reinforce', side: f.side }),
      under: (f, s) => partFrames(partUnder(s, f.side, 'reinforcements')),
    }),
    movement: point({
      task: 'movement',
      phase: 'movement (7)',
      rule: '7',
      decides: 'the side named by side',
      what: 'the side chooses the next land counter to move, or ends its movement',
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'movement', side: f.side }),
      under: (f, s) => partFrames(partUnder(s, f.side, 'movement')),
    }),
    'counter-move': point({
      task: 'moving',
      phase: 'movement (7)',
      rule: '7',
      decides: "the counter's side",
      what: 'the counter named moves hex by hex, or stays; pushed: an armoured car that pushed before moving (8.3)',
      fields: { counter, pushed: z.boolean() },
      write: (t) => ({ counter: COUNTER_IDS[t.counter]!, pushed: t.pushed }),
      read: (f, ctx) => ({ t: 'moving', counter: idIn(f.counter, 'counter', ctx), pushed: f.pushed }),
      under: (f, s) => {
        const who = sideOfCounter(f.counter);
        if (who === null) return `unknown counter id '${f.counter}'`;
        const below = partFrames(partUnder(s, who, 'movement'));
        return typeof below === 'string' ? below : [...below, { point: 'movement', side: who }];
      },
    }),
    'armoured-car-pushes': point({
      task: 'car-pushes',
      phase: 'movement (7, 8.3)',
      rule: '8.3',
      decides: 'spanish',
      what: 'the armoured car drives back each Moroccan counter in its zone of control, the first of left next; after: the pushes after its move (then each may be declined)',
      fields: { car: counter, after: z.boolean(), left: counters },
      write: (t) => ({ car: COUNTER_IDS[t.car]!, after: t.after, left: ids(t.left) }),
      read: (f, ctx) => ({ t: 'car-pushes', car: idIn(f.car, 'car', ctx), after: f.after, left: idsIn(f.left, 'left', ctx) }),
    }),
    combats: point({
      task: 'combat',
      phase: 'combat (8)',
      rule: '8',
      decides: 'the side named by side',
      what: 'the side declares its next combat, or ends its combats',
      fields: { side },
      write: (t) => ({ side: t.side }),
      read: (f) => ({ t: 'combat', side: f.side }),
      under: (f, s) => partFrames(partUnder(s, f.side, 'combats')),
    }),
    'combat-declaration': point({
      task: 'declare',
      phase: 'combat (8, 8.1)',
      rule: '8',
      decides: 'the attacking side',
      what: 'a combat is being declared: the attackers, the counters attacked (at most two against two) and the supporting batteries; then it is resolved',
      fields: { attackers: counters, defenders: z.array(counter).check(z.minLength(1)), support: counters },
      write: (t) => ({ attackers: ids(t.attackers), defenders: ids(t.defenders), support: ids(t.support) }),
      read: (f, ctx) => ({
        t: 'declare',
        attackers: idsIn(f.attackers, 'attackers', ctx),
        defenders: idsIn(f.defenders, 'defenders', ctx),
        support: idsIn(f.support, 'support', ctx),
      }),
      under: (f, s) => {
        const defender = sideOfCounter(f.defenders[0]!);
        if (defender === null) return `unknown counter id '${f.defenders[0]}'`;
        const who: Side = defender === 'spanish' ? 'moroccan' : 'spanish';
        const below = partFrames(partUnder(s, who, 'combats'));
        return typeof below === 'string' ? below : [...below, { point: 'combats', side: who }];
      },
    }),
    'captured-battery': point({
      task: 'capture',
      phase: 'combat (8.1)',
      rule: '8.1',
      decides: 'moroccan',
      what: 'the Moroccans may place a captured battery on the hex where they eliminated a Spanish battery',
      fields: { hex },
      write: (t) => ({ hex: HEX_IDS[t.hex]! }),
      read: (f, ctx) => {
        const h = hexIndex(f.hex);
        if (h < 0) ctx.problem('hex', `'${f.hex}' is not a hex of the map (columns 01-46, rows 01-27)`);
        return { t: 'capture', hex: h };
      },
    }),
    'turn-end': point({
      task: 'end-turn',
      phase: 'end of the turn (4, 5)',
      rule: '4',
      decides: null,
      what: 'the 3x rule is checked (5), the turn marker advances, and after turn 13 the victory is decided',
      fields: {},
      write: () => ({}),
      read: () => ({ t: 'end-turn' }),
    }),
  },
});
