import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import {globalDataWithoutDocLists, withoutGlobalDocLists} from './index';

const globalData = {
  path: '/docs',
  breadcrumbs: true,
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'installation',
      docs: [{id: 'installation', path: '/docs/installation', sidebar: 'docs'}],
      draftIds: [],
      sidebars: {docs: {link: {path: '/docs/installation', label: 'installation'}}},
    },
  ],
};

describe('the docs global data every page loads', () => {
  it('lists no docs, and keeps the versions, their paths and sidebars', () => {
    expect(globalDataWithoutDocLists(globalData)).toEqual({
      ...globalData,
      versions: [{...globalData.versions[0], docs: []}],
    });
  });

  it('is what the wrapped plugin sets', async () => {
    let set: unknown;
    const plugin: Plugin<unknown> = {
      name: 'docs',
      contentLoaded: async ({actions}) => actions.setGlobalData(globalData),
    };
    await withoutGlobalDocLists(plugin).contentLoaded!({
      content: undefined,
      actions: {setGlobalData: (data: unknown) => (set = data)} as never,
    });
    expect(set).toEqual(globalDataWithoutDocLists(globalData));
  });
});
