import type { DocumentType } from './verification.ts';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643: 17 digits, a valid birth date, and the ISO 7064 MOD 11-2 check character. */
function isResidentIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replaceAll('-', '') !== birth) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

const RULES: Record<DocumentType, (value: string) => boolean> = {
  0: isResidentIdNumber,
  // Passports: letters and digits, 5 to 17 (ICAO allows up to 9; some countries use more).
  1: (v) => /^[A-Z0-9]{5,17}$/.test(v),
  // Mainland travel permit for Hong Kong and Macao residents: H or M and 8 or 10 digits.
  2: (v) => /^[HM]\d{8}(\d{2})?$/.test(v),
  // Mainland travel permit for Taiwan residents: 8 or 10 digits.
  3: (v) => /^\d{8}(\d{2})?$/.test(v),
  // Foreigner's permanent residence card: 15 characters (old) or 18 (2023 format).
  4: (v) => /^[A-Z]{3}\d{12}$/.test(v) || /^9\d{16}[\dX]$/.test(v),
  5: (v) => /^[A-Z0-9-]{4,30}$/.test(v),
};

/** The number as stored (upper case, no spaces), or null when it cannot be one of this type. */
export function normalizeDocumentNumber(type: DocumentType, value: string): string | null {
  const normalized = value.replace(/[\s-]/g, (char) => (type === 5 && char === '-' ? char : '')).toUpperCase();
  return RULES[type](normalized) ? normalized : null;
}
