import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiContext } from './context.ts';
import { registerApiFallback } from '@roadshow/http-kit/api-fallback';
import { registerErrorEnvelope } from '@roadshow/http-kit/error-envelope';
import { registerTextInputRule } from '@roadshow/http-kit/text-input-rule';
import { langPlugin } from '@roadshow/http-kit/lang-plugin';
import { registerOpenApi } from '@roadshow/http-kit/openapi';
import { registerOriginCheck } from '@roadshow/http-kit/origin-check';
import { registerHotAnswers } from './routes/hot-answers.ts';
import { activityCalendarRoute } from './routes/activity/activity-calendar-route.ts';
import { topicRoutes } from './routes/activity-theme/topic-routes.ts';
import { companyRoutes } from './routes/company/company-routes.ts';
import { followRoutes } from './routes/follow/follow-routes.ts';
import { businessCardRoutes } from './routes/activity/business-card-routes.ts';
import { commitmentLetterRoutes } from './routes/activity/commitment-letter-routes.ts';
import { signInfoRoutes } from './routes/activity/sign-info-routes.ts';
import { activityDetailRoutes } from './routes/activity/activity-detail-routes.ts';
import { activityLookupRoutes } from './routes/activity/activity-lookup-routes.ts';
import { signUpRoutes } from './routes/activity/sign-up-routes.ts';
import { consoleRoutes } from './routes/console/console-routes.ts';
import { consolePartRoutes } from './routes/console/console-part-routes.ts';
import { consoleLiveRoutes } from './routes/console/console-live-routes.ts';
import { classroomRoutes } from './routes/classroom/classroom-routes.ts';
import { activityListRoutes } from './routes/home-page/activity-lists.ts';
import { addActivityViewNumRoute } from './routes/home-page/add-activity-view-num.ts';
import { mediaListRoutes } from './routes/home-page/media-lists.ts';
import { videoRoutes } from './routes/home-page/video-routes.ts';
import { getAccessTokenRoute } from './routes/index-home/get-access-token.ts';
import { loginRoutes } from './routes/index-home/login-routes.ts';
import { logRoutes } from './routes/log/log-routes.ts';
import { newsRoutes } from './routes/news/news-routes.ts';
import { searchRoutes } from './routes/search/search-routes.ts';
import { shareRoutes } from './routes/share/share-routes.ts';
import { interactRoutes } from './routes/interact/interact-routes.ts';
import { questionnaireRoutes } from './routes/questionnaire/questionnaire-routes.ts';
import { visitorRoutes } from './routes/visitor/visitor-routes.ts';
import { liveEventsRoute } from './routes/interact/live-events-route.ts';
import { sandboxStreamRoute } from './routes/interact/sandbox-stream-route.ts';
import { devNotificationsRoute } from './routes/dev/dev-notifications-route.ts';
import { moderationRoutes } from './routes/road-show/moderation-routes.ts';
import { myCenterRoutes } from './routes/road-show/my-center-routes.ts';
import { payNotifyRoute } from './routes/pay/pay-notify-route.ts';
import { payRoutes } from './routes/pay/pay-routes.ts';

/**
 * The roadshow API as one Fastify plugin, mounted under /roadshow. Order: the app's own hooks and
 * decorators first, then OpenAPI (it records the routes registered after it), then the routes.
 */
export function roadshowApi(ctx: ApiContext) {
  return async function roadshowApiPlugin(app: FastifyInstance) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(langPlugin);
    registerErrorEnvelope(app);
    registerApiFallback(app);
    registerTextInputRule(app);
    registerOriginCheck(app, ctx.config.allowedOrigins);
    registerHotAnswers(app, ctx.cache);
    await registerOpenApi(app, { title: 'Roadshow API', routePrefix: '/docs', mountedAt: '/roadshow' });

    const api = app.withTypeProvider<ZodTypeProvider>();
    getAccessTokenRoute(api, ctx);
    loginRoutes(api, ctx);
    activityListRoutes(api, ctx);
    mediaListRoutes(api, ctx);
    addActivityViewNumRoute(api, ctx);
    logRoutes(api, ctx);
    searchRoutes(api, ctx);
    topicRoutes(api, ctx);
    newsRoutes(api, ctx);
    classroomRoutes(api, ctx);
    shareRoutes(api, ctx);
    activityCalendarRoute(api, ctx);
    videoRoutes(api, ctx);
    companyRoutes(api, ctx);
    followRoutes(api, ctx);
    signInfoRoutes(api, ctx);
    businessCardRoutes(api, ctx);
    commitmentLetterRoutes(api, ctx);
    activityDetailRoutes(api, ctx);
    activityLookupRoutes(api, ctx);
    signUpRoutes(api, ctx);
    interactRoutes(api, ctx);
    myCenterRoutes(api, ctx);
    moderationRoutes(api, ctx);
    liveEventsRoute(api, ctx);
    sandboxStreamRoute(api, ctx);
    consoleRoutes(api, ctx);
    questionnaireRoutes(api, ctx);
    visitorRoutes(api, ctx);
    consolePartRoutes(api, ctx);
    consoleLiveRoutes(api, ctx);
    payRoutes(api, ctx);
    payNotifyRoute(api, ctx);
    devNotificationsRoute(api, ctx);
  };
}
