import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { startSession } from './app/start-up';
import { createStore } from './app/store';
import { installUnauthorizedHandler } from './app/unauthorized';
import './index.css';

const store = createStore();
const router = createRouter();
installUnauthorizedHandler(store, router);
void startSession(store);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
