import {appendFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {settingsSite, type SiteCopy} from '../support/siteCopy';

let site: SiteCopy | undefined;
afterEach(() => site?.remove());

// Each test builds a small site with the real site's settings (tests/support/siteCopy.ts), beside the real build and
// the other unit files: the limit leaves room for a machine two to three times slower.
describe('build rules', {timeout: 120_000}, () => {
  // Each failure below must come from the one line its test adds.
  it('builds the small site as it is', () => {
    site = settingsSite('build-rules');
    const {status, output} = site.build();
    expect(status, output).toBe(0);
  });

  it('fails on a broken Markdown link, naming the file', () => {
    site = settingsSite('build-rules');
    appendFileSync(path.join(site.dir, 'docs/roadmap.mdx'), '\nSee [the missing page](./no-such-page.mdx).\n');
    const {status, output} = site.build();
    expect(status).not.toBe(0);
    expect(output).toContain('no-such-page.mdx');
    expect(output).toMatch(/docs\/roadmap\.mdx/);
  });

  it('fails on a broken route link, naming the page that holds it', () => {
    site = settingsSite('build-rules');
    appendFileSync(path.join(site.dir, 'docs/roadmap.mdx'), '\nSee [nowhere](/docs/no-such-route).\n');
    const {status, output} = site.build();
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken link on source page path = \/docs\/roadmap/);
    expect(output).toContain('/docs/no-such-route');
  });

  // One build for both: Docusaurus checks anchors after rendering every page, so a build that reports the broken
  // anchor went on past the duplicate route.
  it('fails on a broken anchor, and only warns about a duplicate route', () => {
    site = settingsSite('build-rules');
    appendFileSync(path.join(site.dir, 'docs/roadmap.mdx'), '\nSee [styling](/docs/styling#no-such-heading).\n');
    site.writeFile('src/pages/blog.md', '# Duplicate\n');
    const {status, output} = site.build();
    // A warning that names the route, not an error.
    expect(output).toMatch(
      /\[WARNING\] Duplicate routes found!\n- Attempting to create page at \/blog, but a page already exists at this route\./,
    );
    expect(output).toMatch(/Broken anchor on source page path = \/docs\/roadmap/);
    expect(status).not.toBe(0);
  });
});
