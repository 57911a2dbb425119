import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UserProvider } from '../backend/UserProvider';
import { routes } from './router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The router, on the opened address: it starts that route's loaders (the reads ahead) and chunks. */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

export function App({ router }: { router: AppRouter }) {
  return (
    <UserProvider>
      <RouterProvider router={router} />
    </UserProvider>
  );
}
