/** A value that is there now or still on its way: hot reads answer from memory without a promise. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * `f` applied to a value that may still be on its way: synchronously when it is already there. (Not
 * named `then`: a module exporting `then` is itself thenable, and `await import()` of it calls that.)
 */
export function thenMaybe<T, U>(value: MaybePromise<T>, f: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}
