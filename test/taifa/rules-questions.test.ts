import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptedDice } from 'reglas/core';
import { AREAS, taifa } from 'reglas/taifa';

// The snippets play their attack when imported: each is imported inside its test, so that a rule
// broken there fails that test rather than the file's loading (which a mutation run cannot read).
const q1 = () => import('./rules-questions/q1-denia.js');
const q2 = () => import('./rules-questions/q2-tie.js');
const q3 = () => import('./rules-questions/q3-sudden-victory.js');

const FILES = ['q1-denia.ts', 'q2-tie.ts', 'q3-sudden-victory.ts'];

describe('docs/rules-questions-taifa.md: the rules questions, as a rules lawyer pastes them', () => {
  it('the page shows exactly the snippet files this test runs, in order', () => {
    const page = readFileSync(new URL('../../docs/rules-questions-taifa.md', import.meta.url), 'utf8');
    const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toEqual(FILES.map((f) => readFileSync(new URL(`./rules-questions/${f}`, import.meta.url), 'utf8')));
  });

  it('11.1 (5.1.4-5.1.6, 5.2, 7): Denia falls to 3 hits against 2; Murcia’s garrison is spent; bonuses -1 -> -2 and 0 -> +1', async () => {
    const { answer: denia } = await q1();
    expect(denia).toEqual({
      deciding: 'valencia',
      attackDice: 5,
      defenceDice: 5,
      attackHits: 3,
      defenceHits: 2,
      deniaHeldBy: 'catalanes',
      murciaGarrison: false,
      valenciaBonus: -2,
      catalanesBonus: 1,
    });
  });

  it('5.2: equal hits, the defender holds; 5.1.7: the troop is discarded anyway; 7: no bonus moves', async () => {
    const { answer: tie } = await q2();
    expect(tie).toEqual({ attackHits: 1, defenceHits: 1, won: false, tudela: 'independent', mesnadaDiscarded: true, castillaBonus: 0 });
  });

  it('5.2: the same position asked again with two hits against one: the attacker wins (as the page says)', async () => {
    const { before: tieBefore } = await q2();
    const tudela = AREAS.find((a) => a.name === 'Tudela')!.id;
    const { events, state } = taifa.step(tieBefore, { type: 'attack', area: tudela }, { dice: scriptedDice([4, 5, 6, 3]) });
    expect(events.find((e) => e.type === 'combat')).toMatchObject({ attackHits: 2, defenceHits: 1, won: true });
    expect(taifa.position(state).owners?.[tudela]).toBe('castilla');
  });

  it('8: the 13th castle wins at once, in turn 1', async () => {
    const { answer: sudden } = await q3();
    expect(sudden.castlesBefore).toBe(12);
    expect(sudden.over).toBe(true);
    expect(sudden.turn).toBe(1);
    expect(sudden.outcome?.winners).toEqual(['castilla']);
    expect(sudden.outcome?.reason).toMatch(/all 13 castles: sudden victory/);
    expect(sudden.outcome?.score?.castilla).toBe(13);
  });
});
