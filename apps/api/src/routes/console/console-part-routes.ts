import { z } from 'zod';
import type { FastifyError, FastifyRequest } from 'fastify';
import { consolePartCalls as calls } from '@roadshow/contracts/calls/console-part-calls';
import {
  ACTIVITY_FILE_MAX_BYTES,
  ACTIVITY_IMAGE_MAX_BYTES,
  fileUploadQuerySchema,
  imageUploadQuerySchema,
} from '@roadshow/contracts/console-parts';
import { errorMessage } from '@roadshow/contracts/error-codes';
import { AppError } from '@roadshow/http-kit/app-error';
import { routeCall } from '@roadshow/http-kit/route-call';
import type { ApiContext } from '../../context.ts';
import {
  deleteActivityFile,
  readActivityImage,
  uploadActivityFile,
  uploadActivityImage,
} from '../../services/console/activity-uploads.ts';
import { listGuestMembers } from '../../services/console/guest-members.ts';
import { sendInvitations } from '../../services/console/send-invitations.ts';
import { listTopicOptions } from '../../services/console/topic-options.ts';
import type { ApiApp } from '../types.ts';

// Whatever the browser claims, the bytes decide (sniff-activity-file.ts).
const RAW_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];
const SLACK = 1024;

/** The raw-body uploads take their arguments from the query string, validated like any input. */
function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const parsed = schema.safeParse(request.query);
  if (parsed.success) return parsed.data;
  throw new AppError('BAD_REQUEST', {
    fields: parsed.error.issues.map((issue) => ({
      path: `querystring.${issue.path.join('.')}`,
      message: errorMessage('BAD_REQUEST', request.lang),
    })),
  });
}

const bodyBytes = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

/** Over the limit, the user reads "file too large", not a generic refusal. */
const tooLarge = (max: string) => (error: FastifyError) => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { params: { max } });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new AppError('FILE_WRONG_TYPE');
  throw error;
};

/** The activity form's uploads, topics and the invitations (decision 040). */
export function consolePartRoutes(app: ApiApp, ctx: ApiContext) {
  routeCall(app, calls.listTopicOptions, (input, request) => listTopicOptions(ctx, request, input.companyId));
  routeCall(app, calls.listGuestMembers, (input, request) => listGuestMembers(ctx, request, input.companyId));
  routeCall(app, calls.deleteActivityFile, (input, request) => deleteActivityFile(ctx, request, input));
  routeCall(app, calls.sendInvitations, (input, request) => sendInvitations(ctx, request, input.activityId));

  app.register(async (scoped) => {
    scoped.addContentTypeParser(
      RAW_TYPES,
      { parseAs: 'buffer', bodyLimit: ACTIVITY_FILE_MAX_BYTES + SLACK },
      (_request, body, done) => done(null, body),
    );
    routeCall(
      scoped,
      calls.uploadActivityImage,
      (_input, request) =>
        uploadActivityImage(ctx, request, parseQuery(imageUploadQuerySchema, request).companyId, bodyBytes(request)),
      { bodyLimit: ACTIVITY_IMAGE_MAX_BYTES + SLACK, errorHandler: tooLarge('5') },
    );
    routeCall(
      scoped,
      calls.uploadActivityFile,
      (_input, request) =>
        uploadActivityFile(ctx, request, parseQuery(fileUploadQuerySchema, request), bodyBytes(request)),
      { bodyLimit: ACTIVITY_FILE_MAX_BYTES + SLACK, errorHandler: tooLarge('20') },
    );
  });

  // Bytes, not a call of the contract (decision 021): covers and guest photos are public pictures
  // under random names, re-encoded at upload, so they are cached for good.
  app.get(
    '/activity/activityImage/:name',
    {
      schema: {
        tags: ['console'],
        summary: 'A cover or guest photo uploaded in the console (public, immutable)',
        params: z.object({ name: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const image = await readActivityImage(ctx, request.params.name);
      if (!image) throw new AppError('NOT_FOUND');
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
}
