import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { demoBurgerMenu, demoMenuSteps } from '../ordering-fixtures.ts';
import { PackageWizard, type PackageWizardProps } from './PackageWizard.tsx';

function props(overrides: Partial<PackageWizardProps> = {}): PackageWizardProps {
  return {
    opened: true,
    onClose: vi.fn(),
    product: demoBurgerMenu,
    steps: demoMenuSteps,
    index: 0,
    selection: {},
    capped: false,
    onAddProduct: vi.fn(),
    onRemoveProduct: vi.fn(),
    onNext: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('PackageWizard', () => {
  it('shows the package, the progress and the current step with its question and rule', () => {
    render(<PackageWizard {...props()} />);
    expect(screen.getByRole('heading', { name: 'Burger-Menü „Berlin“', level: 2 })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dein Burger', level: 3 })).toBeTruthy();
    expect(screen.getByText('Welcher Burger darf es sein?')).toBeTruthy();
    expect(screen.getByText('Choose 1')).toBeTruthy();
    expect(screen.getByText('0 chosen')).toBeTruthy();
  });

  it('writes the minimum and the maximum', () => {
    const steps = [
      { ...demoMenuSteps[1], min: 1, max: 3 },
      { ...demoMenuSteps[2], min: 0, max: 2 },
    ] as PackageWizardProps['steps'];
    const { unmount } = render(<PackageWizard {...props({ steps })} />);
    expect(screen.getByText('Choose at least 1, up to 3')).toBeTruthy();
    unmount();
    render(<PackageWizard {...props({ steps, index: 1 })} />);
    expect(screen.getByText('Up to 2')).toBeTruthy();
  });

  it('lists the products with surcharge and stock, and adds one', () => {
    const onAddProduct = vi.fn();
    render(<PackageWizard {...props({ onAddProduct })} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).queryByText(/\+/)).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('+ €2.50')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Out of stock')).toBeTruthy();
    expect(button('Add Halloumi-Burger').disabled).toBe(true);
    fireEvent.click(button('Add Classic Cheeseburger'));
    expect(onAddProduct).toHaveBeenCalledWith(1, 501);
  });

  it('shows the units of chosen products with − and +', () => {
    const onAddProduct = vi.fn();
    const onRemoveProduct = vi.fn();
    render(<PackageWizard {...props({ index: 1, selection: { 2: { 511: 1 } }, onAddProduct, onRemoveProduct })} />);
    const fries = within(screen.getByRole('group', { name: 'Pommes frites' }));
    expect(fries.getByText('1')).toBeTruthy();
    fireEvent.click(fries.getByRole('button', { name: 'One less Pommes frites' }));
    expect(onRemoveProduct).toHaveBeenCalledWith(2, 511);
    fireEvent.click(fries.getByRole('button', { name: 'One more Pommes frites' }));
    expect(onAddProduct).toHaveBeenCalledWith(2, 511);
    expect(screen.getByText('1 chosen')).toBeTruthy();
  });

  it('disables every plus when the step is capped', () => {
    render(<PackageWizard {...props({ index: 1, selection: { 2: { 511: 2 } }, capped: true })} />);
    expect(button('One more Pommes frites').disabled).toBe(true);
    expect(button('Add Krautsalat').disabled).toBe(true);
    expect(button('One less Pommes frites').disabled).toBe(false);
  });

  it('disables the plus once a product’s stock is chosen', () => {
    render(<PackageWizard {...props({ selection: { 1: { 502: 4 } } })} />);
    expect(button('One more Trüffel-Burger').disabled).toBe(true);
  });

  it('offers Back only after the first step and reads Add on the last', () => {
    const onNext = vi.fn();
    const onBack = vi.fn();
    const { unmount } = render(<PackageWizard {...props({ onNext, onBack })} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(button('Next'));
    expect(onNext).toHaveBeenCalledOnce();
    unmount();

    render(<PackageWizard {...props({ index: 2, onNext, onBack })} />);
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(button('Back'));
    expect(onBack).toHaveBeenCalledOnce();
    fireEvent.click(button('Add'));
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('shows the step error and the adding state', () => {
    render(<PackageWizard {...props({ index: 2, stepError: 'Please select at least 2 products', adding: true })} />);
    expect(screen.getByRole('alert').textContent).toContain('Please select at least 2 products');
    expect(button('Add').getAttribute('data-loading')).toBe('true');
  });

  it('speaks German', () => {
    render(<PackageWizard {...props({ index: 2 })} />, { language: 'de' });
    expect(screen.getByText('Schritt 3 von 3')).toBeTruthy();
    expect(button('Zurück')).toBeTruthy();
    expect(button('Hinzufügen')).toBeTruthy();
  });

  it('keeps the restaurant’s own text direction on a right-to-left page', () => {
    // An Arabic page of a German menu: "Welcher Burger darf es sein?" put its question mark at the left.
    render(<PackageWizard {...props()} />, { language: 'ar' });
    for (const text of [
      'Burger-Menü „Berlin“',
      'Dein Burger',
      'Welcher Burger darf es sein?',
      'Classic Cheeseburger',
      '180 g Rind, Cheddar, Gewürzgurke',
    ]) {
      expect(screen.getByText(text).getAttribute('dir')).toBe('auto');
    }
  });

  it('closes', () => {
    const onClose = vi.fn();
    render(<PackageWizard {...props({ onClose })} />);
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <PackageWizard {...props({ index: 1, selection: { 2: { 511: 1 } }, stepError: 'Please select at least 2 products' })} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
