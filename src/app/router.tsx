import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { MainLayout } from './MainLayout';
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
      { index: true, ...page(() => import('../features/marketing/HomePage')) },
      { path: 'about', ...page(() => import('../features/marketing/AboutPage')) },
      { path: 'reviews', ...page(() => import('../features/marketing/ReviewsPage')) },
      { path: 'pricing', ...page(() => import('../features/marketing/PricingPage')) },
      { path: 'results', ...page(() => import('../features/marketing/ResultsPage')) },
      { path: 'contact', ...page(() => import('../features/marketing/ContactPage')) },
      { path: 'privacy', ...page(() => import('../features/marketing/PrivacyPage')) },
      { path: 'how-it-works', ...page(() => import('../features/marketing/HowItWorksPage')) },
      { path: 'demo', ...page(() => import('../features/marketing/DemoPage')) },
      { path: 'goodbye', ...page(() => import('../features/marketing/GoodbyePage')) },
      // Spec part 2, 2.1: any unknown path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
