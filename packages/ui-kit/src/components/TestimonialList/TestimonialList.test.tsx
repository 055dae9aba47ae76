import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoTestimonials } from '../content-fixtures.ts';
import { TestimonialList } from './TestimonialList.tsx';

describe('TestimonialList', () => {
  it('shows each review with its stars, words, name and date', () => {
    render(<TestimonialList testimonials={demoTestimonials} timeZone="Europe/Berlin" />);
    expect(screen.getByRole('heading', { name: 'What our guests say' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('4 of 5 stars')).toBeTruthy();
    expect(screen.getAllByText('5 of 5 stars')).toHaveLength(2);
    expect(screen.getByText('Anna K.')).toBeTruthy();
    expect(screen.getByText('November 20, 2026')).toBeTruthy();
  });

  it('keeps a guest’s words and name in their own direction on an Arabic page', () => {
    render(<TestimonialList testimonials={demoTestimonials} timeZone="Europe/Berlin" />, { language: 'ar' });
    const first = demoTestimonials[0] as (typeof demoTestimonials)[number];
    expect(screen.getByText(first.body).getAttribute('dir')).toBe('auto');
    expect(screen.getByText(first.name).tagName).toBe('BDI');
  });

  it('shows skeletons until the reviews arrive', () => {
    render(<TestimonialList testimonials={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading reviews…');
    expect(screen.queryByText('Anna K.')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<TestimonialList testimonials={demoTestimonials} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
