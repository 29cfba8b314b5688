/** In-page probes: the first <article> (device card) and the search requests, in performance.now() time. */
export const INIT_SCRIPT = `
(() => {
  const w = window;
  w.__bench = { firstCard: null, allCards: null, target: 0, fetches: [], ops: [], long: [] };
  const origFetch = w.fetch.bind(w);
  w.fetch = (input, init) => {
    const t = performance.now();
    let op = '';
    try {
      if (init && typeof init.body === 'string') {
        if (init.body.includes('"SearchDevices"')) w.__bench.fetches.push(t);
        op = (init.body.match(/"operationName":"([^"]+)"/) || init.body.match(/query ([A-Za-z]+)/) || [])[1] || '';
      }
    } catch {}
    const p = origFetch(input, init);
    if (op) p.then((r) => r.clone().text()).then(() => w.__bench.ops.push([op, Math.round(t), Math.round(performance.now())]), () => {});
    return p;
  };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__bench.long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const watch = () => {
    const obs = new MutationObserver(() => {
      if (w.__bench.firstCard === null && document.querySelector('article')) w.__bench.firstCard = performance.now();
    });
    obs.observe(document.documentElement, { childList: true, subtree: true });
    const tick = () => {
      if (w.__bench.target > 0 && document.querySelectorAll('article').length >= w.__bench.target) { w.__bench.allCards = performance.now(); return; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  if (document.documentElement) watch(); else document.addEventListener('DOMContentLoaded', watch);
})();`;
