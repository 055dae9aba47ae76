import type { LegalContents } from '@platter/contract';
import { InfoPanel, LegalContent } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../errors.ts';
import { useOverlay } from '../overlays.ts';
import { legalContentsQuery } from '../queries.ts';
import { useApi } from '../services/context.tsx';
import { LEGAL_PANELS } from './legal-panel-list.tsx';

/** About us, privacy, terms and imprint: panels over a dark layer that a click closes (spec §2). */
export function LegalPanels() {
  return (
    <>
      {LEGAL_PANELS.map((panel) => (
        <LegalPanel key={panel.overlay} {...panel} />
      ))}
    </>
  );
}

function LegalPanel({ overlay, field, icon }: (typeof LEGAL_PANELS)[number]) {
  const { t } = useTranslation('content');
  const { opened, close } = useOverlay(overlay);
  return (
    <InfoPanel opened={opened} onClose={close} title={t(`header.${overlay}`)} icon={icon}>
      <LegalText field={field} />
    </InfoPanel>
  );
}

/** Mounted only while its panel shows, so the texts are fetched when first read. */
function LegalText({ field }: { field: keyof LegalContents }) {
  const api = useApi();
  const describeError = useDescribeError();
  const legal = useQuery(legalContentsQuery(api));
  return (
    <LegalContent
      html={legal.data ? legal.data[field] : undefined}
      error={legal.isError ? describeError(legal.error) : null}
      onRetry={() => void legal.refetch()}
    />
  );
}
