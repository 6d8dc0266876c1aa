/**
 * Pictures of positions (`reglas/render`): pure functions from a state, or a view, to an SVG
 * document or a compact text for a terminal. No DOM and no dependency; the same state always gives
 * the same picture, and the state is never changed. A view's hidden cards are drawn face down.
 *
 * - {@link renderSvg} / {@link renderText}: any game in `games`, by its id.
 * - {@link renderTaifaSvg} / {@link renderTaifaText}: Taifa's 58 areas with owners, castles,
 *   garrisons and connections, and the kingdoms' hands and decks.
 * - {@link renderMarYAceroSvg} / {@link renderMarYAceroText}: Mar y Acero's 15 areas with their
 *   counters and markers, control, the VP track, impulses and Royal Support.
 * - {@link renderLaLegionSvg} / {@link renderLaLegionText}: La Legión's hex map (terrain, the
 *   demarcation line, roads, rivers, towns, landing hexes, the airfield) with the counters in
 *   play, aircraft and fleets, the turn, the weather and the step pending.
 *
 * The map layouts are reconstructed from geography (the rulebooks print no map geometry) and kept
 * as data: {@link TAIFA_LAYOUT}, {@link MYA_LAYOUT} (see docs/data-provenance.md). Taifa's areas and
 * Mar y Acero's islands are drawn as regions on the real coasts: Natural Earth's coastlines,
 * projected once when `data/geography.ts` was built (`scripts/build-geography.ts`); the seas around
 * Mar y Acero's islands ({@link MYA_SEAS}, parted by {@link MYA_SEA_LINES}) are regions too. La Legión's
 * hexes are placed by the grid's own numbering (`data/la-legion-layout.ts`). Map labels are placed
 * clear of one another with {@link placeLabel}, whose font metrics ({@link textBox}) the tests use
 * to check that no label overlaps another or leaves the picture.
 * @packageDocumentation
 */
export { renderSvg, renderText, renderableGames } from './dispatch.js';
export { renderTaifaSvg } from './taifa-svg.js';
export { renderTaifaText } from './taifa-text.js';
export { renderMarYAceroSvg } from './mar-y-acero-svg.js';
export { renderMarYAceroText } from './mar-y-acero-text.js';
export { renderLaLegionSvg } from './la-legion-svg.js';
export { renderAlFiloSvg } from './al-filo-svg.js';
export { renderAlFiloText } from './al-filo-text.js';
export { renderLaLegionText } from './la-legion-text.js';
export { svgOptionsSchema, type SvgOptions } from './options.js';
export { namedField } from './names.js';
export { placeLabel, textBox, textWidth, wrapText, type Box, type PlacedLabel } from './labels.js';
export { TAIFA_LAYOUT, TAIFA_FRAME, type TaifaLayoutRecord, type Nudge } from './data/taifa-layout.js';
export {
  MYA_LAYOUT,
  MYA_FRAME,
  MYA_ISLAND_LABELS,
  MYA_BOX_WIDTH,
  MYA_SEAS,
  MYA_SEA_LINES,
  type MyaLayoutRecord,
  type IslandLabel,
  type SeaArea,
  type SeaLine,
} from './data/mar-y-acero-layout.js';
export type { Frame, Point } from './svg.js';
