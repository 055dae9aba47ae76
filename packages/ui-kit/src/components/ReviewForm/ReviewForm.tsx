import { ActionIcon, Alert, Button, Group, Input, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure, useSubmission } from '../../forms/index.ts';

export interface ReviewValues {
  rating: number;
  name: string;
  text: string;
}

export interface ReviewFormProps {
  /** Sends the review; a rejection's message is shown above the button. */
  onSubmit: (values: ReviewValues) => Promise<void>;
  /** The guest's name, when known (a signed-in customer). @default '' */
  initialName?: string;
  /** What the review is about, e.g. "Order #12". */
  subject?: string | null;
}

/** Stars, name and a few words about an order; thanks the guest once it is sent. */
export function ReviewForm({ onSubmit, initialName = '', subject = null }: ReviewFormProps) {
  const { t } = useTranslation('checkout');
  const ratingLabel = useId();
  const [rating, setRating] = useState(0);
  const [name, setName] = useState(initialName);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; name?: string; text?: string }>({});
  const { sending, failure, run, clearFailure } = useSubmission(t('review.failed'));
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(rating < 1 ? { rating: t('review.ratingRequired') } : {}),
      ...(name.trim() ? {} : { name: t('review.required') }),
      ...(text.trim() ? {} : { text: t('review.required') }),
    };
    setErrors(found);
    clearFailure();
    if (Object.keys(found).length > 0) return;
    if (await run(() => onSubmit({ rating, name: name.trim(), text: text.trim() }))) setSent(true);
  }

  if (sent)
    return (
      <Alert color="teal" variant="light" title={t('review.thanksTitle')} role="status">
        {t('review.thanks')}
      </Alert>
    );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {subject ? <Text c="dimmed">{subject}</Text> : null}
        <Input.Wrapper label={t('review.rating')} id={ratingLabel} required error={errors.rating}>
          <Group gap={4} mt={4} role="radiogroup" aria-labelledby={`${ratingLabel}-label`}>
            {[1, 2, 3, 4, 5].map((value) => (
              <ActionIcon
                key={value}
                role="radio"
                aria-checked={rating === value}
                aria-label={t('review.stars', { count: value })}
                variant="subtle"
                color="yellow"
                size="xl"
                onClick={() => setRating(value)}
              >
                {value <= rating ? <IconStarFilled size={30} aria-hidden /> : <IconStar size={30} aria-hidden />}
              </ActionIcon>
            ))}
          </Group>
        </Input.Wrapper>
        <TextInput
          label={t('review.name')}
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={120}
        />
        <Textarea
          label={t('review.text')}
          placeholder={t('review.textPlaceholder')}
          required
          rows={5}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text}
        />
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} size="md">
            {t('review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
