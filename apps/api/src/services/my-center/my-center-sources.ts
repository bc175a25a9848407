import type { Lang } from '@roadshow/contracts/locale';
import type { MyBooking, MyOrder, MyQuestionnaire } from '@roadshow/contracts/my-center';
import type { Repositories } from '../../repositories/create-repositories.ts';
import { bookingSource } from './booking-source.ts';
import { orderSource } from './order-source.ts';
import { questionnaireSource } from './questionnaire-source.ts';

/** What a list source is asked: whose rows, and in which language to title them. */
export interface MyListQuery {
  userId: string;
  /** The login mobile: visitor bookings are made by phone number. */
  mobile: string;
  lang: Lang;
}

/** One list of the personal center that another feature owns: its rows and their count. */
export interface MyListSource<Row> {
  list(query: MyListQuery): Promise<Row[]>;
  count(query: MyListQuery): Promise<number>;
}

/** A list that grows with use (bookings): read a page at a time, counted whole. */
export interface MyPagedListSource<Row> {
  list(query: MyListQuery, page: { limit: number; offset: number }): Promise<Row[]>;
  count(query: MyListQuery): Promise<number>;
}

/**
 * The personal center's lists that other features own (decision 056): research-visit bookings
 * (visitor booking), questionnaires still to fill (questionnaires) and interaction orders (payment).
 * Each feature's repository is plugged in here, in createMyCenterSources below.
 */
export interface MyCenterSources {
  bookings: MyPagedListSource<MyBooking>;
  questionnaires: MyListSource<MyQuestionnaire>;
  orders: MyListSource<MyOrder>;
}

/** Each list read from its feature's repository. */
export function createMyCenterSources(repos: Repositories, now: () => Date): MyCenterSources {
  return {
    bookings: bookingSource(repos),
    questionnaires: questionnaireSource(repos, now),
    orders: orderSource(repos),
  };
}
