import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoBlogWithoutImage } from '../content-fixtures.ts';
import { BlogCard } from './BlogCard.tsx';
import type { ContentLinkProps } from './content-link.tsx';

function RouterLink({ href, ...rest }: ContentLinkProps) {
  return <a data-router="yes" href={`#${href}`} {...rest} />;
}

describe('BlogCard', () => {
  it('renders its links through the given link component', () => {
    render(<BlogCard blog={demoBlogWithoutImage} href="/blogs/spargel" tagHref={(id) => `/tags/${id}`} linkComponent={RouterLink} />);
    const title = screen.getByRole('link', { name: 'Spargelzeit in Berlin' });
    expect(title.getAttribute('href')).toBe('#/blogs/spargel');
    expect(title.dataset.router).toBe('yes');
    expect(screen.getByRole('link', { name: '#Saison' }).getAttribute('href')).toBe('#/tags/2');
    expect(screen.getByTestId('dish-placeholder')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<BlogCard blog={demoBlogWithoutImage} href="/blogs/spargel" tagHref={(id) => `/tags/${id}`} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
