import {vi} from 'vitest';

/**
 * Stands in for the document Docusaurus's prefetch helper writes to: it supports `<link rel=prefetch>`, and each
 * link appended to <head> adds its href to the returned list.
 */
export function stubPrefetchDocument(): string[] {
  const appended: string[] = [];
  const link = () => {
    const attributes = new Map<string, string>();
    return {
      relList: {supports: (feature: string) => feature === 'prefetch'},
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      href: () => attributes.get('href'),
    };
  };
  vi.stubGlobal('document', {
    createElement: link,
    getElementsByTagName: () => [
      {appendChild: (element: ReturnType<typeof link>) => appended.push(element.href() ?? '')},
    ],
  });
  return appended;
}
