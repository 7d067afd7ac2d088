/**
 * Load once, and try again after a failure: the calls while a load runs share it, the calls after it succeeded get
 * its value, and the first call after it failed starts a new one. A reader offline for a moment, or a page left open
 * across a deployment, gets the code or data at their next hover, focus or scroll instead of never.
 *
 * With a key (a table's id, a worker's URL), each key loads once on its own. A caller that does not wait for the
 * result still handles a failure (`.catch`), as the promise it gets is the one that rejects.
 */
export function loadOnce<T, Key = void>(load: (key: Key) => Promise<T>): (key: Key) => Promise<T> {
  const loads = new Map<Key, Promise<T>>();
  return (key) => {
    let loading = loads.get(key);
    if (!loading) {
      // A load that throws before it returns a promise fails like one that rejects.
      loading = new Promise<T>((resolve) => resolve(load(key)));
      loads.set(key, loading);
      loading.catch(() => loads.delete(key));
    }
    return loading;
  };
}
