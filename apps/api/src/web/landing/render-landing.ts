import { dateTimeFormat, textDirection } from '@platter/i18n';
import type { TFunction } from 'i18next';
import { darken, escapeHtml, safeColour, safeUrl, telephoneHref, textOn } from './html.ts';
import { type LandingData, SOCIAL_NETWORKS, type SocialNetwork } from './landing-data.ts';

const FALLBACK_COLOUR = '#c2410c';
const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/** `11:00:00` or `11:00` as `11:00`. */
function clockTime(time: string): string {
  return time.slice(0, 5);
}

/** Weekday names in the restaurant's language; 1 January 2024 was a Monday (API weekday 1). */
function weekdayName(weekday: number, lang: string): string {
  return dateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

function hoursOn(data: LandingData, weekday: number): string[] {
  return data.openingTimes
    .filter((time) => time.weekday === weekday)
    .map((time) => `${clockTime(time.open_at)}–${clockTime(time.close_at)}`);
}

function openingHoursSection(data: LandingData, t: TFunction): string {
  if (!data.showOpenHours) return '';
  if (data.openingTimes.length === 0) {
    return `<section class="card"><h2>${escapeHtml(t('landing.openingHours'))}</h2><p class="muted">${escapeHtml(t('landing.noHours'))}</p></section>`;
  }
  const rows = [1, 2, 3, 4, 5, 6, 7]
    .map((weekday) => {
      const hours = hoursOn(data, weekday);
      const isToday = weekday === data.today;
      const day = `${escapeHtml(weekdayName(weekday, data.lang))}${isToday ? ` <span class="tag">${escapeHtml(t('landing.today'))}</span>` : ''}`;
      const times = hours.length > 0 ? hours.map(escapeHtml).join('<br>') : `<span class="muted">${escapeHtml(t('landing.closed'))}</span>`;
      return `<tr${isToday ? ' class="today" aria-current="date"' : ''}><th scope="row">${day}</th><td>${times}</td></tr>`;
    })
    .join('');
  return `<section class="card"><h2>${escapeHtml(t('landing.openingHours'))}</h2><table>${rows}</table></section>`;
}

function contactSection(data: LandingData, t: TFunction): string {
  const items: string[] = [];
  if (data.address.trim()) {
    const directions = `https://www.openstreetmap.org/search?query=${encodeURIComponent(data.address)}`;
    items.push(
      `<div><dt>${escapeHtml(t('landing.address'))}</dt><dd>${escapeHtml(data.address)}<br><a href="${escapeHtml(directions)}" rel="noopener" target="_blank">${escapeHtml(t('landing.directions'))}</a></dd></div>`,
    );
  }
  const tel = telephoneHref(data.telephone);
  if (tel) {
    items.push(
      `<div><dt>${escapeHtml(t('landing.phone'))}</dt><dd><a href="${escapeHtml(tel)}" dir="ltr">${escapeHtml(data.telephone)}</a></dd></div>`,
    );
  }
  if (/^[^\s@<>"']+@[^\s@<>"']+$/.test(data.email.trim())) {
    items.push(
      `<div><dt>${escapeHtml(t('landing.email'))}</dt><dd><a href="mailto:${escapeHtml(data.email.trim())}">${escapeHtml(data.email.trim())}</a></dd></div>`,
    );
  }
  if (items.length === 0) return '';
  return `<section class="card"><h2>${escapeHtml(t('landing.contact'))}</h2><dl>${items.join('')}</dl></section>`;
}

function socialSection(data: LandingData, t: TFunction): string {
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const url = safeUrl(data.social[network]);
    return url?.startsWith('http')
      ? [`<li><a class="pill" href="${escapeHtml(url)}" rel="noopener" target="_blank">${SOCIAL_NAMES[network]}</a></li>`]
      : [];
  });
  if (links.length === 0) return '';
  return `<section class="card wide"><h2>${escapeHtml(t('landing.followUs'))}</h2><ul class="social">${links.join('')}</ul></section>`;
}

function logo(data: LandingData): string {
  const url = safeUrl(data.appearance.logoUrl);
  const shape = data.appearance.logoShape;
  if (url) return `<img class="logo ${shape}" src="${escapeHtml(url)}" alt="" width="96" height="96">`;
  return `<span class="logo ${shape === 'wide' ? 'round' : shape} initial" aria-hidden="true">${escapeHtml(Array.from(data.name.trim())[0] ?? '')}</span>`;
}

