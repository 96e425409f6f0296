import { useAppDispatch, useAppSelector } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { markupsActions, NO_TOKEN_MARKUP_ERROR } from '../markups.slice';

type Call = () => Promise<{ data?: unknown; error?: unknown }>;

/** Saving and deleting a markup on every markups page: the toasts and the markups state. */
export function useMarkupCalls() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const token = useAppSelector((s) => s.session.token);

  const run = async (call: Call, done: string) => {
    const result = await call();
    if ('error' in result && result.error) {
      toast.error('Markup not saved', errorMessage(result.error));
      return;
    }
    dispatch(markupsActions.succeeded());
    toast.success('Markup updated', done);
  };
  const remove = (call: Call, name: string) => {
    // Spec section 8: without a token nothing is called and "Cant find markups" is recorded.
    if (!token) {
      dispatch(markupsActions.failed(NO_TOKEN_MARKUP_ERROR));
      toast.error('Markup not deleted', NO_TOKEN_MARKUP_ERROR);
      return;
    }
    void run(call, `The markup of ${name} was removed`);
  };
  return { run, remove };
}
