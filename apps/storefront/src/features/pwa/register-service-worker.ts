import { SKIP_WAITING_MESSAGE } from './sw-strategy.ts';

/** Spec §9: the update script is fetched again, without the HTTP cache, every 70 seconds. */
export const UPDATE_CHECK_INTERVAL_MS = 70_000;

/** The parts of `navigator.serviceWorker` the update flow uses (a fake in tests). */
export interface ServiceWorkerContainerLike {
  readonly controller: ServiceWorker | null;
  register(scriptUrl: string, options?: RegistrationOptions): Promise<ServiceWorkerRegistration>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface WatchServiceWorkerOptions {
  container: ServiceWorkerContainerLike;
  /** @example '/sw.js' */
  scriptUrl: string;
  /** A new version is installed and waits for the guest's agreement. */
  onUpdateReady: (waiting: ServiceWorker) => void;
  /** @default UPDATE_CHECK_INTERVAL_MS */
  intervalMs?: number;
  /** Failures of the registration; the app runs on without a worker. @default nothing */
  onError?: (error: unknown) => void;
}

/**
 * Registers the worker and looks for a new version every `intervalMs`. A version is "ready" when
 * it is installed and waiting while an older one controls the page; the very first install has
 * nothing to replace and is not announced. Returns a function that stops the checks.
 */
export function watchServiceWorker({
  container,
  scriptUrl,
  onUpdateReady,
  intervalMs = UPDATE_CHECK_INTERVAL_MS,
  onError,
}: WatchServiceWorkerOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  container
    // updateViaCache 'none': the browser asks the server for sw.js itself, never the HTTP cache.
    .register(scriptUrl, { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      if (stopped) return;
      const announceWaiting = () => {
        if (registration.waiting && container.controller) onUpdateReady(registration.waiting);
      };
      announceWaiting();
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') announceWaiting();
        });
      });
      timer = setInterval(() => {
        registration.update().catch(() => undefined);
      }, intervalMs);
    })
    .catch((error: unknown) => onError?.(error));

  return () => {
    stopped = true;
    if (timer !== undefined) clearInterval(timer);
  };
}

/**
 * The guest agreed to update: the waiting version takes over, and the page reloads once it
 * controls the page, or at once when no worker controlled it (spec §4 "Updates").
 */
export function applyUpdate(waiting: ServiceWorker, container: ServiceWorkerContainerLike, reload: () => void): void {
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  if (!container.controller) {
    reloadOnce();
    return;
  }
  container.addEventListener('controllerchange', reloadOnce);
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reloadOnce();
  });
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}
