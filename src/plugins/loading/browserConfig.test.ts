import type {DocusaurusConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {browserSiteConfig, buildOnlyConfigKeys} from './browserConfig';

describe('browserSiteConfig', () => {
  it('keeps what the browser reads and drops the build-only keys', () => {
    const siteConfig = {
      title: 'React Figma',
      baseUrl: '/',
      themeConfig: {
        navbar: {title: 'React Figma'},
        prism: {
          theme: {plain: {color: '#bfc7d5'}, styles: []},
          additionalLanguages: ['bash'],
          magicComments: [{line: 'highlight-next-line'}],
        },
      },
      future: {experimental_router: 'browser', v4: {useCssCascadeLayers: true}, faster: {rspackBundler: true}},
      plugins: [['./src/plugins/docs/index.ts', {path: 'docs'}]],
      themes: [],
      markdown: {format: 'mdx'},
      ssrTemplate: '<html></html>',
      clientModules: ['./progress.ts'],
    } as unknown as DocusaurusConfig;
    const browser = browserSiteConfig(siteConfig);
    expect(browser).toEqual({
      title: 'React Figma',
      baseUrl: '/',
      themeConfig: {navbar: {title: 'React Figma'}, prism: {magicComments: [{line: 'highlight-next-line'}]}},
      future: {experimental_router: 'browser'},
    });
    for (const key of buildOnlyConfigKeys) expect(browser).not.toHaveProperty(key);
  });
});
