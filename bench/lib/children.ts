import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();

// Each child leads its own process group (detached), so Chromium's helpers go with it; a
// crashed or interrupted bench must still leave no server or browser behind, and 'exit'
// handlers may only do synchronous work, which process.kill is.
process.once('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || hasExited(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone between the check and the signal.
  }
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Spawns a child in its own process group and remembers it until it exits. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export function isRunning(child: ChildProcess): boolean {
  return !hasExited(child);
}

/** Asks politely (so the app closes its database), then insists. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  signalGroup(child, 'SIGTERM');
  if (await exited(child, graceMs)) return;
  signalGroup(child, 'SIGKILL');
  await exited(child, 2_000);
}
