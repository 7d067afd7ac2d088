import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

/** Where on a page a link sits; each has its own way of being reached (see `regionSelectors`). */
export type Region = 'sidebar' | 'toc' | 'footer' | 'navbar' | 'heading anchor' | 'content';

export type BuiltLink = {
  /** The page that shows the link. */
  readonly page: string;
  readonly region: Region;
  /** As written in the page: `#id` or `/path#id` or `/path`. */
  readonly href: string;
  /** The page it leads to, and the element id it names ('' for none). */
  readonly targetPath: string;
  readonly targetId: string;
};

const buildDir = path.resolve(__dirname, '../../../build');

/** The live-page selector of each region's links (the server HTML uses the same markup). */
export const regionSelectors: Record<Region, string> = {
  sidebar: '.theme-doc-sidebar-container a, .navbar-sidebar .menu a',
  toc: '.table-of-contents a',
  footer: 'footer a',
  navbar: 'nav.navbar a',
  'heading anchor': 'a.hash-link',
  content: 'main a:not(.hash-link):not(.table-of-contents a):not(.theme-doc-sidebar-container a)',
};

function regionOf($link: cheerio.Cheerio<never>): Region | undefined {
  if ($link.closest('.table-of-contents').length > 0) return 'toc';
  if ($link.closest('footer').length > 0) return 'footer';
  if ($link.closest('.theme-doc-sidebar-container').length > 0) return 'sidebar';
  if ($link.closest('nav.navbar').length > 0) return 'navbar';
  if ($link.hasClass('hash-link')) return 'heading anchor';
  if ($link.closest('main').length > 0) return 'content';
  // The skip link before the navbar: the accessibility spec follows it with the keyboard, as its readers do.
  return undefined;
}

/** A built page, parsed, and its title: the way to tell that the page shown is the one a link leads to. */
type BuiltPage = {readonly $: cheerio.CheerioAPI; readonly title: string};

const builtPages = new Map<string, BuiltPage>();

/** The built page at `pagePath`, parsed once per test worker. */
function builtPage(pagePath: string): BuiltPage {
  let page = builtPages.get(pagePath);
  if (!page) {
    const $ = cheerio.load(readFileSync(path.join(buildDir, pagePath, 'index.html'), 'utf8'));
    page = {$, title: $('title').text()};
    builtPages.set(pagePath, page);
  }
  return page;
}

/** The title of a built page: until a link's page has shown, the app shows the page left, at the new URL. */
export const builtTitle = (pagePath: string): string => builtPage(pagePath).title;

/**
 * Where the built page has the element with this id: in a long page's lower part (its code loads on the reader's first
 * scroll, or with the navigation that leads to it), elsewhere on the page, or nowhere.
 */
export function builtPlaceOf(pagePath: string, id: string): 'lower part' | 'upper part' | undefined {
  const {$} = builtPage(pagePath);
  const element = $('[id]').filter((_, candidate) => $(candidate).attr('id') === id);
  if (element.length === 0) return undefined;
  return element.closest('[data-deferred-sections]').length > 0 ? 'lower part' : 'upper part';
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** Every internal link the built page shows, once per region and address. */
export function builtLinks(route: string): BuiltLink[] {
  const {$} = builtPage(route);
  const links = new Map<string, BuiltLink>();
  $('a[href]').each((_, element) => {
    const href = $(element).attr('href') ?? '';
    // A sidebar category without a page of its own links to its first doc only until the page hydrates; then it is
    // a button that opens the category.
    if ((!href.startsWith('/') && !href.startsWith('#')) || $(element).attr('role') === 'button') return;
    const region = regionOf($(element) as cheerio.Cheerio<never>);
    if (!region) return;
    const url = new URL(href, `http://site${route}`);
    if (/\.[a-z]+$/.test(url.pathname)) return; // feeds, llms.txt, Markdown exports: files, not pages
    const link = {
      page: route,
      region,
      href,
      targetPath: withoutTrailingSlash(url.pathname),
      targetId: decodeURIComponent(url.hash.slice(1)),
    };
    links.set(`${region} ${href}`, link);
  });
  return [...links.values()];
}
