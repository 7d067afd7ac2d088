/**
 * The type popup: one tooltip for the page, under (or above) the hovered or focused hint it describes
 * (`aria-describedby`). It stays while the pointer moves onto it and closes with Escape (WCAG 1.4.13). A block has one
 * hint in the tab order; the arrow keys, Home and End move between its hints. The types come from the block's table,
 * fetched once. Floating UI keeps the popup beside its hint through scrolling and resizing.
 */
import {autoUpdate, computePosition, flip, hide, offset, shift} from '@floating-ui/dom';
import siteConfig from '@generated/docusaurus.config';
import {loadOnce} from '@site/src/lib/loadOnce';
import {hintOf, tableAttribute, tableFile, typeHintClassName, type TypeHintTable} from './typeHintMarkup';
import styles from './TypePopup.module.css';

const popupId = 'type-hint-popup';
/** Time for the pointer to travel from a hint onto its popup. */
const hideDelayMs = 300;
const gapPx = 4;

let popup: HTMLElement | undefined;
/** The hint the reader points at or focuses now, whose type may still be on its way. */
let wanted: HTMLElement | undefined;
/** `wanted` once its popup shows. */
let shownFor: HTMLElement | undefined;
let hideTimer: number | undefined;
/** Stops following the shown hint. */
let stopFollowing: (() => void) | undefined;
/**
 * The hint whose popup Escape closed: it stays closed while the pointer rests on it or it has focus (the browser sends
 * a new pointerover when the page moves under a still pointer).
 */
let dismissed: HTMLElement | undefined;
// Offline for a moment: the next hover asks again.
const tableOf = loadOnce((tableId: string) =>
  fetch(`${siteConfig.baseUrl}${tableFile(tableId)}`).then((response) =>
    response.ok ? (response.json() as Promise<TypeHintTable>) : Promise.reject(new Error(response.statusText)),
  ),
);

function hintsOf(hint: HTMLElement): HTMLElement[] {
  const block = hint.closest('pre');
  return block ? Array.from(block.querySelectorAll<HTMLElement>(`.${typeHintClassName}`)) : [];
}

/** The hint's entry in its block's table: the block's first hint names the table, the hints are in table order. */
async function typeOf(hint: HTMLElement): Promise<TypeHintTable[number] | undefined> {
  const hints = hintsOf(hint);
  const tableId = hints[0]?.getAttribute(tableAttribute);
  return tableId ? (await tableOf(tableId))[hints.indexOf(hint)] : undefined;
}

function hidePopup(): void {
  window.clearTimeout(hideTimer);
  wanted = undefined;
  stopFollowing?.();
  stopFollowing = undefined;
  shownFor?.removeAttribute('aria-describedby');
  shownFor = undefined;
  if (popup) {
    popup.hidden = true;
  }
}

function hideSoon(): void {
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(() => {
    if (shownFor !== document.activeElement) {
      hidePopup();
    }
  }, hideDelayMs);
}

/** Moves the tab stop of the hint's block to the hint the key names. */
function moveInBlock(hint: HTMLElement, key: string): boolean {
  const hints = hintsOf(hint);
  const index = hints.indexOf(hint);
  const targetIndex: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowDown: index + 1,
    ArrowLeft: index - 1,
    ArrowUp: index - 1,
    Home: 0,
    End: hints.length - 1,
  };
  const target = hints[targetIndex[key] ?? -1];
  if (!target || target === hint) {
    return false;
  }
  // Focusable first; its focusin (makeTabStop) takes the tab stop from the others.
  target.tabIndex = 0;
  target.focus();
  return true;
}

/** The focused hint is its block's one tab stop, however it got focus (the arrow keys, a part rendered anew). */
function makeTabStop(event: FocusEvent): void {
  const focused = hintOf(event.target);
  if (focused) {
    hintsOf(focused).forEach((hint) => (hint.tabIndex = hint === focused ? 0 : -1));
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape' && wanted) {
    dismissed = wanted;
    hidePopup();
    return;
  }
  const hint = hintOf(event.target);
  if (hint && !event.altKey && !event.ctrlKey && !event.metaKey && moveInBlock(hint, event.key)) {
    event.preventDefault();
  }
}

function createPopup(): HTMLElement {
  const element = Object.assign(document.createElement('div'), {id: popupId, className: styles.popup!, hidden: true});
  element.setAttribute('role', 'tooltip');
  element.addEventListener('pointerenter', () => window.clearTimeout(hideTimer));
  element.addEventListener('pointerleave', hideSoon);
  document.body.append(element);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', makeTabStop);
  document.addEventListener('pointerout', (event) => {
    if (dismissed && hintOf(event.target) === dismissed && hintOf(event.relatedTarget) !== dismissed) {
      dismissed = undefined;
    }
    if (wanted && hintOf(event.target) === wanted && !element.contains(event.relatedTarget as Node | null)) {
      hideSoon();
    }
  });
  document.addEventListener('focusout', (event) => {
    if (event.target === dismissed) {
      dismissed = undefined;
    }
    if (event.target === wanted) {
      hidePopup();
    }
  });
  return element;
}

export async function showTypePopup(hint: HTMLElement): Promise<void> {
  window.clearTimeout(hideTimer);
  if (hint === wanted || hint === dismissed) {
    return;
  }
  hidePopup();
  const element = (popup ??= createPopup());
  wanted = hint;
  const entry = await typeOf(hint).catch(() => undefined);
  if (wanted !== hint || !entry) {
    return;
  }
  const [type, summary] = entry;
  element.replaceChildren(Object.assign(document.createElement('code'), {className: styles.type!, textContent: type}));
  if (summary) {
    element.append(Object.assign(document.createElement('p'), {className: styles.summary!, textContent: summary}));
  }
  element.hidden = false;
  // Under the hint (above it if there is no room below), within the page; hidden while the hint is scrolled away.
  stopFollowing = autoUpdate(hint, element, () => {
    void computePosition(hint, element, {
      placement: 'bottom-start',
      middleware: [offset(gapPx), flip(), shift({padding: gapPx}), hide()],
    }).then(({x, y, middlewareData}) => {
      const visibility = middlewareData.hide?.referenceHidden ? 'hidden' : '';
      Object.assign(element.style, {left: `${x}px`, top: `${y}px`, visibility});
    });
  });
  hint.setAttribute('aria-describedby', popupId);
  shownFor = hint;
}
