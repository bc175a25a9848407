import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether the module at moduleUrl is the script node was started with (each bench also runs alone). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}