function styles(primary: string): string {
  return `:root{--primary:${primary};--primary-dark:${darken(primary, 0.18)};--on-primary:${textOn(primary)};--bg:#f8f7f5;--card:#fff;--text:#1f2328;--muted:#5c6370;--line:#e6e3df;color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{--bg:#141517;--card:#1f2023;--text:#e9ecef;--muted:#a6abb3;--line:#33353a}}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif}
a{color:inherit}a:focus-visible{outline:3px solid var(--primary);outline-offset:3px;border-radius:6px}
.banner{position:relative;height:clamp(150px,32vw,400px);background:linear-gradient(135deg,var(--primary),var(--primary-dark))}
.banner>img{display:block;width:100%;height:100%;object-fit:cover}
.brand{max-width:1100px;margin:0 auto;padding:0 1.25rem 1.75rem}
.logo{display:block;width:96px;height:96px;margin-block:-48px 1rem;position:relative;object-fit:cover;background:#fff;border:4px solid var(--bg);box-shadow:0 4px 16px rgba(0,0,0,.18)}
.logo.round{border-radius:50%}.logo.square{border-radius:20px}.logo.wide{width:auto;max-width:240px;height:80px;margin-block-start:-40px;border-radius:16px;object-fit:contain;padding:6px}
.logo.initial{display:grid;place-items:center;font-size:2.5rem;font-weight:800;color:var(--on-primary);background:var(--primary)}
h1{margin:0;font-size:clamp(2rem,7vw,3.25rem);line-height:1.1;letter-spacing:-.02em}
.lead{margin:.4rem 0 0;color:var(--muted);font-size:1.05rem}
.open{display:inline-flex;align-items:center;gap:.5rem;margin:.75rem 0 0;font-weight:600}
.open::before{content:"";width:.6rem;height:.6rem;border-radius:50%;background:#2f9e44}.open.closed::before{background:#868e96}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.5rem}
.button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:48px;padding:.75rem 1.6rem;border-radius:999px;font-weight:700;font-size:1.05rem;text-decoration:none;transition:background-color .15s,border-color .15s}
.button.primary{background:var(--primary);color:var(--on-primary);box-shadow:0 4px 14px color-mix(in srgb,var(--primary) 40%,transparent)}
.button.primary:hover{background:var(--primary-dark)}
.button.secondary{border:1px solid var(--line);background:var(--card);color:var(--text)}
.button.secondary:hover{border-color:var(--primary)}
.button:focus-visible{outline:3px solid var(--primary);outline-offset:3px}
@media (max-width:479px){.actions .button{flex:1 1 100%}}
main{display:grid;gap:1rem;max-width:1100px;margin:0 auto;padding:0 1rem 2rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:1.25rem 1.25rem 1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h2{margin:0 0 .75rem;font-size:1.15rem}
table{width:100%;border-collapse:collapse}th,td{padding:.45rem 0;text-align:start;vertical-align:top;border-block-end:1px solid var(--line)}
tr:last-child th,tr:last-child td{border-block-end:0}th{font-weight:500;padding-inline-end:1rem}td{text-align:end;font-variant-numeric:tabular-nums}
tr.today th,tr.today td{font-weight:700}
.tag{display:inline-block;margin-inline-start:.35rem;padding:0 .5rem;border-radius:999px;font-size:.75rem;font-weight:700;background:var(--primary);color:var(--on-primary);vertical-align:1px}
.muted{color:var(--muted)}
dl{margin:0;display:grid;gap:.9rem}dt{font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}dd{margin:.15rem 0 0}
dd a{color:var(--primary);font-weight:600;text-underline-offset:3px}
@media (prefers-color-scheme:dark){dd a{color:color-mix(in srgb,var(--primary) 60%,#fff)}}
.social{display:flex;flex-wrap:wrap;gap:.5rem;margin:0;padding:0;list-style:none}
.pill{display:inline-flex;align-items:center;min-height:40px;padding:.4rem 1rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;font-weight:600}
.pill:hover{border-color:var(--primary)}
footer{padding:1.5rem 1rem 2.5rem;text-align:center;color:var(--muted);font-size:.9rem}
@media (min-width:768px){.brand{padding:0 2rem 2.5rem}.logo{width:120px;height:120px;margin-block-start:-60px}main{grid-template-columns:1fr 1fr;align-items:start;padding:0 2rem 3rem}.card.wide{grid-column:1/-1}}`;
}

/**
 * The restaurant's landing page (spec §2 `/landing.html`): plain HTML with inline CSS in the
 * restaurant's colour, no script. Every restaurant text is escaped and every link checked, since
 * names, addresses and social links are data a manager typed.
 */
export function renderLanding(data: LandingData, t: TFunction): string {
  const primary = safeColour(data.appearance.primaryColor, FALLBACK_COLOUR);
  const name = escapeHtml(data.name);
  const description = escapeHtml(t('landing.description', { name: data.name }));
  const cover = safeUrl(data.appearance.mainImageUrl);
  const hoursToday = hoursOn(data, data.today);
  const today =
    data.showOpenHours && data.openingTimes.length > 0
      ? hoursToday.length > 0
        ? t('landing.todayOpen', { hours: hoursToday.join(', ') })
        : t('landing.todayClosed')
      : null;
  const tel = telephoneHref(data.telephone);
  const order = data.features.hasShop
    ? `<a class="button primary" href="/menu">${escapeHtml(t(data.features.catalogueOnly ? 'landing.viewMenu' : 'landing.orderOnline'))}</a>`
    : '';
  const call = tel ? `<a class="button secondary" href="${escapeHtml(tel)}">${escapeHtml(t('landing.call'))}</a>` : '';
  const ogImage = cover?.startsWith('http') ? `<meta property="og:image" content="${escapeHtml(cover)}">` : '';

  return `<!doctype html>
<html lang="${data.lang}" dir="${textDirection(data.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${name}</title>
<meta name="description" content="${description}">
<meta name="theme-color" content="${primary}">
<meta property="og:type" content="website">
<meta property="og:title" content="${name}">
<meta property="og:description" content="${description}">
${ogImage}
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="manifest" href="/manifest.webmanifest">
<style>${styles(primary)}</style>
</head>
<body>
<header>
<div class="banner">${cover ? `<img src="${escapeHtml(cover)}" alt="" fetchpriority="high">` : ''}</div>
<div class="brand">
${logo(data)}
<h1>${name}</h1>
${data.address.trim() ? `<p class="lead">${escapeHtml(data.address)}</p>` : ''}
${today ? `<p class="open${hoursToday.length > 0 ? '' : ' closed'}">${escapeHtml(today)}</p>` : ''}
${order || call ? `<div class="actions">${order}${call}</div>` : ''}
</div>
</header>
<main>
${openingHoursSection(data, t)}
${contactSection(data, t)}
${socialSection(data, t)}
</main>
<footer>${escapeHtml(t('landing.copyright', { year: data.year, name: data.name }))}</footer>
</body>
</html>
`;
}
