import { useCallback, useEffect, useState } from 'react';
import type { Answer } from './security-client';

interface Loaded<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
}

/** A load through the security client: its data, error and a reload (loading, error and empty states). */
export function useAnswer<T>(load: () => Promise<Answer<T>>) {
  const [state, setState] = useState<Loaded<T>>({ data: null, error: null, loading: true });
  const settle = useCallback(
    (result: Answer<T>) =>
      setState((before) =>
        'error' in result
          ? { ...before, error: result.error, loading: false }
          : { data: result.data, error: null, loading: false },
      ),
    [],
  );
  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (live) settle(result);
    });
    return () => {
      live = false;
    };
  }, [load, settle]);
  const reload = useCallback(async () => {
    setState((before) => ({ ...before, loading: true }));
    settle(await load());
  }, [load, settle]);
  return { ...state, reload };
}
