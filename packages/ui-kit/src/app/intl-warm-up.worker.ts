// A worker that builds the page's Intl formats once and ends (see intl-warm-up.ts).
import { buildIntlFormats, type IntlNeeds } from './intl-formats.ts';

addEventListener(
  'message',
  (event: MessageEvent<IntlNeeds>) => {
    buildIntlFormats(event.data);
    close();
  },
  { once: true },
);
