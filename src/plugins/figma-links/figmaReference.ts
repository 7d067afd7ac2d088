/**
 * Where Figma's reference documents each name, from the installed `@figma/plugin-typings`: a declaration's `@see` link
 * (`GradientPaint` on `Paint`), mixins on the node properties page, else the page named after it (`FrameNode`); for
 * `figma` members, their own page or their entry on the `figma` page.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import ts from 'typescript';

const require = createRequire(import.meta.url);

const figmaApiReference = 'https://developers.figma.com/docs/plugins/api/';

/**
 * Members of the `figma` global that have a reference page of their own (`properties/figma-<name>/`); Figma's
 * typings do not say which do. The others are sections of the `figma` page. Checked against the typings in tests.
 */
export const figmaMembersWithPages: readonly string[] = `
  closePlugin combineAsVariants commitUndo createBooleanOperation createComponent createComponentFromNode
  createEllipse createFrame createImage createImageAsync createLine createPage createPolygon createRectangle
  createSlice createStar createText createVector flatten group loadFontAsync mixed mode notify off on openExternal
  saveVersionHistoryAsync showUI skipInvisibleInstanceChildren ungroup
`
  .trim()
  .split(/\s+/);

/** Members of the `figma.<api>` objects with a reference page of their own (`properties/figma-<api>-<name>/`). */
export const figmaSubMembersWithPages: readonly string[] = ['ui.onmessage', 'ui.postMessage'];

/** Figma's pages end in a slash; the typings' `@see` links leave it out. */
function pageUrl(page: string, anchor?: string): string {
  const url = page.startsWith('https://') ? page : `${figmaApiReference}${page}`;
  return `${url.replace(/\/?$/, '/')}${anchor ? `#${anchor}` : ''}`;
}

function seeLink(node: ts.Node): string | undefined {
  const see = ts.getJSDocTags(node).find((tag) => tag.tagName.text === 'see');
  return see && /https:\/\/developers\.figma\.com\/docs\/plugins\/api\/[^\s*]+/.exec(see.getText())?.[0];
}

/** Parses Figma's plugin typings (`plugin-api.d.ts`): the reference URL of each declared type, by name, and members. */
export function figmaReferenceFrom(typings: string) {
  const source = ts.createSourceFile('plugin-api.d.ts', typings, ts.ScriptTarget.Latest, true);
  const types = new Map<string, string>();
  let pluginApi: ts.InterfaceDeclaration | undefined;
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) {
      continue;
    }
    const name = statement.name.text;
    types.set(name, pageUrl(seeLink(statement) ?? (name.endsWith('Mixin') ? 'node-properties' : name)));
    if (name === 'PluginAPI' && ts.isInterfaceDeclaration(statement)) {
      pluginApi = statement;
    }
  }
  if (!pluginApi) {
    throw new Error('figma-links: the Figma plugin typings declare no PluginAPI interface.');
  }

  /** `figma.ui`, `figma.clientStorage`…: members typed as an API object that has its own page (`figma-ui/`). */
  const apiPages = new Map<string, string>();
  const members = new Set<string>();
  for (const member of pluginApi.members) {
    const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
    if (!name) {
      continue;
    }
    members.add(name);
    const typeName =
      ts.isPropertySignature(member) && member.type && ts.isTypeReferenceNode(member.type)
        ? member.type.typeName.getText()
        : undefined;
    const typePage = typeName ? types.get(typeName) : undefined;
    if (typePage && /\/api\/figma-[\w-]+\/$/.test(typePage)) {
      apiPages.set(name, typePage);
    }
  }

  /** The URL of `figma.<member>` or `figma.<api>.<member>` for a `path` like `showUI` or `ui.postMessage`. */
  const memberUrl = (path: string): string | undefined => {
    const [name, subMember, ...rest] = path.split('.');
    if (!members.has(name) || rest.length > 0) {
      return undefined;
    }
    const apiPage = apiPages.get(name);
    if (subMember === undefined) {
      return (
        apiPage ??
        (figmaMembersWithPages.includes(name)
          ? pageUrl(`properties/figma-${name.toLowerCase()}`)
          : pageUrl('figma', name.toLowerCase()))
      );
    }
    return apiPage && figmaSubMembersWithPages.includes(path)
      ? pageUrl(`properties/figma-${name}-${subMember}`.toLowerCase())
      : apiPage;
  };
  return {types, memberUrl};
}

/** The names react-figma's entry point exports (`Image`, `Vector`, `Easing`…), read from its published types. */
export function reactFigmaExportsFrom(entryTypes: string): Set<string> {
  const source = ts.createSourceFile('index.d.ts', entryTypes, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      statement.exportClause.elements.forEach((element) => names.add(element.name.text));
    }
  }
  return names;
}

/** The reference as the installed packages describe it. */
export function installedFigmaReference() {
  const read = (request: string) => readFileSync(require.resolve(request), 'utf8');
  return {
    ...figmaReferenceFrom(read('@figma/plugin-typings/plugin-api.d.ts')),
    reactFigmaExports: reactFigmaExportsFrom(read('react-figma/index.d.ts')),
  };
}
