import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChinaDateTime } from '@roadshow/contracts/format';
import type { MyBooking, MyOrder, MyQuestionnaire } from '@roadshow/contracts/my-center';
import { Pager } from '../../components/pager.tsx';
import { useLang, withLang } from '../../lib/lang.ts';
import { myCenterHref } from './my-center-tab.ts';
import { MyListEmpty } from './my-list-empty.tsx';

/** One row of a list another feature owns: a title that links on, then what to know about it. */
interface Row {
  key: string;
  title: string;
  href: string;
  meta: string[];
  badge?: string;
}

type Props =
  | { tab: 'bookings'; rows: MyBooking[]; paging: { page: number; total: number; pageSize: number } }
  | { tab: 'questionnaires'; rows: MyQuestionnaire[] }
  | { tab: 'orders'; rows: MyOrder[] };

/** My bookings, questionnaires to fill and orders: the rows their features' sources give (decision 056). */
export function MyFeatureList(props: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(lang === 'en' ? 'en' : lang === 'tc' ? 'zh-TW' : 'zh-CN', {
      style: 'currency',
      currency,
    }).format(cents / 100);
  const rows: Row[] =
    props.tab === 'bookings'
      ? props.rows.map((row) => ({
          key: row.bookingId,
          title: row.companyName,
          href: row.href,
          meta: [t(`visitBooking.type.${row.kind}`), row.date],
          badge: t(`visitBooking.state.${row.state}`),
        }))
      : props.tab === 'questionnaires'
        ? props.rows.map((row) => ({
            key: row.questionnaireId,
            title: row.title,
            href: row.href,
            meta: [
              row.activityTitle,
              row.deadline ? t('myCenterLists.deadline', { time: formatChinaDateTime(row.deadline) }) : '',
            ],
          }))
        : props.rows.map((row) => ({
            key: row.orderId,
            title: row.title,
            href: row.href,
            meta: [money(row.amountCents, row.currency), formatChinaDateTime(row.createdAt)],
            badge: t(`pay.states.${row.state}`),
          }));
  return (
    <section className="my-center__card my-list" aria-labelledby="my-list-title">
      <h2 id="my-list-title" className="my-center__card-title">
        {t(`myCenterLists.tabs.${props.tab}`)}
      </h2>
      {rows.length === 0 ? (
        <MyListEmpty text={t(`myCenterLists.empty.${props.tab}`)} />
      ) : (
        <ul className="my-list__rows">
          {rows.map((row) => (
            <li key={row.key} className="my-list__row">
              <div className="my-list__main">
                <Link className="my-list__title" to={withLang(row.href, lang)}>
                  {row.title}
                </Link>
                <p className="my-list__meta">
                  {row.meta.filter(Boolean).map((item) => (
                    <span key={item}>{item}</span>
                  ))}
                </p>
              </div>
              {row.badge ? (
                <div className="my-list__badges">
                  <span className="my-list__badge">{row.badge}</span>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {props.tab === 'bookings' ? (
        <Pager
          page={props.paging.page}
          total={props.paging.total}
          pageSize={props.paging.pageSize}
          href={(page) => withLang(`${myCenterHref('bookings')}${page > 1 ? `&page=${page}` : ''}`, lang)}
          label={t('myCenterLists.pages')}
        />
      ) : null}
    </section>
  );
}
