import { businessCardFieldsSchema } from '../registration-form.ts';
import { defineCall } from './define-call.ts';

/**
 * Business card scanning (spec §7). The body is the raw image, not JSON, so the entry has no input:
 * the web's upload helper takes the path and the result type from here and sends the bytes itself
 * (api.call would send an empty JSON body, which the API refuses as IMAGE_WRONG_TYPE).
 */
export const businessCardCalls = {
  businessCardScanning: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/activity/businessCardScanning',
    summary: 'Read name, company, position, e-mail and phone from a business-card photo (raw image body, at most 5 MB)',
    tags: ['activity'],
    result: businessCardFieldsSchema,
  }),
};
