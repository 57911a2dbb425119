import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from './MainLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

/** Every screen is its own chunk: the router loads a page's module only when it is visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      // Behind the development gate (spec part 2, 2.8), which is off unless the build turns it on.
      // The feedback page joins home here.
      {
        ...page(() => import('../features/gates/DevGate')),
        children: [{ index: true, ...page(() => import('../features/marketing/HomePage')) }],
      },
      { path: 'about', ...page(() => import('../features/marketing/AboutPage')) },
      { path: 'reviews', ...page(() => import('../features/marketing/ReviewsPage')) },
      { path: 'pricing', ...page(() => import('../features/marketing/PricingPage')) },
      { path: 'results', ...page(() => import('../features/marketing/ResultsPage')) },
      { path: 'contact', ...page(() => import('../features/marketing/ContactPage')) },
      { path: 'privacy', ...page(() => import('../features/marketing/PrivacyPage')) },
      { path: 'how-it-works', ...page(() => import('../features/marketing/HowItWorksPage')) },
      { path: 'demo', ...page(() => import('../features/marketing/DemoPage')) },
      { path: 'goodbye', ...page(() => import('../features/marketing/GoodbyePage')) },
      // Accounts (spec part 1, 2) and the secure-area gate (part 2, 2.3).
      { path: 'login', ...page(() => import('../features/accounts/LoginPage')) },
      { path: 'register', ...page(() => import('../features/accounts/RegisterPage')) },
      { path: 'forgot-password', ...page(() => import('../features/accounts/ForgotPasswordPage')) },
      { path: 'logout', ...page(() => import('../features/accounts/LogoutPage')) },
      { path: 'secure-access', ...page(() => import('../features/gates/SecureAccessPage')) },
      { path: 'secure', ...page(() => import('../features/gates/SecureAccessPage')) },
      // Invitations list: open to all, it asks signed-out visitors to log in (spec part 2, 2.1).
      { path: 'coll', ...page(() => import('../features/invitations/InvitationsPage')) },
      // Protected screens go in here: signed-out visitors are sent to /secure-access?next=…
      {
        element: <RequireAuth />,
        children: [
          { path: 'init', ...page(() => import('../features/intake/InitPage')) },
          { path: 'coll/:id/*', ...page(() => import('../features/invitations/InvitationPage')) },
          { path: 'session', ...page(() => import('../features/sessions/SessionListPage')) },
          { path: 'session/:id', ...page(() => import('../features/sessions/SessionOverviewPage')) },
          { path: 'session/:id/agree', ...page(() => import('../features/agree/AgreePage')) },
          { path: 'session/:id/agreed-issue', ...page(() => import('../features/agree/AgreedIssuePage')) },
          // The agreed-issue page's 'Review Issues Again' names /agree-issue, which the route table lacks: the agree step.
          { path: 'session/:id/agree-issue', element: <Navigate to="../agree" relative="path" replace /> },
          // The style assessments (spec part 2, 2.9, 2.10, 2.12, 2.13), standalone and in a session.
          { path: 'dcs/test', ...page(() => import('../features/assessments/DcsPickerPage')) },
          { path: 'dcs/quiz', ...page(() => import('../features/assessments/DcsQuizPage')) },
          { path: 'communication-style/test', ...page(() => import('../features/assessments/DpiPickerPage')) },
          { path: 'communication-style/quiz', ...page(() => import('../features/assessments/DpiQuizPage')) },
          { path: 'session/:id/dcs/test', ...page(() => import('../features/assessments/DcsPickerPage')) },
          { path: 'session/:id/dcs/quiz', ...page(() => import('../features/assessments/DcsQuizPage')) },
          { path: 'session/:id/communication-style/test', ...page(() => import('../features/assessments/DpiPickerPage')) },
          { path: 'session/:id/communication-style/quiz', ...page(() => import('../features/assessments/DpiQuizPage')) },
        ],
      },
      // Spec part 2, 2.1: any unknown path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
