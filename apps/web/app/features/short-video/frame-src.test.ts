import { describe, expect, it, vi } from 'vitest';
import { announceReady, frameSrc, MICRO_FRONTEND_READY } from './frame-src.ts';

describe('frameSrc', () => {
  it('keeps a path of ours relative and gives it the page language', () => {
    expect(frameSrc('/h5/shortVideo', 'https://roadshow.example', 'tc')).toEqual({
      src: '/h5/shortVideo?lang=tc',
      sameOrigin: true,
    });
  });

  it('replaces a lang the configured URL already had and keeps its other parameters', () => {
    expect(frameSrc('/h5/shortVideo?feed=ir&lang=en', 'https://roadshow.example', 'zh-CN').src).toBe(
      '/h5/shortVideo?feed=ir&lang=zh-CN',
    );
  });

  it('leaves another origin absolute and marks it as foreign', () => {
    expect(frameSrc('https://video.partner.example/feed#top', 'https://roadshow.example', 'en')).toEqual({
      src: 'https://video.partner.example/feed?lang=en#top',
      sameOrigin: false,
    });
  });

  it('treats an absolute URL on our own origin as ours', () => {
    expect(frameSrc('https://roadshow.example/h5/shortVideo', 'https://roadshow.example', 'en').sameOrigin).toBe(true);
  });
});

describe('announceReady', () => {
  const fakeWindow = (framed: boolean) => {
    const parent = { postMessage: vi.fn() };
    const self = { location: { origin: 'https://roadshow.example' }, parent: undefined as unknown };
    self.parent = framed ? parent : self;
    return { self: self as unknown as Window, parent };
  };

  it('tells the framing page of our own origin, never any origin', () => {
    const { self, parent } = fakeWindow(true);
    announceReady(self);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: MICRO_FRONTEND_READY }, 'https://roadshow.example');
    expect(parent.postMessage).not.toHaveBeenCalledWith(expect.anything(), '*');
  });

  it('says nothing when not framed', () => {
    const { self, parent } = fakeWindow(false);
    announceReady(self);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
