import { consolePaySettingsSchema, markRefundedBodySchema, payActivityBodySchema, payPriceBodySchema } from '../pay.ts';
import { defineCall } from './define-call.ts';

const tags = ['console'];

/** The console's payment page of an activity: price, orders, refunds (decision 049). */
export const consolePayCalls = {
  getPaySettings: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/getPaySettings',
    summary: "An activity's price for paid interaction and its orders (refunds due flagged)",
    tags,
    input: payActivityBodySchema,
    result: consolePaySettingsSchema,
  }),
  savePayPrice: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/savePayPrice',
    summary: 'Sets the price and currency of paid interaction (0 turns it off); open orders keep their amount',
    tags,
    input: payPriceBodySchema,
    result: consolePaySettingsSchema,
  }),
  markPaymentRefunded: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/markPaymentRefunded',
    summary:
      'Records that one payment was refunded at the provider; the order loses its access only when it was the payment that paid it',
    tags,
    input: markRefundedBodySchema,
    result: consolePaySettingsSchema,
  }),
};
