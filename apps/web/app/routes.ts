import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Routes still to be built by later issues share one honest "coming soon" module; the id names the page.
const soon = (path: string, id: string) => route(path, 'routes/coming-soon.tsx', { id });

export default [
  layout('layouts/header-layout.tsx', [
    index('routes/home.tsx'),
    route('tab/roadshowSquare', 'routes/tab/roadshow-square.tsx'),
    route('tab/activityTheme', 'routes/tab/activity-theme.tsx'),
    route('tab/openClass', 'routes/tab/open-class.tsx'),
    route('tab/flashNews', 'routes/tab/flash-news.tsx'),
    route('tab/interpretation', 'routes/tab/interpretation.tsx'),
    route('tab/listedCompany', 'routes/tab/listed-company.tsx'),
    route('tab/IRwebsite', 'routes/tab/ir-website.tsx'),
    route('tab/irwSearch', 'routes/tab/irw-search.tsx'),
    route('tab/shortVideo', 'routes/tab/short-video.tsx'),
    route('tab/management', 'routes/tab/management.tsx'),
    route('tab/myCenter/:activeName?', 'routes/tab/my-center.tsx'),
    route('tab/activityIndex', 'routes/tab/activity-index.tsx'),
    route('tab/activityThemeDetail', 'routes/tab/activity-theme-detail.tsx'),
    route('about', 'routes/about.tsx'),
    route('error/:code', 'routes/error-page.tsx'),
    route('s/:code', 'routes/short-link.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/plain-layout.tsx', [
    route('tab/h5-roadshowSquare', 'routes/tab/h5-roadshow-square.tsx'),
    route('tab/setUserLoginInfo', 'routes/tab/set-user-login-info.tsx'),
    soon('tab/question', 'question'),
    soon('tab/questionType', 'questionType'),
    route('tab/activityTestVideo', 'routes/tab/activity-test-video.tsx'),
    route('h5/activity', 'routes/h5/activity.tsx'),
    route('h5/theme', 'routes/h5/theme.tsx'),
    route('h5/shortVideo', 'routes/h5/short-video-feed.tsx'),
    route('h5/commitmentLetter', 'routes/h5/commitment-letter.tsx'),
  ]),
  route('console', 'layouts/console-layout.tsx', { id: 'console-layout' }, [
    index('routes/console/activities.tsx'),
    route('activity/new', 'routes/console/activity-edit.tsx', { id: 'console-activity-new' }),
    route('activity/:activityId', 'routes/console/activity-edit.tsx'),
    route('activity/:activityId/signUps', 'routes/console/sign-ups.tsx'),
    route('activity/:activityId/list', 'routes/console/access-list.tsx'),
    route('activity/:activityId/analytics', 'routes/console/analytics.tsx'),
    route('audit', 'routes/console/audit.tsx'),
    route('members', 'routes/console/members.tsx'),
  ]),
  route('tab/visitor', 'layouts/visitor-layout.tsx', [
    index('routes/coming-soon.tsx', { id: 'visitor' }),
    soon('result', 'visitorResult'),
    soon('research', 'visitorResearch'),
    soon('userInfo', 'visitorUserInfo'),
  ]),
] satisfies RouteConfig;
