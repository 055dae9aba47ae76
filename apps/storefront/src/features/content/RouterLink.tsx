import type { ContentLinkProps } from '@platter/ui-kit';
import { Link } from 'react-router';

/** The ui-kit content components' links as router links, so a click stays in the app. */
export function RouterLink({ href, ...rest }: ContentLinkProps) {
  return <Link to={href} {...rest} />;
}
