import { z } from 'zod';

/** Mainland China mobile numbers: 11 digits starting with 1 (spaces and a +86 prefix are dropped). */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?86/, ''))
  .pipe(z.string().regex(/^1[3-9]\d{9}$/, { message: 'PHONE_INVALID' }));

export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'SMS_CODE_WRONG' });

/** 8–32 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, { message: 'PASSWORD_WEAK' })
  .max(32, { message: 'PASSWORD_WEAK' })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { message: 'PASSWORD_WEAK' });

export const SMS_PURPOSES = ['login', 'register', 'reset', 'change-phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** POST /identity/v2/user/sendSmsCode */
export const sendSmsCodeBodySchema = z.object({ phone: phoneSchema, purpose: z.enum(SMS_PURPOSES) });
export const sendSmsCodeResultSchema = z.object({ resendAfterSeconds: z.number().int() });

/** The login URL's parameters (spec §4): appId roadshow, optional TGT, requireCallBack, service, lang. */
export const loginQuerySchema = z.object({
  appId: z.string().max(32).optional(),
  service: z.string().max(2048).optional(),
  requireCallBack: z.string().max(8).optional(),
  TGT: z.string().max(256).optional(),
  lang: z.string().max(8).optional(),
});

/** POST /identity/v2/ticket/validate: the platform redeems a service ticket, server to server. */
export const validateTicketBodySchema = z.object({ ticket: z.string().min(1).max(256), service: z.string().max(2048) });

/** Who is logged in, as every identity answer about the current user gives it. */
export const sessionUserSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  userImage: z.string(),
  mobile: z.string(),
  loginType: z.enum(['sms', 'password']),
  role: z.enum(['user', 'operator']),
  /** Business-card verification: unverified, verifying, verified, failed. */
  cardStatus: z.enum(['unverified', 'verifying', 'verified', 'failed']),
  tenantInfo: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const validateTicketResultSchema = z.object({
  /** The application's token for this session, sent back to the identity service as header `tgt`. */
  appToken: z.string(),
  user: sessionUserSchema,
});
export type ValidateTicketResult = z.infer<typeof validateTicketResultSchema>;

/** GET /roadshow/indexHome/getLoginInfo (spec §7): exchange a ticket; status "false" means it failed. */
export const getLoginInfoQuerySchema = z.object({
  ticket: z.string().min(1).max(256),
  flag: z.string().max(16).optional(),
  /** The page the ticket was issued for, without the ticket. */
  service: z.string().max(2048),
});
export const loginInfoSchema = z.object({
  status: z.enum(['true', 'false']),
  nickName: z.string(),
  userImage: z.string(),
  userId: z.string(),
  ticket: z.string(),
  tenantInfo: z.string(),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** GET /roadshow/indexHome/userLogout answer (spec §7). */
export const logoutResultSchema = z.object({
  nickName: z.string(),
  userImage: z.string(),
  userId: z.string(),
  ticket: z.string(),
});

/** The platform's cookies of spec §3. `ticket` is HttpOnly; the others are readable by pages. */
export const SESSION_COOKIES = ['ticket', 'nickName', 'userImage', 'userId', 'tenantInfo'] as const;

/** POST /identity/v2/user/getUserTypeInfo: by userId or by phone (one of them). */
export const userTypeQuerySchema = z
  .object({
    userId: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
    phone: phoneSchema.optional(),
  })
  .refine((q) => Boolean(q.userId) !== Boolean(q.phone), { message: 'REQUIRED_MISSING', path: ['userId'] });

export const userTypeInfoSchema = z.object({
  userId: z.string(),
  /** 'operator' reviews verifications; everyone else is an investor. */
  userType: z.enum(['investor', 'operator']),
  cardStatus: z.enum(['unverified', 'verifying', 'verified', 'failed']),
  identityStatus: z.enum(['unverified', 'verifying', 'verified', 'failed']),
});
export type UserTypeInfo = z.infer<typeof userTypeInfoSchema>;

/** What others may see of a user whose business card is verified (spec: business info person). */
export const businessPersonSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  userImage: z.string(),
  verified: z.boolean(),
  name: z.string(),
  company: z.string(),
  position: z.string(),
});
export type BusinessPerson = z.infer<typeof businessPersonSchema>;

/** POST /identity/v2/user/memberInfoInit: what the apps need on first start. */
export const memberInfoSchema = z.object({
  user: sessionUserSchema,
  hasPassword: z.boolean(),
  cardStatus: z.enum(['unverified', 'verifying', 'verified', 'failed']),
  identityStatus: z.enum(['unverified', 'verifying', 'verified', 'failed']),
});

/** Identity verify code: a code to the user's own phone before a sensitive step, then its check. */
export const checkVerifyCodeBodySchema = z.object({ code: smsCodeSchema });
export const tempUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type TempUrl = z.infer<typeof tempUrlSchema>;
