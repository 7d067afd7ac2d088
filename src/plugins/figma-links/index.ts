/**
 * Remark plugin: inline code naming a Figma plugin API type or `figma` member links to Figma's reference for it:
 * `Paint`, `ReadonlyArray<Paint>`, `'PASS_THROUGH' | BlendMode`, `figma.showUI(__html__)`. Not `string`, react-figma's
 * names that shadow Figma's (`Image`, `Vector`), non-types (`Font <family> not found`), code blocks, headings or links.
 * Names come from `@figma/plugin-typings` (./figmaReference.ts); where this errs, write an explicit Markdown link.
 */
import type {Link, Nodes, PhrasingContent, Root, RootContent} from 'mdast';
import type {Plugin} from 'unified';
import {installedFigmaReference} from './figmaReference';

/** Where in an inline code value a Figma name is, and the page that documents it. */
type FigmaName = {readonly start: number; readonly end: number; readonly url: string};

/** The Figma names in an inline code value, or none when the value is not a type or a `figma.*` expression. */
type FigmaLinker = (code: string) => readonly FigmaName[];

/** Words a TypeScript type may use around Figma's names without making it something else. */
const typeWords = new Set(
  `Array Partial Promise Readonly ReadonlyArray Record any boolean false keyof never null number object readonly
  string symbol true typeof undefined unknown void`.split(/\s+/),
);

const typeToken = /\s+|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|=>|[<>[\](){}|&,:?;.]/y;
const identifier = /^[A-Za-z_$]/;
const figmaExpression = /^figma\.([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)(?:\(.*\))?$/s;

type Token = {readonly text: string; readonly start: number};

/** The tokens of `code`, or none when it holds a character no type can. */
function tokensOf(code: string): Token[] {
  const tokens: Token[] = [];
  typeToken.lastIndex = 0;
  while (typeToken.lastIndex < code.length) {
    const match = typeToken.exec(code);
    if (!match) {
      return [];
    }
    if (match[0].trim()) {
      tokens.push({text: match[0], start: match.index});
    }
  }
  return tokens;
}

function figmaLinker({types, memberUrl, reactFigmaExports}: ReturnType<typeof installedFigmaReference>): FigmaLinker {
  const typeUrl = (name: string) => (reactFigmaExports.has(name) ? undefined : types.get(name));
  return (code) => {
    const member = figmaExpression.exec(code);
    if (member) {
      const url = memberUrl(member[1]);
      return url ? [{start: 0, end: code.length, url}] : [];
    }
    const tokens = tokensOf(code);
    const names: FigmaName[] = [];
    for (const [index, token] of tokens.entries()) {
      if (!identifier.test(token.text)) {
        continue;
      }
      const url = typeUrl(token.text);
      if (url) {
        names.push({start: token.start, end: token.start + token.text.length, url});
        continue;
      }
      // A property or parameter name (`{uri: string}`, `(paint: Paint) => void`) is part of a type too.
      const next = tokens[index + 1]?.text === '?' ? tokens[index + 2] : tokens[index + 1];
      if (!typeWords.has(token.text) && next?.text !== ':') {
        return [];
      }
    }
    return names;
  };
}

const linkTo = (url: string, value: string): Link => ({
  type: 'link',
  url,
  title: null,
  children: [{type: 'inlineCode', value}],
});

/** The inline code as it should read: one link when it names one page, else each name linked on its own. */
function linkedCode(value: string, names: readonly FigmaName[]): PhrasingContent[] {
  if (new Set(names.map((name) => name.url)).size === 1) {
    return [linkTo(names[0].url, value)];
  }
  const parts: PhrasingContent[] = [];
  let from = 0;
  for (const {start, end, url} of names) {
    parts.push({type: 'inlineCode', value: value.slice(from, start)}, linkTo(url, value.slice(start, end)));
    from = end;
  }
  parts.push({type: 'inlineCode', value: value.slice(from)});
  return parts.filter((part) => part.type !== 'inlineCode' || part.value !== '');
}

/** Nodes whose inline code must stay as it is: a link cannot hold another, and headings feed the TOC as text. */
const leftAlone = new Set(['heading', 'link', 'linkReference', 'definition']);

function linkCodeIn(node: Nodes | RootContent, linker: FigmaLinker): void {
  if (leftAlone.has(node.type) || !('children' in node)) {
    return;
  }
  const children = node.children as RootContent[];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.type === 'inlineCode') {
      const names = linker(child.value);
      if (names.length > 0) {
        const replacement = linkedCode(child.value, names);
        children.splice(index, 1, ...replacement);
        index += replacement.length - 1;
      }
    } else {
      linkCodeIn(child, linker);
    }
  }
}

let installedLinker: FigmaLinker | undefined;

/** Parsing Figma's typings takes a moment; every MDX compiler of the build shares one reading of them. */
const remarkFigmaLinks: Plugin<[], Root> = function remarkFigmaLinks() {
  const linker = (installedLinker ??= figmaLinker(installedFigmaReference()));
  return (tree: Root) => linkCodeIn(tree, linker);
};

export default remarkFigmaLinks;
