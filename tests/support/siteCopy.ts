/**
 * Temporary sites for build-level tests, a copy of the site (only what a build reads) or a small site with its
 * settings: node_modules symlinked, and their own output and generated-files directories, so they never touch the
 * real site's.
 */
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
  /** Builds the copy into `outDir` (its own `out` directory unless given). */
  readonly build: (outDir?: string) => {readonly status: number | null; readonly output: string};
  readonly remove: () => void;
};

/** A new temporary directory, once the tests are known to run from the site's root. */
function temporarySiteDir(prefix: string): string {
  if (!existsSync(path.join(siteDir, 'docusaurus.config.ts'))) {
    throw new Error(`Run the tests from the site's root: ${siteDir} has no docusaurus.config.ts.`);
  }
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export function copySite(prefix: string): SiteCopy {
  const dir = temporarySiteDir(prefix);
  copiedEntries.forEach((entry) => cpSync(path.join(siteDir, entry), path.join(dir, entry), {recursive: true}));
  return siteIn(dir);
}

/**
 * A three-page site (two docs, a blog post and a home page) built with every setting of the real site's config but
 * its content: its plugins, themes, theme config and page template, which need the real pages. For what those
 * settings make a build do, such as failing on a broken link, it gives the answer a copy of the whole site gives,
 * without building every page of it.
 */
export function settingsSite(prefix: string): SiteCopy {
  const dir = temporarySiteDir(prefix);
  const files: Record<string, string> = {
    'package.json': JSON.stringify({name: prefix, private: true}),
    'docusaurus.config.ts': [
      "import type {Config} from '@docusaurus/types';",
      `import site from ${JSON.stringify(path.join(siteDir, 'docusaurus.config.ts'))};`,
      '',
      'export default {',
      '  ...site,',
      '  plugins: [',
      "    ['@docusaurus/plugin-content-docs', {sidebarPath: false}],",
      "    ['@docusaurus/plugin-content-blog', {}],",
      "    '@docusaurus/plugin-content-pages',",
      '  ],',
      "  themes: ['@docusaurus/theme-classic'],",
      '  themeConfig: {},',
      '  clientModules: [],',
      '  ssrTemplate: undefined,',
      '} satisfies Config;',
      '',
    ].join('\n'),
    'docs/roadmap.mdx': '# Roadmap\n\nHow [styling](./styling.mdx) will change.\n',
    'docs/styling.mdx': '# Styling\n\n## Layout\n\nFrames lay out their children.\n',
    'blog/2020-01-01-first-post.mdx': '---\ntitle: First post\n---\n\nA post.\n\n{/* truncate */}\n\nMore.\n',
    'src/pages/index.md': '# Home\n\nRead the [roadmap](/docs/roadmap).\n',
  };
  Object.entries(files).forEach(([file, content]) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), content);
  });
  return siteIn(dir);
}

/** The site in `dir`, with the real site's node_modules. */
function siteIn(dir: string): SiteCopy {
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
    build(buildDir = outDir) {
      const result = spawnSync(
        process.execPath,
        // A copy is built for what its build says and what its pages show, not for their bytes (the real build is
        // minified and measured), so it skips minifying, a large part of a build's time.
        [
          path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
          'build',
          '--no-minify',
          '--out-dir',
          buildDir,
        ],
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

/** Where built fixture sites are kept between test runs; a fresh clone has none. */
const fixtureBuildsDir = path.join(siteDir, 'node_modules/.cache/fixture-sites');

/** A fingerprint of everything a copy's build reads: the copied entries, the locked dependencies and their patches. */
function siteFingerprint(extraFiles: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  const filesOf = (relative: string): string[] => {
    const absolute = path.join(siteDir, relative);
    if (!existsSync(absolute)) return [];
    if (!statSync(absolute).isDirectory()) return [absolute];
    return readdirSync(absolute, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  };
  [...copiedEntries, 'package-lock.json', 'patches']
    .flatMap(filesOf)
    .sort()
    .forEach((file) => hash.update(path.relative(siteDir, file)).update(readFileSync(file)));
  Object.entries(extraFiles)
    .sort(([a], [b]) => a.localeCompare(b))
    .forEach(([file, content]) => hash.update(file).update(content));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The site with `files` added, built once for every test that serves or reads it: the unit tests build it beside
 * the real site and the browser tests reuse it. A build is kept only when it succeeds, under a fingerprint of its
 * inputs, so a change to the site or to the files builds it again. A failed build throws with its output.
 */
export function buildFixtureSite(
  name: string,
  files: Readonly<Record<string, string>>,
): {readonly outDir: string; readonly output: string} {
  const keptDir = path.join(fixtureBuildsDir, `${name}-${siteFingerprint(files)}`);
  const outputFile = `${keptDir}.log`;
  if (existsSync(keptDir) && existsSync(outputFile)) return {outDir: keptDir, output: readFileSync(outputFile, 'utf8')};
  mkdirSync(fixtureBuildsDir, {recursive: true});
  const copy = copySite(name);
  // Built beside its final place so that keeping it is a rename on the same disk.
  const stagingDir = `${keptDir}.${process.pid}.partial`;
  try {
    Object.entries(files).forEach(([file, content]) => copy.writeFile(file, content));
    const {status, output} = copy.build(stagingDir);
    if (status !== 0) throw new Error(`The ${name} fixture site did not build (exit ${status}):\n${output}`);
    readdirSync(fixtureBuildsDir)
      .filter((entry) => entry.startsWith(`${name}-`) && !entry.endsWith('.partial'))
      .forEach((stale) => rmSync(path.join(fixtureBuildsDir, stale), {recursive: true, force: true}));
    // Another run may have kept the same build meanwhile: theirs is as good as this one.
    if (!existsSync(keptDir)) renameSync(stagingDir, keptDir);
    // Written last: a kept build counts only once its output is there too.
    writeFileSync(outputFile, output);
    return {outDir: keptDir, output};
  } finally {
    rmSync(stagingDir, {recursive: true, force: true});
    copy.remove();
  }
}
