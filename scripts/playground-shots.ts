// Screenshots of the playground for the README, one per game of `games`, after a few clicks:
// `npm run playground:build && npx tsx scripts/playground-shots.ts` (Debian's chromium).
import { games, type AnyGame } from '../src/index.js';
import { open, serve, settled } from '../playground/e2e/page.js';

const served = await serve();
try {
  for (const game of Object.values(games) as AnyGame[]) {
    const page = await open(served, `game=${game.id}&seed=readme`);
    for (let i = 0; i < 6; i++) {
      if ((await page.locator('#play-status').getAttribute('data-terminal')) === 'yes') break;
      const buttons = page.locator('#actions button');
      const n = await buttons.count();
      if (n === 0) break;
      await buttons.nth((i * 7) % n).click();
      await settled(page);
    }
    const path = `docs/img/playground-${game.id}.png`;
    await page.screenshot({ path });
    console.log(`${path}`);
    await page.close();
  }
} finally {
  await served.close();
}
