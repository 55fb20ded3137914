import { SERVICE_WORKER_PATH, SKIP_WAITING } from "./model";

/** Takes a waiting new version in: it becomes the worker, and the page reloads on it. */
export type ApplyUpdate = () => void;

/**
 * Registers the service worker (production builds only) and calls `onUpdate` when a new version
 * has installed behind an open page that an older one controls. The page reloads only when the
 * visitor applies the update: the first install takes the page without a reload.
 */
export function registerServiceWorker(onUpdate: (apply: ApplyUpdate) => void): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  let applying = false;
  container.addEventListener("controllerchange", () => {
    if (applying) window.location.reload();
  });
  const offer = (waiting: ServiceWorker) =>
    onUpdate(() => {
      applying = true;
      waiting.postMessage(SKIP_WAITING);
    });
  container.register(SERVICE_WORKER_PATH).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Playwright's blocked service workers resolve with nothing.
      if (!registration) return;
      if (registration.waiting && container.controller) offer(registration.waiting);
      // A page left open for hours (a classroom's wheel) asks for a new version when shown again.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") void registration.update().catch(() => {});
      });
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && container.controller) offer(installing);
        });
      });
    },
    // Blocked (a private window, a browser setting, a test): the site works as without one.
    () => {},
  );
}
