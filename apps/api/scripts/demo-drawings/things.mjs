// What is not a dish: menus in a box, tickets with a pictogram of their event, merchandise.
import { circle, ellipse, group, leaf, line, path, rect, rotate, shade, shadow, sprinkle } from './primitives.mjs';

/** A ticket stub, tilted, with a pictogram drawn around (0, 0) on its left part. */
export function ticket({ colour, icon, tilt = -8, stripe }) {
  return [
    shadow(204, 236, 150, 16),
    group(
      `translate(200 150) rotate(${tilt})`,
      [
        path('M-150-78H150V-22A22 22 0 0 0 150 22V78H-150V22A22 22 0 0 0-150-22Z', shade(colour, -0.2), 'transform="translate(0 6)"'),
        path('M-150-78H150V-22A22 22 0 0 0 150 22V78H-150V22A22 22 0 0 0-150-22Z', colour),
        line('M86-66V66', '#ffffff', 3, 'stroke-dasharray="7 8" opacity=".8"'),
        stripe ? rect(98, -66, 40, 132, 8, stripe) : circle(118, 0, 16, '#ffffff', 'opacity=".35"'),
        group('translate(-28 0)', icon),
      ].join(''),
    ),
  ].join('');
}

/** A standing person pictogram of `size` (1 = adult), at (x, y) of its feet. */
export function person(x, y, size = 1, colour = '#ffffff') {
  const s = size;
  return `${circle(x, y - 92 * s, 15 * s, colour)}${path(`M${x - 26 * s} ${y}V${y - 50 * s}Q${x - 26 * s} ${y - 72 * s} ${x} ${y - 72 * s}Q${x + 26 * s} ${y - 72 * s} ${x + 26 * s} ${y - 50 * s}V${y}Z`, colour)}`;
}

