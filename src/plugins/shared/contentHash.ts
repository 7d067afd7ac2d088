/** The content hash in the names of the files the site's plugins emit. */
import {createHash} from 'node:crypto';

/** First 10 hex digits of the SHA-256 of `contents`, read in order: a cache-safe file name part. */
export function contentHash(...contents: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  contents.forEach((content) => hash.update(content));
  return hash.digest('hex').slice(0, 10);
}
