/** The playground's buttons are Infima's small secondary buttons, like the site's others. */
export const toolbarButton = 'button button--secondary button--sm';
