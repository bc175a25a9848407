import { Link } from 'react-router';
import type { Banner } from '@roadshow/contracts/home';
import { useLang, withLang } from '../../lib/lang.ts';

/** The single promotional picture between the home blocks (spec §7 getHomePicture). */
export function HomePicture({ picture }: { picture: Banner | null }) {
  const lang = useLang();
  if (!picture) return null;
  const image = (
    <img src={picture.imageUrl} alt={picture.title} width={1200} height={300} loading="lazy" decoding="async" />
  );
  return (
    <div className="home-picture">
      {picture.linkUrl ? <Link to={withLang(picture.linkUrl, lang)}>{image}</Link> : image}
    </div>
  );
}
