import { liveDeskSchema, setLivePasswordBodySchema } from '../live-desk.ts';
import { defineCall } from './define-call.ts';

/** The live room's password, set or cleared from the console live page (decision 063). */
export const consoleLivePasswordCalls = {
  setLivePassword: defineCall({
    service: 'roadshow',
    method: 'POST',
    path: '/console/setLivePassword',
    summary: "Set the live room's password (stored hashed), or clear it (null) to open the room",
    tags: ['console live'],
    input: setLivePasswordBodySchema,
    result: liveDeskSchema,
  }),
};
