import type { BusinessCardFields } from '@roadshow/contracts/registration-form';

/**
 * Reads a business-card photo (spec §7 business card scanning). A provider answers the fields it
 * found, or null when it could not read the card; the user then types them (spec §8 message).
 * The sandbox provider reads a vCard or MECARD QR code printed on the card; an OCR service fits
 * the same interface.
 */
export interface BusinessCardRecognizer {
  /** `pixels` is RGBA, already decoded and size-checked from the upload's bytes. */
  recognize(image: { pixels: Uint8ClampedArray; width: number; height: number }): Promise<BusinessCardFields | null>;
}
