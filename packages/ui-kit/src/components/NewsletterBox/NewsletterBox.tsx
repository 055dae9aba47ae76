import { Button, CloseButton, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './NewsletterBox.module.css';

// Deliberately loose: the server has the final word; this only catches typos like a missing "@".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewsletterBoxProps {
  /** Signs the address up; reject with an Error whose message the guest should read. */
  onSubscribe: (email: string) => Promise<void>;
  /** Starts expanded instead of as the small floating button. @default false */
  defaultOpened?: boolean;
  /** Extra distance from the bottom edge in px, e.g. above a sticky basket bar (floating only). @default 0 */
  bottomOffset?: number;
  /**
   * `inline`: a block in the page's flow, at the end of the menu, covering nothing (a floating pill
   * lay over the cards' add buttons). `floating`: the small button in the bottom end corner.
   * @default 'floating'
   */
  placement?: 'floating' | 'inline';
}

type Status = 'idle' | 'submitting' | 'success';

/** The floating newsletter sign-up: a small button at the bottom corner that expands into a form. */
export const NewsletterBox = memo(function NewsletterBox({
  onSubscribe,
  defaultOpened = false,
  bottomOffset = 0,
  placement = 'floating',
}: NewsletterBoxProps) {
  const { t } = useTranslation('menu');
  const [opened, setOpened] = useState(defaultOpened);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const panelId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Focus moves only after the guest acts, never on page load with defaultOpened.
  const focusAfterToggle = useRef(false);

  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (opened ? inputRef : toggleRef).current?.focus();
  }, [opened]);

  const toggle = (next: boolean) => {
    focusAfterToggle.current = true;
    setOpened(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t('newsletter.emailRequired'));
    if (!EMAIL_PATTERN.test(address)) return setError(t('newsletter.emailInvalid'));
    setError(null);
    setStatus('submitting');
    try {
      await onSubscribe(address);
      setEmail('');
      setStatus('success');
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : t('newsletter.failed'));
      setStatus('idle');
    }
  };

  const style = { '--newsletter-offset': `${bottomOffset}px` } as CSSProperties;

  if (!opened) {
    return (
      <div className={classes.root} style={style} data-placement={placement}>
        <Button
          ref={toggleRef}
          radius="xl"
          size="md"
          leftSection={<IconMail size={18} aria-hidden />}
          aria-expanded={false}
          onClick={() => toggle(true)}
          className={classes.toggle}
        >
          {t('newsletter.open')}
        </Button>
      </div>
    );
  }

  return (
    <div className={classes.root} style={style} data-placement={placement}>
      <Paper
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        withBorder
        shadow="xl"
        radius="lg"
        p="md"
        className={classes.card}
        onKeyDown={(event) => {
          if (event.key === 'Escape') toggle(false);
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size={36}>
                <IconMail size={18} aria-hidden />
              </ThemeIcon>
              <Title order={2} id={titleId} className={classes.title}>
                {t('newsletter.title')}
              </Title>
            </Group>
            <CloseButton size="lg" radius="xl" aria-label={t('newsletter.close')} onClick={() => toggle(false)} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('newsletter.intro')}
          </Text>
          <form noValidate onSubmit={submit}>
            <Stack gap="sm">
              <TextInput
                ref={inputRef}
                type="email"
                inputMode="email"
                autoComplete="email"
                label={t('newsletter.email')}
                placeholder={t('newsletter.emailPlaceholder')}
                value={email}
                onChange={(event) => {
                  setEmail(event.currentTarget.value);
                  if (error) setError(null);
                  if (status === 'success') setStatus('idle');
                }}
                error={error}
                size="md"
              />
              <Button type="submit" size="md" fullWidth loading={status === 'submitting'}>
                {t('newsletter.subscribe')}
              </Button>
            </Stack>
          </form>
          <div role="status" aria-live="polite">
            {status === 'success' ? (
              <Group gap={6} wrap="nowrap" className={classes.success}>
                <IconCircleCheck size={18} aria-hidden className={classes.successIcon} />
                <Text size="sm" fw={500}>
                  {t('newsletter.success')}
                </Text>
              </Group>
            ) : null}
          </div>
        </Stack>
      </Paper>
    </div>
  );
});
