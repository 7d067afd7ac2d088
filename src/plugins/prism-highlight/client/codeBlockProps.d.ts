/** The prop the build adds to every highlighted code block (see ../tokenizedHtml.ts). */
import '@theme/CodeBlock';

declare module '@theme/CodeBlock' {
  interface Props {
    /** Prism's token HTML of each source line, joined by "\n"; made at build time. */
    readonly tokenizedHtml?: string;
  }
}
