import ExcelJS from 'exceljs';
import { phoneSchema } from '@roadshow/contracts/identity';

/** One line of a list as the sponsor gave it: its line number (1-based) and its text. */
export interface ListLine {
  line: number;
  value: string;
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The first column of a CSV (UTF-8, BOM allowed) or of an XLSX sheet, by line; the type from the bytes. */
export async function readListFile(bytes: Buffer): Promise<ListLine[] | null> {
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
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

/**
 * The numbers of the lines, or the lines that are not numbers. Blank lines are skipped, and so is
 * a first line without a digit (a heading such as "手机号" or "mobile").
 */
export function checkListLines(lines: ListLine[]) {
  const mobiles: string[] = [];
  const bad: ListLine[] = [];
  for (const [index, entry] of lines.entries()) {
    const value = entry.value.trim();
    if (value === '') continue;
    if (index === 0 && !/\d/.test(value)) continue;
    const phone = phoneSchema.safeParse(value);
    if (phone.success) mobiles.push(phone.data);
    else bad.push({ line: entry.line, value });
  }
  return { mobiles: [...new Set(mobiles)], bad };
}
