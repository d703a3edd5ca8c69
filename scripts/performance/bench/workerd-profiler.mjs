// V8's CPU profiler in workerd, through the inspector Miniflare opens with
// `inspectorPort`: the Chrome DevTools Protocol's Profiler domain over the
// WebSocket Node has built in since Node 22.

/** Microseconds between two samples: fine enough for functions of a few tenths of a millisecond. */
const SAMPLING_INTERVAL_MICROS = 100;

/**
 * Connects to the site's Worker (the one user Worker of the instance) and
 * answers `profile(action)`, which runs `action` under the profiler and
 * answers the V8 CPU profile, and `close()`.
 */
export async function connectProfiler(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const users = targets.filter((target) => target.id.startsWith('core:user:'));
  if (users.length !== 1) throw new Error(`Expected one user Worker, the inspector lists: ${targets.map((target) => target.id).join(', ')}`);

  const socket = new WebSocket(users[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`Cannot connect to ${users[0].webSocketDebuggerUrl}`)), { once: true });
  });
  const pending = new Map();
  let lastId = 0;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    const call = pending.get(message.id);
    if (!call) return; // an event, not an answer
    pending.delete(message.id);
    if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
    else call.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { method, resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_MICROS });
  return {
    async profile(action) {
      await send('Profiler.start');
      await action();
      return (await send('Profiler.stop')).profile;
    },
    close: () => socket.close(),
  };
}
