import { describe, expect, it } from 'vitest';
import { carouselStartIndex, orderForCarousel } from '../src/carousel-order.ts';
import type { MeetingStatus } from '../src/meeting-status.ts';

const item = (id: string, status: MeetingStatus, startAt = 0) => ({ id, status, startAt });
const ids = (items: { id: string }[]) => items.map((i) => i.id).join(',');

describe('orderForCarousel (spec §4)', () => {
  it('puts ended first, then replays, then previews, then live', () => {
    const ordered = orderForCarousel([item('p1', 0), item('l1', 1), item('r1', 2, 5), item('e1', 3)]);
    expect(ids(ordered)).toBe('e1,r1,p1,l1');
  });

  it('keeps only as many replays as fill the limit, the latest ones, in input order', () => {
    const replays = [item('r-old', 2, 1), item('r-new', 2, 9), item('r-mid', 2, 5)];
    const ordered = orderForCarousel([...replays, item('p1', 0), item('p2', 0)], 4);
    expect(ids(ordered)).toBe('r-new,r-mid,p1,p2');
  });

  it('drops every replay when the others already fill the limit', () => {
    const others = Array.from({ length: 10 }, (_, i) => item(`p${i}`, 0));
    expect(orderForCarousel([item('r', 2, 1), ...others]).some((i) => i.id === 'r')).toBe(false);
  });

  it('defaults the limit to 10', () => {
    const replays = Array.from({ length: 15 }, (_, i) => item(`r${i}`, 2, i));
    expect(orderForCarousel(replays)).toHaveLength(10);
  });
});

describe('carouselStartIndex (spec §4)', () => {
  it.each<[string, MeetingStatus[], number]>([
    ['nothing upcoming or live', [3, 3, 2, 2, 2, 2, 2], 0],
    ['empty list', [], 0],
    ['fewer than 5 upcoming', [3, 3, 2, 2, 2, 2, 0, 1], 5],
    ['fewer than 5 upcoming, but no second page', [3, 0, 1], 0],
    ['5 or more upcoming: the page of the first one', [3, 2, 2, 2, 2, 2, 2, 0, 0, 0, 1, 1], 5],
    ['5 or more upcoming from the start', [0, 0, 0, 1, 1, 1], 0],
  ])('%s', (_name, statuses, expected) => {
    expect(carouselStartIndex(statuses)).toBe(expected);
  });
});
