/**
 * Client module: the types that code blocks carry (see ../typeHints.ts) show in a popup on hover or keyboard focus.
 * Only these listeners and the hints' focus style load with the page; the popup loads on the first hover or focus.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadOnce} from '@site/src/lib/loadOnce';
import {hintOf} from './typeHintMarkup';
import './typeHints.css';

// Offline or a new deployment: the code blocks work without types, and the next hover tries again.
const loadPopup = loadOnce(() => import(/* webpackChunkName: "type-popup" */ './TypePopup'));

function showHint(event: Event): void {
  const hint = hintOf(event.target);
  if (hint) {
    loadPopup().then(
      ({showTypePopup}) => showTypePopup(hint),
      () => undefined,
    );
  }
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('pointerover', showHint);
  document.addEventListener('focusin', showHint);
}
