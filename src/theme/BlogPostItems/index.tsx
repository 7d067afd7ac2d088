// Wrapped to give the blog list (the only post list the spec has) its page heading and introduction.
import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

export default function BlogPostItemsWrapper(props: WrapperProps<typeof BlogPostItemsType>): ReactNode {
  return (
    <>
      <header className="margin-bottom--lg">
        <Heading as="h1">React Figma blog</Heading>
        <p>Releases, features and the stories behind them, from the React Figma team.</p>
      </header>
      <div className={styles.posts}>
        <BlogPostItems {...props} />
      </div>
    </>
  );
}
