import { useTranslation } from 'react-i18next';
import { FrameHost } from '../../features/short-video/frame-host.tsx';
import { frameSrc } from '../../features/short-video/frame-src.ts';
import '../../features/short-video/short-video.css';
import { serverConfig } from '../../lib/api.server.ts';
import { langFromRequest } from '../../lib/lang.ts';
import type { Route } from './+types/short-video';

export function loader({ request, context }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  return frameSrc(serverConfig(context).shortVideoUrl, origin, langFromRequest(request));
}

/**
 * Spec §2 /tab/shortVideo, "flagged as embedded micro-frontend": the short-video app at SHORT_VIDEO_URL
 * in a frame; by default our own feed (/h5/shortVideo).
 */
export default function ShortVideo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page short-video">
      <title>{`${t('pages.shortVideo')} · ${t('site.name')}`}</title>
      <meta name="description" content={t('media.shortVideo.description')} />
      <h1 className="short-video__title">{t('pages.shortVideo')}</h1>
      <FrameHost src={loaderData.src} sameOrigin={loaderData.sameOrigin} title={t('media.shortVideo.frameTitle')} />
    </main>
  );
}
