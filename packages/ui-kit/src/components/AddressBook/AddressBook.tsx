import { Alert, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UserAddress } from '@platter/contract';
import { IconMapPin, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../forms/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { UserAddressForm, type UserAddressValues } from './UserAddressForm.tsx';

export interface AddressBookProps {
  addresses: UserAddress[];
  /** Skeleton cards instead of the list. @default false */
  loading?: boolean;
  /** Why the list could not be loaded; shown with a retry button instead of the list. */
  error?: string | null;
  onRetry?: () => void;
  /** Saves a new address; the dialog closes on success, a rejection's message stays in it. */
  onAdd: (values: UserAddressValues) => Promise<void>;
  onEdit: (id: number, values: UserAddressValues) => Promise<void>;
  /** Called once the customer confirmed; a rejection's message is shown in the confirm dialog. */
  onRemove: (id: number) => Promise<void>;
}

type Editor = { mode: 'add' } | { mode: 'edit'; address: UserAddress } | null;

/** The customer's saved addresses: cards to edit or remove, a dialog to add one, an empty state. */
export function AddressBook({ addresses, loading = false, error = null, onRetry, onAdd, onEdit, onRemove }: AddressBookProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [editor, setEditor] = useState<Editor>(null);
  const [removing, setRemoving] = useState<UserAddress | null>(null);
  const [removeState, setRemoveState] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });

  const closeRemove = () => {
    setRemoving(null);
    setRemoveState({ busy: false, failure: null });
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveState({ busy: true, failure: null });
    try {
      await onRemove(removing.id);
      closeRemove();
    } catch (caught) {
      setRemoveState({ busy: false, failure: failureText(caught, t('errors.failed')) });
    }
  };

  const add = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditor({ mode: 'add' })} size="sm" h={40}>
      {t('addresses.add')}
    </Button>
  );
  const showAdd = !loading && !error && addresses.length > 0;

  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('addresses.title')}
        </Title>
        {showAdd ? add : null}
      </Group>
      {loading ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true" aria-label={t('addresses.loading')}>
          {[0, 1].map((key) => (
            <Paper key={key} withBorder radius="lg" p="md">
              <Skeleton height={16} width="60%" mb="sm" />
              <Skeleton height={12} width="45%" mb={8} />
              <Skeleton height={12} width="30%" />
            </Paper>
          ))}
        </SimpleGrid>
      ) : error ? (
        <Alert color="red" variant="light" role="alert" title={t('addresses.loadError')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error}</Text>
            {onRetry ? (
              <Button variant="light" color="red" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : addresses.length === 0 ? (
        <Paper withBorder radius="lg">
          <EmptyState
            icon={<IconMapPin size={34} aria-hidden />}
            title={t('addresses.emptyTitle')}
            description={t('addresses.empty')}
            action={add}
          />
        </Paper>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditor({ mode: 'edit', address })}
              onRemove={() => setRemoving(address)}
            />
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={editor !== null}
        onClose={() => setEditor(null)}
        title={editor?.mode === 'edit' ? t('addresses.editTitle') : t('addresses.addTitle')}
        fullScreen={phone}
        centered
        size="lg"
        radius={phone ? 0 : 'lg'}
        closeButtonProps={{ 'aria-label': t('auth.close') }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {editor ? (
          <UserAddressForm
            key={editor.mode === 'edit' ? editor.address.id : 'new'}
            {...(editor.mode === 'edit' ? { initialValues: editor.address } : {})}
            onCancel={() => setEditor(null)}
            onSubmit={async (values) => {
              if (editor.mode === 'edit') await onEdit(editor.address.id, values);
              else await onAdd(values);
              setEditor(null);
            }}
          />
        ) : null}
      </Modal>

      <ConfirmDialog
        opened={removing !== null}
        title={t('addresses.removeTitle')}
        message={
          <Stack gap="sm">
            <Text>{t('addresses.removeMessage', { address: removing ? streetLine(removing) : '' })}</Text>
            {removeState.failure ? (
              <Alert color="red" variant="light" role="alert">
                {removeState.failure}
              </Alert>
            ) : null}
          </Stack>
        }
        confirmLabel={t('addresses.remove')}
        cancelLabel={t('addresses.cancel')}
        onConfirm={() => void confirmRemove()}
        onCancel={closeRemove}
        loading={removeState.busy}
        danger
      />
    </Stack>
  );
}

function streetLine(address: UserAddress): string {
  return `${address.address} ${address.house_number}`;
}

function AddressCard({ address, onEdit, onRemove }: { address: UserAddress; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation('account');
  const street = streetLine(address);
  return (
    <Paper component="li" withBorder radius="lg" p="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" radius="xl" size={40}>
          <IconMapPin size={20} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{street}</Text>
          <Text size="sm">
            {address.postal_code} {address.city}
          </Text>
          <Text size="sm">{address.country}</Text>
          {address.company ? (
            <Text size="sm" c="dimmed">
              {address.company}
            </Text>
          ) : null}
          {address.comment ? (
            <Text size="sm" c="dimmed" fs="italic">
              {address.comment}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button
          variant="subtle"
          size="sm"
          h={40}
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
          aria-label={t('addresses.editLabel', { address: street })}
        >
          {t('addresses.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="sm"
          h={40}
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onRemove}
          aria-label={t('addresses.removeLabel', { address: street })}
        >
          {t('addresses.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
