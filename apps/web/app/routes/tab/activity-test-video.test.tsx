// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPage } from '../../../test/render-in-page.tsx';
import ActivityTestVideo from './activity-test-video.tsx';

// hls.js arrives when the test lets it (as a slow network would), and counts its players.
const players = { made: 0, destroyed: 0 };
let releaseHls: () => void = () => undefined;
const hlsArrived = new Promise<void>((resolve) => (releaseHls = resolve));
vi.mock('hls.js', async () => {
  await hlsArrived;
  class FakeHls {
    static isSupported = () => true;
    constructor() {
      players.made += 1;
    }
    loadSource() {}
    attachMedia() {}
    destroy() {
      players.destroyed += 1;
    }
  }
  return { default: FakeHls };
});

beforeEach(() => {
  // jsdom plays no media and has no EventSource; the page's checks say so rather than fail.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/tab/activityTestVideo', () => {
  it('honours the answer’s status: a segment that is not there fails the bandwidth check', async () => {
    vi.stubGlobal('fetch', async (input: string) =>
      String(input).startsWith('/media/') ? new Response('Not Found', { status: 404 }) : new Response('{}'),
    );
    await renderInPage(() => <ActivityTestVideo />, { lang: 'en', user: null });
    const stateOf = (label: RegExp) => screen.getByText(label).closest('li')!.getAttribute('data-state');
    await waitFor(() => expect(stateOf(/Download speed/)).toBe('failed'));
    await waitFor(() => expect(stateOf(/Server response time/)).toBe('ok'));
  });

  it('leaves no player behind when the page is left before hls.js has loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('x'));
    const { unmount } = await renderInPage(() => <ActivityTestVideo />, { lang: 'en', user: null });
    unmount();
    releaseHls();
    await hlsArrived;
    // Give the page's pending import the chance to (wrongly) make a player.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(players.made - players.destroyed).toBe(0);
  });
});
