/**
 * The standard set-up (6, `deployment: 'standard'`): a fixed, sensible placement of every counter
 * of turn 1, for a game that starts at once. The rulebook gives no set-up, only its order (the
 * Spanish first, one counter in each plaza fuerte of their zone, then the rest in their zone; then
 * the Moroccans outside the line), so this one is reconstructed: see {@link STANDARD_SETUP_SOURCE}.
 * An owner of the game may change any hex here; test/la-legion/phases.test.ts checks the table
 * against the rules of 6 (every counter of turn 1 placed once, in its side's zone, each plaza fuerte
 * of the Spanish zone held).
 * @module
 */
import type { Source } from '../../../core/source.js';

/** Where each counter of turn 1 stands in the standard set-up, by counter id. */
// prettier-ignore
export const STANDARD_SETUP: Readonly<Record<string, string>> = {
  'bandera-1-1': '2218',
  'bandera-2-1': '3518',
  'bandera-3-1': '3815',
  'bandera-1-2': '3811',
  'bandera-2-2': '3807',
  'bandera-3-2': '0410',
  'cazadores-africa-1': '1312',
  'cazadores-africa-2': '1413',
  'cazadores-africa-3': '1513',
  'ceriñola-1': '1916',
  'ceriñola-2': '2918',
  'ceriñola-3': '3512',
  'regulares-alhucemas-1': '2413',
  'regulares-alhucemas-2': '1609',
  'regulares-alhucemas-3': '3708',
  'regulares-melilla-1': '0610',
  'regulares-melilla-2': '0811',
  'regulares-melilla-3': '1011',
  'cazadores-africa-4': '1112',
  'ceriñola-4': '1714',
  'harca-soliman-1': '1815',
  'harca-soliman-2': '2117',
  'mehala-ceuta-1': '2318',
  'mehala-ceuta-2': '2518',
  'mehala-larache-1': '2718',
  'mehala-larache-2': '3018',
  'mehala-melilla-1': '3218',
  'mehala-melilla-2': '3418',
  'policia-indigena-1': '3717',
  'policia-indigena-2': '3814',
  'cazadores-africa-5': '3812',
  'ceriñola-5': '3809',
  'beni-urriaguel-1': '0209',
  'beni-urriaguel-2': '0211',
  'beni-urriaguel-3': '0213',
  'beni-urriaguel-4': '0414',
  'beni-urriaguel-5': '0615',
  'beni-urriaguel-6': '0815',
  'beni-urriaguel-7': '1015',
  'beni-urriaguel-8': '1215',
  'beni-urriaguel-9': '1416',
  'beni-urriaguel-10': '1518',
  'beni-urriaguel-11': '1719',
  'beni-urriaguel-12': '1920',
  'beni-urriaguel-13': '2021',
  'beni-urriaguel-14': '2222',
  'beni-urriaguel-15': '2422',
  'beni-urriaguel-16': '2622',
  'beni-urriaguel-17': '2822',
  'beni-urriaguel-18': '3021',
  'beni-urriaguel-19': '3221',
  'beni-urriaguel-20': '3421',
  'beni-urriaguel-21': '3620',
  'beni-urriaguel-22': '3819',
  'beni-urriaguel-23': '4018',
  'beni-urriaguel-24': '4218',
  'beni-urriaguel-25': '4418',
  'beni-urriaguel-26': '4618',
  'beni-urriaguel-27': '1117',
  'beni-urriaguel-28': '1821',
  'beni-urriaguel-29': '3123',
  'beni-urriaguel-30': '3323',
  'beni-urriaguel-31': '4120',
  'beni-urriaguel-32': '4320',
  'beni-ulisex-1': '0115',
  'beni-ulisex-2': '0316',
  'beni-ulisex-3': '0517',
  'beni-ulisex-4': '0717',
  'beni-ulisex-5': '0917',
  'beni-ulisex-6': '1318',
  'beni-ulisex-7': '1419',
  'beni-ulisex-8': '1620',
  'beni-ulisex-9': '1923',
  'beni-ulisex-10': '2124',
  'beni-ulisex-11': '2324',
  'beni-ulisex-12': '2524',
  'beni-ulisex-13': '2724',
  'beni-ulisex-14': '2924',
  'beni-ulisex-15': '3523',
  'beni-ulisex-16': '3722',
  'beni-ulisex-17': '3921',
  'beni-ulisex-18': '4520',
  'beni-ulisex-19': '0618',
  'beni-ulisex-20': '0818',
};

/** Where {@link STANDARD_SETUP} comes from: reconstructed (the rulebook gives no set-up), with its reasoning. */
export const STANDARD_SETUP_SOURCE: Source = {
  kind: 'reconstructed',
  note:
    'the strongest Spanish counters (the Legion banderas) hold the five plazas fuertes and Axdir; the Cazadores de África, ' +
    'Regulares and the regiment Ceriñola the posts of the road (Abarrán, Annual, Igueriben, Buhafora, Batel) and the towns ' +
    'inside the zone (Segangan, Dar Quebdani, Sidi Dris) and the airfield; the rest every other hex along the road, the two ' +
    'batteries by Nador and Melilla. The Moroccan kabilas stand along the demarcation line in the Moroccan zone, two hexes ' +
    'or more from the Spanish zone and two hexes apart, west to east',
};
