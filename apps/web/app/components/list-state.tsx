import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/** Loading, failed and empty states shared by every list. */
export function ListState(props: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry?: () => void;
  skeletonCount?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (props.loading)
    return (
      <div className="card-grid card-grid--four" aria-busy="true">
        {Array.from({ length: props.skeletonCount ?? 4 }, (_, index) => (
          <div className="activity-card activity-card--skeleton" key={index} aria-hidden="true">
            <div className="activity-card__cover skeleton" />
            <div className="activity-card__body">
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
        ))}
      </div>
    );
  if (props.failed)
    return (
      <div className="list-state" role="alert">
        <p>{t('home.loadFailed')}</p>
        {props.onRetry ? (
          <button type="button" className="btn" onClick={props.onRetry}>
            {t('home.retry')}
          </button>
        ) : null}
      </div>
    );
  if (props.empty)
    return (
      <div className="list-state list-state--empty">
        <Icon name="inbox" className="list-state__icon" />
        <p>{t('home.empty')}</p>
      </div>
    );
  return <>{props.children}</>;
}
