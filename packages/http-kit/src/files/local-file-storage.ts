import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

// "@" cannot occur in a key, so these suffixes never clash with a key's own path: an object file
// "a@object" and a directory "a/" (for key "a/b") live side by side, and no key names a temp file.
const OBJECT_SUFFIX = '@object';
const TEMP_SUFFIX = '@tmp-';
// type/subtype and printable-ASCII parameters, because it is sent back as a Content-Type header.
const CONTENT_TYPE_SHAPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:;[\x20-\x7e]*)?$/i;

/**
 * An object is one file: a JSON line with its content type, then its bytes. Keeping both in one
 * file means one rename publishes them together, so a crash can never pair new bytes with an old
 * content type.
 */
function encodeObject(bytes: Buffer, contentType: string): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify({ contentType })}\n`), bytes]);
}

function decodeObject(file: Buffer, path: string): { bytes: Buffer; contentType: string } {
  const newline = file.indexOf(0x0a);
  const header: unknown = newline > 0 ? JSON.parse(file.toString('utf8', 0, newline)) : null;
  if (typeof header !== 'object' || header === null || !('contentType' in header))
    throw new Error(`Stored object ${path} has no header`);
  return { bytes: file.subarray(newline + 1), contentType: String(header.contentType) };
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Makes a rename in this directory survive a power cut; not every platform can sync a directory. */
async function syncDirectory(path: string): Promise<void> {
  try {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a directory; the rename is still atomic there, just not yet flushed.
  }
}

/** The default storage (DESIGN §2): files on local disk under `root`, e.g. ./data/files. */
export function createLocalFileStorage(options: { root: string }): FileStorage {
  const root = resolve(options.root);
  const inside = root.endsWith(sep) ? root : root + sep;

  function pathOf(key: string): string {
    assertStorageKey(key);
    const path = join(root, ...key.split('/')) + OBJECT_SUFFIX;
    // The key rules already make this impossible; checked again because the cost of being wrong is
    // reading or overwriting any file the process can reach.
    if (!path.startsWith(inside)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      if (contentType.length > 255 || !CONTENT_TYPE_SHAPE.test(contentType))
        throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Write everything to a temp file and rename it over the object: readers and a restarted
      // process see the old object or the new one, never half of one.
      const temp = path.slice(0, -OBJECT_SUFFIX.length) + TEMP_SUFFIX + randomBytes(8).toString('hex');
      try {
        const handle = await open(temp, 'wx', 0o600);
        try {
          await handle.writeFile(encodeObject(bytes, contentType));
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await syncDirectory(dirname(path));
    },

    async get(key) {
      const path = pathOf(key);
      try {
        return decodeObject(await readFile(path), path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
