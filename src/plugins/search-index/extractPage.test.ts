import {describe, expect, it} from 'vitest';
import {extractPage} from './extractPage';

// Shaped like Docusaurus output after HTML minification: no whitespace between blocks, hash links in headings.
const docPage = `<!doctype html><html><head><title>Frame | React Figma</title>
<link rel=canonical href=https://react-figma.dev/docs/api/frame /></head><body>
<nav><a href=/docs>Docs</a></nav><main><article><nav class=breadcrumbs>API</nav>
<div class="theme-doc-markdown markdown"><header><h1>Frame</h1></header><p><code>Frame</code> creates a frame.</p><p>Second paragraph.</p>
<h2 class="anchor" id=auto-layout>Auto layout<a href=#auto-layout class=hash-link aria-label="Direct link to Auto layout">\u200b</a></h2>
<ul><li>Set <code>layoutMode</code></li><li>Yoga computes positions</li></ul>
<div class=codeBlock><pre><code>&lt;Frame style={{width: 100}} /&gt;</code></pre><button>Copy</button></div>
<h3 id=padding>Padding</h3><p>Inner space.</p><h4 id=deep>Deep</h4><p>Stays in Padding.</p>
<h2 id=empty-heading>Empty heading</h2>
<script>ignored()</script></div></article></main><footer>Footer text</footer></body></html>`;

describe('extractPage', () => {
  it('splits the doc body into its intro and one section per h2/h3, skipping chrome and buttons', () => {
    const page = extractPage(docPage, ' | React Figma');
    expect(page.title).toBe('Frame');
    expect(page.canonicalPath).toBe('/docs/api/frame');
    expect(page.sections).toEqual([
      {anchor: '', heading: '', text: 'Frame creates a frame. Second paragraph.', code: ''},
      {
        anchor: 'auto-layout',
        heading: 'Auto layout',
        text: 'Set layoutMode Yoga computes positions',
        code: '<Frame style={{width: 100}} />',
      },
      {anchor: 'padding', heading: 'Padding', text: 'Inner space. Deep Stays in Padding.', code: ''},
      {anchor: 'empty-heading', heading: 'Empty heading', text: '', code: ''},
    ]);
  });

  it('reads each row of a table as a sentence: its name, the cells between with their headers, then what it is', () => {
    const html = `<html><head><title>Frame | React Figma</title></head><body><main><article>
      <div class="theme-doc-markdown markdown"><h1>Frame</h1><h2 id=props>Props</h2><p>Frame props.</p>
      <table class=table-cards><thead><tr><th>Prop<th>Type<th>Default<th>Description<tbody>
      <tr><td data-label=Prop><code>clipsContent</code><td data-label=Type><code>boolean</code><td data-label=Default><code>false</code><td data-label=Description>Hide the parts outside the frame.
      <tr><td><code>gridStyleId</code><td><code>string</code><td>—<td>Id of a grid style
      </table><table><thead><tr><th>Script<th>What it does<tbody><tr><td>start<td>Serves the site</table>
      <table><tr><td>no header</td><td>row</td></tr></table></div></article></main></body></html>`;
    expect(extractPage(html, ' | React Figma').sections[1].text).toBe(
      'Frame props. clipsContent (boolean, default false): Hide the parts outside the frame. ' +
        'gridStyleId (string): Id of a grid style. start: Serves the site. no header row',
    );
  });

  it('reads a blog post body and its title', () => {
    const html = `<html><head><title>Post | React Figma</title></head><body><main><article><header><h1>React DevTools support</h1>
      <time>July 5</time></header><div id=__blog-post-container class=markdown><p>Connect DevTools.</p></div></article></main></body></html>`;
    const page = extractPage(html, ' | React Figma');
    expect(page.title).toBe('React DevTools support');
    expect(page.canonicalPath).toBeUndefined();
    expect(page.sections).toEqual([{anchor: '', heading: '', text: 'Connect DevTools.', code: ''}]);
  });

  it('lists a page without a doc or post body with no sections, titled from <title>', () => {
    const html = '<html><head><title>Hello | React Figma</title></head><body><div>Landing</div></body></html>';
    expect(extractPage(html, ' | React Figma')).toEqual({title: 'Hello', canonicalPath: undefined, sections: []});
  });
});
