/** A block's `tokenizedHtml` prop, from `Content/String` to `CodeBlock/Content` (which sees only the block context). */
import {createContext} from 'react';

export const TokenizedHtmlContext = createContext<string | undefined>(undefined);
