import { describe, expect, it } from 'vitest';
import { IllegalActionError, ValidationError } from 'reglas/core';
import {
  marYAcero,
  adjacent,
  controller,
  combatFactor,
  isHit,
  incursionResult,
  incursionModifiers,
  prrFromVrr,
  finalScore,
  graceAvailable,
  palisadeAreas,
  citadelAreas,
  type MyaState,
} from 'reglas/mar-y-acero';
import { newCombat } from '../../src/games/mar-y-acero/combat.js';
import { newActivation } from '../../src/games/mar-y-acero/movement.js';
import { runEffect } from '../../src/games/mar-y-acero/effects.js';
import { recordingLog, scriptedDice, stepDice } from 'reglas/core';
import { EVENT_BY_ID } from '../../src/games/mar-y-acero/data/cards.js';
import { useGrace } from '../../src/games/mar-y-acero/combat.js';
import { board, draws, kinds, piece, play, run, SENTINEL } from './helpers.js';

describe('4.2 key concepts', () => {
  it('4.2: consecutive areas are adjacent, and 15 is adjacent to 1', () => {
    expect(adjacent(3, 4)).toBe(true);
    expect(adjacent(15, 1)).toBe(true);
    expect(adjacent(1, 3)).toBe(false);
    expect(adjacent(7, 9)).toBe(false);
  });
  it('4.2: an empty area is Indigenous; a lone citadel is Spanish; both sides present: nobody yet', () => {
    const s = board({ pieces: { 4: [piece('jinete'), piece('tama')], 12: [piece('tama')] } });
    expect(controller(s, 1)).toBe('indigenous');
    expect(controller(s, 4)).toBe(null);
    const c: MyaState = { ...s, map: s.map.map((a, i) => (i === 1 ? { ...a, citadel: true } : a)) };
    expect(controller(c, 2)).toBe('spanish');
  });
});

describe('4.1 set-up and 4.3.1 turn 1', () => {
  it('4.1: one Indigenous unit of the right colour in each area, parchments on 1, 2, 7, 8, 9, RS 3, five Event cards each', () => {
    const s = marYAcero.setup({ seed: 'setup-1' });
    expect(s.royalSupport).toBe(3);
    expect(s.hands.spanish).toHaveLength(5);
    expect(s.hands.indigenous).toHaveLength(5);
    expect(s.map.map((a, i) => (a.parchment ? i + 1 : 0)).filter(Boolean)).toEqual([1, 2, 7, 8, 9]);
    for (const a of [1, 2, 10]) {
      // Carib areas: unless the landing fight removed it, the unit there is a Carib.
      const ind = s.map[a - 1]!.pieces.filter((p) => p.side === 'indigenous');
      for (const p of ind) expect(['calinago', 'tama']).toContain(p.kind);
    }
    for (const a of [6, 7, 13, 14]) {
      const ind = s.map[a - 1]!.pieces.filter((p) => p.side === 'indigenous');
      for (const p of ind) expect(['cacique', 'naboria']).toContain(p.kind);
    }
  });
  it('4.3.1 III: the landing roll of the turn-1 Destiny card decides where Colón and three soldiers land', () => {
    const base = board({ pieces: { 11: [piece('tama', false, 'tama-x')], 3: [piece('naboria')] } });
    const s: MyaState = {
      ...base,
      turn: 1,
      destiny: null,
      turn1Deck: [17],
      colon: 'ships',
      offMap: [piece('colon', false, 'colon'), piece('jinete', false, 'j1'), piece('espatario', false, 'e1'), piece('arcabucero', false, 'a1')],
      tasks: [SENTINEL, { t: 'phase', phase: 'turn1' }],
    };
    // Card 17: 5 -> area 11. Four Spanish pieces against one: the Spanish pick three fighters (a decision).
    const r = run(s, [5]);
    expect(r.state.destiny).toBe(17);
    expect(r.state.grace.side).toBe('spanish');
    expect(kinds(r.state, 11)).toEqual(['arcabucero', 'colon', 'espatario', 'jinete', 'tama']);
    expect(r.events.some((e) => e.type === 'landing' && e.area === 11)).toBe(true);
    expect(r.state.tasks.at(-1)).toMatchObject({ t: 'combat', area: 11, a: 'spanish', stage: 'commitA' });
  });
});

