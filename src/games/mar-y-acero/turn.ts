/**
 * The sequence of play: the special turn 1 "1492" (4.3.1), turns 2-6 (4.3.2: Destiny, Event,
 * Replacement and Reinforcement, Impulse and Final phases) with the secret choice of Event cards
 * (4.3.2 II), control and VP (4.2, 4.4.1), Divine Grace/Yaya turning (4.5) and the end of the
 * game (4.6).
 */
import type { GameEvent, StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, areaValue, colonArea, conflictTurn, other } from './board.js';
import { controller, controlOf, hasSide, heldAreas, INDIGENOUS_HERE, sidesIn, SPANISH_HERE } from './control.js';
import { conflictPeoples, unitCount } from './stacking.js';
import { addPiece, setArea } from './edits.js';
import { CARIB, TAINO } from './kinds.js';
import { newCombat } from './combat.js';
import { AREAS } from './data/areas.js';
import { DESTINY_BY_ID, EVENT_BY_ID, TESTAMENT } from './data/cards.js';
import { royalSupportRow, VICTORY, VP_MAX } from './data/tables.js';
import { prrPoints } from './deploy.js';
import { changeRoyalSupport } from './effects-common.js';
import { patchState } from './phase-state.js';
import type { AreaState, MyaState, Piece, Side, Task } from './state.js';
import { nitaynoFreeCaonabo, nitaynoLastImpulse, nitaynoPrr, nitaynoSpecialPhase } from './nitayno/index.js';
import { withEventDeck } from './nitayno/state.js';
import { pop, push, replaceTop, withTasksMap, type StateDraft } from './tasks.js';

type PhaseTask = Extract<Task, { t: 'phase' }>;

/** 4.4.3: the five 2-VP areas (index = area - 1), worth 2 once their parchment is lifted. */
const TWO_VP_AT: readonly boolean[] = AREAS.map((a) => a.twoVp);

/** 4.5: a new phase or impulse opens a new window for the marker (the same object when nothing changes). */
function windowReset(g: MyaState['grace']): MyaState['grace'] {
  return g.usedWindow ? { side: g.side, usedWindow: false, usedTurn: g.usedTurn } : g;
}

/** A fresh copy of the task stack without its top (the phase being run), for the phase's own tasks to be pushed on. */
function tasksReplacingTop(s: MyaState): Task[] {
  return s.tasks.slice(0, -1);
}

/** 4.3.2: the phases of a turn, pushed so that the Destiny phase runs first. */
const TWO_PLAYER_PHASES: readonly Task[] = (['final', 'impulses', 'reinforcement', 'event', 'conflict', 'destiny'] as const).map((phase) => ({
  t: 'phase',
  phase,
}));
/** 5.3.2: solitaire adds the Special phase after the Indigenous conflict. */
const SOLITAIRE_PHASES: readonly Task[] = (['final', 'impulses', 'reinforcement', 'event', 'special', 'conflict', 'destiny'] as const).map((phase) => ({
  t: 'phase',
  phase,
}));
const REVEAL: Task = { t: 'phase', phase: 'reveal' };
const SETTLE: Task = { t: 'settle' };
const NOT_PLAYED: MyaState['played'] = { spanish: null, indigenous: null };

export function phaseAuto(s: MyaState, t: PhaseTask, ctx: StepContext): MyaState {
  const log = ctx.log;
  switch (t.phase) {
    case 'setupDone':
    case 'turn1':
      return turn1Phase(s, ctx);
    case 'turn1Done':
      if (log.on) log.push({ type: 'turn', rule: '4.3.1 VII', text: 'Turn 1 ends; turn 2 (1493-94) begins' });
      return replaceTop(patchState(s, { turn: 2, destiny: null }), { t: 'phase', phase: 'turnStart' });
    case 'turnStart':
      return turnStartPhase(s);
    case 'destiny':
      return destinyPhase(s, ctx);
    case 'conflict':
      return conflictPhase(s);
    case 'special':
      // 5.3.2 Special Solitaire phase: the Nitayno card (its effects push deploy/fight/settle tasks).
      return nitaynoSpecialPhase(pop(s), ctx);
    case 'lastImpulse': {
      // 5.3.5: in turn 6 the Nitayno's last impulse may follow its card's turn-6 instruction instead.
      const r = nitaynoLastImpulse(pop(s), ctx);
      return r.replaces ? r.state : push(r.state, { t: 'impulse', seat: 'indigenous' });
    }
    case 'event': {
      const first: Side = s.mode === 'solitaire' ? 'spanish' : 'indigenous';
      const tasks = tasksReplacingTop(s);
      tasks.push(REVEAL, { t: 'chooseEvent', seat: other(first) }, { t: 'chooseEvent', seat: first });
      return patchState(s, { grace: windowReset(s.grace), tasks });
    }
    case 'reveal':
      return revealPhase(s, ctx);
    case 'reinforcement':
      return reinforcementPhase(s, ctx);
    case 'impulses':
      return impulsesPhase(s);
    case 'final':
      return finalPhase(pop(s), ctx);
  }
}

