import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/core/index.js';
import { marYAcero } from '../../src/games/mar-y-acero/index.js';
import type { MyaState, Piece } from '../../src/games/mar-y-acero/state.js';
import { SENTINEL } from './helpers.js';

const piece = (id: string, kind: Piece['kind'], side: Piece['side']): Piece => ({ id, kind, side, reduced: false });

/** The position of the rulebook example (5.3.5), on a real solitaire game state. */
function examplePosition(): MyaState {
  const s = marYAcero.setup({ seed: 'rulebook-example', mode: 'solitaire', level: 0 });
  const pieces: Record<number, Piece[]> = {
    4: [piece('cacique-90', 'cacique', 'indigenous')],
    5: [piece('naboria-91', 'naboria', 'indigenous')],
    6: [piece('naboria-92', 'naboria', 'indigenous')],
    7: [piece('espatario-93', 'espatario', 'spanish'), piece('peon-94', 'peon', 'spanish')],
    12: [piece('jinete-95', 'jinete', 'spanish')],
  };
  const map = s.map.map((a, i) => ({ ...a, pieces: pieces[i + 1] ?? [], palisade: false, citadel: false, anacaona: null }));
  const control = map.map((a) => (a.pieces.some((p) => p.side === 'spanish') ? 'spanish' : 'indigenous') as 'spanish' | 'indigenous');
  return {
    ...s,
    turn: 3,
    destiny: 31,
    restriction: 'none',
    map,
    control,
    impulses: { spanish: 2, indigenous: 2 },
    tasks: [SENTINEL, { t: 'impulse', seat: 'indigenous' }],
  };
}

describe('5.3.5 the rulebook example, played through the engine', () => {
  it('5.3.5: area 7 drawn holds Spanish units: area 6 is activated and its Taíno raids area 7 (priority 5)', () => {
    const s0 = examplePosition();
    expect(marYAcero.legalActions(s0)).toEqual([{ type: 'bot' }]);
    // The area draw is a roll over the 20 area markers (4.2): forced to 7.
    const r1 = marYAcero.step(s0, { type: 'bot' }, { dice: scriptedDice([7]) });
    const choice = r1.events.find((e) => e.type === 'bot-choice');
    expect(choice?.text).toBe('Nitayno: activates area 6: incursion against area 7');
    expect(choice?.rolls).toEqual([{ die: 'area marker', value: 7, for: 'Nitayno activation area (5.3.5)' }]);
    expect(choice?.['reasons']).toEqual([
      'marker 7 drawn: no Indigenous piece there to activate, counting down to 6 (5.1)',
      'area 6 activated',
      'area 6 is neither 2-VP nor jungle: move',
      'area 7 is priority 5 (5.3.5)',
    ]);
    // The activation: the Nitayno raids area 7. A 3, -1 for an Indigenous-only raid into jungle (4.4.1 D): 2, the Espatario retires.
    expect(marYAcero.legalActions(r1.state)).toEqual([{ type: 'bot' }]);
    const r2 = marYAcero.step(r1.state, { type: 'bot' }, { dice: scriptedDice([3]) });
    expect(r2.events.find((e) => e.type === 'bot-choice')?.text).toBe('Nitayno: raids area 7 from area 6');
    const area7 = r2.state.map[6]?.pieces.map((p) => p.id);
    expect(area7).toEqual(['peon-94']);
    // 5.3.5: a success against a 2-VP area is always followed by a second incursion.
    expect(marYAcero.activePlayer(r2.state)).toBe('indigenous');
    const r3 = marYAcero.step(r2.state, { type: 'bot' }, { dice: scriptedDice([6]) });
    expect(r3.events.find((e) => e.type === 'bot-choice')?.text).toBe('Nitayno: raids area 7 a second time');
    // Second attempt 6 - 1 = 5: the attacking unit is reduced (4.4.1 D second table).
    expect(r3.state.map[5]?.pieces[0]?.reduced).toBe(true);
  });
});

