/**
 * The code editor, its own chunk: CodeMirror 6 with only what the playground needs (TSX from
 * @codemirror/lang-javascript in the reader's code theme; undo, Tab to indent, line numbers, a marked error line). The
 * first focus or keypress loads TypeScript (./typeScript.ts and its worker): type errors, completions, types on hover.
 * Until then, or if that fails, it is the editor it was; after a failure, the next focus tries again.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {Compartment, EditorState, StateEffect, StateField, type Extension} from '@codemirror/state';
import {Decoration, EditorView, keymap, lineNumbers, highlightActiveLineGutter} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {
  HighlightStyle,
  LanguageSupport,
  indentOnInput,
  bracketMatching,
  ensureSyntaxTree,
  syntaxHighlighting,
  syntaxTree,
} from '@codemirror/language';
import type {Tree} from '@lezer/common';
import {tags} from '@lezer/highlight';
import {tsxLanguage} from '@codemirror/lang-javascript';
import {wrappedLineIndent} from 'codemirror-wrapped-line-indent';
import clsx from 'clsx';
import type {TypeScriptUrls} from './typeScript';

export type EditorHandle = {
  /** Replaces the whole text as one undoable change. */
  readonly replace: (code: string) => void;
  /** Marks a span of the code (the element of the selected layer) and scrolls it into view; none clears it. */
  readonly highlight: (range: {readonly from: number; readonly to: number} | undefined) => void;
  /** The syntax tree of the whole text (CodeMirror parses the part in view first, and the rest when asked). */
  readonly syntaxTree: () => Tree;
};

/** Where the editor's TypeScript support is; `data-typescript` on the editor says it too. */
type TypeScriptStatus =
  {readonly kind: 'off' | 'loading' | 'ready'} | {readonly kind: 'unavailable'; readonly message: string};

type EditorProps = {
  readonly initialCode: string;
  readonly onChange: (code: string) => void;
  readonly errorLine: number | undefined;
  readonly handleRef: {current: EditorHandle | undefined};
  readonly label: string;
  /** The reader moved the cursor (a click or a cursor key) to this offset. */
  readonly onCursor?: (offset: number) => void;
  /** Where the TypeScript worker and its type bundle are (the build's global data). */
  readonly typeScript: TypeScriptUrls;
  /** Take keyboard focus once created: the reader was in the static block this editor replaces. */
  readonly focusWhenCreated?: boolean;
  /** The playground's classes, passed in: importing its CSS module into this chunk would repeat its class map. */
  readonly classNames: {readonly editor: string; readonly notice: string};
};

/**
 * Prism's token classes on CodeMirror's tags (each covers the tags derived from it: `keyword` covers `controlKeyword`,
 * `null`, `self`…), so the reader's code theme (scoped to `.theme-code-block` by src/plugins/prism-highlight) colours
 * the editor as it coloured the static block.
 */
const prismTokenClasses = HighlightStyle.define([
  {tag: tags.keyword, class: 'token keyword'},
  {tag: tags.string, class: 'token string'},
  {tag: tags.regexp, class: 'token regex'},
  {tag: tags.number, class: 'token number'},
  {tag: tags.bool, class: 'token boolean'},
  {tag: tags.comment, class: 'token comment'},
  {tag: [tags.typeName, tags.className], class: 'token class-name'},
  {tag: tags.tagName, class: 'token tag'},
  {tag: tags.attributeName, class: 'token attr-name'},
  {tag: tags.propertyName, class: 'token property'},
  {tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], class: 'token function'},
  {tag: tags.operator, class: 'token operator'},
  {tag: tags.punctuation, class: 'token punctuation'},
]);

