/**
 * The standard deployment of Las Navas de Tolosa (option `deployment: 'standard'`): every unit on
 * a hex its banner's deployment line allows, so that bots and demos start at once. Sections:
 * scenario (the deployment lines; "Los peones se orientan con su frente que hace frente a la línea
 * de huida adversa, excepto contraindicación": Christians north, Muslims south; Al-Nasir's Pi in
 * "orientación libre"; "Los jugadores pueden libremente apilar las fichas respetando la regla
 * 5.2"), 5.1 and 5.2 (stacking), 7.2 and reading 5 (a deployment radius N allows a distance of at
 * most N - 1).
 *
 * The placement is reconstructed (the scenario leaves it to the players): one unit per hex, every
 * leader's starting hex holding a unit of his banner, De Rada's (1417) and Ruy Díaz's (1516) each
 * a unit of the orders. See docs/data-provenance.md, ¡Al filo de la espada!, Standard deployment.
 * @module
 */
import type { Source } from '../../../core/source.js';
import type { PlacementRecord } from './types.js';

/** Where the standard deployment comes from. */
export const STANDARD_DEPLOYMENT_SOURCE: Source = {
  kind: 'reconstructed',
  note:
    'a battle line within every deployment line of the scenario: the Christian vanguard (De Haro) on row 14 with the wings (Pedro II, Sancho VII) on row 15, ' +
    'the orders (Ucero) and De Lara behind, Alfonso VIII on the Mesa del Rey; the Mujahids in the Muslim van on rows 10-11, Al-Andalus behind them, the Almohad ' +
    "main body and both wings on rows 06-07, Al-Nasir's guard on its fixed hexes; one unit a hex, no 5.2 pairs",
};

