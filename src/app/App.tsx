import { RouterProvider } from 'react-router-dom';
import { UserProvider } from '../backend/UserProvider';
import { router } from './router';

export function App() {
  return (
    <UserProvider>
      <RouterProvider router={router} />
    </UserProvider>
  );
}
