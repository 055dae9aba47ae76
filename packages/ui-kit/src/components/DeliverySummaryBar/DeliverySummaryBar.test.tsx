import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DeliverySummaryBar } from './DeliverySummaryBar.tsx';

describe('DeliverySummaryBar', () => {
  it('shows the type and the time, and opens the dialog', () => {
    const onChange = vi.fn();
    render(<DeliverySummaryBar type="delivery" timeLabel="Today, 18:30" onChange={onChange} />);
    expect(screen.getByText('Delivery · Today, 18:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows the type alone without a time', () => {
    render(<DeliverySummaryBar type="here" timeLabel={null} onChange={() => {}} />);
    expect(screen.getByText('Eat here')).toBeTruthy();
  });

  it('asks for a choice when no type is set, and shows the status', () => {
    render(<DeliverySummaryBar type={null} timeLabel={null} statusText="We are closed at the moment" onChange={() => {}} />);
    expect(screen.getByText('Choose delivery or pickup')).toBeTruthy();
    expect(screen.getByText('We are closed at the moment')).toBeTruthy();
  });

  it('dims and waits while loading', () => {
    const { container } = render(<DeliverySummaryBar type="pickup" timeLabel="Tomorrow, 12:00" onChange={() => {}} loading />);
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change' }).getAttribute('data-loading')).toBe('true');
  });

  it('switches between the types on offer with one tap, without the dialog', () => {
    const onSelect = vi.fn();
    const onChange = vi.fn();
    const options = [
      { type: 'delivery' as const, available: true, reason: null },
      { type: 'pickup' as const, available: true, reason: null },
      { type: 'here' as const, available: false, reason: null },
    ];
    render(<DeliverySummaryBar type="delivery" timeLabel="Heute, 18:30" onChange={onChange} typeSwitch={{ options, onSelect }} />, {
      language: 'de',
    });
    const group = screen.getByRole('radiogroup');
    expect((screen.getByRole('radio', { name: 'Lieferung' }) as HTMLInputElement).checked).toBe(true);
    // The switch shows the type; the summary beside it is the time alone.
    expect(screen.getByText('Heute, 18:30')).toBeTruthy();
    expect(screen.queryByText('Lieferung · Heute, 18:30')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Vor Ort essen' })).toBeNull();
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Abholung' }));
    expect(onSelect).toHaveBeenCalledWith('pickup');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows no switch with a single type on offer', () => {
    const options = [
      { type: 'delivery' as const, available: false, reason: 'delivery_not_available' as const },
      { type: 'pickup' as const, available: true, reason: null },
    ];
    render(<DeliverySummaryBar type="pickup" timeLabel={null} onChange={() => {}} typeSwitch={{ options, onSelect: vi.fn() }} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('speaks German', () => {
    render(<DeliverySummaryBar type="pickup" timeLabel="Heute, 18:30" onChange={() => {}} />, { language: 'de' });
    expect(screen.getByText('Abholung · Heute, 18:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ändern' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const options = [
      { type: 'delivery' as const, available: true, reason: null },
      { type: 'pickup' as const, available: true, reason: null },
    ];
    const { container } = render(
      <DeliverySummaryBar
        type="delivery"
        timeLabel="Today, 18:30"
        statusText="Closed"
        onChange={() => {}}
        typeSwitch={{ options, onSelect: () => {} }}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('DeliverySummaryBar type switch', () => {
  const options = [
    { type: 'delivery' as const, available: true, reason: null },
    { type: 'pickup' as const, available: true, reason: null },
    { type: 'here' as const, available: true, reason: null },
  ];

  it('moves its pill to the chosen type and draws none before a type is chosen', () => {
    const { unmount } = render(
      <DeliverySummaryBar type="pickup" timeLabel={null} onChange={() => {}} typeSwitch={{ options, onSelect: vi.fn() }} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'How would you like your order?' });
    expect(group.style.getPropertyValue('--switch-count')).toBe('3');
    expect(group.style.getPropertyValue('--switch-index')).toBe('1');
    expect(group.hasAttribute('data-with-active')).toBe(true);
    unmount();
    render(<DeliverySummaryBar type={null} timeLabel={null} onChange={() => {}} typeSwitch={{ options, onSelect: vi.fn() }} />);
    expect(screen.getByRole('radiogroup').hasAttribute('data-with-active')).toBe(false);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('cannot be changed while the type is being written', () => {
    render(<DeliverySummaryBar type="delivery" timeLabel={null} loading onChange={() => {}} typeSwitch={{ options, onSelect: vi.fn() }} />);
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});