describe('5.4 (8) level II, played through the engine', () => {
  it('5.4 (8): three Indigenous combat dice without a hit are rolled again', () => {
    const s = marYAcero.setup({ seed: 'level-two', mode: 'solitaire', level: 2 });
    const pieces: Record<number, Piece[]> = {
      11: [
        piece('tama-80', 'tama', 'indigenous'),
        piece('tama-81', 'tama', 'indigenous'),
        piece('tama-82', 'tama', 'indigenous'),
        piece('peon-83', 'peon', 'spanish'),
      ],
      12: [piece('tama-84', 'tama', 'indigenous'), piece('peon-85', 'peon', 'spanish')],
      3: [piece('jinete-86', 'jinete', 'spanish')],
    };
    const map = s.map.map((a, i) => ({ ...a, pieces: pieces[i + 1] ?? [], palisade: false, citadel: false, anacaona: null }));
    const s0: MyaState = {
      ...s,
      turn: 3,
      destiny: 31,
      map,
      tasks: [
        {
          t: 'fightOrder',
          seat: 'indigenous',
          areas: [11, 12],
          origins: [
            { area: 11, from: 10 },
            { area: 12, from: 13 },
          ],
        },
      ],
    };
    const r = marYAcero.step(s0, { type: 'bot' }, { dice: scriptedDice([6, 6, 6, 1, 1, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]) });
    const reroll = r.events.find((e) => e.rule === '5.4 (8)');
    expect(reroll?.rolls?.map((x) => x.value)).toEqual([1, 1, 2]);
    expect(reroll?.rolls?.every((x) => x.for.startsWith('level II re-roll: '))).toBe(true);
    // The re-roll explains itself as the first roll does: its factors, modifiers and hits.
    expect(reroll).toMatchObject({ type: 'combat-roll', group: 'indigenous', area: 11 });
    expect((reroll as { factors?: number[] }).factors).toHaveLength(3);
    expect(Array.isArray(reroll?.modifiers)).toBe(true);
    expect((reroll as { hits?: number }).hits).toBeGreaterThan(0);
    // The Peón (2 steps) in area 11 is removed by the re-rolled hits.
    expect(r.state.map[10]?.pieces.some((p) => p.side === 'spanish')).toBe(false);
  });
});

describe('5.3.3 the rulebook example of "Ovando hace oídos sordos", played through the engine', () => {
  it('5.3.3: two Caribs each in areas 1 and 2, the three Taínos in area 10, the last Carib back to its bag', () => {
    const s = marYAcero.setup({ seed: 'ovando', mode: 'solitaire', level: 0 });
    const pieces: Record<number, Piece[]> = {
      1: [piece('calinago-70', 'calinago', 'indigenous')],
      2: [piece('tama-71', 'tama', 'indigenous')],
      10: [piece('espatario-72', 'espatario', 'spanish')],
    };
    const map = s.map.map((a, i) => ({ ...a, pieces: pieces[i + 1] ?? [], palisade: false, citadel: false, anacaona: null }));
    const drawn: Piece[] = [
      piece('calinago-60', 'calinago', 'indigenous'),
      piece('calinago-61', 'calinago', 'indigenous'),
      piece('calinago-62', 'calinago', 'indigenous'),
      piece('calinago-63', 'calinago', 'indigenous'),
      piece('calinago-64', 'calinago', 'indigenous'),
      piece('cacique-65', 'cacique', 'indigenous'),
      piece('cacique-66', 'cacique', 'indigenous'),
      piece('cacique-67', 'cacique', 'indigenous'),
    ];
    // Destiny card 20 shows the Indigenous conflict icon.
    let state: MyaState = {
      ...s,
      turn: 3,
      destiny: 20,
      map,
      tasks: [
        {
          t: 'deploy',
          seat: 'indigenous',
          pieces: drawn,
          where: [{ filter: 'any', among: [1, 2, 10] }],
          overstack: false,
          strikeFirst: false,
          spread: [1, 2, 10],
          area: null,
          placed: [],
          scribes: false,
          label: 'Ovando hace oídos sordos',
        },
      ],
    };
    const placed: { area: unknown; text: string }[] = [];
    let failed = 0;
    for (let i = 0; i < 12 && state.tasks.some((t) => t.t === 'deploy'); i++) {
      const r = marYAcero.step(state, { type: 'bot' });
      for (const e of r.events) {
        if (e.type === 'deploy') placed.push({ area: e['area'], text: e.text });
        if (e.type === 'deploy-failed') failed++;
      }
      state = r.state;
      if (marYAcero.activePlayer(state) !== 'indigenous') break;
    }
    const inArea = (a: number, kind: string): number => placed.filter((p) => p.area === a && p.text.includes(kind)).length;
    expect(inArea(1, 'Calinagos')).toBe(2);
    expect(inArea(2, 'Calinagos')).toBe(2);
    expect(inArea(10, 'Caciques')).toBe(3);
    expect(failed).toBe(1);
  });
});
