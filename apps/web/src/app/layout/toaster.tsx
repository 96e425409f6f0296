import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { homeActions } from '../../stores/home.slice';

// No page shows a toast on first paint: the card (and its icons) loads with the first alert (issue 2 section 9).
const ToastCard = lazy(() => import('../../components/toast-card'));

/** Spec section 2.2: error and success toasts slide in at the bottom right; 5 s or closed by hand. */
export function Toaster() {
  const dispatch = useAppDispatch();
  const success = useAppSelector((s) => s.home.successAlert);
  const error = useAppSelector((s) => s.home.errorAlert);
  return (
    <div className="pointer-events-none fixed end-3 bottom-20 start-3 z-[70] flex flex-col items-end gap-3 sm:end-5 sm:start-auto lg:bottom-5">
      {error.status && (
        <Suspense fallback={null}>
          <ToastCard kind="error" alert={error} onClose={() => dispatch(homeActions.errorClosed())} />
        </Suspense>
      )}
      {success.status && (
        <Suspense fallback={null}>
          <ToastCard kind="success" alert={success} onClose={() => dispatch(homeActions.successClosed())} />
        </Suspense>
      )}
    </div>
  );
}
