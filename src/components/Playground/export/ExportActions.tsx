/**
 * The playground's way out to Figma: download the code as a Figma plugin, copy the drawing as SVG, or save it as a
 * PNG. Each action's code (zip builder and compiler, SVG renderer, plugin runtimes) loads on its first click.
 */
import {useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {PlaygroundPage} from '../shared/document';
import type {PlaygroundGlobalData} from '../shared/protocol';
import {toolbarButton} from '../ui/buttons';
import styles from '../ui/styles.module.css';

type ExportActionsProps = {
  /** The editor's current code, read at the moment of the click. */
  readonly getCode: () => string;
  /** The page on the canvas; undefined until something has rendered. */
  readonly page: PlaygroundPage | undefined;
  readonly title?: string;
};

type Action = 'plugin' | 'svg' | 'png';
type Message = {readonly text: string; readonly isError?: boolean};

/** Hands a file made in the page to the browser's download, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the browser has taken it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const slug = (text: string | undefined): string =>
  (text ?? 'example')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'example';

export default function ExportActions({getCode, page, title}: ExportActionsProps): ReactNode {
  const urls = usePluginData('playground') as PlaygroundGlobalData;
  const [busy, setBusy] = useState<Action | undefined>(undefined);
  const [message, setMessage] = useState<Message | undefined>(undefined);
  const baseName = `react-figma-${slug(title)}`;
  /** The drawing's actions need a drawing, and wait for any action under way. */
  const pageReady = busy === undefined && page !== undefined;

  const perform = async (action: Action, work: () => Promise<Message>) => {
    setBusy(action);
    setMessage(undefined);
    try {
      setMessage(await work());
    } catch (error) {
      setMessage({text: `That did not work: ${error instanceof Error ? error.message : String(error)}`, isError: true});
    } finally {
      setBusy(undefined);
    }
  };

  const downloadPlugin = () =>
    perform('plugin', async () => {
      const {buildPluginZip} = await import(/* webpackChunkName: "playground-plugin-zip" */ './pluginZip');
      const result = await buildPluginZip(getCode(), urls, title);
      if (!result.ok) {
        return {text: result.message, isError: true};
      }
      saveFile(new Blob([result.zip as Uint8Array<ArrayBuffer>], {type: 'application/zip'}), `${baseName}-plugin.zip`);
      return {text: 'Saved. Unzip it, then in Figma desktop: Plugins → Development → Import plugin from manifest.'};
    });

  const copySvg = (current: PlaygroundPage) =>
    perform('svg', async () => {
      const {drawingSvg} = await import(/* webpackChunkName: "playground-canvas-image" */ './canvasImage');
      try {
        await navigator.clipboard.writeText(drawingSvg(current).markup);
      } catch {
        return {text: 'This browser blocked the clipboard; try Download PNG instead.', isError: true};
      }
      return {text: 'SVG copied: paste it into Figma to get vector layers.'};
    });

  const downloadPng = (current: PlaygroundPage) =>
    perform('png', async () => {
      const {drawingPng, drawingSvg} = await import(/* webpackChunkName: "playground-canvas-image" */ './canvasImage');
      saveFile(await drawingPng(drawingSvg(current)), `${baseName}.png`);
      return {text: 'PNG saved (2×).'};
    });

  return (
    <div className={styles.exportActions} role="group" aria-label="Take it to Figma">
      <button type="button" className={toolbarButton} disabled={busy !== undefined} onClick={downloadPlugin}>
        {busy === 'plugin' ? 'Making plugin…' : 'Download plugin'}
      </button>
      <button type="button" className={toolbarButton} disabled={!pageReady} onClick={() => page && copySvg(page)}>
        Copy as SVG
      </button>
      <button type="button" className={toolbarButton} disabled={!pageReady} onClick={() => page && downloadPng(page)}>
        Download PNG
      </button>
      <span
        className={message?.isError ? styles.exportError : styles.exportMessage}
        role={message?.isError ? 'alert' : 'status'}
        data-testid="playground-export-message">
        {message?.text}
      </span>
    </div>
  );
}
