/**
 * The code editor: CodeMirror 6 with only what the playground needs (TSX highlighting, undo,
 * Tab to indent, line numbers, a marked error line). Loaded as its own chunk.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {EditorState, StateEffect, StateField, type Extension} from '@codemirror/state';
import {Decoration, EditorView, keymap, lineNumbers, highlightActiveLine, type DecorationSet} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {HighlightStyle, indentOnInput, bracketMatching, syntaxHighlighting} from '@codemirror/language';
import {tags} from '@lezer/highlight';
import {tsxLanguage} from './tsxHighlight';
import styles from './styles.module.css';

export type EditorHandle = {
  /** Replaces the whole text as one undoable change. */
  readonly replace: (code: string) => void;
};

type EditorProps = {
  readonly initialCode: string;
  readonly onChange: (code: string) => void;
  readonly errorLine: number | undefined;
  readonly handleRef: {current: EditorHandle | undefined};
  readonly label: string;
};

/** Colours come from CSS custom properties so light and dark themes restyle the editor. */
const highlightStyle = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword],
    color: 'var(--pg-token-keyword)',
  },
  {tag: [tags.string, tags.special(tags.string)], color: 'var(--pg-token-string)'},
  {tag: [tags.number, tags.bool, tags.null], color: 'var(--pg-token-number)'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--pg-token-comment)', fontStyle: 'italic'},
  {tag: [tags.typeName, tags.tagName, tags.className], color: 'var(--pg-token-type)'},
  {tag: tags.atom, color: 'var(--pg-token-number)'},
  {tag: [tags.propertyName, tags.attributeName], color: 'var(--pg-token-property)'},
  {tag: [tags.definition(tags.variableName), tags.function(tags.variableName)], color: 'var(--pg-token-function)'},
  {tag: [tags.punctuation, tags.bracket, tags.angleBracket], color: 'var(--pg-token-punctuation)'},
]);

const setErrorLine = StateEffect.define<number | undefined>();
const errorLineMark = Decoration.line({class: 'pg-error-line'});
const errorLineField = StateField.define<DecorationSet>({
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

export default function Editor({initialCode, onChange, errorLine, handleRef, label}: EditorProps): ReactNode {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) {
      return undefined;
    }
    const extensions: Extension[] = [
      lineNumbers(),
      highlightActiveLine(),
      history(),
      indentOnInput(),
      bracketMatching(),
      tsxLanguage,
      syntaxHighlighting(highlightStyle),
      errorLineField,
      keymap.of([indentWithTab, ...defaultKeymap, ...historyKeymap]),
      // An explicit tabindex makes the scrolling editor keyboard-reachable for tools that ignore contenteditable.
      EditorView.contentAttributes.of({'aria-label': label, tabindex: '0'}),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) {
          onChangeRef.current(update.state.doc.toString());
        }
      }),
    ];
    const view = new EditorView({state: EditorState.create({doc: initialCode, extensions}), parent: host});
    viewRef.current = view;
    handleRef.current = {
      replace: (code) => view.dispatch({changes: {from: 0, to: view.state.doc.length, insert: code}}),
    };
    return () => {
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

  return <div ref={hostRef} className={styles.editor} data-testid="playground-editor" />;
}
