// Ejected (a map, nothing to wrap): only the navbar item types docusaurus.config.ts uses, so the locale, version and
// dropdown items' code stays out of every page's first load. A navbar item of another type fails the build, naming it.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'search'> = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
