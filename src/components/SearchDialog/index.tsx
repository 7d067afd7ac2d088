import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {fetchSearchAsset} from '../../search/assets';
import {loadOnce} from '../../lib/loadOnce';
import {loadEngine, searchSite, type SearchEngine} from '../../search/engine';
import {markTerms, snippet} from '../../search/highlight';
import styles from './styles.module.css';

type Props = {
  readonly initialQuery: string;
  /** Called once the dialog has closed; `restoreFocus` is false when it closed to open a result. */
  readonly onClose: (restoreFocus: boolean) => void;
};

type IndexState =
  | {readonly status: 'loading'}
  | {readonly status: 'ready'; readonly engine: SearchEngine}
  | {readonly status: 'failed'; readonly message: string};

/** Parses the index once per page load; a failure is forgotten so that Retry starts over. */
const getEngine = loadOnce(() => fetchSearchAsset('index').then(loadEngine));

function loadIndex(setIndexState: (state: IndexState) => void): void {
  setIndexState({status: 'loading'});
  getEngine().then(
    (engine) => setIndexState({status: 'ready', engine}),
    (error: unknown) =>
      setIndexState({status: 'failed', message: error instanceof Error ? error.message : String(error)}),
  );
}

function Highlighted({text, terms}: {readonly text: string; readonly terms: readonly string[]}): ReactNode {
  return markTerms(text, terms).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

const focusableSelector = 'input, button, [href]:not([tabindex="-1"])';

export default function SearchDialog({initialQuery, onClose}: Props): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openingResult = useRef(false);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [indexState, setIndexState] = useState<IndexState>({status: 'loading'});
  const history = useHistory();
  const idPrefix = useId();
  const titleId = `${idPrefix}title`;
  const listId = `${idPrefix}results`;
  const optionId = (index: number) => `${idPrefix}option-${index}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      inputRef.current?.select();
    }
  }, []);

  useEffect(() => loadIndex(setIndexState), []);

  const hits = useMemo(
    () => (indexState.status === 'ready' ? searchSite(indexState.engine, query) : []),
    [indexState, query],
  );
  const activeIndex = Math.min(active, hits.length - 1);

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
    // optionId only depends on idPrefix, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, hits]);

  const close = () => dialogRef.current?.close();

  const closeToOpenResult = () => {
    openingResult.current = true;
    close();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + hits.length) % hits.length);
    } else if (event.key === 'Escape') {
      // A search field would only clear its text on the first Escape; one press closes the dialog.
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      closeToOpenResult();
      history.push(hits[activeIndex].href);
    }
  };

  // The page behind is inert while the dialog is modal; this keeps Tab cycling inside it too.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) close();
  };

  const onResultClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!event.metaKey && !event.ctrlKey && !event.shiftKey && event.button === 0) closeToOpenResult();
  };

  const status =
    indexState.status === 'loading'
      ? 'Loading the search index…'
      : indexState.status === 'failed'
        ? `Search is unavailable. ${indexState.message}`
        : query.trim() === ''
          ? 'Type to search the docs and the blog.'
          : hits.length === 0
            ? `No results for “${query.trim()}”.`
            : `${hits.length} result${hits.length === 1 ? '' : 's'}.`;

  return (
    // A click closes the dialog only when it lands on the backdrop; keyboard users have Escape and Close.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={() => onClose(!openingResult.current)}
      onKeyDown={onDialogKeyDown}
      onClick={onBackdropClick}>
      <div className={styles.panel}>
        <h2 id={titleId} className={styles.visuallyHidden}>
          Search the docs and blog
        </h2>
        <div className={styles.searchRow}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search the docs and blog"
            aria-autocomplete="list"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder="Search docs and blog"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={close}>
            Close
          </button>
        </div>
        {hits.length > 0 && (
          <div id={listId} role="listbox" aria-label="Search results" className={styles.results}>
            {hits.map((hit, index) => (
              <Link
                key={hit.id}
                id={optionId(index)}
                to={hit.href}
                role="option"
                aria-selected={index === activeIndex}
                tabIndex={-1}
                className={clsx(styles.hit, index === activeIndex && styles.active)}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={onResultClick}>
                <span className={styles.hitTitle}>
                  <Highlighted text={hit.pageTitle} terms={hit.terms} />
                  {hit.heading && (
                    <>
                      <span aria-hidden="true"> › </span>
                      <Highlighted text={hit.heading} terms={hit.terms} />
                    </>
                  )}
                </span>
                <span className={styles.snippet}>
                  <Highlighted text={snippet(hit.text, hit.terms)} terms={hit.terms} />
                </span>
              </Link>
            ))}
          </div>
        )}
        <div className={styles.footer}>
          <p role="status" className={styles.status}>
            {status}
          </p>
          {indexState.status === 'failed' && (
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => loadIndex(setIndexState)}>
              Retry
            </button>
          )}
          <p className={styles.keys}>↑ ↓ to choose, Enter to open, Esc to close</p>
        </div>
      </div>
    </dialog>
  );
}
