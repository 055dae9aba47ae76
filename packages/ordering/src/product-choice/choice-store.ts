import type { AttributeGroup, PackageStep, Product } from '@platter/contract';
import { createStore } from 'zustand/vanilla';

/** Group (or step) id -> item (or product) id -> units. */
export type Selection = Readonly<Record<number, Readonly<Record<number, number>>>>;

/** The product being configured before it goes into the basket: attributes, extras or a package. */
export type Choice =
  | { kind: 'attributes'; product: Product; groups: ReadonlyArray<AttributeGroup>; selection: Selection; quantity: number }
  | { kind: 'package'; product: Product; steps: ReadonlyArray<PackageStep>; selection: Selection; index: number };

interface ChoiceState {
  choice: Choice | null;
  adding: boolean;
  error: string | null;
  /** Which product's add button is busy (fetching its groups or steps, or adding). */
  busyProductId: number | null;
}

export const choiceStore = createStore<ChoiceState>()(() => ({ choice: null, adding: false, error: null, busyProductId: null }));
