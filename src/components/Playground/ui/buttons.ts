/** The playground's buttons are Infima's small secondary buttons, like the site's others, in the site's font. */
import clsx from 'clsx';
import styles from './styles.module.css';

export const toolbarButton = clsx('button button--secondary button--sm', styles.toolbarButton);
