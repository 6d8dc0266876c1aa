// Rulebook 8: "Mediante una victoria repentina, siempre que un reino haya colocado todos sus castillos
// disponibles en áreas del mapa, gana inmediatamente (cada reino tiene 13 castillos)." In turn 1,
// Castilla holds 12 areas (its 8 of the deployment, and Navarra, Tudela, Zaragoza, Calatayud) and
// attacks independent Aragón with Caballería pesada (4 dice). Does the game end at once, in turn 1?
import { scriptedDice } from 'reglas/core';
import { AREAS, CARDS, taifa } from 'reglas/taifa';

const cardId = (key: string): number => CARDS.find((c) => c.def.key === key)!.id;
const areaNo = (name: string): number => AREAS.find((a) => a.name === name)!.id;

const before = taifa.setup({
  seed: 'rules-8',
  position: {
    players: ['castilla'],
    turn: 1,
    owners: { [areaNo('Navarra')]: 'castilla', [areaNo('Tudela')]: 'castilla', [areaNo('Zaragoza')]: 'castilla', [areaNo('Calatayud')]: 'castilla' },
    kingdoms: { castilla: { hand: [cardId('ch-caballeria')] } },
  },
});
// Attack 6, 6, 6, 1 (three hits); Aragón defends with 3 dice: 1, 2, 3 (none).
const { state } = taifa.step(before, { type: 'attack', area: areaNo('Aragón') }, { dice: scriptedDice([6, 6, 6, 1, 1, 2, 3]) });

export const answer = {
  /** Castilla's castles on the map before the attack. */
  castlesBefore: Object.values(taifa.position(before).owners ?? {}).filter((o) => o === 'castilla').length,
  over: taifa.isTerminal(state),
  outcome: taifa.outcome(state),
  turn: taifa.position(state).turn,
};