/** 4.3.1 I-V: turn 1 (1492): its Destiny card, the landing roll, Colón and the ships' units land. */
function turn1Phase(s: MyaState, ctx: StepContext): MyaState {
  const log = ctx.log;
  const id = s.turn1Deck[0] as number;
  const card = DESTINY_BY_ID.get(id)!;
  const die = ctx.dice.d6();
  const area = card.landing?.find((r) => die >= r.min && die <= r.max)?.area ?? 15;
  let next: MyaState = patchState(s, {
    destiny: id,
    turn1Deck: s.turn1Deck.slice(1),
    grace: { side: card.graceSide ?? 'spanish', usedWindow: false, usedTurn: false },
  });
  if (log.on) {
    log.push({
      type: 'destiny',
      rule: '4.3.1 I-II',
      card: id,
      text: `Turn 1 (1492): Destiny card ${id} "${card.title}"; the marker shows ${card.graceSide === 'indigenous' ? 'Yaya' : 'Divine Grace'}`,
    });
    log.push({
      type: 'landing',
      rule: '4.3.1 III',
      area,
      text: `Landing roll ${die}: Colón lands in area ${area}`,
      rolls: [{ die: 'd6', value: die, for: 'landing area' }],
      modifiers: [],
    });
  }
  for (const p of next.offMap) next = addPiece(next, area, p);
  next = patchState(next, { offMap: [], colon: 'map' });
  const tasks: Task[] = [{ t: 'phase', phase: 'turn1Done' }, { t: 'choose', seat: 'spanish', purpose: 'turn1Activate', options: [0, area] }, { t: 'settle' }];
  if (hasSide(areaAt(next, area), 'indigenous')) tasks.push(newCombat(area, 'spanish', 'indigenous', null, [], 'the landing (4.3.1 V)'));
  return replaceTop(next, ...tasks);
}

/** 4.3.2: a new turn: its phases, the marker's windows, Colón back from card 38. */
function turnStartPhase(s: MyaState): MyaState {
  const tasks = tasksReplacingTop(s);
  // The shared phase tasks are never mutated (tasks are read-only, like every state part).
  for (const phase of s.mode === 'solitaire' ? SOLITAIRE_PHASES : TWO_PLAYER_PHASES) tasks.push(phase);
  let colon = s.colon;
  if (colon === 'aside') {
    // Card 38: Colón comes back at the start of the next turn, in a Spanish area.
    const areas = heldAreas(s, 'spanish');
    if (areas.length > 0) tasks.push({ t: 'choose', seat: 'spanish', purpose: 'colonPlace', options: areas });
    else colon = 'prison';
  }
  return patchState(s, {
    grace: { side: s.grace.side, usedWindow: false, usedTurn: false },
    restriction: 'none',
    revealed: false,
    played: NOT_PLAYED,
    colon,
    tasks,
  });
}

/** 4.3.2 I Destiny phase: the card's impulses and events. */
function destinyPhase(s: MyaState, ctx: StepContext): MyaState {
  const log = ctx.log;
  const id = s.destinyDeck[0] as number;
  const card = DESTINY_BY_ID.get(id)!;
  const tasks = tasksReplacingTop(s);
  tasks.push(SETTLE, { t: 'effects', seat: 'indigenous', card: id, effects: card.effects });
  const next = patchState(s, {
    destiny: id,
    destinyDeck: s.destinyDeck.slice(1),
    impulses: { spanish: card.impulses, indigenous: card.impulses },
    grace: windowReset(s.grace),
    tasks,
  });
  if (log.on) {
    log.push({
      type: 'destiny',
      rule: '4.3.2 I',
      card: id,
      text: `Turn ${s.turn}: Destiny card ${id} "${card.title}": ${card.impulses} impulses${card.naval ? ', naval difficulty' : ''}${card.conflict ? ', Indigenous conflict' : ''}`,
    });
  }
  return next;
}

