import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { spawnTracked, stopChild } from './children.ts';

const HEADLESS_FLAGS = [
  '--headless',
  ...CHROMIUM_ARGS,
  // The bench talks to 127.0.0.1 only: any other host (the rules match IP literals too) fails,
  // so a page that reached for the internet shows up as a failed request, not as traffic.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

/** Starts the system Chromium headless; never a downloaded browser. */
export async function launchChromium(timeoutMs = 30_000): Promise<Chromium> {
  const executable = process.env.CHROME_PATH || CHROMIUM_PATH;
  const profile = mkdtempSync(join(tmpdir(), 'roadshow-chromium-'));
  const child = spawnTracked(
    executable,
    [
      ...HEADLESS_FLAGS,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = async () => {
    await stopChild(child);
    rmSync(profile, { recursive: true, force: true });
  };

  try {
    // Port 0 lets Chromium pick; it tells which on stderr.
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`${executable} did not open DevTools: ${seen.slice(-500)}`)),
        timeoutMs,
      );
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        seen += chunk;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${executable} exited with ${code}: ${seen.slice(-500)}`));
      });
    });
    // Keep reading so a chatty browser never blocks on a full pipe.
    child.stderr?.resume();
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
