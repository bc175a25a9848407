import { classPageQuerySchema, classPageSchema } from '../classes.ts';
import { defineCall } from './define-call.ts';

/** Spec §2 /tab/openClass: the classes of a tab, paged. */
export const classroomCalls = {
  getClassroomPage: defineCall({
    service: 'roadshow',
    method: 'GET',
    path: '/classroom/getClassroomPage',
    summary: 'Open classes of a tab (1 all, 2 investing basics, 3 industry research, 4 rules and policy), 12 a page',
    tags: ['classes'],
    input: classPageQuerySchema,
    result: classPageSchema,
  }),
};
