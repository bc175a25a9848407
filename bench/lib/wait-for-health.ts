import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls url until it answers 200. Gives up early when isAlive says the server process is gone,
 * so a crash on start is reported at once rather than after the whole timeout.
 */
export async function waitForHealth(
  url: string,
  options: { timeoutMs: number; isAlive: () => boolean },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (!options.isAlive()) throw new Error(`server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} not healthy after ${options.timeoutMs} ms (${lastError})`);
}
