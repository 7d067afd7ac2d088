// cspell:ignore showui currentpage createrectangle postmessage -- slugs of Figma's reference pages
import {evaluate} from '@mdx-js/mdx';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import remarkFigmaLinks from './index';

const api = 'https://developers.figma.com/docs/plugins/api/';

/** The HTML a reader gets for an MDX snippet compiled with the plugin. */
async function html(source: string): Promise<string> {
  const {default: Content} = await evaluate(source, {...runtime, remarkPlugins: [remarkGfm, remarkFigmaLinks]});
  return renderToStaticMarkup(createElement(Content));
}

const link = (page: string, code: string) => `<a href="${api}${page}"><code>${code}</code></a>`;

describe('remarkFigmaLinks', () => {
  it('links a Figma type, alone or inside a type expression, to its reference page', async () => {
    expect(await html('A `Paint`.')).toContain(link('Paint/', 'Paint'));
    expect(await html('`ReadonlyArray<Paint>`')).toContain(link('Paint/', 'ReadonlyArray&lt;Paint&gt;'));
    expect(await html('`Effect[]`')).toContain(link('Effect/', 'Effect[]'));
    expect(await html("`'PASS_THROUGH' | BlendMode`")).toContain(
      link('BlendMode/', '&#x27;PASS_THROUGH&#x27; | BlendMode'),
    );
    expect(await html('`ReadonlyArray<Paint> | symbol`')).toContain(
      link('Paint/', 'ReadonlyArray&lt;Paint&gt; | symbol'),
    );
    expect(await html('`(paint: Paint) => void`')).toContain(link('Paint/', '(paint: Paint) =&gt; void'));
  });

  it('links node types, and types documented on another page to that page', async () => {
    expect(await html('`FrameNode`')).toContain(link('FrameNode/', 'FrameNode'));
    expect(await html('`ComponentSetNode`')).toContain(link('ComponentSetNode/', 'ComponentSetNode'));
    expect(await html('`GradientPaint`')).toContain(link('Paint/', 'GradientPaint'));
    expect(await html('`VectorPaths`')).toContain(link('VectorPath/', 'VectorPaths'));
  });

  it('links each name on its own when one code span names several pages', async () => {
    const output = await html('`FrameNode | TextNode`');
    expect(output).toContain(`${link('FrameNode/', 'FrameNode')}<code> | </code>${link('TextNode/', 'TextNode')}`);
  });

  it('links members of the figma global, called or not', async () => {
    expect(await html('`figma.showUI(__html__, {visible: false})`')).toContain(
      link('properties/figma-showui/', 'figma.showUI(__html__, {visible: false})'),
    );
    expect(await html('`figma.mixed`')).toContain(link('properties/figma-mixed/', 'figma.mixed'));
    expect(await html('`figma.currentPage`')).toContain(link('figma/#currentpage', 'figma.currentPage'));
    expect(await html('`figma.ui`')).toContain(link('figma-ui/', 'figma.ui'));
    expect(await html('`figma.ui.postMessage`')).toContain(
      link('properties/figma-ui-postmessage/', 'figma.ui.postMessage'),
    );
    expect(await html('`figma.createRectangle()`')).toContain(
      link('properties/figma-createrectangle/', 'figma.createRectangle()'),
    );
  });

  it('leaves code that is not a Figma type or member as it is', async () => {
    const plain = [
      'string',
      'number | symbol',
      'ReadonlyArray<{uri: string}>',
      'StyleOf<YogaStyleProperties & LayoutStyleProperties>',
      'FrameNodeProps',
      'Font <family> <style> not found',
      'figma.tsx',
      'Button.figma.tsx',
      'figma.notAMember',
      'const fills: Paint[] = []',
    ];
    for (const code of plain) {
      expect(await html(`\`${code}\``), code).not.toContain('<a ');
    }
  });

  it("leaves react-figma's own names alone where they shadow a Figma type", async () => {
    for (const name of ['Image', 'Vector', 'Easing']) {
      expect(await html(`\`${name}\``), name).toBe(`<p><code>${name}</code></p>`);
    }
  });

  it('leaves code blocks, headings and code already in a link alone', async () => {
    expect(await html('```ts\nconst paint: Paint = {type: "SOLID"};\n```')).not.toContain('<a ');
    expect(await html('## The `Paint` type')).not.toContain('<a ');
    expect(await html('[`Paint`](./colors.mdx)')).toBe('<p><a href="./colors.mdx"><code>Paint</code></a></p>');
  });

  it('links inside props tables', async () => {
    const table = '| Prop | Type |\n| --- | --- |\n| `fills` | `ReadonlyArray<Paint>` |\n| `name` | `string` |\n';
    const output = await html(table);
    expect(output).toContain(`<td>${link('Paint/', 'ReadonlyArray&lt;Paint&gt;')}</td>`);
    expect(output).toContain('<td><code>string</code></td>');
  });
});
