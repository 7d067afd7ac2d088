/**
 * A small TSX tokenizer for CodeMirror's StreamLanguage: keywords, strings, template literals, numbers,
 * comments, types, JSX tags and attributes, object keys. The full lezer TS grammar would cost ~35 KB gzip
 * of the editor's 120 KB budget for highlighting the docs' short examples the same way.
 */
import {StreamLanguage, type StreamParser, type StringStream} from '@codemirror/language';

type TsxState = {
  inBlockComment: boolean;
  inTemplate: boolean;
  /** Inside `<Tag …` up to its `>`: identifiers there are attributes. */
  inTag: boolean;
  /** The last significant token, to tell `a < b` from `<View`. */
  last: string;
};

const keywords = new Set(
  (
    'as async await break case catch class const continue debugger default delete do else enum export extends ' +
    'finally for from function if implements import in instanceof interface keyof let new of private protected ' +
    'public readonly return satisfies static super switch this throw try type typeof var void while with yield'
  ).split(' '),
);
const atoms = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity']);

function token(stream: StringStream, state: TsxState): string | null {
  if (state.inBlockComment) {
    state.inBlockComment = !stream.skipTo('*/');
    if (state.inBlockComment) {
      stream.skipToEnd();
    } else {
      stream.match('*/');
    }
    return 'comment';
  }
  if (state.inTemplate) {
    while (!stream.eol()) {
      const char = stream.next();
      if (char === '\\') {
        stream.next();
      } else if (char === '`') {
        state.inTemplate = false;
        break;
      }
    }
    return 'string';
  }
  if (stream.eatSpace()) {
    return null;
  }
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'comment';
  }
  if (stream.match('/*')) {
    state.inBlockComment = true;
    return token(stream, state);
  }
  const char = stream.peek() ?? '';
  if (char === '`') {
    stream.next();
    state.inTemplate = true;
    return token(stream, state);
  }
  if (char === '"' || char === "'") {
    stream.next();
    let escaped = false;
    for (let next = stream.next(); next !== undefined; next = stream.next()) {
      if (next === char && !escaped) {
        break;
      }
      escaped = !escaped && next === '\\';
    }
    state.last = 'string';
    return 'string';
  }
  if (stream.match(/^(0x[\da-f]+|\d[\d_]*(\.\d+)?(e[+-]?\d+)?)/i)) {
    state.last = 'number';
    return 'number';
  }
  const startsTag = !/^[\w)\]]$/.test(state.last) || keywords.has(state.last);
  if (char === '<' && startsTag && stream.match(/^<\/?[A-Za-z][\w.]*/)) {
    state.inTag = true;
    state.last = '<';
    return 'tag';
  }
  if (state.inTag && stream.match(/^\/?>/)) {
    state.inTag = false;
    state.last = '>';
    return 'tag';
  }
  const word = stream.match(/^[A-Za-z_$][\w$]*/);
  if (word) {
    const name = stream.current();
    state.last = name;
    if (state.inTag) {
      return 'attribute';
    }
    if (keywords.has(name)) {
      return 'keyword';
    }
    if (atoms.has(name)) {
      return 'atom';
    }
    if (stream.match(/^\s*:(?!:)/, false) || stream.string.charAt(stream.start - 1) === '.') {
      return 'property';
    }
    if (/^[A-Z]/.test(name)) {
      return 'type';
    }
    return stream.match(/^\s*\(/, false) ? 'def' : 'variable';
  }
  stream.next();
  state.last = char;
  return /[{}()[\]]/.test(char) ? 'bracket' : /[;,.]/.test(char) ? 'punctuation' : 'operator';
}

export const tsxParser: StreamParser<TsxState> = {
  name: 'tsx',
  startState: () => ({inBlockComment: false, inTemplate: false, inTag: false, last: ''}),
  token,
  languageData: {commentTokens: {line: '//', block: {open: '/*', close: '*/'}}},
};

export const tsxLanguage = StreamLanguage.define(tsxParser);