/** 4.3.2 I: on a conflict turn Taínos and Caribs sharing an area fight. */
function conflictPhase(s: MyaState): MyaState {
  if (!conflictTurn(s)) return pop(s);
  const tasks = tasksReplacingTop(s);
  tasks.push(SETTLE);
  for (let a = 15; a >= 1; a--) {
    if (conflictPeoples(areaAt(s, a)) === (TAINO | CARIB)) tasks.push(newCombat(a, 'taino', 'carib', null, [], 'Indigenous conflict (4.3.2 I)'));
  }
  return withTasksMap(s, tasks, s.map);
}

/** 4.3.2 II: the chosen Event cards are revealed; the Indigenous one runs first. */
function revealPhase(s: MyaState, ctx: StepContext): MyaState {
  const log = ctx.log;
  const sp = s.played.spanish;
  const ind = s.played.indigenous;
  if (log.on) log.push({ type: 'events-revealed', rule: '4.3.2 II', text: `Events revealed: Indigenous ${ind ?? 'none'}, Spanish ${sp ?? 'none'}` });
  const tasks = tasksReplacingTop(s);
  tasks.push(SETTLE);
  if (sp !== null) tasks.push({ t: 'effects', seat: 'spanish', card: sp, effects: EVENT_BY_ID.get(sp)!.effects });
  if (ind !== null) tasks.push({ t: 'effects', seat: 'indigenous', card: ind, effects: EVENT_BY_ID.get(ind)!.effects });
  return patchState(s, { revealed: true, tasks });
}

type ChooseEventTask = Extract<Task, { t: 'chooseEvent' }>;

/** The cards a side chooses its Event from: its hand, or the Nitayno's event deck in solitaire (5.2 (11)). */
function eventChoices(s: MyaState, seat: Side): readonly number[] {
  return s.mode === 'solitaire' && seat === 'indigenous' ? (s.solitaire?.eventDeck ?? []) : s.hands[seat];
}

/** 4.3.2 II: each side chooses one Event card in secret. */
export function chooseEventLegal(s: MyaState, t: ChooseEventTask): MyaAction[] {
  const out: MyaAction[] = [];
  for (const card of eventChoices(s, t.seat)) out.push({ type: 'event', card });
  return out;
}

/** 4.3.2 II: the chosen card leaves the hand (the Nitayno's deck in solitaire) and waits face down until both are chosen. */
export function chooseEventAct(s: MyaState, t: ChooseEventTask, a: MyaAction, ctx: StepContext): MyaState {
  if (a.type !== 'event') throw new Error(`the Event choice cannot take ${a.type}`);
  if (ctx.log.on) ctx.log.push(eventChosen(s, t.seat, a.card));
  // One state copy, in the fixed shape, its fields written by name: a patch by field names
  // (patchState) made this function, optimised late in a game's run, one of the costliest for V8
  // to compile (about 2% of a solitaire game's instructions, counted with valgrind).
  const out = withTasksMap(s, s.tasks.slice(0, -1), s.map) as StateDraft;
  out.played = t.seat === 'spanish' ? { spanish: a.card, indigenous: s.played.indigenous } : { spanish: s.played.spanish, indigenous: a.card };
  if (s.mode === 'solitaire' && t.seat === 'indigenous' && s.solitaire) {
    out.solitaire = withEventDeck(
      s.solitaire,
      s.solitaire.eventDeck.filter((c) => c !== a.card),
    );
    return out;
  }
  const rest = s.hands[t.seat].filter((c) => c !== a.card);
  out.hands = t.seat === 'spanish' ? { spanish: rest, indigenous: s.hands.indigenous } : { spanish: s.hands.spanish, indigenous: rest };
  return out;
}

/**
 * The event of a choice (4.3.2 II): the card is the chooser's secret until the reveal, so every
 * other seat reads it `HIDDEN` (`viewEvents`); in solitaire the choices are open (5.3.3).
 */
function eventChosen(s: MyaState, seat: Side, card: number): GameEvent {
  const text = `${seat} chooses an Event card in secret`;
  const event = { type: 'event-chosen', rule: '4.3.2 II', side: seat, card, text };
  return s.mode === 'solitaire' ? event : { ...event, secret: { knownTo: [seat], fields: ['card'], text } };
}

/** Whether the card is one the side may choose now (for the reason of a refused choice). */
export const mayChooseEvent = (s: MyaState, seat: Side, card: number): boolean => eventChoices(s, seat).includes(card);

