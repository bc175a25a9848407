import { describe, expect, it } from 'vitest';
import { maskPhone } from './mask-phone.ts';

describe('maskPhone', () => {
  it('shows the first three and last four digits of a full number', () => {
    expect(maskPhone('13800001234')).toBe('138****1234');
  });

  it.each(['', '1', '1380', '1380123', '13801234', '1380012345'])('hides a short value whole: %j', (phone) => {
    expect(maskPhone(phone)).toBe('****');
  });
});
