import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './router';
import { setAppRouter } from './store-loader';

/**
 * The app with its router, at the current address. The store (Redux Toolkit, RTK Query) is not
 * loaded here: app/layout/store-root.tsx loads it with the first page that needs it.
 */
export function startApp(root: Root): void {
  const router = createRouter();
  setAppRouter(router);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
