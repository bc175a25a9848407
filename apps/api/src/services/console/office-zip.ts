import { inflateRawSync } from 'node:zlib';

/**
 * Decision 077: an Office file (XLSX, PPTX) is a zip, read here before anything unzips it (exceljs
 * for list imports) or stores it (activity files). The central directory's declared sizes, the
 * number of entries and the compression ratios are checked first; then every entry is inflated
 * with its declared size as the hard cap, so a zip that lies about its sizes is caught too; and
 * the type is what `[Content_Types].xml` says, never a part's name, with any macro-enabled
 * content type refused.
 */

export interface ZipLimits {
  /** Most entries (parts) a file may have. */
  maxEntries: number;
  /** Most bytes all entries may unpack to together. */
  maxUnpackedBytes: number;
  /** Most a large entry, or the whole file, may grow when unpacked (unpacked / packed). */
  maxRatio: number;
}

export type OfficeVerdict =
  | { kind: 'xlsx' | 'pptx' }
  /** bomb: too many entries, too large unpacked, too compressed, or lying sizes; macro: VBA and kin. */
  | { refused: 'bomb' | 'macro' | 'unknown' };

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  packedSize: number;
  unpackedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A large entry: smaller ones may compress as well as they like (XML headers of a few KB do). */
const LARGE_ENTRY = 1024 * 1024;

/** The central directory's entries, or null when the zip is malformed, zip64 or truncated. */
function centralDirectory(bytes: Buffer): ZipEntry[] | null {
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= floor; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  // Zip64 markers: an Office file of the sizes taken here never needs them.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  if (offset + size > end) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) return null;
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      unpackedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at = next;
  }
  return entries;
}

/** The declared sizes against the limits, before a single byte is inflated. */
function declaredBomb(bytes: Buffer, entries: ZipEntry[], limits: ZipLimits): boolean {
  if (entries.length > limits.maxEntries) return true;
  let total = 0;
  for (const entry of entries) {
    total += entry.unpackedSize;
    if (entry.unpackedSize > LARGE_ENTRY && entry.unpackedSize / Math.max(1, entry.packedSize) > limits.maxRatio)
      return true;
  }
  return total > limits.maxUnpackedBytes || (total > LARGE_ENTRY && total / bytes.length > limits.maxRatio);
}

/** One entry's bytes, never more than it declared (a longer stream throws); null when it lies or is unreadable. */
function unpack(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const packed = bytes.subarray(start, start + entry.packedSize);
  if (packed.length !== entry.packedSize) return null;
  try {
    const data =
      entry.method === 0 ? packed : inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.unpackedSize) });
    return data.length === entry.unpackedSize ? data : null;
  } catch {
    return null;
  }
}

const MACRO_TYPE = /macroenabled|vbaproject|activex|macrosheet|vnd\.ms-office\.vba|vnd\.ms-excel\.intlmacrosheet/i;
const MAIN_TYPES: Record<string, 'xlsx' | 'pptx'> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': 'pptx',
};

/** What an Office zip is, by its `[Content_Types].xml`, or why it is refused. */
export function inspectOfficeZip(bytes: Buffer, limits: ZipLimits): OfficeVerdict {
  const entries = centralDirectory(bytes);
  if (!entries) return { refused: 'unknown' };
  if (declaredBomb(bytes, entries, limits)) return { refused: 'bomb' };
  let types: string[] | null = null;
  for (const entry of entries) {
    // Encrypted entries and methods other than stored and deflate: not an Office file we take.
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) return { refused: 'unknown' };
    const data = unpack(bytes, entry);
    if (!data) return { refused: 'bomb' };
    if (entry.name === '[Content_Types].xml')
      types = [...data.toString('utf8').matchAll(/ContentType\s*=\s*"([^"]*)"/g)].map((match) => match[1]!);
  }
  if (!types) return { refused: 'unknown' };
  if (types.some((type) => MACRO_TYPE.test(type)) || entries.some((entry) => /vbaProject\.bin$/i.test(entry.name)))
    return { refused: 'macro' };
  const kinds = new Set(types.flatMap((type) => (MAIN_TYPES[type] ? [MAIN_TYPES[type]] : [])));
  return kinds.size === 1 ? { kind: [...kinds][0]! } : { refused: 'unknown' };
}
