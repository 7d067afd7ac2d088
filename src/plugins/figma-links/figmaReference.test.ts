// cspell:ignore getnodebyid createtext -- slugs of Figma's reference pages
import {describe, expect, it} from 'vitest';
import {
  figmaMembersWithPages,
  figmaReferenceFrom,
  figmaSubMembersWithPages,
  installedFigmaReference,
  reactFigmaExportsFrom,
} from './figmaReference';

const api = 'https://developers.figma.com/docs/plugins/api/';
const installed = installedFigmaReference();

describe('the Figma reference read from the installed typings', () => {
  it("uses a declaration's @see page, the shared node properties page for mixins, else the type's own page", () => {
    expect(installed.types.get('Paint')).toBe(`${api}Paint/`);
    expect(installed.types.get('SolidPaint')).toBe(`${api}Paint/`);
    expect(installed.types.get('Font')).toBe(`${api}FontName/`);
    expect(installed.types.get('GeometryMixin')).toBe(`${api}node-properties/`);
    expect(installed.types.get('TextNode')).toBe(`${api}TextNode/`);
    expect(installed.types.get('LineHeight')).toBe(`${api}LineHeight/`);
  });

  it('knows every figma member it gives a page of its own, so the list follows the typings', () => {
    [...figmaMembersWithPages, ...figmaSubMembersWithPages].forEach((member) =>
      expect(installed.memberUrl(member), member).toMatch(/\/properties\/figma-[\w-]+\/$/),
    );
  });

  it('sends the other figma members to their section of the figma page, and API objects to their own page', () => {
    expect(installed.memberUrl('getNodeById')).toBe(`${api}figma/#getnodebyid`);
    expect(installed.memberUrl('clientStorage')).toBe(`${api}figma-clientStorage/`);
    expect(installed.memberUrl('ui.resize')).toBe(`${api}figma-ui/`);
    expect(installed.memberUrl('tsx')).toBeUndefined();
    expect(installed.memberUrl('currentPage.selection')).toBeUndefined();
  });

  it('reads a minimal typings file and names react-figma exports', () => {
    const reference = figmaReferenceFrom(
      '/**\n * @see https://developers.figma.com/docs/plugins/api/Paint\n */\ninterface SolidPaint {}\n' +
        'interface PluginAPI {\n  readonly root: DocumentNode\n  createText(): TextNode\n}\n',
    );
    expect([...reference.types]).toEqual([
      ['SolidPaint', `${api}Paint/`],
      ['PluginAPI', `${api}PluginAPI/`],
    ]);
    expect(reference.memberUrl('createText')).toBe(`${api}properties/figma-createtext/`);
    expect(reference.memberUrl('root')).toBe(`${api}figma/#root`);
    expect([
      ...reactFigmaExportsFrom("export { Image } from './x';\nexport { default as Easing } from './y';\n"),
    ]).toEqual(['Image', 'Easing']);
    expect(installed.reactFigmaExports).toContain('Vector');
  });
});
