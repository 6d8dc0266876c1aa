import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from 'reglas/core';
import * as legion from 'reglas/la-legion';

/**
 * Runs the code blocks of docs/rules-questions-la-legion.md exactly as written: each block's
 * imports (from 'reglas/core' and 'reglas/la-legion') are bound to those modules' exports, and
 * the block leaves its result in `answer`.
 */
const page = readFileSync(new URL('../../docs/rules-questions-la-legion.md', import.meta.url), 'utf8');
const MODULES: Readonly<Record<string, Record<string, unknown>>> = { 'reglas/core': core, 'reglas/la-legion': legion };

function question(name: string): Record<string, unknown> {
  const m = new RegExp(`<!-- question: ${name} -->\\s*\`\`\`ts\\n([\\s\\S]*?)\`\`\``).exec(page);
  if (m === null) throw new Error(`no question '${name}' in the page`);
  const lines = m[1]!.split('\n');
  const names: string[] = [];
  const values: unknown[] = [];
  for (const line of lines.filter((l) => l.startsWith('import '))) {
    const imp = /^import \{ ([^}]+) \} from '([^']+)';$/.exec(line);
    const mod = imp === null ? undefined : MODULES[imp[2]!];
    if (imp === null || mod === undefined) throw new Error(`question '${name}': cannot bind "${line}"`);
    for (const n of imp[1]!.split(',').map((x) => x.trim())) {
      if (!(n in mod)) throw new Error(`question '${name}': ${imp[2]} has no export ${n}`);
      names.push(n);
      values.push(mod[n]);
    }
  }
  const code = lines.filter((l) => !l.startsWith('import ')).join('\n');
  // The blocks are plain JavaScript as well as TypeScript: no annotation to strip.
  return new Function(...names, `${code}\nreturn answer;`)(...values) as Record<string, unknown>;
}

describe('La Legión rules questions (docs/rules-questions-la-legion.md)', () => {
  it('7, 8, reading 2: a counter that entered two zones of control attacks both in one combat, their factors summed, or one of them; never both in turn', () => {
    expect(question('two-zones')).toEqual({
      engaged: true,
      mayEndCombat: false,
      targets: ['mehala-larache-1', 'mehala-melilla-1'],
      secondDefenderOffered: true,
      both: {
        attackers: ['beni-urriaguel-1'],
        defenders: ['mehala-larache-1', 'mehala-melilla-1'],
        attack: 2,
        defence: 4,
        attackTotal: 10,
        defenceTotal: 8,
        result: 'defenders-eliminated',
      },
      afterOneCombat: 'spanish',
    });
  });

  it('9, reading 4: infantry 3 in a plaza fuerte defends with 6, 5 in very hot weather; machine guns 2 with 4', () => {
    expect(question('plaza-heat')).toEqual({
      infantry: { defence: 5, modifiers: ['plaza fuerte x2 +2', 'very hot weather in a town or plaza -1'] },
      machineGuns: { defence: 4, modifiers: ['plaza fuerte x2 +2', 'machine guns in defence +1', 'very hot weather in a town or plaza -1'] },
    });
  });

  it('2.3, 7, reading 7: displacement never brings a counter into an enemy zone of control; its movement factor does', () => {
    expect(question('displacement')).toEqual({
      offers2916: true,
      offers2918: true,
      offers2919: false,
      to2918: { cost: 6, displacement: true, engaged: false },
      closer: { cost: 4, displacement: false, engaged: true },
    });
  });

  it('8.3, reading 17: a kabila infantry counter is pushed exactly its movement factor plus one: 5, 4 in very hot weather, 3 in a sandstorm', () => {
    expect(question('push')).toEqual({
      normal: { hexes: ['3024', '3517', '3522'], distances: [5, 5, 5] },
      'very-hot': { hexes: ['3023', '3417', '3421'], distances: [4, 4, 4] },
      sandstorm: { hexes: ['3022', '3318', '3321'], distances: [3, 3, 3] },
    });
  });

  it('5 (a), 5 (b), readings 21-22: the eleven places of the road and the six towns inside the zone decide the end', () => {
    const a = question('road');
    expect(a.road).toEqual(['Axdir', 'Abarrán', 'Annual', 'Igueriben', 'Buhafora', 'Dar Drius', 'Batel', 'Monte Arruit', 'Zeluán', 'Nador', 'Melilla']);
    expect(a.inside).toEqual(['Segangan', 'Dar Quebdani', 'Sidi Dris', 'Ben Tieb', 'Kandussi', 'Afrau']);
    expect(a.allHeld).toMatchObject({ winners: ['spanish'], reason: expect.stringContaining('(5 a)') });
    expect(a.annualEmpty).toMatchObject({ winners: ['spanish'], reason: expect.stringContaining('(5 b)') });
    expect(a.annualEmptyKabilaInSegangan).toMatchObject({ winners: ['moroccan'] });
  });
});
