import type { Lang } from '@roadshow/contracts/locale';
import { useRootData } from './lang.ts';

/** One `<meta>` tag, in React Router's meta-descriptor shape (usable from a `meta` export too). */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface ShareMetaInput {
  title: string;
  description: string;
  /** Cover picture: a path on the site or an absolute URL; made absolute against `origin`. */
  image?: string | null;
  /** The page: a path (with its query) or an absolute URL; made absolute against `origin`. */
  url: string;
  lang: Lang;
  /** The site's origin as browsers see it (the root loader's `origin`). */
  origin: string;
  /** The site's name in the page's language (og:site_name). */
  siteName?: string;
  /** `article` for news, `website` otherwise. */
  type?: 'website' | 'article';
}

const OG_LOCALE: Record<Lang, string> = { 'zh-CN': 'zh_CN', en: 'en_US', tc: 'zh_TW' };
const MAX_DESCRIPTION = 200;

/** Preview texts are short: whitespace folded, cut at a character (not a byte) with an ellipsis. */
function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The link-preview tags of a page (Open Graph and Twitter cards), so a shared link shows its title,
 * summary and picture in chat apps and social sites. Activity, topic, company and news pages all
 * call this one function; `<ShareMeta>` renders its result.
 */
export function shareMeta(input: ShareMetaInput): MetaTag[] {
  const url = new URL(input.url, input.origin).href;
  const image = input.image ? new URL(input.image, input.origin).href : undefined;
  const description = shorten(input.description, MAX_DESCRIPTION);
  const tags: MetaTag[] = [
    { name: 'description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[input.lang] },
  ];
  if (input.siteName) tags.push({ property: 'og:site_name', content: input.siteName });
  if (image) tags.push({ property: 'og:image', content: image }, { property: 'og:image:alt', content: input.title });
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: description },
  );
  if (image) tags.push({ name: 'twitter:image', content: image });
  return tags;
}

/**
 * Renders `shareMeta(...)` as `<meta>` elements; React hoists them into the document head. `origin`
 * defaults to the site's origin from the root loader.
 */
export function ShareMeta(props: Omit<ShareMetaInput, 'origin'> & { origin?: string }) {
  const rootOrigin = useRootData()?.origin;
  const origin = props.origin ?? rootOrigin ?? 'http://localhost';
  return (
    <>
      {shareMeta({ ...props, origin }).map((tag) =>
        'property' in tag ? (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
    </>
  );
}
