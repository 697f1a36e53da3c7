// Settle entry point (after watch.js), run with executeAsyncScript: waits in the page until no
// navigation is pending, the DOM has been quiet for `quietMs` and no finite animation runs, for at
// most `maxMs`. With `change`, first waits for the page to change at all (something new to see); with
// `acted` too, a change after the last input counts though it came before this call (a click's own
// handler changes the page at once, before compile asks what it did).
// arguments[0] = { quietMs, maxMs, change, acted }; the last argument is WebDriver's callback.

function swSettle(opts, done) {
  const w = swWatch();
  const start = performance.now();
  const since = Math.max(w.changed, w.input);
  const animating = swRunningAnimations();
  const already = Boolean(opts.acted) && w.input > 0 && w.changed >= w.input;
  const tick = () => {
    const waited = Math.round(performance.now() - start);
    const changed = already || Math.max(w.changed, w.input) > since || swRunningAnimations() > animating;
    const busy = opts.change && !changed ? 'unchanged' : swBusy(opts.quietMs);
    if (!busy) return done({ settled: true, waitedMs: waited });
    if (waited >= opts.maxMs) return done({ settled: false, waitedMs: waited, busy });
    setTimeout(tick, 20);
  };
  tick();
}

swSettle(arguments[0], arguments[arguments.length - 1]);
