import type { AttributeGroup, DeliveryTypeName, LineExtraInfo, PackageStep, Product } from '@platter/contract';
import type { PersonDetailsValue } from '@platter/ui-kit';
import { createStore } from 'zustand/vanilla';

/** Group (or step) id -> item (or product) id -> units. */
export type Selection = Readonly<Record<number, Readonly<Record<number, number>>>>;

/**
 * The product being configured before it goes into the basket: per-person details (event mode),
 * attributes, extras or a package. `extraInfo` carries the persons on to the panel or wizard that
 * follows them. `delivery-type` asks first when the chosen delivery type does not allow the product
 * (`allowed`: the types it can be ordered for here).
 */
export type Choice =
  | { kind: 'delivery-type'; product: Product; current: DeliveryTypeName; allowed: DeliveryTypeName[]; pinned: boolean }
  | { kind: 'persons'; product: Product; persons: PersonDetailsValue[]; pinned: boolean }
  | {
      kind: 'attributes';
      product: Product;
      groups: ReadonlyArray<AttributeGroup>;
      selection: Selection;
      quantity: number;
      extraInfo?: LineExtraInfo;
    }
  | {
      kind: 'package';
      product: Product;
      steps: ReadonlyArray<PackageStep>;
      selection: Selection;
      index: number;
      extraInfo?: LineExtraInfo;
    };

interface ChoiceState {
  choice: Choice | null;
  adding: boolean;
  error: string | null;
  /** Per-person field errors of the persons dialog, translated (index = person). */
  personErrors: Array<Partial<Record<'fullName' | 'date' | 'count', string>>>;
  /** Which product's add button is busy (fetching its groups or steps, or adding). */
  busyProductId: number | null;
}

export const INITIAL_CHOICE_STATE: ChoiceState = { choice: null, adding: false, error: null, personErrors: [], busyProductId: null };

export const choiceStore = createStore<ChoiceState>()(() => INITIAL_CHOICE_STATE);

/** One empty person, as the persons dialog starts. */
export const EMPTY_PERSON: PersonDetailsValue = { fullName: '', date: null, count: 1 };
