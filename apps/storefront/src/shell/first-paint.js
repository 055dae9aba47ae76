// A classic script in <head> that runs before the first paint (see vite-prerender-shell.ts).
// 1. The prerendered menu shell paints in the guest's colour scheme: Mantine's choice, as its
//    ColorSchemeScript makes it (the app's default is light; a saved "auto" follows the system).
// 2. The shell (#platter-shell, before #root) stays until the app renders something other than
//    its loading state (an element with aria-busy="true", which the shell's style hides meanwhile),
//    so the guest never sees the spinner between the shell and the menu; then it goes, in the
//    same frame as the app's first real render (a MutationObserver runs before the next paint).
// 3. A page served with the shell holds the app's module scripts in <template id="platter-app-scripts">
//    (the API's renderIndex): they start once the shell has painted and its hero picture (the
//    preload marked fetchpriority="high") has loaded, or after at most a second. On a slow network
//    the shell and its picture get the bandwidth first instead of sharing it with the app's scripts
//    (issue 18, Largest Contentful Paint); the app starts that much later. "Painted" is the first
//    contentful paint the browser reports, on screen: an animation frame only says a frame was
//    begun, and a first frame slow to reach the screen let the scripts start before it was shown.
(() => {
  try {
    const saved = window.localStorage.getItem('mantine-color-scheme-value');
    let scheme = saved === 'dark' ? 'dark' : 'light';
    if (saved === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // No storage (private mode, blocked): the page's light default stays until the app starts.
  }

  const observer = new MutationObserver(() => {
    const shell = document.getElementById('platter-shell');
    const root = document.getElementById('root');
    if (!shell) {
      if (document.readyState !== 'loading') observer.disconnect();
      return;
    }
    if (!root) return;
    const rendered = Array.from(root.children).some(
      (child) => child.tagName !== 'STYLE' && child.tagName !== 'LINK' && child.getAttribute('aria-busy') !== 'true',
    );
    if (!rendered) return;
    shell.remove();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });

  const WAIT_FOR_HERO_MS = 1000;
  let started = false;
  const startApp = () => {
    const scripts = document.getElementById('platter-app-scripts');
    if (started || !(scripts instanceof HTMLTemplateElement)) return;
    started = true;
    for (const inert of scripts.content.querySelectorAll('script')) {
      // A new element: scripts parsed into a template never run, even when moved out of it.
      const script = document.createElement('script');
      for (const { name, value } of Array.from(inert.attributes)) script.setAttribute(name, value);
      document.head.append(script);
    }
  };
  /** Calls `then` once the first contentful paint is on screen (where not reported: its frame begun). */
  const afterFirstPaint = (then) => {
    const reportsPaints = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!reportsPaints) {
      requestAnimationFrame(() => then());
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };

  // A timer as well: paints and animation frames wait while the page is in a background tab.
  setTimeout(startApp, WAIT_FOR_HERO_MS);
  afterFirstPaint(() => {
    const afterNextPaint = () => requestAnimationFrame(() => setTimeout(startApp, 0));
    const hero = document.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]');
    if (!(hero instanceof HTMLLinkElement)) {
      setTimeout(startApp, 0);
      return;
    }
    const picture = new Image();
    picture.onload = afterNextPaint;
    picture.onerror = afterNextPaint;
    picture.src = hero.href;
  });
})();
