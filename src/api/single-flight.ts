/**
 * Runs one task at a time for everyone who asks while it is in flight: twenty concurrent
 * 401s wait for one refresh, then each retries once with its result.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
