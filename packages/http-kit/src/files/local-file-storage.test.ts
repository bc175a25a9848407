import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.ts';
import { InvalidStorageKeyError } from './storage-key.ts';

let sandbox: string;
let root: string;

beforeEach(async () => {
  // The root sits inside a sandbox so that a key escaping it would leave a visible trace there.
  sandbox = await mkdtemp(join(tmpdir(), 'roadshow-storage-'));
  root = join(sandbox, 'files');
});

afterEach(async () => {
  await rm(sandbox, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('createLocalFileStorage', () => {
  it('gives back what was put, with its content type', async () => {
    const storage = createLocalFileStorage({ root });
    const bytes = Buffer.from([0, 10, 13, 255, 0x7b, 0x0a]);
    await storage.put('avatars/u-1/photo_1.jpg', bytes, 'image/jpeg');
    await storage.put('cards/u-1/front.png', Buffer.from('png bytes'), 'image/png');
    expect(await storage.get('avatars/u-1/photo_1.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
    expect(await storage.get('cards/u-1/front.png')).toEqual({
      bytes: Buffer.from('png bytes'),
      contentType: 'image/png',
    });
  });

  it('replaces an object on a second put, content type included', async () => {
    const storage = createLocalFileStorage({ root });
    await storage.put('a/b', Buffer.from('first'), 'image/jpeg');
    await storage.put('a/b', Buffer.from('second'), 'image/png');
    expect(await storage.get('a/b')).toEqual({ bytes: Buffer.from('second'), contentType: 'image/png' });
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    const storage = createLocalFileStorage({ root });
    expect(await storage.get('nothing/here')).toBeNull();
    await storage.put('x.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('x.jpg');
    expect(await storage.get('x.jpg')).toBeNull();
    await expect(storage.delete('x.jpg')).resolves.toBeUndefined();
  });

  it('keeps a key and a key below it apart ("a" and "a/b")', async () => {
    const storage = createLocalFileStorage({ root });
    await storage.put('a', Buffer.from('parent'), 'text/plain');
    await storage.put('a/b', Buffer.from('child'), 'text/plain');
    expect((await storage.get('a'))?.bytes.toString()).toBe('parent');
    expect((await storage.get('a/b'))?.bytes.toString()).toBe('child');
  });

  it.each(
    [
      '../x',
      '/etc/passwd',
      'a/../../b',
      '..',
      '.',
      'a/./b',
      '...',
      '%2e%2e%2fx',
      '..%2fx',
      '%2fetc%2fpasswd',
      'a\\..\\..\\b',
      'a/b/',
      'a//b',
      '',
      'Avatar.jpg',
      'a\0b',
      'a b',
      'x'.repeat(513),
    ].map((key) => [JSON.stringify(key).slice(0, 24), key]),
  )('refuses the key %s for put, get and delete without touching the disk', async (_name, key) => {
    const storage = createLocalFileStorage({ root });
    await expect(storage.put(key, Buffer.from('evil'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await readdir(sandbox)).toEqual([]);
  });

  it('does not follow a key out of the root even when the target exists', async () => {
    await writeFile(join(sandbox, 'secret@object'), 'not yours');
    const storage = createLocalFileStorage({ root });
    await expect(storage.get('../secret')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete('../secret')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await readdir(sandbox)).toEqual(['secret@object']);
  });

  it('refuses a content type that could not be sent back as a header', async () => {
    const storage = createLocalFileStorage({ root });
    for (const contentType of ['', 'jpeg', 'image/jpeg\r\nSet-Cookie: a=b', 'image/ jpeg', 'image/jpeg; a=\u00e9'])
      await expect(storage.put('k', Buffer.from('x'), contentType)).rejects.toThrow(/content type/);
    expect(await storage.get('k')).toBeNull();
  });

  it('leaves no temp file behind and keeps objects private to the owner', async () => {
    const storage = createLocalFileStorage({ root });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => storage.put(`batch/${i % 5}`, Buffer.alloc(1000, i), 'image/png')),
    );
    const files = await filesUnder(root);
    expect(files).toHaveLength(5);
    expect(files.every((file) => file.endsWith('@object'))).toBe(true);
    expect((await stat(files[0]!)).mode & 0o777).toBe(0o600);
  });

  it('never lets a reader see half an object while it is being replaced', async () => {
    const storage = createLocalFileStorage({ root });
    const first = Buffer.alloc(2 * 1024 * 1024, 1);
    const second = Buffer.alloc(3 * 1024 * 1024, 2);
    await storage.put('big', first, 'image/jpeg');
    let writing = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (writing) {
        const object = await storage.get('big');
        const bytes = object?.bytes ?? Buffer.alloc(0);
        const whole = bytes.equals(first) || bytes.equals(second);
        seen.add(whole ? `whole:${bytes.length}` : `torn:${bytes.length}`);
      }
    })();
    for (let i = 0; i < 10; i++) await storage.put('big', i % 2 === 0 ? second : first, 'image/jpeg');
    writing = false;
    await reader;
    expect([...seen].filter((entry) => entry.startsWith('torn'))).toEqual([]);
    // The reader did run while the object changed, or the check above proves nothing.
    expect(seen).toContain(`whole:${first.length}`);
    expect(seen).toContain(`whole:${second.length}`);
  });
});
