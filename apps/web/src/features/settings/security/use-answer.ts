import { useCallback, useEffect, useState } from 'react';
import type { Answer } from './security-client';

/** A load through the security client: its data, error and a reload (loading, error and empty states). */
export function useAnswer<T>(load: () => Promise<Answer<T>>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    const result = await load();
    if ('error' in result) setError(result.error);
    else {
      setError(null);
      setData(result.data);
    }
    setLoading(false);
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, loading, reload };
}
