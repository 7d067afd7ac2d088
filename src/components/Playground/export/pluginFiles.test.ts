import {describe, expect, it} from 'vitest';
import {pluginRuntimeGlobal} from '../shared/protocol';
import {inlineScript, pluginFiles, pluginManifest} from './pluginFiles';

const sources = {
  mainRuntime: 'figma.showUI(__html__);',
  uiRuntime: 'window.reactFigmaPlaygroundPlugin = {run: (f) => f()};',
  compiledCode: '"use strict";\nconst label = "</script><!-- not the end";',
};

describe('pluginFiles', () => {
  it('makes the three files Figma imports from a manifest', () => {
    expect(Object.keys(pluginFiles(sources)).sort()).toEqual(['code.js', 'manifest.json', 'ui.html']);
  });

  it('writes a manifest Figma desktop accepts for a development plugin', () => {
    const manifest = JSON.parse(pluginFiles({...sources, title: 'View'})['manifest.json']!) as Record<string, unknown>;
    expect(manifest).toEqual({
      name: 'react-figma playground: View',
      id: 'react-figma-playground-export',
      api: '1.0.0',
      main: 'code.js',
      ui: 'ui.html',
      editorType: ['figma'],
    });
    // The same id on every download, so importing again replaces the earlier plugin instead of adding one.
    expect(JSON.parse(pluginFiles(sources)['manifest.json']!)).toMatchObject({id: pluginManifest.id});
  });

  it('uses the main-thread runtime as code.js', () => {
    expect(pluginFiles(sources)['code.js']).toBe(sources.mainRuntime);
  });

  it("puts the UI runtime and the reader's code in scripts that the HTML parser cannot end early", () => {
    const html = pluginFiles(sources)['ui.html']!;
    const scripts = [...html.matchAll(/<script>\n([\s\S]*?)\n<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBe(sources.uiRuntime);
    expect(scripts[1]).toBe(
      `${pluginRuntimeGlobal}.run((function (require, exports, module) {"use strict";\n` +
        'const label = "<\\/script><\\!-- not the end";\n}));',
    );
  });

  it('escapes the title in the HTML', () => {
    expect(pluginFiles({...sources, title: '<b>&'})['ui.html']).toContain(
      '<title>react-figma playground: &lt;b&gt;&amp;</title>',
    );
  });
});

describe('inlineScript', () => {
  it('keeps what the code means: the escaped forms are the same strings', () => {
    const code = 'const a = "</SCRIPT>"; const b = "<!--";';
    const escaped = inlineScript(code);
    expect(escaped).not.toMatch(/<\/script|<!--/i);
    expect(new Function(`${escaped}; return [a, b];`)()).toEqual(['</SCRIPT>', '<!--']);
  });
});