/** 4.3.2 III Replacement and Reinforcement phase: the PRR of each side. */
function reinforcementPhase(s: MyaState, ctx: StepContext): MyaState {
  const log = ctx.log;
  const base = prrPoints(s);
  // 5.4 (2): at levels I-II the Nitayno always gets at least 2.
  const pts = { spanish: base.spanish, indigenous: nitaynoPrr(s, base.indigenous) };
  if (log.on) log.push({ type: 'prr', rule: '4.3.2 III', text: `PRR: Indigenous ${pts.indigenous}, Spanish ${pts.spanish}`, prr: pts });
  // 5.4 (3): at levels I-II a reduced Caonabó is restored for free.
  const tasks = tasksReplacingTop(s);
  tasks.push(
    { t: 'scribeOffer', seat: 'spanish', areas: [] },
    { t: 'prr', seat: 'spanish', points: pts.spanish, lastBag: null, drawn: [] },
    { t: 'prr', seat: 'indigenous', points: pts.indigenous, lastBag: null, drawn: [] },
  );
  // The tasks go in first: the free Caonabó copies the state around them.
  return nitaynoFreeCaonabo(patchState(s, { grace: windowReset(s.grace), tasks }), log);
}

/** 4.3.2 IV Impulse phase: one more round of impulses, while either side has some left. */
function impulsesPhase(s: MyaState): MyaState {
  const { spanish, indigenous } = s.impulses;
  if (spanish === 0 && indigenous === 0) return pop(s);
  // The phase task stays below the two impulses of this round.
  const tasks = s.tasks.slice();
  if (spanish > 0) tasks.push({ t: 'impulse', seat: 'spanish' });
  if (indigenous > 0) {
    const last = s.mode === 'solitaire' && s.turn === 6 && indigenous === 1;
    tasks.push(last ? { t: 'phase', phase: 'lastImpulse' } : { t: 'impulse', seat: 'indigenous' });
  }
  return patchState(s, {
    impulses: { spanish: spanish > 0 ? spanish - 1 : 0, indigenous: indigenous > 0 ? indigenous - 1 : 0 },
    grace: windowReset(s.grace),
    tasks,
  });
}

/** 4.3.2 V: Guacanagarí may turn, the unused marker turns, then the next turn or the end. */
function finalPhase(s: MyaState, ctx: StepContext): MyaState {
  let next = s;
  for (let a = 1; a <= 15; a++) {
    const g = areaAt(next, a).pieces.find((p) => p.kind === 'guacanagari');
    if (!g || g.side !== 'spanish') continue;
    const die = ctx.dice.d6();
    if (ctx.log.on)
      ctx.log.push({
        type: 'guacanagari',
        rule: '4.3.2 V',
        text: `Guacanagarí rolls ${die}${die === 6 ? ': he turns Indigenous' : ''}`,
        rolls: [{ die: 'd6', value: die, for: 'Guacanagarí' }],
        modifiers: [],
      });
    if (die === 6) {
      // Card 10: he moves to the Indigenous area with the most units.
      let best = a;
      let most = -1;
      for (let b = 1; b <= 15; b++) {
        if (controller(next, b) !== 'indigenous') continue;
        const n = unitCount(areaAt(next, b), 'indigenous');
        if (n > most) {
          most = n;
          best = b;
        }
      }
      const area = areaAt(next, a);
      next = setArea(next, a, { ...area, pieces: area.pieces.filter((p) => p.id !== g.id) });
      next = addPiece(next, best, { ...g, side: 'indigenous' });
      next = push(next, { t: 'settle' });
    }
    break;
  }
  if (!next.grace.usedTurn) {
    if (ctx.log.on)
      ctx.log.push({
        type: 'grace-turns',
        rule: '4.5',
        text: `The unused ${next.grace.side === 'spanish' ? 'Divine Grace' : 'Yaya'} marker turns to its other side`,
      });
    next = patchState(next, { grace: { side: other(next.grace.side), usedWindow: next.grace.usedWindow, usedTurn: next.grace.usedTurn } });
  }
  if (next.turn >= 6) return endGame(next, ctx);
  if (ctx.log.on) ctx.log.push({ type: 'turn', rule: '4.3.2', text: `Turn ${next.turn + 1} begins` });
  const tasks = next.tasks.slice();
  const settle = tasks.length > 0 && tasks[tasks.length - 1]?.t === 'settle';
  return patchState(next, {
    turn: next.turn + 1,
    tasks: settle ? [...tasks.slice(0, -1), { t: 'phase', phase: 'turnStart' }, { t: 'settle' }] : [...tasks, { t: 'phase', phase: 'turnStart' }],
  });
}

