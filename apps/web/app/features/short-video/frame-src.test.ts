import { describe, expect, it } from 'vitest';
import { frameSrc } from './frame-src.ts';

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
