import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

export interface AllergenTooltipProps {
  label: string;
  /** Open at mount: the pointer is still on the allergens that asked for it. */
  defaultOpened: boolean;
  children: ReactElement;
}

/** The allergens' tooltip, loaded on the first hover of a card's allergens (AllergenBadges). */
export function AllergenTooltip({ label, defaultOpened, children }: AllergenTooltipProps) {
  return (
    <Tooltip label={label} withArrow events={{ hover: true, focus: false, touch: true }} defaultOpened={defaultOpened}>
      {children}
    </Tooltip>
  );
}
