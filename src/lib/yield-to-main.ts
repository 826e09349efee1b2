// Start-up work split into separate tasks (issue 18, decision 0068): between two steps the
// browser may paint, handle input and run other tasks, so no single task is long. Lighthouse
// counts every task over 50 ms (after its 4x CPU slowdown) as blocking time.

interface SchedulerWithYield { yield?: () => Promise<void> }

/** Resolves in a new task: `scheduler.yield()` where the browser has it (it keeps our place in the queue), else a message. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `work` when the browser is idle (at the latest after `timeout` ms), or after a yield where there is no idle callback. */
export function whenIdle(work: () => void, timeout = 1000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else void yieldToMain().then(work);
}
