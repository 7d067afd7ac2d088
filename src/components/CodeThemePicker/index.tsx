import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeTheme, useCodeThemes} from '@site/src/plugins/prism-highlight/client/codeThemeStore';
import styles from './styles.module.css';

type Props = {readonly className?: string};

/** Picks the colour theme of every code block on the site: "Auto" or one of Prism's themes. */
export default function CodeThemePicker({className}: Props): ReactNode {
  const themes = useCodeThemes();
  const [current, pick] = useCodeTheme();
  return (
    <select
      className={clsx(styles.picker, className)}
      aria-label="Code theme"
      title="Code theme"
      value={current}
      onChange={(event) => pick(event.target.value)}>
      <option value="auto">Auto</option>
      {themes.map(({id, title}) => (
        <option key={id} value={id}>
          {title}
        </option>
      ))}
    </select>
  );
}