export interface FinalScore {
  readonly vp: number;
  readonly adjustments: { label: string; value: number; rule: string }[];
}

/** 4.6: the VP adjustments after turn 6 (Royal Support, citadels, Anacaona, card 40; 5.4 levels). */
export function finalScore(s: MyaState): FinalScore {
  const adjustments: { label: string; value: number; rule: string }[] = [];
  let rsVp = royalSupportRow(s.royalSupport).vp;
  if (s.mode === 'solitaire' && s.level >= 1 && rsVp > 0) rsVp = 0;
  if (rsVp !== 0) adjustments.push({ label: `Royal Support ${s.royalSupport}`, value: rsVp, rule: '4.6' });
  const citadels = s.map.filter((a) => a.citadel).length;
  if (citadels === 3 && rsVp <= 0) adjustments.push({ label: 'three citadels', value: 1, rule: '4.4.2' });
  if (citadels === 0)
    adjustments.push({
      label: 'no citadel',
      value: s.mode === 'solitaire' && s.level >= 2 ? -2 : -1,
      rule: s.mode === 'solitaire' && s.level >= 2 ? '5.4 (6)' : '4.6',
    });
  if (s.map.some((a) => a.anacaona === 'indigenous')) adjustments.push({ label: 'Anacaona on her Indigenous side', value: -1, rule: '4.6' });
  if (s.testament !== null) adjustments.push({ label: 'Testamento de Colón', value: s.testament, rule: 'card 40' });
  let vp = s.vp;
  for (const a of adjustments) vp += a.value;
  return { vp: Math.max(0, Math.min(VP_MAX, vp)), adjustments };
}

function endGame(s: MyaState, ctx: StepContext): MyaState {
  const { vp, adjustments } = finalScore(s);
  let winner: Side = vp >= VICTORY.threshold ? 'spanish' : 'indigenous';
  let reason = `end of turn 6 with ${vp} VP`;
  if (winner === 'spanish' && s.mode === 'solitaire' && s.level >= 2) {
    const missing = AREAS.filter((a) => a.twoVp && controller(s, a.id) !== 'spanish');
    if (missing.length > 0) {
      winner = 'indigenous';
      reason += `; the Spanish do not control every 2-VP area (5.4 (5))`;
    }
  }
  const band = VICTORY.bands.find((b) => b.side === winner && vp >= b.min && vp <= b.max);
  const level = band ? band.level : winner === 'indigenous' ? 'minor' : 'minor';
  if (ctx.log.on) ctx.log.push({ type: 'game-end', rule: '4.6', text: `Game over: ${winner} ${level} victory (${reason})`, modifiers: adjustments, vp });
  return patchState(s, { vp, tasks: [], result: { winner, reason, level, vp } });
}

/**
 * After every resolution: control changes move the VP marker (each area's 1 or 2 VP), palisades
 * without Spanish and citadels under Indigenous control go, Anacaona follows control, each
 * Spanish conquest calls for a gold search, and a side left with nothing on the map loses.
 */
