import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {onTestFinished} from 'vitest';

/** A new directory under the system's temporary one, removed when the test that asked for it finishes. */
export function temporaryDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  onTestFinished(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}
