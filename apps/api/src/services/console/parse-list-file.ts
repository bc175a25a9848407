import ExcelJS from 'exceljs';
import { phoneSchema } from '@roadshow/contracts/identity';
import { AppError } from '@roadshow/http-kit/app-error';
import { inspectOfficeZip, type ZipLimits } from './office-zip.ts';

/** One line of a list as the sponsor gave it: its line number (1-based) and its text. */
export interface ListLine {
  line: number;
  value: string;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** A list of at most 5000 rows in a file of at most ~2 MB never needs more (decision 077). */
const LIST_ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxUnpackedBytes: 50 * 1024 * 1024, maxRatio: 100 };

/**
 * The first column of a CSV (UTF-8, BOM allowed) or of an XLSX sheet, by line; the type from the
 * bytes; null when unreadable. A zip is checked (decision 077) before exceljs unpacks it: a zip
 * bomb answers 400 ZIP_REFUSED, a macro-enabled workbook 415 FILE_HAS_MACROS, any other zip is
 * unreadable.
 */
export async function readListFile(bytes: Buffer): Promise<ListLine[] | null> {
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
    const verdict = inspectOfficeZip(bytes, LIST_ZIP_LIMITS);
    if ('refused' in verdict && verdict.refused === 'bomb') throw new AppError('ZIP_REFUSED');
    if ('refused' in verdict && verdict.refused === 'macro') throw new AppError('FILE_HAS_MACROS');
    if (!('kind' in verdict) || verdict.kind !== 'xlsx') return null;
    try {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      if (!sheet) return [];
      const lines: ListLine[] = [];
      sheet.eachRow({ includeEmpty: false }, (row, line) => {
        const cell = row.getCell(1).value;
        lines.push({ line, value: cell === null || cell === undefined ? '' : String(cell) });
      });
      return lines;
    } catch {
      return null;
    }
  }
  const text = bytes.toString('utf8');
  // Text files only: a NUL or the replacement character means binary or another encoding.
  if (text.includes('\u0000') || text.includes('\uFFFD')) return null;
  return textLines(text.replace(/^\uFEFF/, '')).map(({ line, value }) => ({
    line,
    value: (value.split(/[,;\t]/)[0] ?? '').replace(/^"|"$/g, ''),
  }));
}

/** Typed text, one number per line. */
export function textLines(text: string): ListLine[] {
  return text.split(/\r?\n/).map((value, index) => ({ line: index + 1, value }));
}

// A plain address: something@domain.tld, no spaces; the outbox's e-mail provider takes it as is.
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,}$/;

/** A list entry: a mainland mobile number, or a lower-cased e-mail address (issue 9 part 2). */
export function listEntry(value: string): string | null {
  const phone = phoneSchema.safeParse(value);
  if (phone.success) return phone.data;
  if (value.length <= 254 && EMAIL.test(value)) return value.toLowerCase();
  return null;
}

/**
 * The entries of the lines (numbers or e-mail addresses), or the lines that are neither. Blank
 * lines are skipped, and so is a first line without a digit or "@" (a heading such as "手机号").
 */
export function checkListLines(lines: ListLine[]) {
  const mobiles: string[] = [];
  const bad: ListLine[] = [];
  for (const [index, entry] of lines.entries()) {
    const value = entry.value.trim();
    if (value === '') continue;
    if (index === 0 && !/[\d@]/.test(value)) continue;
    const listed = listEntry(value);
    if (listed) mobiles.push(listed);
    else bad.push({ line: entry.line, value });
  }
  return { mobiles: [...new Set(mobiles)], bad };
}
