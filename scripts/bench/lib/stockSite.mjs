/**
 * A stock Docusaurus site beside ours, for benchmarks that measure both in the same run: the classic theme and the docs
 * plugin at our Docusaurus version, default settings (broken links only warn: the pages link to pages the stock site
 * does not have), serving three of our plain-Markdown pages. Installed once into the system's temp folder. With
 * `faster`, it bundles with Rspack (`@docusaurus/faster`, with the v4 flags Docusaurus asks for beside it), as ours
 * does; by default with webpack.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const version = manifest.dependencies['@docusaurus/core'];

/** Our doc pages the stock site serves too, at the same paths (`/docs/<page>`). */
export const stockPages = ['installation', 'configure', 'styling'];

const stockSiteDirs = {
  webpack: path.join(tmpdir(), `react-figma-bench-stock-docusaurus-${version}`),
  rspack: path.join(tmpdir(), `react-figma-bench-stock-docusaurus-rspack-${version}`),
};
function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
  if (result.status !== 0) throw new Error(`stock site: ${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * Writes the stock site (same Docusaurus, React and registry overrides as ours), installs it once; returns its folder.
 * @param {{faster?: boolean}} [options]
 */
export function prepareStockSite({faster = false} = {}) {
  const siteDir = faster ? stockSiteDirs.rspack : stockSiteDirs.webpack;
  mkdirSync(path.join(siteDir, 'docs'), {recursive: true});
  const dependencies = Object.fromEntries(
    [
      '@docusaurus/core',
      ...(faster ? ['@docusaurus/faster'] : []),
      '@docusaurus/plugin-content-docs',
      '@docusaurus/theme-classic',
      '@mdx-js/react',
      'clsx',
      'react',
      'react-dom',
    ].map((name) => [name, manifest.dependencies[name]]),
  );
  writeFileSync(
    path.join(siteDir, 'package.json'),
    JSON.stringify({name: 'stock-docusaurus', private: true, dependencies, overrides: manifest.overrides}, null, 2),
  );
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Stock Docusaurus',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},${faster ? '\n  future: {v4: true, faster: true},' : ''}
  plugins: ['@docusaurus/plugin-content-docs'],
  themes: ['@docusaurus/theme-classic'],
};
`,
  );
  // Our site's own MDX components (the layout diagrams, lazy images below the fold) do not exist there: left out.
  for (const page of stockPages) {
    const source = readFileSync(path.join(root, 'docs', `${page}.mdx`), 'utf8');
    writeFileSync(path.join(siteDir, 'docs', `${page}.mdx`), source.replace(/^<LayoutDiagram[\s\S]*?\/>$/gm, ''));
  }
  if (!existsSync(path.join(siteDir, 'node_modules/@docusaurus/core'))) {
    run('npm', ['install', '--no-audit', '--no-fund'], siteDir);
  }
  return siteDir;
}

/**
 * Builds the stock site in `siteDir` (from `prepareStockSite`) into its `build/` folder and returns that folder.
 * @param {string} siteDir
 */
export function buildStockSite(siteDir) {
  run('npx', ['docusaurus', 'build'], siteDir);
  return path.join(siteDir, 'build');
}
