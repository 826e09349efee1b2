/**
 * A promise actor's answer that never rejects: the screen shows a failure from the output, and
 * no actor error goes unhandled (an errored screen actor would reach the route's error boundary).
 */
export type Settled<T> = { ok: true; value: T } | { ok: false; message: string };

export async function settle<T>(work: Promise<T>, fallback = 'Something went wrong. Try again.'): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, message: error instanceof Error && error.message.trim() ? error.message : fallback };
  }
}
