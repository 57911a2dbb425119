import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { UserProvider } from '../backend/UserProvider';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <UserProvider>
      <RouterProvider router={router} />
    </UserProvider>
  );
}
