import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryRoutes } from '../test/memory-routes.tsx';
import { render } from '../test/render.tsx';
import { ScreenOutlet } from './app-routes.tsx';

/** A screen whose code arrives when the test says so, as a route's chunk does. */
function deferredScreen(text: string) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Screen = lazy(async () => {
    await arrived;
    return { default: () => <p>{text}</p> };
  });
  return { Screen, arrive: () => act(async () => arrive()) };
}

function Shell() {
  return (
    <>
      <nav>
        <Link to="/cart">Cart</Link>
      </nav>
      <ScreenOutlet />
    </>
  );
}

describe('an app’s routes', () => {
  afterEach(() => localStorage.clear());

  it('keep the shell and show a spinner while the first screen’s code loads', async () => {
    const menu = deferredScreen('The menu');
    const routes = memoryRoutes([{ element: <Shell />, children: [{ path: 'menu', Component: menu.Screen }] }], '/menu');
    render(routes.element);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    await menu.arrive();
    expect(await screen.findByText('The menu')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(routes.location.pathname).toBe('/menu');
  });

  it('keep the screen before on show while the next one’s code loads', async () => {
    const cart = deferredScreen('The cart');
    const routes = memoryRoutes(
      [
        {
          element: <Shell />,
          children: [
            { path: 'menu', element: <p>The menu</p> },
            { path: 'cart', Component: cart.Screen },
          ],
        },
      ],
      '/menu',
    );
    render(routes.element);
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    // The navigation is a transition: nothing is swapped for a spinner while the cart's code loads.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('The menu')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await cart.arrive();
    expect(await screen.findByText('The cart')).toBeTruthy();
    await waitFor(() => expect(routes.pathnames).toEqual(['/menu', '/cart']));
  });
});
