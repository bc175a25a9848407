import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

function hasCjkFont(): boolean {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().length > 0;
}

/** Installs Debian's Chromium and the CJK fonts when they are missing (CI machines start bare). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH) && hasCjkFont()) return;
  console.log('Installing chromium and fonts-noto-cjk with apt-get ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env });
}
