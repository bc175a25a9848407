import { z } from 'zod';
import {
  activityIdBodySchema,
  letterByTokenBodySchema,
  letterForSigningSchema,
  letterStatusSchema,
  signatureAttemptSchema,
  signatureUuidQuerySchema,
  signatureUuidStatusSchema,
  signLetterBodySchema,
  signLetterByTokenBodySchema,
} from '../commitment-letter.ts';
import { defineCall } from './define-call.ts';

const tags = ['commitment letter'];

/**
 * The commitment letter (spec §4, §7): status, signing in the browser or by QR code. The signed
 * files themselves (GET /activity/commitmentLetterFile) are bytes, not calls, and stay outside.
 */
export const commitmentLetterCalls = {
  getCommitmentLetter: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/getCommitmentLetter',
    summary: "The user's commitment letter: unsigned, signed or re-sign, with links to the signed files",
    tags,
    input: activityIdBodySchema,
    result: letterStatusSchema,
  }),
  signCommitmentLetter: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/signCommitmentLetter',
    summary: 'Sign the letter in the browser: a drawn PNG or the typed full name',
    tags,
    input: signLetterBodySchema,
    result: letterStatusSchema,
  }),
  /** POST, not the spec's GET: it changes state, so the Origin check must cover it (decision 020). */
  recordSignatureUuid: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/recordSignatureUuid',
    summary: 'Start scan-to-sign: a new signature uuid and QR link valid 10 minutes (the previous one stops working)',
    tags,
    input: activityIdBodySchema,
    result: signatureAttemptSchema,
  }),
  signatureUuidStatus: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/activity/signatureUuidStatus',
    summary: 'Whether a scan-to-sign attempt is pending, signed, expired or invalid (polled)',
    tags,
    input: signatureUuidQuerySchema,
    result: signatureUuidStatusSchema,
  }),
  /** POST, not the spec's GET: it changes state (decision 020). */
  invalidSignatureUuid: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/invalidSignatureUuid',
    summary: 'Withdraw a scan-to-sign attempt: its QR code stops working',
    tags,
    input: signatureUuidQuerySchema,
    result: z.boolean(),
  }),
  getCommitmentLetterByToken: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/getCommitmentLetterByToken',
    summary: 'The letter to sign behind a QR token (mobile signing page); only for the same account',
    tags,
    input: letterByTokenBodySchema,
    result: letterForSigningSchema,
  }),
  signCommitmentLetterByToken: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/signCommitmentLetterByToken',
    summary: 'Sign the letter on the phone with the QR token (single use, 10 minutes, same account)',
    tags,
    input: signLetterByTokenBodySchema,
    result: letterStatusSchema,
  }),
};
