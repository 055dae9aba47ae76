export { type HeaderLink, HeaderLinks, type HeaderLinksProps } from './HeaderLinks.tsx';
