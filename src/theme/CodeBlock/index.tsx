// Ejected (a 10-line index) to drop the original's remount after hydration (see src/components/CodeBlockBody), and
// so a ```tsx live block becomes a playground around the block, whose code loads only on pages that show one.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LivePlayground from '@site/src/components/Playground';
import {isLiveMetastring} from '@site/src/components/Playground/ui/liveMetastring';
import {codeBlockText} from '@site/src/lib/codeBlockText';
import {whenUsed} from '@site/src/lib/whenUsed';

const CodeBlock = whenUsed<Props>('CodeBlockBody', () => import('@site/src/components/CodeBlockBody'));

const titleOf = ({title, metastring}: Props) =>
  typeof title === 'string' ? title : /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2];

export default function CodeBlockWrapper(props: Props): ReactNode {
  const code = isLiveMetastring(props.metastring) ? codeBlockText(props.children)?.replace(/\n$/, '') : undefined;
  if (code === undefined) {
    return <CodeBlock {...props} />;
  }
  return (
    <LivePlayground code={code} title={titleOf(props)}>
      <CodeBlock {...props} />
    </LivePlayground>
  );
}
