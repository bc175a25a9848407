import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTracked, stopChild } from './children.ts';
import { REPO_ROOT } from './repo-root.ts';

const ENTRY = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts lib/bare-server.ts in its own process, answering body with contentType. */
export async function startBareServer(body: Buffer, contentType: string, timeoutMs = 20_000): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'roadshow-bare-'));
  const bodyFile = join(dir, 'body');
  writeFileSync(bodyFile, body);
  const child = spawnTracked(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      BARE_BODY_FILE: bodyFile,
      BARE_CONTENT_TYPE: contentType,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bare server did not report its port')), timeoutMs);
      child.once('message', (message: unknown) => {
        clearTimeout(timer);
        const port = (message as { port?: unknown } | null)?.port;
        if (typeof port === 'number' && port > 0) resolve(port);
        else reject(new Error(`bare server sent ${JSON.stringify(message)}`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`bare server exited with ${code}`));
      });
    });
    return { url: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
