import type {ReactNode} from 'react';
import {useCodeTheme} from '@site/src/plugins/prism-highlight/client/codeThemeStore';
import styles from './styles.module.css';

/** Picks the colour theme of every code block on the site: "Auto" or one of Prism's themes. */
export default function CodeThemePicker(): ReactNode {
  const {themes, current, pick} = useCodeTheme();
  return (
    <select
      className={styles.picker}
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
