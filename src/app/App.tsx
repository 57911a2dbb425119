import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UserProvider } from '../backend/UserProvider';
import { routes } from './router';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <UserProvider>
      <RouterProvider router={router} />
    </UserProvider>
  );
}
