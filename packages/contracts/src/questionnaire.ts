import { z } from 'zod';
import { activityIdSchema } from './activity-detail.ts';

/**
 * Questionnaires (spec §3, §5, §7 questionnaire service; decision 046): one per activity, with a
 * start time and a deadline; questions of three types, each with trilingual texts and a required
 * flag. Question and option ids are made by the author's page (short strings), so a draft edited
 * in the browser keeps them; the server checks they are unique.
 */
export const QUESTION_TYPES = ['single', 'multiple', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Bounds of the authoring form (spec §5 shows messages only; these are ours). */
export const QUESTIONNAIRE_LIMITS = {
  questions: 50,
  options: 20,
  titleLength: 200,
  questionLength: 500,
  optionLength: 200,
  /** The most a fill-in answer may allow (its own limit is 1..this). */
  textLength: 2000,
} as const;

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
const requiredText = (max: number) => z.string().trim().min(1, { message: 'REQUIRED_MISSING' }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const questionOptionSchema = z.object({
  id: idSchema,
  textZh: requiredText(QUESTIONNAIRE_LIMITS.optionLength),
  textEn: optionalText(QUESTIONNAIRE_LIMITS.optionLength),
  textTc: optionalText(QUESTIONNAIRE_LIMITS.optionLength),
});

export const questionSchema = z
  .object({
    id: idSchema,
    type: z.enum(QUESTION_TYPES),
    required: z.boolean(),
    textZh: requiredText(QUESTIONNAIRE_LIMITS.questionLength),
    textEn: optionalText(QUESTIONNAIRE_LIMITS.questionLength),
    textTc: optionalText(QUESTIONNAIRE_LIMITS.questionLength),
    /** Choices of a single or multiple choice question (none for fill-in). */
    options: z.array(questionOptionSchema).max(QUESTIONNAIRE_LIMITS.options).default([]),
    /** Multiple choice: how many options a respondent picks (at least / at most). */
    minChoices: z
      .number()
      .int()
      .min(1)
      .max(QUESTIONNAIRE_LIMITS.options)
      .nullish()
      .transform((v) => v ?? null),
    maxChoices: z
      .number()
      .int()
      .min(1)
      .max(QUESTIONNAIRE_LIMITS.options)
      .nullish()
      .transform((v) => v ?? null),
    /** Fill-in: the longest answer taken. */
    maxLength: z
      .number()
      .int()
      .min(1)
      .max(QUESTIONNAIRE_LIMITS.textLength)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((q) => q.type === 'text' || q.options.length >= 2, { message: 'QUESTION_OPTIONS_MISSING', path: ['options'] })
  .refine((q) => new Set(q.options.map((option) => option.id)).size === q.options.length, {
    message: 'BAD_REQUEST',
    path: ['options'],
  })
  .refine((q) => q.minChoices === null || q.maxChoices === null || q.minChoices <= q.maxChoices, {
    message: 'CHOICE_BOUNDS_INVALID',
    path: ['minChoices'],
  })
  .refine((q) => q.maxChoices === null || q.maxChoices <= Math.max(q.options.length, 1), {
    message: 'CHOICE_BOUNDS_INVALID',
    path: ['maxChoices'],
  })
  // A multiple choice nobody could answer: more choices asked for than there are options.
  .refine((q) => q.type !== 'multiple' || q.minChoices === null || q.minChoices <= q.options.length, {
    message: 'CHOICE_BOUNDS_INVALID',
    path: ['minChoices'],
  });
export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

const instantSchema = z.iso.datetime({ offset: true });

/** What the sponsor edits: texts, window, questions. */
export const questionnaireFieldsSchema = z
  .object({
    titleZh: requiredText(QUESTIONNAIRE_LIMITS.titleLength),
    titleEn: optionalText(QUESTIONNAIRE_LIMITS.titleLength),
    titleTc: optionalText(QUESTIONNAIRE_LIMITS.titleLength),
    introZh: optionalText(2000),
    introEn: optionalText(2000),
    introTc: optionalText(2000),
    startAt: instantSchema,
    endAt: instantSchema,
    questions: z.array(questionSchema).min(1, { message: 'QUESTIONS_MISSING' }).max(QUESTIONNAIRE_LIMITS.questions),
  })
  .refine((f) => Date.parse(f.endAt) > Date.parse(f.startAt), { message: 'END_BEFORE_START', path: ['endAt'] })
  .refine((f) => new Set(f.questions.map((q) => q.id)).size === f.questions.length, {
    message: 'BAD_REQUEST',
    path: ['questions'],
  });
export type QuestionnaireFields = z.output<typeof questionnaireFieldsSchema>;
export type QuestionnaireFieldsInput = z.input<typeof questionnaireFieldsSchema>;

// ---- Console (decision 046) ----

export const saveQuestionnaireBodySchema = z.object({
  activityId: activityIdSchema,
  fields: questionnaireFieldsSchema,
});
export const questionnaireActivityRefSchema = z.object({ activityId: activityIdSchema });
export const publishQuestionnaireBodySchema = z.object({ activityId: activityIdSchema, published: z.boolean() });

export const consoleQuestionnaireSchema = z.object({
  activityId: z.number().int(),
  /** Null: the activity has no questionnaire yet (the page starts an empty draft). */
  questionnaire: z
    .object({
      questionnaireId: z.number().int(),
      published: z.boolean(),
      responseCount: z.number().int(),
      updatedAt: z.string(),
      fields: z.object({
        titleZh: z.string(),
        titleEn: z.string().nullable(),
        titleTc: z.string().nullable(),
        introZh: z.string().nullable(),
        introEn: z.string().nullable(),
        introTc: z.string().nullable(),
        startAt: z.string(),
        endAt: z.string(),
        questions: z.array(
          z.object({
            id: z.string(),
            type: z.enum(QUESTION_TYPES),
            required: z.boolean(),
            textZh: z.string(),
            textEn: z.string().nullable(),
            textTc: z.string().nullable(),
            options: z.array(
              z.object({
                id: z.string(),
                textZh: z.string(),
                textEn: z.string().nullable(),
                textTc: z.string().nullable(),
              }),
            ),
            minChoices: z.number().int().nullable(),
            maxChoices: z.number().int().nullable(),
            maxLength: z.number().int().nullable(),
          }),
        ),
      }),
    })
    .nullable(),
});
export type ConsoleQuestionnaire = z.infer<typeof consoleQuestionnaireSchema>;

export const questionResultSchema = z.object({
  questionId: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  required: z.boolean(),
  /** Respondents who answered this question (a skipped optional one does not count). */
  answered: z.number().int(),
  /** Choice questions: each option's count and its share of the respondents who answered, 0–100. */
  options: z.array(z.object({ optionId: z.string(), text: z.string(), count: z.number().int(), percent: z.number() })),
  /** Fill-in questions: the answers, newest first. */
  texts: z.array(z.object({ text: z.string(), submittedAt: z.string() })),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;
export const questionnaireResultsSchema = z.object({
  activityId: z.number().int(),
  questionnaireId: z.number().int().nullable(),
  title: z.string(),
  responseCount: z.number().int(),
  questions: z.array(questionResultSchema),
});
export type QuestionnaireResults = z.infer<typeof questionnaireResultsSchema>;

// ---- Viewer (spec §7: info, detail, answer, check wait-write) ----

export const questionnaireBodySchema = z.object({ activityId: activityIdSchema });
/** not started, open, ended: the window as of now. */
export const QUESTIONNAIRE_PHASES = ['notStarted', 'open', 'ended'] as const;
export type QuestionnairePhase = (typeof QUESTIONNAIRE_PHASES)[number];

/** POST /roadshow/questionnaire/info: what anyone may see of a published questionnaire. */
export const questionnaireInfoSchema = z.object({
  questionnaireId: z.number().int(),
  activityId: z.number().int(),
  title: z.string(),
  intro: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  phase: z.enum(QUESTIONNAIRE_PHASES),
  questionCount: z.number().int(),
  requiredCount: z.number().int(),
  /** How many questions of each type (the /tab/questionType overview, decision 047). */
  typeCounts: z.object({ single: z.number().int(), multiple: z.number().int(), text: z.number().int() }),
  /** The caller has submitted (false for visitors). */
  answered: z.boolean(),
});
export type QuestionnaireInfo = z.infer<typeof questionnaireInfoSchema>;

export const viewerQuestionSchema = z.object({
  questionId: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  text: z.string(),
  options: z.array(z.object({ optionId: z.string(), text: z.string() })),
  minChoices: z.number().int().nullable(),
  maxChoices: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
});
export type ViewerQuestion = z.infer<typeof viewerQuestionSchema>;

export const answerItemSchema = z.object({
  questionId: idSchema,
  optionIds: z.array(idSchema).max(QUESTIONNAIRE_LIMITS.options).optional(),
  text: z
    .string()
    .max(QUESTIONNAIRE_LIMITS.textLength * 2)
    .optional(),
});
export type AnswerItem = z.infer<typeof answerItemSchema>;

/** POST /roadshow/questionnaire/detail: the questions, and the caller's answers once submitted. */
export const questionnaireDetailSchema = questionnaireInfoSchema.extend({
  questions: z.array(viewerQuestionSchema),
  myAnswers: z.array(answerItemSchema).nullable(),
  submittedAt: z.string().nullable(),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

export const answerQuestionnaireBodySchema = z.object({
  activityId: activityIdSchema,
  answers: z.array(answerItemSchema).max(QUESTIONNAIRE_LIMITS.questions),
});
export const answerQuestionnaireResultSchema = z.object({ submittedAt: z.string() });

/** POST /roadshow/questionnaire/checkWaitWrite: whether the activity page shows the to-do badge. */
export const waitWriteSchema = z.object({
  show: z.boolean(),
  questionnaireId: z.number().int().nullable(),
  endTime: z.string().nullable(),
});
export type WaitWrite = z.infer<typeof waitWriteSchema>;

/** The window's phase at `now` (both ends inclusive of the start, exclusive of the deadline). */
export function questionnairePhase(startAt: Date, endAt: Date, now: Date): QuestionnairePhase {
  if (now < startAt) return 'notStarted';
  return now < endAt ? 'open' : 'ended';
}
