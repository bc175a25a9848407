import { describe, expect, it } from 'vitest';
import { shareMeta, type MetaTag } from './share-meta.tsx';

const content = (tags: MetaTag[], key: string) =>
  tags.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content;

describe('shareMeta', () => {
  it('builds absolute og and twitter tags for a page with a cover', () => {
    const tags = shareMeta({
      title: '新能源专题',
      description: '  第一行\n\n第二行  ',
      image: '/media/covers/topic-1.svg',
      url: '/tab/activityThemeDetail?themeId=1&lang=tc',
      lang: 'tc',
      origin: 'https://roadshow.example',
      siteName: '路演中',
    });
    expect(content(tags, 'og:title')).toBe('新能源专题');
    expect(content(tags, 'og:description')).toBe('第一行 第二行');
    expect(content(tags, 'description')).toBe('第一行 第二行');
    expect(content(tags, 'og:url')).toBe('https://roadshow.example/tab/activityThemeDetail?themeId=1&lang=tc');
    expect(content(tags, 'og:image')).toBe('https://roadshow.example/media/covers/topic-1.svg');
    expect(content(tags, 'og:locale')).toBe('zh_TW');
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'og:site_name')).toBe('路演中');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe('https://roadshow.example/media/covers/topic-1.svg');
    const keys = tags.map((tag) => ('property' in tag ? tag.property : tag.name));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses a small card without a picture and cuts long descriptions at a character', () => {
    const tags = shareMeta({
      title: 'News',
      description: '长'.repeat(300),
      url: 'https://roadshow.example/tab/flashNews?newsId=2',
      lang: 'en',
      origin: 'https://roadshow.example',
      type: 'article',
    });
    expect(content(tags, 'twitter:card')).toBe('summary');
    expect(content(tags, 'og:image')).toBeUndefined();
    expect(content(tags, 'og:type')).toBe('article');
    expect(content(tags, 'og:locale')).toBe('en_US');
    expect([...content(tags, 'og:description')!]).toHaveLength(200);
    expect(content(tags, 'og:description')!.endsWith('…')).toBe(true);
  });
});
