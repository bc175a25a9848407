import { useTranslation } from 'react-i18next';
import { formatChinaDateTime, formatCount } from '@roadshow/contracts/format';
import { AgendaVisibility } from '@roadshow/contracts/agenda-visibility';
import { ActivityCard } from '../../components/activity-card.tsx';
import { Section } from '../../components/section.tsx';
import type { ActivityPageData, Gated } from './load-activity-page.server.ts';

/** A refused part says why (log in, register, contact the sponsor) instead of showing nothing. */
function Refused({ part }: { part: Extract<Gated<unknown>, { ok: false }> }) {
  return <p className="activity-refused">{part.message}</p>;
}

const Empty = ({ text }: { text: string }) => <p className="list-state list-state--empty">{text}</p>;

export function ContentSection({ content }: { content: ActivityPageData['content'] }) {
  const { t } = useTranslation();
  return (
    <Section id="activity-content" title={t('activityPage.content')}>
      {!content.ok ? (
        <Refused part={content} />
      ) : content.value.content.trim() === '' ? (
        <Empty text={t('activityPage.noContent')} />
      ) : (
        <div className="activity-content">
          {content.value.content.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </Section>
  );
}

export function GuestsSection({ guests }: { guests: ActivityPageData['guests'] }) {
  const { t } = useTranslation();
  return (
    <Section id="activity-guests" title={t('activityPage.guests')}>
      {!guests.ok ? (
        <Refused part={guests} />
      ) : guests.value.guestList.length === 0 ? (
        <Empty text={t('activityPage.noGuests')} />
      ) : (
        <ul className="guest-list">
          {guests.value.guestList.map((guest, index) => (
            <li key={index} className="guest-list__item">
              <span className="guest-list__avatar" aria-hidden="true">
                {guest.avatar ? (
                  <img src={guest.avatar} alt="" width={48} height={48} loading="lazy" />
                ) : (
                  guest.name.slice(0, 1)
                )}
              </span>
              <span>
                <strong>{guest.name}</strong>
                <span className="guest-list__title">{guest.title}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function AgendaSection({ agenda }: { agenda: ActivityPageData['agenda'] }) {
  const { t } = useTranslation();
  return (
    <Section id="activity-agenda" title={t('activityPage.agenda')}>
      {agenda.visibility !== AgendaVisibility.Viewable ? (
        <p className="activity-refused" data-visibility={agenda.visibility}>
          {t(`activityPage.agendaHint.${agenda.visibility}`)}
        </p>
      ) : (
        <ol className="agenda-list">
          {agenda.agendaList.map((item, index) => (
            <li key={index} className="agenda-list__item">
              <time dateTime={item.startTime}>{formatChinaDateTime(item.startTime).slice(-5)}</time>
              <span>
                <strong>{item.title}</strong>
                {item.speaker ? <span className="agenda-list__speaker">{item.speaker}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function FilesSection({ files }: { files: ActivityPageData['files'] }) {
  const { t } = useTranslation();
  return (
    <Section id="activity-files" title={t('activityPage.files')}>
      {!files.ok ? (
        <Refused part={files} />
      ) : files.value.fileList.length === 0 ? (
        <Empty text={t('activityPage.noFiles')} />
      ) : (
        <ul className="file-list">
          {files.value.fileList.map((file) => (
            <li key={file.fileId}>
              {/* A link of a few minutes (decision 062): the page's data is loaded fresh with it. */}
              <a href={file.url} download={file.name}>
                {file.name}
              </a>{' '}
              <span className="file-list__size">{formatCount(file.sizeBytes)}B</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function CompanySection({ company }: { company: ActivityPageData['company'] }) {
  const { t } = useTranslation();
  if (!company.company) return null;
  return (
    <Section id="activity-company" title={t('activityPage.companyIntro')}>
      <div className="company-intro">
        <p className="company-intro__name">
          {company.company.companyName} <span>{company.company.companyCode}</span>
        </p>
        <p>{company.introduction || t('activityPage.noIntro')}</p>
        {company.irWebsite ? (
          <a href={company.irWebsite} target="_blank" rel="noopener noreferrer">
            {t('activityPage.irWebsite')}
          </a>
        ) : null}
      </div>
    </Section>
  );
}

export function RelatedSection({ related }: { related: ActivityPageData['related'] }) {
  const { t } = useTranslation();
  if (related.activityManageList.length === 0) return null;
  return (
    <Section id="activity-related" title={t('activityPage.related')}>
      <div className="card-grid card-grid--three">
        {related.activityManageList.map((activity) => (
          <ActivityCard key={activity.activityId} activity={activity} />
        ))}
      </div>
    </Section>
  );
}
