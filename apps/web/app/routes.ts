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
    soon('tab/interpretation', 'interpretation'),
    soon('tab/listedCompany', 'listedCompany'),
    soon('tab/IRwebsite', 'IRwebsite'),
    soon('tab/irwSearch', 'irwSearch'),
    soon('tab/shortVideo', 'shortVideo'),
    soon('tab/management', 'management'),
    route('tab/myCenter/:activeName?', 'routes/tab/my-center.tsx'),
    route('tab/activityIndex', 'routes/tab/activity-index.tsx'),
    route('tab/activityThemeDetail', 'routes/tab/activity-theme-detail.tsx'),
    route('about', 'routes/about.tsx'),
    route('error/:code', 'routes/error-page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/plain-layout.tsx', [
    soon('tab/h5-roadshowSquare', 'h5RoadshowSquare'),
    route('tab/setUserLoginInfo', 'routes/tab/set-user-login-info.tsx'),
    soon('tab/question', 'question'),
    soon('tab/questionType', 'questionType'),
    soon('tab/activityTestVideo', 'activityTestVideo'),
    soon('h5/activity', 'h5Activity'),
    soon('h5/theme', 'h5Theme'),
    route('h5/commitmentLetter', 'routes/h5/commitment-letter.tsx'),
    route('dev/signupExtras', 'routes/dev/signup-extras.tsx'),
  ]),
  route('tab/visitor', 'layouts/visitor-layout.tsx', [
    index('routes/coming-soon.tsx', { id: 'visitor' }),
    soon('result', 'visitorResult'),
    soon('research', 'visitorResearch'),
    soon('userInfo', 'visitorUserInfo'),
  ]),
] satisfies RouteConfig;
