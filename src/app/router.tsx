import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { demandSignInCheck } from '../backend/UserProvider';
import { notFoundState, paths } from '../domain/paths';
import { sessionIdFromRoute } from '../domain/sessionId';
import { MainLayout } from './MainLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

/** Every screen is its own chunk: the router loads a page's module only when it is visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Started by the router as soon as the address is known, alongside the page's chunks (issue 30,
 * "Break the chain"): the sign-in check, and a session's reads with the stored tokens. Neither
 * waits: a loader that resolves at once holds nothing up.
 */
const startSignInCheck = () => {
  demandSignInCheck();
  return null;
};
/**
 * Lets a read started ahead (sessionPrefetch.ts) run on its own; a loader that runs twice starts
 * it once (sessionCache.ts, shareRead). Each loader names its import() itself: the build's route
 * preload (scripts/routePreload.ts) finds a route's modules in its loader's own body.
 */
const readAhead = (started: Promise<void>) => {
  started.catch((error: unknown) => console.warn('Could not read ahead', error));
  return null;
};
const startSessionReads = ({ params }: LoaderFunctionArgs) => {
  const id = sessionIdFromRoute(params.id);
  return id ? readAhead(import('../backend/sessionPrefetch').then(({ prefetchSession }) => prefetchSession(id))) : null;
};
const startSessionListRead = () => readAhead(import('../backend/sessionPrefetch').then(({ prefetchSessionList }) => prefetchSessionList()));

/** The agreed-issue page's 'Review Issues Again' names /agree-issue: it is the agree step. */
function ToAgreeStep() {
  const { id = '' } = useParams();
  return <Navigate to={paths.session.agree(id)} replace />;
}

/** Unknown addresses go home, which says the address was not found. */
function ToHomeNotFound() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={paths.home()} replace state={notFoundState(`${pathname}${search}${hash}`)} />;
}

/** Patterns come from the route table (src/domain/paths.ts); a test holds the two together. */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      // Behind the development gate (docs/rules.md, "Gates"), which is off unless the build turns it on.
      // The feedback page joins home here.
      {
        ...page(() => import('../features/gates/DevGate')),
        children: [{ index: true, ...page(() => import('../features/marketing/HomePage')) }],
      },
      { path: paths.homeAlias.pattern, element: <Navigate to={paths.home()} replace /> },
      { path: paths.about.pattern, ...page(() => import('../features/marketing/AboutPage')) },
      { path: paths.reviews.pattern, ...page(() => import('../features/marketing/ReviewsPage')) },
      { path: paths.pricing.pattern, ...page(() => import('../features/marketing/PricingPage')) },
      { path: paths.results.pattern, ...page(() => import('../features/marketing/ResultsPage')) },
      { path: paths.contact.pattern, ...page(() => import('../features/marketing/ContactPage')) },
      { path: paths.privacy.pattern, ...page(() => import('../features/marketing/PrivacyPage')) },
      { path: paths.howItWorks.pattern, ...page(() => import('../features/marketing/HowItWorksPage')) },
      { path: paths.demo.pattern, ...page(() => import('../features/marketing/DemoPage')) },
      { path: paths.goodbye.pattern, ...page(() => import('../features/marketing/GoodbyePage')) },
      // The follow-up e-mails' unsubscribe link works signed out (docs/rules.md, "Follow-up").
      { path: paths.unsubscribe.pattern, ...page(() => import('../features/followup/UnsubscribePage')) },
      // Accounts and the secure-area gate (docs/rules.md, "Accounts" and "Redirect targets").
      { path: paths.login.pattern, ...page(() => import('../features/accounts/LoginPage')) },
      { path: paths.register.pattern, ...page(() => import('../features/accounts/RegisterPage')) },
      { path: paths.forgotPassword.pattern, ...page(() => import('../features/accounts/ForgotPasswordPage')) },
      { path: paths.logout.pattern, ...page(() => import('../features/accounts/LogoutPage')) },
      { path: paths.secureAccess.pattern, ...page(() => import('../features/gates/SecureAccessPage')) },
      { path: paths.secure.pattern, ...page(() => import('../features/gates/SecureAccessPage')) },
      // Invitations list: open to all, it asks signed-out visitors to log in.
      { path: paths.invitations.pattern, ...page(() => import('../features/invitations/InvitationsPage')) },
      // Protected screens go in here: signed-out visitors are sent to /secure-access?next=…
      {
        element: <RequireAuth />,
        loader: startSignInCheck,
        children: [
          { path: paths.init.pattern, ...page(() => import('../features/intake/InitPage')) },
          { path: paths.account.pattern, ...page(() => import('../features/accounts/AccountPage')) },
          { path: paths.session.list.pattern, loader: startSessionListRead, ...page(() => import('../features/sessions/SessionListPage')) },
          // Every screen of one session passes the private safety check first (docs/rules.md, "Safety").
          {
            ...page(() => import('../features/safety/SafetyGate')),
            loader: startSessionReads,
            children: [
              { path: paths.invitation.pattern, ...page(() => import('../features/invitations/InvitationPage')) },
              { path: paths.session.overview.pattern, ...page(() => import('../features/sessions/SessionOverviewPage')) },
              { path: paths.session.agree.pattern, ...page(() => import('../features/agree/AgreePage')) },
              { path: paths.session.agreedIssue.pattern, ...page(() => import('../features/agree/AgreedIssuePage')) },
              { path: paths.session.agreeIssue.pattern, element: <ToAgreeStep /> },
              // The steps after the agreed issue, until their screens land.
              { path: paths.session.solutions.pattern, ...page(() => import('../features/solutions/SolutionsPage')) },
              { path: paths.session.resolve.pattern, ...page(() => import('../features/resolve/ResolvePage')) },
              { path: paths.session.prepareStrategiesWaiting.pattern, ...page(() => import('../features/strategies/PrepareStrategiesWaitingPage')) },
              { path: paths.session.proposeStrategies.pattern, ...page(() => import('../features/strategies/ProposeStrategiesPage')) },
              { path: paths.session.implement.pattern, ...page(() => import('../features/implement/ImplementPage')) },
              { path: paths.session.checkIn.pattern, ...page(() => import('../features/review/CheckInPage')) },
              { path: paths.session.timeline.pattern, ...page(() => import('../features/timeline/TimelinePage')) },
              { path: paths.session.dcsTest.pattern, ...page(() => import('../features/assessments/DcsPickerPage')) },
              { path: paths.session.dcsQuiz.pattern, ...page(() => import('../features/assessments/DcsQuizPage')) },
              { path: paths.session.communicationStyleTest.pattern, ...page(() => import('../features/assessments/DpiPickerPage')) },
              { path: paths.session.communicationStyleQuiz.pattern, ...page(() => import('../features/assessments/DpiQuizPage')) },
            ],
          },
          // The style assessments (docs/rules.md, "DCS" and "DPI"), standalone and in a session.
          { path: paths.dcs.test.pattern, ...page(() => import('../features/assessments/DcsPickerPage')) },
          { path: paths.dcs.quiz.pattern, ...page(() => import('../features/assessments/DcsQuizPage')) },
          { path: paths.communicationStyle.test.pattern, ...page(() => import('../features/assessments/DpiPickerPage')) },
          { path: paths.communicationStyle.quiz.pattern, ...page(() => import('../features/assessments/DpiQuizPage')) },
        ],
      },
      // Any unknown path goes home, with a notice (docs/rules.md, "Routes").
      { path: '*', element: <ToHomeNotFound /> },
    ],
  },
];