describe('4.4.1 B combat', () => {
  it('4.4.1 B: a 1 always hits and a 6 always misses', () => {
    expect(isHit(1, 1)).toBe(true);
    expect(isHit(6, 5)).toBe(false);
    expect(isHit(4, 4)).toBe(true);
    expect(isHit(5, 4)).toBe(false);
  });
  it('4.4.1 B: jungle, palisade and citadel modifiers; factors capped between 1 and 5', () => {
    const tama = piece('tama');
    const jinete = piece('jinete');
    const arcab = piece('arcabucero');
    const peon = piece('peon');
    const s0 = board({ pieces: { 3: [tama, jinete], 6: [arcab, peon] } });
    expect(combatFactor(s0, tama, 3, false, false, true).value).toBe(3); // 2 + jungle defending
    expect(combatFactor(s0, jinete, 3, true, false, true).value).toBe(4); // 5 - jungle attacking
    const s1: MyaState = { ...s0, map: s0.map.map((a, i) => (i === 5 ? { ...a, citadel: true } : a)) };
    expect(combatFactor(s1, arcab, 6, false, false, true).value).toBe(5); // 5 + 2 capped at 5
    expect(combatFactor(s1, peon, 6, false, false, true).value).toBe(4); // 2 + 2
    const s2: MyaState = { ...s0, map: s0.map.map((a, i) => (i === 5 ? { ...a, palisade: true } : a)) };
    expect(combatFactor(s2, peon, 6, false, false, true).value).toBe(3);
    expect(combatFactor(s2, peon, 6, true, false, true).value).toBe(1); // no palisade bonus when attacking
  });
  it('4.4.1 B: simultaneous round: hits reduce a full unit, then remove a reduced one; leaders are eliminated', () => {
    const e1 = piece('espatario', false, 'e1');
    const e2 = piece('espatario', true, 'e2');
    const nab = piece('naboria', false, 'n1');
    const s = board({ pieces: { 6: [e1, e2, nab], 12: [piece('tama')] }, tasks: [{ t: 'settle' }, newCombat(6, 'spanish', 'indigenous', null, [5], 'test')] });
    // Spanish roll 2 (hit) and 6 (miss); the Naboria (defence 2) rolls 1: a hit, always.
    const r = run(s, [2, 6, 1]);
    // The Spanish choose which espatario takes the hit: full (reduce) or reduced (removed).
    expect(r.state.tasks.at(-1)).toMatchObject({ t: 'combat', stage: 'hitsA' });
    expect(kinds(r.state, 6)).toEqual(['espatario', 'espatario*', 'naboria*']);
    const after = play(r.state, [{ type: 'hit', piece: 'e2' }], [4, 6, 3]);
    // Round 2 (no withdrawal possible into enemy-free areas? the defender may withdraw: stay) ...
    expect(after.events.some((e) => e.type === 'hit' && e.piece === 'e2')).toBe(true);
    expect(after.state.map[5]!.pieces.some((p) => p.id === 'e2')).toBe(false);
  });
  it('4.4.1 B: non-simultaneous combat: the side striking first removes units before they roll', () => {
    const t1 = piece('tropa', false, 't1');
    const p1 = piece('peon', true, 'p1');
    const s = board({ pieces: { 6: [t1, p1], 12: [piece('tama')] }, tasks: [{ t: 'settle' }, newCombat(6, 'indigenous', 'spanish', 'a', [], 'card 4')] });
    // The Rebel rolls 3 (hit vs factor 4): the reduced Peón is removed and never rolls.
    const r = run(s, [3]);
    expect(kinds(r.state, 6)).toEqual(['tropa']);
    expect(r.state.control[5]).toBe('indigenous');
  });
  it('4.3.2 I: the Indigenous conflict is one round of Taíno-Carib combat, both using their attack factor', () => {
    const cal = piece('calinago', false, 'c1');
    const nab = piece('naboria', false, 'n1');
    const s = board({ destiny: 20, pieces: { 5: [cal, nab], 12: [piece('jinete')] }, tasks: [{ t: 'phase', phase: 'conflict' }] });
    // Carib attack 3 rolls 3: hit. Taíno attack 1 rolls 2: miss (in jungle, no defence bonus in the conflict).
    const r = run(s, [2, 3]);
    expect(kinds(r.state, 5)).toEqual(['calinago', 'naboria*']);
    expect(r.state.tasks.at(-1)).toEqual(SENTINEL);
  });
  it('4.3.2 I exception: no conflict combat where Caonabó stands', () => {
    const s = board({
      destiny: 20,
      pieces: { 5: [piece('calinago'), piece('naboria'), piece('caonabo', false, 'caonabo')], 12: [piece('jinete')] },
      tasks: [{ t: 'phase', phase: 'conflict' }],
    });
    const r = run(s, []);
    expect(kinds(r.state, 5)).toEqual(['calinago', 'caonabo', 'naboria']);
  });
});

