import type { ComponentPropsWithoutRef, FunctionComponent } from 'react';

export type ContentLinkProps = ComponentPropsWithoutRef<'a'> & { href: string };

/**
 * What renders the content components' internal links: a plain `<a>` (a full page load) by
 * default, or the app's router link adapted to take `href`, e.g.
 * `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type ContentLinkComponent = FunctionComponent<ContentLinkProps>;

/** The default link: an ordinary anchor. */
export function PlainLink(props: ContentLinkProps) {
  return <a {...props} />;
}
