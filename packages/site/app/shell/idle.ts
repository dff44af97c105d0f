/** Runs `task` once the browser is idle (the page has painted and settled); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 300);
  return () => clearTimeout(timer);
}
