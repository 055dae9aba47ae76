import type { PageData } from '@platter/contract';
import { createContext, type ReactNode, useContext } from 'react';

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ value, children }: { value: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

/** The restaurant, appearance and feature switches the page was served with. */
export function usePageData(): PageData {
  const value = useContext(PageDataContext);
  if (!value) throw new Error('usePageData needs an AppProviders (or PageDataProvider) above it');
  return value;
}
