/**
 * Loads under way by key, so that the callers of one moment share a load instead of each starting
 * their own (ten searches finding a city's cached content expired at once): `running` answers the
 * load that brings a key, `share` registers one for some keys until it settles. A load that fails
 * rejects for every caller that awaits it, and is forgotten like one that succeeds.
 */
export class SharedLoads<K, V> {
  readonly #running = new Map<K, Promise<V>>();

  running(key: K): Promise<V> | undefined {
    return this.#running.get(key);
  }

  /** Registers `load` as the one that brings `keys` (a later share of a key replaces it) and answers it. */
  share(keys: Iterable<K>, load: Promise<V>): Promise<V> {
    const mine = [...keys];
    for (const key of mine) this.#running.set(key, load);
    const settled = () => {
      for (const key of mine) if (this.#running.get(key) === load) this.#running.delete(key);
    };
    // Both ways, so that a failed load is not also an unhandled rejection here.
    load.then(settled, settled);
    return load;
  }
}