describe('4.4.1 A movement', () => {
  it('4.4.1 A: the rulebook example of extended movement (areas 3 -> 10, 6, 5, then 10, 5 and 6 again)', () => {
    const s = board({
      destiny: 22,
      pieces: {
        3: [piece('colon', false, 'colon'), piece('espatario', false, 'sA'), piece('peon', false, 'pA'), piece('escribano', false, 'wA')],
        10: [piece('jinete', false, 'sB'), piece('arcabucero', false, 'sC'), piece('peon', false, 'pB')],
        5: [piece('jinete', false, 'sD'), piece('peon', false, 'pC')],
        6: [piece('arcabucero', false, 'sE'), piece('espatario', false, 'sF'), piece('escribano', false, 'wB')],
        12: [piece('tama')],
      },
      tasks: [newActivation('spanish', 3)],
    });
    const moves = [
      { type: 'move', piece: 'colon', to: 10 },
      { type: 'move', piece: 'sA', to: 6 },
      { type: 'move', piece: 'pA', to: 5 },
      { type: 'move', piece: 'colon', to: 7 },
      { type: 'move', piece: 'sB', to: 7 },
      { type: 'move', piece: 'sC', to: 9 },
      { type: 'move', piece: 'sD', to: 15 },
      { type: 'move', piece: 'sE', to: 4 },
      { type: 'move', piece: 'sF', to: 8 },
    ];
    const sixMid = play(s, moves.slice(0, 7)).state;
    // Area 6 holds four units for a moment: the temporary over-stacking of extended movement.
    expect(sixMid.map[5]!.pieces.filter((p) => p.side === 'spanish')).toHaveLength(4);
    expect(marYAcero.legalActions(sixMid)).not.toContainEqual({ type: 'end-move' });
    // Five conquests, five gold searches (card 22: 1-3 gives +1 Royal Support).
    const end = play(sixMid, [moves[7]!, moves[8]!, { type: 'end-move' }], [1, 2, 3, 1, 2]);
    expect(kinds(end.state, 3)).toEqual(['escribano']);
    expect(kinds(end.state, 10)).toEqual(['peon']);
    expect(kinds(end.state, 7)).toEqual(['colon', 'jinete']);
    expect(kinds(end.state, 9)).toEqual(['arcabucero']);
    expect(kinds(end.state, 5)).toEqual(['peon', 'peon']);
    expect(kinds(end.state, 15)).toEqual(['jinete']);
    expect(kinds(end.state, 6)).toEqual(['escribano', 'espatario']);
    expect(kinds(end.state, 4)).toEqual(['arcabucero']);
    expect(kinds(end.state, 8)).toEqual(['espatario']);
    expect(end.state.vp).toBe(9);
    expect(end.state.royalSupport).toBe(8);
  });
  it('4.4.1 A: naval difficulty: a unit is reduced before moving by sea from the area', () => {
    const s = board({
      destiny: 20,
      pieces: { 3: [piece('jinete', false, 'j1'), piece('peon', false, 'p1')], 12: [piece('tama')] },
      tasks: [newActivation('spanish', 3)],
    });
    const legal = marYAcero.legalActions(s);
    expect(legal).toContainEqual({ type: 'move', piece: 'j1', to: 4 });
    expect(legal).not.toContainEqual({ type: 'move', piece: 'j1', to: 10 });
    const paid = play(s, [{ type: 'pay-naval', area: 3, piece: 'p1' }]).state;
    expect(kinds(paid, 3)).toEqual(['jinete', 'peon*']);
    expect(marYAcero.legalActions(paid)).toContainEqual({ type: 'move', piece: 'j1', to: 10 });
  });
  it('4.4.1 A: Indigenous naval movement: one companion per Rebel, to the same area', () => {
    const s = board({
      destiny: 22,
      pieces: { 3: [piece('tropa', false, 'r1'), piece('tama', false, 't1'), piece('calinago', false, 'c1')], 12: [piece('jinete')] },
      tasks: [newActivation('indigenous', 3)],
    });
    expect(marYAcero.legalActions(s)).not.toContainEqual({ type: 'move', piece: 't1', to: 9 });
    const after = play(s, [{ type: 'move', piece: 'r1', to: 9 }]).state;
    const legal = marYAcero.legalActions(after);
    expect(legal).toContainEqual({ type: 'move', piece: 't1', to: 9 });
    expect(legal).not.toContainEqual({ type: 'move', piece: 't1', to: 10 });
    const after2 = play(after, [{ type: 'move', piece: 't1', to: 9 }]).state;
    expect(marYAcero.legalActions(after2)).not.toContainEqual({ type: 'move', piece: 'c1', to: 9 });
    expect(marYAcero.legalActions(after2)).toContainEqual({ type: 'move', piece: 'c1', to: 4 });
  });
  it('4.3.2 IV: a side with an over-stacked area must activate it first', () => {
    const s = board({
      pieces: { 3: [piece('jinete'), piece('jinete'), piece('peon'), piece('peon')], 6: [piece('peon')], 12: [piece('tama')] },
      tasks: [{ t: 'impulse', seat: 'spanish' }],
    });
    expect(marYAcero.legalActions(s)).toEqual([{ type: 'activate', area: 3 }]);
  });
});

