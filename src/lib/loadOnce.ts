/**
 * Load once, and again after a failure (calls during a load share it, the first call after a failure starts anew),
 * so a reader briefly offline or across a deployment gets it at their next try. With a key (a table's id, a worker's
 * URL), each key loads on its own. A caller that does not wait must `.catch`: its promise is the one that rejects.
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
