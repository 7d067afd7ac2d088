import {createHash} from 'node:crypto';

/** The content hash in the names of the files the site's plugins emit: the SHA-256 of `contents`, 10 hex digits. */
export function contentHash(...contents: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  contents.forEach((content) => hash.update(content));
  return hash.digest('hex').slice(0, 10);
}
