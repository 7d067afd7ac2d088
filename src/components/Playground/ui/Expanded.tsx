/**
 * The playground over the whole viewport, as a modal dialog: moves the playground's element (rendered by
 * ./Playground.tsx through a portal) to the end of <body>, makes the page behind it inert, keeps focus inside,
 * and closes on Esc, on the Close button and on the browser's Back button (opening adds a history entry with the
 * same URL, so Back closes the dialog instead of leaving the page). Loaded on the first "Expand".
 */
import {useLayoutEffect, useRef, type ReactNode, type RefObject} from 'react';

type ExpandedProps = {
  /** The playground's own element. */
  readonly host: HTMLElement;
  readonly label: string;
  readonly overlayClassName: string;
  /** Focused on opening (the toolbar button, which reads "Close" while expanded). */
  readonly initialFocus: RefObject<HTMLElement | null>;
  /** Filled with this dialog's close action, for that button. */
  readonly closeRef: {current: (() => void) | undefined};
  /** Called when the dialog has closed, its history entry included. */
  readonly onClosed: () => void;
};

const historyKey = 'playgroundExpanded';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export default function Expanded({
  host,
  label,
  overlayClassName,
  initialFocus,
  closeRef,
  onClosed,
}: ExpandedProps): ReactNode {
  // The dialog opens once per mount; later renders of the playground only update these.
  const onClosedRef = useRef(onClosed);
  useLayoutEffect(() => {
    onClosedRef.current = onClosed;
    host.setAttribute('aria-label', `${label} (expanded)`);
  }, [onClosed, host, label]);

  useLayoutEffect(() => {
    const app = window.document.getElementById('__docusaurus');
    const root = window.document.documentElement;
    const previousOverflow = root.style.overflow;
    const token = `${Date.now()}-${Math.random()}`;

    window.document.body.appendChild(host);
    host.classList.add(overlayClassName);
    host.setAttribute('role', 'dialog');
    host.setAttribute('aria-modal', 'true');
    app?.setAttribute('inert', '');
    root.style.overflow = 'hidden';
    initialFocus.current?.focus();

    // An entry of our own with the same URL: Back pops it, and that closes the dialog.
    const state: unknown = window.history.state;
    window.history.pushState({...(typeof state === 'object' && state !== null ? state : {}), [historyKey]: token}, '');
    const close = () => onClosedRef.current();
    const requestClose = () => {
      const current = window.history.state as Record<string, unknown> | null;
      if (current?.[historyKey] === token) {
        window.history.back();
      } else {
        close();
      }
    };
    closeRef.current = requestClose;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(host.querySelectorAll<HTMLElement>(focusable)).filter(
        (element) => element.getClientRects().length > 0,
      );
      // Tab on the last item (Shift+Tab on the first) goes round to the other end.
      const [edge, other] = event.shiftKey ? [items[0], items.at(-1)] : [items.at(-1), items[0]];
      const active = window.document.activeElement;
      if (active === edge || !host.contains(active)) {
        event.preventDefault();
        other?.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !host.contains(event.target)) initialFocus.current?.focus();
    };
    // Back closes the dialog. The router sees this pop too (its listener came first): a pop to the same URL, so it
    // keeps the page and scrolls to its top, and the reader's place is put back before the next frame (by the
    // scrollRestoration client module, or by the browser where there is no Navigation API). The e2e tests hold both.
    window.addEventListener('popstate', close);
    window.document.addEventListener('keydown', onKeyDown);
    window.document.addEventListener('focusin', onFocusIn);

    return () => {
      window.removeEventListener('popstate', close);
      window.document.removeEventListener('keydown', onKeyDown);
      window.document.removeEventListener('focusin', onFocusIn);
      closeRef.current = undefined;
      host.classList.remove(overlayClassName);
      host.removeAttribute('role');
      host.removeAttribute('aria-modal');
      host.removeAttribute('aria-label');
      app?.removeAttribute('inert');
      root.style.overflow = previousOverflow;
    };
  }, [host, overlayClassName, initialFocus, closeRef]);

  return null;
}
