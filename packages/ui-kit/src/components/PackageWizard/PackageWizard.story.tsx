import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ChoiceSelection } from '../AttributePanel/index.ts';
import { demoBurgerMenu, demoMenuSteps } from '../ordering-fixtures.ts';
import { PackageWizard, type PackageWizardProps } from './PackageWizard.tsx';

// A stand-in for basket-core's package rules, so the stories can be clicked through.
function InteractiveWizard(args: PackageWizardProps) {
  const [index, setIndex] = useState(args.index);
  const [selection, setSelection] = useState<ChoiceSelection>(args.selection);
  const [stepError, setStepError] = useState(args.stepError ?? null);
  const step = args.steps[index];
  const units = (stepId: number) => Object.values(selection[stepId] ?? {}).reduce((sum, count) => sum + count, 0);
  const capped = step ? Boolean(step.max) && units(step.id) >= (step.max ?? 0) : false;
  const change = (stepId: number, productId: number, delta: number) => {
    const products = { ...selection[stepId] };
    const next = (products[productId] ?? 0) + delta;
    if (next > 0) products[productId] = next;
    else delete products[productId];
    setSelection({ ...selection, [stepId]: products });
    setStepError(null);
  };
  return (
    <PackageWizard
      {...args}
      index={index}
      selection={selection}
      capped={args.capped || capped}
      stepError={stepError}
      onAddProduct={(stepId, productId) => change(stepId, productId, 1)}
      onRemoveProduct={(stepId, productId) => change(stepId, productId, -1)}
      onBack={() => setIndex((current) => Math.max(0, current - 1))}
      onNext={() => {
        if (!step) return;
        if (units(step.id) < step.min) return setStepError(`Bitte wähle mindestens ${step.min} Produkte aus.`);
        if (index < args.steps.length - 1) setIndex(index + 1);
        else args.onNext();
      }}
    />
  );
}

const meta = {
  title: 'Ordering/PackageWizard',
  component: PackageWizard,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    product: demoBurgerMenu,
    steps: demoMenuSteps,
    index: 0,
    selection: {},
    capped: false,
    onAddProduct: fn(),
    onRemoveProduct: fn(),
    onNext: fn(),
    onBack: fn(),
  },
  render: (args) => <InteractiveWizard {...args} />,
} satisfies Meta<typeof PackageWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: one product out of stock, one with limited stock and a surcharge. */
export const FirstStep: Story = {};

export const MiddleStepWithChoices: Story = { args: { index: 1, selection: { 1: { 502: 1 }, 2: { 511: 1 } } } };

export const MinimumNotMet: Story = {
  args: { index: 1, selection: { 1: { 502: 1 }, 2: { 512: 1 } }, stepError: 'Bitte wähle mindestens 2 Produkte aus.' },
};

export const StepCapped: Story = { args: { index: 1, selection: { 1: { 501: 1 }, 2: { 511: 1, 512: 1 } } } };

export const LastStepAdding: Story = { args: { index: 2, selection: { 1: { 501: 1 }, 2: { 511: 2 }, 3: { 521: 1 } }, adding: true } };
