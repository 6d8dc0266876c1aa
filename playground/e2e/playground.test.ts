// The playground in a real headless Chromium: whole games by clicks, a forced roll and its
// explanation, undo, export and import, and a seat's page holding no card hidden from it.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { begin, games, scriptedDice, type AnyGame, type GameEvent } from 'reglas';
import { hiddenValues } from '../../src/testkit/hidden.js';
import { open, serve, settled, type Served } from './page.js';

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(async () => {
  await served?.close();
});

const gameOf = (id: string): AnyGame => (Object.values(games) as AnyGame[]).find((g) => g.id === id)!;
const status = (page: Page) => page.locator('#play-status');
const stepNumber = async (page: Page): Promise<number> => Number(/step (\d+)/.exec((await status(page).textContent()) ?? '')?.[1] ?? NaN);

/** Every number and string a value holds (a view's shown leaves; HIDDEN is -1). */
function leaves(x: unknown, out: Set<unknown> = new Set()): Set<unknown> {
  if (typeof x === 'number' || typeof x === 'string') out.add(x);
  else if (typeof x === 'object' && x !== null) for (const v of Object.values(x)) leaves(v, out);
  return out;
}

/** A small seeded choice, so a test's game is the same every run. */
function chooser(seed: number): (n: number) => number {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

/** Clicks legal actions (seeded choice) until the game ends; returns the number of clicks. */
async function playToEnd(page: Page, seed: number, limit: number): Promise<number> {
  const pick = chooser(seed);
  for (let clicks = 0; clicks < limit; clicks++) {
    if ((await status(page).getAttribute('data-terminal')) === 'yes') return clicks;
    const buttons = page.locator('#actions button');
    const n = await buttons.count();
    expect(n).toBeGreaterThan(0);
    await buttons.nth(pick(n)).click();
    await settled(page);
  }
  throw new Error(`no end within ${limit} clicks`);
}

/** The exported game (the JSON `reglas replay` reads), through the page's download. */
async function exportGame(page: Page): Promise<{ game: string; options: Record<string, unknown>; actions: object[]; forcedDice?: Record<string, number[]> }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  return JSON.parse(readFileSync((await download.path())!, 'utf8'));
}

/** The real state and every step's events of an exported game, replayed here with its forced dice. */
function replayed(saved: Awaited<ReturnType<typeof exportGame>>): { game: AnyGame; state: object; events: GameEvent[] } {
  const game = gameOf(saved.game);
  const begun = begin(game, saved.options as never);
  let state = begun.state as object;
  const events: GameEvent[] = [...begun.events];
  saved.actions.forEach((a, i) => {
    const dice = saved.forcedDice?.[String(i)];
    const r = game.step(state, a, dice ? { dice: scriptedDice(dice) } : undefined);
    events.push(...r.events);
    state = r.state;
  });
  return { game, state, events };
}