export const ICONS = {
  garland: () =>
    `${line('M-100-50Q-30-10 40-50', '#ffffff', 3)}${[-80, -56, -30, -4, 22].map((x, index) => circle(x, -38 + Math.abs(x + 30) * -0.2 + 12, 9, ['#fde047', '#f472b6', '#60a5fa', '#fb923c', '#34d399'][index])).join('')}${circle(-10, 26, 30, '#fde047')}${sprinkle('sun', 8, 44, (x, y) => line(`M${-10 + x * 0.75} ${26 + y * 0.75}L${-10 + x} ${26 + y}`, '#fde047', 5), 0.99)}`,
  saxophone: () =>
    `${line('M-30-60V20Q-30 50 0 50Q30 50 30 20V10', '#fcd34d', 16)}${path('M16 0H48L40 22H22Z', '#fcd34d')}${line('M-30-60L-46-76', '#fcd34d', 8)}${[-40, -20, 0].map((y) => circle(-30, y, 4, '#b45309')).join('')}${path('M50-60V-20A10 8 0 1 1 44-28V-66L74-72V-30A10 8 0 1 1 68-38V-62Z', '#ffffff')}`,
  wristband: () =>
    `${ellipse(0, 0, 80, 44, 'none', 'stroke="#ffffff" stroke-width="18"')}${ellipse(0, 0, 80, 44, 'none', 'stroke="#fde047" stroke-width="6" stroke-dasharray="14 10"')}${rect(-20, 30, 40, 26, 6, '#ffffff')}${circle(0, 43, 6, '#a855f7')}`,
  wineTasting: () =>
    `${path('M-70-60Q-74-10-40 0Q-6-10-10-60Z', '#ffffff', 'opacity=".9"')}${path('M-72-36Q-70-6-40 0Q-8-6-8-36Z', '#9f1239')}${rect(-43, 0, 6, 44, 3, '#ffffff')}${ellipse(-40, 46, 22, 5, '#ffffff')}${path('M10-60Q6-10 40 0Q74-10 70-60Z', '#ffffff', 'opacity=".9"')}${path('M8-36Q10-6 40 0Q72-6 72-36Z', '#fde68a')}${rect(37, 0, 6, 44, 3, '#ffffff')}${ellipse(40, 46, 22, 5, '#ffffff')}${line('M-18-66l6-12M0-70V-84M18-66l-6-12', '#fde047', 4)}`,
  cooking: () =>
    `${path('M-50-20Q-70-30-60-56Q-50-76-26-66Q-16-90 10-82Q34-92 44-68Q70-72 66-44Q62-22 46-20Z', '#ffffff')}${rect(-44, -22, 84, 30, 4, '#ffffff')}${line('M-30-8H30', '#e5e7eb', 4)}${rect(-90, 36, 180, 18, 9, '#d6a06a')}${rect(-110, 40, 26, 10, 5, '#b5793f')}${rect(84, 40, 26, 10, 5, '#b5793f')}`,
  fireworks: () =>
    [
      [-40, -30, '#fde047', 44],
      [40, -10, '#f472b6', 34],
      [-10, 40, '#60a5fa', 26],
    ]
      .map(
        ([x, y, colour, r]) =>
          Array.from({ length: 10 }, (_, index) => {
            const angle = (index / 10) * Math.PI * 2;
            return line(
              `M${x + Math.cos(angle) * r * 0.3} ${y + Math.sin(angle) * r * 0.3}L${x + Math.cos(angle) * r} ${y + Math.sin(angle) * r}`,
              colour,
              4,
            );
          }).join('') + circle(x, y, 4, colour),
      )
      .join(''),
  voucher: () =>
    `${rect(-80, -50, 160, 104, 10, '#ffffff')}${path('M-80-50L0 10L80-50', 'none', 'stroke="#e5e7eb" stroke-width="4"')}${rect(-10, -50, 20, 104, 0, '#f43f5e')}${path('M0-50Q-40-90-44-60Q-40-44 0-50Q40-44 44-60Q40-90 0-50Z', '#f43f5e')}${circle(0, -50, 8, '#be123c')}`,
  circus: () =>
    `${path('M-80 50V-10L0-60L80-10V50Z', '#ffffff')}${path('M-80-10L0-60L80-10Q60 0 40-10Q20 0 0-10Q-20 0-40-10Q-60 0-80-10Z', '#ef4444')}${path('M-80 50V-10L-60 0V50ZM-40 50V-4L-20-10V50ZM20 50V-10L40-4V50ZM60 50V0L80-10V50Z', '#ef4444')}${path('M-14 50V16Q0 2 14 16V50Z', '#7c2d12')}${line('M0-60V-84', '#ffffff', 3)}${path('M0-84L22-77L0-70Z', '#fde047')}`,
  puppets: () =>
    `${rect(-84, -66, 168, 132, 8, '#7c2d12')}${rect(-70, -50, 140, 100, 4, '#fef3c7')}${path('M-70-50H-20Q-30 0-70 50Z', '#dc2626')}${path('M70-50H20Q30 0 70 50Z', '#dc2626')}${circle(0, -6, 16, '#fbbf24')}${path('M-18 50V20Q0 4 18 20V50Z', '#2563eb')}${circle(-5, -9, 2.5, '#1f2937')}${circle(5, -9, 2.5, '#1f2937')}${rect(-84, -66, 168, 14, 4, '#991b1b')}`,
  lantern: () =>
    `${line('M0-90V-60', '#ffffff', 3)}${path('M-40-60H40Q56 0 40 56H-40Q-56 0-40-60Z', '#fb923c')}${line('M-20-60Q-28 0-20 56M0-60V56M20-60Q28 0 20 56', '#ea580c', 3)}${rect(-44, -66, 88, 10, 4, '#fde047')}${rect(-44, 52, 88, 10, 4, '#fde047')}${circle(0, 0, 14, '#fef08a', 'opacity=".9"')}`,
  adult: () => person(0, 60),
  reduced: () =>
    `${person(-10, 60)}${circle(40, -50, 24, '#fde047')}${path('M30-40L50-60', '#0f766e', 'stroke="#0f766e" stroke-width="4"')}${circle(32, -58, 4, '#0f766e')}${circle(48, -42, 4, '#0f766e')}`,
  child: () => `${person(0, 60, 0.72)}${circle(34, -18, 14, '#fca5a5')}${line('M34-4V40', '#ffffff', 2)}`,
  family: () => `${person(-56, 60, 0.9)}${person(-16, 60, 0.95)}${person(22, 60, 0.6)}${person(48, 60, 0.52)}${person(72, 60, 0.45)}`,
};

export function tShirt({ colour, emblem }) {
  return [
    shadow(204, 258, 110, 12),
    path('M160 50L92 80L72 136L110 150L120 128V254H280V128L290 150L328 136L308 80L240 50Q200 78 160 50Z', colour),
    path('M160 50Q200 78 240 50', 'none', `stroke="${shade(colour, -0.25)}" stroke-width="6"`),
    line('M120 128V240', shade(colour, -0.12), 3),
    emblem,
  ].join('');
}

