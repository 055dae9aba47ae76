/** Leaves the storefront for another app of the site (a full page load); its own module so tests can watch it. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
