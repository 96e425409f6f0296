import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/store';
import { useToast } from '../../../lib/use-toast';
import { attractionsActions, REMOVED_FROM_CART } from '../attractions.slice';

/** Removes a line and shows the spec's success toast (section 4). */
export function useRemoveFromCart() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return useCallback(
    (id: string) => {
      dispatch(attractionsActions.removedFromCart(id));
      toast.success(REMOVED_FROM_CART.title, REMOVED_FROM_CART.text);
    },
    [dispatch, toast],
  );
}
