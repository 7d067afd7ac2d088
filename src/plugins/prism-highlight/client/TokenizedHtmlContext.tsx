/**
 * Carries a code block's build-time `tokenizedHtml` prop from `CodeBlock/Content/String` (which receives the
 * props) to `CodeBlock/Content` (which only sees Docusaurus's code block context).
 */
import {createContext} from 'react';

export const TokenizedHtmlContext = createContext<string | undefined>(undefined);
