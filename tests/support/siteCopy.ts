/**
 * A temporary copy of the site for build-level tests: only what a build reads, node_modules symlinked, and its
 * own output and generated-files directories, so it never touches the real site's.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** Vitest and Playwright both run from the site's root (where their configs are). */
const siteDir = process.cwd();
const copiedEntries = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  'src',
  'docs',
  'blog',
  'static',
  // The compiler options of the examples' type hints (docusaurus.config.ts).
  'scripts/lib',
];

export type SiteCopy = {
  readonly dir: string;
  readonly outDir: string;
  /** Replaces `search` in a file of the copy; throws when it is not there, so a test never runs on the wrong setup. */
  readonly replaceInFile: (file: string, search: string, replacement: string) => void;
  readonly writeFile: (file: string, content: string) => void;
  readonly build: () => {readonly status: number | null; readonly output: string};
  readonly remove: () => void;
};

export function copySite(prefix: string): SiteCopy {
  if (!existsSync(path.join(siteDir, 'docusaurus.config.ts'))) {
    throw new Error(`Run the tests from the site's root: ${siteDir} has no docusaurus.config.ts.`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  copiedEntries.forEach((entry) => cpSync(path.join(siteDir, entry), path.join(dir, entry), {recursive: true}));
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const outDir = path.join(dir, 'out');
  return {
    dir,
    outDir,
    replaceInFile(file, search, replacement) {
      const filePath = path.join(dir, file);
      const content = readFileSync(filePath, 'utf8');
      if (!content.includes(search)) {
        throw new Error(`Test setup: ${file} of the site no longer contains ${JSON.stringify(search)}.`);
      }
      writeFileSync(filePath, content.replace(search, replacement));
    },
    writeFile(file, content) {
      writeFileSync(path.join(dir, file), content);
    },
    build() {
      const result = spawnSync(
        process.execPath,
        [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir],
        // Type hints are checked in the real build (tests/e2e/type-hints.spec.ts); a copy is built for other checks.
        {cwd: dir, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', TYPE_HINTS: 'off'}},
      );
      return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
    },
    remove() {
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
