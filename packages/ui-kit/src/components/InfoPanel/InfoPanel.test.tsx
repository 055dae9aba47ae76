import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { InfoPanel } from './InfoPanel.tsx';

describe('InfoPanel', () => {
  it('shows its content over a dark layer that closes it when clicked', () => {
    const onClose = vi.fn();
    render(
      <InfoPanel opened onClose={onClose} title="Imprint">
        <p>Demo Bistro GmbH</p>
      </InfoPanel>,
    );
    expect(screen.getByRole('dialog', { name: 'Imprint' }).textContent).toContain('Demo Bistro GmbH');
    fireEvent.click(screen.getByTestId('info-panel-layer'));
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no accessibility violations', async () => {
    const { baseElement } = render(
      <InfoPanel opened onClose={() => {}} title="Imprint">
        <p>Demo Bistro GmbH</p>
      </InfoPanel>,
    );
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
