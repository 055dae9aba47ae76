import { ActionIcon, Button, Loader, Text, Textarea, VisuallyHidden } from '@mantine/core';
import type { BasketProduct } from '@platter/contract';
import { IconMessage2, IconMinus, IconPlus, IconToolsKitchen2, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../money/use-format-money.ts';
import grid from '../../styles/cart-grid.module.css';
import { PersonList } from '../PersonList/index.ts';
import classes from './CartLine.module.css';

export interface CartLineComment {
  /** The saved comment ('' when there is none); shown under the name while the editor is closed. */
  value: string;
  /** Whether this line's editor is open. The app keeps at most one open (spec §2). */
  open: boolean;
  /** Longest comment in characters (spec §9: 140, or the restaurant's setting). */
  maxLength: number;
  /** The guest pressed "Add a comment" / "Edit comment". */
  onOpen: () => void;
  /**
   * Called with the trimmed text when the editor loses focus, also when the text did not change,
   * so the app can close the editor either way.
   */
  onSave: (text: string) => void;
  /** Shows a spinner on the comment button while the comment is being saved. @default false */
  saving?: boolean;
}

/** One person of an event-shop line (spec §3 `extra_info.itemDetails`). */
export interface CartLinePerson {
  fullName?: string;
  /** 'YYYY-MM-DD'; shown with the language's date mask (spec §9). */
  date?: string;
  /** Tickets the person takes; shown only above 1. */
  count: number;
}

/** The persons of an event-shop line and their removal. */
export interface CartLinePersons {
  list: CartLinePerson[];
  /** Removes one person (index in list); omit where persons can't be removed. */
  onRemove?: (index: number) => void;
  /** Index of the person being removed (spinner on its button, others disabled), or null. */
  removing: number | null;
}

export interface CartLineProps {
  line: BasketProduct;
  /**
   * `table`: one row of CartTable's columns (desktop cart screen). `compact`: a stacked card row
   * (phones, side cart). @default 'table'
   */
  variant?: 'table' | 'compact';
  /** Client flags of the line: both disable the quantity buttons and dim the row. */
  flags: { deleting: boolean; changingQuantity: boolean };
  /** False when the stock does not allow one more (spec §5 stock rule); disables plus. */
  canIncrease: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  /** Minus at quantity 1 becomes a remove button that calls this. */
  onRemove: () => void;
  /** The line's comment; omit where the deployment has no item comments (no comment column then). */
  comment?: CartLineComment;
  /** More lines under the product details, e.g. the date-times of a multi-date order. */
  details?: ReactNode;
  /**
   * `event`: the event shop's cart (spec §2 "Cart screen, event mode"): the quantity is read-only
   * (it follows the persons), the Price column shows the line total and `persons` are listed. A
   * line without persons (a product asking for no details) gets a remove button instead, so it can
   * still leave the basket; `onIncrease` and `onDecrease` are not used. @default 'normal'
   */
  mode?: 'normal' | 'event';
  /** The line's persons, listed under the name in event mode (ignored in normal mode). */
  persons?: CartLinePersons;
}

/**
 * One line of the cart: product, extras, quantity stepper and line total (spec §2 "Cart screen");
 * in event mode with its persons and a read-only quantity.
 */
export function CartLine({
  line,
  variant = 'table',
  flags,
  canIncrease,
  onIncrease,
  onDecrease,
  onRemove,
  comment,
  details,
  mode = 'normal',
  persons,
}: CartLineProps) {
  const { t } = useTranslation('cart');
  const formatMoney = useFormatMoney();
  const busy = flags.deleting || flags.changingQuantity;
  if (mode === 'event') {
    return (
      <EventLine line={line} variant={variant} flags={flags} onRemove={onRemove} comment={comment} details={details} persons={persons} />
    );
  }
  const stepper = (
    <QuantityStepper
      name={line.name}
      quantity={line.quantity}
      busy={busy}
      changing={flags.changingQuantity}
      canIncrease={canIncrease}
      onIncrease={onIncrease}
      onDecrease={onDecrease}
      onRemove={onRemove}
    />
  );
  const info = <LineInfo line={line} comment={comment} details={details} />;

  if (variant === 'compact') {
    return <CompactLine line={line} busy={busy} info={info} comment={comment} control={stepper} />;
  }

  return (
    <article
      className={`${classes.root} ${classes.table} ${grid.grid}`}
      data-busy={busy || undefined}
      aria-label={line.name}
      aria-busy={busy}
    >
      <div className={classes.product}>
        <LineImage image={line.image} />
        <div className={classes.info}>
          {info}
          {/* The comment stays with its product: a column of its own left the name no room beside a side menu. */}
          {comment ? <LineComment comment={comment} name={line.name} /> : null}
        </div>
      </div>
      <Text className={grid.end}>
        <VisuallyHidden>{t('line.price')} </VisuallyHidden>
        {formatMoney(line.price)}
      </Text>
      <div className={grid.center}>{stepper}</div>
      <Text fw={600} className={`${grid.end} ${classes.totalCell}`}>
        <VisuallyHidden>{t('line.total')} </VisuallyHidden>
        {formatMoney(line.totalPrice)}
      </Text>
    </article>
  );
}

type EventLineProps = Pick<CartLineProps, 'line' | 'flags' | 'onRemove' | 'comment' | 'details' | 'persons'> & {
  variant: 'table' | 'compact';
};

/** The event shop's line (spec §2 "Cart screen, event mode"): Product with its persons, QTY read-only, Price (line total). */
function EventLine({ line, variant, flags, onRemove, comment, details, persons }: EventLineProps) {
  const { t } = useTranslation('cart');
  const formatMoney = useFormatMoney();
  const removingPerson = persons?.removing != null;
  const busy = flags.deleting || flags.changingQuantity || removingPerson;
  const list =
    persons && persons.list.length > 0 ? (
      <PersonList
        persons={persons.list}
        product={line.name}
        {...(persons.onRemove ? { onRemove: persons.onRemove } : {})}
        removing={persons.removing}
        disabled={flags.deleting || flags.changingQuantity}
      />
    ) : null;
  // The compact card lists the persons below the name-and-total head, across the card's width.
  const compact = variant === 'compact';
  const info = (
    <LineInfo
      line={line}
      comment={comment}
      details={
        (list && !compact) || details ? (
          <>
            {compact ? null : list}
            {details}
          </>
        ) : null
      }
    />
  );
  // Without persons nothing else could take the line out of the basket.
  const remove = list ? null : (
    <ActionIcon
      size={40}
      radius="xl"
      variant="subtle"
      color="red"
      disabled={busy}
      loading={flags.deleting}
      onClick={onRemove}
      aria-label={t('line.remove', { name: line.name })}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
  const quantity = (
    <div className={classes.eventQuantity} data-variant={variant}>
      {/* An empty first cell balances the remove button, so the quantities of all rows line up. */}
      {compact ? null : <span />}
      <ReadOnlyQuantity quantity={line.quantity} changing={flags.changingQuantity} labelled={compact} />
      {remove}
    </div>
  );

  if (compact) {
    return <CompactLine line={line} busy={busy} info={info} persons={list} comment={comment} control={quantity} />;
  }

  return (
    <article
      className={`${classes.root} ${classes.table} ${grid.grid}`}
      data-mode="event"
      data-busy={busy || undefined}
      aria-label={line.name}
      aria-busy={busy}
    >
      <div className={classes.product}>
        <LineImage image={line.image} />
        <div className={classes.info}>
          {info}
          {/* No Comment column in event mode (spec §2): the comment stays with the product. */}
          {comment ? <LineComment comment={comment} name={line.name} /> : null}
        </div>
      </div>
      <div className={grid.center}>{quantity}</div>
      <Text fw={600} className={`${grid.end} ${classes.totalCell}`}>
        <VisuallyHidden>{t('line.price')} </VisuallyHidden>
        {formatMoney(line.totalPrice)}
      </Text>
    </article>
  );
}

/** The quantity as text: in event mode it follows the persons, so there is nothing to step. */
function ReadOnlyQuantity({ quantity, changing, labelled }: { quantity: number; changing: boolean; labelled: boolean }) {
  const { t } = useTranslation('cart');
  if (changing) return <Loader size={14} aria-label={t('line.updating')} />;
  return (
    <span className={classes.readOnlyQuantity}>
      <span aria-hidden="true">
        {labelled ? <span className={classes.quantityLabel}>{t('table.quantity')} </span> : null}
        {quantity}
      </span>
      <VisuallyHidden>{t('line.quantityValue', { quantity })}</VisuallyHidden>
    </span>
  );
}

interface CompactLineProps {
  line: BasketProduct;
  busy: boolean;
  info: ReactNode;
  /** The event line's persons, under the name. */
  persons?: ReactNode;
  comment: CartLineComment | undefined;
  /** The quantity: a stepper, or the event line's read-only count. */
  control: ReactNode;
}

/** The stacked card of a line (phones, side cart), normal or event: name and total, then unit price and quantity. */
function CompactLine({ line, busy, info, persons = null, comment, control }: CompactLineProps) {
  const { t } = useTranslation('cart');
  const formatMoney = useFormatMoney();
  return (
    <article className={classes.root} data-busy={busy || undefined} aria-label={line.name} aria-busy={busy}>
      <div className={classes.product}>
        <LineImage image={line.image} />
        <div className={classes.info}>
          <div className={classes.compactHead}>
            {info}
            <Text fw={600} className={classes.money}>
              <VisuallyHidden>{t('line.total')} </VisuallyHidden>
              {formatMoney(line.totalPrice)}
            </Text>
          </div>
          {persons}
          {comment ? <LineComment comment={comment} name={line.name} /> : null}
          <div className={classes.compactFoot}>
            <Text size="sm" c="dimmed" className={classes.money}>
              {t('line.each', { price: formatMoney(line.price) })}
            </Text>
            {control}
          </div>
        </div>
      </div>
    </article>
  );
}

function LineImage({ image }: { image: string | null }) {
  if (!image) {
    return (
      <div className={`${classes.image} ${classes.placeholder}`}>
        <IconToolsKitchen2 size={24} aria-hidden />
      </div>
    );
  }
  // The name stands next to the image, so the image is decorative.
  return <img className={classes.image} src={image} alt="" width={64} height={64} loading="lazy" decoding="async" />;
}

function LineInfo({ line, comment, details }: { line: BasketProduct; comment: CartLineComment | undefined; details: ReactNode }) {
  const { t } = useTranslation('cart');
  const formatMoney = useFormatMoney();
  const packageItems = line.is_package ? line.items : [];
  return (
    <div className={classes.info}>
      <Text fw={600} lineClamp={2} className={classes.name}>
        <span dir="auto">{line.name}</span>
      </Text>
      {line.stock != null ? (
        line.stock > 0 ? (
          <Text size="xs" c="dimmed">
            {t('line.inStock', { stock: line.stock })}
          </Text>
        ) : (
          <Text size="xs" c="red" fw={600}>
            {t('line.outOfStock')}
          </Text>
        )
      ) : null}
      {line.attributeItems.length > 0 ? (
        <Text component="ul" size="sm" c="dimmed" className={classes.details} aria-label={t('line.extras')}>
          {line.attributeItems.map((item) => (
            <li key={item.id}>
              <span>{item.quantity > 1 ? t('line.times', { quantity: item.quantity, name: item.name }) : item.name}</span>
              {/* bdi keeps the sign before the amount in right-to-left text. */}
              {item.price > 0 ? <bdi className={classes.surcharge}>+{formatMoney(item.price)}</bdi> : null}
            </li>
          ))}
        </Text>
      ) : null}
      {packageItems.length > 0 ? (
        <Text component="ul" size="sm" c="dimmed" className={classes.details} aria-label={t('line.contents')}>
          {packageItems.map((item) => (
            <li key={item.id}>
              <span>{t('line.times', { quantity: item.quantity, name: item.name })}</span>
              {item.depot && item.depot.price > 0 ? (
                <bdi className={classes.surcharge}>{t('line.depot', { price: formatMoney(item.depot.price), name: item.depot.name })}</bdi>
              ) : null}
            </li>
          ))}
        </Text>
      ) : null}
      {line.depot && line.depot.price > 0 ? (
        <Text size="sm" c="dimmed" className={classes.surcharge}>
          <bdi>{t('line.depot', { price: formatMoney(line.depot.price), name: line.depot.name })}</bdi>
        </Text>
      ) : null}
      {details}
      {comment && !comment.open && comment.value ? (
        <Text size="sm" c="dimmed" fs="italic" className={classes.savedComment}>
          <VisuallyHidden>{t('comment.saved')} </VisuallyHidden>
          {comment.value}
        </Text>
      ) : null}
    </div>
  );
}

interface QuantityStepperProps {
  name: string;
  quantity: number;
  busy: boolean;
  changing: boolean;
  canIncrease: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

function QuantityStepper({ name, quantity, busy, changing, canIncrease, onIncrease, onDecrease, onRemove }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const removes = quantity <= 1;
  return (
    <fieldset className={classes.stepper} aria-label={t('line.quantityOf', { name })}>
      <ActionIcon
        size={40}
        radius="xl"
        variant="subtle"
        color={removes ? 'red' : 'gray'}
        disabled={busy}
        onClick={removes ? onRemove : onDecrease}
        aria-label={removes ? t('line.remove', { name }) : t('line.decrease', { name })}
      >
        {removes ? <IconTrash size={18} aria-hidden /> : <IconMinus size={18} aria-hidden />}
      </ActionIcon>
      <span className={classes.quantity}>{changing ? <Loader size={14} aria-label={t('line.updating')} /> : quantity}</span>
      <ActionIcon
        size={40}
        radius="xl"
        variant="subtle"
        color="gray"
        disabled={busy || !canIncrease}
        onClick={onIncrease}
        aria-label={t('line.increase', { name })}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </fieldset>
  );
}

function LineComment({ comment, name }: { comment: CartLineComment; name: string }) {
  const { t } = useTranslation('cart');
  if (comment.open) return <CommentEditor comment={comment} name={name} />;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      px={4}
      leftSection={<IconMessage2 size={16} aria-hidden />}
      // A narrow product cell wraps the label rather than cutting it off.
      h="auto"
      mih={28}
      maw="100%"
      classNames={{ label: classes.commentLabel }}
      onClick={comment.onOpen}
      loading={comment.saving ?? false}
      aria-label={`${comment.value ? t('comment.edit') : t('comment.add')}: ${name}`}
    >
      {comment.value ? t('comment.edit') : t('comment.add')}
    </Button>
  );
}

function CommentEditor({ comment, name }: { comment: CartLineComment; name: string }) {
  const { t } = useTranslation('cart');
  const [text, setText] = useState(comment.value.slice(0, comment.maxLength));
  const left = Math.max(0, comment.maxLength - text.length);
  return (
    <Textarea
      // The guest just asked for the editor, so typing should start at once.
      autoFocus
      size="sm"
      rows={3}
      value={text}
      maxLength={comment.maxLength}
      onChange={(event) => setText(event.currentTarget.value.slice(0, comment.maxLength))}
      onBlur={() => comment.onSave(text.trim())}
      aria-label={t('comment.label', { name })}
      placeholder={t('comment.placeholder')}
      description={t('comment.charactersLeft', { count: left })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
