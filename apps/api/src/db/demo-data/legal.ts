import type { DemoContent } from './types.ts';

interface LegalIdentity {
  name: string;
  owner: string;
  address: string;
  telephone: string;
  email: string;
  /** The commercial register entry, e.g. `Amtsgericht Charlottenburg, HRB 123456`. */
  register: string;
  vatId: string;
}

/** The four legal texts of spec §3 (about us, privacy, imprint, terms), in German, for one restaurant. */
export function germanLegalContents(identity: LegalIdentity, aboutUs: string): DemoContent['legal'] {
  const { name, owner, address, telephone, email, register, vatId } = identity;
  return [
    { kind: 'about_us', body: aboutUs },
    {
      kind: 'privacy_policy',
      body: [
        '<h2>Datenschutzerklärung</h2>',
        `<p>Verantwortlich für die Verarbeitung Ihrer Daten ist ${name}, ${address}, E-Mail: ${email}.</p>`,
        '<h3>Welche Daten wir verarbeiten</h3>',
        '<p>Wenn Sie bei uns bestellen, verarbeiten wir Ihren Namen, Ihre Kontaktdaten, Ihre Lieferadresse und den Inhalt Ihrer Bestellung, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Zahlungsdaten gehen direkt an unseren Zahlungsdienstleister; wir sehen nur, ob die Zahlung gelungen ist.</p>',
        '<h3>Speicherdauer</h3>',
        '<p>Bestelldaten bewahren wir so lange auf, wie es die handels- und steuerrechtlichen Aufbewahrungsfristen verlangen (bis zu zehn Jahre). Ihr Kundenkonto können Sie jederzeit löschen lassen.</p>',
        '<h3>Ihre Rechte</h3>',
        '<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.</p>',
        '<h3>Newsletter</h3>',
        '<p>Für den Newsletter speichern wir nur Ihre E-Mail-Adresse, bis Sie sich abmelden. Jeder Newsletter enthält einen Abmeldelink.</p>',
      ].join(''),
    },
    {
      kind: 'imprint',
      body: [
        '<h2>Impressum</h2>',
        `<p>${name}<br>Inhaber: ${owner}<br>${address}</p>`,
        `<p>Telefon: ${telephone}<br>E-Mail: ${email}</p>`,
        `<p>Registereintrag: ${register}<br>Umsatzsteuer-ID: ${vatId}</p>`,
        `<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: ${owner}, Anschrift wie oben.</p>`,
        '<p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit. Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
      ].join(''),
    },
    {
      kind: 'terms_and_conditions',
      body: [
        '<h2>Allgemeine Geschäftsbedingungen</h2>',
        `<h3>§ 1 Geltungsbereich</h3><p>Diese Bedingungen gelten für alle Bestellungen, die Sie über den Online-Shop von ${name} aufgeben.</p>`,
        '<h3>§ 2 Vertragsschluss</h3><p>Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald wir die Bestellung per E-Mail bestätigen.</p>',
        '<h3>§ 3 Preise und Zahlung</h3><p>Alle Preise enthalten die gesetzliche Mehrwertsteuer. Liefergebühren und Mindestbestellwerte werden vor dem Absenden angezeigt. Pfand wird gesondert ausgewiesen.</p>',
        '<h3>§ 4 Lieferung und Abholung</h3><p>Die angegebenen Lieferzeiten sind Richtwerte. Bei hoher Auslastung kann es zu Verzögerungen kommen; wir informieren Sie in diesem Fall.</p>',
        '<h3>§ 5 Widerruf</h3><p>Für schnell verderbliche Speisen und Getränke besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 2 BGB).</p>',
      ].join(''),
    },
  ];
}
