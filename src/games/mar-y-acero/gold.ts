/**
 * 4.4.1 C Búsqueda de oro: one roll on the active Destiny card's table for each area the Spanish
 * conquered, its result moving Royal Support (4.2); Divine Grace may change the roll (4.5).
 */
import type { StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { destinyCard } from './board.js';
import { changeRoyalSupport } from './effects-common.js';
import { graceAvailable, oneDieGraceList, useGrace } from './grace.js';
import type { MyaState, Task } from './state.js';
import { pop, replaceTop } from './tasks.js';

type GoldTask = Extract<Task, { t: 'gold' }>;

/** The Royal Support change the Destiny card's table gives for a die (below 1 reads as 1). */
function goldDelta(s: MyaState, die: number): number {
  const card = destinyCard(s);
  if (card === null) return 0;
  const d = die < 1 ? 1 : die;
  for (const r of card.gold) if (d >= r.min && d <= r.max) return r.delta;
  return 0;
}

/** 4.5: whether Divine Grace may change this gold roll (the marker is there, and the roll did not give +1 already). */
function graceOnGold(s: MyaState, die: number): boolean {
  return graceAvailable(s, 'spanish') && goldDelta(s, die) !== 1;
}

/** 4.5 after the roll: not to use Divine Grace, re-roll, or -1 where one less reads a better row. */
export function goldLegal(s: MyaState, t: GoldTask): MyaAction[] {
  if (t.stage !== 'grace' || !graceOnGold(s, t.die)) return [];
  return oneDieGraceList(goldDelta(s, t.die - 1) > goldDelta(s, t.die));
}

export function goldAuto(s: MyaState, t: GoldTask, ctx: StepContext): MyaState {
  if (t.stage === 'roll') {
    const die = ctx.dice.d6();
    if (ctx.log.on)
      ctx.log.push({
        type: 'gold-roll',
        rule: '4.4.1 C',
        text: `Gold search for area ${t.areas[0]}: rolls ${die}`,
        rolls: [{ die: 'd6', value: die, for: `gold search, area ${t.areas[0]}` }],
        modifiers: [],
      });
    const rolled: GoldTask = { t: 'gold', areas: t.areas, stage: 'grace', die };
    // Without a Divine Grace choice the search resolves at once (no state with the rolled task in between).
    return graceOnGold(s, die) ? replaceTop(s, rolled) : applyGold(s, rolled, ctx);
  }
  return applyGold(s, t, ctx);
}

function applyGold(s: MyaState, t: GoldTask, ctx: StepContext): MyaState {
  const delta = goldDelta(s, t.die);
  if (ctx.log.on) {
    const area = t.areas[0] as number;
    const result = delta === 0 ? 'no change' : `Royal Support ${delta > 0 ? '+' : ''}${delta}`;
    ctx.log.push({
      type: 'gold-search',
      rule: '4.4.1 C',
      area,
      text: `Gold search for area ${area}: die ${t.die} on Destiny card ${s.destiny}'s table: ${result}`,
      rolls: [{ die: 'd6', value: t.die, for: `gold search, area ${area}` }],
      modifiers: [],
      delta,
      result,
    });
  }
  let next = delta === 0 ? s : changeRoyalSupport(s, delta, `gold search ${t.die}`, ctx);
  const rest = t.areas.slice(1);
  next = rest.length > 0 ? replaceTop(next, { t: 'gold', areas: rest, stage: 'roll', die: 0 }) : pop(next);
  return next;
}

export function goldAct(s: MyaState, t: GoldTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type !== 'grace') throw new Error(`the gold search cannot take ${action.type}`);
  if (action.use === 'none') return applyGold(s, t, ctx);
  const die = action.use === 'reroll' ? ctx.dice.d6() : t.die - 1;
  if (ctx.log.on) {
    ctx.log.push({
      type: 'grace',
      rule: '4.5',
      text: `Divine Grace on the gold search: ${t.die} → ${die}`,
      dice: [die],
      rolls: action.use === 'reroll' ? [{ die: 'd6', value: die, for: `gold search die re-rolled (was ${t.die})` }] : [],
      modifiers: action.use === 'minus' ? [{ label: 'Divine Grace: the gold search die', value: -1, rule: '4.5' }] : [],
    });
  }
  const t2: GoldTask = { t: 'gold', areas: t.areas, stage: t.stage, die };
  return applyGold(replaceTop(useGrace(s), t2), t2, ctx);
}
