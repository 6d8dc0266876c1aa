import { createRng } from '../../src/core/index.js';
import { UNIT_KINDS, type PieceKind } from '../../src/games/mar-y-acero/data/units.js';
import { NO_TURN_EFFECTS, type SolitaireState } from '../../src/games/mar-y-acero/nitayno/state.js';
import type { MyaState, Piece } from '../../src/games/mar-y-acero/state.js';

export type Spec = Record<number, readonly (PieceKind | `${PieceKind}*`)[]>;

export const INDIGENOUS: readonly PieceKind[] = ['cacique', 'naboria', 'calinago', 'tama', 'capitan', 'tropa', 'caonabo', 'hijos'];

/** A solitaire record with its three decks in order, level 0 and no turn effects, then `sol`'s fields. */
export function solitaireState(sol: Partial<SolitaireState> = {}): SolitaireState {
  return {
    level: 0,
    turn2Deck: [41, 42, 43],
    laterDeck: [44, 45, 46, 47, 48, 49, 50, 51, 52],
    eventDeck: [1, 2, 3, 4, 5, 6, 7, 8],
    card: null,
    finalCard: null,
    target: null,
    effects: NO_TURN_EFFECTS,
    plan: null,
    ...sol,
  };
}

/** A hand-built position: `spec[area]` lists kinds, a trailing `*` for a reduced piece. */
export function position(spec: Spec, over: Partial<MyaState> = {}, sol: Partial<SolitaireState> = {}): MyaState {
  let n = 0;
  const map = Array.from({ length: 15 }, (_, i) => ({
    pieces: (spec[i + 1] ?? []).map((k): Piece => {
      const reduced = k.endsWith('*');
      const kind = (reduced ? k.slice(0, -1) : k) as PieceKind;
      return { id: `${kind}-${n++}`, kind, side: INDIGENOUS.includes(kind) ? 'indigenous' : 'spanish', reduced };
    }),
    parchment: [1, 2, 7, 8, 9].includes(i + 1),
    palisade: false,
    citadel: false,
    anacaona: null,
  }));
  const solitaire = solitaireState(sol);
  return {
    game: 'mar-y-acero',
    format: 1,
    rng: createRng('solitaire-test'),
    mode: 'solitaire',
    level: solitaire.level,
    testamentRule: false,
    turn: 3,
    vp: 5,
    royalSupport: 3,
    grace: { side: 'spanish', usedWindow: false, usedTurn: false },
    impulses: { spanish: 3, indigenous: 3 },
    destiny: 31,
    turn1Deck: [],
    destinyDeck: [],
    hands: { spanish: [], indigenous: [] },
    played: { spanish: null, indigenous: null },
    restriction: 'none',
    revealed: false,
    map,
    bags: Object.fromEntries(UNIT_KINDS.map((k) => [k, 5])) as MyaState['bags'],
    colon: 'map',
    offMap: [],
    leadersOut: [],
    control: Array.from({ length: 15 }, () => 'indigenous' as const),
    testament: null,
    nextId: n,
    tasks: [],
    solitaire,
    result: null,
    ...over,
  };
}
