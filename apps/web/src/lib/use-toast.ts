import { useMemo } from 'react';
import { useAppDispatch } from '../app/store';
import { homeActions } from '../stores/home.slice';

export interface Toast {
  /** Green toast at the bottom right (spec section 2.2). */
  success: (title: string, text: string) => void;
  /** Red toast; ignored when the text is empty (spec section 4). */
  error: (title: string, text: string) => void;
}

/** Shows the shell's toasts: they slide in at the bottom right and hide after 5 seconds. */
export function useToast(): Toast {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success: (title, text) => dispatch(homeActions.successShown({ title, text })),
      error: (title, text) => dispatch(homeActions.errorShown({ title, text })),
    }),
    [dispatch],
  );
}
