import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ProductSearchField.module.css';

export interface ProductSearchFieldProps {
  /** The query as typed; the app debounces before it searches. */
  value: string;
  /** Called on every keystroke, and with '' when the guest clears the field. */
  onChange: (value: string) => void;
  /** Shows a spinner in place of the search icon while results load. @default false */
  loading?: boolean;
  /** What is searched, as the field's placeholder and name. @default "Search dishes" in the display language */
  placeholder?: string;
}

/** The menu's search box: a controlled field with a clear button; Escape clears too. */
export const ProductSearchField = memo(function ProductSearchField({
  value,
  onChange,
  loading = false,
  placeholder,
}: ProductSearchFieldProps) {
  const { t } = useTranslation('menu');
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };
  return (
    <TextInput
      ref={inputRef}
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      size="md"
      radius="xl"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value !== '') {
          event.preventDefault();
          onChange('');
        }
      }}
      placeholder={placeholder ?? t('search.placeholder')}
      aria-label={placeholder ?? t('search.placeholder')}
      aria-busy={loading || undefined}
      leftSection={loading ? <Loader size={18} aria-label={t('search.loading')} role="status" /> : <IconSearch size={18} aria-hidden />}
      rightSection={value !== '' ? <CloseButton size="md" radius="xl" aria-label={t('search.clear')} onClick={clear} /> : null}
      classNames={{ input: classes.input }}
    />
  );
});
