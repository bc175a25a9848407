import {
  appShareBodySchema,
  appShareSchema,
  originalLinkQuerySchema,
  originalLinkSchema,
  shortLinkQuerySchema,
  shortLinkSchema,
} from '../share.ts';
import { defineCall } from './define-call.ts';

const tags = ['share'];

/** Spec §7 "Other": short-link generate and original link; app share URL. */
export const shareCalls = {
  getShortLink: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/share/getShortLink',
    summary: 'The short link (/s/<code>) of a page of this site; the same URL always gets the same code',
    tags,
    input: shortLinkQuerySchema,
    result: shortLinkSchema,
  }),
  getOriginalLink: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/share/getOriginalLink',
    summary: 'What a short link opens (a path on this site or an allowed URL); 404 for an unknown code',
    tags,
    input: originalLinkQuerySchema,
    result: originalLinkSchema,
  }),
  getAppShareUrl: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/share/getAppShareUrl',
    summary: 'App deep link, H5 page and desktop page of an activity, topic or company',
    tags,
    input: appShareBodySchema,
    result: appShareSchema,
  }),
};
