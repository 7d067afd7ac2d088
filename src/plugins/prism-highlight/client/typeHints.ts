/**
 * Client module: the types that code blocks carry (see ../typeHints.ts) show in a popup on hover or keyboard focus.
 * Only these listeners and the hints' focus style load with the page; the popup loads on the first hover or focus.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {typeHintClassName} from '../typeHintMarkup';
import './typeHints.css';

let popup: Promise<typeof import('./TypePopup')> | undefined;

function showHint(event: Event): void {
  const hint = event.target instanceof Element ? event.target.closest(`.${typeHintClassName}`) : null;
  if (!(hint instanceof HTMLElement)) {
    return;
  }
  popup ??= import(/* webpackChunkName: "type-popup" */ './TypePopup');
  popup.then(
    ({showTypePopup}) => showTypePopup(hint),
    () => {
      // Offline or a new deployment: the code blocks work without types, and the next hover tries again.
      popup = undefined;
    },
  );
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('pointerover', showHint);
  document.addEventListener('focusin', showHint);
}