export function hoodie({ colour }) {
  return [
    shadow(204, 262, 110, 12),
    path('M150 60L90 90L70 230L106 236L120 150V256H280V150L294 236L330 230L310 90L250 60Z', colour),
    path('M150 60Q150 20 200 18Q250 20 250 60Q230 96 200 96Q170 96 150 60Z', shade(colour, -0.18)),
    path('M164 62Q166 36 200 34Q234 36 236 62Q222 82 200 82Q178 82 164 62Z', shade(colour, -0.4)),
    line('M190 92V130M210 92V126', '#ffffff', 3),
    path('M150 196H250V236H150Z', shade(colour, -0.1)),
    circle(200, 150, 18, '#fde047', 'opacity=".9"'),
    rect(114, 244, 172, 12, 6, shade(colour, -0.15)),
  ].join('');
}

export function toteBag() {
  return [
    shadow(204, 262, 100, 12),
    line('M160 110Q160 40 200 40Q240 40 240 110', '#c8b48a', 10),
    path('M116 104H284L296 256H104Z', '#e9dcbc'),
    path('M250 104H284L296 256H262Z', '#dccca6'),
    circle(200, 178, 34, 'none', 'stroke="#7c3aed" stroke-width="6"'),
    path('M200 156L207 172L224 174L211 185L215 202L200 193L185 202L189 185L176 174L193 172Z', '#7c3aed'),
  ].join('');
}

export function colouringBook() {
  return [
    shadow(204, 252, 130, 14),
    group(
      'rotate(-6 200 160)',
      [
        rect(92, 70, 190, 170, 8, '#ffffff', 'stroke="#e5e7eb" stroke-width="3"'),
        rect(92, 70, 16, 170, 4, '#7c3aed'),
        circle(196, 138, 34, 'none', 'stroke="#9ca3af" stroke-width="4"'),
        path('M160 212L196 170L232 212Z', 'none', 'stroke="#9ca3af" stroke-width="4"'),
        path('M196 104A34 34 0 0 1 230 138H196Z', '#fde047'),
        path('M178 212L196 190L214 212Z', '#34d399'),
      ].join(''),
    ),
    [
      ['#ef4444', 0],
      ['#3b82f6', 16],
      ['#22c55e', 32],
    ]
      .map(
        ([colour, dy]) =>
          `${rect(246, 150 + dy, 110, 12, 3, colour, rotate(-30, 300, 156 + dy))}${path(`M355 ${150 + dy}l14 6l-14 6Z`, '#fcd9b6', rotate(-30, 300, 156 + dy))}`,
      )
      .join(''),
  ].join('');
}

export function birthdayCake() {
  const candles = [-40, -14, 12, 38]
    .map(
      (x, index) =>
        `${rect(200 + x - 4, 78, 8, 34, 3, ['#60a5fa', '#f472b6', '#34d399', '#fbbf24'][index])}${path(`M${200 + x} 62Q${200 + x + 7} 72 ${200 + x} 78Q${200 + x - 7} 72 ${200 + x} 62Z`, '#f97316')}`,
    )
    .join('');
  return [
    shadow(204, 252, 120, 14),
    ellipse(200, 244, 118, 16, '#ffffff'),
    path('M110 120V226Q200 250 290 226V120Z', '#f9a8d4'),
    path(
      'M110 120Q200 144 290 120V150Q270 160 260 146Q246 168 230 150Q214 170 200 152Q184 170 170 150Q154 168 140 146Q128 160 110 150Z',
      '#fff1f2',
    ),
    ellipse(200, 120, 90, 20, '#fdf2f8'),
    sprinkle('cake-sprinkles', 18, 70, (x, y, r) =>
      rect(200 + x, 120 + y / 5, 8, 3, 1.5, ['#60a5fa', '#fbbf24', '#34d399'][Math.floor(r * 3)], rotate(r * 180, 200 + x, 120 + y / 5)),
    ),
    candles,
    sprinkle('cake-dots', 6, 70, (x) => circle(200 + x, 200, 6, '#fdf2f8'), 0.2),
  ].join('');
}

/** The lunch menu on a tray: a plate of the day, a drink and a small dessert. */
export function tray(parts) {
  return [
    shadow(204, 250, 170, 20),
    path('M40 120H360L372 238Q372 250 360 250H40Q28 250 28 238Z', '#9a6a3f'),
    path('M48 124H352L360 236H40Z', '#c49062'),
    parts,
  ].join('');
}

export { leaf };
