/**
 * The files of the Figma plugin that "Download plugin" saves: a manifest, the main thread (code.js) and the UI
 * (ui.html) with the runtime and the reader's compiled code inlined. Pure, so the manifest is unit-tested.
 */
import {escapeHtml} from '../../../lib/escapeHtml';
import {evaluationHeader} from '../shared/codeErrors';
import {pluginRuntimeGlobal, statusElementId} from '../shared/protocol';

/** What Figma reads from manifest.json (https://developers.figma.com/docs/plugins/manifest). */
export type PluginManifest = {
  readonly name: string;
  /** Figma assigns a real id on publishing; a development plugin only needs one that stays the same. */
  readonly id: string;
  readonly api: string;
  readonly main: string;
  readonly ui: string;
  readonly editorType: readonly ['figma'];
};

export const pluginManifest = {
  name: 'react-figma playground',
  id: 'react-figma-playground-export',
  api: '1.0.0',
  main: 'code.js',
  ui: 'ui.html',
  editorType: ['figma'],
} as const satisfies PluginManifest;

export type PluginSources = {
  /** The main-thread bundle: react-figma's `setupMainThread()` and `figma.showUI(__html__)`. */
  readonly mainRuntime: string;
  /** The UI bundle: React 16 and react-figma, exposing `require` on `pluginRuntimeGlobal`. */
  readonly uiRuntime: string;
  /** The reader's code as the playground compiles it (CommonJS, see ../shared/compile.ts). */
  readonly compiledCode: string;
  readonly title?: string;
};

/**
 * An inline script ends at the first `</script`, and `<!--` can hide that end tag from the parser; both occur only in
 * the code's strings, comments or regular expressions, where `<\/` and `<\!` mean the same.
 */
export function inlineScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** The whole plugin as file name → text, ready to be zipped. */
export function pluginFiles({mainRuntime, uiRuntime, compiledCode, title}: PluginSources): Record<string, string> {
  const name = title ? `${pluginManifest.name}: ${title}` : pluginManifest.name;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(name)}</title>
<style>
body { margin: 12px; font: 12px/1.5 Inter, system-ui, sans-serif; color: #333; }
[data-state="error"] { color: #b3261e; white-space: pre-wrap; }
</style>
</head>
<body>
<p id="${statusElementId}" data-state="running">Rendering the playground's code with react-figma 0.31.0…</p>
<script>
${inlineScript(uiRuntime)}
</script>
<script>
${pluginRuntimeGlobal}.run(${evaluationHeader}${inlineScript(compiledCode)}
}));
</script>
</body>
</html>
`;
  return {
    'manifest.json': `${JSON.stringify({...pluginManifest, name} satisfies PluginManifest, null, 2)}\n`,
    'code.js': mainRuntime,
    'ui.html': html,
  };
}