describe('4.4.1 D incursion', () => {
  it('4.4.1 D: first- and second-attempt tables', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => incursionResult(1, d))).toEqual(['retire', 'retire', 'reduce', 'none', 'none', 'attackerLoss']);
    expect([1, 2, 3, 4, 5, 6].map((d) => incursionResult(2, d))).toEqual([
      'retire',
      'retire',
      'reduce',
      'attackerLoss',
      'attackerLoss',
      'attackerLossLeaderDies',
    ]);
    expect(incursionResult(1, 0)).toBe('retire');
    expect(incursionResult(2, 7)).toBe('attackerLossLeaderDies');
  });
  it('4.4.1 D: +1 against a citadel, -1 for Indigenous-only incursions into jungle', () => {
    const s = board({ pieces: { 2: [piece('tama')], 3: [piece('jinete')], 12: [piece('tama')] } });
    expect(incursionModifiers(s, { origin: 2, target: 3, seat: 'indigenous' }).map((m) => m.value)).toEqual([-1]);
    const c: MyaState = { ...s, map: s.map.map((a, i) => (i === 2 ? { ...a, citadel: true } : a)) };
    expect(incursionModifiers(c, { origin: 2, target: 3, seat: 'indigenous' }).map((m) => m.value)).toEqual([1, -1]);
    const r: MyaState = { ...s, map: s.map.map((a, i) => (i === 1 ? { ...a, pieces: [...a.pieces, piece('tropa')] } : a)) };
    expect(incursionModifiers(r, { origin: 2, target: 3, seat: 'indigenous' })).toEqual([]);
  });
  it('4.4.1 D: a success removes the best defending unit (never a leader) and allows a second attempt', () => {
    const s = board({
      destiny: 22,
      pieces: {
        6: [piece('tama', false, 't1')],
        7: [piece('arcabucero', false, 'a1'), piece('peon', false, 'p1'), piece('colon', false, 'colon')],
        12: [piece('tama')],
      },
      tasks: [newActivation('indigenous', 6)],
    });
    const r = play(s, [{ type: 'incursion', target: 7 }], [2]);
    expect(kinds(r.state, 7)).toEqual(['colon', 'peon']);
    expect(marYAcero.legalActions(r.state)).toEqual([{ type: 'again' }, { type: 'stop' }]);
    // Second attempt: a 6 reduces the attacker.
    const r2 = play(r.state, [{ type: 'again' }], [6]);
    expect(kinds(r2.state, 6)).toEqual(['tama*']);
  });
});

