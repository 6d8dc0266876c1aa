import { createRng, seededDice, type GameEvent } from 'reglas/core';
import { CARDS, taifa, type TaifaEvent, type TaifaOptions, type TaifaState } from 'reglas/taifa';

/** The tables the hidden-information tests play: people and bot seats, standard and El Cid. */
export const TABLES: readonly { readonly name: string; readonly options: (seed: string) => TaifaOptions }[] = [
  { name: 'standard, six people', options: (seed) => ({ seed }) },
  { name: 'standard, León and Valencia people, four bots', options: (seed) => ({ seed, players: ['leon', 'valencia'] }) },
  { name: 'standard, six bots', options: (seed) => ({ seed, players: [] }) },
  { name: 'El Cid, El Cid a person', options: (seed) => ({ seed, scenario: 'el-cid' }) },
  { name: 'El Cid, three people', options: (seed) => ({ seed, scenario: 'el-cid', players: ['castilla', 'catalanes', 'el-cid'] }) },
];

/** Every `every`-th state of a random game of the given options, its last state included. */
export function sampledStates(options: TaifaOptions, every: number): TaifaState[] {
  const dice = seededDice(createRng(`pick:${options.seed}`));
  const out: TaifaState[] = [];
  let s = taifa.setup(options);
  for (let n = 0; ; n++) {
    if (n % every === 0 || taifa.isTerminal(s)) out.push(s);
    if (taifa.isTerminal(s)) return out;
    const legal = taifa.legalActions(s);
    s = taifa.apply(s, legal[dice.below(legal.length)]!);
  }
}

/** Random legal play to the end; returns the number of actions played. */
export function playOut(state: TaifaState, seed: string): number {
  const dice = seededDice(createRng(seed));
  let s = state;
  let n = 0;
  while (!taifa.isTerminal(s)) {
    const legal = taifa.legalActions(s);
    if (legal.length === 0) throw new Error('no legal action in a state that is not terminal');
    s = taifa.apply(s, legal[dice.below(legal.length)]!);
    if (++n > 5000) throw new Error('the game does not end');
  }
  return n;
}

/** Each step of a random game: the state before, the state after and the events. */
export function* steps(options: TaifaOptions): Generator<{ before: TaifaState; after: TaifaState; events: TaifaEvent[] }> {
  const dice = seededDice(createRng(`pick:${options.seed}`));
  let s = taifa.setup(options);
  while (!taifa.isTerminal(s)) {
    const legal = taifa.legalActions(s);
    const r = taifa.step(s, legal[dice.below(legal.length)]!);
    yield { before: s, after: r.state, events: r.events };
    s = r.state;
  }
}

/** Every card id a view shows face up, wherever it lies. */
export function shownCards(view: TaifaState): Set<number> {
  const out: number[] = [...view.decks[0], ...view.decks[1], ...view.discard, ...view.removed, ...view.permanents.map((p) => p.card)];
  for (const k of view.kingdoms) out.push(...k.hand, ...k.army, ...k.ready);
  for (const t of view.tasks) if (t.t !== 'round' && t.t !== 'truce') out.push(...t.down, ...t.placed.map((r) => r.card));
  return new Set(out.filter((c) => c >= 0));
}

/** The card ids an event names in its fields (as it is shown, so -1 for a masked one). */
export function eventCards(e: GameEvent): number[] {
  const x = e as TaifaEvent;
  switch (x.type) {
    case 'draw':
      return [...x.cards];
    case 'discard':
    case 'bot-defence':
      return x.card === undefined ? [] : [x.card];
    case 'event':
    case 'bot-reveal':
    case 'bot-discard':
      return [x.card];
    case 'attack':
      return [...(x.troops ?? []), ...(x.responses ?? [])];
    case 'response':
      return [...x.cancelled];
    case 'combat':
      return [...x.revealed.troops, ...x.revealed.responses.map((r) => r.card)];
    default:
      return [];
  }
}

const DESIGN_NAMES = [...new Set(CARDS.map((c) => c.def.name))].sort((a, b) => b.length - a.length);

/** The card designs (by name) a sentence mentions; a longer name first ("Mercenarios cristianos" is not "Mercenarios"). */
export function namedDesigns(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  for (const name of DESIGN_NAMES) {
    if (!rest.includes(name)) continue;
    out.push(name);
    rest = rest.split(name).join(' ');
  }
  return out;
}
