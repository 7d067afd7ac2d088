// Replaced: the original tokenizes in the browser with prism-react-renderer; this shows the tokens Prism made at build time.
import {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {TokenizedHtmlContext} from '@site/src/plugins/prism-highlight/client/TokenizedHtmlContext';
import {tokenizedLines} from '@site/src/plugins/prism-highlight/client/tokenizedHtml';
import {escapeHtml} from '@site/src/lib/escapeHtml';
import styles from './styles.module.css';

type LineProps = {
  readonly text: string;
  /** Prism's spans for this line, or undefined to show `text` as it is. */
  readonly html: string | undefined;
  readonly classNames: readonly string[] | undefined;
  readonly showLineNumbers: boolean;
};

/**
 * A line's HTML. The block's lines are one string, not React elements: a long page has hundreds of lines, each element
 * work for style, layout and React. A numbered line keeps Docusaurus's markup (`CodeBlock/Line`, table cells); any
 * other is the line element with its tokens, or a line break when empty, to give it a line's height.
 */
function lineHtml({text, html, classNames, showLineNumbers}: LineProps): string {
  const lineClass = escapeHtml(clsx('token-line', classNames, showLineNumbers && lineStyles.codeLine));
  // The line's indentation, for its hanging indent (./styles.module.css); none for an unindented line.
  const indent = text.length - text.trimStart().length;
  const style = indent === 0 ? '' : ` style="--line-indent:${indent}ch"`;
  const content = html ?? escapeHtml(text);
  if (showLineNumbers) {
    return `<div class="${lineClass}"><span class="${lineStyles.codeLineNumber}"></span><span class="${lineStyles.codeLineContent}">${content}</span><br></div>`;
  }
  return `<div class="${lineClass}"${style}>${content === '' ? '<br>' : content}</div>`;
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const tokenizedHtml = useContext(TokenizedHtmlContext);
  const {code, codeInput, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = code.split('\n');
  const htmlLines = tokenizedHtml === undefined ? undefined : tokenizedLines(tokenizedHtml, codeInput, code);
  const showLineNumbers = lineNumbersStart !== undefined;
  const linesHtml = lines
    .map((text, index) =>
      lineHtml({text, html: htmlLines?.[index], classNames: lineClassNames[index], showLineNumbers}),
    )
    .join('');
  return (
    <pre
      // A ref object handed to the element, as theme-classic does; nothing reads it during render.
      // eslint-disable-next-line react-hooks/refs
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${language}`,
        contentStyles.codeBlock,
        styles.codeBlock,
        'thin-scrollbar',
      )}>
      <code
        className={clsx(
          `language-${language}`,
          contentStyles.codeBlockLines,
          showLineNumbers ? contentStyles.codeBlockLinesWithNumbering : styles.hangingLines,
        )}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: linesHtml}}
      />
    </pre>
  );
}
