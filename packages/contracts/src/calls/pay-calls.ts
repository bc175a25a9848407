import {
  addOrderBodySchema,
  orderStatusSchema,
  payAccessTokenSchema,
  payActivityBodySchema,
  payOrderSchema,
  qrCodeQuerySchema,
  qrCodeUrlSchema,
  sandboxOrderQuerySchema,
  sandboxOrderSchema,
  sandboxPayBodySchema,
  sandboxPayResultSchema,
} from '../pay.ts';
import { defineCall } from './define-call.ts';

const tags = ['pay'];

/**
 * Spec §7 payment: check the order status, get a payment access token, add the interact order, get
 * its QR code URL (the token in the query string). The providers' notifications
 * (POST /pay/notify/{provider}) are not JSON calls of ours and stay outside the table.
 */
export const payCalls = {
  checkOrderStatus: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/pay/checkOrderStatus',
    summary: "The activity's price, whether the caller paid, and the caller's latest order",
    tags,
    input: payActivityBodySchema,
    result: orderStatusSchema,
  }),
  getPayAccessToken: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/pay/getPayAccessToken',
    summary: "A short-lived token for the caller's order calls on one activity",
    tags,
    input: payActivityBodySchema,
    result: payAccessTokenSchema,
  }),
  addInteractOrderPay: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/pay/addInteractOrderPay',
    summary: 'Opens the order for the paid interaction, or answers the open one (continue paying)',
    tags,
    input: addOrderBodySchema,
    result: payOrderSchema,
  }),
  getInteractQrCodeUrl: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/pay/getInteractQrCodeUrl',
    summary: "The open order's code URL to show as a QR code (token in the query)",
    tags,
    input: qrCodeQuerySchema,
    result: qrCodeUrlSchema,
  }),
  getSandboxOrder: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/pay/sandbox/order',
    summary: "The sandbox provider's pay page: the order behind the QR code's signed link",
    tags,
    input: sandboxOrderQuerySchema,
    result: sandboxOrderSchema,
  }),
  sandboxPay: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/pay/sandbox/pay',
    summary: 'The sandbox provider pays, fails or lets the order expire, and notifies as a provider does',
    tags,
    input: sandboxPayBodySchema,
    result: sandboxPayResultSchema,
  }),
};
