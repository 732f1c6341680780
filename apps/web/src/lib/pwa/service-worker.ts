/**
 * Registers /sw.js (Web Push and the offline page, apps/web/public/sw.js) once the page has
 * loaded, so it never competes with the first screen. Browsers without service workers (or a
 * failed registration) simply go without push; nothing else depends on it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
