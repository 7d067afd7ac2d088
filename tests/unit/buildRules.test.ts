import {appendFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {copySite, type SiteCopy} from '../support/siteCopy';

let site: SiteCopy | undefined;
afterEach(() => site?.remove());

describe('build rules', () => {
  it('fails on a broken Markdown link, naming the file', () => {
    site = copySite('build-rules');
    appendFileSync(path.join(site.dir, 'docs/roadmap.mdx'), '\nSee [the missing page](./no-such-page.mdx).\n');
    const {status, output} = site.build();
    expect(status).not.toBe(0);
    expect(output).toContain('no-such-page.mdx');
    expect(output).toMatch(/docs\/roadmap\.mdx/);
  });

  it('fails on a broken route link, naming the page that holds it', () => {
    site = copySite('build-rules');
    appendFileSync(path.join(site.dir, 'docs/roadmap.mdx'), '\nSee [nowhere](/docs/no-such-route).\n');
    const {status, output} = site.build();
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken link on source page path = \/docs\/roadmap/);
    expect(output).toContain('/docs/no-such-route');
  });

  it('fails on a broken anchor', () => {
    site = copySite('build-rules');
    appendFileSync(path.join(site.dir, 'docs/roadmap.mdx'), '\nSee [styling](/docs/styling#no-such-heading).\n');
    const {status, output} = site.build();
    expect(status).not.toBe(0);
    expect(output).toMatch(/Broken anchor on source page path = \/docs\/roadmap/);
  });

  it('only warns about a duplicate route', () => {
    site = copySite('build-rules');
    writeFileSync(
      path.join(site.dir, 'src/pages/blog.tsx'),
      'export default function DuplicateBlog() {\n  return <h1>Duplicate</h1>;\n}\n',
    );
    const {status, output} = site.build();
    expect(output).toMatch(/Duplicate routes found/);
    expect(output).toContain('/blog');
    expect(status).toBe(0);
  });
});
