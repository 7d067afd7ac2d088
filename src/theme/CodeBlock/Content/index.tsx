// Replaced: the original tokenizes in the browser with prism-react-renderer; this shows the tokens Prism made at build time.
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {useTokenizedHtml} from '@site/src/plugins/prism-highlight/client/TokenizedHtmlContext';
import {tokenizedLines} from '@site/src/plugins/prism-highlight/client/tokenizedHtml';
import styles from './styles.module.css';

type LineProps = {
  readonly text: string;
  /** Prism's spans for this line, or undefined to show `text` as it is. */
  readonly html: string | undefined;
  readonly classNames: readonly string[] | undefined;
  readonly showLineNumbers: boolean;
};

/** The line's indentation, for its hanging indent (./styles.module.css); nothing for an unindented line. */
function indentStyle(text: string): CSSProperties | undefined {
  const indent = text.length - text.trimStart().length;
  return indent === 0 ? undefined : ({'--line-indent': `${indent}ch`} as CSSProperties);
}

/** Docusaurus's line markup (`CodeBlock/Line`), with the token spans given as HTML: no React node per token. */
function CodeLine({text, html, classNames, showLineNumbers}: LineProps): ReactNode {
  const contentClassName = showLineNumbers ? lineStyles.codeLineContent : undefined;
  const content =
    html === undefined ? (
      <span className={contentClassName}>{text}</span>
    ) : (
      <span className={contentClassName} dangerouslySetInnerHTML={{__html: html}} />
    );
  return (
    <div className={clsx('token-line', classNames, showLineNumbers && lineStyles.codeLine)} style={indentStyle(text)}>
      {showLineNumbers && <span className={lineStyles.codeLineNumber} />}
      {content}
      <br />
    </div>
  );
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const tokenizedHtml = useTokenizedHtml();
  const {code, codeInput, language, lineNumbersStart, lineClassNames} = metadata;
  const lines = code.split('\n');
  const htmlLines = tokenizedHtml === undefined ? undefined : tokenizedLines(tokenizedHtml, codeInput, code);
  const showLineNumbers = lineNumbersStart !== undefined;
  const counterStyle: CSSProperties | undefined = showLineNumbers
    ? {counterReset: `line-count ${lineNumbersStart - 1}`}
    : undefined;
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
        style={counterStyle}>
        {lines.map((text, index) => (
          <CodeLine
            key={index}
            text={text}
            html={htmlLines?.[index]}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
          />
        ))}
      </code>
    </pre>
  );
}
