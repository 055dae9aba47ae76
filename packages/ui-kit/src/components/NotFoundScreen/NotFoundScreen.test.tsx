import { pageDataSchema } from '@platter/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageDataProvider } from '../../app/page-data.tsx';
import { axeViolations, render } from '../../test/render.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const pageData = pageDataSchema.parse({
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'en', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
});

describe('NotFoundScreen', () => {
  it('says the page does not exist, titles it Error and offers the way back', () => {
    render(
      <PageDataProvider value={pageData}>
        <NotFoundScreen action={<a href="/menu">Back to the menu</a>} />
      </PageDataProvider>,
    );
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the menu' }).getAttribute('href')).toBe('/menu');
    expect(document.title).toBe('Demo Bistro | Error');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <PageDataProvider value={pageData}>
        <NotFoundScreen />
      </PageDataProvider>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