describe('the playground in Chromium', () => {
  for (const [id, query, limit] of [
    ['taifa', 'game=taifa&mode=1&seed=e2e', 1500],
    ['mar-y-acero', 'game=mar-y-acero&seed=e2e', 3000],
    ['la-legion', 'game=la-legion&seed=e2e', 4000],
  ] as const) {
    it(`plays a whole game of ${id} by clicks against the bots, and its export replays to the same end`, async () => {
      const page = await open(served, query);
      const clicks = await playToEnd(page, 7, limit);
      expect(clicks).toBeGreaterThan(5);
      const saved = await exportGame(page);
      const { game, state } = replayed(saved);
      expect(game.isTerminal(state)).toBe(true);
      const outcome = game.outcome(state)!;
      expect(await status(page).textContent()).toContain(`Winners: ${outcome.winners.join(', ') || 'none'} (${outcome.reason}`);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await page.close();
    });
  }

  it('a click on the map plays the one legal action naming that area, or narrows the list to those naming it', async () => {
    const page = await open(served, 'game=taifa&seed=map');
    const before = await stepNumber(page);
    const target = page.locator('#map .target').first();
    const value = (await target.getAttribute('data-area'))!;
    expect(value).not.toBeNull();
    await target.click();
    await settled(page);
    const narrowed = await page.locator('#filter').textContent();
    if (narrowed) {
      expect(narrowed).toContain(value);
      const visible = page.locator('#actions li:not(.hidden) button');
      expect(await visible.count()).toBeGreaterThan(1);
      for (const title of await visible.evaluateAll((bs) => bs.map((b) => b.getAttribute('title')!))) expect(title).toMatch(new RegExp(`\\b${value}\\b`));
    } else {
      expect(await stepNumber(page)).toBeGreaterThan(before);
    }
    await page.close();
  });

  it('forced dice: the next step rolls them, and its explanation shows the roll and its modifiers with their rules', async () => {
    const page = await open(served, 'game=mar-y-acero&seed=dice');
    const pick = chooser(3);
    let found = false;
    for (let i = 0; i < 400 && !found; i++) {
      if ((await status(page).getAttribute('data-terminal')) === 'yes') break;
      await page.fill('#dice', Array(40).fill(4).join(', '));
      const buttons = page.locator('#actions button');
      await buttons.nth(pick(await buttons.count())).click();
      await settled(page);
      const forced = page.locator('#log .step', { has: page.locator('.forced') }).first();
      if ((await forced.count()) > 0 && (await forced.locator('li.roll').count()) > 0) {
        found = true;
        const rolls = await forced.locator('li.roll').allTextContents();
        for (const r of rolls) expect(r).toMatch(/: 4 for /);
        const saved = await exportGame(page);
        const at = Number((await forced.getAttribute('data-step'))!);
        expect(saved.forcedDice?.[String(at)]?.[0]).toBe(4);
        const { events } = replayed(saved);
        const withModifiers = events.filter((e) => (e.modifiers?.length ?? 0) > 0 && e.rolls?.every((r) => r.value === 4));
        for (const e of withModifiers.slice(-1))
          for (const m of e.modifiers!) expect(await forced.textContent()).toContain(`${m.label}: ${m.value >= 0 ? '+' : ''}${m.value} (${m.rule})`);
      } else {
        await page.fill('#dice', '');
      }
    }
    expect(found).toBe(true);
    await page.close();
  });

  it('undo takes back the last person step and the bot steps after it: the same picture and list as before', async () => {
    const page = await open(served, 'game=mar-y-acero&seed=undo');
    const map = await page.locator('#map').innerHTML();
    const list = await page.locator('#actions').innerText();
    const step = await stepNumber(page);
    await page.locator('#actions button').first().click();
    await settled(page);
    expect(await stepNumber(page)).toBeGreaterThan(step);
    await page.click('#undo');
    await settled(page);
    expect(await stepNumber(page)).toBe(step);
    expect(await page.locator('#map').innerHTML()).toBe(map);
    expect(await page.locator('#actions').innerText()).toBe(list);
    await page.close();
  });

  it('import: an exported game loads back to the same position', async () => {
    const page = await open(served, 'game=taifa&mode=1&seed=import');
    const pick = chooser(5);
    for (let i = 0; i < 6; i++) {
      const buttons = page.locator('#actions button');
      await buttons.nth(pick(await buttons.count())).click();
      await settled(page);
    }
    const saved = await exportGame(page);
    const map = await page.locator('#map').innerHTML();
    const other = await open(served, 'game=la-legion&seed=other');
    await other.setInputFiles('#import', { name: 'saved.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });
    await other.waitForFunction("document.querySelector('#play-status')?.textContent?.startsWith('Taifa')");
    await settled(other);
    await other.selectOption('#viewer', 'castilla');
    expect(await other.locator('#map').innerHTML()).toBe(map);
    await page.close();
    await other.close();
  });

  for (const [id, query, seat] of [
    ['taifa', 'game=taifa&seed=secret', 'castilla'],
    ['mar-y-acero', 'game=mar-y-acero&seed=secret', 'spanish'],
  ] as const) {
    it(`${id}: ${seat}'s page never holds a card hidden from ${seat} (map, list, explanations), move after move`, async () => {
      const page = await open(served, query);
      const pick = chooser(11);
      for (let i = 0; i < 25; i++) {
        const saved = await exportGame(page);
        const { game, state, events } = replayed(saved);
        const view = game.view(state, seat);
        const forbidden = new Set([...hiddenValues(state, view)].map(String));
        for (const v of leaves(view)) forbidden.delete(String(v));
        const shownCards = await page.locator('#map [data-card]').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card')!));
        for (const card of shownCards) expect(forbidden.has(card), `card ${card} is hidden from ${seat}`).toBe(false);
        const text = (await page.locator('body').innerText()) + (await page.locator('#map').innerHTML());
        // An event whose secret hides its sentence from this seat: the page may show the secret's sentence only.
        const masked = events.filter((e) => e.secret !== undefined && !e.secret.knownTo.includes(seat) && e.secret.text !== e.text);
        for (const e of masked) expect(text.includes(e.text), `the page shows "${e.text}"`).toBe(false);
        if ((await status(page).getAttribute('data-terminal')) === 'yes') break;
        const buttons = page.locator('#actions button');
        await buttons.nth(pick(await buttons.count())).click();
        await settled(page);
      }
      await page.close();
    });
  }
});
