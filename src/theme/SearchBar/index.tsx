// Replaces theme-classic's SearchBar, an empty placeholder, with the site's local search (src/plugins/search-index).
import type {ReactNode} from 'react';
import SearchButton from '../../components/SearchButton';

export default function SearchBar(): ReactNode {
  return <SearchButton shortcuts />;
}
