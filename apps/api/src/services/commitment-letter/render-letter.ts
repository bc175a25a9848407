import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { LETTER_TEXT } from '@roadshow/contracts/commitment-letter-text';
import type { Lang } from '@roadshow/contracts/locale';

// A4 at 150 dpi. The letter is drawn as an image (system CJK fonts through librsvg) and the PDF
// embeds that image: no CJK font has to be embedded in the PDF (decision 017).
const WIDTH = 1240;
const HEIGHT = 1754;
const MARGIN = 120;
const FONT = "'Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans', sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Breaks a paragraph into lines that fit: CJK breaks anywhere, Latin at spaces. */
function wrap(text: string, maxUnits: number): string[] {
  const lines: string[] = [];
  let line = '';
  let units = 0;
  const tokens = text.match(/[\p{Script=Han}\p{P}]|[^\s\p{Script=Han}]+|\s+/gu) ?? [];
  for (const token of tokens) {
    const width = [...token].reduce(
      (sum, c) => sum + (/[\p{Script=Han}\u3000-\u30ff\uff00-\uffef]/u.test(c) ? 2 : 0.95),
      0,
    );
    if (units + width > maxUnits && line.trim()) {
      lines.push(line.trim());
      line = '';
      units = 0;
      if (/^\s+$/.test(token)) continue;
    }
    line += token;
    units += width;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** A typed name drawn as a signature (the accessible way to sign). */
export async function renderTypedSignature(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><text x="300" y="130" font-family="${FONT}" font-size="72" font-style="italic" text-anchor="middle" fill="#1a1a1a">${escapeXml(name)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The signed letter as a PNG and a one-page PDF holding that image. */
export async function renderSignedLetter(options: {
  lang: Lang;
  activityTitle: string;
  name: string;
  document: string;
  signedAt: Date;
  signaturePng: Buffer;
}): Promise<{ png: Buffer; pdf: Buffer }> {
  const text = LETTER_TEXT[options.lang];
  const lines: string[] = [];
  let y = MARGIN + 60;
  lines.push(
    `<text x="${WIDTH / 2}" y="${y}" font-size="52" font-weight="bold" text-anchor="middle">${escapeXml(text.title)}</text>`,
  );
  y += 70;
  for (const titleLine of wrap(options.activityTitle, 56)) {
    lines.push(
      `<text x="${WIDTH / 2}" y="${y}" font-size="30" text-anchor="middle" fill="#555">${escapeXml(titleLine)}</text>`,
    );
    y += 44;
  }
  y += 40;
  for (const paragraph of text.paragraphs) {
    for (const line of wrap(paragraph, 62)) {
      lines.push(`<text x="${MARGIN}" y="${y}" font-size="32">${escapeXml(line)}</text>`);
      y += 50;
    }
    y += 24;
  }
  y += 30;
  const date = options.signedAt.toISOString().slice(0, 10);
  for (const [label, value] of [
    [text.signer, options.name],
    [text.document, options.document],
    [text.date, date],
  ] as const) {
    lines.push(`<text x="${MARGIN}" y="${y}" font-size="32">${escapeXml(`${label}: ${value}`)}</text>`);
    y += 56;
  }
  lines.push(`<text x="${MARGIN}" y="${y + 40}" font-size="32">${escapeXml(`${text.signature}:`)}</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#fff"/><g font-family="${FONT}" fill="#1a1a1a">${lines.join('')}</g></svg>`;
  const signature = await sharp(options.signaturePng)
    .resize({ width: 560, height: 220, fit: 'inside' })
    .png()
    .toBuffer();
  const top = Math.min(y + 70, HEIGHT - 260);
  const png = await sharp(Buffer.from(svg))
    .composite([{ input: signature, left: MARGIN + 220, top }])
    .png()
    .toBuffer();

  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  pdf.setCreationDate(options.signedAt);
  pdf.setModificationDate(options.signedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const image = await pdf.embedPng(png);
  page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  return { png, pdf: Buffer.from(await pdf.save()) };
}
