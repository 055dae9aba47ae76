export { SocialLinks, type SocialLinksProps, type SocialNetwork } from './SocialLinks.tsx';
