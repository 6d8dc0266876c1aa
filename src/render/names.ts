/**
 * Ids in events as a person reads them: Taifa's and Mar y Acero's card and area numbers with their
 * names (`card=Mesnada (12)`, `area=54 Niebla`), for the account of `reglas play`, `replay`, the
 * REPL and the demo. Fields this does not know are left to the caller.
 */
import { areaName as myaAreaName, cardTitle } from './mya-common.js';
import { areaName as taifaAreaName, cardName as taifaCardName } from './taifa-common.js';

type Namer = (value: unknown) => string | null;

const each =
  (one: (n: number) => string): Namer =>
  (value) => {
    if (typeof value === 'number') return one(value);
    if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return `[${value.map(one).join(', ')}]`;
    return null;
  };

const taifaCards = each(taifaCardName);
const taifaAreas = each(taifaAreaName);

/** By game id, by field name: how the field's ids read. */
const NAMERS: Readonly<Record<string, Readonly<Record<string, Namer>>>> = {
  taifa: {
    card: taifaCards,
    cards: taifaCards,
    troops: taifaCards,
    responses: taifaCards,
    cancelled: taifaCards,
    area: taifaAreas,
    candidates: taifaAreas,
    chosen: taifaAreas,
    revealed: (value) => {
      if (typeof value !== 'object' || value === null) return null;
      const { troops, responses } = value as { troops?: unknown; responses?: unknown };
      return `troops ${taifaCards(troops ?? []) ?? '[]'}, responses ${taifaCards(responses ?? []) ?? '[]'}`;
    },
  },
  'mar-y-acero': {
    card: each(cardTitle),
    area: each(myaAreaName),
  },
};

/** The field `key` of an event of the game `gameId` with its ids named, or null when the field is not one this names. */
export function namedField(gameId: string, key: string, value: unknown): string | null {
  const namer = NAMERS[gameId]?.[key];
  return namer === undefined ? null : namer(value);
}
