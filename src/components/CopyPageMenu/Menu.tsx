import {useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './Menu.module.css';

/** The item that takes focus when the menu opens: the last one when it was opened with the Up arrow. */
export type FirstItem = 'first' | 'last';

type Props = {
  readonly id: string;
  /** The id of the menu button, which names the menu. */
  readonly labelledBy: string;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly markdownPath: string;
  readonly firstItem: FirstItem;
  /** Closes the menu; `returnFocus` puts focus back on the menu button. */
  readonly onClose: (returnFocus: boolean) => void;
};

type CopyState = 'idle' | 'copying' | 'copied' | 'fetch-failed' | 'copy-failed';

const copyStatus: Readonly<Record<CopyState, string>> = {
  idle: '',
  copying: '',
  copied: 'Copied',
  'fetch-failed': 'Could not load this page’s Markdown. Check your connection and try again.',
  'copy-failed': 'The browser did not allow copying. Open the Markdown and copy it from there.',
};

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) {
    throw new Error(`${path}: HTTP ${response.status}`);
  }
  return response.text();
}

/** Safari writes the clipboard only in the click: a ClipboardItem takes the fetch's promise (else the fetched text). */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** Whether `target` is outside all of `elements`. */
const isOutside = (target: EventTarget | null, ...elements: readonly (Element | null)[]) =>
  target instanceof Node && !elements.some((element) => element?.contains(target));

/** The open "Copy page" menu (WAI-ARIA menu button pattern), loaded when the reader first reaches for it. */
export default function Menu({id, labelledBy, buttonRef, markdownPath, firstItem, onClose}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const popoverRef = useRef<HTMLDivElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const markdownUrl = new URL(markdownPath, siteConfig.url).href;
  const prompt = encodeURIComponent(
    `Read ${markdownUrl}, a page of the ${siteConfig.title} documentation, and then answer my questions about it.`,
  );
  const items = () => Array.from(popoverRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    all[firstItem === 'first' ? 0 : all.length - 1]?.focus();
  }, [firstItem]);

  useEffect(() => {
    const closeOnOutsidePress = ({target}: PointerEvent) => {
      // The menu button toggles the menu itself.
      if (isOutside(target, popoverRef.current, buttonRef.current)) {
        onClose(false);
      }
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [buttonRef, onClose]);

  const copyPage = async () => {
    if (copyState === 'copying') {
      return;
    }
    setCopyState('copying');
    const markdown = fetchMarkdown(markdownPath);
    try {
      await writeToClipboard(markdown);
      setCopyState('copied');
    } catch {
      const fetchFailed = (await markdown.catch(() => null)) === null;
      setCopyState(fetchFailed ? 'fetch-failed' : 'copy-failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moveTo: Partial<Record<string, number>> = {
      ArrowDown: current < 0 ? 0 : (current + 1) % all.length,
      ArrowUp: current < 0 ? all.length - 1 : (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const target = moveTo[event.key];
    if (target !== undefined) {
      event.preventDefault();
      all[target]?.focus();
    } else if (event.key === 'Escape' || (event.key === 'Tab' && event.shiftKey)) {
      event.preventDefault();
      onClose(true);
    }
    // Tab moves on to the page after the menu, and the menu closes as focus leaves it.
  };

  const closeWhenFocusLeaves = ({relatedTarget}: FocusEvent) => {
    if (isOutside(relatedTarget, popoverRef.current, buttonRef.current)) {
      onClose(false);
    }
  };

  return (
    // Focusable, so a click on the menu's padding or message keeps focus inside it instead of closing it.
    <div ref={popoverRef} className={styles.popover} tabIndex={-1} onKeyDown={onKeyDown} onBlur={closeWhenFocusLeaves}>
      <div id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu}>
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void copyPage()}>
          Copy page as Markdown
        </button>
        <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownPath} onClick={() => onClose(true)}>
          Open Markdown
        </a>
        {[
          ['ChatGPT', `https://chatgpt.com/?q=${prompt}`],
          ['Claude', `https://claude.ai/new?q=${prompt}`],
        ].map(([assistant, href]) => (
          <a
            key={assistant}
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onClose(true)}>
            {`Open in ${assistant}`}
            <span className={styles.visuallyHidden}> (opens in a new tab)</span>
            <svg className={styles.newTab} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M6 3.5H3.5v9h9V10M9 2.5h4.5V7M13.5 2.5 7.5 8.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          </a>
        ))}
      </div>
      <p role="status" className={copyState.endsWith('failed') ? styles.error : styles.status}>
        {copyStatus[copyState]}
      </p>
    </div>
  );
}
