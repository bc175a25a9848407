import jsQR from 'jsqr';

/** The text of a QR code in a picture's pixels (jsQR), or null. */
export function qrInPixels(pixels: ImageData): string | null {
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Draws a frame or picture onto a canvas scaled to at most `max` pixels wide and reads its pixels. */
export function pixelsOf(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
  max = 1024,
) {
  const scale = Math.min(1, max / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The QR code in a photo the reception took or chose (phones without a live camera feed). */
export async function qrInFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height, document.createElement('canvas'));
    return pixels ? qrInPixels(pixels) : null;
  } finally {
    bitmap.close();
  }
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

/** The browser's own detector where it exists (Chrome on Android), else null and jsQR is used. */
export function nativeDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike })
    .BarcodeDetector;
  return Detector ? new Detector({ formats: ['qr_code'] }) : null;
}
