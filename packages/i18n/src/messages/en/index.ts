import account from './account.json' with { type: 'json' };
import content from './content.json' with { type: 'json' };
import general from './general.json' with { type: 'json' };
import ordering from './ordering.json' with { type: 'json' };
import restaurant from './restaurant.json' with { type: 'json' };

/** Every server message's English text: the catalogue's reference, whose codes every language has. */
export const texts = { ...general, ...account, ...restaurant, ...content, ...ordering };
