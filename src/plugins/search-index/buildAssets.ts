/** Builds the search files from a finished build folder and points every page's meta tags at them. */
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createEngine, type SearchSection} from '../../search/engine';
import {searchAssetMeta, type SearchAssetKind} from '../../search/assets';
import type {PageEntry} from '../../search/suggest';
import {contentHash} from '../shared/contentHash';
import {extractPage} from './extractPage';

export type BuildAssetsInput = {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly routesPaths: readonly string[];
  /** What the theme appends to page titles, e.g. " | React Figma". */
  readonly siteTitleSuffix: string;
};

const isNotFoundRoute = (route: string) => /\/404(\.html)?$/.test(route);

function htmlFileForRoute(outDir: string, baseUrl: string, route: string): string {
  const relative = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  const found = candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
  if (!found) {
    throw new Error(
      `search-index plugin: route "${route}" has no built HTML file (looked for ${candidates.join(', ')} in ${outDir}).`,
    );
  }
  return found;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

function writeHashed(outDir: string, baseUrl: string, kind: SearchAssetKind, content: string): string {
  const relative = `assets/search/${kind}.${contentHash(content)}.json`;
  mkdirSync(path.join(outDir, 'assets/search'), {recursive: true});
  writeFileSync(path.join(outDir, relative), content);
  return `${baseUrl}${relative}`;
}

export function buildSearchAssets({outDir, baseUrl, routesPaths, siteTitleSuffix}: BuildAssetsInput) {
  const sections: SearchSection[] = [];
  const pages: PageEntry[] = [];
  const routes = [...new Set(routesPaths)].filter((route) => !isNotFoundRoute(route)).sort();
  for (const route of routes) {
    const page = extractPage(readFileSync(htmlFileForRoute(outDir, baseUrl, route), 'utf8'), siteTitleSuffix);
    // A page shown under a second path (the docs home) is listed and indexed once, under its canonical path.
    const canonical = page.canonicalPath ?? route;
    if (canonical.replace(/\/$/, '') !== route.replace(/\/$/, '') && routes.includes(canonical)) {
      continue;
    }
    pages.push({route, title: page.title});
    for (const section of page.sections) {
      sections.push({id: sections.length, route, pageTitle: page.title, ...section});
    }
  }
  if (sections.length === 0) {
    throw new Error(`search-index plugin: no built page in ${outDir} has a doc or blog post body to index.`);
  }
  const urls = {
    index: writeHashed(outDir, baseUrl, 'index', JSON.stringify(createEngine(sections))),
    pages: writeHashed(outDir, baseUrl, 'pages', JSON.stringify(pages)),
  };
  let pointed = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const updated = (Object.keys(urls) as SearchAssetKind[]).reduce(
      (text, kind) => text.replaceAll(searchAssetMeta[kind].placeholder, urls[kind]),
      html,
    );
    if (updated !== html) {
      writeFileSync(file, updated);
      pointed++;
    }
  }
  if (pointed === 0) {
    throw new Error(
      `search-index plugin: no HTML file in ${outDir} carries the search meta tags, so no page could find the index.`,
    );
  }
  return {urls, sections, pages};
}
