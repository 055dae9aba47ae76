import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { menuSelectionStore, selectMenu, useMenuSelection } from './menu-selection.ts';

function Shown() {
  const [selection] = useMenuSelection();
  return <p>{String(selection)}</p>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('useMenuSelection', () => {
  afterEach(() => menuSelectionStore.setState({ selection: null }));

  it('starts from the selection already made', () => {
    selectMenu('pinned');
    render(<Shown />);
    expect(screen.getByText('pinned')).toBeTruthy();
  });

  it('renders a new selection in a transition, not in the blocking render an external store gets', async () => {
    render(<Shown />);
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    // Outside act, as in the browser: React schedules the render itself.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      selectMenu(2);
      // A blocking render (zustand's useStore) is done once the microtasks have run; a transition
      // waits for a task of React's scheduler.
      await Promise.resolve();
      await Promise.resolve();
      expect(screen.getByText('null')).toBeTruthy();
      await waitFor(() => expect(screen.getByText('2')).toBeTruthy());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
