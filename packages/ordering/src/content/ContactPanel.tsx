import { useSession } from '@platter/basket-core/react';
import { ContactForm, InfoPanel } from '@platter/ui-kit';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '../errors.ts';
import { useOverlay } from '../overlays.ts';
import { useRecaptcha } from '../recaptcha/use-recaptcha.ts';
import { useApi, useRestaurantInfo } from '../services/context.tsx';

/** "Contact": the restaurant's details and a message form, in a panel over a dark layer (spec §2). */
export function ContactPanel() {
  const { t } = useTranslation('content');
  const { opened, close } = useOverlay('contact');
  return (
    <InfoPanel opened={opened} onClose={close} title={t('contact.title')} icon={<IconMail size={20} aria-hidden />}>
      <ContactBody />
    </InfoPanel>
  );
}

function ContactBody() {
  const api = useApi();
  const info = useRestaurantInfo();
  const user = useSession((state) => state.user);
  const describeError = useDescribeError();
  const recaptcha = useRecaptcha();
  return (
    <ContactForm
      details={{ address: info.address, telephone: info.telephon, email: info.email }}
      initialValues={user ? { name: user.name, email: user.email, ...(user.mobile ? { phone: user.mobile } : {}) } : {}}
      onSubmit={async (values) => {
        try {
          await api.content.contact({ ...values, ...(await recaptcha.fieldsFor('contact')) });
        } catch (error) {
          throw new Error(describeError(error));
        }
      }}
    />
  );
}
