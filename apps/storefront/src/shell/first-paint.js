// A classic script in <head> that runs before the first paint (see vite-prerender-shell.ts).
// 1. The prerendered menu shell paints in the guest's colour scheme: Mantine's choice, as its
//    ColorSchemeScript makes it (the app's default is light; a saved "auto" follows the system).
// 2. The shell (#platter-shell, before #root) stays until the app renders something other than
//    its loading state (an element with aria-busy="true", which the shell's style hides meanwhile),
//    so the guest never sees the spinner between the shell and the menu; then it goes, in the
//    same frame as the app's first real render (a MutationObserver runs before the next paint).
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
})();
