/**
 * The downloaded plugin's main thread (code.js), bundled at site build time by src/plugins/playground: it opens
 * the UI, where React and react-figma run the reader's code, and serves react-figma's calls that create nodes.
 */
import {setupMainThread} from 'react-figma/rpc';

// Figma defines both before code.js runs; the site's TypeScript does not include Figma's typings.
declare const figma: {showUI(html: string, options?: {title?: string; width?: number; height?: number}): void};
declare const __html__: string;

// The window stays open: closing it ends the plugin, and react-figma keeps laying out from the UI until then.
figma.showUI(__html__, {title: 'react-figma playground', width: 320, height: 140});
setupMainThread();
