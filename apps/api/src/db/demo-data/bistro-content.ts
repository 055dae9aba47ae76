import { germanLegalContents } from './legal.ts';
import type { DemoContent } from './types.ts';

const ABOUT_US = [
  '<h2>Über uns</h2>',
  '<p>Das Demo Bistro gibt es seit 2012 in Berlin-Mitte. Was als kleine Pizzeria mit sechs Tischen begann, ist heute ein Treffpunkt für alle, die ehrliche Küche lieben: Steinofenpizza, frische Pasta, Burger vom regionalen Rind und deutsche Klassiker.</p>',
  '<p>Wir kaufen bei Erzeugern aus Brandenburg ein, backen unser Brot selbst und kochen ohne Geschmacksverstärker. Unser Team aus zwölf Nationen freut sich auf Ihren Besuch – oder liefert zu Ihnen nach Hause.</p>',
].join('');

export const bistroContent: DemoContent = {
  legal: germanLegalContents(
    {
      name: 'Demo Bistro GmbH',
      owner: 'Giulia Weber',
      address: 'Torstraße 125, 10119 Berlin',
      telephone: '+49 30 12345678',
      email: 'hallo@demo-bistro.example',
      register: 'Amtsgericht Charlottenburg, HRB 123456 B',
      vatId: 'DE123456789',
    },
    ABOUT_US,
  ),
  informationPages: [
    {
      slug: 'allergene',
      title: 'Allergene und Zusatzstoffe',
      body: [
        '<h2>Allergene</h2>',
        '<p>Die Buchstaben in unserer Speisekarte bezeichnen die 14 Hauptallergene nach der EU-Lebensmittelinformationsverordnung:</p>',
        '<ul><li>A – glutenhaltiges Getreide</li><li>B – Krebstiere</li><li>C – Eier</li><li>D – Fisch</li><li>E – Erdnüsse</li><li>F – Soja</li><li>G – Milch und Laktose</li><li>H – Schalenfrüchte</li><li>L – Sellerie</li><li>M – Senf</li><li>N – Sesam</li></ul>',
        '<p>Spuren anderer Allergene können wir in unserer Küche nicht ausschließen. Bei Fragen hilft Ihnen unser Team gern weiter.</p>',
      ].join(''),
    },
    {
      slug: 'lieferung',
      title: 'Lieferung und Abholung',
      body: [
        '<h2>Lieferung</h2>',
        '<p>Wir liefern in die Postleitzahlen 10115 bis 10119. Der Mindestbestellwert liegt bei 15,00 € (10119: 20,00 €), die Liefergebühr bei 2,50 € (10119: 3,90 €).</p>',
        '<h2>Abholung</h2>',
        '<p>Bestellungen zur Abholung sind in der Regel nach 20 Minuten fertig. Bitte nennen Sie an der Theke Ihren Namen.</p>',
      ].join(''),
    },
    {
      slug: 'catering',
      title: 'Catering und Feiern',
      body: '<h2>Catering</h2><p>Ob Firmenfeier, Geburtstag oder Hochzeit: Wir liefern Fingerfood, Pizza-Buffets und Pasta-Stationen ab 20 Personen. Schreiben Sie uns an hallo@demo-bistro.example.</p>',
    },
  ],
  blogs: [
    {
      slug: 'der-perfekte-pizzateig',
      title: 'Der perfekte Pizzateig: 48 Stunden Geduld',
      excerpt: 'Warum unser Teig zwei Tage ruht und was das mit Geschmack und Bekömmlichkeit zu tun hat.',
      body: [
        '<p>Guter Pizzateig braucht nur vier Zutaten: Mehl, Wasser, Salz und Hefe. Der Unterschied liegt in der Zeit.</p>',
        '<h2>Kalte Gare</h2>',
        '<p>Unser Teig reift 48 Stunden im Kühlraum. In dieser Zeit bauen Enzyme die Stärke ab; der Teig wird aromatischer und leichter verdaulich.</p>',
        '<h2>Der Ofen</h2>',
        '<p>Bei 450 °C ist eine Pizza in 90 Sekunden fertig: außen knusprig, innen weich, mit den typischen dunklen Blasen am Rand.</p>',
      ].join(''),
      daysAgo: 9,
      tags: ['Küche'],
    },
    {
      slug: 'spargelzeit-in-berlin',
      title: 'Spargelzeit in Berlin',
      excerpt: 'Von April bis Juni kommt unser Spargel jeden Morgen frisch aus Beelitz.',
      body: [
        '<p>Wenn in Beelitz die Dämme weiß werden, beginnt für uns die schönste Zeit des Jahres.</p>',
        '<p>Unsere Spargelkarte gibt es von Mitte April bis zum Johannistag am 24. Juni: klassisch mit Sauce hollandaise, als Risotto oder roh als Salat mit Erdbeeren.</p>',
      ].join(''),
      daysAgo: 40,
      tags: ['Saison', 'Küche'],
    },
    {
      slug: 'unser-team-stellt-sich-vor',
      title: 'Unser Team stellt sich vor',
      excerpt: 'Zwölf Nationen, eine Küche: Wir stellen die Menschen hinter dem Demo Bistro vor.',
      body: [
        '<p>Giulia kommt aus Neapel und hat das Bistro 2012 gegründet. Küchenchef Jonas hat in Wien gelernt – daher das Schnitzel.</p>',
        '<p>Im Service begrüßen Sie Amira, Tomasz und Lea. Gemeinsam haben sie über 30 Jahre Erfahrung in der Gastronomie.</p>',
      ].join(''),
      daysAgo: 75,
      tags: ['Neuigkeiten'],
    },
    {
      slug: 'happy-hour-jetzt-werktags',
      title: 'Happy Hour: jetzt jeden Werktag',
      excerpt: 'Montag bis Freitag von 17 bis 19 Uhr gibt es Cocktails, Limonade und Pils zum kleinen Preis.',
      body: [
        '<p>Ab sofort feiern wir den Feierabend jeden Werktag: Von 17 bis 19 Uhr kosten Aperol Spritz und Hugo nur 5,50 €, Mojito und Caipirinha 6,50 €.</p>',
        '<p>Auch das frisch gezapfte Pils und unsere hausgemachte Limonade gibt es günstiger. Wir freuen uns auf Sie!</p>',
      ].join(''),
      daysAgo: 3,
      tags: ['Neuigkeiten', 'Saison'],
    },
  ],
  testimonials: [
    {
      name: 'Anna K.',
      rating: 5,
      body: 'Die beste Pizza in Mitte! Der Teig ist fluffig und die Lieferung kam sogar früher als angekündigt.',
      daysAgo: 2,
    },
    {
      name: 'Markus B.',
      rating: 4,
      body: 'Sehr leckerer Trüffelburger, die Süßkartoffelpommes waren leider etwas weich.',
      daysAgo: 6,
    },
    { name: 'Selin Y.', rating: 5, body: 'Tolles Mittagsmenü für kleines Geld, freundliches Personal.', daysAgo: 11 },
    {
      name: 'Thomas W.',
      rating: 3,
      body: 'Essen gut, aber am Freitagabend mussten wir fast eine Stunde auf die Lieferung warten.',
      daysAgo: 19,
    },
    {
      name: 'Julia S.',
      rating: 5,
      body: 'Das Tiramisu ist ein Traum. Wir kommen wieder – spätestens zur Happy Hour!',
      daysAgo: 27,
    },
  ],
};