export function settle(s: MyaState, ctx: StepContext): MyaState {
  const log = ctx.log;
  const src = s.map;
  let map: AreaState[] | null = null;
  let control = s.control;
  let conquered: number[] | null = null;
  let vp = 0;
  // 4.6: whether each side still has something on the map (Spanish citadels count).
  let spanishLeft = false;
  let indigenousLeft = false;
  for (let i = 0; i < 15; i++) {
    const a = i + 1;
    const area = src[i] as AreaState;
    const pieces = area.pieces;
    const sides = sidesIn(area);
    // 4.4.2: a palisade goes without Spanish; a citadel under Indigenous control is removed.
    const palisade = area.palisade && (sides & SPANISH_HERE) !== 0;
    const c = controlOf(sides, area.citadel);
    let citadel = area.citadel;
    if (citadel && c === 'indigenous') {
      citadel = false;
      if (log.on) log.push({ type: 'citadel-lost', rule: '4.4.2', text: `The citadel in area ${a} is removed` });
    }
    // Card 25: Anacaona follows control.
    const anacaonaTurns = c !== null && area.anacaona !== null && area.anacaona !== c;
    const anacaona = anacaonaTurns ? c : area.anacaona;
    if (palisade !== area.palisade || citadel !== area.citadel || anacaonaTurns) {
      if (map === null) map = src.slice();
      map[i] = { pieces, parchment: area.parchment, palisade, citadel, anacaona };
    }
    // 4.4.1 B: control changes move the VP marker; a Spanish conquest calls for a gold search.
    if (c !== null && control[i] !== c) {
      if (control === s.control) control = control.slice();
      (control as Side[])[i] = c;
      if (c === 'spanish') {
        conquered ??= [];
        conquered.push(a);
      }
      if (log.on)
        log.push({
          type: 'control',
          rule: '4.4.1 B',
          area: a,
          text: `Area ${a} (${AREAS[i]?.name}) passes to the ${c}: ${c === 'spanish' ? '+' : '-'}${areaValue(s, a)} VP`,
        });
    }
    if (control[i] === 'spanish') vp += TWO_VP_AT[i] && !area.parchment ? 2 : 1;
    if (citadel || (sides & SPANISH_HERE) !== 0) spanishLeft = true;
    if ((sides & INDIGENOUS_HERE) !== 0) indigenousLeft = true;
  }
  if (vp > VP_MAX) vp = VP_MAX;
  const tasks = s.tasks.slice(0, -1);
  // Card 40 (optional): the testament once Colón has died.
  const testamentNow = s.testamentRule && s.colon === 'eliminated' && s.testament === null;
  const annihilated = s.colon !== 'ships' && (!spanishLeft || !indigenousLeft);
  const gold = conquered !== null && s.destiny !== null;
  if (!testamentNow && !annihilated) {
    if (gold) tasks.push({ t: 'gold', areas: conquered as number[], stage: 'roll', die: 0 });
    return settled(s, tasks, map ?? src, control, vp);
  }
  let next = settled(s, tasks, map ?? src, control, vp);
  if (testamentNow) next = testament(next, ctx);
  if (annihilated) {
    // 4.6: a side left with nothing on the map (Spanish citadels count) loses.
    const winner: Side = spanishLeft ? 'spanish' : 'indigenous';
    if (log.on) log.push({ type: 'game-end', rule: '4.6', text: `Game over: the ${other(winner)} have nothing left on the map; ${winner} decisive victory` });
    return patchState(next, { tasks: [], result: { winner, reason: `the ${other(winner)} were annihilated`, level: 'decisive', vp: next.vp } });
  }
  if (gold) next = push(next, { t: 'gold', areas: conquered as number[], stage: 'roll', die: 0 });
  return next;
}

/** The state after `settle` (run after every resolution), in the fixed shape. */
function settled(s: MyaState, tasks: readonly Task[], map: readonly AreaState[], control: readonly Side[], vp: number): MyaState {
  // A fixed-shape copy filled in before it is handed out (patchState's loop over the patch's keys reads slower).
  const out = withTasksMap(s, tasks, map) as StateDraft;
  out.control = control;
  out.vp = vp;
  return out;
}

function testament(s: MyaState, ctx: StepContext): MyaState {
  const bonus = s.royalSupport >= TESTAMENT.royalSupportThreshold ? TESTAMENT.vpIfHigh : TESTAMENT.vpIfLow;
  if (ctx.log.on)
    ctx.log.push({
      type: 'testament',
      rule: 'card 40',
      text: `Testamento de Colón: ${bonus > 0 ? '+' : ''}${bonus} VP at the end; ${s.vp >= TESTAMENT.vpThreshold ? '+2 soldiers and +1 Royal Support' : '+2 settlers'}`,
    });
  let next: MyaState = patchState(s, { testament: bonus });
  const high = s.vp >= TESTAMENT.vpThreshold;
  if (high) next = changeRoyalSupport(next, TESTAMENT.royalSupport, 'card 40', ctx);
  return push(next, {
    t: 'effects',
    seat: 'spanish',
    card: TESTAMENT.id,
    effects: [
      {
        kind: 'deploy',
        side: 'spanish',
        units: [{ bag: high ? 'soldier' : 'settler', count: high ? TESTAMENT.soldiers : TESTAMENT.settlers }],
        where: [{ filter: 'spanish' }],
        overstack: false,
      },
    ],
  });
}

export function colonLives(s: MyaState): boolean {
  return s.colon !== 'eliminated' && (colonArea(s) !== null || s.offMap.some((p: Piece) => p.kind === 'colon'));
}