describe('4.3.2 III replacements and reinforcements', () => {
  it('4.3.2 III: PRR from the VRR difference (0 or 1: both 2; otherwise lower gets the difference, higher 1)', () => {
    expect(prrFromVrr(4, 5)).toEqual({ spanish: 2, indigenous: 2 });
    expect(prrFromVrr(7, 7)).toEqual({ spanish: 2, indigenous: 2 });
    // The rulebook example: a difference of 3, the Spanish played the lower VRR.
    expect(prrFromVrr(4, 7)).toEqual({ spanish: 3, indigenous: 1 });
    expect(prrFromVrr(7, 1)).toEqual({ spanish: 1, indigenous: 6 });
  });
  it('4.3.2 III example: with 3 PRR the Spanish cannot draw three units from the same bag in a row', () => {
    const s = board({ pieces: { 6: [piece('peon')], 12: [piece('tama')] }, tasks: [{ t: 'prr', seat: 'spanish', points: 3, lastBag: null, drawn: [] }] });
    const a = play(s, [{ type: 'draw', bag: 'soldier' }], draws(1)).state;
    expect(marYAcero.legalActions(a)).not.toContainEqual({ type: 'draw', bag: 'soldier' });
    expect(marYAcero.legalActions(a)).toContainEqual({ type: 'draw', bag: 'settler' });
    const b = play(a, [{ type: 'draw', bag: 'settler' }], draws(1)).state;
    expect(marYAcero.legalActions(b)).toContainEqual({ type: 'draw', bag: 'soldier' });
    expect(marYAcero.legalActions(b)).not.toContainEqual({ type: 'draw', bag: 'settler' });
  });
  it('4.2, 4.3.2 III: a unit drawn from a bag is a roll of a die with one face per counter, so scriptedDice forces which unit a PRR draw brings', () => {
    const s = board({ pieces: { 6: [piece('peon')], 12: [piece('tama')] }, tasks: [{ t: 'prr', seat: 'spanish', points: 2, lastBag: null, drawn: [] }] });
    const { jinete, arcabucero, espatario } = s.bags;
    const faces = jinete + arcabucero + espatario;
    // The faces name the counters in the order of the bag's kinds: Jinetes, Arcabuceros, Espatarios.
    const draw = (face: number) => play(s, [{ type: 'draw', bag: 'soldier' }], [face]);
    const first = draw(jinete + 1);
    const task = first.state.tasks.at(-1)!;
    expect(task.t === 'prr' ? task.drawn.map((p) => p.kind) : []).toEqual(['arcabucero']);
    expect(first.state.bags.arcabucero).toBe(arcabucero - 1);
    expect(first.events.find((e) => e.type === 'reinforcement')).toMatchObject({
      rule: '4.3.2 III',
      rolls: [{ die: `d${faces}`, value: jinete + 1 }],
      modifiers: [],
    });
    const last = draw(faces).state.tasks.at(-1)!;
    expect(last.t === 'prr' ? last.drawn.map((p) => p.kind) : []).toEqual(['espatario']);
    // A face the die does not have is refused, and nothing changes.
    expect(() => draw(faces + 1)).toThrow(ValidationError);
  });
  it('4.3.2 III: deployment priorities: own areas first, within the stacking limit', () => {
    const s = board({
      pieces: { 6: [piece('peon'), piece('peon'), piece('peon')], 8: [piece('jinete')], 12: [piece('tama')] },
      tasks: [
        {
          t: 'deploy',
          seat: 'spanish',
          pieces: [piece('jinete', false, 'new')],
          where: 'reinforcement',
          overstack: false,
          strikeFirst: false,
          spread: [],
          area: null,
          placed: [],
          scribes: false,
          label: 'test',
        },
      ],
    });
    // Area 6 is full: only area 8 (the other Spanish area) qualifies; no choice, played at once.
    const r = run(s);
    expect(kinds(r.state, 8)).toEqual(['jinete', 'jinete']);
  });
});

