import type { BusinessCardFields } from '@roadshow/contracts/registration-form';

const EMPTY: BusinessCardFields = { name: '', companyName: '', position: '', email: '', phone: '' };

/** vCard values escape "\," "\;" "\n" and "\\". */
const unescapeVcard = (value: string) =>
  value.replace(/\\([,;\\nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? ' ' : c));

/** Lines of a vCard with folded continuation lines joined (RFC 6350 §3.2). */
const unfold = (text: string) => text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);

function parseVcard(text: string): BusinessCardFields {
  const fields = { ...EMPTY };
  let structuredName = '';
  for (const line of unfold(text)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [property = ''] = line.slice(0, colon).toUpperCase().split(';');
    const name = property.includes('.') ? property.slice(property.indexOf('.') + 1) : property;
    const value = line.slice(colon + 1).trim();
    if (name === 'FN') fields.name ||= unescapeVcard(value);
    else if (name === 'N') {
      // N:family;given;additional;prefix;suffix
      const [family = '', given = ''] = value.split(';').map(unescapeVcard);
      structuredName = /[\p{Script=Han}]/u.test(family + given) ? family + given : `${given} ${family}`.trim();
    } else if (name === 'ORG') fields.companyName ||= unescapeVcard(value.split(';')[0] ?? '');
    else if (name === 'TITLE') fields.position ||= unescapeVcard(value);
    else if (name === 'EMAIL') fields.email ||= value;
    else if (name === 'TEL') fields.phone ||= value.replace(/^tel:/i, '');
  }
  fields.name ||= structuredName;
  return fields;
}

function parseMecard(text: string): BusinessCardFields {
  const fields = { ...EMPTY };
  // MECARD:N:Li,Ming;ORG:…;TEL:…;EMAIL:…;; with "\" escaping ; : , and \ in values.
  const body = text.slice('MECARD:'.length);
  for (const part of body.split(/(?<!\\);/)) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const key = part.slice(0, colon).toUpperCase();
    const value = part
      .slice(colon + 1)
      .replace(/\\([;:,\\])/g, '$1')
      .trim();
    if (key === 'N') {
      const [family = '', given = ''] = value.split(',');
      fields.name = /[\p{Script=Han}]/u.test(value) ? family + given : `${given} ${family}`.trim();
    } else if (key === 'ORG') fields.companyName ||= value;
    else if (key === 'TITLE') fields.position ||= value;
    else if (key === 'EMAIL') fields.email ||= value;
    else if (key === 'TEL') fields.phone ||= value;
  }
  return fields;
}

/** The fields of a vCard or MECARD text, or null when it is neither or names nobody. */
export function parseContactCard(text: string): BusinessCardFields | null {
  const trimmed = text.trim();
  const fields = /^BEGIN:VCARD/i.test(trimmed)
    ? parseVcard(trimmed)
    : /^MECARD:/i.test(trimmed)
      ? parseMecard(trimmed)
      : null;
  if (!fields || !fields.name) return null;
  const clip = (value: string, max: number) =>
    value
      .replace(/\p{Cc}/gu, '')
      .slice(0, max)
      .trim();
  return {
    name: clip(fields.name, 60),
    companyName: clip(fields.companyName, 100),
    position: clip(fields.position, 50),
    email: clip(fields.email, 100),
    phone: clip(fields.phone.replace(/[^\d+]/g, ''), 20),
  };
}
