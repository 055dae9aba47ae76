import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ALLERGEN_CODES, AllergyLegend } from './AllergyLegend.tsx';

describe('AllergyLegend', () => {
  it('explains every allergen letter', () => {
    const { container } = render(<AllergyLegend />);
    expect(container.querySelectorAll('dt')).toHaveLength(ALLERGEN_CODES.length);
    expect(screen.getByText('A').closest('dl > div')?.textContent).toBe('AGluten (cereals containing gluten)');
    expect(screen.getByText('R').closest('dl > div')?.textContent).toBe('RMolluscs');
  });

  it('speaks the guest’s language', () => {
    render(<AllergyLegend codes={['G']} />, { language: 'de' });
    expect(screen.getByText('Milch und Laktose')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<AllergyLegend />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
