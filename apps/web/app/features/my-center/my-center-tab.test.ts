import { describe, expect, it } from 'vitest';
import { isListTab, myCenterHref, myCenterTab } from './my-center-tab.ts';

const url = (query: string) => new URL(`http://localhost/tab/myCenter${query}`);

describe('myCenterTab', () => {
  it('reads the path form first, then ?activeName=, in any case and by its long names', () => {
    expect(myCenterTab(url('?activeName=orders'), 'roadshows')).toBe('roadshows');
    expect(myCenterTab(url('?activeName=myQuestions'), undefined)).toBe('questions');
    expect(myCenterTab(url('?activeName=MyCertification'), undefined)).toBe('certification');
    expect(myCenterTab(url('?activeName=questionnaires'), undefined)).toBe('questionnaires');
  });

  it('falls back to personal information for anything else', () => {
    expect(myCenterTab(url(''), undefined)).toBe('personal');
    expect(myCenterTab(url('?activeName=__proto__'), undefined)).toBe('personal');
    expect(myCenterTab(url('?activeName=constructor'), undefined)).toBe('personal');
  });

  it('tells the list tabs from the profile tabs, and links each by its name', () => {
    expect(['personal', 'certification', 'roadshows', 'orders'].map((tab) => isListTab(tab as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(myCenterHref('bookings')).toBe('/tab/myCenter?activeName=bookings');
  });
});
