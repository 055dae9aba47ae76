import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { type DeliveryTypeOptionView, DeliveryTypePicker } from './DeliveryTypePicker.tsx';

const allOpen: DeliveryTypeOptionView[] = [
  { type: 'delivery', available: true, reason: null },
  { type: 'pickup', available: true, reason: null },
  { type: 'here', available: true, reason: null },
];

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('DeliveryTypePicker', () => {
  it('offers the listed types as a radio group and reports the choice', async () => {
    const onChange = vi.fn();
    render(<DeliveryTypePicker options={allOpen} value={null} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'How would you like your order?' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getAllByRole('radio').some((input) => (input as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(radio('Pickup'));
    expect(onChange).toHaveBeenCalledWith('pickup');
    await userEvent.click(screen.getByText('Eat here'));
    expect(onChange).toHaveBeenLastCalledWith('here');
  });

  it('marks the chosen type', () => {
    render(<DeliveryTypePicker options={allOpen} value="delivery" onChange={() => {}} />);
    expect(radio('Delivery').checked).toBe(true);
    expect(radio('Pickup').checked).toBe(false);
  });

  it('disables an unavailable type and says why; hides types not listed', async () => {
    const onChange = vi.fn();
    render(
      <DeliveryTypePicker
        options={[
          { type: 'delivery', available: false, reason: 'delivery_not_available' },
          { type: 'pickup', available: true, reason: null },
        ]}
        value={null}
        onChange={onChange}
      />,
    );
    expect(radio('Delivery').disabled).toBe(true);
    expect(radio('Delivery').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Delivery is not available')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Eat here' })).toBeNull();
    await userEvent.click(screen.getByText('Delivery'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the closed notice on types that stay available', () => {
    render(
      <DeliveryTypePicker
        options={[
          { type: 'delivery', available: true, reason: 'closed' },
          { type: 'pickup', available: false, reason: 'pickup_not_available' },
        ]}
        value={null}
        onChange={() => {}}
      />,
    );
    expect(radio('Delivery').disabled).toBe(false);
    expect(screen.getByText('We are closed at the moment')).toBeTruthy();
    expect(screen.getByText('Pickup is not available')).toBeTruthy();
  });

  it('blocks changes while loading, and shows placeholders before options arrive', () => {
    const { unmount } = render(<DeliveryTypePicker options={allOpen} value="pickup" onChange={() => {}} loading />);
    expect(screen.getAllByRole('radio').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
    unmount();
    render(<DeliveryTypePicker options={[]} value={null} onChange={() => {}} loading />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
  });

  it('speaks German', () => {
    render(
      <DeliveryTypePicker
        options={[{ type: 'pickup', available: false, reason: 'pickup_not_available' }]}
        value={null}
        onChange={() => {}}
      />,
      {
        language: 'de',
      },
    );
    expect(radio('Abholung')).toBeTruthy();
    expect(screen.getByText('Abholung ist nicht verfügbar')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <DeliveryTypePicker
        options={[...allOpen.slice(0, 2), { type: 'here', available: false, reason: 'closed' }]}
        value="delivery"
        onChange={() => {}}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
