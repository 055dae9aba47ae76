import type { MessageTexts } from '../../message-language.ts';
import account from './account.json' with { type: 'json' };
import content from './content.json' with { type: 'json' };
import general from './general.json' with { type: 'json' };
import ordering from './ordering.json' with { type: 'json' };
import restaurant from './restaurant.json' with { type: 'json' };

/** Every server message's French text: one chunk, loaded when the language is shown. */
export const texts: MessageTexts = { ...general, ...account, ...restaurant, ...content, ...ordering };
