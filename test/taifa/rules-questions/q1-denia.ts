// Rulebook 11.1 (combat example), 5.1.4-5.1.6, 5.2, 7: the Condados Catalanes, holding Valencia,
// attack Denia (Taifa de Valencia, card bonus -1) with Caballeros (3) and Mesnada (2). Valencia has
// put a Campeón face down and must now decide whether to spend its garrison in Murcia.
// The dice are forced as in the rulebook: 1, 3, 4, 4, 6 for the attack, 1, 1, 1, 4, 4 for the defence.
import { scriptedDice } from 'reglas/core';
import { AREAS, CARDS, taifa } from 'reglas/taifa';

const cardId = (key: string): number => CARDS.find((c) => c.def.key === key)!.id;
const areaNo = (name: string): number => AREAS.find((a) => a.name === name)!.id;

const before = taifa.setup({
  seed: 'rules-11.1',
  position: {
    players: ['catalanes', 'valencia'],
    current: 'catalanes',
    owners: { [areaNo('Valencia')]: 'catalanes' },
    garrisons: [areaNo('Murcia')],
    kingdoms: { catalanes: { hand: [] }, valencia: { hand: [], bonus: -1 } },
    at: {
      point: 'attack-defend',
      area: areaNo('Denia'),
      troops: [cardId('ch-caballeros'), cardId('ch-mesnada')],
      placed: [{ card: cardId('mu-campeon'), by: 'valencia', side: 'defence' }],
    },
  },
});
const spend = taifa.step(before, { type: 'spend-garrison', area: areaNo('Murcia') }, { dice: scriptedDice([1, 3, 4, 4, 6, 1, 1, 1, 4, 4]) });
const combat = spend.events.find((e) => e.type === 'combat')!;
const after = taifa.step(spend.state, { type: 'reward', choice: 'bonus' }).state;

export const answer = {
  /** Who decides first: the defender, Valencia (5.1.4). */
  deciding: taifa.activePlayer(before),
  attackDice: combat.attackDice,
  defenceDice: combat.defenceDice,
  attackHits: combat.attackHits,
  defenceHits: combat.defenceHits,
  /** Denia's castle after the combat (5.1.6). */
  deniaHeldBy: taifa.position(after).owners?.[areaNo('Denia')],
  /** The garrison of Murcia, spent, is gone (5.1.4). */
  murciaGarrison: taifa.position(after).garrisons?.includes(areaNo('Murcia')),
  /** The card bonuses after Catalanes take +1 as their reward (5.1.6, 7). */
  valenciaBonus: taifa.position(after).kingdoms?.valencia?.bonus,
  catalanesBonus: taifa.position(after).kingdoms?.catalanes?.bonus,
};
