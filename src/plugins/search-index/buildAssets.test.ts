import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../../tests/support/temporaryDirectory';
import {loadEngine, searchSite} from '../../search/engine';
import {parsePageList} from '../../search/suggest';
import {searchAssetMeta} from '../../search/assets';
import {buildSearchAssets} from './buildAssets';

const head = `<meta name=rf-search-index content=${searchAssetMeta.index.placeholder}><meta name=rf-search-pages content=${searchAssetMeta.pages.placeholder}>`;

const docHtml = (title: string, body: string, canonical: string) =>
  `<html><head>${head}<title>${title} | Site</title><link rel=canonical href=https://example.com${canonical}></head>` +
  `<body><main><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></main></body></html>`;

function site(files: Record<string, string>): string {
  const outDir = temporaryDirectory('search-assets');
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    writeFileSync(path.join(outDir, file), html);
  }
  return outDir;
}

const files = {
  'index.html': `<html><head>${head}<title>Home | Site</title><link rel=canonical href=https://example.com/></head><body><main><h1>Home</h1></main></body></html>`,
  'docs/index.html': docHtml('Install', '<p>Run npm install.</p>', '/docs/install'),
  'docs/install/index.html': docHtml('Install', '<p>Run npm install.</p>', '/docs/install'),
  'docs/api/frame/index.html': docHtml(
    'Frame',
    '<p>A frame.</p><h2 id=auto-layout>Auto layout</h2><p>Yoga lays out children.</p>',
    '/docs/api/frame',
  ),
  '404.html': `<html><head>${head}<title>Page Not Found | Site</title></head><body><main><h1>Page not found</h1></main></body></html>`,
};
const routesPaths = ['/', '/docs', '/docs/install', '/docs/api/frame', '/404.html'];

describe('buildSearchAssets', () => {
  it('writes a content-hashed index and page list, and points every page at them', () => {
    const dir = site(files);
    const {urls, pages, sections} = buildSearchAssets({
      outDir: dir,
      baseUrl: '/',
      routesPaths,
      siteTitleSuffix: ' | Site',
    });

    expect(urls.index).toMatch(/^\/assets\/search\/index\.[0-9a-f]{10}\.json$/);
    expect(urls.pages).toMatch(/^\/assets\/search\/pages\.[0-9a-f]{10}\.json$/);
    // The docs home shows the install doc under a second path: it is listed once, under its canonical path.
    expect(pages).toEqual([
      {route: '/', title: 'Home'},
      {route: '/docs/api/frame', title: 'Frame'},
      {route: '/docs/install', title: 'Install'},
    ]);
    expect(sections.map(({route, anchor}) => `${route}#${anchor}`)).toEqual([
      '/docs/api/frame#',
      '/docs/api/frame#auto-layout',
      '/docs/install#',
    ]);

    const engine = loadEngine(readFileSync(path.join(dir, urls.index), 'utf8'));
    expect(searchSite(engine, 'yoga')[0]).toMatchObject({href: '/docs/api/frame#auto-layout', heading: 'Auto layout'});
    expect(parsePageList(readFileSync(path.join(dir, urls.pages), 'utf8'))).toEqual(pages);

    for (const file of ['index.html', 'docs/api/frame/index.html', '404.html']) {
      const html = readFileSync(path.join(dir, file), 'utf8');
      expect(html).toContain(`content=${urls.index}>`);
      expect(html).toContain(`content=${urls.pages}>`);
    }
  });

  it('names files by content: an unchanged site gets the same names, a changed one new names', () => {
    const first = buildSearchAssets({outDir: site(files), baseUrl: '/', routesPaths, siteTitleSuffix: ' | Site'}).urls;
    const again = buildSearchAssets({outDir: site(files), baseUrl: '/', routesPaths, siteTitleSuffix: ' | Site'}).urls;
    expect(again).toEqual(first);
    const changedFiles = {
      ...files,
      'docs/api/frame/index.html': docHtml('Frame', '<p>Changed.</p>', '/docs/api/frame'),
    };
    const changedSite = site(changedFiles);
    const changed = buildSearchAssets({
      outDir: changedSite,
      baseUrl: '/',
      routesPaths,
      siteTitleSuffix: ' | Site',
    }).urls;
    expect(changed.index).not.toBe(first.index);
    expect(readdirSync(path.join(changedSite, 'assets/search')).sort()).toEqual(
      [path.basename(changed.index), path.basename(changed.pages)].sort(),
    );
  });

  it('honours a base URL', () => {
    const dir = site(files);
    const {urls} = buildSearchAssets({
      outDir: dir,
      baseUrl: '/site/',
      routesPaths: routesPaths.map((route) => `/site${route}`),
      siteTitleSuffix: ' | Site',
    });
    expect(urls.index).toMatch(/^\/site\/assets\/search\/index\./);
  });

  it('names the route whose HTML file is missing', () => {
    const dir = site(files);
    expect(() =>
      buildSearchAssets({outDir: dir, baseUrl: '/', routesPaths: [...routesPaths, '/docs/gone'], siteTitleSuffix: ''}),
    ).toThrow(/route "\/docs\/gone" has no built HTML file/);
  });

  it('fails clearly when no page has a body to index', () => {
    const dir = site({'index.html': files['index.html']});
    expect(() => buildSearchAssets({outDir: dir, baseUrl: '/', routesPaths: ['/'], siteTitleSuffix: ''})).toThrow(
      /no built page .* has a doc or blog post body/,
    );
  });

  it('fails clearly when no page carries the meta tags', () => {
    const dir = site({'docs/install/index.html': docHtml('Install', '<p>Run.</p>', '/docs/install').replace(head, '')});
    expect(() =>
      buildSearchAssets({outDir: dir, baseUrl: '/', routesPaths: ['/docs/install'], siteTitleSuffix: ''}),
    ).toThrow(/no HTML file .* carries the search meta tags/);
  });
});
