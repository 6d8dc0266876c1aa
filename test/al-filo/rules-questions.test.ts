// docs/rules-questions-al-filo.md: its REPL transcripts replayed command by command, each output compared with the page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replContext } from '../../src/cli/repl.js';
import { createSession } from '../../src/cli/session.js';

const page = readFileSync(new URL('../../docs/rules-questions-al-filo.md', import.meta.url), 'utf8');

/** A transcript of the page: each `reglas> ` command with the output the page shows after it. */
function transcript(name: string): { command: string; output: string }[] {
  const m = new RegExp(`<!-- transcript: ${name} -->\\s*\`\`\`text\\n([\\s\\S]*?)\`\`\``).exec(page);
  if (m === null) throw new Error(`no transcript '${name}' in the page`);
  const steps: { command: string; output: string[] }[] = [];
  for (const line of m[1]!.replace(/\n$/, '').split('\n')) {
    if (line.startsWith('reglas> ')) steps.push({ command: line.slice('reglas> '.length), output: [] });
    else if (steps.length === 0) throw new Error(`transcript '${name}' does not open with a command`);
    else steps[steps.length - 1]!.output.push(line);
  }
  return steps.map((s) => ({ command: s.command, output: s.output.join('\n') }));
}

/** Runs a transcript's commands in a new REPL context (the helpers `npx reglas repl` gives); what each printed. */
function replay(name: string): { command: string; expected: string; printed: string }[] {
  const session = createSession();
  let printed: string[] = [];
  const context = replContext(session, (text) => printed.push(text));
  const names = Object.keys(context);
  return transcript(name).map(({ command, output }) => {
    printed = [];
    new Function(...names, `${command};`)(...names.map((n) => context[n]));
    return { command, expected: output, printed: printed.join('\n') };
  });
}

/** Every output of a transcript as the page shows it, and the whole printed text. */
function check(name: string): string {
  const steps = replay(name);
  for (const s of steps) expect(s.printed, s.command).toBe(s.expected);
  return steps.map((s) => s.printed).join('\n');
}

describe('docs/rules-questions-al-filo.md: the REPL transcripts replay exactly', () => {
  it("9.3, Tabla de Tiros, 7.5, 7.6: combined crossbows fire at the farthest range with one mover's -1; an unmodified 9 tests the leader (6 wounds, 9 kills, the reverse placed by his side)", () => {
    const text = check('fire');
    expect(text).toContain('fire at 1011 (djami-pi-1), 3 hexes: d10 9 -1 moved this activation = 8 against 8/9: demoralized');
    expect(text).toContain('Abu Said Ben Djami tests his fate: d10 6: wounded');
    expect(text).toContain('Abu Said Ben Djami tests his fate: d10 9: killed');
    expect(text).toContain('"type":"place-leader","unit":"djami-pi-2"');
  });

  it('10.4, 10.5: a charge whose reaction charge succeeds (6 against quality 6) loses its +2; one that fails (7) keeps it; the charge is fought either way', () => {
    const text = check('charge');
    expect(text).toContain('counter-charge: d10 6 against quality 6: success');
    expect(text).toContain('counter-charge: d10 7 against quality 6: failure');
    expect(text).toContain('+1 unit types = 8:');
    expect(text).toContain('+1 unit types +2 charge from a front hex = 10:');
  });

  it('12.2: a unit routed by fire flees two hexes through a friend, who tests a d10 against its quality: 6 against 5 routs it and it flees after; 5 holds', () => {
    const text = check('rout');
    expect(text).toContain('flees through djami-il-1 in 1010: d10 6 against quality 5: routed');
    expect(text).toContain('Il bereber 1 (djami-il-1) flees 1010 -> 1008');
    expect(text).toContain('flees through djami-il-1 in 1010: d10 5 against quality 5: holds');
    expect(text).toContain('Pi masmuda 1 (djami-pi-1) flees 1011 -> 1009');
  });

  it('12.3, 12.2: a fatigued routed Pi next to its banner leader fails its rally on a 6 (+1 +1 -2) and routs four hexes north through a friend; on a 5 it rallies and is faced freely', () => {
    const text = check('rally');
    expect(text).toContain(
      'd10 6 +1 fatigued (12.3), +1 routed (12.3), -2 banner leader Abu Said Ben Djami stacked or adjacent (12.3), 6 against quality 5: fails',
    );
    expect(text).toContain('routs 1009 -> 1008 -> 1007 -> 1006 -> 1005 (4 of 4 MP)');
    expect(text).toContain('5 against quality 5: rallied, routed to demoralized');
    expect(text).toContain('rallied, faces NE (12.3)');
  });
});
