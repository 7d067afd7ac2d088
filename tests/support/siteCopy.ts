import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const siteEntries = ['docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'src', 'docs', 'blog', 'static'];

export type SiteCopy = {
  readonly dir: string;
  /** Runs a production build of the copy; output goes to a folder inside the copy. */
  build(): {readonly status: number | null; readonly output: string};
  remove(): void;
};

/** A throwaway copy of the site (sharing node_modules) for tests that must build a deliberately broken site. */
export function copySite(): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'rf-site-'));
  for (const entry of siteEntries) {
    cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    dir,
    build() {
      const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', 'build'], {
        cwd: dir,
        encoding: 'utf8',
        env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
      });
      return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
    },
    remove() {
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
