/**
 * The type popup: one tooltip for the page, shown under (or above) the hint that is hovered or focused, which it
 * describes (`aria-describedby`). It stays while the pointer moves onto it and closes with Escape (WCAG 1.4.13).
 * In a block, only one hint is in the tab order; the arrow keys, Home and End move between its hints.
 */
import {summaryAttribute, typeAttribute, typeHintClassName} from '../typeHintMarkup';
import styles from './TypePopup.module.css';

const popupId = 'type-hint-popup';
/** Time for the pointer to travel from a hint onto its popup. */
const hideDelayMs = 300;
const gapPx = 4;

let popup: HTMLElement | undefined;
let shownFor: HTMLElement | undefined;
let hideTimer: number | undefined;

function hintOf(target: EventTarget | null): HTMLElement | undefined {
  const hint = target instanceof Element ? target.closest(`.${typeHintClassName}`) : null;
  return hint instanceof HTMLElement ? hint : undefined;
}

function hidePopup(): void {
  window.clearTimeout(hideTimer);
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
  const block = hint.closest('pre');
  const hints = block ? Array.from(block.querySelectorAll<HTMLElement>(`.${typeHintClassName}`)) : [];
  const index = hints.indexOf(hint);
  const targetIndex =
    key === 'ArrowRight' || key === 'ArrowDown'
      ? index + 1
      : key === 'ArrowLeft' || key === 'ArrowUp'
        ? index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? hints.length - 1
            : -1;
  const target = hints[targetIndex];
  if (!target || target === hint) {
    return false;
  }
  hints.forEach((each) => (each.tabIndex = each === target ? 0 : -1));
  target.focus();
  return true;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape' && shownFor) {
    hidePopup();
    return;
  }
  const hint = hintOf(event.target);
  if (hint && !event.altKey && !event.ctrlKey && !event.metaKey && moveInBlock(hint, event.key)) {
    event.preventDefault();
  }
}

function createPopup(): HTMLElement {
  const element = document.createElement('div');
  element.id = popupId;
  element.setAttribute('role', 'tooltip');
  element.className = styles.popup!;
  element.hidden = true;
  element.addEventListener('pointerenter', () => window.clearTimeout(hideTimer));
  element.addEventListener('pointerleave', hideSoon);
  document.body.append(element);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerout', (event) => {
    if (shownFor && hintOf(event.target) === shownFor && !element.contains(event.relatedTarget as Node | null)) {
      hideSoon();
    }
  });
  document.addEventListener('focusout', (event) => {
    if (event.target === shownFor) {
      hidePopup();
    }
  });
  window.addEventListener('resize', hidePopup);
  return element;
}

/** Places the popup under the hint, or above it when there is no room below, within the page's width. */
function place(element: HTMLElement, hint: HTMLElement): void {
  const anchor = hint.getBoundingClientRect();
  const {width, height} = element.getBoundingClientRect();
  const pageWidth = document.documentElement.clientWidth;
  const left = Math.max(gapPx, Math.min(anchor.left, pageWidth - width - gapPx));
  const fitsBelow = anchor.bottom + gapPx + height <= window.innerHeight || anchor.top < height + gapPx;
  const top = fitsBelow ? anchor.bottom + gapPx : anchor.top - gapPx - height;
  element.style.left = `${left + window.scrollX}px`;
  element.style.top = `${top + window.scrollY}px`;
}

export function showTypePopup(hint: HTMLElement): void {
  window.clearTimeout(hideTimer);
  if (hint === shownFor) {
    return;
  }
  hidePopup();
  popup ??= createPopup();
  const type = document.createElement('code');
  type.className = styles.type!;
  type.textContent = hint.getAttribute(typeAttribute);
  const summary = hint.getAttribute(summaryAttribute);
  const summaryParagraph = document.createElement('p');
  summaryParagraph.className = styles.summary!;
  summaryParagraph.textContent = summary;
  popup.replaceChildren(type, ...(summary ? [summaryParagraph] : []));
  popup.style.left = '0px';
  popup.style.top = '0px';
  popup.hidden = false;
  place(popup, hint);
  hint.setAttribute('aria-describedby', popupId);
  shownFor = hint;
}