describe('4.3.2 II events', () => {
  it("4.3.2 II example: Royal Support at 2 turns card 9's 7 soldiers into 6", () => {
    const s = board({ pieces: { 6: [piece('colon', false, 'colon')], 12: [piece('tama')] }, patch: { royalSupport: 2 } });
    // 6 soldiers and 6 settlers drawn (4.2), each forced to its bag's first counter.
    const ctx = { dice: stepDice(s.rng, scriptedDice(draws(12))), log: recordingLog() };
    const out = runEffect(s, 'spanish', 9, EVENT_BY_ID.get(9)!.effects[0]!, ctx);
    const task = out.tasks.at(-1)!;
    expect(task.t).toBe('deploy');
    if (task.t !== 'deploy') return;
    expect(task.pieces.filter((p) => ['jinete', 'arcabucero', 'espatario'].includes(p.kind))).toHaveLength(6);
    expect(task.pieces.filter((p) => ['peon', 'escribano'].includes(p.kind))).toHaveLength(6);
    expect(ctx.log.events.some((e) => e.type === 'royal-support-soldiers')).toBe(true);
    // 4.2: each bag's draws reported with one roll per counter, each forced to the bag's first counter.
    const drawn = ctx.log.events.filter((e) => e.type === 'bag-draw') as unknown as { bag: string; rolls: { value: number }[] }[];
    expect(drawn.map((e) => [e.bag, e.rolls.map((r) => r.value)])).toEqual([
      ['soldier', draws(6)],
      ['settler', draws(6)],
    ]);
    // Over-stacking icon: everything in Colón's area.
    const placed = run(out).state;
    expect(placed.map[5]!.pieces.filter((p) => p.side === 'spanish').length).toBe(13);
  });
  it('4.3.2 I/II: "Ovando hace oídos sordos" under an Indigenous conflict (the rulebook example)', () => {
    // Conflict turn (card 20); a Carib in 1 and in 2, a Spanish unit in 10.
    const s0 = board({ destiny: 20, pieces: { 1: [piece('tama')], 2: [piece('calinago')], 10: [piece('espatario', false, 'esp')] } });
    // 5 Caribs and 3 Taínos drawn (4.2), each forced to its bag's first counter.
    const ctx = { dice: stepDice(s0.rng, scriptedDice(draws(8))), log: recordingLog() };
    let s = runEffect(s0, 'indigenous', 7, EVENT_BY_ID.get(7)!.effects[0]!, ctx);
    const task = s.tasks.at(-1)!;
    if (task.t !== 'deploy') throw new Error('deploy expected');
    const caribs = task.pieces.filter((p) => p.kind === 'calinago' || p.kind === 'tama');
    const tainos = task.pieces.filter((p) => p.kind === 'cacique' || p.kind === 'naboria');
    expect(caribs).toHaveLength(5);
    expect(tainos).toHaveLength(3);
    // Two Caribs in 1, two in 2, the three Taínos in 10 (the card needs a unit in each of 1, 2 and 10).
    for (const [p, a] of [
      [caribs[0]!, 1],
      [caribs[1]!, 1],
      [caribs[2]!, 2],
      [caribs[3]!, 2],
      [tainos[0]!, 10],
      [tainos[1]!, 10],
      [tainos[2]!, 10],
    ] as const) {
      const legal = marYAcero.legalActions(s);
      const want = legal.find(
        (x) =>
          x.type === 'place' &&
          x.area === a &&
          (s.tasks.at(-1) as unknown as { pieces: { id: string; kind: string }[] }).pieces.find((q) => q.id === (x as { piece: string }).piece)?.kind ===
            p.kind,
      );
      expect(want, `place ${p.kind} in ${a}`).toBeTruthy();
      s = marYAcero.step(s, want!, { dice: scriptedDice([6, 6, 6, 6, 6, 6, 6, 6, 6]) }).state;
      if (s.tasks.at(-1)?.t !== 'deploy') break;
    }
    // The fifth Carib: areas 1 and 2 are full and it may not join the Taínos in a conflict turn: back to the bag.
    expect(kinds(s, 1)).toHaveLength(3);
    expect(kinds(s, 2)).toHaveLength(3);
    expect(
      s.map[9]!.pieces.filter((p) => p.side === 'indigenous')
        .map((p) => p.kind)
        .every((k) => k === 'cacique' || k === 'naboria'),
    ).toBe(true);
  });
});

