import { formatMoney, type MessageLanguage } from '@platter/i18n';
import type { SandboxPayment } from './sandbox-store.ts';

const LABELS = {
  en: {
    title: 'Test payment',
    notice: 'Sandbox: no money is moved. Choose how this payment ends.',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    cancel: 'Cancel',
    paid: 'This payment is paid.',
    failed: 'This payment has failed.',
    canceled: 'This payment was canceled.',
    back: 'Back to the shop',
    notFound: 'Payment not found',
    notFoundText: 'This test payment does not exist.',
  },
  de: {
    title: 'Testzahlung',
    notice: 'Sandbox: Es wird kein Geld bewegt. Wähle, wie diese Zahlung endet.',
    amount: 'Betrag',
    pay: 'Bezahlen',
    fail: 'Fehlschlagen',
    cancel: 'Abbrechen',
    paid: 'Diese Zahlung ist bezahlt.',
    failed: 'Diese Zahlung ist fehlgeschlagen.',
    canceled: 'Diese Zahlung wurde abgebrochen.',
    back: 'Zurück zum Shop',
    notFound: 'Zahlung nicht gefunden',
    notFoundText: 'Diese Testzahlung gibt es nicht.',
  },
  fr: {
    title: 'Paiement test',
    notice: 'Bac à sable : aucun argent n’est débité. Choisissez comment ce paiement se termine.',
    amount: 'Montant',
    pay: 'Payer',
    fail: 'Échouer',
    cancel: 'Annuler',
    paid: 'Ce paiement est réglé.',
    failed: 'Ce paiement a échoué.',
    canceled: 'Ce paiement a été annulé.',
    back: 'Retour à la boutique',
    notFound: 'Paiement introuvable',
    notFoundText: 'Ce paiement test n’existe pas.',
  },
  ar: {
    title: 'دفعة تجريبية',
    notice: 'بيئة تجريبية: لا تُحوَّل أي أموال. اختر كيف تنتهي هذه الدفعة.',
    amount: 'المبلغ',
    pay: 'ادفع',
    fail: 'إفشال',
    cancel: 'إلغاء',
    paid: 'تم دفع هذه الدفعة.',
    failed: 'فشلت هذه الدفعة.',
    canceled: 'أُلغيت هذه الدفعة.',
    back: 'العودة إلى المتجر',
    notFound: 'الدفعة غير موجودة',
    notFoundText: 'هذه الدفعة التجريبية غير موجودة.',
  },
} satisfies Record<MessageLanguage, Record<string, string>>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The amount as the shop shows money (`formatMoney` of @platter/i18n): its currency, the guest's language. */
export function formatAmount(amountMinor: number, currency: string, language: MessageLanguage): string {
  // Display only: the division is exact enough for a two-decimal amount shown with two decimals.
  return formatMoney(amountMinor / 100, { currency, locale: language });
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
h1{margin:0 0 8px;font-size:1.25rem}
.notice{margin:0 0 24px;padding:8px 12px;border-radius:8px;background:#fef3c7;color:#92400e;font-size:.875rem}
.label{margin:0;color:#6b7280;font-size:.875rem}
.amount{margin:0 0 8px;font-size:2rem;font-weight:700;font-variant-numeric:tabular-nums}
.description{margin:0 0 24px;overflow-wrap:anywhere}
form{display:grid;gap:12px}
button,a.button{display:block;width:100%;padding:12px 16px;border:0;border-radius:10px;font:inherit;font-weight:600;
text-align:center;text-decoration:none;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#dc2626;color:#fff}.cancel{background:#e5e7eb;color:#111827}
a.button{background:#111827;color:#fff}
button:focus-visible,a.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

function htmlDocument(language: MessageLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"${language === 'ar' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The page of one sandbox payment: Pay / Fail / Cancel while open, its outcome afterwards. */
export function renderSandboxPage(payment: SandboxPayment, language: MessageLanguage): string {
  const labels = LABELS[language];
  const id = escapeHtml(payment.id);
  const actions =
    payment.status === 'open'
      ? `<form method="post">
<button class="pay" type="submit" formaction="${id}/pay">${labels.pay}</button>
<button class="fail" type="submit" formaction="${id}/fail">${labels.fail}</button>
<button class="cancel" type="submit" formaction="${id}/cancel">${labels.cancel}</button>
</form>`
      : `<p>${labels[payment.status]}</p>
<a class="button" href="${escapeHtml(payment.return_url)}">${labels.back}</a>`;
  return htmlDocument(
    language,
    labels.title,
    `<h1>${labels.title}</h1>
<p class="notice">${labels.notice}</p>
<p class="label">${labels.amount}</p>
<p class="amount">${escapeHtml(formatAmount(payment.amount_minor, payment.currency, language))}</p>
<p class="description">${escapeHtml(payment.description)}</p>
${actions}`,
  );
}

export function renderNotFoundPage(language: MessageLanguage): string {
  const labels = LABELS[language];
  return htmlDocument(language, labels.notFound, `<h1>${labels.notFound}</h1>\n<p>${labels.notFoundText}</p>`);
}
