import {
  type ComponentType,
  cloneElement,
  type LazyExoticComponent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
  useTransition,
} from 'react';

/** What a target button takes before its menu has loaded. */
interface PlaceholderTargetProps {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-busy'?: boolean;
}

/** The props every loaded menu takes: its target, to render inside `Menu.Target`. */
export interface LoadedMenuProps {
  target: ReactElement;
}

export interface DeferredMenuProps<P extends LoadedMenuProps> {
  /** The button that opens the menu; it is in the first paint, the menu's code is not. */
  target: ReactElement<PlaceholderTargetProps>;
  /** The menu, `React.lazy` of a component that renders `target` and opens on mount (`useOpenedOnMount`). */
  menu: LazyExoticComponent<ComponentType<P>>;
  /** The menu's own props, without `target`. */
  menuProps: Omit<P, 'target'>;
}

/**
 * A header menu whose code (Mantine's Menu and Popover, floating-ui: about 15 KB gzip) loads on the
 * first click of its button. Until then the button stands alone with the ARIA a menu button has;
 * the first click loads the menu in a transition (the button stays as it is, marked busy), then
 * the menu replaces it with the same-looking button and opens.
 */
export function DeferredMenu<P extends LoadedMenuProps>({ target, menu: Menu, menuProps }: DeferredMenuProps<P>) {
  const [requested, setRequested] = useState(false);
  const [loading, startLoading] = useTransition();
  const placeholder = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'aria-busy': loading || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      target.props.onClick?.(event);
      startLoading(() => setRequested(true));
    },
  });
  const props = { ...menuProps, target } as P;
  return <Suspense fallback={placeholder}>{requested ? <Menu {...props} /> : placeholder}</Suspense>;
}

/**
 * For a loaded menu: open it once mounted, as the first click asked, with focus on its (new) button
 * first so that Mantine moves focus into the menu and gives it back to the button on close, as it
 * does when the button opens a menu that was there all along. Render the returned `target`.
 */
export function useOpenedOnMount(target: ReactElement) {
  const targetRef = useRef<HTMLElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    targetRef.current?.focus();
    setOpened(true);
  }, []);
  return {
    target: cloneElement(target as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: targetRef }),
    opened,
    onChange: setOpened,
  };
}
