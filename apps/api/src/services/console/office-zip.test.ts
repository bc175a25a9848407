import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { inspectOfficeZip, type ZipLimits } from './office-zip.ts';

const LIMITS: ZipLimits = { maxEntries: 50, maxUnpackedBytes: 10 * 1024 * 1024, maxRatio: 100 };

const types = (...overrides: [string, string][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  overrides.map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`).join('') +
  `</Types>`;

const PPTX_MAIN = 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';
const XLSM_MAIN = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';
const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

async function zip(files: Record<string, string | Buffer>) {
  const archive = new JSZip();
  for (const [name, content] of Object.entries(files)) archive.file(name, content);
  return archive.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Rewrites the unpacked size an entry declares, in its local header and the central directory. */
function lieAboutSize(bytes: Buffer, name: string, size: number) {
  const copy = Buffer.from(bytes);
  for (const [signature, sizeAt, nameAt] of [
    [0x04034b50, 22, 30],
    [0x02014b50, 24, 46],
  ] as const) {
    for (let at = 0; at < copy.length - 4; at += 1) {
      if (copy.readUInt32LE(at) !== signature) continue;
      if (copy.subarray(at + nameAt, at + nameAt + name.length).toString() === name)
        copy.writeUInt32LE(size, at + sizeAt);
    }
  }
  return copy;
}

describe('inspectOfficeZip (decision 077)', () => {
  it('knows a real workbook and a presentation by [Content_Types].xml, whatever the parts are named', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('list').addRow(['13800138000']);
    expect(inspectOfficeZip(Buffer.from(await workbook.xlsx.writeBuffer()), LIMITS)).toEqual({ kind: 'xlsx' });
    const deck = await zip({
      '[Content_Types].xml': types(['/slides/main.xml', PPTX_MAIN]),
      'slides/main.xml': '<p/>',
    });
    expect(inspectOfficeZip(deck, LIMITS)).toEqual({ kind: 'pptx' });
    // Part names alone prove nothing: ppt/presentation.xml without its content type is not taken.
    const named = await zip({ '[Content_Types].xml': types(), 'ppt/presentation.xml': '<p/>' });
    expect(inspectOfficeZip(named, LIMITS)).toEqual({ refused: 'unknown' });
    expect(inspectOfficeZip(await zip({ 'readme.txt': 'hello' }), LIMITS)).toEqual({ refused: 'unknown' });
    expect(inspectOfficeZip(Buffer.from('PK\x03\x04 not a zip at all'), LIMITS)).toEqual({ refused: 'unknown' });
  });

  it('refuses macro-enabled content types, whatever the part is named', async () => {
    const xlsm = await zip({ '[Content_Types].xml': types(['/xl/book.xml', XLSM_MAIN]), 'xl/book.xml': '<w/>' });
    expect(inspectOfficeZip(xlsm, LIMITS)).toEqual({ refused: 'macro' });
    const hidden = await zip({
      '[Content_Types].xml': types(
        ['/xl/workbook.xml', XLSX_MAIN],
        ['/xl/innocent.dat', 'application/vnd.ms-office.vbaProject'],
      ),
      'xl/workbook.xml': '<w/>',
      'xl/innocent.dat': Buffer.from([1, 2, 3]),
    });
    expect(inspectOfficeZip(hidden, LIMITS)).toEqual({ refused: 'macro' });
    const activeX = await zip({
      '[Content_Types].xml': types(['/p.xml', PPTX_MAIN], ['/x.xml', 'application/vnd.ms-office.activeX+xml']),
      'p.xml': '<p/>',
      'x.xml': '<x/>',
    });
    expect(inspectOfficeZip(activeX, LIMITS)).toEqual({ refused: 'macro' });
  });

  it('refuses zip bombs by the declared sizes, the ratio and the entry count, before inflating', async () => {
    const base = { '[Content_Types].xml': types(['/xl/workbook.xml', XLSX_MAIN]), 'xl/workbook.xml': '<w/>' };
    // 3 MB of zeros packs to a few KB: far above the ratio.
    const dense = await zip({ ...base, 'xl/sheet.xml': Buffer.alloc(3 * 1024 * 1024) });
    expect(inspectOfficeZip(dense, LIMITS)).toEqual({ refused: 'bomb' });
    expect(inspectOfficeZip(dense, { ...LIMITS, maxRatio: 10_000 })).toEqual({ kind: 'xlsx' });
    expect(inspectOfficeZip(dense, { ...LIMITS, maxRatio: 10_000, maxUnpackedBytes: 1024 * 1024 })).toEqual({
      refused: 'bomb',
    });
    const many = await zip({
      ...base,
      ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`x/${i}.xml`, 'x'])),
    });
    expect(inspectOfficeZip(many, LIMITS)).toEqual({ refused: 'bomb' });
  });

  it('catches a zip that lies about its sizes: nothing inflates past what it declared', async () => {
    const honest = await zip({
      '[Content_Types].xml': types(['/xl/workbook.xml', XLSX_MAIN]),
      'xl/workbook.xml': Buffer.alloc(500_000, 'a'),
    });
    expect(inspectOfficeZip(honest, { ...LIMITS, maxRatio: 10_000 })).toEqual({ kind: 'xlsx' });
    const lying = lieAboutSize(honest, 'xl/workbook.xml', 1000);
    expect(inspectOfficeZip(lying, { ...LIMITS, maxRatio: 10_000 })).toEqual({ refused: 'bomb' });
  });
});
