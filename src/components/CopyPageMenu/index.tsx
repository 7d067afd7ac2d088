import {lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {FirstItem} from './Menu';
import styles from './styles.module.css';

// Only the button is in the page's first load: the menu's code comes on first hover, focus or click.
const loadMenu = () => import(/* webpackChunkName: "copy-page-menu" */ './Menu');
const Menu = lazy(loadMenu);
const preloadMenu = () => {
  loadMenu().catch(() => undefined); // Opening the menu reports the failure.
};

/**
 * A "Copy page" menu button: copy the page as Markdown, open the Markdown, or ask ChatGPT or Claude about it.
 * `markdownPath` is the page's Markdown copy, from the site root (`/docs/api/view.md`).
 */
export default function CopyPageMenu({markdownPath}: {readonly markdownPath: string}): ReactNode {
  const [openAt, setOpenAt] = useState<FirstItem | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault(); // The page would scroll.
      setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && openAt) {
      setOpenAt(null);
    }
  };

  return (
    <div className={styles.copyPage}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={openAt !== null}
        aria-controls={openAt ? menuId : undefined}
        onClick={() => setOpenAt(openAt ? null : 'first')}
        onKeyDown={onKeyDown}
        onFocus={preloadMenu}
        onPointerEnter={preloadMenu}>
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M5.5 5.5h8v8h-8ZM10.5 5V2.5h-8v8H5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        Copy page
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m3.5 6 4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {openAt && (
        <ErrorBoundary
          fallback={() => (
            <p role="alert" className={styles.loadError}>
              The menu did not load. Check your connection and reload the page.
            </p>
          )}>
          <Suspense fallback={null}>
            <Menu
              id={menuId}
              labelledBy={buttonId}
              buttonRef={buttonRef}
              markdownPath={markdownPath}
              firstItem={openAt}
              onClose={close}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
