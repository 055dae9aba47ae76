import { IconClock } from '@tabler/icons-react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { ContentDialog } from './ContentDialog.tsx';

describe('ContentDialog', () => {
  it('is a dialog named by its title that closes with its button', () => {
    const onClose = vi.fn();
    render(
      <ContentDialog opened onClose={onClose} title="Opening hours" icon={<IconClock aria-hidden />}>
        <p>Daily 11–22</p>
      </ContentDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Opening hours' }).textContent).toContain('Daily 11–22');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { baseElement } = render(
      <ContentDialog opened onClose={() => {}} title="Opening hours">
        <p>Daily 11–22</p>
      </ContentDialog>,
    );
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
