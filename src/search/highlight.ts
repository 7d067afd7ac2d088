/** Turns a section's text into a short snippet around the first match, split into marked and plain parts. */

export type TextPart = {readonly text: string; readonly marked: boolean};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any term at a word start or a camelCase boundary, since the engine matches word prefixes and parts. */
function termPattern(terms: readonly string[]): RegExp | undefined {
  const alternatives = [...new Set(terms.filter((term) => term.length > 0))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (alternatives.length === 0) {
    return undefined;
  }
  return new RegExp(`(?:(?<![\\p{L}\\p{N}])|(?<=\\p{Ll})(?=\\p{Lu}))(?:${alternatives.join('|')})`, 'giu');
}

export function markTerms(text: string, terms: readonly string[]): TextPart[] {
  const pattern = termPattern(terms);
  if (!pattern) {
    return text === '' ? [] : [{text, marked: false}];
  }
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) {
      parts.push({text: text.slice(last, match.index), marked: false});
    }
    parts.push({text: match[0], marked: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    parts.push({text: text.slice(last), marked: false});
  }
  return parts;
}

/** At most `length` characters of `text`, cut at spaces, starting a little before the first match. */
export function snippet(text: string, terms: readonly string[], length = 160): string {
  if (text.length <= length) {
    return text;
  }
  const firstMatch = termPattern(terms)?.exec(text)?.index ?? 0;
  let start = Math.max(0, Math.min(firstMatch - 40, text.length - length));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > firstMatch ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
