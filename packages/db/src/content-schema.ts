import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// Every piece of user-facing text has a zh-CN column and optional en and tc columns:
// a missing tc is converted from zh-CN, a missing en falls back to zh-CN (see localize.ts).

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en'),
  nameTc: text('name_tc'),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** Stock code, e.g. 600519; unique across exchanges in this product. */
    code: text('code').notNull(),
    exchange: text('exchange').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    nameTc: text('name_tc'),
    shortNameZh: text('short_name_zh').notNull(),
    shortNameEn: text('short_name_en'),
    shortNameTc: text('short_name_tc'),
    industryId: integer('industry_id').references(() => industries.id),
    logoUrl: text('logo_url'),
    irWebsite: text('ir_website'),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en'),
    introTc: text('intro_tc'),
    /** Heat score for the hot-company list (spec §7 gethotCompanyData). */
    degree: integer('degree').notNull().default(0),
    /**
     * Lower-cased, script-folded blob for substring search: names and code, SEARCH_SECTION_END,
     * pinyin, SEARCH_SECTION_END, industry names and the Han bigrams; written by the API's search
     * indexer, because pinyin and script folding are computed in JS. The first two sections are
     * exactly the company part of each of its activities' search_text (decision 091).
     */
    searchText: text('search_text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('companies_code_uq').on(t.code),
    // Trigram GIN index: serves LIKE '%...%' on any script (pg_trgm, DESIGN §2).
    index('companies_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en'),
  titleTc: text('title_tc'),
  summaryZh: text('summary_zh').notNull().default(''),
  summaryEn: text('summary_en'),
  summaryTc: text('summary_tc'),
  coverUrl: text('cover_url'),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

/**
 * Ends each section of a search_text. An activity's holds its titles, this character, its guests'
 * names, this character, then its company's names, code and pinyin and the Han bigrams of all.
 */
export const SEARCH_SECTION_END = '\t';

/**
 * One section of a search_text (1-based), as an index expression: the search's conditions must
 * repeat it exactly for the planner to use the index (decision 070).
 */
export const searchSectionOf = (searchText: AnyPgColumn | SQL, section: 1 | 2): SQL =>
  sql`split_part(${searchText}, E'\t', ${sql.raw(String(section))})`;

/** An activity's titles (activities_title_text_trgm_idx), or a company's names and code. */
export const searchTitlesOf = (searchText: AnyPgColumn | SQL): SQL => searchSectionOf(searchText, 1);

/**
 * The first two sections as one text: an activity's titles and guests, or a company's names and
 * pinyin, where a Latin search word is looked up (decisions 091, 092).
 */
export const searchFirstTwoSectionsOf = (searchText: AnyPgColumn | SQL): SQL =>
  sql`${searchSectionOf(searchText, 1)} || ' ' || ${searchSectionOf(searchText, 2)}`;

/**
 * The Latin words (runs of a-z and 0-9) of an activity's titles and guests' names: a search word
 * of Latin letters and digits is in those sections exactly when it is inside one of these words
 * (decision 092). Computed by the database from search_text, so the two never disagree.
 */
const latinWordsOf = (searchText: AnyPgColumn): SQL =>
  sql`array_remove(regexp_split_to_array(${searchFirstTwoSectionsOf(searchText)}, '[^a-z0-9]+'), '')`;

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    /** roadshow | openClass | offlineResearch */
    kind: text('kind').notNull(),
    /** Square tab type (spec §3): 2 performance briefing, 4 other; null for non-roadshows. */
    squareType: smallint('square_type'),
    /** Open-class category (2..4) for kind openClass. */
    classCategory: smallint('class_category'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en'),
    titleTc: text('title_tc'),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en'),
    summaryTc: text('summary_tc'),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en'),
    contentTc: text('content_tc'),
    locationZh: text('location_zh'),
    locationEn: text('location_en'),
    locationTc: text('location_tc'),
    companyId: integer('company_id').references(() => companies.id),
    topicId: integer('topic_id').references(() => topics.id),
    /** meeting_status: 0 preview, 1 live, 2 replay, 3 ended. */
    meetingStatus: smallint('meeting_status').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    coverUrl: text('cover_url'),
    viewCount: integer('view_count').notNull().default(0),
    recommended: boolean('recommended').notNull().default(false),
    /** public | registration | direct | whitelist | invitees (spec §6). */
    accessMode: text('access_mode').notNull().default('public'),
    quota: integer('quota'),
    signUpStartAt: timestamp('sign_up_start_at', { withTimezone: true }),
    signUpEndAt: timestamp('sign_up_end_at', { withTimezone: true }),
    needsApproval: boolean('needs_approval').notNull().default(false),
    /** When the quota is full, later sign-ups wait for a seat (true) or are refused (false). */
    waitingList: boolean('waiting_list').notNull().default(true),
    priceCents: integer('price_cents').notNull().default(0),
    /** Signing up asks for the registration form of spec §3 (otherwise one click books a seat). */
    registrationForm: boolean('registration_form').notNull().default(false),
    /** Signed-up users sign a commitment letter (spec §4), in the browser or through a QR code. */
    commitmentLetter: boolean('commitment_letter').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** Set when the sponsor cancelled the activity in the console (decision 030); it then reads as ended. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Lower-cased, script-folded blob for substring search in three sections (SEARCH_SECTION_END):
     * titles, guests, then company names, code, pinyin and Han bigrams; written by the API's search
     * indexer (pinyin and folding are JS).
     */
    searchText: text('search_text').notNull().default(''),
    latinWords: text('latin_words')
      .array()
      .notNull()
      .generatedAlwaysAs((): SQL => latinWordsOf(activities.searchText)),
    ...timestamps,
  },
  (t) => [
    index('activities_kind_status_start_idx').on(t.kind, t.meetingStatus, t.startAt),
    index('activities_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The titles alone: a word common in the whole text but rare in titles finds its title
    // matches here instead of walking the status order for them (decision 070).
    index('activities_title_text_trgm_idx').using('gin', sql`${searchTitlesOf(t.searchText)} gin_trgm_ops`),
    // A Latin search word's activities by title or guest, once search_words has named the words
    // that contain it (decision 092).
    index('activities_latin_words_idx').using('gin', t.latinWords),
    index('activities_company_idx').on(t.companyId),
    index('activities_topic_idx').on(t.topicId),
    // The home lists' status order (live, upcoming soonest, finished latest; statusOrder in the
    // API's activity repository, expression for expression): a search for a broad word walks it
    // and stops at the end of the page instead of sorting every match (decision 037).
    index('activities_status_order_idx').on(
      t.kind,
      t.published,
      sql`(case ${t.meetingStatus} when 1 then 0 when 0 then 1 else 2 end)`,
      sql`(case when ${t.meetingStatus} in (0, 1) then ${t.startAt} end)`,
      // ORDER BY … desc puts nulls first; the index must say the same to serve it.
      t.startAt.desc().nullsFirst(),
      t.id,
    ),
  ],
);

/**
 * Every Latin word found in any activity's latin_words: the words a Latin search word is inside are
 * found here, among a few thousand short rows, rather than among the activities, where pg_trgm
 * takes every title with "jingxin" for a candidate of "xingxi" (decision 092). Words are added as
 * activities are indexed and never removed: a word no activity holds any more finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const activityGuests = pgTable(
  'activity_guests',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    nameTc: text('name_tc'),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en'),
    titleTc: text('title_tc'),
    avatarUrl: text('avatar_url'),
    /** Offered in the live room's "ask a guest" list (the sponsor's console says who takes questions). */
    answersQuestions: boolean('answers_questions').notNull().default(true),
    /**
     * The console member (role guest) who is this speaker (decision 076): they draft answers to
     * the questions addressed to this guest. Null: nobody answers in the speaker's name.
     */
    memberUserId: text('member_user_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('activity_guests_activity_idx').on(t.activityId),
    index('activity_guests_member_idx').on(t.memberUserId),
  ],
);

