// Replaces core's fallback: the spec wants an accessible, on-brand spinner and an error box with a real Retry button.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

/**
 * After a new deployment an old chunk is gone for good (404): only a full page load brings the new code. Any other
 * failure (offline, flaky network) is worth retrying in place. ChunkLoadError names the chunk's URL in `request`.
 */
async function isGoneForGood(error: unknown): Promise<boolean> {
  const chunkUrl = (error as {request?: unknown} | null)?.request;
  if (typeof chunkUrl !== 'string') {
    return false;
  }
  return fetch(chunkUrl, {method: 'HEAD', cache: 'no-store'}).then(
    (response) => response.status === 404,
    () => false,
  );
}

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  // The error the reader pressed Retry on: the spinner shows until the page or a new error arrives, even before
  // react-loadable's `pastDelay`.
  const [retriedError, setRetriedError] = useState<unknown>(undefined);
  const retriedOnMount = useRef(false);

  // A nested route component whose earlier preload failed mounts with that cached error, typically after the reader's
  // Retry brought its parent back: try once more before asking the reader again.
  useEffect(() => {
    if (error && !retriedOnMount.current) {
      retriedOnMount.current = true;
      retry();
    }
    // Only on mount: later errors come from this retry or the reader's, and are shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (error && error !== retriedError) {
    const onRetry = async () => {
      setRetriedError(error);
      if (await isGoneForGood(error)) {
        window.location.assign(window.location.href);
        return;
      }
      retry();
    };
    return (
      <div className={styles.errorBox} role="alert">
        <p className={styles.errorTitle}>This page could not be loaded.</p>
        <p className={styles.errorMessage}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay && retriedError === undefined) {
    return null;
  }
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>Loading page…</span>
    </div>
  );
}
