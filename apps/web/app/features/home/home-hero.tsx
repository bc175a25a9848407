import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Banner } from '@roadshow/contracts/home';
import { SearchField } from '../../components/header/header-search.tsx';
import { useLang, withLang } from '../../lib/lang.ts';
import { logClick } from '../../lib/tracking.ts';

const ROTATE_MS = 6000;

function useRotation(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);
  return [index, setIndex] as const;
}

/** The banner carousel with the home search box for activities (spec §2 "Home"). */
export function HomeHero({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useRotation(banners.length, paused);
  return (
    <section
      className="home-hero"
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="home-hero__slides">
        {banners.map((banner, i) => (
          <div
            key={banner.bannerId}
            className={`home-hero__slide${i === index ? ' is-current' : ''}`}
            aria-hidden={i !== index}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide', { index: i + 1 })}
          >
            <img
              src={banner.imageUrl}
              alt=""
              width={1920}
              height={480}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
            {banner.linkUrl ? (
              <Link
                className="home-hero__caption"
                to={withLang(banner.linkUrl, lang)}
                tabIndex={i === index ? 0 : -1}
                onClick={() => logClick({ text: `banner:${banner.bannerId}`, lang })}
              >
                <strong>{banner.title}</strong>
                <span>{banner.subtitle}</span>
              </Link>
            ) : null}
          </div>
        ))}
      </div>
      <div className="home-hero__search">
        <h1 className="home-hero__title">{t('home.heroTitle')}</h1>
        <p className="home-hero__subtitle">{t('home.heroSubtitle')}</p>
        <SearchField large placeholder={t('home.heroSearchPlaceholder')} />
      </div>
      {banners.length > 1 ? (
        <div className="home-hero__dots">
          {banners.map((banner, i) => (
            <button
              key={banner.bannerId}
              type="button"
              className={`home-hero__dot${i === index ? ' is-current' : ''}`}
              aria-label={t('home.slide', { index: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
