import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoLegal } from '../content-fixtures.ts';
import { LegalContent } from './LegalContent.tsx';

describe('LegalContent', () => {
  it('shows the text, a skeleton while it loads, and a note when there is none', () => {
    const { unmount } = render(<LegalContent html={demoLegal.imprint} />);
    expect(screen.getByRole('heading', { name: 'Impressum' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+49 30 12345678' }).getAttribute('href')).toBe('tel:+493012345678');
    unmount();
    const loading = render(<LegalContent html={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the text…');
    loading.unmount();
    render(<LegalContent html={null} />);
    expect(screen.getByText('This text is not available yet.')).toBeTruthy();
  });

  it('offers a retry when loading failed', () => {
    const onRetry = vi.fn();
    render(<LegalContent html={undefined} error="Something went wrong" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<LegalContent html={demoLegal.privacy_policy} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
