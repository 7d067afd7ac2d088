import {lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import {fetchSearchAsset} from '../../search/assets';
import styles from './styles.module.css';

// The dialog, the engine and the index are fetched on first focus, hover or shortcut, never on page load.
const loadDialog = () => import(/* webpackChunkName: "search-dialog" */ '../SearchDialog');
const SearchDialog = lazy(loadDialog);

type Props = {
  /** `navbar`: compact, with the shortcut hint; `field`: a wide box inside page content. */
  readonly variant?: 'navbar' | 'field';
  /** Whether ⌘K / Ctrl+K and "/" open this search: true for the navbar's one only. */
  readonly shortcuts?: boolean;
  readonly label?: string;
  readonly initialQuery?: string;
};

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const isModK = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;

const isSlash = (event: KeyboardEvent) =>
  event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target);

const neverChanges = () => () => undefined;
const isApplePlatform = () => /Mac|iPhone|iPad/.test(navigator.platform);

function preload(): void {
  void loadDialog();
  fetchSearchAsset('index').catch(() => undefined); // The dialog reports the failure when it opens.
}

export default function SearchButton({
  variant = 'navbar',
  shortcuts = false,
  label = 'Search',
  initialQuery = '',
}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const isMac = useSyncExternalStore(neverChanges, isApplePlatform, () => false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusAfterClose = useRef<HTMLElement | null>(null);

  const openDialog = useCallback(() => {
    const focused = document.activeElement;
    focusAfterClose.current = focused instanceof HTMLElement && focused !== document.body ? focused : buttonRef.current;
    preload();
    setOpen(true);
  }, []);

  const closeDialog = useCallback((restoreFocus: boolean) => {
    if (!restoreFocus) {
      focusAfterClose.current = null;
    }
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open && focusAfterClose.current) {
      // Runs once the modal dialog has left the page, when the rest of the page is focusable again.
      focusAfterClose.current.focus();
      focusAfterClose.current = null;
    }
  }, [open]);

  useEffect(() => {
    if (!shortcuts) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !(isModK(event) || (!open && isSlash(event)))) {
        return;
      }
      event.preventDefault(); // Keeps the browser's own ⌘K / "/" (quick find) from firing.
      if (!open) {
        openDialog();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcuts, open, openDialog]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.button, variant === 'field' && styles.field)}
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcuts ? 'Meta+K Control+K /' : undefined}
        onClick={openDialog}
        onFocus={preload}
        onPointerEnter={preload}>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.82l4.15 4.15-1.06 1.06-4.15-4.15A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>{label}</span>
        {shortcuts && (
          <kbd className={styles.shortcut} aria-hidden="true">
            {isMac ? '⌘K' : 'Ctrl K'}
          </kbd>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={initialQuery} onClose={closeDialog} />
        </Suspense>
      )}
    </>
  );
}
