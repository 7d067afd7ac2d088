import {describe, expect, it} from 'vitest';
import {loadOnce} from './loadOnce';

/** A load whose outcome the test decides, one call at a time. */
function controlledLoad<T>() {
  const calls: {resolve: (value: T) => void; reject: (error: Error) => void}[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      calls.push({resolve, reject});
    });
  return {load, calls};
}

describe('loadOnce', () => {
  it('shares one load between the calls made while it runs, and its value with the calls after it', async () => {
    const {load, calls} = controlledLoad<string>();
    const get = loadOnce(load);
    const first = get();
    const second = get();
    expect(second).toBe(first);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('toolbar');
    await expect(first).resolves.toBe('toolbar');
    await expect(get()).resolves.toBe('toolbar');
    expect(calls).toHaveLength(1);
  });

  it('loads again on the first call after a failure, and keeps what that load gives', async () => {
    const {load, calls} = controlledLoad<string>();
    const get = loadOnce(load);
    const failed = get();
    // Calls made before the failure is known share the failing load.
    const alsoFailed = get();
    calls[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    await expect(alsoFailed).rejects.toThrow('offline');

    const retried = get();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('toolbar');
    await expect(retried).resolves.toBe('toolbar');
    await expect(get()).resolves.toBe('toolbar');
    expect(calls).toHaveLength(2);
  });

  it('treats a load that throws at once as a failed load', async () => {
    let attempts = 0;
    const get = loadOnce((): Promise<number> => {
      attempts += 1;
      if (attempts === 1) throw new Error('no script');
      return Promise.resolve(attempts);
    });
    await expect(get()).rejects.toThrow('no script');
    await expect(get()).resolves.toBe(2);
  });

  it('loads each key on its own: a failure of one key leaves the others loaded', async () => {
    const requested: string[] = [];
    const get = loadOnce((id: string) => {
      requested.push(id);
      return id === 'gone' && requested.filter((each) => each === 'gone').length === 1
        ? Promise.reject(new Error(`${id}: 404`))
        : Promise.resolve(`table ${id}`);
    });
    await expect(get('a1')).resolves.toBe('table a1');
    await expect(get('gone')).rejects.toThrow('gone: 404');
    await expect(get('a1')).resolves.toBe('table a1');
    await expect(get('gone')).resolves.toBe('table gone');
    expect(requested).toEqual(['a1', 'gone', 'gone']);
  });
});
