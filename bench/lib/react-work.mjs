// React's work while Demo Bistro's /menu loads on an emulated phone at 4x CPU: how many commits,
// and how many components rendered in them. Read through React's DevTools hook (which the
// production build also calls), counting the components that performed work in each commit, as
// React DevTools' profiler does. Deterministic where Lighthouse's blocking time is not: a part that
// renders again for nothing shows here as a count, whatever the machine's speed.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, median, PHONE } from './browser.mjs';

/** Long enough for the lists, the testimonials and the announcement to arrive after the first card. */
const SETTLE_MS = 4000;

// Runs in the page before its scripts. React's PerformedWork flag (1) marks a component that
// rendered in the commit; a subtree whose child fiber is the one of the previous commit bailed out.
function countCommits() {
  const commits = [];
  window.__reactWork = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      const walk = (fiber, mounting) => {
        for (let node = fiber; node; node = node.sibling) {
          const previous = node.alternate;
          const mount = mounting || previous === null;
          const component = typeof node.type === 'function' || (typeof node.type === 'object' && node.type !== null);
          if (component && (node.flags & 1) === 1) rendered += 1;
          if (node.child && (mount || node.child !== previous.child)) walk(node.child, mount);
        }
      };
      walk(root.current.child, root.current.alternate === null);
      commits.push(rendered);
    },
  };
}

/** `{ commits, components, runs }`: medians over `runs` fresh phone visits of `url`. */
export async function measureMenuReactWork(url, { runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const measured = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ ...PHONE, locale: 'de-DE' });
      try {
        const page = await context.newPage();
        await page.addInitScript(countCommits);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(url);
        await page
          .getByRole('button', { name: / hinzufügen$/ })
          .first()
          .waitFor();
        await page.waitForTimeout(SETTLE_MS);
        const commits = await page.evaluate(() => window.__reactWork);
        measured.push({ commits: commits.length, components: commits.reduce((sum, count) => sum + count, 0) });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    commits: median(measured.map((run) => run.commits)),
    components: median(measured.map((run) => run.components)),
    runs: measured,
  };
}
