import { createBrowserRouter, Navigate } from 'react-router';
import { SignIn } from './screens/SignIn';

/** Routes of the console (spec core §2). */
export const router = createBrowserRouter([
  { path: '/auth/login', element: <SignIn /> },
  { path: '*', element: <Navigate to="/auth/login" replace /> },
]);
