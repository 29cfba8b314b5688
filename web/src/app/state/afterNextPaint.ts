// a hidden tab draws no frames: past this the work runs anyway
const HIDDEN_TAB_FALLBACK_MS = 500;

/**
 * Runs `fn` once the browser has painted what is on the page now. A state update made right after a draw (an effect,
 * a draw callback) is rendered by React in the same task, before the browser gets to paint: the sensor page's
 * deferred graphs, modals and sidebar then kept its first graph off the screen for another 100-200 ms.
 * An animation-frame callback runs just before the next paint; a task queued from it runs after that paint.
 */
export function afterNextPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    window.clearTimeout(fallback);
    fn();
  };
  const fallback = window.setTimeout(run, HIDDEN_TAB_FALLBACK_MS);
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      run();
    };
    channel.port2.postMessage(null);
  });
}
