import { describe, expect, it } from 'vitest';
import { parseContactCard } from './parse-contact-card.ts';

describe('parseContactCard', () => {
  it('reads folded and escaped vCard lines, and N when there is no FN', () => {
    const text =
      'BEGIN:VCARD\nVERSION:4.0\nN:Chan;Tai Man;;;\nORG:Harbour\\, Partners\nTITLE:Fund\n  Manager\nEND:VCARD';
    expect(parseContactCard(text)).toEqual({
      name: 'Tai Man Chan',
      companyName: 'Harbour, Partners',
      position: 'Fund Manager',
      email: '',
      phone: '',
    });
  });

  it('answers null for text that is no contact card or names nobody', () => {
    expect(parseContactCard('hello')).toBeNull();
    expect(parseContactCard('BEGIN:VCARD\nORG:Nobody Inc\nEND:VCARD')).toBeNull();
  });

  it('clips long values and drops control characters', () => {
    const card = parseContactCard(`BEGIN:VCARD\nFN:A\u0007${'b'.repeat(100)}\nEND:VCARD`);
    expect(card?.name).toHaveLength(60);
    expect(card?.name).not.toContain('\u0007');
  });
});
