/** Ranks the site's pages by how close their path or title is to a path that does not exist. */

export type PageEntry = {readonly route: string; readonly title: string};

/** Optimal string alignment distance: edits, counting a swap of neighbours ("veiw") as one. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

function segments(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is compared as typed.
  }
  return decoded
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/(\/index)?\.html?$/i, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map(slug);
}

const minimumScore = 0.5;
const minimumCoverage = 0.4;
const sameSectionBonus = 0.15;

/** 1 for equal, 0 for nothing in common: edit similarity, or how much of one contains the other. */
function similarity(asked: string, candidate: string): number {
  if (asked === '' || candidate === '') {
    return 0;
  }
  const edit = 1 - editDistance(asked, candidate) / Math.max(asked.length, candidate.length);
  const [shorter, longer] = asked.length <= candidate.length ? [asked, candidate] : [candidate, asked];
  const coverage = shorter.length / longer.length;
  // Whole words of one inside the other count when they cover enough of it: "devtools" → "devtools-support",
  // but not "page" → "no-such-page".
  const contained = shorter.length >= 3 && coverage >= minimumCoverage && `-${longer}-`.includes(`-${shorter}`);
  return Math.max(edit, contained ? 0.6 + 0.4 * coverage : 0);
}

/** The pages closest to `requestedPath`, best first; none when nothing is reasonably close. */
export function suggestPages(requestedPath: string, pages: readonly PageEntry[], limit = 5): PageEntry[] {
  const asked = segments(requestedPath);
  const last = asked.at(-1);
  if (!last) {
    return [];
  }
  const parent = asked.slice(0, -1).join('/');
  return pages
    .map((page) => {
      const pageSegments = segments(page.route);
      const candidates = [pageSegments.at(-1) ?? '', slug(page.title)];
      const closeness = Math.max(...candidates.map((candidate) => similarity(last, candidate)));
      const bonus = `${pageSegments.slice(0, -1).join('/')}/`.startsWith(`${parent}/`) ? sameSectionBonus : 0;
      return {page, closeness, score: closeness + bonus};
    })
    .filter(({closeness}) => closeness >= minimumScore)
    .sort((a, b) => b.score - a.score || a.page.route.localeCompare(b.page.route))
    .slice(0, limit)
    .map(({page}) => page);
}

/** The words of the path's last segment, as a starting query for the search box. */
export function queryFromPath(path: string): string {
  return (segments(path).at(-1) ?? '').replace(/-/g, ' ');
}

/** Reads the page list the build wrote, failing clearly on anything else. */
export function parsePageList(json: string): PageEntry[] {
  const value: unknown = JSON.parse(json);
  const isEntry = (entry: Partial<PageEntry> | null) =>
    typeof entry?.route === 'string' && typeof entry.title === 'string';
  if (!Array.isArray(value) || !value.every(isEntry)) {
    throw new Error('The search page list is not an array of {route, title} entries.');
  }
  return value;
}
