import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createQrBusinessCardRecognizer } from './qr-business-card-recognizer.ts';
import { scanBusinessCard } from './scan-business-card.ts';

const ctx = { cardRecognizer: createQrBusinessCardRecognizer() };

const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:李;明;;;',
  'FN:李明',
  'ORG:长青基金管理有限公司;研究部',
  'TITLE:高级研究员',
  'EMAIL;TYPE=work:li.ming@fund.example',
  'TEL;TYPE=cell:+86 138 0013 8000',
  'END:VCARD',
].join('\r\n');

/** A card photo: a coloured card with a QR code printed at its right edge, as JPEG. */
async function cardWithQr(text: string) {
  const qr = await QRCode.toBuffer(text, { type: 'png', width: 360, margin: 2 });
  return sharp({ create: { width: 1050, height: 600, channels: 3, background: '#f4f1ea' } })
    .composite([
      { input: qr, left: 640, top: 120 },
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="200"><text x="10" y="80" font-size="60">李明</text></svg>',
        ),
        left: 60,
        top: 100,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('scanBusinessCard with the sandbox QR recognizer', () => {
  it('fills the form from a vCard QR code printed on the card', async () => {
    expect(await scanBusinessCard(ctx, await cardWithQr(VCARD))).toEqual({
      name: '李明',
      companyName: '长青基金管理有限公司',
      position: '高级研究员',
      email: 'li.ming@fund.example',
      phone: '+8613800138000',
    });
  });

  it('reads a MECARD too', async () => {
    const card = await cardWithQr('MECARD:N:Wang,Fang;ORG:Blue Sky Capital;TEL:13900139000;EMAIL:fang@sky.example;;');
    expect(await scanBusinessCard(ctx, card)).toMatchObject({
      name: 'Fang Wang',
      companyName: 'Blue Sky Capital',
      email: 'fang@sky.example',
      phone: '13900139000',
    });
  });

  it('fails with the spec message on a plain photo and on a QR code that is no contact card', async () => {
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2588ef' } })
      .jpeg()
      .toBuffer();
    await expect(scanBusinessCard(ctx, photo)).rejects.toMatchObject({ code: 'CARD_RECOGNITION_FAILED' });
    await expect(scanBusinessCard(ctx, await cardWithQr('https://example.com'))).rejects.toMatchObject({
      code: 'CARD_RECOGNITION_FAILED',
    });
  });

  it('checks the type from the bytes and refuses empty, too large and broken files', async () => {
    await expect(scanBusinessCard(ctx, Buffer.from('<html>not an image</html>'))).rejects.toMatchObject({
      code: 'IMAGE_WRONG_TYPE',
    });
    await expect(scanBusinessCard(ctx, Buffer.alloc(0))).rejects.toMatchObject({ code: 'IMAGE_REQUIRED' });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]);
    await expect(scanBusinessCard(ctx, big)).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await expect(scanBusinessCard(ctx, broken)).rejects.toMatchObject({ code: 'IMAGE_CORRUPT' });
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(scanBusinessCard(ctx, bomb)).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS' });
  });
});