describe('4.4.2 build, 4.4.3 scribes, 4.5 Divine Grace/Yaya', () => {
  it('4.4.2: palisades only in Spanish areas outside the jungle; citadels on a palisade with a Peón, which both go back', () => {
    const s = board({ pieces: { 3: [piece('jinete')], 6: [piece('peon', false, 'p6')], 8: [piece('jinete')], 12: [piece('tama')] } });
    expect(palisadeAreas(s)).toEqual([6, 8]);
    const withPal: MyaState = {
      ...s,
      map: s.map.map((a, i) => (i === 5 || i === 7 ? { ...a, palisade: true } : a)),
      tasks: [SENTINEL, { t: 'impulse', seat: 'spanish' }],
    };
    expect(citadelAreas(withPal)).toEqual([6]);
    const r = play(withPal, [{ type: 'build', what: 'citadel' }]).state;
    expect(r.map[5]!.citadel).toBe(true);
    expect(r.map[5]!.palisade).toBe(false);
    expect(kinds(r, 6)).toEqual([]);
    expect(controller(r, 6)).toBe('spanish');
  });
  it('4.4.3: the Royal scribes turn a Spanish 2-VP area to 2 VP for the rest of the game', () => {
    const s = board({ pieces: { 7: [piece('escribano', false, 'w'), piece('jinete')], 12: [piece('tama')] }, tasks: [newActivation('spanish', 7)] });
    expect(s.vp).toBe(1);
    const r = play(s, [{ type: 'scribe', area: 7 }]).state;
    expect(r.map[6]!.parchment).toBe(false);
    expect(r.vp).toBe(2);
    expect(kinds(r, 7)).toEqual(['jinete']);
  });
  it('4.5: one use per phase or impulse, by one side only; the marker turns when used', () => {
    const s = board({ pieces: { 12: [piece('tama')], 6: [piece('jinete')] }, patch: { grace: { side: 'indigenous', usedWindow: false, usedTurn: false } } });
    expect(graceAvailable(s, 'indigenous')).toBe(true);
    expect(graceAvailable(s, 'spanish')).toBe(false);
    const used = useGrace(s);
    expect(used.grace).toEqual({ side: 'spanish', usedWindow: true, usedTurn: true });
    expect(graceAvailable(used, 'spanish')).toBe(false);
  });
  it('4.5: Divine Grace re-rolls a missed combat die', () => {
    const s = board({
      pieces: { 6: [piece('jinete', false, 'j'), piece('tama', false, 't')], 12: [piece('tama')] },
      tasks: [{ t: 'settle' }, newCombat(6, 'spanish', 'indigenous', null, [], 'test')],
      patch: { grace: { side: 'spanish', usedWindow: false, usedTurn: false } },
    });
    const r = run(s, [6]);
    expect(marYAcero.legalActions(r.state)).toContainEqual({ type: 'grace', use: 'reroll', dice: [1] });
    const g = play(r.state, [{ type: 'grace', use: 'reroll', dice: [1] }], [2, 5]);
    expect(g.events.some((e) => e.type === 'grace')).toBe(true);
    expect(g.state.grace.side).toBe('indigenous');
    expect(kinds(g.state, 6)).toContain('tama*');
  });
  it('4.3.2 V: an unused marker turns to its other side at the end of the turn', () => {
    const s = board({
      pieces: { 12: [piece('tama')], 6: [piece('jinete')] },
      tasks: [{ t: 'phase', phase: 'final' }],
      patch: { grace: { side: 'spanish', usedWindow: false, usedTurn: false } },
    });
    const r = run(s);
    expect(r.state.grace.side).toBe('indigenous');
    expect(r.state.turn).toBe(3);
  });
});

