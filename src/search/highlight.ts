/** Turns a section's text into a short snippet around the first match, split into marked and plain parts. */

export type TextPart = {readonly text: string; readonly marked: boolean};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Case-sensitive on purpose: with the `i` flag, \p{Lu} would match lower case letters too.
const wordChar = /[\p{L}\p{N}]/u;
const lowerCase = /\p{Ll}/u;
const upperCase = /\p{Lu}/u;

/** A match counts at a word start or a camelCase boundary, as the engine matches word prefixes and parts. */
function startsWord(text: string, index: number): boolean {
  const before = text[index - 1];
  return before === undefined || !wordChar.test(before) || (lowerCase.test(before) && upperCase.test(text[index]));
}

function* termMatches(text: string, terms: readonly string[]): Generator<{index: number; length: number}> {
  const alternatives = [...new Set(terms.filter((term) => term.length > 0))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (alternatives.length === 0) {
    return;
  }
  const pattern = new RegExp(alternatives.join('|'), 'giu');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (startsWord(text, match.index)) {
      yield {index: match.index, length: match[0].length};
    } else {
      pattern.lastIndex = match.index + 1;
    }
  }
}

export function markTerms(text: string, terms: readonly string[]): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const {index, length} of termMatches(text, terms)) {
    parts.push({text: text.slice(last, index), marked: false});
    parts.push({text: text.slice(index, index + length), marked: true});
    last = index + length;
  }
  parts.push({text: text.slice(last), marked: false});
  return parts.filter((part) => part.text !== '');
}

/** At most `length` characters of `text`, cut at spaces, starting a little before the first match. */
export function snippet(text: string, terms: readonly string[], length = 160): string {
  if (text.length <= length) {
    return text;
  }
  const firstMatch = termMatches(text, terms).next().value?.index ?? 0;
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
