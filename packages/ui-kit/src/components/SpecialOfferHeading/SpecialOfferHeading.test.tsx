import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { SpecialOfferHeading } from './SpecialOfferHeading.tsx';

describe('SpecialOfferHeading', () => {
  it("shows the restaurant's label", () => {
    render(<SpecialOfferHeading label="Mittagstisch" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Mittagstisch' })).toBeTruthy();
  });

  it.each([null, undefined, '', '   '])('falls back to "Special Offer" for %j', (label) => {
    render(<SpecialOfferHeading label={label} />);
    expect(screen.getByRole('heading', { name: 'Special Offer' })).toBeTruthy();
  });

  it('falls back in German too', () => {
    render(<SpecialOfferHeading />, { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Sonderangebot' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<SpecialOfferHeading label="Mittagstisch" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
