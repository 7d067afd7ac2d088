import type {ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import CodeThemePicker from '@site/src/components/CodeThemePicker';
import toolbarStyles from './styles.module.css';

type Props = {readonly className?: string};

/** A code block's toolbar: the code theme picker, word wrap and copy, shown when the reader reaches for the block. */
export default function CodeBlockToolbar({className}: Props): ReactNode {
  return (
    <div className={clsx(className, styles.buttonGroup, toolbarStyles.toolbar)}>
      <CodeThemePicker />
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
