import jsQR from 'jsqr';
import type { BusinessCardRecognizer } from './business-card-recognizer.ts';
import { parseContactCard } from './parse-contact-card.ts';

/**
 * The sandbox recognizer: works offline by decoding a QR code (vCard or MECARD) printed on the
 * card, as many cards carry. Anything without one is "not recognized".
 */
export function createQrBusinessCardRecognizer(): BusinessCardRecognizer {
  return {
    async recognize({ pixels, width, height }) {
      const code = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
      return code ? parseContactCard(code.data) : null;
    },
  };
}
