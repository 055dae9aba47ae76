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

  it('speaks German', () => {
    render(<DeliverySummaryBar type="pickup" timeLabel="Heute, 18:30" onChange={() => {}} />, { language: 'de' });
    expect(screen.getByText('Abholung · Heute, 18:30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ändern' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<DeliverySummaryBar type="delivery" timeLabel="Today, 18:30" statusText="Closed" onChange={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