export const activityAgenda = pgTable(
  'activity_agenda',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en'),
    titleTc: text('title_tc'),
    speakerZh: text('speaker_zh'),
    speakerEn: text('speaker_en'),
    speakerTc: text('speaker_tc'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('activity_agenda_activity_idx').on(t.activityId)],
);

export const activityFiles = pgTable(
  'activity_files',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    nameTc: text('name_tc'),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('activity_files_activity_idx').on(t.activityId)],
);

export const financialVideos = pgTable(
  'financial_videos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 2 annual, 3 interim, 4 quarterly. */
    reportKind: smallint('report_kind').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en'),
    titleTc: text('title_tc'),
    coverUrl: text('cover_url').notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [index('financial_videos_published_idx').on(t.publishedAt)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en'),
    titleTc: text('title_tc'),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en'),
    summaryTc: text('summary_tc'),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en'),
    bodyTc: text('body_tc'),
    sourceZh: text('source_zh').notNull().default(''),
    sourceEn: text('source_en'),
    sourceTc: text('source_tc'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_published_idx').on(t.publishedAt)],
);

/** Banners of the home carousel (placement home) and the single home picture (placement homePicture). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  placement: text('placement').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en'),
  titleTc: text('title_tc'),
  subtitleZh: text('subtitle_zh').notNull().default(''),
  subtitleEn: text('subtitle_en'),
  subtitleTc: text('subtitle_tc'),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const pageLogs = pgTable('page_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  moduleType: text('module_type').notNull(),
  moduleId: text('module_id').notNull().default(''),
  userId: text('user_id').notNull().default(''),
  enterFrom: text('enter_from').notNull().default(''),
  productId: integer('product_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const behaviorLogs = pgTable('behavior_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  record: jsonb('record').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Key/value settings the platform keeps about itself (e.g. the seed version). */
export const meta = pgTable(
  'meta',
  {
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
