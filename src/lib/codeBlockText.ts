import type {ReactNode} from 'react';

/**
 * A code block's text when its children are only strings (a Markdown fence gives one string, MDX may give several),
 * or undefined when they hold elements: only plain text is highlighted, copied and made live.
 */
export function codeBlockText(children: ReactNode): string | undefined {
  const parts = [children].flat();
  return parts.every((part) => typeof part === 'string') ? parts.join('') : undefined;
}
