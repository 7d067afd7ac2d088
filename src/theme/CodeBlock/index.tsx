// Wrapped (not ejected) so a ```tsx live block becomes a live playground around the unchanged original block, and
// so the original's code (buttons, line parsing) loads only on pages that show a code block.
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import LivePlayground from '@site/src/components/Playground';
import {isLiveMetastring} from '@site/src/components/Playground/liveMetastring';
import {whenUsed} from '@site/src/lib/whenUsed';

const CodeBlock = whenUsed<Props>(
  () => import('@theme-original/CodeBlock'),
  require.resolveWeak('@theme-original/CodeBlock'),
);

function titleOf(props: Props): string | undefined {
  if (typeof props.title === 'string') {
    return props.title;
  }
  return /title=(["'])(.*?)\1/.exec(props.metastring ?? '')?.[2];
}

function codeOf(children: ReactNode): string | undefined {
  if (typeof children === 'string') {
    return children.replace(/\n$/, '');
  }
  if (Array.isArray(children) && children.every((child) => typeof child === 'string')) {
    return children.join('').replace(/\n$/, '');
  }
  return undefined;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const code = isLiveMetastring(props.metastring) ? codeOf(props.children) : undefined;
  if (code === undefined) {
    return <CodeBlock {...props} />;
  }
  return (
    <LivePlayground code={code} title={titleOf(props)}>
      <CodeBlock {...props} />
    </LivePlayground>
  );
}
