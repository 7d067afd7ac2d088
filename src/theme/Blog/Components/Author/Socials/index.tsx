// Replaced: the original bundles a dozen platform icons into every blog page; text links cost a few bytes.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/Blog/Components/Author/Socials';

export default function BlogAuthorSocials({author, className}: Props): ReactNode {
  const socials = Object.entries(author.socials ?? {});
  if (socials.length === 0) {
    return null;
  }
  return (
    <span className={clsx('margin-right--sm', className)}>
      {socials.map(([platform, url]) => (
        <Link key={platform} href={url} className="margin-right--sm">
          {platform}
        </Link>
      ))}
    </span>
  );
}