const setErrorLine = StateEffect.define<number | undefined>();
const errorLineMark = Decoration.line({class: 'pg-error-line'});
const setHighlight = StateEffect.define<{from: number; to: number} | undefined>();
const highlightMark = Decoration.mark({class: 'pg-source-highlight'});
const highlightField = StateField.define({
  create: () => Decoration.none,
  update(decorations, transaction) {
    // An edit ends the link between the layer and the code until the next render.
    let next = transaction.docChanged ? Decoration.none : decorations;
    for (const effect of transaction.effects) {
      if (effect.is(setHighlight)) {
        const range = effect.value;
        next =
          range && range.from < range.to && range.to <= transaction.state.doc.length
            ? Decoration.set([highlightMark.range(range.from, range.to)])
            : Decoration.none;
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const errorLineField = StateField.define({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setErrorLine)) {
        const line = effect.value;
        next =
          line !== undefined && line >= 1 && line <= transaction.state.doc.lines
            ? Decoration.set([errorLineMark.range(transaction.state.doc.line(line).from)])
            : Decoration.none;
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export default function Editor({
  initialCode,
  onChange,
  errorLine,
  handleRef,
  label,
  onCursor,
  typeScript,
  focusWhenCreated = false,
  classNames,
}: EditorProps): ReactNode {
  const hostRef = useRef<HTMLDivElement>(null);
  const [typeScriptStatus, setTypeScriptStatus] = useState<TypeScriptStatus>({kind: 'off'});
  const keyboardHintId = useId();
  const viewRef = useRef<EditorView>(undefined);
  const latest = useRef({onChange, onCursor, typeScript});
  useEffect(() => {
    latest.current = {onChange, onCursor, typeScript};
  }, [onChange, onCursor, typeScript]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let destroyed = false;
    const typeScriptSupport = new Compartment();
    // The status as this closure sees it. A failed load (the reader was offline a moment) is tried again on the next
    // focus, not at each keystroke.
    let loaded: TypeScriptStatus['kind'] = 'off';
    const setStatus = (status: TypeScriptStatus) => {
      loaded = status.kind;
      setTypeScriptStatus(status);
    };
    const loadTypeScript = (event: Event): false => {
      if (loaded === 'off' || (loaded === 'unavailable' && event.type === 'focus')) {
        setStatus({kind: 'loading'});
        import(/* webpackChunkName: "playground-typescript" */ './typeScript')
          .then(({typeScriptExtensions}) => typeScriptExtensions(latest.current.typeScript))
          .then((extension) => {
            if (destroyed) return;
            view.dispatch({effects: typeScriptSupport.reconfigure(extension)});
            setStatus({kind: 'ready'});
          })
          .catch((error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            if (!destroyed) setStatus({kind: 'unavailable', message});
          });
      }
      // The event goes on as usual: the editor does not wait for TypeScript.
      return false;
    };
    const extensions: Extension[] = [
      lineNumbers(),
      // Wrapped: no line is cut off in a narrow column, numbers stay beside their lines, and a wrapped line continues
      // under its own indentation, as the static block showed it.
      EditorView.lineWrapping,
      wrappedLineIndent,
      highlightActiveLineGutter(),
      history(),
      indentOnInput(),
      bracketMatching(),
      // The grammar alone: javascript() would add snippet completions and auto-closed tags.
      new LanguageSupport(tsxLanguage),
      syntaxHighlighting(prismTokenClasses),
      errorLineField,
      highlightField,
      typeScriptSupport.of([]),
      EditorView.domEventHandlers({focus: loadTypeScript, keydown: loadTypeScript}),
      keymap.of([indentWithTab, ...defaultKeymap, ...historyKeymap]),
      // An explicit tabindex makes the scrolling editor keyboard-reachable for tools that ignore contenteditable.
      EditorView.contentAttributes.of({'aria-label': label, 'aria-describedby': keyboardHintId, tabindex: '0'}),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) {
          latest.current.onChange(update.state.doc.toString());
        } else if (
          update.selectionSet &&
          update.transactions.some((transaction) => transaction.isUserEvent('select'))
        ) {
          latest.current.onCursor?.(update.state.selection.main.head);
        }
      }),
    ];
    const view = new EditorView({state: EditorState.create({doc: initialCode, extensions}), parent: host});
    viewRef.current = view;
    // Replacing the static block took the reader's focus with it; one who has moved on meanwhile keeps their place.
    if (focusWhenCreated && (document.activeElement === null || document.activeElement === document.body)) view.focus();
    handleRef.current = {
      syntaxTree: () => ensureSyntaxTree(view.state, view.state.doc.length, 1000) ?? syntaxTree(view.state),
      replace: (code) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: code}}),
      highlight: (range) => {
        view.dispatch({effects: setHighlight.of(range)});
        if (range && range.to <= view.state.doc.length) {
          // Scrolls the editor only: the page stays where the reader is (the layer they clicked stays put).
          const scroller = view.scrollDOM;
          const block = view.lineBlockAt(range.from);
          if (block.top < scroller.scrollTop || block.bottom > scroller.scrollTop + scroller.clientHeight) {
            scroller.scrollTop = Math.max(0, block.top - 24);
          }
        }
      },
    };
    return () => {
      destroyed = true;
      view.destroy();
      viewRef.current = undefined;
      handleRef.current = undefined;
    };
    // The editor owns its text after creation; later `initialCode` changes go through `replace`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    viewRef.current?.dispatch({effects: setErrorLine.of(errorLine)});
  }, [errorLine]);

  return (
    <>
      <div
        ref={hostRef}
        className={clsx(classNames.editor, 'theme-code-block')}
        data-testid="playground-editor"
        data-typescript={typeScriptStatus.kind}
      />
      {typeScriptStatus.kind === 'unavailable' && (
        <p className={classNames.notice} data-testid="playground-typescript-unavailable">
          Type checking is unavailable; the code still runs. {typeScriptStatus.message}
        </p>
      )}
      {/* Tab indents in the editor (indentWithTab); a screen reader announces how to move on. */}
      <p id={keyboardHintId} hidden>
        Tab indents the code. To move focus out of the editor with Tab, press Control+M first (Shift+Alt+M on a Mac).
      </p>
    </>
  );
}
