/**
 * Taifa's rule helpers by printed ids (5.1.1, 5.3, 5.4, 8, 9.2, 9.5, 9.6): what a rules lawyer or a
 * bot author asks of a state, with kingdoms by id, areas by number (1-58) and cards by id (0-79),
 * as actions, events and positions name them. Each reads the state and never changes it; a
 * kingdom not at this table or a card that is not an Event is a `ValidationError`. (The rules use
 * the same functions over the state's indices: geography.ts, cards.ts, bots.ts, choice.ts.)
 * @module
 */
import { ValidationError, recordingLog, stepDice, type Dice, type GameEvent } from '../../core/index.js';
import { armyStrength as strengthOf, armyTargets as armyAreas } from './bots.js';
import { botEventAreas as botAreas, eventAreas as eventAreasOf, eventKingdoms as eventKingdomsOf } from './cards.js';
import { chooseArea as chooseAreaOf, chooseKingdom as chooseKingdomOf } from './choice.js';
import type { KingdomId } from './data/kingdoms.js';
import { attackTargets as attackAreas, bordersOf as bordersAt, castles as castlesOf, incursionTargets as incursionsOf, type Borders } from './geography.js';
import { CARD_COUNT, CARD_DEF, type EventDef } from './tables.js';
import type { TaifaState } from './types.js';

/** The kingdom's index at this table. */
function kingdomAt(state: TaifaState, id: KingdomId, path = 'kingdom'): number {
  const k = state.kingdoms.findIndex((x) => x.id === id);
  if (k < 0)
    throw new ValidationError(path, [
      { path, message: `${JSON.stringify(id) ?? String(id)} is not a kingdom of this game (${state.kingdoms.map((x) => x.id).join(', ')})` },
    ]);
  return k;
}

/** The Event card's design. */
function eventOf(card: number): EventDef {
  const def = Number.isInteger(card) && card >= 0 && card < CARD_COUNT ? CARD_DEF[card] : undefined;
  if (def?.type !== 'event')
    throw new ValidationError('card', [
      { path: 'card', message: `${JSON.stringify(card) ?? String(card)} is not an Event card (cards are 0-${CARD_COUNT - 1}; CARDS says each one's type)` },
    ]);
  return def;
}

const numbers = (areas: readonly number[]): number[] => areas.map((a) => a + 1);
const ids = (state: TaifaState, ks: readonly number[]): KingdomId[] => ks.map((k) => state.kingdoms[k]!.id);
const borders = (state: TaifaState, kingdom: KingdomId): Borders => bordersAt(state, kingdomAt(state, kingdom));

/** 5.1.1, 5.3: the areas (numbers) and kingdoms connected to the areas `kingdom` holds; for a kingdom holding none, its capital. */
export function bordersOf(state: TaifaState, kingdom: KingdomId): { readonly areas: number[]; readonly kingdoms: KingdomId[] } {
  const b = borders(state, kingdom);
  return { areas: numbers(b.areas), kingdoms: ids(state, b.kingdoms) };
}

/** 5.1.1: the areas (numbers) `kingdom` may attack. */
export function attackTargets(state: TaifaState, kingdom: KingdomId): number[] {
  return numbers(attackAreas(state, borders(state, kingdom)));
}

/** 5.3: the kingdoms `kingdom` may raid (an incursion also needs a Troop card to discard). */
export function incursionTargets(state: TaifaState, kingdom: KingdomId): KingdomId[] {
  return ids(state, incursionsOf(state, borders(state, kingdom)));
}

/** 8: the castles `kingdom` has on the map. */
export function castles(state: TaifaState, kingdom: KingdomId): number {
  return castlesOf(state, kingdomAt(state, kingdom));
}

/** 5.4: the areas (numbers) `kingdom` may target with the Event card `card`. */
export function eventAreas(state: TaifaState, kingdom: KingdomId, card: number): number[] {
  return numbers(eventAreasOf(state, borders(state, kingdom), eventOf(card)));
}

/** 5.4: the kingdoms `kingdom` may target with the Event card `card`. */
export function eventKingdoms(state: TaifaState, kingdom: KingdomId, card: number): KingdomId[] {
  return ids(state, eventKingdomsOf(state, borders(state, kingdom), eventOf(card)));
}

/** 9.4: the areas (numbers) bot `kingdom` may target with the Event card `card`. */
export function botEventAreas(state: TaifaState, kingdom: KingdomId, card: number): number[] {
  return numbers(botAreas(state, borders(state, kingdom), eventOf(card)));
}

/** 9.2: the strength of bot `kingdom`'s army, the Troop cards it has deployed face up. */
export function armyStrength(state: TaifaState, kingdom: KingdomId): number {
  return strengthOf(state, kingdomAt(state, kingdom));
}

/** 9.2: the areas (numbers) bot `kingdom`'s army would attack. */
export function armyTargets(state: TaifaState, kingdom: KingdomId): number[] {
  return numbers(armyAreas(state, borders(state, kingdom)));
}

/**
 * 9.5: the area (number) bot `kingdom` chooses among `areas` (numbers), rolling `dice`
 * (`scriptedDice([2])` to ask "which on a 2?"), and the `bot-choice` event that says why.
 */
export function chooseArea(
  state: TaifaState,
  kingdom: KingdomId,
  areas: readonly number[],
  dice: Dice,
  why = 'the area',
): { readonly area: number; readonly events: GameEvent[] } {
  const log = recordingLog();
  const a = chooseAreaOf(
    state,
    kingdomAt(state, kingdom),
    areas.map((n) => n - 1),
    { dice: stepDice(state.rng, dice), log },
    why,
  );
  return { area: a + 1, events: log.events };
}

/** 9.5: the kingdom bot `kingdom` chooses among `candidates`, rolling `dice`, and the `bot-choice` event that says why. */
export function chooseKingdom(
  state: TaifaState,
  kingdom: KingdomId,
  candidates: readonly KingdomId[],
  dice: Dice,
  why = 'the kingdom',
): { readonly kingdom: KingdomId; readonly events: GameEvent[] } {
  const log = recordingLog();
  const k = chooseKingdomOf(
    state,
    kingdomAt(state, kingdom),
    candidates.map((c, i) => kingdomAt(state, c, `candidates[${i}]`)),
    { dice: stepDice(state.rng, dice), log },
    why,
  );
  return { kingdom: state.kingdoms[k]!.id, events: log.events };
}