describe('4.6 end of the game', () => {
  it('4.6: Royal Support, citadels and Anacaona adjust the final VP; no double +1 from three citadels', () => {
    const s = board({ pieces: { 12: [piece('tama')] }, patch: { vp: 15, royalSupport: 9 } });
    const three = { ...s, map: s.map.map((a, i) => (i < 3 ? { ...a, citadel: true } : a)) };
    expect(finalScore(three).vp).toBe(16);
    const low = { ...three, royalSupport: 4 };
    expect(finalScore(low).vp).toBe(16);
    const none = { ...s, royalSupport: 1, map: s.map.map((a, i) => (i === 5 ? { ...a, anacaona: 'indigenous' as const } : a)) };
    expect(finalScore(none).vp).toBe(12);
  });
  it('4.6: a side with nothing left on the map loses at once', () => {
    const s = board({
      pieces: { 6: [piece('jinete')], 7: [piece('naboria', true)] },
      tasks: [{ t: 'settle' }, newCombat(7, 'spanish', 'indigenous', null, [], 'test')],
    });
    const moved = { ...s, map: s.map.map((a, i) => (i === 6 ? { ...a, pieces: [...a.pieces, piece('jinete', false, 'j2')] } : a)) };
    const r = run(moved, [1, 6]);
    expect(marYAcero.isTerminal(r.state)).toBe(true);
    expect(marYAcero.outcome(r.state)).toMatchObject({ winners: ['spanish'], level: 'decisive' });
    expect(marYAcero.legalActions(r.state)).toEqual([]);
  });
  it('a game plays to its end: outcome with the victory level of table 4.6', () => {
    let s = marYAcero.setup({ seed: 'whole-1' });
    let i = 0;
    while (!marYAcero.isTerminal(s)) s = marYAcero.apply(s, marYAcero.legalActions(s)[(i++ * 7) % marYAcero.legalActions(s).length]!);
    const o = marYAcero.outcome(s)!;
    expect(['decisive', 'important', 'minor']).toContain(o.level);
  });
});

describe('contract details', () => {
  it('bad options are rejected with a ValidationError naming the path', () => {
    expect(() => marYAcero.setup({ seed: 1 } as never)).toThrow(ValidationError);
    expect(() => marYAcero.setup({ seed: 'x', level: 2 })).toThrow(/level/);
    expect(() => marYAcero.setup({ seed: 'x', mode: 'chess' } as never)).toThrow(ValidationError);
  });
  it('an unlisted action throws IllegalActionError and changes nothing', () => {
    const s = marYAcero.setup({ seed: 'ill' });
    expect(() => marYAcero.apply(s, { type: 'end-move' })).toThrow(IllegalActionError);
  });
});

describe('card 24 and naval payments', () => {
  it('4.4.1 A: without a Rebel the Indigenous cannot sail, so no naval-difficulty reduction is offered', () => {
    const s = board({
      destiny: 20,
      pieces: { 3: [piece('tama', false, 't1'), piece('tama', false, 't2')], 12: [piece('jinete')] },
      tasks: [newActivation('indigenous', 3)],
    });
    expect(marYAcero.legalActions(s).some((a) => a.type === 'pay-naval')).toBe(false);
  });
  it('card 24 Broma en el casco: an Indigenous non-Rebel pays a unit to move to an adjacent area', () => {
    const s = board({
      destiny: 24,
      pieces: { 3: [piece('tama', false, 't1'), piece('naboria', false, 'n1')], 12: [piece('jinete')] },
      tasks: [newActivation('indigenous', 3)],
      patch: { restriction: 'broma' },
    });
    const legal = marYAcero.legalActions(s);
    expect(legal.some((a) => a.type === 'move')).toBe(false);
    const paid = play(s, [{ type: 'pay-naval', area: 3, piece: 'n1' }]).state;
    expect(kinds(paid, 3)).toEqual(['tama']);
    expect(marYAcero.legalActions(paid)).toContainEqual({ type: 'move', piece: 't1', to: 4 });
  });
});
