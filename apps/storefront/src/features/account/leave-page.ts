/**
 * Leaves the storefront for another app of the site (a full page load). An object, so a test can
 * watch it with `vi.spyOn(page, 'leave')`: test files share one module graph per worker.
 */
export const page = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
