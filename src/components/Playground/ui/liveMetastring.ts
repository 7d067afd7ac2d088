/** `live` as a word of a code fence's metastring, e.g. ```tsx live title="Card.tsx"; a title "live.tsx" is not it. */
export function isLiveMetastring(metastring: string | undefined): boolean {
  const withoutQuoted = (metastring ?? '').replace(/(["'])[^"']*\1/g, '');
  return /(^|\s)live(\s|$)/.test(withoutQuoted);
}
