// Rulebook 5.2: "Si el atacante hace más impactos que el defensor, el atacante gana. Si hace el mismo
// número o menos, el defensor gana." Castilla (La Rioja) attacks independent Tudela (defence 2) with a
// single Mesnada (2 dice). Each side scores one hit: who wins? The other kingdoms are bots, which
// place no face-down cards (9.4), so the attack is resolved in the same step.
import { scriptedDice } from 'reglas/core';
import { AREAS, CARDS, taifa } from 'reglas/taifa';

const cardId = (key: string): number => CARDS.find((c) => c.def.key === key)!.id;
const areaNo = (name: string): number => AREAS.find((a) => a.name === name)!.id;

const mesnada = cardId('ch-mesnada');
export const before = taifa.setup({
  seed: 'rules-5.2',
  position: { players: ['castilla'], current: 'castilla', kingdoms: { castilla: { hand: [mesnada] } } },
});
// Attack 4 and 2 (one hit), defence 6 and 3 (one hit).
const { state, events } = taifa.step(before, { type: 'attack', area: areaNo('Tudela') }, { dice: scriptedDice([4, 2, 6, 3]) });
const combat = events.find((e) => e.type === 'combat')!;
const after = taifa.position(state);

export const answer = {
  attackHits: combat.attackHits,
  defenceHits: combat.defenceHits,
  /** Whether the attacker won. */
  won: combat.won,
  /** Tudela after the attack. */
  tudela: after.owners?.[areaNo('Tudela')],
  /** 5.1.7: every card used goes to the discard, won or lost. */
  mesnadaDiscarded: after.discard?.includes(mesnada),
  castillaBonus: after.kingdoms?.castilla?.bonus,
};
