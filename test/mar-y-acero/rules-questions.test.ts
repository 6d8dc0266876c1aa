import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptedDice } from 'reglas/core';
import { marYAcero } from 'reglas/mar-y-acero';

/**
 * Runs the code blocks of docs/rules-questions-mar-y-acero.md exactly as written (their imports
 * are the two bindings given here): each block leaves its result in `answer`.
 */
const page = readFileSync(new URL('../../docs/rules-questions-mar-y-acero.md', import.meta.url), 'utf8');

function question(name: string): Record<string, unknown> {
  const m = new RegExp(`<!-- question: ${name} -->\\s*\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(page);
  if (m === null) throw new Error(`no question '${name}' in the page`);
  const code = m[1]!
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  // The blocks are plain JavaScript as well as TypeScript: no annotation to strip.
  return new Function('marYAcero', 'scriptedDice', `${code}\nreturn answer;`)(marYAcero, scriptedDice) as Record<string, unknown>;
}

describe('Mar y Acero rules questions (docs/rules-questions-mar-y-acero.md)', () => {
  it('4.4.1 B-C: a Spanish conquest of an empty area gains its VP and rolls for gold on the Destiny card (card 25: 2 gives +1 Royal Support)', () => {
    expect(question('gold')).toEqual({ vp: [1, 2], royalSupport: [3, 4], events: ['end-move', 'control', 'gold-roll', 'gold-search', 'royal-support'] });
  });
  it('4.4.1 A Dificultad de Navegación: no naval move before a unit is reduced; after, the reduced Jinete may sail', () => {
    expect(question('naval')).toEqual({ offersPayNaval: true, before: [2, 4], sailsTo8After: true, reducedAfter: true });
  });
});