/** Every unit's hex and facing at the start of the standard battle, banner by banner. */
export const STANDARD_DEPLOYMENT: readonly PlacementRecord[] = [
  // Pedro II: the left wing on row 15, almogávares on its flanks, crossbows behind
  { unit: 'pedro-il-1', hex: '0115', facing: 0 },
  { unit: 'pedro-pi-1', hex: '0215', facing: 0 },
  { unit: 'pedro-ch-1', hex: '0315', facing: 0 },
  { unit: 'pedro-ch-2', hex: '0415', facing: 0 },
  { unit: 'pedro-ch-3', hex: '0515', facing: 0 },
  { unit: 'pedro-ha-1', hex: '0615', facing: 0 },
  { unit: 'pedro-pi-2', hex: '0715', facing: 0 },
  { unit: 'pedro-ha-2', hex: '0815', facing: 0 },
  { unit: 'pedro-il-2', hex: '0915', facing: 0 },
  { unit: 'pedro-ab-1', hex: '0316', facing: 0 },
  { unit: 'pedro-ab-2', hex: '0616', facing: 0 },
  { unit: 'pedro-il-3', hex: '0816', facing: 0 },
  // De Haro: the vanguard in line on row 14, knights and the two French units in the centre, crossbows and militia behind
  { unit: 'haro-pi-1', hex: '1314', facing: 0 },
  { unit: 'haro-ha-1', hex: '1414', facing: 0 },
  { unit: 'haro-ch-narbonne', hex: '1514', facing: 0 },
  { unit: 'haro-ha-2', hex: '1614', facing: 0 },
  { unit: 'haro-ch-1', hex: '1714', facing: 0 },
  { unit: 'haro-ch-blaison', hex: '1814', facing: 0 },
  { unit: 'haro-ha-3', hex: '1914', facing: 0 },
  { unit: 'haro-pi-2', hex: '2014', facing: 0 },
  { unit: 'haro-pi-3', hex: '2114', facing: 0 },
  { unit: 'haro-ab-1', hex: '1415', facing: 0 },
  { unit: 'haro-mi-1', hex: '1715', facing: 0 },
  { unit: 'haro-ab-2', hex: '2015', facing: 0 },
  // Ucero: the orders behind the left of the vanguard; Calatrava under Ruy Díaz (1516), Santiago under De Rada (1417)
  { unit: 'ucero-ch-hospital', hex: '1116', facing: 0 },
  { unit: 'ucero-ch-temple', hex: '1216', facing: 0 },
  { unit: 'ucero-ha-calatrava', hex: '1316', facing: 0 },
  { unit: 'ucero-ha-santiago', hex: '1416', facing: 0 },
  { unit: 'ucero-ch-calatrava', hex: '1516', facing: 0 },
  { unit: 'ucero-ch-santiago', hex: '1417', facing: 0 },
  // De Lara: the second line behind the right of the vanguard
  { unit: 'lara-ha-1', hex: '1816', facing: 0 },
  { unit: 'lara-pi-1', hex: '1916', facing: 0 },
  { unit: 'lara-ch-1', hex: '2016', facing: 0 },
  { unit: 'lara-pi-2', hex: '2116', facing: 0 },
  { unit: 'lara-ch-2', hex: '2216', facing: 0 },
  { unit: 'lara-ha-2', hex: '2316', facing: 0 },
  { unit: 'lara-mi-1', hex: '1917', facing: 0 },
  { unit: 'lara-ab-1', hex: '2117', facing: 0 },
  { unit: 'lara-mi-2', hex: '2317', facing: 0 },
  // Sancho VII: the right wing on row 15, crossbows and militia behind
  { unit: 'sancho-pi-1', hex: '2415', facing: 0 },
  { unit: 'sancho-ha-1', hex: '2515', facing: 0 },
  { unit: 'sancho-ch-1', hex: '2615', facing: 0 },
  { unit: 'sancho-ha-2', hex: '2715', facing: 0 },
  { unit: 'sancho-ch-2', hex: '2815', facing: 0 },
  { unit: 'sancho-ha-3', hex: '2915', facing: 0 },
  { unit: 'sancho-pi-2', hex: '3015', facing: 0 },
  { unit: 'sancho-pi-3', hex: '3115', facing: 0 },
  { unit: 'sancho-mi-1', hex: '3215', facing: 0 },
  { unit: 'sancho-ab-1', hex: '2616', facing: 0 },
  { unit: 'sancho-ab-2', hex: '2916', facing: 0 },
  { unit: 'sancho-mi-2', hex: '3016', facing: 0 },
  // Alfonso VIII: the reserve on the Mesa del Rey, knights in the centre, crossbows on the flanks, foot behind
  { unit: 'alf-ab-1', hex: '1318', facing: 0 },
  { unit: 'alf-ha-1', hex: '1518', facing: 0 },
  { unit: 'alf-ch-1', hex: '1618', facing: 0 },
  { unit: 'alf-ch-2', hex: '1718', facing: 0 },
  { unit: 'alf-ch-3', hex: '1818', facing: 0 },
  { unit: 'alf-ha-2', hex: '1918', facing: 0 },
  { unit: 'alf-ab-2', hex: '2118', facing: 0 },
  { unit: 'alf-pi-1', hex: '1519', facing: 0 },
  { unit: 'alf-mi-1', hex: '1719', facing: 0 },
  { unit: 'alf-pi-2', hex: '1919', facing: 0 },
  // Al-Nasir: the scenario's hexes; the Pi face outward from the banner (free facing), the rest south
  { unit: 'nasir-pi-1502', hex: '1502', facing: 4 },
  { unit: 'nasir-pi-1702', hex: '1702', facing: 3 },
  { unit: 'nasir-pi-1604', hex: '1604', facing: 3 },
  { unit: 'nasir-pi-1804', hex: '1804', facing: 3 },
  { unit: 'nasir-pi-1903', hex: '1903', facing: 2 },
  { unit: 'nasir-cl-1404', hex: '1404', facing: 3 },
  { unit: 'nasir-cl-1605', hex: '1605', facing: 3 },
  { unit: 'nasir-cl-1805', hex: '1805', facing: 3 },
  { unit: 'nasir-ar-1504', hex: '1504', facing: 3 },
  { unit: 'nasir-ar-1704', hex: '1704', facing: 3 },
  { unit: 'nasir-ar-1904', hex: '1904', facing: 3 },
  // Ben Djami: the main body, foot and archers on row 07, horse behind on row 06
  { unit: 'djami-pi-1', hex: '1207', facing: 3 },
  { unit: 'djami-ar-1', hex: '1307', facing: 3 },
  { unit: 'djami-pi-2', hex: '1407', facing: 3 },
  { unit: 'djami-il-1', hex: '1507', facing: 3 },
  { unit: 'djami-ar-2', hex: '1607', facing: 3 },
  { unit: 'djami-ha-1', hex: '1707', facing: 3 },
  { unit: 'djami-ar-3', hex: '1807', facing: 3 },
  { unit: 'djami-il-2', hex: '1907', facing: 3 },
  { unit: 'djami-pi-3', hex: '2007', facing: 3 },
  { unit: 'djami-ar-4', hex: '2107', facing: 3 },
  { unit: 'djami-pi-4', hex: '2207', facing: 3 },
  { unit: 'djami-cl-1', hex: '1306', facing: 3 },
  { unit: 'djami-ha-2', hex: '1506', facing: 3 },
  { unit: 'djami-cl-3', hex: '1606', facing: 3 },
  { unit: 'djami-ha-3', hex: '1706', facing: 3 },
  { unit: 'djami-cl-4', hex: '1806', facing: 3 },
  { unit: 'djami-il-3', hex: '1906', facing: 3 },
  { unit: 'djami-cl-2', hex: '2106', facing: 3 },
  // Al-Andalus: horse and foot on row 09, crossbows behind
  { unit: 'andalus-cl-1', hex: '1409', facing: 3 },
  { unit: 'andalus-ha-1', hex: '1509', facing: 3 },
  { unit: 'andalus-pi-1', hex: '1609', facing: 3 },
  { unit: 'andalus-il-1', hex: '1709', facing: 3 },
  { unit: 'andalus-ha-2', hex: '1809', facing: 3 },
  { unit: 'andalus-ha-3', hex: '1909', facing: 3 },
  { unit: 'andalus-cl-2', hex: '2009', facing: 3 },
  { unit: 'andalus-ab-1', hex: '1508', facing: 3 },
  { unit: 'andalus-pi-2', hex: '1708', facing: 3 },
  { unit: 'andalus-ab-2', hex: '1908', facing: 3 },
  // Mujahids: the volunteers in the van on row 11, their leader behind on 1710
  { unit: 'mujahid-il-1', hex: '1311', facing: 3 },
  { unit: 'mujahid-mi-1', hex: '1411', facing: 3 },
  { unit: 'mujahid-mi-2', hex: '1511', facing: 3 },
  { unit: 'mujahid-il-2', hex: '1611', facing: 3 },
  { unit: 'mujahid-mi-3', hex: '1711', facing: 3 },
  { unit: 'mujahid-il-3', hex: '1811', facing: 3 },
  { unit: 'mujahid-mi-4', hex: '1911', facing: 3 },
  { unit: 'mujahid-mi-5', hex: '2011', facing: 3 },
  { unit: 'mujahid-il-4', hex: '2111', facing: 3 },
  { unit: 'mujahid-mi-6', hex: '1710', facing: 3 },
  // Al-Maysarah: the left wing of light horse, archers and skirmishers
  { unit: 'maysarah-il-1', hex: '2307', facing: 3 },
  { unit: 'maysarah-cl-4', hex: '2407', facing: 3 },
  { unit: 'maysarah-ar-1', hex: '2507', facing: 3 },
  { unit: 'maysarah-cl-5', hex: '2607', facing: 3 },
  { unit: 'maysarah-ha-1', hex: '2707', facing: 3 },
  { unit: 'maysarah-cl-6', hex: '2807', facing: 3 },
  { unit: 'maysarah-ar-2', hex: '2907', facing: 3 },
  { unit: 'maysarah-cl-7', hex: '3007', facing: 3 },
  { unit: 'maysarah-il-2', hex: '3107', facing: 3 },
  { unit: 'maysarah-cl-1', hex: '2406', facing: 3 },
  { unit: 'maysarah-ar-3', hex: '2606', facing: 3 },
  { unit: 'maysarah-cl-2', hex: '2706', facing: 3 },
  { unit: 'maysarah-il-3', hex: '2806', facing: 3 },
  { unit: 'maysarah-cl-3', hex: '3006', facing: 3 },
  // Al-Maymanah: the right wing of light horse, archers and skirmishers
  { unit: 'maymanah-il-1', hex: '0107', facing: 3 },
  { unit: 'maymanah-cl-4', hex: '0207', facing: 3 },
  { unit: 'maymanah-ar-1', hex: '0307', facing: 3 },
  { unit: 'maymanah-cl-5', hex: '0407', facing: 3 },
  { unit: 'maymanah-ha-1', hex: '0507', facing: 3 },
  { unit: 'maymanah-cl-6', hex: '0607', facing: 3 },
  { unit: 'maymanah-ar-2', hex: '0707', facing: 3 },
  { unit: 'maymanah-il-2', hex: '0807', facing: 3 },
  { unit: 'maymanah-cl-1', hex: '0907', facing: 3 },
  { unit: 'maymanah-cl-2', hex: '0306', facing: 3 },
  { unit: 'maymanah-ar-3', hex: '0506', facing: 3 },
  { unit: 'maymanah-cl-3', hex: '0706', facing: 3 },
];
