import { z } from 'zod';
import { sessionUserSchema } from '../identity.ts';
import {
  provincesListResultSchema,
  safetyCheckBodySchema,
  safetyCheckResultSchema,
  updateUserInfoBodySchema,
  uploadUserImageResultSchema,
  userProfileSchema,
} from '../profile.ts';
import { businessCardFormSchema, identityDocumentFormSchema, verificationViewSchema } from '../verification.ts';
import { defineCall } from './define-call.ts';

const verificationQuerySchema = z.object({ userId: z.string().max(20).optional() });

/**
 * The identity service's calls that the web's pages make (spec §7, /identity/v2/user/*). Each acts on
 * the user behind header `tgt`, which the platform's server adds from the HttpOnly `ticket` cookie;
 * without a live session they answer 401.
 */
export const identityCalls = {
  getUserInfo: defineCall({
    service: 'identity',
    method: 'GET',
    path: '/v2/user/getUserInfo',
    summary: 'The user behind header tgt',
    tags: ['user'],
    result: sessionUserSchema,
  }),
  getUserProfile: defineCall({
    service: 'identity',
    method: 'GET',
    path: '/v2/user/getUserProfile',
    summary: 'The personal profile of the user behind header tgt (phone masked)',
    tags: ['profile'],
    result: userProfileSchema,
  }),
  updateUserInfo: defineCall({
    service: 'identity',
    method: 'POST',
    path: '/v2/user/updateUserInfo',
    summary: 'Save the given profile fields; fields left out keep their values',
    tags: ['profile'],
    input: updateUserInfoBodySchema,
    result: userProfileSchema,
  }),
  updateUserInfoSafetyCheck: defineCall({
    service: 'identity',
    method: 'POST',
    path: '/v2/user/updateUserInfoSafetyCheck',
    summary: 'The restricted words in the given profile texts, by field (spec §5)',
    tags: ['profile'],
    input: safetyCheckBodySchema,
    result: safetyCheckResultSchema,
  }),
  provincesList: defineCall({
    service: 'identity',
    method: 'POST',
    path: '/v2/user/provincesList',
    summary: 'Provinces with their cities, for the profile region picker, in the request language',
    tags: ['profile'],
    result: provincesListResultSchema,
  }),
  getBusinessInfoByUserId: defineCall({
    service: 'identity',
    method: 'GET',
    path: '/v2/user/getBusinessInfoByUserId',
    summary: "The user's business-card verification and a temp URL of the card (others': operators only)",
    tags: ['verification'],
    input: verificationQuerySchema,
    result: verificationViewSchema,
  }),
  getIdentityInfoByUserId: defineCall({
    service: 'identity',
    method: 'GET',
    path: '/v2/user/getIdentityInfoByUserId',
    summary: "The user's identity-document verification, number masked (others': operators only)",
    tags: ['verification'],
    input: verificationQuerySchema,
    result: verificationViewSchema,
  }),
  verifyBusinessCardAndSave: defineCall({
    service: 'identity',
    method: 'POST',
    path: '/v2/user/verifyBusinessCardAndSave',
    summary: 'Send a business card for review (name, e-mail, company, position and the photo)',
    tags: ['verification'],
    input: businessCardFormSchema,
    result: verificationViewSchema,
  }),
  saveIdentityCardInfo: defineCall({
    service: 'identity',
    method: 'POST',
    path: '/v2/user/saveIdentityCardInfo',
    summary: 'Send an identity document for review; the number is stored encrypted',
    tags: ['verification'],
    input: identityDocumentFormSchema,
    result: verificationViewSchema,
  }),
  // The uploads take the picture itself as the raw request body (no JSON input): the browser sends
  // the File, which lets the page show progress. The identity service reads the type from the bytes.
  uploadUserImage: defineCall({
    service: 'identity',
    method: 'POST',
    path: '/v2/user/uploadUserImage',
    summary: 'Upload a new avatar: jpg, gif, png or bmp of at most 2 MB, as the raw request body',
    tags: ['profile'],
    result: uploadUserImageResultSchema,
  }),
  uploadVerificationImage: defineCall({
    service: 'identity',
    method: 'POST',
    path: '/v2/user/uploadVerificationImage',
    summary:
      'Upload a business-card (?kind=card) or identity-document (?kind=id) photo as the raw body: jpg, png, gif, bmp or webp, at most 5 MB',
    tags: ['verification'],
    result: z.object({ imageKey: z.string(), previewUrl: z.string() }),
  }),
};
