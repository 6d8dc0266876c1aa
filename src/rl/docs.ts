/**
 * The per-game part of docs/rl.md, read from the encodings themselves (a test checks that the
 * file holds it): each game's modes, action space (variant by variant, with its first index and
 * its fields) and observation planes (with their offsets, shapes and what they hold).
 */
import { ENCODINGS, rlSpace } from './index.js';

/** The Markdown of every game's encoding. */
export function encodingDocs(): string {
  const out: string[] = [];
  for (const e of Object.values(ENCODINGS)) {
    const space = rlSpace(e.game);
    out.push(`### ${space.game.title} (\`${e.game}\`, encoding format ${e.format})`, '');
    out.push(
      `Modes: ${e.modes.map((m) => `\`${m.name}\` (${Object.keys(m.options).length ? `\`${JSON.stringify(m.options)}\`` : 'default options'}${m.solitaire ? ', single agent' : ''}): ${m.doc}`).join('; ')}.`,
      '',
    );
    for (const n of e.notes) out.push(`- ${n}`);
    out.push(
      '',
      `Action space: ${space.actionSize.toLocaleString('en')} indices.`,
      '',
      '| first index | size | action | fields (most significant first) |',
      '|---|---|---|---|',
    );
    for (const v of e.actions.variants) {
      const fields = v.fields.map((f) => `${f.name} (${f.size})`).join(' x ') || '-';
      out.push(`| ${v.offset} | ${v.size} | \`${v.type}\`${v.note ? `: ${v.note}` : ''} | ${fields} |`);
    }
    out.push(
      '',
      `Observation: ${space.observationSize.toLocaleString('en')} float32 numbers, the planes in this order.`,
      '',
      '| offset | shape | plane | holds |',
      '|---|---|---|---|',
    );
    for (const p of space.planes) out.push(`| ${p.offset} | ${p.shape.join('x')} | \`${p.name}\` | ${p.doc} |`);
    out.push('');
  }
  return out.join('\n');
}
